"""The 7: seven steps for one pawn, or split over two (a partner's pawn may take the rest).

Steps, in order: each pawn's part tables (its moves of every part length on
this board), the whole 7 for one pawn, then every split into a first and a
second part, then the duplicates that two orders or two splits make.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from games.keezen.board import HOME0, NORMAL, TRACK_TRAILS
from games.keezen.moves import (
    CHANGES,
    EXEMPT,
    FIELD,
    TO_BASE,
    Board,
    Option,
    PawnMove,
    apply_changes,
    final_key,
    taken_home,
)
from games.keezen.moves_forward import (
    forward,
    pawn_moves,
    plan_key,
    straight_table,
    walks_straight,
)
from games.keezen.position import Position
from games.keezen.rules import (
    ROW_PLAIN,
    PartReach,
    PartTable,
    PawnRows,
    RowPlan,
    StraightParts,
)
from games.keezen.walks import (
    END,
    HOME_MASK,
    NEEDS_HOME,
    PATH,
    START_MASK,
    TRACK_STARTS,
    WALKS,
    WALKS_START_MASK,
    WalkEntry,
    compute_sevens,
)
from games.seating import next_seat

# Shared by every row of the split table that has no walk.
_NO_MOVES: tuple[PawnMove, ...] = ()
_NO_PAWNS: set[int] = set()
_NO_PAWN_LIST: list[int] = []
# The whole 7 for one pawn, as `moves_forward.forward` walks a card: " p3 7".
_WHOLE = plan_key(7, NORMAL, True)
# How a split names each part: " p3 4" (the pawn, then its steps), per pawn and length.
PART_TEXT = tuple(tuple(f" p{k + 1} {n}" for n in range(8)) for k in range(16))


def seven(position: Position, out: list[Option]) -> bool:
    count = len(out)
    _seven(position, out)
    for option in out[count:]:  # noqa: SIM110 (a loop: `any` of a generator costs more)
        if not option[EXEMPT]:
            return True
    return False


def _seven(position: Position, out: list[Option]) -> None:
    mine = position.mine
    own = position.seat
    rules = position.rules
    partner_ok = rules.team and rules.opts.seven_partner_remainder and position.colour == own
    # Hits on passed pawns, or own pawns that block instead of being hit, make the
    # parts interact in ways the shortcuts in `_split_sevens` do not model: recompute those.
    careful = rules.hit_passed or not rules.hit_own
    # Own pawns not yet home: a first part that brings the last of them home may
    # hand the rest of the 7 to the partner. That last one stands on the board, so
    # every own pawn does (`mine`, the own pawns on the board, when `partner_ok`):
    # with a pawn in base nothing is handed, and `outside` is read only when handing.
    # (Loops, not comprehensions, here and below: on CPython 3.11 a comprehension
    # is a function made and called, which costs more than these few items.)
    pos = position.pos
    outside: list[int] = []
    if partner_ok and len(mine) == 4:
        for k in mine:
            if not HOME0 <= pos[k] < HOME0 + 16:
                outside.append(k)
    last_out = len(outside) == 1
    # A part of at most six steps brings the last pawn home only if those steps reach
    # beyond its home entrance: not if they walk straight on the track.
    handing = last_out and not walks_straight(position, outside[0], 6, NORMAL)
    if len(position.movers) < 2 and not handing and not careful:
        # No two pawns to split over: the one that may move walks all seven, as a card
        # of seven steps walks it (`pawn_moves` of a 7 differs only in hitting passed
        # pawns, which `careful` excludes). Most 7s in a game are such.
        forward(position, out, _WHOLE)
        return
    split = len(mine) >= 2 or (partner_ok and _own_home_count(position) == 3)
    entries: dict[int, tuple[WalkEntry, ...]] = {}
    table: dict[int, PartTable] = {}
    plans: dict[int, PartReach] = {}
    _whole_sevens(position, out, split, entries, table, plans)
    if not split:
        return
    # The partner's tables are needed only when a part can bring the last pawn home.
    handing = handing and _part_ends_home(table[outside[0]])
    partner = _partner_tables(position, entries, table, plans) if handing else []
    independent = {} if careful else _independent_pairs(position.movers, plans)
    if not partner and _all_apart(position.movers, independent):
        # Most splits: no pair of parts can meet, so each is listed once, lower pawn first.
        _independent_splits(position.movers, table, out)
        return
    found = _split_sevens(position, entries, table, partner, outside, careful, independent)
    _list_each_order_once(found, out)
    if careful:
        _list_each_result_once(out)


def _part_ends_home(rows: PartTable) -> bool:
    """Whether a part of 1..6 steps of these rows ends in the home lane."""
    for n in range(1, 7):
        for move in rows[n]:
            if HOME0 <= move[CHANGES][0][FIELD] < HOME0 + 16:
                return True
    return False


def _own_home_count(position: Position) -> int:
    own = position.seat
    return sum(HOME0 <= p < HOME0 + 16 for p in position.pos[4 * own : 4 * own + 4])


def _walk_entries(position: Position, k: int) -> tuple[WalkEntry, ...]:
    """Pawn k's empty-board walks for 0..7 steps, in one lookup."""
    pos, xi = position.pos[k], position.xi[k]
    place = (pos, xi, k // 4)
    sevens = position.rules.sevens
    ents = sevens.get(place)
    if ents is None:
        ents = sevens[place] = compute_sevens(position.rules.geo, pos, xi, k // 4)
    return ents


def _whole_sevens(
    position: Position,
    out: list[Option],
    split: bool,
    entries: dict[int, tuple[WalkEntry, ...]],
    table: dict[int, PartTable],
    plans: dict[int, PartReach],
) -> None:
    """One own pawn seven steps; fills each pawn's part table (and its prepared
    rows) when the 7 may be split."""
    pos, xi, occupied = position.pos, position.xi, position.occupied
    rules = position.rules
    prepared = not (rules.must_enter_home or rules.hit_passed)
    row_plans, spots = rules.row_plans, position.spots
    straight_sevens = straight_table(rules, 7, NORMAL)
    for k in position.movers:
        if split and prepared and straight_sevens[k // 4][pos[k]] is not None:
            # Most pawns walk their seven steps straight: their parts need no plan.
            parts = rules.straight_parts.get(spots[k]) or _straight_parts(position, k)
            plans[k] = parts[PARTS_REACH]
            rows = table[k] = _straight_part_table(position, k, parts)
            whole = rows[7]
            if rows is parts[PARTS_ROWS]:
                out += parts[PARTS_WHOLE]
                continue
        elif split and prepared:
            # `_fill_table` and `_prepared_rows`, written out: this runs for every own pawn.
            plan = row_plans.get(spots[k]) or _prepared_rows(position, k)
            plans[k] = plan
            entries[k] = plan.entries
            rows = table[k] = part_table(position, k, plan)
            whole = rows[7]
            if whole is plan.plain_rows[7]:
                out += plan.whole
                continue
        elif split:
            whole = _fill_table(position, k, entries, table, plans)[7]
        else:
            ents = entries[k] = _walk_entries(position, k)
            if not ents[7][WALKS]:
                continue
            whole = pawn_moves(position, k, 7, NORMAL, pos, xi, occupied, True, ents[7])
        for words, changes, segment, exempt in whole:
            out.append((f" p{k + 1} 7{words}", changes, (segment,), exempt))


def _partner_tables(
    position: Position,
    entries: dict[int, tuple[WalkEntry, ...]],
    table: dict[int, PartTable],
    plans: dict[int, PartReach],
) -> list[int]:
    """The partner's pawns on the board, with their part tables."""
    pos = position.pos
    pc = next_seat(position.seat, 4, 2)
    partner = [k for k in range(4 * pc, 4 * pc + 4) if pos[k] >= 0]
    for k in partner:
        _fill_table(position, k, entries, table, plans)
    return partner


def _fill_table(
    position: Position,
    k: int,
    entries: dict[int, tuple[WalkEntry, ...]],
    table: dict[int, PartTable],
    plans: dict[int, PartReach],
) -> PartTable:
    """Pawn k's part table on this board, with its walk entries and prepared rows
    (none under the rules that filter walks further: must enter home, hits on
    passed pawns; then each row is `pawn_moves`)."""
    rules = position.rules
    if rules.must_enter_home or rules.hit_passed:
        pos, xi, occupied = position.pos, position.xi, position.occupied
        ents = entries[k] = _walk_entries(position, k)
        moves: PartTable = [
            pawn_moves(position, k, n, NORMAL, pos, xi, occupied, True, e)
            if e[WALKS]
            else _NO_MOVES
            for n, e in enumerate(ents)
        ]
        table[k] = moves
        return moves
    plan = position.rules.row_plans.get(position.spots[k]) or _prepared_rows(position, k)
    plans[k] = plan
    entries[k] = plan.entries
    rows = table[k] = part_table(position, k, plan)
    return rows


def _prepared_rows(position: Position, k: int) -> PawnRows:
    """Pawn k's prepared rows from where it stands (made once per place)."""
    rules = position.rules
    where = position.spots[k]
    plan = rules.row_plans.get(where)
    if plan is None:
        start_pos = position.pos[k]
        # Walks are NORMAL (never a 10), so a passed own start place always exempts.
        free = not rules.strict
        home_exempt = free and HOME0 <= start_pos < HOME0 + 16 and not rules.home_obligatory
        ents = _walk_entries(position, k)
        plan = rules.row_plans[where] = _pawn_rows(k, start_pos, ents, home_exempt, free)
    return plan


def _independent_pairs(mine: list[int], plans: dict[int, PartReach]) -> dict[int, set[int]]:
    """Per own pawn, the own pawns it splits a 7 with independently (`PartReach.apart_from`):
    their moves are the plain products of their rows, and the other order, which
    ends the same, is never listed."""
    independent: dict[int, set[int]] = {}
    for i, k1 in enumerate(mine):
        plan1 = plans.get(k1)
        if plan1 is None:
            continue
        for k2 in mine[i + 1 :]:
            plan2 = plans.get(k2)
            if plan2 is not None and plan1.apart_from(plan2, k1 // 4):
                independent.setdefault(k1, set()).add(k2)
                independent.setdefault(k2, set()).add(k1)
    return independent


def _all_apart(mine: list[int], independent: dict[int, set[int]]) -> bool:
    """Whether every two of these pawns split a 7 independently (`_independent_pairs`)."""
    others = len(mine) - 1
    for k in mine:  # noqa: SIM110 (a loop: `all` of a generator costs more)
        if len(independent.get(k, _NO_PAWNS)) != others:
            return False
    return True


def _independent_splits(mine: list[int], table: dict[int, PartTable], out: list[Option]) -> None:
    """The splits when every pair of own pawns is independent: each pair with the
    lower pawn first, the plain product of their part rows, as `_split_sevens`
    lists them then (a part never hits the other pawn: it ends outside its reach)."""
    for i, k1 in enumerate(mine):
        later = mine[i + 1 :]
        if not later:
            break
        rows1 = table[k1]
        texts1 = PART_TEXT[k1]
        for a in range(1, 7):
            firsts = rows1[a]
            if not firsts:
                continue
            b = 7 - a
            for w1, ch1, seg1, ex1 in firsts:
                head = texts1[a] + w1
                for k2 in later:
                    seconds = table[k2][b]
                    if seconds:
                        text = head + PART_TEXT[k2][b]
                        for w2, ch2, seg2, ex2 in seconds:
                            out.append((text + w2, ch1 + ch2, (seg1, seg2), ex1 or ex2))


def _split_sevens(
    position: Position,
    entries: dict[int, tuple[WalkEntry, ...]],
    table: dict[int, PartTable],
    partner: list[int],
    outside: list[int],
    careful: bool,
    independent: dict[int, set[int]],
) -> list[tuple[bool, Option]]:
    """Every split into a first part of a steps and a second of 7 - a, each marked
    whether it is in the canonical order (the lower pawn first). `outside` holds
    the own pawns not yet home, `partner` the partner's pawns that may take the rest,
    `independent` the pairs of own pawns whose parts cannot interact."""
    pos, mine = position.pos, position.movers
    found: list[tuple[bool, Option]] = []
    # Only the last own pawn outside may hand the rest to the partner (`partner`
    # is filled only when there is one).
    last_out = outside[0] if partner else -1
    for i, k1 in enumerate(mine):
        apart = independent.get(k1, _NO_PAWNS)
        if apart:
            # An independent pair is listed with the lower pawn first only.
            others = []
            for k in mine:
                if k != k1 and not (k < k1 and k in apart):
                    others.append(k)
        else:
            others = mine[:i] + mine[i + 1 :]
        if not others and k1 != last_out:
            continue
        heirs = partner if k1 == last_out else _NO_PAWN_LIST
        rows1 = table[k1]
        for a in range(1, 7):
            for first in rows1[a]:
                changes1 = first[CHANGES]
                end1 = changes1[0][FIELD]
                hit = _NO_PAWN_LIST
                if len(changes1) == 1:
                    after = others
                    touched: tuple[int, ...] = (pos[k1], end1)
                else:
                    hit = [h for h, _, _ in changes1[1:]]
                    after = [k for k in others if k not in hit]
                    touched = (pos[k1], end1, *(pos[h] for h in hit))
                if heirs and HOME0 <= end1 < HOME0 + 16:
                    after = after + [k for k in heirs if k not in hit]
                if after:
                    _add_splits(
                        position,
                        entries,
                        table,
                        found,
                        k1,
                        a,
                        first,
                        touched,
                        after,
                        apart,
                        careful,
                    )
    return found


def _add_splits(
    position: Position,
    entries: dict[int, tuple[WalkEntry, ...]],
    table: dict[int, PartTable],
    found: list[tuple[bool, Option]],
    k1: int,
    a: int,
    first: PawnMove,
    touched: tuple[int, ...],
    after: list[int],
    apart: set[int],
    careful: bool,
) -> None:
    """Every second part after one first part (pawn `k1`, `a` steps, touching the
    fields `touched`: where it stood, where it ends, where it hit), for each pawn
    in `after` that may take it."""
    b = 7 - a
    w1, ch1, seg1, ex1 = first
    c1 = k1 // 4
    start1 = 16 * c1
    p1, end1 = touched[0], touched[1]
    # Part one changes the second pawn's walks only through the fields it touches,
    # a start place it leaves or takes, or its own home lane.
    shifted = careful or p1 == start1 or end1 == start1 or end1 >= HOME0
    head = PART_TEXT[k1][a] + w1
    board2: Board | None = None
    for k2 in after:
        seconds = table[k2][b]
        if k2 in apart:
            # Independent parts: the canonical order as the rows give them.
            if seconds:
                text = head + PART_TEXT[k2][b]
                for w2, ch2, seg2, ex2 in seconds:
                    found.append((True, (text + w2, ch1 + ch2, (seg1, seg2), ex1 or ex2)))
            continue
        if not seconds and not shifted:
            continue
        moved = False
        redo = shifted and (k2 // 4 == c1 or careful or end1 < HOME0)
        if not redo:
            # Does a second part end on a field the first one touched?
            for second in seconds:
                if second[CHANGES][0][FIELD] in touched:
                    redo = True
                    break
        if redo:
            # (A straight pawn's entries are looked up only here: `_whole_sevens`.)
            entry = (entries.get(k2) or _walk_entries(position, k2))[b]
            if careful or _reshaped(entry, seconds, touched, start1):
                if board2 is None:
                    board2 = apply_changes(position.pos, position.xi, position.occupied, ch1)
                # Part one never moves k2, so its empty-board walks still hold.
                seconds = pawn_moves(position, k2, b, NORMAL, *board2, True, entry)
            moved = True
        if not seconds:
            continue
        # The lower pawn first is the canonical order; a partner's pawn always comes second.
        lo = k1 < k2 or k2 // 4 != c1
        if not lo and not moved and end1 != position.pos[k2]:
            seconds = _dependent_seconds(seconds, touched, start1)
        if seconds:
            text = head + PART_TEXT[k2][b]
            for w2, ch2, seg2, ex2 in seconds:
                found.append((lo, (text + w2, ch1 + ch2, (seg1, seg2), ex1 or ex2)))


def _reshaped(
    entry: WalkEntry, seconds: Sequence[PawnMove], touched: tuple[int, ...], start: int
) -> bool:
    """Whether the second part's moves after the first differ from its row: it passes
    the own start place the first part freed or took, needs home fields free while
    the first part moved in the home lane, or ends on a field the first part
    touched (`touched` starts with the first part's field and end). Otherwise the
    board after part one gives the very same moves."""
    p1, end1 = touched[0], touched[1]
    if entry[WALKS_START_MASK] & 1 << start // 16 and (p1 == start) != (end1 == start):
        return True
    if entry[NEEDS_HOME] and (HOME0 <= p1 < HOME0 + 16 or HOME0 <= end1 < HOME0 + 16):
        return True
    for second in seconds:  # noqa: SIM110 (a loop: `any` of a generator costs more)
        if second[CHANGES][0][FIELD] in touched:
            return True
    return False


def _dependent_seconds(
    seconds: Sequence[PawnMove], touched: tuple[int, ...], start: int
) -> list[PawnMove]:
    """The second parts that may not be independent of the first: those sharing a
    field with it, or taking a start place or a home field, which could block it.
    Of independent parts only the canonical order is listed."""
    kept: list[PawnMove] = []
    for second in seconds:
        end2 = second[CHANGES][0][FIELD]
        if end2 in touched or end2 == start or HOME0 <= end2 < HOME0 + 16:
            kept.append(second)
    return kept


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


def part_table(position: Position, k: int, plan: PawnRows) -> PartTable:
    """`pawn_moves(k, n, NORMAL, ..., seven=True)` on this board for n = 0..7, at once,
    from the pawn's prepared rows.

    The 7's split table asks every pawn for each part length; sharing the
    per-pawn setup (home lane, blocked starts, exemption) across the rows
    saves most of the calls.
    """
    occupied = position.occupied
    taken = occupied.keys()
    if position.blocked & plan.start_mask:
        return _filtered_rows(position, k, plan)
    if plan.any_home:
        if not taken.isdisjoint(plan.outer_ends):
            return _filtered_rows(position, k, plan)
        # Only the own home lane decides: a pawn in or near it mostly waits there,
        # so its table is kept per set of taken home fields.
        home_taken = taken_home(occupied, k // 4)
        kept = plan.by_home.get(home_taken)
        if kept is None:
            # Kept as tuples, which the garbage collector stops tracking.
            rows = _filtered_rows(position, k, plan)
            kept = plan.by_home[home_taken] = tuple([tuple(row) for row in rows])
        return kept
    if taken.isdisjoint(plan.ends):
        # No end field is taken: every row is its free-board moves.
        return plan.plain_rows
    # Only the rows ending on a taken field change: their moves there hit.
    plain_rows = plan.plain_rows
    rows = list(plain_rows)
    start_pos = position.pos[k]
    hit_own = position.rules.hit_own
    for end in taken & plan.end_rows.keys():
        for n in plan.end_rows[end]:
            if rows[n] is plain_rows[n]:
                rows[n] = _row_moves(plan.rows[n], k, start_pos, occupied, 0, 0, hit_own)
    return rows


# Where a pawn's `StraightParts` hold its rows, whole-7 options and reach.
PARTS_ROWS: Final = 0
PARTS_WHOLE: Final = 1
PARTS_REACH: Final = 4


def _straight_parts(position: Position, k: int) -> StraightParts:
    """Pawn k's parts from where it stands, its seven steps straight on the track
    (made once per place): what `_pawn_rows` makes of its straight walks."""
    p = position.pos[k]
    own_start = 16 * (k // 4)
    trail = TRACK_TRAILS[p][7]
    # Walks are NORMAL (never a 10), so a passed own start place always exempts.
    free = not position.rules.strict
    rows: list[tuple[PawnMove, ...]] = [_NO_MOVES]
    for n in range(1, 8):
        path = TRACK_TRAILS[p][n]
        end = path[-1]
        rows.append((("", ((k, end, -1),), (k, p, end, path, ()), free and own_start in path),))
    whole = tuple([(PART_TEXT[k][7] + w, ch, (seg,), ex) for w, ch, seg, ex in rows[7]])
    parts = trail[:6]
    starts = p == own_start or own_start in parts
    # On the track, never reaching the home lane: no home field counts.
    reach = PartReach(frozenset({p, *parts}), starts, False, TRACK_STARTS[trail[0]][6], False)
    made = (tuple(rows), whole, trail, TRACK_STARTS[trail[0]][7], reach)
    position.rules.straight_parts[position.spots[k]] = made
    return made


def _straight_part_table(position: Position, k: int, parts: StraightParts) -> PartTable:
    """`part_table` of a pawn whose seven steps walk straight, from its `StraightParts`:
    they stand unless a start place is blocked or a part ends on a pawn."""
    rows, _, trail, start_mask, _ = parts
    blocked, occupied = position.blocked, position.occupied
    if not blocked & start_mask and occupied.keys().isdisjoint(trail):
        return rows
    colour = k // 4
    hit_own = position.rules.hit_own
    starts = TRACK_STARTS[trail[0]]
    board_rows: list[Sequence[PawnMove]] = [_NO_MOVES]
    for n in range(1, 8):
        if starts[n] & blocked:
            # Through or onto a blocked start place, as every longer part.
            board_rows += [_NO_MOVES] * (8 - n)
            break
        end = trail[n - 1]
        o = occupied.get(end)
        if o is None:
            board_rows.append(rows[n])
        elif o // 4 != colour or hit_own:
            ((words, (moved,), (_, p, _, path, _), exempt),) = rows[n]
            board_rows.append(((words, (moved, TO_BASE[o]), (k, p, end, path, (o,)), exempt),))
        else:
            board_rows.append(_NO_MOVES)
    return board_rows


def _filtered_rows(position: Position, k: int, plan: PawnRows) -> list[Sequence[PawnMove]]:
    """The rows when blocked start places or taken home fields filter walks."""
    occupied = position.occupied
    blocked = position.blocked
    start_pos = position.pos[k]
    hit_own = position.rules.hit_own
    taken = occupied.keys()
    home_taken = -1
    rows: list[Sequence[PawnMove]] = []
    for row in plan.rows:
        walks, start_mask, needs_home, ends, plain = row
        if not walks:
            rows.append(_NO_MOVES)
            continue
        if not needs_home and not blocked & start_mask and taken.isdisjoint(ends):
            # Nothing filters these walks and no end field is taken.
            rows.append(plain)
            continue
        if needs_home and home_taken < 0:
            home_taken = taken_home(occupied, k // 4)
        home_filter = home_taken if needs_home else 0
        rows.append(_row_moves(row, k, start_pos, occupied, blocked, home_filter, hit_own))
    return rows


def _row_moves(
    row: RowPlan,
    k: int,
    start_pos: int,
    occupied: dict[int, int],
    blocked: int,
    home_taken: int,
    hit_own: bool,
) -> list[PawnMove]:
    """One row's moves on this board: walks through a blocked start place or a taken
    home field dropped, a walk ending on a pawn hitting it (or dropped)."""
    colour = k // 4
    res: list[PawnMove] = []
    walks, _, _, _, plain = row
    for walk, move in zip(walks, plain, strict=True):
        if walk[START_MASK] & blocked or walk[HOME_MASK] & home_taken:
            continue
        end = walk[END]
        o = occupied.get(end)
        if o is None or o == k:
            # Where nothing is hit, the free-board move stands.
            res.append(move)
        elif o // 4 != colour or hit_own:
            words, (moved,), _, exempt = move
            res.append((words, (moved, TO_BASE[o]), (k, start_pos, end, walk[PATH], (o,)), exempt))
    return res


def _pawn_rows(
    k: int, start_pos: int, ents: tuple[WalkEntry, ...], home_exempt: bool, free: bool
) -> PawnRows:
    """Pawn k's rows from `start_pos` and what they need together, in one pass over
    its walk entries (a game makes a thousand or so, one per place a pawn stands)."""
    rows: list[RowPlan] = []
    # Per end field, the rows with a walk ending there.
    end_rows: dict[int, tuple[int, ...]] = {}
    # The ends of the parts of 1..6 steps, and what all rows and those parts need.
    parts: set[int] = set()
    start_mask = part_starts = 0
    any_home = part_home = False
    # (Loops, not comprehensions: a comprehension is a function made and called.)
    for n, (walks, row_starts, needs_home, ends) in enumerate(ents):
        plain: list[PawnMove] = []
        for end, x, words, path, passed, _, _ in walks:
            exempt = home_exempt or (free and passed)
            plain.append((words, ((k, end, x),), (k, start_pos, end, path, ()), exempt))
        rows.append((walks, row_starts, needs_home, ends, tuple(plain)))
        for end in ends:
            end_rows[end] = (*end_rows.get(end, ()), n)
        start_mask |= row_starts
        any_home = any_home or needs_home
        if 0 < n < 7:
            parts.update(ends)
            part_starts |= row_starts
            part_home = part_home or needs_home
    whole = tuple(
        [
            (f" p{k + 1} 7{words}", changes, (segment,), exempt)
            for words, changes, segment, exempt in rows[7][ROW_PLAIN]
        ]
    )
    own_start = 16 * (k // 4)
    starts = start_pos == own_start or own_start in parts
    home = HOME0 <= start_pos < HOME0 + 16
    for f in parts:
        home = home or HOME0 <= f < HOME0 + 16
    reach = frozenset({start_pos, *parts})
    needs = (start_mask, any_home, part_starts, part_home)
    return PawnRows(tuple(rows), ents, end_rows, whole, reach, starts, home, needs)
