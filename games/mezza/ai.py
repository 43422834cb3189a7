"""The Mezza computer player (placeholder: random until the heuristic lands)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.base import Game


def choose(game: Game, player: str, rng: random.Random) -> str:
    return rng.choice(game.legal_moves(player))
