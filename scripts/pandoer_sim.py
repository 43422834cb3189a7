"""Pandoer: the computer player against random-legal seats.

    PYTHONPATH=. python scripts/pandoer_sim.py [sessions]

Each session seats one computer player (rotating seat) and three random
players; prints the computer's mean money per session and its win rate.
"""

from __future__ import annotations

import random
import sys

from games.ai import random_move
from games.pandoer import Pandoer
from games.pandoer.ai import choose

PLAYERS = ["p0", "p1", "p2", "p3"]


def session(seed: int, ai_seat: int, deals: int = 8) -> dict[str, int]:
    g = Pandoer.new(PLAYERS, seed=seed, options={"deals": deals})
    rng = random.Random(seed * 7 + 1)
    while not g.over:
        p = g.turn()[0]
        move = choose(g, p, rng) if p == PLAYERS[ai_seat] else random_move(g, p, rng)
        g.play(p, move)
    return g.outcome().money


def main(n: int) -> None:
    total = 0
    wins = 0
    bids: dict[str, int] = {}
    for seed in range(n):
        seat = seed % 4
        money = session(seed, seat)
        mine = money[PLAYERS[seat]]
        total += mine
        wins += mine > max(v for p, v in money.items() if p != PLAYERS[seat])
    print(
        f"{n} sessions of 8 deals: computer mean {total / n:+.1f} ct per session "
        f"(random seats mean {-total / n / 3:+.1f} ct); computer best at the table "
        f"in {wins}/{n} sessions ({100 * wins / n:.0f}%)"
    )
    del bids


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
