"""Computer players. Pure and seeded: the same game, seat and rng give the same move.

Every game gets `random_move`. A game with a better player registers it in its
own package as `Game.strategy` (a function of game, player and rng);
`choose_move` uses it unless asked for random play. A game with moves made out
of turn (Mezza's ½ snatch) registers `Game.interject`, which says whether a
computer seat that the table is not waiting on wants to move now.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.base import Game

Strategy = Callable[["Game", str, random.Random], str]
Interjection = Callable[["Game", str, random.Random], "str | None"]


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


def interjection(game: Game, player: str, rng: random.Random, level: str = "best") -> str | None:
    """The out-of-turn move a computer seat wants to make now, or None.

    Random players never interject: with a snatch always legal for whoever holds
    a ½, a random interjection would fire on almost every card.
    """
    if level == "random" or player in game.turn() or not game.legal_moves(player):
        return None
    own: Interjection | None = getattr(type(game), "interject", None)
    return own(game, player, rng) if own is not None else None


def next_computer_move(
    game: Game,
    computers: Iterable[str],
    rng_for: Callable[[str], random.Random],
    level_for: Callable[[str], str] = lambda _: "best",
    *,
    waiting: bool = True,
) -> tuple[str, str] | None:
    """The next move a computer seat makes, as (player, move), or None.

    Out-of-turn moves come first, in seat order, as they would at a real table
    where the quickest hand wins; then a computer seat the table waits on
    (unless `waiting` is False, when a front end wants to ask a human first).
    """
    seats = [p for p in computers if p in game.players]
    for p in seats:
        move = interjection(game, p, rng_for(p), level_for(p))
        if move is not None:
            return p, move
    if waiting:
        for p in game.turn():
            if p in seats and game.legal_moves(p):
                return p, choose_move(game, p, rng_for(p), level_for(p))
    return None


def is_computer(player: str) -> bool:
    """Computer seats are named `ai:1`, `ai:2`, ..."""
    return player.startswith("ai:")
