"""The mat: its lettered places per seat, and the numbers the rules count with.

Seats in order: the seed's Red and Blue, then the extension's Green and Yellow.
Each seat has a draw field and a penalty field; C, D and E are the three fields
the stacks are built on; H is the base of the pawns.
"""

from __future__ import annotations

MARKER_FROM_BOTTOM = 10  # the tenth card from the bottom starts the end phase
OPEN_LIMIT = 4
HAND_TARGET = 5
MIN_REFILL = 2
EMPTY_HAND_DRAW = 5
GUARD_PER_PLAYER = 150


def turn_guard(n: int) -> int:
    """A hard cap on turns; the proven bound is 58 non-skipped turns per 2 players, so
    this never fires in a rule-following game (documented as a safety net)."""
    return GUARD_PER_PLAYER * n


COLOURS = ("red", "blue", "green", "yellow")
DRAW_LETTER = ("B", "F", "J", "K")
PENALTY_LETTER = ("A", "G", "I", "L")
FIELDS = ("C", "D", "E")
FIELD_INDEX = {"C": 0, "D": 1, "E": 2}
FIELD_BIT = {"C": 1, "D": 2, "E": 4}  # fields as bits, in acceptance masks
BASE = "H"

# Mat letters in table order per player count (the extension adds I J for Green, K L for Yellow).
LETTER_ORDER = {
    2: ("A", "B", "C", "D", "E", "F", "G"),
    3: ("A", "B", "C", "D", "E", "F", "G", "I", "J"),
    4: ("A", "B", "C", "D", "E", "F", "G", "I", "J", "K", "L"),
}
DRAW_SEAT = {letter: s for s, letter in enumerate(DRAW_LETTER)}
PENALTY_SEAT = {letter: s for s, letter in enumerate(PENALTY_LETTER)}
# Move-text suffixes naming a seat's open cards or penalty pile as the source.
OPEN_SUFFIX = tuple(f" from {c} open" for c in COLOURS)  # i18n: not for players (move text)
PENALTY_SUFFIX = tuple(f" from {c} penalty" for c in COLOURS)  # i18n: not for players (move text)
PILE_SUFFIX = " from pile"  # i18n: not for players (move text)
