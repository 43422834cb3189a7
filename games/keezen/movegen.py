"""Move generation: every legal card play of one seat, as canonical text and effect.

An effect is a list of changes `(pawn, field, xi)` applied in order (a hit pawn
goes to field -1) plus segments for the table to describe. Generation works on
plain lists and a field -> pawn dict; it never mutates the game.
"""

from __future__ import annotations

from games.keezen.board import (
    BACK,
    EIGHT,
    HOME0,
    NORMAL,
    TEN,
    Geometry,
    TextWalk,
    WalkEntry,
    compute_sevens,
    compute_walk,
    seven_cache,
    walk_cache,
)
from games.keezen.options import KeezenOptions

Change = tuple[int, int, int]
# pawn, from field, to field, fields passed, pawns hit
Segment = tuple[int, int, int, tuple[int, ...], tuple[int, ...]]

JOKER_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
FORWARD = {"Q": 12, "9": 9, "6": 6, "5": 5, "3": 3, "2": 2}


# An option: the text after the card, the changes, the segments to describe,
# and whether the must-move rule ignores it (passing your own start place...).
# Tuples, not lists: cheaper to build, and prepared ones are shared (immutable).
Changes = tuple[Change, ...]
Option = tuple[str, Changes, tuple[Segment, ...], bool]
# A legal move: kind (move | discard | fold | give), card, rank played, option.
Action = tuple[str, str, str, Option | None]
# One way a pawn moves: words, changes, segment, exempt.
Single = tuple[str, Changes, Segment, bool]
# Shared by every row of the 7's split table that has no walk; only ever read.
_NO_SINGLES: list[Single] = []
# One pawn's walks of one kind and length from one place, prepared per rule set:
# the walks, their start-place mask, whether they need home fields free (a row
# plan) or the general path (a forward plan: home fields, or a pawn in its home),
# their end fields, and the moves they make when every end field is free. Those
# moves are built once and shared by every position (tuples, never mutated),
# which spares the allocations on the common path. A forward plan also keeps
# its walk entry for the general path.
ForwardPlan = tuple[list[TextWalk], int, bool, tuple[int, ...], list[Option], WalkEntry]
RowPlan = tuple[list[TextWalk], int, bool, tuple[int, ...], list[Single]]
# A pawn's row plans for 0..7 steps, with the union of their start masks, whether
# any needs home fields free, all their end fields, and every row's free-board moves.
PawnRows = tuple[tuple[RowPlan, ...], int, bool, tuple[int, ...], list[list[Single]]]
# Opponent colours per seat: everyone else, or (2v2 with other-team) the other team.
_OTHERS = tuple(tuple(c for c in range(4) if c != seat) for seat in range(4))
_OTHER_TEAM = tuple(((seat + 1) % 4, (seat + 3) % 4) for seat in range(4))
_PAWNS_OF = tuple(tuple(range(4 * c, 4 * c + 4)) for c in range(4))


def geometry(opts: KeezenOptions) -> Geometry:
    return Geometry(
        cross=opts.cross,
        gate_offset=opts.gate_offset,
        arm_length=opts.arm_length,
        eight_from_gate=opts.eight_from_gate,
        pass_through=opts.pass_through,
        centre_exit=opts.centre_exit,
        backward_in_cross=opts.backward_in_cross,
        ten_into_home=opts.ten_into_home,
    )


def all_home(pos: list[int], colour: int) -> bool:
    k = 4 * colour
    lo, hi = HOME0, HOME0 + 16
    return (
        lo <= pos[k] < hi
        and lo <= pos[k + 1] < hi
        and lo <= pos[k + 2] < hi
        and (lo <= pos[k + 3] < hi)
    )


class Rules:
    """What move generation needs of the options, worked out once per game.

    A generator is built for every decision; reading the options and hashing
    the Geometry to find its walk memos each time cost as much as some ranks'
    whole move generation.
    """

    __slots__ = (
        "forward_plans",
        "geo",
        "hit_own",
        "hit_passed",
        "home_obligatory",
        "jack_pools",
        "labels",
        "must_enter_home",
        "opponents",
        "opts",
        "row_plans",
        "sevens",
        "strict",
        "team",
        "ten_targets",
        "walks",
    )

    def __init__(self, opts: KeezenOptions) -> None:
        geo = geometry(opts)
        self.opts = opts
        self.geo = geo
        self.walks = walk_cache(geo)
        self.sevens = seven_cache(geo)
        self.team = opts.teams == "2v2"
        # Opponent colours per seat.
        self.opponents = _OTHER_TEAM if self.team and opts.opponent == "other-team" else _OTHERS
        # The pawns a 10 may move, per seat, in the order their moves are listed.
        self.ten_targets = tuple(
            tuple(range(16))
            if opts.ten_target == "any"
            else tuple(sorted(k for c in others for k in range(4 * c, 4 * c + 4)))
            for others in self.opponents
        )
        # The opponents' pawns a jack may swap with, per seat, in listing order.
        self.jack_pools = tuple(
            tuple(t for c in sorted(others) for t in range(4 * c, 4 * c + 4))
            for others in self.opponents
        )
        self.strict = opts.strict_must_move
        self.hit_own = opts.hit_own_pawns
        self.hit_passed = opts.seven_hits_passed
        self.home_obligatory = opts.home_moves_obligatory
        self.must_enter_home = opts.must_enter_home
        # Field names (base, T0.., E0.1.., a01.., M) for describing moves.
        self.labels = Labels(geo)
        # Keyed by `spot` (pawn, field, xi); forward plans first by steps, kind and
        # whether the text says the steps (n << 3 | kind << 1 | say_n).
        self.forward_plans: dict[int, dict[int, ForwardPlan]] = {}
        self.row_plans: dict[int, PawnRows] = {}


class Labels(dict[int, str]):
    """`Geometry.label` of every field, looked up instead of formatted each time."""

    def __init__(self, geo: Geometry) -> None:
        super().__init__((p, geo.label(p)) for p in range(-1, geo.centre + 1))
        self.geo = geo

    def __missing__(self, pos: int) -> str:
        return self.geo.label(pos)


def spot(k: int, pos: int, xi: int) -> int:
    """Pawn, field and xi in one int: a memo key that hashes and compares cheaply."""
    return k << 12 | (pos + 1) << 4 | (xi + 1)


_RULES: dict[KeezenOptions, Rules] = {}


def rules_for(opts: KeezenOptions) -> Rules:
    """The shared Rules of these options (options are frozen, so they key a memo)."""
    got = _RULES.get(opts)
    if got is None:
        if len(_RULES) >= 8:
            # Each rule set's plans grow to some MB: keep only a few rule sets.
            _RULES.clear()
        got = _RULES[opts] = Rules(opts)
    return got


class Generator:
    """Legal card uses for one seat in one position."""

    opponents: tuple[int, ...]
    _cache: dict[str, tuple[list[Option], bool]]
    __slots__ = (
        "_cache",
        "_forward_plans",
        "_jack_pool",
        "_mine_spots",
        "_row_plans",
        "_sevens",
        "_ten_targets",
        "_walks",
        "bmask",
        "colour",
        "geo",
        "hit_own",
        "hit_passed",
        "home_obligatory",
        "mine",
        "must_enter_home",
        "occ",
        "opponents",
        "opts",
        "pos",
        "seat",
        "strict",
        "team",
        "xi",
    )

    def __init__(self, rules: Rules, pos: list[int], xi: list[int], seat: int) -> None:
        self.opts = rules.opts
        self.geo = rules.geo
        self.pos = pos
        self.xi = xi
        self.seat = seat
        self.team = team = rules.team
        self.colour = c = (seat + 2) % 4 if team and all_home(pos, seat) else seat
        self.opponents = rules.opponents[seat]
        self._ten_targets = rules.ten_targets[seat]
        self._jack_pool = rules.jack_pools[seat]
        # Plain loops: cheaper than comprehensions this small (no function call).
        occ: dict[int, int] = {}
        for k, p in enumerate(pos):
            if p >= 0:
                occ[p] = k
        self.occ = occ
        self.bmask = blocked_mask(occ)
        # The colour's pawns on the board, asked for by nearly every rank, with
        # their `spot` keys.
        mine: list[int] = []
        spots: list[tuple[int, int]] = []
        for k in _PAWNS_OF[c]:
            p = pos[k]
            if p >= 0:
                mine.append(k)
                spots.append((k, k << 12 | (p + 1) << 4 | (xi[k] + 1)))
        self.mine = mine
        self._mine_spots = spots
        self._cache = {}
        self._walks = rules.walks
        self._sevens = rules.sevens
        self._forward_plans = rules.forward_plans
        self._row_plans = rules.row_plans
        self.strict = rules.strict
        self.hit_own = rules.hit_own
        self.hit_passed = rules.hit_passed
        self.home_obligatory = rules.home_obligatory
        self.must_enter_home = rules.must_enter_home

    # ------------------------------------------------------------ per rank

    def options_for(self, rank: str) -> list[Option]:
        return self.uses(rank)[0]

    def uses(self, rank: str) -> tuple[list[Option], bool]:
        """The options of a rank, and whether one of them is compulsory to move."""
        got = self._cache.get(rank)
        if got is None:
            opts = self._compute(rank)
            must = False
            for opt in opts:
                if not opt[3]:
                    must = True
                    break
            got = self._cache[rank] = (opts, must)
        return got

    def _compute(self, rank: str) -> list[Option]:
        out: list[Option] = []
        mine = self.mine
        n = FORWARD.get(rank)
        if n is not None:
            # Most ranks just go forward: test them first.
            self._forward(out, n, NORMAL, False)
            return out
        if rank in ("A", "K"):
            self._enter(out)
        if rank == "A":
            for n in (1, 11):
                self._forward(out, n, NORMAL, True)
        elif rank == "K":
            self._forward(out, 13, NORMAL, False)
        elif rank == "8":
            self._forward(out, 8, EIGHT, False)
        elif rank == "4":
            self._forward(out, 4, BACK, False)
        elif rank == "7":
            self._seven(out, mine)
        elif rank == "10":
            self._ten(out)
        elif rank == "J":
            self._jack(out, mine)
        return out

    def _enter(self, out: list[Option]) -> None:
        c = self.colour
        pos = self.pos
        for k in _PAWNS_OF[c]:
            if pos[k] < 0:
                break  # the first pawn in base enters
        else:
            return
        start = 16 * c
        o = self.occ.get(start)
        if o is not None and o // 4 == c:
            return
        changes: Changes = ((k, start, -1),)
        hits: tuple[int, ...] = ()
        if o is not None:
            changes = ((k, start, -1), (o, -1, -1))
            hits = (o,)
        out.append((" enter", changes, ((k, -1, start, (start,), hits),), False))

    def _forward_plan(self, k: int, n: int, kind: int, say_n: bool) -> ForwardPlan:
        start_pos, x0 = self.pos[k], self.xi[k]
        colour = k // 4
        key = (start_pos, x0, colour, n, kind)
        entry = self._walks.get(key)
        if entry is None:
            entry = self._walks[key] = compute_walk(self.geo, start_pos, x0, colour, n, kind)
        walks, smask, needs_home = entry
        head = f" p{k + 1} {n}" if say_n else f" p{k + 1}"
        # As the inlined common case of `_forward` builds them (a pawn on the track,
        # no home field on the way); other plans never use these.
        free = not self.strict
        general = start_pos >= HOME0 or needs_home
        plain: list[Option] = (
            []
            if general
            else [
                (head + words, ((k, end, x),), ((k, start_pos, end, trail, ()),), free and passed)
                for end, x, words, trail, passed, _, _ in walks
            ]
        )
        return walks, smask, general, tuple({w[0] for w in walks}), plain, entry

    def _forward(self, out: list[Option], n: int, kind: int, say_n: bool) -> None:
        tail = f" {n}" if say_n else ""
        pos, xi, occ = self.pos, self.xi, self.occ
        plans = self._forward_plans.get(n << 3 | kind << 1 | say_n)
        if plans is None:
            plans = self._forward_plans[n << 3 | kind << 1 | say_n] = {}
        untaken = occ.keys().isdisjoint
        bmask = self.bmask
        slow = self.must_enter_home or self.hit_passed
        # Forward walks are never a 10's, so passing the own start place exempts.
        free = not self.strict
        hit_own = self.hit_own
        for k, where in self._mine_spots:
            plan = plans.get(where)
            if plan is None:
                plan = plans[where] = self._forward_plan(k, n, kind, say_n)
            walks, smask, general, ends, plain, entry = plan
            if not walks:
                continue
            if slow or general or bmask & smask:
                # The general path: blocked walks, home lane, optional rules.
                head = f" p{k + 1}{tail}"
                for w, changes, seg, exempt in self.single(k, n, kind, pos, xi, occ, False, entry):
                    out.append((head + w, changes, (seg,), exempt))
                continue
            if untaken(ends):
                # The commonest case: a pawn on the track, nothing in its way or hit.
                out += plain
                continue
            # A pawn on the track that may hit.
            head = f" p{k + 1}{tail}"
            colour = k // 4
            start_pos = pos[k]
            for end, x, words, trail, passed, _, _ in walks:
                o = occ.get(end)
                exempt = free and passed
                if o is None:
                    out.append(
                        (head + words, ((k, end, x),), ((k, start_pos, end, trail, ()),), exempt)
                    )
                elif o // 4 != colour or hit_own:
                    out.append(
                        (
                            head + words,
                            ((k, end, x), (o, -1, -1)),
                            ((k, start_pos, end, trail, (o,)),),
                            exempt,
                        )
                    )

    def single(
        self,
        k: int,
        n: int,
        kind: int,
        pos: list[int],
        xi: list[int],
        occ: dict[int, int],
        seven: bool = False,
        entry: WalkEntry | None = None,
    ) -> list[Single]:
        """Every way pawn k can move n steps on this board, with its hits.

        `entry` is the pawn's empty-board walk entry when the caller has it.
        """
        start_pos = pos[k]
        colour = k // 4
        if entry is None:
            key = (start_pos, xi[k], colour, n, kind)
            entry = self._walks.get(key)
            if entry is None:
                entry = self._walks[key] = compute_walk(self.geo, start_pos, xi[k], colour, n, kind)
        walks, smask, needs_home = entry
        if not walks:
            return []
        bmask = self.bmask if occ is self.occ else blocked_mask(occ)
        if bmask & smask:
            walks = [w for w in walks if not w[5] & bmask]
        if needs_home:
            h0 = HOME0 + 4 * colour
            hmask = (h0 in occ) | (h0 + 1 in occ) << 1 | (h0 + 2 in occ) << 2 | (h0 + 3 in occ) << 3
            if hmask:
                walks = [w for w in walks if not w[6] & hmask]
        if not walks:
            return []
        home_exempt = HOME0 <= start_pos < HOME0 + 16 and not self.home_obligatory
        if (
            self.must_enter_home
            and kind != TEN
            and len(walks) > 1
            and any(HOME0 <= w[0] < HOME0 + 16 for w in walks)
        ):
            walks = [w for w in walks if HOME0 <= w[0] < HOME0 + 16]
        res: list[Single] = []
        strict = self.strict
        hit_own = self.hit_own
        hit_passed = seven and self.hit_passed
        for end, x, words, trail, passed, _, _ in walks:
            o = occ.get(end)
            if o is None and not hit_passed:
                res.append(
                    (
                        words,
                        ((k, end, x),),
                        (k, start_pos, end, trail, ()),
                        (not strict) and (home_exempt or (passed and kind != TEN)),
                    )
                )
                continue
            hits: list[int] = []
            if hit_passed:
                for f in trail[:-1]:
                    o2 = occ.get(f)
                    if o2 is not None and o2 != k:
                        if o2 // 4 == colour and not hit_own:
                            continue
                        hits.append(o2)
            if o is not None and o != k:
                if o // 4 == colour and not hit_own:
                    continue
                hits.append(o)
            changes: Changes = ((k, end, x), *[(h, -1, -1) for h in hits])
            exempt = (not strict) and (home_exempt or (passed and kind != TEN))
            res.append((words, changes, (k, start_pos, end, trail, tuple(hits)), exempt))
        return res

    def _seven_rows(self, k: int, ents: tuple[WalkEntry, ...]) -> list[list[Single]]:
        """`single(k, n, NORMAL, ..., seven=True)` on this board for n = 0..7, at once.

        The 7's split table asks every pawn for each part length; sharing the
        per-pawn setup (home lane, blocked starts, exemption) across the rows
        saves most of the calls. Rules that filter walks further (must enter
        home, hits on passed pawns) take the general path.
        """
        pos, xi, occ = self.pos, self.xi, self.occ
        if self.must_enter_home or self.hit_passed:
            return [
                self.single(k, n, NORMAL, pos, xi, occ, True, e) if e[0] else _NO_SINGLES
                for n, e in enumerate(ents)
            ]
        start_pos = pos[k]
        colour = k // 4
        bmask = self.bmask
        # Walks are NORMAL (never a 10), so a passed own start place always exempts.
        free = not self.strict
        home_exempt = free and HOME0 <= start_pos < HOME0 + 16 and not self.home_obligatory
        hit_own = self.hit_own
        where = spot(k, start_pos, xi[k])
        pawn_rows = self._row_plans.get(where)
        if pawn_rows is None:
            built: tuple[RowPlan, ...] = tuple(
                (
                    walks,
                    smask,
                    needs_home,
                    tuple({w[0] for w in walks}),
                    [
                        (
                            words,
                            ((k, end, x),),
                            (k, start_pos, end, trail, ()),
                            home_exempt or (free and passed),
                        )
                        for end, x, words, trail, passed, _, _ in walks
                    ],
                )
                for walks, smask, needs_home in ents
            )
            union = 0
            for plan in built:
                union |= plan[1]
            pawn_rows = self._row_plans[where] = (
                built,
                union,
                any(plan[2] for plan in built),
                tuple(sorted({end for plan in built for end in plan[3]})),
                [plan[4] if plan[0] else _NO_SINGLES for plan in built],
            )
        plans, union, any_home, all_ends, plain_rows = pawn_rows
        taken = occ.keys()
        if not any_home and not bmask & union and taken.isdisjoint(all_ends):
            # No row is filtered and no end field is taken: every row is its free-board moves.
            return plain_rows
        hmask = -1
        rows: list[list[Single]] = []
        for walks, smask, needs_home, ends, plain in plans:
            if not walks:
                rows.append(_NO_SINGLES)
                continue
            if not needs_home and not bmask & smask and taken.isdisjoint(ends):
                # Nothing filters these walks and no end field is taken.
                rows.append(plain)
                continue
            if bmask & smask:
                walks = [w for w in walks if not w[5] & bmask]
            if needs_home:
                if hmask < 0:
                    h0 = HOME0 + 4 * colour
                    hmask = (
                        (h0 in occ)
                        | (h0 + 1 in occ) << 1
                        | (h0 + 2 in occ) << 2
                        | (h0 + 3 in occ) << 3
                    )
                if hmask:
                    walks = [w for w in walks if not w[6] & hmask]
            res: list[Single] = []
            for end, x, words, trail, passed, _, _ in walks:
                o = occ.get(end)
                exempt = home_exempt or (free and passed)
                if o is None or o == k:
                    res.append((words, ((k, end, x),), (k, start_pos, end, trail, ()), exempt))
                elif o // 4 != colour or hit_own:
                    res.append(
                        (
                            words,
                            ((k, end, x), (o, -1, -1)),
                            (k, start_pos, end, trail, (o,)),
                            exempt,
                        )
                    )
            rows.append(res)
        return rows

    def _ten(self, out: list[Option]) -> None:
        pos = self.pos
        for t in self._ten_targets:
            p = pos[t]
            if p < 0 or HOME0 <= p < HOME0 + 16 or p == 16 * (t // 4):
                continue
            for w, changes, seg, _ in self.single(t, 10, TEN, pos, self.xi, self.occ):
                out.append((f" p{t + 1}{w}", changes, (seg,), False))

    def _jack(self, out: list[Option], mine: list[int]) -> None:
        pos, xi = self.pos, self.xi
        targets: list[int] = []
        for t in self._jack_pool:
            q = pos[t]
            if q >= 0 and not (HOME0 <= q < HOME0 + 16) and q != 16 * (t // 4):
                targets.append(t)
        if not targets:
            return
        for k in mine:
            p = pos[k]
            if HOME0 <= p < HOME0 + 16:
                continue
            if p == 16 * (k // 4) and not self.opts.jack_own_start_pawn:
                continue
            for t in targets:
                changes: Changes = ((k, pos[t], xi[t]), (t, p, xi[k]))
                segs = ((k, p, pos[t], (pos[t],), ()), (t, pos[t], p, (p,), ()))
                out.append((f" p{k + 1} swap p{t + 1}", changes, segs, False))

    def _seven(self, out: list[Option], mine: list[int]) -> None:
        pos, xi, occ = self.pos, self.xi, self.occ
        single = self.single
        sevens = self._sevens
        geo = self.geo
        own = self.seat
        partner_ok = self.team and self.opts.seven_partner_remainder and self.colour == own
        split = len(mine) >= 2 or (
            partner_ok and sum(HOME0 <= p < HOME0 + 16 for p in pos[4 * own : 4 * own + 4]) == 3
        )
        # Each pawn's empty-board walks for 0..7 steps, in one lookup, and (when the 7
        # may be split) its moves of every part length on this board.
        entries: dict[int, tuple[WalkEntry, ...]] = {}
        table: dict[int, list[list[Single]]] = {}
        for k in mine:
            place = (pos[k], xi[k], k // 4)
            ents = sevens.get(place)
            if ents is None:
                ents = sevens[place] = compute_sevens(geo, *place)
            entries[k] = ents
            if split:
                rows = table[k] = self._seven_rows(k, ents)
                whole = rows[7]
            elif ents[7][0]:
                whole = single(k, 7, NORMAL, pos, xi, occ, True, ents[7])
            else:
                continue
            for w, changes, seg, exempt in whole:
                out.append((f" p{k + 1} 7{w}", changes, (seg,), exempt))
        if not split:
            return
        pc = (own + 2) % 4
        partner = [k for k in range(4 * pc, 4 * pc + 4) if pos[k] >= 0] if partner_ok else []
        # Own pawns not yet home: a first part that brings the last of them home may
        # hand the rest of the 7 to the partner.
        outside = [k for k in range(4 * own, 4 * own + 4) if not HOME0 <= pos[k] < HOME0 + 16]
        found: list[tuple[bool, Option]] = []
        for k in partner:
            place = (pos[k], xi[k], k // 4)
            ents = sevens.get(place)
            if ents is None:
                ents = sevens[place] = compute_sevens(geo, *place)
            entries[k] = ents
            table[k] = self._seven_rows(k, ents)
        # Hits on passed pawns, or own pawns that block instead of being hit, make the
        # parts interact in ways the shortcuts below do not model: recompute those.
        careful = self.opts.seven_hits_passed or not self.hit_own
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
                    end1 = ch1[0][1]
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
                    board2: tuple[list[int], list[int], dict[int, int]] | None = None
                    for k2 in after:
                        seconds = table[k2][b]
                        if not seconds and not shifted:
                            continue
                        moved = False
                        redo = shifted and (k2 // 4 == c1 or careful or end1 < HOME0)
                        if not redo:
                            # Does a second part end on a field the first one touched?
                            for sec in seconds:
                                if sec[1][0][1] in touched:
                                    redo = True
                                    break
                        if redo:
                            if board2 is None:
                                board2 = apply_changes(pos, xi, occ, ch1)
                            # Part one never moves k2, so its empty-board walks still hold.
                            seconds = single(k2, b, NORMAL, *board2, True, entries[k2][b])
                            moved = True
                        if not seconds:
                            continue
                        # The lower pawn first is the canonical order; a partner's pawn
                        # always comes second.
                        lo = k1 < k2 or k2 // 4 != c1
                        t2 = f" p{k1 + 1} {a}{w1} p{k2 + 1} {b}"
                        for w2, ch2, seg2, ex2 in seconds:
                            if not lo and not moved:
                                end2 = ch2[0][1]
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
                            found.append((lo, (t2 + w2, ch1 + ch2, (seg1, seg2), ex1 or ex2)))
        # Both orders of a split usually do the same: list the lower pawn first, and
        # the other order only where it differs (a hit or a block in between).
        canonical: set[tuple[tuple[int, int, int], ...]] | None = None
        for lo, option in found:
            if not lo:
                if canonical is None:
                    canonical = {final_key(o[1]) for is_lo, o in found if is_lo}
                if final_key(option[1]) in canonical:
                    continue
            out.append(option)
        if careful:
            # Different splits can then end the same (both hit the same pawns): keep one.
            seen: set[tuple[tuple[int, int, int], ...]] = set()
            kept: list[Option] = []
            for option in out:
                key = final_key(option[1])
                if key not in seen:
                    seen.add(key)
                    kept.append(option)
            out[:] = kept


def blocked_mask(occ: dict[int, int]) -> int:
    """Bit c set when a pawn of colour c stands on its own start place (untouchable)."""
    return (
        (occ.get(0, -1) // 4 == 0)
        | (occ.get(16, -1) // 4 == 1) << 1
        | (occ.get(32, -1) // 4 == 2) << 2
        | (occ.get(48, -1) // 4 == 3) << 3
    )


def apply_changes(
    pos: list[int], xi: list[int], occ: dict[int, int], changes: Changes
) -> tuple[list[int], list[int], dict[int, int]]:
    pos2, xi2, occ2 = pos[:], xi[:], dict(occ)
    for k, p, x in changes:
        old = pos2[k]
        if old >= 0 and occ2.get(old) == k:
            del occ2[old]
        pos2[k], xi2[k] = p, x
        if p >= 0:
            occ2[p] = k
    return pos2, xi2, occ2


def final_key(changes: Changes) -> tuple[tuple[int, int, int], ...]:
    if len(changes) == 2:
        # The usual split: two different pawns, each changed once.
        a, b = changes
        if a[0] < b[0]:
            return (a, b)
        if b[0] < a[0]:
            return (b, a)
    final: dict[int, tuple[int, int]] = {}
    for k, p, x in changes:
        final[k] = (p, x)
    return tuple(sorted((k, p, x) for k, (p, x) in final.items()))
