"""Entering a pawn, and the cards that walk one pawn: A, K, Q, 9, 8, 6, 5, 4, 3, 2.

`pawn_moves` is also how a 10 and each part of a 7 walk.
"""

from __future__ import annotations

from games.keezen.board import HOME0, TEN
from games.keezen.moves import (
    PAWNS_OF,
    TO_BASE,
    Changes,
    Option,
    PawnMove,
    blocked_starts,
    taken_home,
)
from games.keezen.position import Position
from games.keezen.rules import ForwardPlan
from games.keezen.walks import END, HOME_MASK, START_MASK, WalkEntry, compute_walk


def enter(position: Position, out: list[Option]) -> None:
    """An ace or king: the first pawn in base onto its start place, hitting a stranger."""
    c = position.colour
    pos = position.pos
    for k in PAWNS_OF[c]:
        if pos[k] < 0:
            break  # the first pawn in base enters
    else:
        return
    start = 16 * c
    o = position.occupied.get(start)
    if o is not None and o // 4 == c:
        return
    changes: Changes = ((k, start, -1),)
    hits: tuple[int, ...] = ()
    if o is not None:
        changes = ((k, start, -1), TO_BASE[o])
        hits = (o,)
    out.append((" enter", changes, ((k, -1, start, (start,), hits),), False))


def _forward_plan(position: Position, k: int, n: int, kind: int, say_n: bool) -> ForwardPlan:
    start_pos, x0 = position.pos[k], position.xi[k]
    colour = k // 4
    key = (start_pos, x0, colour, n, kind)
    entry = position.walks.get(key)
    if entry is None:
        entry = position.walks[key] = compute_walk(position.geo, start_pos, x0, colour, n, kind)
    head = f" p{k + 1} {n}" if say_n else f" p{k + 1}"
    # As the inlined common case of `forward` builds them (a pawn on the track,
    # no home field on the way); other plans never use these.
    free = not position.strict
    walks, start_mask, needs_home = entry
    general = start_pos >= HOME0 or needs_home
    plain: list[Option] = (
        []
        if general
        else [
            (head + words, ((k, end, x),), ((k, start_pos, end, path, ()),), free and passed)
            for end, x, words, path, passed, _, _ in walks
        ]
    )
    ends = tuple({end for end, _, _, _, _, _, _ in walks})
    return walks, start_mask, general, ends, plain, entry


def forward(position: Position, out: list[Option], n: int, kind: int, say_n: bool) -> None:
    """Each own pawn `n` steps of walk `kind`; `say_n` puts the steps in the text (ace)."""
    tail = f" {n}" if say_n else ""
    pos, xi, occupied = position.pos, position.xi, position.occupied
    key = n << 3 | kind << 1 | say_n  # see Rules.forward_plans
    plans = position.forward_plans.get(key)
    if plans is None:
        plans = position.forward_plans[key] = {}
    untaken = occupied.keys().isdisjoint
    blocked = position.blocked
    slow = position.must_enter_home or position.hit_passed
    hit_own = position.hit_own
    for k, where in position.mine_spots:
        plan = plans.get(where)
        if plan is None:
            plan = plans[where] = _forward_plan(position, k, n, kind, say_n)
        walks, start_mask, general, ends, plain, entry = plan
        if not walks:
            continue
        if slow or general or blocked & start_mask:
            # The general path: blocked walks, home lane, optional rules.
            head = f" p{k + 1}{tail}"
            for words, changes, segment, exempt in pawn_moves(
                position, k, n, kind, pos, xi, occupied, False, entry
            ):
                out.append((head + words, changes, (segment,), exempt))
            continue
        if untaken(ends):
            # The commonest case: a pawn on the track, nothing in its way or hit.
            out += plain
            continue
        # A pawn on the track that may hit: the free-board move where nothing is hit.
        colour = k // 4
        start_pos = pos[k]
        for (end, _, _, path, _, _, _), option in zip(walks, plain, strict=True):
            o = occupied.get(end)
            if o is None:
                out.append(option)
            elif o // 4 != colour or hit_own:
                words, (moved,), _, exempt = option
                out.append((words, (moved, TO_BASE[o]), ((k, start_pos, end, path, (o,)),), exempt))


def pawn_moves(
    position: Position,
    k: int,
    n: int,
    kind: int,
    pos: list[int],
    xi: list[int],
    occupied: dict[int, int],
    seven: bool = False,
    entry: WalkEntry | None = None,
) -> list[PawnMove]:
    """Every way pawn k can move n steps on this board, with its hits.

    The board is passed apart from `position` because a 7's second part walks on
    the board its first part left. `entry` is the pawn's empty-board walk entry
    when the caller has it.
    """
    start_pos = pos[k]
    colour = k // 4
    if entry is None:
        key = (start_pos, xi[k], colour, n, kind)
        entry = position.walks.get(key)
        if entry is None:
            entry = position.walks[key] = compute_walk(
                position.geo, start_pos, xi[k], colour, n, kind
            )
    walks, start_mask, needs_home = entry
    if not walks:
        return []
    blocked = position.blocked if occupied is position.occupied else blocked_starts(occupied)
    if blocked & start_mask:
        walks = [w for w in walks if not w[START_MASK] & blocked]
    if needs_home:
        home_taken = taken_home(occupied, colour)
        if home_taken:
            walks = [w for w in walks if not w[HOME_MASK] & home_taken]
    if not walks:
        return []
    home_exempt = HOME0 <= start_pos < HOME0 + 16 and not position.home_obligatory
    if (
        position.must_enter_home
        and kind != TEN
        and len(walks) > 1
        and any(HOME0 <= w[END] < HOME0 + 16 for w in walks)
    ):
        walks = [w for w in walks if HOME0 <= w[END] < HOME0 + 16]
    res: list[PawnMove] = []
    strict = position.strict
    hit_own = position.hit_own
    hit_passed = seven and position.hit_passed
    for end, x, words, path, passed, _, _ in walks:
        o = occupied.get(end)
        if o is None and not hit_passed:
            res.append(
                (
                    words,
                    ((k, end, x),),
                    (k, start_pos, end, path, ()),
                    (not strict) and (home_exempt or (passed and kind != TEN)),
                )
            )
            continue
        hits: list[int] = []
        if hit_passed:
            for f in path[:-1]:
                o2 = occupied.get(f)
                if o2 is not None and o2 != k:
                    if o2 // 4 == colour and not hit_own:
                        continue
                    hits.append(o2)
        if o is not None and o != k:
            if o // 4 == colour and not hit_own:
                continue
            hits.append(o)
        changes: Changes = ((k, end, x), *[TO_BASE[h] for h in hits])
        exempt = (not strict) and (home_exempt or (passed and kind != TEN))
        res.append((words, changes, (k, start_pos, end, path, tuple(hits)), exempt))
    return res
