"""The Kruizkeezen board as a graph of numbered fields, and how a pawn walks it.

Fields are small ints so the hot path stays cheap:

- track T0..T63 are 0..63, clockwise; colour c starts on T(16c) and turns into
  its home from T(16c - 1);
- home (eindhonk) field i (1..4) of colour c is 64 + 4c + (i - 1);
- arm q of the cross, field j (1..L, 1 next to the gate) is 80 + qL + (j - 1);
- the centre spot M is 80 + 4L; a pawn in its base has field -1.

A pawn in the cross carries `xi` = entry arm * 2 + outward (0 or 1); elsewhere
xi is -1. The gate of arm q is T(16q + gate_offset).
"""

from __future__ import annotations

from collections.abc import Container
from dataclasses import dataclass

TRACK = 64
HOME0 = 64
CROSS0 = 80
# The fields a board has at most (the cross's centre spot is below 127, see `rules.spot`).
FIELDS = 128

# How a card moves a pawn: forward, an 8 (may turn into the cross at a gate), a 10
# (may pass and hit anything), 4 back.
NORMAL, EIGHT, TEN, BACK = 0, 1, 2, 3


# (end, xi, choices, path, passed_start): one way a pawn can go its steps, with the
# words that pick it at a fork ("home", "arm 2"), the fields passed (the end
# included) and whether it carried the pawn onto or over its own start place.
# (A plain tuple: a search makes one per field it reaches, and a named one costs
# a call to make.)
Walk = tuple[int, int, tuple[str, ...], tuple[int, ...], bool]

# The most steps a card walks (the king's 13).
MOST_STEPS = 13
# The track fields a pawn passes walking n steps forward from field p, the end
# included: `TRACK_TRAILS[p][n]`, for n up to MOST_STEPS (the trails of
# `Geometry.straight`, made once instead of at every walk or listing).
TRACK_TRAILS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple((p + i) % TRACK for i in range(1, n + 1)) for n in range(MOST_STEPS + 1))
    for p in range(TRACK)
)
# The most steps a card walks back (the 4).
MOST_BACK = 4
# The same walking back: `BACK_TRAILS[p][n]` for n up to MOST_BACK.
BACK_TRAILS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple((p - i) % TRACK for i in range(1, n + 1)) for n in range(MOST_BACK + 1))
    for p in range(TRACK)
)


@dataclass(frozen=True, slots=True)
class Geometry:
    cross: bool = True
    gate_offset: int = 8
    arm_length: int = 3
    eight_from_gate: bool = False
    pass_through: str = "straight"
    centre_exit: str = "not-entry"
    backward_in_cross: str = "retrace"
    ten_into_home: str = "skip"

    @property
    def centre(self) -> int:
        return CROSS0 + 4 * self.arm_length

    def gate(self, q: int) -> int:
        return 16 * q + self.gate_offset

    def gate_arm(self, pos: int) -> int:
        """The arm whose gate is `pos`, or -1."""
        if not self.cross or pos >= TRACK or pos % 16 != self.gate_offset:
            return -1
        return pos // 16

    def arm(self, q: int, j: int) -> int:
        return CROSS0 + q * self.arm_length + j - 1

    def label(self, pos: int) -> str:
        if pos < 0:
            return "base"
        if pos < TRACK:
            return f"T{pos}"
        if pos < CROSS0:
            c, i = divmod(pos - HOME0, 4)
            return f"E{c}.{i + 1}"
        if pos == self.centre:
            return "M"
        q, j = divmod(pos - CROSS0, self.arm_length)
        return f"a{q}{j + 1}"

    def exits(self, entry: int) -> list[int]:
        if self.centre_exit == "any":
            return [0, 1, 2, 3]
        return [r for r in range(4) if r != entry]

    # -------------------------------------------------------------- walking

    def straight(self, pos: int, colour: int, n: int, kind: int) -> list[Walk] | None:
        """`walk` on a free board for a pawn on the track that meets no fork in its `n`
        steps (its own home entrance; for an 8 a gate it would turn at; walking back on
        the track never forks): one walk, found without the search. None when there is
        a fork to take."""
        if not 0 <= pos < TRACK:
            return None
        if kind == BACK:
            if n > MOST_BACK:
                return None
            trail = BACK_TRAILS[pos][n]
            return [(trail[-1], -1, (), trail, False)]
        if kind == EIGHT and self.cross:
            # Steps to the next gate (0: on one), where an 8 turns into the cross.
            gate = (self.gate_offset - pos) % 16
            if gate < n and (gate > 0 or self.eight_from_gate):
                return None
        elif kind != NORMAL and kind != TEN:
            return None
        start = 16 * colour
        if (start - 1 - pos) % TRACK < n:
            return None  # the home entrance comes first
        trail = TRACK_TRAILS[pos][n]
        return [(trail[-1], -1, (), trail, kind != TEN and start in trail)]

    def walk(
        self,
        pos: int,
        xi: int,
        colour: int,
        n: int,
        kind: int,
        blocked: Container[int],
        home_occ: Container[int],
        shortest: int = 1,
    ) -> list[list[Walk]]:
        """Every way a pawn can go m steps from `pos` (a fork gives several), for
        each m from `shortest` to `n`: item m of the list holds them.

        `blocked` holds start places with their own colour's pawn on them: no
        card but the 10 passes them and nothing lands there. `home_occ` holds
        occupied home fields, which are never jumped or landed on.

        The ways of fewer steps are where longer ones stood after as many, so one
        depth-first search finds every length, each in the same order.
        """
        if kind == BACK:
            return self._walk_back(pos, xi, n, blocked, shortest)
        by_length: list[list[Walk]] = [[] for _ in range(n + 1)]
        start = 16 * colour
        entrance = (start - 1) % TRACK
        centre = self.centre
        arm_len = self.arm_length
        # The gate field of each arm, counted from its start place (-1: no cross).
        gate_at = self.gate_offset if self.cross else -1
        ten = kind == TEN
        # Each frame: field, xi, steps done, words, trail, passed own start, came out of an arm.
        stack: list[tuple[int, int, int, tuple[str, ...], tuple[int, ...], bool, bool]] = [
            (pos, xi, 0, (), (), False, False)
        ]
        # (Children are pushed straight onto the stack, in the order they are listed,
        # unless a blocked field stops them: no list of them is made per field.)
        while stack:
            p, x, done, words, trail, exempt, from_arm = stack.pop()
            if done >= shortest and p not in blocked:
                by_length[done].append((p, x, words, trail, exempt))
            if done == n:
                continue
            steps = done + 1
            if p < TRACK:
                if (
                    kind == EIGHT
                    and p % 16 == gate_at
                    and not from_arm
                    and (done > 0 or self.eight_from_gate)
                ):
                    q = p // 16
                    a1 = self.arm(q, 1)
                    if a1 not in blocked:
                        stack.append((a1, 2 * q, steps, words, (*trail, a1), exempt, False))
                else:
                    if p == entrance and not ten:
                        h = HOME0 + 4 * colour
                        if h not in home_occ and h not in blocked:
                            trail_h = (*trail, h)
                            stack.append((h, -1, steps, (*words, "home"), trail_h, exempt, False))
                    if not (p == entrance and ten and self.ten_into_home == "illegal"):
                        t = (p + 1) % TRACK
                        if ten or t not in blocked:
                            passed = exempt or (t == start and not ten)
                            stack.append((t, -1, steps, words, (*trail, t), passed, False))
            elif p < CROSS0:
                if (p - HOME0) % 4 < 3 and p + 1 not in home_occ:
                    h = p + 1
                    if ten or h not in blocked:
                        stack.append((h, -1, steps, words, (*trail, h), exempt, False))
            elif p == centre:
                entry = x >> 1
                if done > 0 and self.pass_through == "straight":
                    r = (entry + 2) % 4
                    out_field = self.arm(r, arm_len)
                    if ten or out_field not in blocked:
                        trail_o = (*trail, out_field)
                        stack.append(
                            (out_field, 2 * entry + 1, steps, words, trail_o, exempt, False)
                        )
                else:
                    choices = (
                        self.exits(entry) if done == 0 else [r for r in range(4) if r != entry]
                    )
                    for r in choices:
                        out_field = self.arm(r, arm_len)
                        if ten or out_field not in blocked:
                            said = (*words, f"arm {r}")
                            trail_o = (*trail, out_field)
                            stack.append(
                                (out_field, 2 * entry + 1, steps, said, trail_o, exempt, False)
                            )
            else:
                q, j0 = divmod(p - CROSS0, arm_len)
                j = j0 + 1
                came_out = False
                if x & 1 == 0:
                    nx, step = x, p + 1 if j < arm_len else centre
                elif j > 1:
                    nx, step = x, p - 1
                else:
                    nx, step, came_out = -1, self.gate(q), True
                if ten or step not in blocked:
                    stack.append((step, nx, steps, words, (*trail, step), exempt, came_out))
        for walks in by_length:
            walks.reverse()
        return by_length

    def _walk_back(
        self, pos: int, xi: int, n: int, blocked: Container[int], shortest: int
    ) -> list[list[Walk]]:
        by_length: list[list[Walk]] = [[] for _ in range(n + 1)]
        if HOME0 <= pos < CROSS0:
            return by_length
        if pos >= CROSS0 and self.backward_in_cross == "forbidden":
            return by_length
        p, x = pos, xi
        centre = self.centre
        arm_len = self.arm_length
        trail: list[int] = []
        for m in range(1, n + 1):
            if p < TRACK:
                p = (p - 1) % TRACK
            elif p == centre:
                entry = x >> 1
                p, x = self.arm(entry, arm_len), 2 * entry
            else:
                q, j0 = divmod(p - CROSS0, arm_len)
                j = j0 + 1
                if x & 1:
                    if j < arm_len:
                        p = p + 1
                    else:
                        p, x = centre, x & ~1
                elif j > 1:
                    p = p - 1
                else:
                    p, x = self.gate(q), -1
            if p in blocked:
                break  # no way back past it, of this length or more
            trail.append(p)
            if m >= shortest:
                by_length[m].append((p, x, (), tuple(trail), False))
        return by_length
