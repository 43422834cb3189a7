"""Move text: the grammar, lenient spellings and sharp reasons for illegal moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.cards import parse_card, pretty
from games.meierijen import board as B

if TYPE_CHECKING:
    from games.meierijen.engine import MeieRijen

MOVE_HELP = "\n".join(
    [
        "play <card> <field> — a hand card on C, D or E: `play 7h C`",
        "play <wild> <field> as <rank> — a two or joker: `play XR D as 9`, `play 2s E as J`",
        "play <card> <field> from <colour> open — someone's open card: `play 8c E from blue open`",
        "play <card> <field> from <colour> penalty — a penalty top: `play 5d C from red penalty`",
        "play <card> <field> from pile — your face-up card in the end phase: `play Qh D from pile`",
        "pass <card> open|penalty — end the turn with a pass card: `pass 4c open`",
        "pass — end the turn when no pass card can be placed (or after your pile ran out)",
        "draw — draw 5 on an empty hand (only with empty_hand_draw=optional)",
        "pawn white <field> — after a ten-card, block a field: `pawn white F`",
        "pawn white <field> home | pawn white <field> to <field> — `pawn white C home`",
        "pawn grey | pawn red — take the grey (doubles) or red (jumps) pawn",
        "done — finish the pawn actions of a ten-card",
    ]
)

# Mat letters in table order per player count (the extension adds I J for Green, K L for Yellow).
LETTER_ORDER = {
    2: ("A", "B", "C", "D", "E", "F", "G"),
    3: ("A", "B", "C", "D", "E", "F", "G", "I", "J"),
    4: ("A", "B", "C", "D", "E", "F", "G", "I", "J", "K", "L"),
}
DRAW_SEAT = {letter: s for s, letter in enumerate(B.DRAW_LETTER)}
PENALTY_SEAT = {letter: s for s, letter in enumerate(B.PENALTY_LETTER)}
OPEN_SUFFIX = tuple(f" from {c} open" for c in B.COLOURS)
PEN_SUFFIX = tuple(f" from {c} penalty" for c in B.COLOURS)


GUARD_PER_PLAYER = 150


def turn_guard(n: int) -> int:
    """A hard cap on turns; the proven bound is 58 non-skipped turns per 2 players, so
    this never fires in a rule-following game (documented as a safety net)."""
    return GUARD_PER_PLAYER * n


def letter_note(game: MeieRijen, letter: str) -> str:
    if letter in DRAW_SEAT:
        return f" ({mention_seat(game, DRAW_SEAT[letter])}'s draw pile: they pass a turn)"
    if letter in PENALTY_SEAT:
        return f" ({mention_seat(game, PENALTY_SEAT[letter])}'s penalty field)"
    return ""


def mention_seat(game: MeieRijen, seat: int) -> str:
    return f"<@{game.players[seat]}>"


def _source_suffix(game: MeieRijen, seat: int, words: list[str]) -> str | None:
    """The canonical ` from ...` suffix for source words, "" for the hand, None if unknown."""
    n = len(game.players)
    words = [w for w in words if w not in ("my", "own", "the", "of", "card", "cards")]
    if not words:
        return None
    w = words[0]
    if w == "hand":
        return ""
    if w in ("pile", "draw", "deck", "stock", "flip", "faceup", "face-up"):
        return " from pile"
    if w in ("open", "penalty", "pen"):
        return OPEN_SUFFIX[seat] if w == "open" else PEN_SUFFIX[seat]
    up = w.upper()
    if up in PENALTY_SEAT and PENALTY_SEAT[up] < n:
        return PEN_SUFFIX[PENALTY_SEAT[up]]
    if up in DRAW_SEAT and DRAW_SEAT[up] < n:
        return " from pile"
    if w in B.COLOURS[:n]:
        q = B.COLOURS.index(w)
        kind = words[1] if len(words) > 1 else "open"
        return PEN_SUFFIX[q] if kind in ("penalty", "pen") else OPEN_SUFFIX[q]
    return None


def _pick(candidates: list[str], fallback: str) -> str:
    return candidates[0] if len(candidates) == 1 else fallback


def canonical(game: MeieRijen, player: str, text: str) -> str:
    words = text.replace(",", " ").split()
    if not words:
        return ""
    low = [w.lower() for w in words]
    seat = game.players.index(player)
    legal = game.legal_moves(player)
    verb = low[0]
    if len(low) == 1 and verb in ("done", "end", "stop", "finish", "pass", "ready"):
        return "done" if game.phase == "pawns" else "pass"
    if verb == "draw":
        return "draw"
    if verb in ("white", "grey", "gray", "red") or verb == "pawn":
        return _canonical_pawn(low if verb == "pawn" else ["pawn", *low])
    if verb in ("play", "pass") and len(low) > 2 and parse_card(low[1]) is None:
        joined = parse_card(low[1] + low[2])  # "6 hearts", "queen of spades" in two words
        if joined is not None:
            low = [verb, joined, *low[3:]]
    if verb == "pass":
        return _canonical_pass(low, legal)
    if verb != "play":
        if parse_card(words[0]) is None:
            return " ".join(low)
        low = ["play", *low]
    return _canonical_play(game, seat, low, legal)


def _canonical_pawn(low: list[str]) -> str:
    kind = {"gray": "grey"}.get(low[1], low[1]) if len(low) > 1 else ""
    if kind != "white":
        return f"pawn {kind}".strip()
    letters = [w.upper() for w in low[2:] if len(w) == 1 and w.upper() != "H"]
    home = any(w in ("home", "h", "base", "off", "back") for w in low[2:])
    if home and letters:
        return f"pawn white {letters[0]} home"
    if len(letters) >= 2:
        return f"pawn white {letters[0]} to {letters[1]}"
    return "pawn white " + " ".join(letters)


def _canonical_pass(low: list[str], legal: list[str]) -> str:
    card = parse_card(low[1]) if len(low) > 1 else None
    if card is None:
        return " ".join(low)
    dest = ""
    for w in low[2:]:
        if w in ("open", "mat", "o", "table", "up"):
            dest = "open"
        elif w in ("penalty", "pen", "p", "a", "g", "i", "l"):
            dest = "penalty"
    if dest:
        return f"pass {card} {dest}"
    return _pick([m for m in legal if m.startswith(f"pass {card} ")], f"pass {card}")


def _canonical_play(game: MeieRijen, seat: int, low: list[str], legal: list[str]) -> str:
    card = parse_card(low[1]) if len(low) > 1 else None
    if card is None:
        return " ".join(low)
    field = ""
    rank = ""
    suffix: str | None = None
    i = 2
    while i < len(low):
        w = low[i]
        if w == "as" and i + 1 < len(low):
            value = B.RANK_VALUE.get(low[i + 1])
            rank = B.RANK_NAME[value] if value else low[i + 1]
            i += 2
            continue
        if w == "from":
            suffix = _source_suffix(game, seat, low[i + 1 :])
            break
        if not field and w.upper() in B.FIELD_INDEX:
            field = w.upper()
        i += 1
    text = f"play {card} {field}".rstrip() + (f" as {rank}" if rank else "")
    text += suffix or ""
    if text in legal:
        return text
    head = f"play {card} "
    cands = [m for m in legal if m.startswith(head)]
    if field:
        cands = [m for m in cands if m.split(" ")[2] == field]
    if rank:
        cands = [m for m in cands if f" as {rank}" in m]
    if suffix is not None:
        cands = [m for m in cands if (m.split(" from ", 1)[1:] or [""])[0] == suffix[6:]]
    elif any(" from " not in m for m in cands):
        cands = [m for m in cands if " from " not in m]
    return _pick(cands, text)


# ------------------------------------------------------------------- explain


def _field_need(game: MeieRijen, seat: int, fi: int) -> str:
    t = game.frank[fi]
    f = B.FIELDS[fi]
    if t == 0:
        return f"{f} is empty: start it with any card of its colour."
    need = [B.RANK_NAME[t + 1]] if t < B.ACE else []
    if game.grey == seat:
        need.insert(0, B.RANK_NAME[t])
    if game.redp == seat and t + 2 < B.ACE:
        need.append(B.RANK_NAME[t + 2])
    top = pretty(game.fcards[fi][-1])
    return f"The top of {f} is {top} (a {B.RANK_NAME[t]}): play {' or '.join(need)} there."


def explain(game: MeieRijen, player: str, move: str, legal: list[str]) -> str:
    seat = game.players.index(player)
    if game.phase == "pawns":
        return "Your ten-card lets you move pawns first: `pawn ...` (see the list) or `done`."
    if game.phase == "hand_pass":
        return "Your face-up card is passed; now pass one hand card: `pass <card> open|penalty`."
    parts = move.split(" ")
    pile = game.piles[seat]
    if parts[0] == "play" and len(parts) >= 3:
        card = parts[1]
        if card not in B.NATURAL:
            return f"`{parts[1]}` is not a card."
        source = move.split(" from ", 1)[1] if " from " in move else "hand"
        if source == "hand" and card not in game.hands[seat]:
            return f"You do not hold {pretty(card)}."
        if source == "pile" and not (game.flip and pile and pile[-1] == card):
            return f"{pretty(card)} is not the face-up card of your draw pile."
        if source.endswith("penalty") and game.options.penalty_access == "none":
            return "Penalty cards may not be played with these options."
        if source.endswith(("open", "penalty")):
            words = source.split(" ")
            if words[0] not in B.COLOURS[: len(game.players)]:
                return f"There is no player {words[0]!r} at this table."
            q = B.COLOURS.index(words[0])
            if words[-1] == "open" and card not in game.opens[q]:
                return f"{pretty(card)} is not among {words[0]}'s open cards."
            if words[-1] == "penalty":
                pen = game.pens[q]
                if card not in pen:
                    return f"{pretty(card)} is not in {words[0]}'s penalty pile."
                if game.options.penalty_access != "any" and pen[-1] != card:
                    return "Only the top card of a penalty pile may be played."
                if game._blocked(B.PENALTY_LETTER[q], seat):
                    return f"A white pawn blocks {B.PENALTY_LETTER[q]}: nobody may take from it."
        field = parts[2]
        if field not in B.FIELD_INDEX:
            return "Play on field C (red), D (mix) or E (black): `play 7h C`."
        fi = B.FIELD_INDEX[field]
        if game._blocked(field, seat):
            return f"A white pawn blocks {field}; a ten-card can send it home."
        if not B.fits_colour(card, fi, game.options.joker_colour == "any"):
            return (
                "C takes only red cards (♦ ♥, red twos, the red joker)."
                if fi == 0
                else "E takes only black cards (♣ ♠, black twos, the black joker)."
            )
        if B.NATURAL[card] == 0 and " as " not in move:
            return f"Say which rank the wild card stands for: `play {card} {field} as 9`."
        if game.frank[fi] == 0:
            if B.NATURAL[card] == 0 and not game.options.wild_may_start:
                return "A two or joker may not start a stack with these options."
            return "An ace may not start a stack with these options."
        return _field_need(game, seat, fi)
    if parts[0] == "pass" and len(parts) == 3:
        card, dest = parts[1], parts[2]
        is_flip = game.flip and pile and pile[-1] == card
        if len(pile) <= B.MARKER_FROM_BOTTOM and pile and not is_flip:
            return f"In the end phase your pass card is the face-up {pretty(pile[-1])}."
        if is_flip and any(m.endswith(" from pile") for m in legal):
            return f"{pretty(card)} fits a field, so you must play it (end phase)."
        if not is_flip and card not in game.hands[seat]:
            return f"You do not hold {pretty(card)}."
        if dest == "open" and not game.open_room(seat):
            return "The open cards are full (4): pass to your penalty pile."
        if dest == "penalty" and not game.penalty_open_to_add(seat):
            return "A white pawn blocks your penalty field."
    if parts[0] == "pass" and len(parts) == 2:
        places = [m.split(" ")[2] for m in legal if m.startswith(f"pass {parts[1]} ")]
        if places:
            return f"Say where the pass card goes: `pass {parts[1]} {' or '.join(places)}`."
    if move == "pass" and "pass" not in legal:
        return "Your turn ends with a pass card: `pass <card> open` or `pass <card> penalty`."
    shown = ", ".join(f"`{m}`" for m in legal[:8])
    more = f" and {len(legal) - 8} more" if len(legal) > 8 else ""
    return f"`{move}` is not a legal move now. You can play: {shown}{more}."
