"""What a card use does to the board: pawn changes, segments to describe, options.

An option, the records inside it (changes, segments) and a 7's pawn moves are
plain tuples, unpacked into named variables or read by the index constants
below: move generation holds them by the ten thousand, and CPython builds a
plain tuple several times faster than a named one and leaves a plain tuple of
strings and numbers out of the garbage collector's rounds, never a named one.
The rule sets' memos keep tens of thousands of prepared options; as named
tuples every full collection walked them all (a quarter of the engine's time
in a fresh process). Prepared ones are shared between positions, never mutated.
"""

from __future__ import annotations

from typing import Final

from games.keezen.board import FIELDS, HOME0, TRACK

# (pawn, field, xi): the pawn now stands on `field` (-1: back in its base) with
# cross heading `xi`.
Change = tuple[int, int, int]
Changes = tuple[Change, ...]
# (pawn, start, end, path, hits): one pawn's part of a move as the table describes
# it; `path` holds the fields passed, the end included; `hits` the pawns sent home.
Segment = tuple[int, int, int, tuple[int, ...], tuple[int, ...]]


# (words, changes, segments, exempt): one use of a card. `words` is the move
# text after the card; `exempt`: the must-move rule ignores it (a walk onto or
# over the own start place, a move inside the home lane): holding only such
# uses, a player may discard.
Option = tuple[str, Changes, tuple[Segment, ...], bool]


# (words, changes, segment, exempt): one way one pawn moves its steps, an
# Option's fields with its single segment.
PawnMove = tuple[str, Changes, Segment, bool]
# Where a filter reads an option's or a pawn move's words, changes and exemption,
# and a change's pawn and field, without unpacking.
WORDS: Final = 0
CHANGES: Final = 1
EXEMPT: Final = 3
PAWN: Final = 0
FIELD: Final = 1


def exposed(colour: int, field: int) -> bool:
    """Whether a pawn of `colour` on `field` may be taken by an opponent's jack or
    moved by a 10: on the board, not in a home lane, not safe on its own start place."""
    return field >= 0 and not HOME0 <= field < HOME0 + 16 and field != 16 * colour


# `exposed` per pawn, at its field + 1 (a pawn in base at 0): the jack and the 10
# read it for each of the 8 to 16 pawns they may take, instead of testing each.
EXPOSED = tuple(tuple(exposed(k // 4, f) for f in range(-1, FIELDS)) for k in range(16))

# A hit pawn goes back to its base: one shared change per pawn.
TO_BASE: tuple[Change, ...] = tuple((k, -1, -1) for k in range(16))
# A pawn walking straight ends on the track: its changes, `TO_TRACK[k][field]`, shared
# by every such move instead of made for each.
TO_TRACK = tuple(tuple(((k, f, -1),) for f in range(TRACK)) for k in range(16))
# The pawns of each colour.
PAWNS_OF = tuple(tuple(range(4 * c, 4 * c + 4)) for c in range(4))

Board = tuple[list[int], list[int], dict[int, int]]


def blocked_starts(occupied: dict[int, int]) -> int:
    """Bit c set when a pawn of colour c stands on its own start place (untouchable)."""
    return (
        (occupied.get(0, -1) // 4 == 0)
        | (occupied.get(16, -1) // 4 == 1) << 1
        | (occupied.get(32, -1) // 4 == 2) << 2
        | (occupied.get(48, -1) // 4 == 3) << 3
    )


def taken_home(occupied: dict[int, int], colour: int) -> int:
    """Bit i set when home field i of `colour` is taken (the home mask walks test)."""
    h0 = HOME0 + 4 * colour
    return (
        (h0 in occupied)
        | (h0 + 1 in occupied) << 1
        | (h0 + 2 in occupied) << 2
        | (h0 + 3 in occupied) << 3
    )


def apply_changes(
    pos: list[int], xi: list[int], occupied: dict[int, int], changes: Changes
) -> Board:
    """The board after `changes`, as new lists and a new field -> pawn dict."""
    pos2, xi2, occupied2 = pos[:], xi[:], dict(occupied)
    for k, p, x in changes:
        old = pos2[k]
        if old >= 0 and occupied2.get(old) == k:
            del occupied2[old]
        pos2[k], xi2[k] = p, x
        if p >= 0:
            occupied2[p] = k
    return pos2, xi2, occupied2


def final_key(changes: Changes) -> tuple[tuple[int, int, int], ...]:
    """Where every changed pawn ends: equal keys mean the same resulting board."""
    if len(changes) == 2:
        # The usual split: two different pawns, each changed once.
        a, b = changes
        if a[PAWN] < b[PAWN]:
            return (a, b)
        if b[PAWN] < a[PAWN]:
            return (b, a)
    final: dict[int, tuple[int, int]] = {}
    for k, p, x in changes:
        final[k] = (p, x)
    return tuple(sorted((k, p, x) for k, (p, x) in final.items()))
