"""The 7: seven steps for one pawn, or split over two (a partner's pawn may take the rest).

Steps, in order: each pawn's part tables (its moves of every part length on
this board), the whole 7 for one pawn, then every split into a first and a
second part, then the duplicates that two orders or two splits make.
"""

from __future__ import annotations

from games.keezen.board import HOME0, NORMAL
from games.keezen.moves import (
    CHANGES,
    TO_BASE,
    Board,
    Option,
    PawnMove,
    apply_changes,
    final_key,
    taken_home,
)
from games.keezen.moves_forward import pawn_moves
from games.keezen.position import Position
from games.keezen.rules import PawnRows, RowPlan, spot
from games.keezen.walks import WALKS, WalkEntry, compute_sevens
from games.seating import next_seat

# Shared by every row of the split table that has no walk; only ever read.
_NO_MOVES: list[PawnMove] = []
# A pawn's moves per part length 0..7 on this board.
PartTable = list[list[PawnMove]]


def seven(position: Position, out: list[Option]) -> None:
    mine = position.mine
    own = position.seat
    partner_ok = position.team and position.opts.seven_partner_remainder and position.colour == own
    split = len(mine) >= 2 or (partner_ok and _own_home_count(position) == 3)
    entries: dict[int, tuple[WalkEntry, ...]] = {}
    table: dict[int, PartTable] = {}
    _whole_sevens(position, out, split, entries, table)
    if not split:
        return
    partner = _partner_tables(position, entries, table) if partner_ok else []
    # Hits on passed pawns, or own pawns that block instead of being hit, make the
    # parts interact in ways the shortcuts in `_split_sevens` do not model: recompute those.
    careful = position.opts.seven_hits_passed or not position.hit_own
    found = _split_sevens(position, entries, table, partner, careful)
    _list_each_order_once(found, out)
    if careful:
        _list_each_result_once(out)


def _own_home_count(position: Position) -> int:
    own = position.seat
    return sum(HOME0 <= p < HOME0 + 16 for p in position.pos[4 * own : 4 * own + 4])


def _walk_entries(position: Position, k: int) -> tuple[WalkEntry, ...]:
    """Pawn k's empty-board walks for 0..7 steps, in one lookup."""
    pos, xi = position.pos[k], position.xi[k]
    place = (pos, xi, k // 4)
    ents = position.sevens.get(place)
    if ents is None:
        ents = position.sevens[place] = compute_sevens(position.geo, pos, xi, k // 4)
    return ents


def _whole_sevens(
    position: Position,
    out: list[Option],
    split: bool,
    entries: dict[int, tuple[WalkEntry, ...]],
    table: dict[int, PartTable],
) -> None:
    """One own pawn seven steps; fills each pawn's part table when the 7 may be split."""
    pos, xi, occupied = position.pos, position.xi, position.occupied
    for k in position.mine:
        ents = entries[k] = _walk_entries(position, k)
        if split:
            rows = table[k] = part_table(position, k, ents)
            whole = rows[7]
        elif ents[7][WALKS]:
            whole = pawn_moves(position, k, 7, NORMAL, pos, xi, occupied, True, ents[7])
        else:
            continue
        for words, changes, segment, exempt in whole:
            out.append((f" p{k + 1} 7{words}", changes, (segment,), exempt))


def _partner_tables(
    position: Position, entries: dict[int, tuple[WalkEntry, ...]], table: dict[int, PartTable]
) -> list[int]:
    """The partner's pawns on the board, with their part tables."""
    pos = position.pos
    pc = next_seat(position.seat, 4, 2)
    partner = [k for k in range(4 * pc, 4 * pc + 4) if pos[k] >= 0]
    for k in partner:
        ents = entries[k] = _walk_entries(position, k)
        table[k] = part_table(position, k, ents)
    return partner


def _split_sevens(
    position: Position,
    entries: dict[int, tuple[WalkEntry, ...]],
    table: dict[int, PartTable],
    partner: list[int],
    careful: bool,
) -> list[tuple[bool, Option]]:
    """Every split into a first part of a steps and a second of 7 - a, each marked
    whether it is in the canonical order (the lower pawn first)."""
    pos, xi, occupied = position.pos, position.xi, position.occupied
    mine = position.mine
    own = position.seat
    # Own pawns not yet home: a first part that brings the last of them home may
    # hand the rest of the 7 to the partner.
    outside = [k for k in range(4 * own, 4 * own + 4) if not HOME0 <= pos[k] < HOME0 + 16]
    found: list[tuple[bool, Option]] = []
    home_lo, home_hi = HOME0, HOME0 + 16
    for i, k1 in enumerate(mine):
        c1 = k1 // 4
        p1 = pos[k1]
        start1 = 16 * c1
        others = mine[:i] + mine[i + 1 :]
        rows1 = table[k1]
        for a in range(1, 7):
            b = 7 - a
            for w1, ch1, seg1, ex1 in rows1[a]:
                _, end1, _ = ch1[0]
                plain = len(ch1) == 1
                if plain:
                    after = others
                    touched: tuple[int, ...] = (p1, end1)
                else:
                    hit = [h for h, _, _ in ch1[1:]]
                    after = [k for k in others if k not in hit]
                    touched = (p1, end1, *(pos[h] for h in hit))
                if partner and home_lo <= end1 < home_hi and outside == [k1]:
                    after = after + [k for k in partner if plain or k not in hit]
                if not after:
                    continue
                # Part one changes the second pawn's walks only through the fields it
                # touches, a start place it leaves or takes, or its own home lane.
                shifted = careful or p1 == start1 or end1 == start1 or end1 >= HOME0
                board2: Board | None = None
                for k2 in after:
                    seconds = table[k2][b]
                    if not seconds and not shifted:
                        continue
                    moved = False
                    redo = shifted and (k2 // 4 == c1 or careful or end1 < HOME0)
                    if not redo:
                        # Does a second part end on a field the first one touched?
                        for second in seconds:
                            _, ((_, end2, _), *_), _, _ = second
                            if end2 in touched:
                                redo = True
                                break
                    if redo:
                        if board2 is None:
                            board2 = apply_changes(pos, xi, occupied, ch1)
                        # Part one never moves k2, so its empty-board walks still hold.
                        seconds = pawn_moves(position, k2, b, NORMAL, *board2, True, entries[k2][b])
                        moved = True
                    if not seconds:
                        continue
                    # The lower pawn first is the canonical order; a partner's pawn
                    # always comes second.
                    lo = k1 < k2 or k2 // 4 != c1
                    head = f" p{k1 + 1} {a}{w1} p{k2 + 1} {b}"
                    for w2, ch2, seg2, ex2 in seconds:
                        if not lo and not moved:
                            _, end2, _ = ch2[0]
                            # Independent parts (no shared field, and the second
                            # neither takes a start place nor a home field, which
                            # could block the first): the other order is listed.
                            if (
                                end2 not in touched
                                and end1 != pos[k2]
                                and end2 != start1
                                and not home_lo <= end2 < home_hi
                            ):
                                continue
                        found.append((lo, (head + w2, ch1 + ch2, (seg1, seg2), ex1 or ex2)))
    return found


def _list_each_order_once(found: list[tuple[bool, Option]], out: list[Option]) -> None:
    """Both orders of a split usually do the same: list the lower pawn first, and
    the other order only where it differs (a hit or a block in between)."""
    canonical: set[tuple[tuple[int, int, int], ...]] | None = None
    for lo, option in found:
        if not lo:
            if canonical is None:
                canonical = {final_key(o[CHANGES]) for is_lo, o in found if is_lo}
            if final_key(option[CHANGES]) in canonical:
                continue
        out.append(option)


def _list_each_result_once(out: list[Option]) -> None:
    """Different splits that end the same (both hit the same pawns): keep the first."""
    seen: set[tuple[tuple[int, int, int], ...]] = set()
    kept: list[Option] = []
    for option in out:
        key = final_key(option[CHANGES])
        if key not in seen:
            seen.add(key)
            kept.append(option)
    out[:] = kept


def part_table(position: Position, k: int, ents: tuple[WalkEntry, ...]) -> PartTable:
    """`pawn_moves(k, n, NORMAL, ..., seven=True)` on this board for n = 0..7, at once.

    The 7's split table asks every pawn for each part length; sharing the
    per-pawn setup (home lane, blocked starts, exemption) across the rows
    saves most of the calls. Rules that filter walks further (must enter
    home, hits on passed pawns) take the general path.
    """
    pos, xi, occupied = position.pos, position.xi, position.occupied
    if position.must_enter_home or position.hit_passed:
        return [
            pawn_moves(position, k, n, NORMAL, pos, xi, occupied, True, e)
            if e[WALKS]
            else _NO_MOVES
            for n, e in enumerate(ents)
        ]
    start_pos = pos[k]
    colour = k // 4
    blocked = position.blocked
    # Walks are NORMAL (never a 10), so a passed own start place always exempts.
    free = not position.strict
    home_exempt = free and HOME0 <= start_pos < HOME0 + 16 and not position.home_obligatory
    hit_own = position.hit_own
    where = spot(k, start_pos, xi[k])
    pawn_rows = position.row_plans.get(where)
    if pawn_rows is None:
        pawn_rows = position.row_plans[where] = _pawn_rows(k, start_pos, ents, home_exempt, free)
    plans, union, any_home, all_ends, plain_rows = pawn_rows
    taken = occupied.keys()
    if not any_home and not blocked & union and taken.isdisjoint(all_ends):
        # No row is filtered and no end field is taken: every row is its free-board moves.
        return plain_rows
    home_taken = -1
    rows: PartTable = []
    for walks, start_mask, needs_home, ends, plain in plans:
        if not walks:
            rows.append(_NO_MOVES)
            continue
        if not needs_home and not blocked & start_mask and taken.isdisjoint(ends):
            # Nothing filters these walks and no end field is taken.
            rows.append(plain)
            continue
        # Where nothing is hit, the free-board move stands.
        if needs_home and home_taken < 0:
            home_taken = taken_home(occupied, colour)
        home_filter = home_taken if needs_home else 0
        res: list[PawnMove] = []
        for (end, _, _, path, _, walk_starts, walk_home), move in zip(walks, plain, strict=True):
            if walk_starts & blocked or walk_home & home_filter:
                continue
            o = occupied.get(end)
            if o is None or o == k:
                res.append(move)
            elif o // 4 != colour or hit_own:
                words, (moved,), _, exempt = move
                res.append((words, (moved, TO_BASE[o]), (k, start_pos, end, path, (o,)), exempt))
        rows.append(res)
    return rows


def _pawn_rows(
    k: int, start_pos: int, ents: tuple[WalkEntry, ...], home_exempt: bool, free: bool
) -> PawnRows:
    built: tuple[RowPlan, ...] = tuple(
        (
            walks,
            start_mask,
            needs_home,
            tuple({end for end, _, _, _, _, _, _ in walks}),
            [
                (
                    words,
                    ((k, end, x),),
                    (k, start_pos, end, path, ()),
                    home_exempt or (free and passed),
                )
                for end, x, words, path, passed, _, _ in walks
            ],
        )
        for walks, start_mask, needs_home in ents
    )
    union = 0
    any_home = False
    all_ends: set[int] = set()
    for _, start_mask, needs_home, ends, _ in built:
        union |= start_mask
        any_home = any_home or needs_home
        all_ends.update(ends)
    plain_rows = [plain if walks else _NO_MOVES for walks, _, _, _, plain in built]
    return built, union, any_home, tuple(sorted(all_ends)), plain_rows
