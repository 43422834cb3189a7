"""Move text: the grammar, lenient spellings and sharp reasons for illegal moves."""

from __future__ import annotations

from games.cards import parse_card, pretty
from games.meierijen.cards import ACE, NATURAL, RANK_NAME, RANK_VALUE, fits_colour
from games.meierijen.mat import (
    COLOURS,
    DRAW_SEAT,
    FIELD_INDEX,
    FIELDS,
    MARKER_FROM_BOTTOM,
    OPEN_SUFFIX,
    PENALTY_LETTER,
    PENALTY_SEAT,
    PENALTY_SUFFIX,
)
from games.meierijen.passing import open_room, penalty_open_to_add
from games.meierijen.pawns import blocked
from games.meierijen.phases import Phase
from games.meierijen.table import Table

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


def _source_suffix(players: int, seat: int, words: list[str]) -> str | None:
    """The canonical ` from ...` suffix for source words, "" for the hand, None if unknown."""
    n = players
    words = [w for w in words if w not in ("my", "own", "the", "of", "card", "cards")]
    if not words:
        return None
    w = words[0]
    if w == "hand":
        return ""
    if w in ("pile", "draw", "deck", "stock", "flip", "faceup", "face-up"):
        return " from pile"
    if w in ("open", "penalty", "pen"):
        return OPEN_SUFFIX[seat] if w == "open" else PENALTY_SUFFIX[seat]
    up = w.upper()
    if up in PENALTY_SEAT and PENALTY_SEAT[up] < n:
        return PENALTY_SUFFIX[PENALTY_SEAT[up]]
    if up in DRAW_SEAT and DRAW_SEAT[up] < n:
        return " from pile"
    if w in COLOURS[:n]:
        q = COLOURS.index(w)
        kind = words[1] if len(words) > 1 else "open"
        return PENALTY_SUFFIX[q] if kind in ("penalty", "pen") else OPEN_SUFFIX[q]
    return None


def _pick(candidates: list[str], fallback: str) -> str:
    return candidates[0] if len(candidates) == 1 else fallback


def canonical(table: Table, seat: int, legal: list[str], text: str) -> str:
    """Lenient spellings to canonical move text; `legal` settles what words leave open."""
    words = text.replace(",", " ").split()
    if not words:
        return ""
    low = [w.lower() for w in words]
    verb = low[0]
    if len(low) == 1 and verb in ("done", "end", "stop", "finish", "pass", "ready"):
        return "done" if table.state.phase == Phase.PAWNS else "pass"
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
    return _canonical_play(len(table.players), seat, low, legal)


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


def _canonical_play(players: int, seat: int, low: list[str], legal: list[str]) -> str:
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
            value = RANK_VALUE.get(low[i + 1])
            rank = RANK_NAME[value] if value else low[i + 1]
            i += 2
            continue
        if w == "from":
            suffix = _source_suffix(players, seat, low[i + 1 :])
            break
        if not field and w.upper() in FIELD_INDEX:
            field = w.upper()
        i += 1
    text = f"play {card} {field}".rstrip() + (f" as {rank}" if rank else "")
    text += suffix or ""
    if text in legal:
        return text
    head = f"play {card} "
    candidates = [m for m in legal if m.startswith(head)]
    if field:
        candidates = [m for m in candidates if m.split(" ")[2] == field]
    if rank:
        candidates = [m for m in candidates if f" as {rank}" in m]
    if suffix is not None:
        candidates = [m for m in candidates if (m.split(" from ", 1)[1:] or [""])[0] == suffix[6:]]
    elif any(" from " not in m for m in candidates):
        candidates = [m for m in candidates if " from " not in m]
    return _pick(candidates, text)


# ------------------------------------------------------------------- explain


def _field_need(table: Table, seat: int, field_index: int) -> str:
    state = table.state
    top_rank = state.field_ranks[field_index]
    letter = FIELDS[field_index]
    if top_rank == 0:
        return f"{letter} is empty: start it with any card of its colour."
    need = [RANK_NAME[top_rank + 1]] if top_rank < ACE else []
    if state.grey_holder == seat:
        need.insert(0, RANK_NAME[top_rank])
    if state.red_holder == seat and top_rank + 2 < ACE:
        need.append(RANK_NAME[top_rank + 2])
    top = pretty(state.field_cards[field_index][-1])
    return (
        f"The top of {letter} is {top} (a {RANK_NAME[top_rank]}): play {' or '.join(need)} there."
    )


def explain(table: Table, seat: int, move: str, legal: list[str]) -> str:
    """Why `move` is refused, as sharply as the state allows."""
    state = table.state
    options = table.options
    if state.phase == Phase.PAWNS:
        return "Your ten-card lets you move pawns first: `pawn ...` (see the list) or `done`."
    if state.phase == Phase.HAND_PASS:
        return "Your face-up card is passed; now pass one hand card: `pass <card> open|penalty`."
    parts = move.split(" ")
    pile = state.draw_piles[seat]
    if parts[0] == "play" and len(parts) >= 3:
        card = parts[1]
        if card not in NATURAL:
            return f"`{parts[1]}` is not a card."
        source = move.split(" from ", 1)[1] if " from " in move else "hand"
        if source == "hand" and card not in state.hands[seat]:
            return f"You do not hold {pretty(card)}."
        if source == "pile" and not (state.face_up and pile and pile[-1] == card):
            return f"{pretty(card)} is not the face-up card of your draw pile."
        if source.endswith("penalty") and options.penalty_access == "none":
            return "Penalty cards may not be played with these options."
        if source.endswith(("open", "penalty")):
            words = source.split(" ")
            if words[0] not in COLOURS[: len(table.players)]:
                return f"There is no player {words[0]!r} at this table."
            q = COLOURS.index(words[0])
            if words[-1] == "open" and card not in state.open_cards[q]:
                return f"{pretty(card)} is not among {words[0]}'s open cards."
            if words[-1] == "penalty":
                penalty_pile = state.penalty_piles[q]
                if card not in penalty_pile:
                    return f"{pretty(card)} is not in {words[0]}'s penalty pile."
                if options.penalty_access != "any" and penalty_pile[-1] != card:
                    return "Only the top card of a penalty pile may be played."
                if blocked(table, PENALTY_LETTER[q], seat):
                    return f"A white pawn blocks {PENALTY_LETTER[q]}: nobody may take from it."
        field = parts[2]
        if field not in FIELD_INDEX:
            return "Play on field C (red), D (mix) or E (black): `play 7h C`."
        field_index = FIELD_INDEX[field]
        if blocked(table, field, seat):
            return f"A white pawn blocks {field}; a ten-card can send it home."
        if not fits_colour(card, field_index, options.joker_colour == "any"):
            return (
                "C takes only red cards (♦ ♥, red twos, the red joker)."
                if field_index == 0
                else "E takes only black cards (♣ ♠, black twos, the black joker)."
            )
        if NATURAL[card] == 0 and " as " not in move:
            return f"Say which rank the wild card stands for: `play {card} {field} as 9`."
        if state.field_ranks[field_index] == 0:
            if NATURAL[card] == 0 and not options.wild_may_start:
                return "A two or joker may not start a stack with these options."
            return "An ace may not start a stack with these options."
        return _field_need(table, seat, field_index)
    if parts[0] == "pass" and len(parts) == 3:
        card, dest = parts[1], parts[2]
        is_flip = state.face_up and pile and pile[-1] == card
        if len(pile) <= MARKER_FROM_BOTTOM and pile and not is_flip:
            return f"In the end phase your pass card is the face-up {pretty(pile[-1])}."
        if is_flip and any(m.endswith(" from pile") for m in legal):
            return f"{pretty(card)} fits a field, so you must play it (end phase)."
        if not is_flip and card not in state.hands[seat]:
            return f"You do not hold {pretty(card)}."
        if dest == "open" and not open_room(table, seat):
            return "The open cards are full (4): pass to your penalty pile."
        if dest == "penalty" and not penalty_open_to_add(table, seat):
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
