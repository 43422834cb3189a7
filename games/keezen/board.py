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
from typing import NamedTuple

TRACK = 64
HOME0 = 64
CROSS0 = 80

# How a card moves a pawn: forward, an 8 (may turn into the cross at a gate), a 10
# (may pass and hit anything), 4 back.
NORMAL, EIGHT, TEN, BACK = 0, 1, 2, 3


class Walk(NamedTuple):
    """One way a pawn can go its steps."""

    end: int
    xi: int
    # The words that pick this way at a fork ("home", "arm 2").
    choices: tuple[str, ...]
    # The fields passed, the end included.
    path: tuple[int, ...]
    # Whether it carried the pawn onto or over its own start place.
    passed_start: bool


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
        steps (its own home entrance; a gate matters only to an 8): one walk, found
        without the search. None when there is a fork to take."""
        if (kind != NORMAL and kind != TEN) or not 0 <= pos < TRACK:
            return None
        start = 16 * colour
        if (start - 1 - pos) % TRACK < n:
            return None  # the home entrance comes first
        trail = tuple((pos + i) % TRACK for i in range(1, n + 1))
        return [Walk(trail[-1], -1, (), trail, kind != TEN and start in trail)]

    def walk(
        self,
        pos: int,
        xi: int,
        colour: int,
        n: int,
        kind: int,
        blocked: Container[int],
        home_occ: Container[int],
    ) -> list[Walk]:
        """Every way a pawn can go `n` steps from `pos` (a fork gives several).

        `blocked` holds start places with their own colour's pawn on them: no
        card but the 10 passes them and nothing lands there. `home_occ` holds
        occupied home fields, which are never jumped or landed on.
        """
        if kind == BACK:
            return self._walk_back(pos, xi, n, blocked)
        out: list[Walk] = []
        start = 16 * colour
        entrance = (start - 1) % TRACK
        centre = self.centre
        arm_len = self.arm_length
        # Each frame: field, xi, steps left, words, trail, passed own start, came out of an arm.
        stack: list[tuple[int, int, int, tuple[str, ...], tuple[int, ...], bool, bool]] = [
            (pos, xi, n, (), (), False, False)
        ]
        while stack:
            p, x, left, words, trail, exempt, from_arm = stack.pop()
            if left == 0:
                if p in blocked:
                    continue
                out.append(Walk(p, x, words, trail, exempt))
                continue
            done = n - left
            nxt: list[tuple[int, int, tuple[str, ...], bool, bool]] = []
            if p < TRACK:
                q = self.gate_arm(p)
                if kind == EIGHT and q >= 0 and not from_arm and (done > 0 or self.eight_from_gate):
                    nxt.append((self.arm(q, 1), 2 * q, words, exempt, False))
                else:
                    if p == entrance and kind != TEN:
                        h = HOME0 + 4 * colour
                        if h not in home_occ:
                            nxt.append((h, -1, (*words, "home"), exempt, False))
                    if not (p == entrance and kind == TEN and self.ten_into_home == "illegal"):
                        t = (p + 1) % TRACK
                        passed = exempt or (t == start and kind != TEN)
                        nxt.append((t, -1, words, passed, False))
            elif p < CROSS0:
                if (p - HOME0) % 4 < 3 and p + 1 not in home_occ:
                    nxt.append((p + 1, -1, words, exempt, False))
            elif p == centre:
                entry = x >> 1
                if done > 0 and self.pass_through == "straight":
                    r = (entry + 2) % 4
                    nxt.append((self.arm(r, arm_len), 2 * entry + 1, words, exempt, False))
                else:
                    choices = (
                        self.exits(entry) if done == 0 else [r for r in range(4) if r != entry]
                    )
                    for r in choices:
                        nxt.append(
                            (
                                self.arm(r, arm_len),
                                2 * entry + 1,
                                (*words, f"arm {r}"),
                                exempt,
                                False,
                            )
                        )
            else:
                q, j0 = divmod(p - CROSS0, arm_len)
                j = j0 + 1
                if x & 1 == 0:
                    nxt.append((p + 1 if j < arm_len else centre, x, words, exempt, False))
                elif j > 1:
                    nxt.append((p - 1, x, words, exempt, False))
                else:
                    nxt.append((self.gate(q), -1, words, exempt, True))
            for np, nx, nw, nex, nfa in nxt:
                if np in blocked and kind != TEN:
                    continue
                stack.append((np, nx, left - 1, nw, (*trail, np), nex, nfa))
        out.reverse()
        return out

    def _walk_back(self, pos: int, xi: int, n: int, blocked: Container[int]) -> list[Walk]:
        if HOME0 <= pos < CROSS0:
            return []
        if pos >= CROSS0 and self.backward_in_cross == "forbidden":
            return []
        p, x = pos, xi
        centre = self.centre
        arm_len = self.arm_length
        trail: list[int] = []
        for _ in range(n):
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
                return []
            trail.append(p)
        return [Walk(p, x, (), tuple(trail), False)]
