"""Move text: the grammar, lenient spellings and sharp reasons for illegal moves."""

from __future__ import annotations

from games.cards import parse_card
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
    PILE_SUFFIX,
)
from games.meierijen.passing import open_room, penalty_open_to_add
from games.meierijen.pawns import blocked
from games.meierijen.phases import Phase
from games.meierijen.phrases import colour_word, either, rank_word
from games.meierijen.table import Table
from games.message import Card, Code, Msg, marked, t

MOVE_HELP = marked(
    "play <card> <field> — a hand card on C, D or E: `play 7h C`\n"
    "play <wild> <field> as <rank> — a two or joker: `play XR D as 9`, `play 2s E as J`\n"
    "play <card> <field> from <colour> open — someone's open card: `play 8c E from blue open`\n"
    "play <card> <field> from <colour> penalty — a penalty top: `play 5d C from red penalty`\n"
    "play <card> <field> from pile — your face-up card in the end phase: `play Qh D from pile`\n"
    "pass <card> open|penalty — end the turn with a pass card: `pass 4c open`\n"
    "pass — end the turn when no pass card can be placed (or after your pile ran out)\n"
    "draw — draw 5 on an empty hand (only with empty_hand_draw=optional)\n"
    "pawn white <field> — after a ten-card, block a field: `pawn white F`\n"
    "pawn white <field> home | pawn white <field> to <field> — `pawn white C home`\n"
    "pawn grey | pawn red — take the grey (doubles) or red (jumps) pawn\n"
    "done — finish the pawn actions of a ten-card"
)


# Words a move may hold around the ones that matter ("play 6h on C", "from my open cards").
_FILLER = frozenset({"on", "onto", "to", "at", "in", "the", "field", "my", "own", "of", "card"})
_SOURCE_FILLER = frozenset({"my", "own", "the", "of", "card", "cards"})
_PILE_WORDS = frozenset(
    {"pile", "draw", "deck", "stock", "flip", "faceup", "face-up", "face", "up"}
)
_PENALTY_WORDS = frozenset({"penalty", "pen"})
_OPEN_DEST = frozenset({"open", "mat", "o", "table", "up"})
_PENALTY_DEST = frozenset({"penalty", "pen", "p", "a", "g", "i", "l"})
_PASS_FILLER = frozenset({"to", "the", "my", "on", "onto", "pile", "cards", "card"})
_HOME = frozenset({"home", "h", "base", "off", "back"})
_PAWN_FILLER = frozenset({"white", "pawn", "to", "from", "on", "onto", "the"})
_MAT_LETTERS = frozenset("ABCDEFGIJKL")  # every letter but H, the base
_AS = frozenset({"as", "als"})  # "als": Dutch players read "als" in the table's lines

# A parse: the canonical text (or the text as typed), and the first word no move has.
Parse = tuple[str, str | None]


def _source_suffix(players: int, seat: int, words: list[str]) -> Parse:
    """The canonical ` from ...` suffix for source words ("" for the hand)."""
    n = players
    words = [w.removesuffix("'s") for w in words if w not in _SOURCE_FILLER]
    if not words:
        return "", "from"
    w = words[0]
    rest = words[1:]
    if w == "hand":
        return "", rest[0] if rest else None
    if w in _PILE_WORDS:
        stray = [x for x in rest if x not in _PILE_WORDS]
        return PILE_SUFFIX, stray[0] if stray else None
    if w == "open" or w in _PENALTY_WORDS:
        suffix = OPEN_SUFFIX[seat] if w == "open" else PENALTY_SUFFIX[seat]
        return suffix, _stray(rest, ("pile",))
    up = w.upper()
    if up in PENALTY_SEAT and PENALTY_SEAT[up] < n:
        return PENALTY_SUFFIX[PENALTY_SEAT[up]], _stray(rest, ())
    if up in DRAW_SEAT and DRAW_SEAT[up] < n:
        return PILE_SUFFIX, _stray(rest, ())
    if w in COLOURS[:n]:
        q = COLOURS.index(w)
        kind = rest[0] if rest else "open"
        if kind in _PENALTY_WORDS:
            return PENALTY_SUFFIX[q], _stray(rest[1:], ("pile",))
        if kind == "open":
            return OPEN_SUFFIX[q], _stray(rest[1:], ())
        return "", kind
    return "", w


def _stray(words: list[str], allowed: tuple[str, ...]) -> str | None:
    return next((w for w in words if w not in allowed), None)


def _pick(candidates: list[str], fallback: str) -> str:
    return candidates[0] if len(candidates) == 1 else fallback


def canonical(table: Table, seat: int, legal: list[str], text: str) -> str:
    """Lenient spellings to canonical move text; `legal` settles what words leave open.

    A word no move has leaves the text as typed, so it is refused: a typo never
    turns into another move."""
    return parse(table, seat, legal, text)[0]


def stray_word(table: Table, seat: int, move: str) -> str | None:
    """The first word of `move` that no move of its kind has, if any."""
    return parse(table, seat, [], move)[1]


def parse(table: Table, seat: int, legal: list[str], text: str) -> Parse:
    words = text.replace(",", " ").split()
    if not words:
        return "", None
    low = [w.lower() for w in words]
    typed = " ".join(low)
    verb = low[0]
    if len(low) == 1 and verb in ("done", "end", "stop", "finish", "pass", "ready"):
        return ("done" if table.state.phase == Phase.PAWNS else "pass"), None
    if verb == "draw":
        return ("draw", None) if len(low) == 1 else (typed, low[1])
    if verb in ("white", "grey", "gray", "red") or verb == "pawn":
        return _canonical_pawn(low if verb == "pawn" else ["pawn", *low], typed)
    if verb in ("play", "pass") and len(low) > 2 and parse_card(low[1]) is None:
        joined = parse_card(low[1] + low[2])  # "6 hearts", "queen of spades" in two words
        if joined is not None:
            low = [verb, joined, *low[3:]]
    if verb == "pass":
        return _canonical_pass(low, typed)
    if verb != "play":
        if parse_card(words[0]) is None:
            return typed, None
        low = ["play", *low]
    return _canonical_play(len(table.players), seat, low, legal, typed)


def _canonical_pawn(low: list[str], typed: str) -> Parse:
    kind = {"gray": "grey"}.get(low[1], low[1]) if len(low) > 1 else ""
    if kind != "white":
        extra = [w for w in low[2:] if w not in _PAWN_FILLER]
        return (typed, extra[0]) if extra else (f"pawn {kind}".strip(), None)
    letters: list[str] = []
    home = False
    for w in low[2:]:
        if w in _HOME:
            home = True
        elif w.upper() in _MAT_LETTERS:
            letters.append(w.upper())
        elif w not in _PAWN_FILLER:
            return typed, w
    if len(letters) > (1 if home else 2):
        return typed, letters[-1].lower()
    if home and letters:
        return f"pawn white {letters[0]} home", None  # i18n: not for players (move text)
    if len(letters) == 2:
        return f"pawn white {letters[0]} to {letters[1]}", None  # i18n: not for players
    return "pawn white " + " ".join(letters), None  # i18n: not for players (move text)


def _canonical_pass(low: list[str], typed: str) -> Parse:
    card = parse_card(low[1]) if len(low) > 1 else None
    if card is None:
        return typed, None
    dest = ""
    for w in low[2:]:
        if w in _OPEN_DEST or w in _PENALTY_DEST:
            place = "open" if w in _OPEN_DEST else "penalty"
            if dest and dest != place:
                return typed, w
            dest = place
        elif w not in _PASS_FILLER:
            return typed, w
    # The place is always said: a pass card to the penalty pile costs a point.
    return f"pass {card} {dest}".rstrip(), None


def _canonical_play(players: int, seat: int, low: list[str], legal: list[str], typed: str) -> Parse:
    card = parse_card(low[1]) if len(low) > 1 else None
    if card is None:
        return typed, None
    field = ""
    rank = ""
    suffix: str | None = None
    i = 2
    while i < len(low):
        w = low[i]
        if w in _AS and i + 1 < len(low):
            value = RANK_VALUE.get(low[i + 1])
            if not value or rank:
                return typed, low[i + 1]
            rank = RANK_NAME[value]
            i += 2
            continue
        if w == "from":
            suffix, stray = _source_suffix(players, seat, low[i + 1 :])
            if stray is not None:
                return typed, stray
            break
        if w.upper() in FIELD_INDEX and not field:
            field = w.upper()
        elif w not in _FILLER:
            return typed, w
        i += 1
    text = f"play {card} {field}".rstrip() + (f" as {rank}" if rank else "")
    text += suffix or ""
    if text in legal:
        return text, None
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
    return _pick(candidates, text), None


# ------------------------------------------------------------------- explain


def _field_need(table: Table, seat: int, field_index: int) -> Msg:
    state = table.state
    top_rank = state.field_ranks[field_index]
    letter = FIELDS[field_index]
    if top_rank == 0:
        return t("{field} is empty: start it with any card of its colour.", field=letter)
    need = [RANK_NAME[top_rank + 1]] if top_rank < ACE else []
    if state.grey_holder == seat:
        need.insert(0, RANK_NAME[top_rank])
    if state.red_holder == seat and top_rank + 2 < ACE:
        need.append(RANK_NAME[top_rank + 2])
    return t(
        "The top of {field} is {card} (a {rank}): play {ranks} there.",
        field=letter,
        card=Card(state.field_cards[field_index][-1]),
        rank=rank_word(RANK_NAME[top_rank]),
        ranks=either([rank_word(r) for r in need]),
    )


def explain(table: Table, seat: int, move: str, legal: list[str]) -> Msg | None:
    """Why `move` is refused, as sharply as the state allows; None: nothing sharper
    than the list of legal moves."""
    stray = stray_word(table, seat, move)
    if stray is not None:
        return t("{word} does not belong in a move: {move}.", word=Code(stray), move=Code(move))
    state = table.state
    if state.phase == Phase.PAWNS:
        return t(
            "Your ten-card lets you move pawns first: {pawn} (see the list) or {done}.",
            pawn=Code("pawn ..."),
            done=Code("done"),
        )
    if state.phase == Phase.HAND_PASS:
        return t(
            "Your face-up card is passed; now pass one hand card: {move}.",
            move=Code("pass <card> open|penalty"),
        )
    parts = move.split(" ")
    if parts[0] == "play" and len(parts) >= 3:
        return _explain_play(table, seat, move, parts)
    pile = state.draw_piles[seat]
    if parts[0] == "pass" and len(parts) == 3:
        card, dest = parts[1], parts[2]
        is_flip = state.face_up and pile and pile[-1] == card
        if len(pile) <= MARKER_FROM_BOTTOM and pile and not is_flip:
            return t("In the end phase your pass card is the face-up {card}.", card=Card(pile[-1]))
        if is_flip and any(m.endswith(PILE_SUFFIX) for m in legal):
            return t("{card} fits a field, so you must play it (end phase).", card=Card(card))
        if not is_flip and card not in state.hands[seat]:
            return t("You do not hold {card}.", card=Card(card))
        if dest == "open" and not open_room(table, seat):
            return t("The open cards are full (4): pass to your penalty pile.")
        if dest == "penalty" and not penalty_open_to_add(table, seat):
            return t("A white pawn blocks your penalty field.")
    if parts[0] == "pass" and len(parts) == 2:
        places = [Code(m) for m in legal if m.startswith(f"pass {parts[1]} ")]
        if places:
            return t("Say where the pass card goes: {moves}.", moves=either(places))
    if move == "pass" and "pass" not in legal:
        return t(
            "Your turn ends with a pass card: {open} or {penalty}.",
            open=Code("pass <card> open"),
            penalty=Code("pass <card> penalty"),
        )
    return None


def _explain_play(table: Table, seat: int, move: str, parts: list[str]) -> Msg:
    state = table.state
    options = table.options
    pile = state.draw_piles[seat]
    card = parts[1]
    if card not in NATURAL:
        return t("{text} is not a card.", text=Code(card))
    shown = Card(card)
    source = move.split(" from ", 1)[1] if " from " in move else "hand"
    if source == "hand" and card not in state.hands[seat]:
        return t("You do not hold {card}.", card=shown)
    if source == "pile" and not (state.face_up and pile and pile[-1] == card):
        return t("{card} is not the face-up card of your draw pile.", card=shown)
    if source.endswith("penalty") and options.penalty_access == "none":
        return t("Penalty cards may not be played with these options.")
    if source.endswith(("open", "penalty")):
        words = source.split(" ")
        if words[0] not in COLOURS[: len(table.players)]:
            return t("There is no player {colour} at this table.", colour=repr(words[0]))
        q = COLOURS.index(words[0])
        owner = colour_word(words[0])
        if words[-1] == "open" and card not in state.open_cards[q]:
            return t("{card} is not among {owner}'s open cards.", card=shown, owner=owner)
        if words[-1] == "penalty":
            penalty_pile = state.penalty_piles[q]
            if card not in penalty_pile:
                return t("{card} is not in {owner}'s penalty pile.", card=shown, owner=owner)
            if options.penalty_access != "any" and penalty_pile[-1] != card:
                return t("Only the top card of a penalty pile may be played.")
            if blocked(table, PENALTY_LETTER[q], seat):
                return t(
                    "A white pawn blocks {field}: nobody may take from it.",
                    field=PENALTY_LETTER[q],
                )
    field = parts[2]
    if field not in FIELD_INDEX:
        return t(
            "Play on field C (red), D (mix) or E (black): {example}.", example=Code("play 7h C")
        )
    field_index = FIELD_INDEX[field]
    if blocked(table, field, seat):
        return t("A white pawn blocks {field}; a ten-card can send it home.", field=field)
    if not fits_colour(card, field_index, options.joker_colour == "any"):
        return (
            t("C takes only red cards (♦ ♥, red twos, the red joker).")
            if field_index == 0
            else t("E takes only black cards (♣ ♠, black twos, the black joker).")
        )
    if NATURAL[card] == 0 and " as " not in move:
        return t(
            "Say which rank the wild card stands for: {example}.",
            example=Code(f"play {card} {field} as 9"),
        )
    if state.field_ranks[field_index] == 0:
        if NATURAL[card] == 0 and not options.wild_may_start:
            return t("A two or joker may not start a stack with these options.")
        return t("An ace may not start a stack with these options.")
    return _field_need(table, seat, field_index)
