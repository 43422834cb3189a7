"""The mat and the cards as plain tables, so the hot paths only index dicts."""

from __future__ import annotations

from collections import Counter

from games.cards import pretty, standard_deck

DECK_SIZE = 54
MARKER_FROM_BOTTOM = 10  # the tenth card from the bottom starts the end phase
OPEN_LIMIT = 4
HAND_TARGET = 5
MIN_REFILL = 2
EMPTY_HAND_DRAW = 5
ACE = 14

# Seats in order: the seed's Red and Blue, then the extension's Green and Yellow.
COLOURS = ("red", "blue", "green", "yellow")
DRAW_LETTER = ("B", "F", "J", "K")
PENALTY_LETTER = ("A", "G", "I", "L")
FIELDS = ("C", "D", "E")
FIELD_INDEX = {"C": 0, "D": 1, "E": 2}
BASE = "H"

RANK_NAME = {3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
             11: "J", 12: "Q", 13: "K", 14: "A"}  # fmt: skip
RANK_VALUE = {v.lower(): k for k, v in RANK_NAME.items()}
RANK_VALUE.update({"jack": 11, "queen": 12, "king": 13, "ace": 14, "1": 14, "t": 10})

ONE_DECK: Counter[str] = Counter(standard_deck(2))


def _natural(code: str) -> int:
    """The rank a card has on a field: 3..14, or 0 for the wilds (twos and jokers)."""
    if code in ("XR", "XB") or code[:-1] == "2":
        return 0
    r = code[:-1]
    return {"J": 11, "Q": 12, "K": 13, "A": 14}.get(r) or int(r)


def _red(code: str) -> bool:
    return code == "XR" or (code not in ("XR", "XB") and code[-1] in "dh")


NATURAL: dict[str, int] = {c: _natural(c) for c in ONE_DECK}
RED: dict[str, bool] = {c: _red(c) for c in ONE_DECK}
JOKER = frozenset({"XR", "XB"})
WILDS = frozenset(c for c, r in NATURAL.items() if r == 0)


def fits_colour(code: str, field: int, joker_any: bool) -> bool:
    """C (0) takes red, E (2) black, D (1) both; jokers everywhere with joker_any."""
    if field == 1 or (joker_any and code in JOKER):
        return True
    return RED[code] == (field == 0)


PRETTY = {c: pretty(c) for c in ONE_DECK}
