"""Size and drawing time of every game's table and hand pictures.

    python bench/pictures.py [--runs 20] [--game mezza]

For one mid-game state per game (40 random moves, seed 3) prints the PNG size
of the public table picture and of the first seat's hand picture, and the
milliseconds per draw: cold (card faces, fonts and palette caches emptied
first) and cached (the median of `--runs` draws once the faces are drawn).
Also the largest table picture seen at the start, middle and end of a random
game. Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games
from games import card_art, table_art
from games.base import Game

NAMES = {"p0": "Alice", "p2": "Bob", "p4": "Chloé"}


def seated(cls: type[Game]) -> list[str]:
    lo, hi = cls.seat_range(cls.Options())
    n = max(lo, min(hi, 4))
    return [f"p{i}" if i % 2 == 0 else f"ai:{i}" for i in range(n)]


def played(cls: type[Game], moves: int) -> Game:
    g = cls.new(seated(cls), seed=3)
    rng = random.Random(3)
    for _ in range(moves):
        if g.over:
            break
        player = rng.choice([p for p in g.players if g.legal_moves(p)])
        g.play(player, rng.choice(g.legal_moves(player)))
    return g


def empty_caches() -> None:
    for cached in (
        card_art.card_face,
        card_art.card_back,
        card_art.suit_mark,
        card_art.font,
        table_art._palette,
    ):
        cached.cache_clear()


def ms(draw: Callable[[], object]) -> float:
    start = time.perf_counter()
    draw()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--game", choices=sorted(games.REGISTRY))
    args = parser.parse_args()
    names = [args.game] if args.game else list(games.REGISTRY)
    print(
        f"{'game':<10} {'table KB':>8} {'cold ms':>8} {'cached ms':>9}   "
        f"{'hand KB':>7} {'cold ms':>8} {'cached ms':>9}   {'largest table KB':>16}"
    )
    for name in names:
        cls = games.REGISTRY[name]
        g = played(cls, 40)
        public, own = g.view(None), g.view(g.players[0])
        row: list[float] = []
        for hook, view in ((cls.picture, public), (cls.hand_picture, own)):
            draw = partial(hook, view, NAMES)
            empty_caches()
            cold = ms(draw)
            png = draw()
            cached = statistics.median(ms(draw) for _ in range(args.runs))
            row += [len(png or b"") / 1000, cold, cached]
        largest = max(
            len(cls.picture(played(cls, k).view(None), NAMES) or b"") for k in (0, 40, 10_000)
        )
        print(
            f"{name:<10} {row[0]:>8.1f} {row[1]:>8.1f} {row[2]:>9.1f}   "
            f"{row[3]:>7.1f} {row[4]:>8.1f} {row[5]:>9.1f}   {largest / 1000:>16.1f}"
        )


if __name__ == "__main__":
    main()
