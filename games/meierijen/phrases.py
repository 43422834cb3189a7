"""The parts MeieRijen's messages are built from: cards, ranks, seat colours, joins.

Events are made on every move, so the parts that never change (a `Card` per
code, a word per rank and colour) are built once here. The joins add no words,
only the spaces, commas and "or" the English lines always had.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.meierijen.cards import ONE_DECK, RANK_NAME, WILDS
from games.message import Card, Msg, Param, Words, marked, t

CARD: dict[str, Card] = {code: Card(code) for code in ONE_DECK}

# The ranks a wild card stands for, as each language letters its cards (J Q K A).
RANK: dict[str, Param] = {"J": t("J"), "Q": t("Q"), "K": t("K"), "A": t("A")}

# A seat's colour inside a sentence ("blue's open cards") and as its name ("Blue").
COLOUR: dict[str, Msg] = {
    "red": t("red"),
    "blue": t("blue"),
    "green": t("green"),
    "yellow": t("yellow"),
}
SEAT: dict[str, Msg] = {
    "red": t("Red"),
    "blue": t("Blue"),
    "green": t("Green"),
    "yellow": t("Yellow"),
}


# What the player to move is doing, by phase.
PHASE: dict[str, Msg] = {
    "play": t("playing"),
    "pawns": t("moving pawns"),
    "hand_pass": t("end phase: passing a hand card"),
}


def rank_word(name: str) -> Param:
    """A rank as the view and move texts name it (`9`, `J`), in the reader's letters."""
    return RANK.get(name, name)


# A wild card with the rank it is played as (`2h as 7`), by (code, rank): few enough to
# build once.
WILD_AS: dict[tuple[str, int], Msg] = {
    (code, rank): t("{card} as {rank}", card=CARD[code], rank=rank_word(name))
    for code in WILDS
    for rank, name in RANK_NAME.items()
}


def colour_word(name: str) -> Param:
    return COLOUR.get(name, name)


def seat_name(name: str) -> Param:
    return SEAT.get(name, name.title())


def _chain(parts: Sequence[Param], join: str) -> Param:
    """`parts` joined pairwise from the right by the message `join` ({first}, {then})."""
    shown = parts[-1]
    for part in reversed(parts[:-1]):
        shown = t(join, first=part, then=shown)
    return shown


def sentences(lines: Sequence[Msg]) -> Msg:
    """Sentences one after the other on one line (joined pairwise from the right)."""
    shown = lines[-1]
    for line in lines[-2::-1]:
        shown = t("{first} {then}", first=line, then=shown)
    return shown


SIDE_BY_SIDE = marked("{first} {then}")


def card_row(codes: Sequence[str]) -> Param:
    """Cards side by side: `7♥ Q♠`, `-` for none (joined pairwise from the right).

    Every draw tells one, so it is built without a list of its parts."""
    if not codes:
        return "-"
    shown: Param = CARD.get(codes[-1]) or Card(codes[-1])
    for code in codes[-2::-1]:
        shown = t(SIDE_BY_SIDE, first=CARD.get(code) or Card(code), then=shown)
    return shown


def commas(parts: Sequence[Param]) -> Param:
    """`a, b, c`: a list read as separate entries, with no "and"."""
    return _chain(parts, marked("{first}, {then}"))


def either(parts: Sequence[Param]) -> Param:
    """`a or b or c`."""
    return _chain(parts, marked("{first} or {then}"))


def say(part: Param, words: Words) -> str:
    """One part on its own, in the language of `words`."""
    return words.say(part) if isinstance(part, Msg) else str(part)
