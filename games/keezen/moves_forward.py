"""Entering a pawn, and the cards that walk one pawn: A, K, Q, 9, 8, 6, 5, 4, 3, 2.

`pawn_moves` is also how a 10 and each part of a 7 walk.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from games.keezen.board import (
    HOME0,
    MOST_STEPS,
    TEN,
)
from games.keezen.moves import (
    EXEMPT,
    PAWNS_OF,
    TO_BASE,
    TO_TRACK,
    Changes,
    Option,
    PawnMove,
    blocked_starts,
    taken_home,
)
from games.keezen.position import Position
from games.keezen.rules import (
    ENDS,
    GENERAL,
    MASK,
    MUST,
    PLAIN,
    PLAN_KIND,
    PLAN_NEEDS_HOME,
    PLAN_PAWN,
    PLAN_WALKS,
    ForwardPlan,
    Rules,
    hitting,
)
from games.keezen.walks import (
    END,
    HOME_MASK,
    START_MASK,
    StraightTable,
    TextWalk,
    WalkEntry,
    compute_walk,
    straight_walks,
)


def enter(position: Position, out: list[Option]) -> bool:
    """An ace or king: the first pawn in base onto its start place, hitting a stranger.
    (An entry is never exempt from the must-move rule.)"""
    c = position.colour
    pos = position.pos
    for k in PAWNS_OF[c]:
        if pos[k] < 0:
            break  # the first pawn in base enters
    else:
        return False
    start = 16 * c
    o = position.occupied.get(start)
    if o is not None and o // 4 == c:
        return False
    key = k * 17 if o is None else k * 17 + 1 + o
    enters = position.rules.enters
    option = enters.get(key)
    if option is None:
        changes: Changes = ((k, start, -1),)
        hits: tuple[int, ...] = ()
        if o is not None:
            changes = ((k, start, -1), TO_BASE[o])
            hits = (o,)
        segment = (k, -1, start, (start,), hits)
        option = enters[key] = (" enter", changes, (segment,), False)
    out.append(option)
    return True


# How a move names its pawn: " p3".
PAWN_TEXT = tuple(f" p{k + 1}" for k in range(16))
# How a forward move names its pawn, per card of n steps and pawn: `_HEADS[0][n]` the
# pawn alone, `_HEADS[1][n]` the pawn and the steps (" p3 11", an ace).
_HEADS = (
    tuple(PAWN_TEXT for n in range(MOST_STEPS + 1)),
    tuple(tuple(f"{PAWN_TEXT[k]} {n}" for k in range(16)) for n in range(MOST_STEPS + 1)),
)


def _forward_plan(position: Position, where: int, plan: int) -> ForwardPlan:
    """The plan of the pawn at `where` (a `rules.spot`) for the card `plan` packs (a
    `plan_key`). Made once per place and card, but a game meets thousands of them."""
    # The pawn of the spot, the steps and walk kind of the key (`rules.spot`, `plan_key`).
    k = (where + 1) // 2048
    n, kind = plan // 8, plan // 2 % 4
    start_pos, x0 = position.pos[k], position.xi[k]
    colour = k // 4
    key = (start_pos, x0, colour, n, kind)
    rules = position.rules
    entry = rules.walks.get(key)
    if entry is None:
        entry = rules.walks[key] = compute_walk(rules.geo, start_pos, x0, colour, n, kind)
    walks, start_mask, needs_home, ends = entry
    # Exactly the moves `pawn_moves` makes where no end field is taken and nothing
    # filters the walks.
    general = needs_home or rules.must_enter_home or rules.hit_passed
    head = f"{PAWN_TEXT[k]} {n}" if plan % 2 else PAWN_TEXT[k]
    free = not rules.strict
    home_exempt = HOME0 <= start_pos < HOME0 + 16 and not rules.home_obligatory
    plain: list[Option] = []
    must = False
    for end, x, words, path, passed, _, _ in walks:
        exempt = free and (home_exempt or (passed and kind != TEN))
        must = must or not exempt
        plain.append((head + words, ((k, end, x),), ((k, start_pos, end, path, ()),), exempt))
    mask = start_mask | GENERAL if general else start_mask
    # Laid out as `rules.ForwardPlan` says.
    return (mask, ends, tuple(plain), must, k, kind, start_pos, walks, needs_home)


def plan_key(n: int, kind: int, say_n: bool) -> int:
    """Which of `rules.forward_plans` holds the plans of `n` steps of walk `kind`
    (`say_n`: the text gives the steps)."""
    return n * 8 + kind * 2 + (1 if say_n else 0)


def forward(
    position: Position,
    out: list[Option],
    key: int,
    pawns: list[int] | None = None,
) -> bool:
    """Each own pawn the steps of walk kind that `key` (`plan_key`) packs; whether
    a move it adds is compulsory (see `moves.Option`).

    `pawns` are other pawns to walk instead (a 10).
    """
    n, kind = key // 8, key // 2 % 4
    # A walk `Geometry.straight` finds (on the track, meeting no fork: one way, never
    # exempt) is listed here from the track tables, as `planned_moves` lists it (a
    # test holds the two together): most walks are such, and a plan for each place
    # and card cost more to make than it saved.
    rules = position.rules
    straight = rules.straight[key // 2]
    if straight is None:
        straight = _straight_table(rules, n, kind)
    heads = _HEADS[key % 2][n]
    pos, occupied = position.pos, position.occupied
    blocked, hit_own = position.blocked, rules.hit_own
    must = False
    for k in position.movers if pawns is None else pawns:
        p = pos[k]
        colour = k // 4
        walk = straight[colour][p]
        if walk is not None:
            trail, needs = walk
            if needs & blocked:
                continue  # through or onto a blocked start place
            end = trail[-1]
            o = occupied.get(end)
            if o is None:
                out.append((heads[k], TO_TRACK[k][end], ((k, p, end, trail, ()),), False))
            elif o // 4 != colour or hit_own:
                hit = ((k, end, -1), TO_BASE[o])
                out.append((heads[k], hit, ((k, p, end, trail, (o,)),), False))
            else:
                continue
            must = True
            continue
        must = planned_moves(position, out, key, k) or must
    return must


def _straight_table(rules: Rules, n: int, kind: int) -> StraightTable:
    """`rules.straight` of n steps of `kind`, made the first time it is asked for."""
    table = rules.straight[4 * n + kind] = straight_walks(rules.geo, n, kind)
    return table


def straight_table(rules: Rules, n: int, kind: int) -> StraightTable:
    """`rules.straight` of n steps of `kind`."""
    return rules.straight[4 * n + kind] or _straight_table(rules, n, kind)


def walks_straight(position: Position, k: int, n: int, kind: int) -> bool:
    """Whether pawn k walks its n steps of `kind` on the one walk `Geometry.straight`
    gives (on the track, meeting no fork)."""
    p = position.pos[k]
    if p < 0:
        return False
    return straight_table(position.rules, n, kind)[k // 4][p] is not None


def planned_moves(position: Position, out: list[Option], key: int, k: int) -> bool:
    """Pawn k's moves for the card `key` packs, read from its plan (made once per place
    and card): every walk the board allows, as `pawn_moves` makes them. Whether one
    is compulsory."""
    plans = position.rules.forward_plans.get(key)
    if plans is None:
        plans = position.rules.forward_plans[key] = {}
    where = position.spots[k]
    plan = plans.get(where)
    if plan is None:
        plan = plans[where] = _forward_plan(position, where, key)
    occupied = position.occupied
    if position.blocked_or_general & plan[MASK]:
        return _general_forward(position, out, plan)
    if occupied.keys().isdisjoint(plan[ENDS]):
        # Nothing in the way and nothing hit.
        out += plan[PLAIN]
        return plan[MUST]
    return _plan_moves(out, plan, occupied, position.rules.hit_own, range(len(plan[PLAIN])))


def _general_forward(position: Position, out: list[Option], plan: ForwardPlan) -> bool:
    """The moves of a plan whose walks the board or the rules filter, as `pawn_moves`
    filters them: no walk through a blocked start place or a taken home field, and
    a pawn that can enter its home lane must when the rules say so."""
    walks = plan[PLAN_WALKS]
    k = plan[PLAN_PAWN]
    blocked = position.blocked
    needs_home = plan[PLAN_NEEDS_HOME]
    home_taken = taken_home(position.occupied, k // 4) if needs_home else 0
    kept: list[int] = []
    for i in range(len(walks)):
        walk = walks[i]
        if not walk[START_MASK] & blocked and not walk[HOME_MASK] & home_taken:
            kept.append(i)
    rules = position.rules
    if rules.must_enter_home and plan[PLAN_KIND] != TEN and len(kept) > 1:
        home: list[int] = []
        for i in kept:
            if HOME0 <= walks[i][END] < HOME0 + 16:
                home.append(i)
        if home:
            kept = home
    return _plan_moves(out, plan, position.occupied, rules.hit_own, kept)


def _plan_moves(
    out: list[Option],
    plan: ForwardPlan,
    occupied: dict[int, int],
    hit_own: bool,
    walks: Iterable[int],
) -> bool:
    """The moves of the plan's walks (by index) on this board: a walk ending on a pawn
    hits it (an own pawn only when the rules say so). Whether one is compulsory."""
    k = plan[PLAN_PAWN]
    colour = k // 4
    ends, plain = plan[PLAN_WALKS], plan[PLAIN]
    must = False
    for i in walks:
        o = occupied.get(ends[i][END])
        if o is None or o == k:
            option = plain[i]
        elif o // 4 != colour or hit_own:
            option = hitting(plan, i, o)
        else:
            continue
        out.append(option)
        must = must or not option[EXEMPT]
    return must


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
    rules = position.rules
    if entry is None:
        key = (start_pos, xi[k], colour, n, kind)
        entry = rules.walks.get(key)
        if entry is None:
            entry = rules.walks[key] = compute_walk(rules.geo, start_pos, xi[k], colour, n, kind)
    walks: Sequence[TextWalk]
    walks, start_mask, needs_home, _ = entry
    if not walks:
        return []
    blocked = position.blocked if occupied is position.occupied else blocked_starts(occupied)
    home_taken = taken_home(occupied, colour) if needs_home else 0
    if blocked & start_mask or home_taken:
        # (A loop: a comprehension, a function made and called, costs more here.)
        kept: list[TextWalk] = []
        for w in walks:
            if not w[START_MASK] & blocked and not w[HOME_MASK] & home_taken:
                kept.append(w)
        walks = kept
    if not walks:
        return []
    home_exempt = HOME0 <= start_pos < HOME0 + 16 and not rules.home_obligatory
    if (
        rules.must_enter_home
        and kind != TEN
        and len(walks) > 1
        and any(HOME0 <= w[END] < HOME0 + 16 for w in walks)
    ):
        walks = [w for w in walks if HOME0 <= w[END] < HOME0 + 16]
    res: list[PawnMove] = []
    strict = rules.strict
    hit_own = rules.hit_own
    hit_passed = seven and rules.hit_passed
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
