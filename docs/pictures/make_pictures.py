"""Draw the example pictures in this folder from seeded games.

    python docs/pictures/make_pictures.py

Each game is played by its computer players from a fixed seed, and the public
table (what the channel sees) or the first seat's hand (what only that player
sees) is saved after the given number of moves. The same code gives the same
files.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import games
from games.ai import choose_move
from games.base import Game

HERE = Path(__file__).resolve().parent
PEOPLE = ["100000000000000001", "100000000000000002", "100000000000000003"]
NAMES = {PEOPLE[0]: "Anouk", PEOPLE[1]: "Bram", PEOPLE[2]: "Chloé"}
# file name, game, seats, seed, moves made, whose view (None: the public table)
SHOTS: list[tuple[str, str, int, int, int, str | None]] = [
    ("mezza-table-1", "mezza", 4, 11, 14, None),
    ("mezza-table-2", "mezza", 4, 11, 70, None),
    ("mezza-hand", "mezza", 4, 11, 70, PEOPLE[0]),
    ("muriel-table-1", "muriel", 5, 4, 22, None),
    ("muriel-table-2", "muriel", 5, 4, 51, None),
    ("muriel-hand", "muriel", 5, 4, 22, PEOPLE[0]),
    ("pandoer-table-1", "pandoer", 4, 15, 355, None),
    ("pandoer-table-2", "pandoer", 4, 1, 38, None),
    ("pandoer-hand", "pandoer", 4, 15, 350, PEOPLE[0]),
    ("meierijen-table-1", "meierijen", 2, 6, 9, None),
    ("meierijen-table-2", "meierijen", 2, 6, 40, None),
    ("meierijen-hand", "meierijen", 2, 6, 40, PEOPLE[0]),
    ("keezen-table-1", "keezen", 4, 5, 90, None),
    ("keezen-hand", "keezen", 4, 5, 30, PEOPLE[0]),
]


def played(name: str, n: int, seed: int, moves: int) -> Game:
    cls = games.REGISTRY[name]
    g = cls.new([PEOPLE[0], "ai:1", PEOPLE[1], "ai:2", PEOPLE[2], "ai:3"][:n], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.over:
            break
        player = rng.choice([p for p in g.players if g.legal_moves(p)])
        g.play(player, choose_move(g, player, rng))
    return g


def main() -> None:
    for file, name, n, seed, moves, viewer in SHOTS:
        g = played(name, n, seed, moves)
        if viewer is None:
            png = type(g).picture(g.view(None), NAMES)
        else:
            png = type(g).hand_picture(g.view(viewer), NAMES)
        (HERE / f"{file}.png").write_bytes(png or b"")
        print(f"{file}.png {len(png or b'')} bytes")


if __name__ == "__main__":
    main()
