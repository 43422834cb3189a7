"""Decisions per second in random playouts: `python -m tests.muriel.bench [games]`.

A decision is one `legal_moves` + `play` of the player on turn; game set-up is
timed too, so the figure is for whole games. CPU time of this process, so other
work on a shared machine disturbs the figure less.
"""

from __future__ import annotations

import random
import sys
import time

from games.muriel import Muriel


def bench(games: int, seats: int) -> tuple[int, float]:
    players = [f"p{i}" for i in range(seats)]
    decisions = 0
    start = time.process_time()
    for seed in range(games):
        g = Muriel.new(players, seed=seed)
        rng = random.Random(seed)
        while not g.over:
            p = g.turn()[0]
            g.play(p, rng.choice(g.legal_moves(p)))
            decisions += 1
    return decisions, time.process_time() - start


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for seats in (9, 6, 3):
        d, t = bench(n, seats)
        print(f"{seats} seats: {d} decisions in {t:.2f}s = {d / t:,.0f}/s")
