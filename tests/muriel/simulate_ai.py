"""Heuristic seat vs random seats: `python -m tests.muriel.simulate_ai [games] [seats]`.

One seat (rotating with the seed) uses `games.muriel.ai.choose`; the others play
uniformly random legal moves. Prints the heuristic seat's win rate (a shared
first place counts as a win) and mean points against a random seat's.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass

from games.ai import random_move
from games.muriel import Muriel
from games.muriel.ai import choose


@dataclass
class Result:
    games: int
    seats: int
    ai_wins: int
    ai_points: float
    random_points: float

    @property
    def win_rate(self) -> float:
        return self.ai_wins / self.games


def simulate(games: int, seats: int = 9, first_seed: int = 0) -> Result:
    wins = 0
    ai_pts = rnd_pts = 0.0
    for seed in range(first_seed, first_seed + games):
        players = [f"ai:{i}" for i in range(seats)]
        hero = players[seed % seats]
        g = Muriel.new(players, seed=seed)
        rng = random.Random(seed)
        while not g.over:
            p = g.turn()[0]
            move = choose(g, p, rng) if p == hero else random_move(g, p, rng)
            g.play(p, move)
        out = g.outcome()
        wins += hero in out.ranking[0]
        ai_pts += out.points[hero]
        rnd_pts += sum(v for p, v in out.points.items() if p != hero) / (seats - 1)
    return Result(games, seats, wins, ai_pts / games, rnd_pts / games)


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    seats = int(sys.argv[2]) if len(sys.argv) > 2 else 9
    r = simulate(n, seats)
    print(
        f"{r.games} games, {seats} seats: heuristic wins {r.win_rate:.1%} "
        f"(random seat expectation {1 / seats:.1%}); mean points {r.ai_points:.1f} "
        f"vs {r.random_points:.1f} per random seat"
    )
