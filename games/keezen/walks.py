"""Every walk of a pawn on an empty board, with what it needs free, memoised.

A walk found on an empty board is legal on a real board when no start place it
needs is blocked and no home field it needs is taken, so one memo entry serves
every position (the memo stays small and almost always hits). Both needs are bit
masks: bit c of a start mask is colour c's start place (T(16c)), bit i of a home
mask is the pawn's own home field i.
"""

from __future__ import annotations

from typing import Final

from games.keezen.board import (
    BACK,
    FIELDS,
    HOME0,
    MOST_STEPS,
    NORMAL,
    TEN,
    TRACK,
    Geometry,
    Walk,
)

# (end, xi, words, path, passed_start, start_mask, home_mask): one walk with its
# choice words joined into move text (" home", " arm 2" or ""), the fields passed
# (the end included), whether it passed the own start place, and what it needs
# free: the start places it passes or lands on, the own home fields it passes or
# lands on. Walks and their entries are plain tuples, read by the index constants
# below: the memos keep them by the thousand, and the garbage collector stops
# tracking a plain tuple of ints and strings, never a named one (every full
# collection walked them all).
TextWalk = tuple[int, int, str, tuple[int, ...], bool, int, int]
END: Final = 0
PATH: Final = 3
START_MASK: Final = 5
HOME_MASK: Final = 6

# (walks, start_mask, needs_home, ends): the walks of one pawn, kind and length
# from one place, the union of their start masks, whether some walk needs own
# home fields free, and the fields the walks end on.
WalkEntry = tuple[tuple[TextWalk, ...], int, bool, tuple[int, ...]]
WALKS: Final = 0
WALKS_START_MASK: Final = 1
NEEDS_HOME: Final = 2


# (field, xi, colour, steps, kind)
WalkKey = tuple[int, int, int, int, int]
# (field, xi, colour)
SevenKey = tuple[int, int, int]
_WALKS: dict[Geometry, dict[WalkKey, WalkEntry]] = {}
_SEVENS: dict[Geometry, dict[SevenKey, tuple[WalkEntry, ...]]] = {}
_NOTHING: frozenset[int] = frozenset()
NO_WALKS: WalkEntry = ((), 0, False, ())


def walk_cache(geo: Geometry) -> dict[WalkKey, WalkEntry]:
    """The memo of one geometry (keys hold only ints, so lookups stay cheap)."""
    got = _WALKS.get(geo)
    if got is None:
        got = _WALKS[geo] = {}
    return got


def seven_cache(geo: Geometry) -> dict[SevenKey, tuple[WalkEntry, ...]]:
    """The memo of a 7's part walks for one geometry.

    A 7 asks each pawn for walks of 1..7 steps; one lookup per pawn instead of
    seven keeps the split table cheap.
    """
    got = _SEVENS.get(geo)
    if got is None:
        got = _SEVENS[geo] = {}
    return got


def compute_sevens(geo: Geometry, pos: int, xi: int, colour: int) -> tuple[WalkEntry, ...]:
    """The NORMAL walk entries for 0..7 steps (0: none), shared with `walk_cache`;
    the walks of every length from one search when some are not there yet."""
    walks = walk_cache(geo)
    out = [NO_WALKS]
    by_length: list[list[Walk]] | None = None
    for n in range(1, 8):
        key = (pos, xi, colour, n, NORMAL)
        entry = walks.get(key)
        if entry is None:
            found = geo.straight(pos, colour, n, NORMAL)
            if found is not None:
                entry = walks[key] = straight_entry(found, NORMAL)
            else:
                if by_length is None:
                    by_length = geo.walk(pos, xi, colour, 7, NORMAL, _NOTHING, _NOTHING, n)
                entry = walks[key] = walk_entry(by_length[n], colour, NORMAL)
        out.append(entry)
    return tuple(out)


def compute_walk(geo: Geometry, pos: int, xi: int, colour: int, n: int, kind: int) -> WalkEntry:
    """Every walk on an empty board, each with the masks of what must be free.

    Most cards walk NORMAL, of ten lengths from 1 to 13: one search from a place
    gives them all (as `compute_sevens` gives a 7's), kept in `walk_cache` for
    the other cards."""
    walks = geo.straight(pos, colour, n, kind)
    if walks is not None:
        return straight_entry(walks, kind)
    if kind != NORMAL:
        walks = geo.walk(pos, xi, colour, n, kind, _NOTHING, _NOTHING, n)[n]
        return walk_entry(walks, colour, kind)
    by_length = geo.walk(pos, xi, colour, MOST_STEPS, NORMAL, _NOTHING, _NOTHING, 1)
    memo = walk_cache(geo)
    for m in range(1, MOST_STEPS + 1):
        key = (pos, xi, colour, m, NORMAL)
        if m != n and key not in memo:
            found = geo.straight(pos, colour, m, NORMAL)
            if found is not None:
                memo[key] = straight_entry(found, NORMAL)
            else:
                memo[key] = walk_entry(by_length[m], colour, NORMAL)
    return walk_entry(by_length[n], colour, NORMAL)


# Bit c set when the track fields first .. first + n - 1 (around the ring) hold
# colour c's start place T(16c): per first field and count of fields.
TRACK_STARTS = tuple(
    tuple(sum(1 << c for c in range(4) if (16 * c - first) % TRACK < n) for n in range(TRACK))
    for first in range(TRACK)
)
# (trail, start_mask): the one walk `Geometry.straight` gives a pawn, as the listing
# reads it: the fields passed (the end included), and the start places it needs free.
StraightWalk = tuple[tuple[int, ...], int]
StraightTable = tuple[tuple[StraightWalk | None, ...], ...]


def straight_walks(geo: Geometry, n: int, kind: int) -> StraightTable:
    """Per colour and field: a pawn's walk of n steps of `kind` where `Geometry.straight`
    finds it (its trail and the start mask of its `straight_entry`), else None."""
    table: list[tuple[StraightWalk | None, ...]] = []
    for colour in range(4):
        row: list[StraightWalk | None] = []
        for p in range(FIELDS):
            walks = geo.straight(p, colour, n, kind)
            row.append(None if walks is None else (walks[0][3], straight_entry(walks, kind)[1]))
        table.append(tuple(row))
    return tuple(table)


def straight_entry(walks: list[Walk], kind: int) -> WalkEntry:
    """`walk_entry` of the one walk `Geometry.straight` gives: track fields only, so
    no home mask, and its start places read from a table instead of field by field."""
    ((end, end_xi, _, path, passed_start),) = walks
    if kind == TEN:
        # A 10 passes blocked start places; only where it lands counts.
        start_mask = 1 << end // 16 if end % 16 == 0 else 0
    elif kind == BACK:
        start_mask = TRACK_STARTS[end][len(path)]
    else:
        start_mask = TRACK_STARTS[path[0]][len(path)]
    walk = (end, end_xi, "", path, passed_start, start_mask, 0)
    return (walk,), start_mask, False, (end,)


def walk_entry(walks: list[Walk], colour: int, kind: int) -> WalkEntry:
    """The entry of a pawn's walks (of one kind and length) on an empty board."""
    out: list[TextWalk] = []
    h0 = HOME0 + 4 * colour
    ten = kind == TEN
    for end, end_xi, choices, path, passed_start in walks:
        start_mask = home_mask = 0
        for f in path:
            if f < TRACK:
                # A 10 passes blocked start places; only where it lands counts.
                if f % 16 == 0 and (not ten or f == end):
                    start_mask |= 1 << (f // 16)
            elif h0 <= f < h0 + 4:
                home_mask |= 1 << (f - h0)
        words = ""
        for choice in choices:
            words += " " + choice
        out.append((end, end_xi, words, path, passed_start, start_mask, home_mask))
    union = 0
    needs_home = False
    for walk in out:
        union |= walk[START_MASK]
        needs_home = needs_home or walk[HOME_MASK] != 0
    return tuple(out), union, needs_home, tuple({walk[END] for walk in out})
