"""Computer players. Pure and seeded: the same game, seat and rng give the same move.

Every game gets `random_move`. A game with a better player registers it in its
own package as `Game.strategy` (a function of game, player and rng);
`choose_move` uses it unless asked for random play.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.base import Game

Strategy = Callable[["Game", str, random.Random], str]


def random_move(game: Game, player: str, rng: random.Random) -> str:
    """Any legal move, uniformly."""
    moves = game.legal_moves(player)
    if not moves:
        raise ValueError(f"{player} has no legal move now.")
    return rng.choice(moves)


def strategy_for(game_cls: type[Game], level: str = "best") -> Strategy:
    """`random` or `best` (the game's own heuristic where it has one)."""
    if level == "random":
        return random_move
    if level != "best":
        raise ValueError(f"Unknown computer level {level!r}; use 'best' or 'random'.")
    own: Strategy | None = getattr(game_cls, "strategy", None)
    return own if own is not None else random_move


def choose_move(game: Game, player: str, rng: random.Random, level: str = "best") -> str:
    return strategy_for(type(game), level)(game, player, rng)


def is_computer(player: str) -> bool:
    """Computer seats are named `ai:1`, `ai:2`, ..."""
    return player.startswith("ai:")
