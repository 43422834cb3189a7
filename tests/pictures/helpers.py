"""Seeded random games at their start, middle and end, for the picture tests."""

from __future__ import annotations

import io
import random
from functools import cache

from PIL import Image

import games
from games.base import Game

PEOPLE = ("1574417857784184847", "1574417857784184848", "1574417857784184849")
NAMES = {PEOPLE[0]: "Alice", PEOPLE[1]: "Bob", PEOPLE[2]: "Chloé"}
SIZE_LIMIT = 150_000


def seats(name: str) -> list[str]:
    """People and computer seats mixed, as many as the game allows without options."""
    cls = games.REGISTRY[name]
    lo, hi = cls.seat_range(cls.Options())
    n = min(hi, max(lo, 4))
    mixed = [PEOPLE[0], "ai:1", PEOPLE[1], "ai:2", PEOPLE[2], "ai:3"]
    return mixed[:n]


@cache
def states(name: str, seed: int = 3) -> tuple[tuple[str, Game], ...]:
    """The game at its start, after some random moves, and at its end."""
    cls = games.REGISTRY[name]
    g = cls.new(seats(name), seed=seed)
    rng = random.Random(seed)
    out: list[tuple[str, Game]] = [("start", g.copy())]
    moves = 0
    while not g.over and moves < cls.move_limit:
        movers = [p for p in g.players if g.legal_moves(p)]
        player = rng.choice(movers)
        g.play(player, rng.choice(g.legal_moves(player)))
        moves += 1
        if moves == 40:
            out.append(("middle", g.copy()))
    out.append(("end", g.copy()))
    return tuple(out)


def decoded(png: bytes | None) -> Image.Image:
    assert png is not None
    img = Image.open(io.BytesIO(png))
    img.load()
    assert img.format == "PNG"
    return img
