"""Move generation: every legal card play of one seat, as canonical text and effect.

An effect is a list of changes `(pawn, field, xi)` applied in order (a hit pawn
goes to field -1) plus segments for the table to describe. Generation works on
plain lists and a field -> pawn dict; it never mutates the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.keezen.board import BACK, EIGHT, HOME0, NORMAL, TEN, TRACK, Geometry
from games.keezen.options import KeezenOptions

Change = tuple[int, int, int]
# pawn, from field, to field, fields passed, pawns hit
Segment = tuple[int, int, int, tuple[int, ...], tuple[int, ...]]

JOKER_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
FORWARD = {"Q": 12, "9": 9, "6": 6, "5": 5, "3": 3, "2": 2}


@dataclass(slots=True)
class Action:
    kind: str  # move | discard | fold | give
    card: str
    rank: str = ""
    changes: list[Change] = field(default_factory=list)
    segments: list[Segment] = field(default_factory=list)
    exempt: bool = False


@dataclass(slots=True)
class Option:
    """One way to use a rank: text after the card, effect, and whether it is optional."""

    suffix: str
    changes: list[Change]
    segments: list[Segment]
    exempt: bool


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
    return all(HOME0 <= p < HOME0 + 16 for p in pos[4 * colour : 4 * colour + 4])


class Generator:
    """Legal card uses for one seat in one position."""

    def __init__(
        self,
        opts: KeezenOptions,
        geo: Geometry,
        pos: list[int],
        xi: list[int],
        seat: int,
    ) -> None:
        self.opts = opts
        self.geo = geo
        self.pos = pos
        self.xi = xi
        self.seat = seat
        self.team = opts.teams == "2v2"
        partner = (seat + 2) % 4
        self.colour = partner if self.team and all_home(pos, seat) else seat
        if self.team and opts.opponent == "other-team":
            self.opponents = ((seat + 1) % 4, (seat + 3) % 4)
        else:
            self.opponents = tuple(c for c in range(4) if c != seat)
        self.occ = {p: k for k, p in enumerate(pos) if p >= 0}
        self.blocked = blocked_starts(self.occ)
        self._cache: dict[str, list[Option]] = {}

    # ------------------------------------------------------------ per rank

    def options_for(self, rank: str) -> list[Option]:
        got = self._cache.get(rank)
        if got is None:
            got = self._compute(rank)
            self._cache[rank] = got
        return got

    def _compute(self, rank: str) -> list[Option]:
        out: list[Option] = []
        c = self.colour
        mine = [k for k in range(4 * c, 4 * c + 4) if self.pos[k] >= 0]
        if rank in ("A", "K"):
            self._enter(out)
        if rank == "A":
            for n in (1, 11):
                self._forward(out, mine, n, NORMAL, True)
        elif rank == "K":
            self._forward(out, mine, 13, NORMAL, False)
        elif rank == "8":
            self._forward(out, mine, 8, EIGHT, False)
        elif rank == "4":
            self._forward(out, mine, 4, BACK, False)
        elif rank == "7":
            self._seven(out, mine)
        elif rank == "10":
            self._ten(out)
        elif rank == "J":
            self._jack(out, mine)
        elif rank in FORWARD:
            self._forward(out, mine, FORWARD[rank], NORMAL, False)
        return out

    def _enter(self, out: list[Option]) -> None:
        c = self.colour
        base = [k for k in range(4 * c, 4 * c + 4) if self.pos[k] < 0]
        if not base:
            return
        start = 16 * c
        o = self.occ.get(start)
        if o is not None and o // 4 == c:
            return
        k = base[0]
        changes: list[Change] = [(k, start, -1)]
        hits: tuple[int, ...] = ()
        if o is not None:
            changes.append((o, -1, -1))
            hits = (o,)
        out.append(Option(" enter", changes, [(k, -1, start, (start,), hits)], False))

    def _forward(self, out: list[Option], mine: list[int], n: int, kind: int, say_n: int) -> None:
        tail = f" {n}" if say_n else ""
        for k in mine:
            for words, changes, seg, exempt in self.single(k, n, kind, self.pos, self.xi, self.occ):
                w = "".join(" " + x for x in words)
                out.append(Option(f" p{k + 1}{tail}{w}", changes, [seg], exempt))

    def single(
        self,
        k: int,
        n: int,
        kind: int,
        pos: list[int],
        xi: list[int],
        occ: dict[int, int],
        seven: bool = False,
    ) -> list[tuple[tuple[str, ...], list[Change], Segment, bool]]:
        """Every way pawn k can move n steps on this board, with its hits."""
        start_pos = pos[k]
        colour = k // 4
        blocked = self.blocked if occ is self.occ else blocked_starts(occ)
        walks = self.geo.walk(start_pos, xi[k], colour, n, kind, blocked, occ)
        if not walks:
            return []
        opts = self.opts
        in_home = HOME0 <= start_pos < HOME0 + 16
        home_exempt = in_home and not opts.home_moves_obligatory
        if opts.must_enter_home and kind != TEN and len(walks) > 1:
            if any(HOME0 <= w[0] < HOME0 + 16 for w in walks):
                walks = [w for w in walks if HOME0 <= w[0] < HOME0 + 16]
        res: list[tuple[tuple[str, ...], list[Change], Segment, bool]] = []
        strict = opts.strict_must_move
        hit_own = opts.hit_own_pawns
        for end, x, words, trail, passed in walks:
            hits: list[int] = []
            if seven and opts.seven_hits_passed:
                for f in trail[:-1]:
                    o = occ.get(f)
                    if o is not None and o != k:
                        if o // 4 == colour and not hit_own:
                            continue
                        hits.append(o)
            o = occ.get(end)
            if o is not None and o != k:
                if o // 4 == colour and not hit_own:
                    continue
                hits.append(o)
            changes: list[Change] = [(k, end, x)]
            changes += [(h, -1, -1) for h in hits]
            exempt = (not strict) and (home_exempt or (passed and kind != TEN))
            res.append((words, changes, (k, start_pos, end, trail, tuple(hits)), exempt))
        return res

    def _ten(self, out: list[Option]) -> None:
        targets = range(16) if self.opts.ten_target == "any" else [
            k for c in self.opponents for k in range(4 * c, 4 * c + 4)
        ]
        for t in sorted(targets):
            p = self.pos[t]
            if p < 0 or HOME0 <= p < HOME0 + 16 or p == 16 * (t // 4):
                continue
            for words, changes, seg, _ in self.single(t, 10, TEN, self.pos, self.xi, self.occ):
                w = "".join(" " + x for x in words)
                out.append(Option(f" p{t + 1}{w}", changes, [seg], False))

    def _jack(self, out: list[Option], mine: list[int]) -> None:
        pos, xi = self.pos, self.xi
        targets = [
            t
            for c in sorted(self.opponents)
            for t in range(4 * c, 4 * c + 4)
            if pos[t] >= 0 and not (HOME0 <= pos[t] < HOME0 + 16) and pos[t] != 16 * c
        ]
        if not targets:
            return
        for k in mine:
            p = pos[k]
            if HOME0 <= p < HOME0 + 16:
                continue
            if p == 16 * (k // 4) and not self.opts.jack_own_start_pawn:
                continue
            for t in targets:
                changes: list[Change] = [(k, pos[t], xi[t]), (t, p, xi[k])]
                segs: list[Segment] = [(k, p, pos[t], (pos[t],), ()), (t, pos[t], p, (p,), ())]
                out.append(Option(f" p{k + 1} swap p{t + 1}", changes, segs, False))

    def _seven(self, out: list[Option], mine: list[int]) -> None:
        pos, xi, occ = self.pos, self.xi, self.occ
        for k in mine:
            for words, changes, seg, exempt in self.single(k, 7, NORMAL, pos, xi, occ, True):
                w = "".join(" " + x for x in words)
                out.append(Option(f" p{k + 1} 7{w}", changes, [seg], exempt))
        own = self.seat
        partner_ok = (
            self.team and self.opts.seven_partner_remainder and self.colour == own
        )
        partner = [k for k in range(4 * ((own + 2) % 4), 4 * ((own + 2) % 4) + 4)]
        found: list[tuple[bool, tuple[tuple[int, int, int], ...], Option]] = []
        for k1 in mine:
            for a in range(1, 7):
                for w1, ch1, seg1, ex1 in self.single(k1, a, NORMAL, pos, xi, occ, True):
                    pos2, xi2, occ2 = apply_changes(pos, xi, occ, ch1)
                    seconds = [k for k in mine if k != k1 and pos2[k] >= 0]
                    if partner_ok and all_home(pos2, own):
                        seconds += [k for k in partner if pos2[k] >= 0]
                    t1 = f" p{k1 + 1} {a}" + "".join(" " + x for x in w1)
                    for k2 in seconds:
                        for w2, ch2, seg2, ex2 in self.single(
                            k2, 7 - a, NORMAL, pos2, xi2, occ2, True
                        ):
                            changes = ch1 + ch2
                            text = t1 + f" p{k2 + 1} {7 - a}" + "".join(" " + x for x in w2)
                            key = final_key(changes)
                            option = Option(text, changes, [seg1, seg2], ex1 or ex2)
                            found.append((k1 < k2, key, option))
        canonical = {key for lo, key, _ in found if lo}
        for lo, key, option in found:
            if lo or key not in canonical:
                out.append(option)


def blocked_starts(occ: dict[int, int]) -> set[int]:
    """Start places on which a pawn of their own colour stands: untouchable."""
    return {s for s in (0, 16, 32, 48) if occ.get(s, -1) // 4 == s // 16 and s in occ}


def apply_changes(
    pos: list[int], xi: list[int], occ: dict[int, int], changes: list[Change]
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


def final_key(changes: list[Change]) -> tuple[tuple[int, int, int], ...]:
    final: dict[int, tuple[int, int]] = {}
    for k, p, x in changes:
        final[k] = (p, x)
    return tuple(sorted((k, p, x) for k, (p, x) in final.items()))
