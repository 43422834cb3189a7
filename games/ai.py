"""Computer players. Pure and seeded: the same game, seat and rng give the same move.

A computer seat plays at one of three levels (`LEVELS`):

- `normal`: the game's own heuristic player, registered in its package as
  `Game.strategy` (a function of game, player and rng);
- `easy`: the same player, but every other move (at random) is any legal move;
- `hard`: a search (`games.search`) that plays each candidate out in worlds
  dealt anew from what the seat can see, with the normal players replying.

`random` (any legal move) is kept for tests and as the floor of the ladder. A
game with moves made out of turn (Mezza's ½ snatch) registers `Game.interject`,
which says whether a computer seat the table is not waiting on wants to move,
and may register a stronger rule for the hard level as `Game.interject_hard`
(the search does not look at moves made out of turn).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.base import Game
    from games.search import SearchBudget

Strategy = Callable[["Game", str, random.Random], str]
Interjection = Callable[["Game", str, random.Random], "str | None"]

LEVELS = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"
# Every level a strategy can be asked for: the player-facing ones and `random`.
ALL_LEVELS = ("random", *LEVELS)
# How often the easy level plays any legal move instead of its heuristic's.
EASY_RANDOM_SHARE = 1 / 2
# Older saves and scripts name the heuristic level `best`.
_ALIASES = {"best": "normal"}


def check_level(level: str) -> str:
    """The level's canonical name; ValueError naming the levels for anything else."""
    name = _ALIASES.get(level.strip().lower(), level.strip().lower())
    if name not in ALL_LEVELS:
        raise ValueError(f"Unknown computer level {level!r}; choose one of {', '.join(LEVELS)}.")
    return name


def random_move(game: Game, player: str, rng: random.Random) -> str:
    """Any legal move, uniformly."""
    moves = game.legal_moves(player)
    if not moves:
        raise ValueError(f"{player} has no legal move now.")
    return rng.choice(moves)


def strategy_for(
    game_cls: type[Game], level: str = DEFAULT_LEVEL, budget: SearchBudget | None = None
) -> Strategy:
    """The move function of a level (see the module text); `budget` bounds `hard`."""
    name = check_level(level)
    if name == "random":
        return random_move
    own: Strategy = getattr(game_cls, "strategy", None) or random_move
    if name == "normal":
        return own
    if name == "easy":

        def easy(game: Game, player: str, rng: random.Random) -> str:
            if rng.random() < EASY_RANDOM_SHARE:
                return random_move(game, player, rng)
            return own(game, player, rng)

        return easy
    from games.search import DEFAULT_BUDGET, search_move

    chosen = budget or DEFAULT_BUDGET
    prior = strategy_for(game_cls, chosen.rollout_level)

    def step(game: Game, rng: random.Random) -> tuple[str, str] | None:
        return next_computer_move(
            game, game.players, lambda _seat: rng, lambda _seat: chosen.rollout_level
        )

    def hard(game: Game, player: str, rng: random.Random) -> str:
        return search_move(game, player, rng, chosen, prior, step)

    return hard


def choose_move(
    game: Game,
    player: str,
    rng: random.Random,
    level: str = DEFAULT_LEVEL,
    budget: SearchBudget | None = None,
) -> str:
    return strategy_for(type(game), level, budget)(game, player, rng)


def interjection(
    game: Game, player: str, rng: random.Random, level: str = DEFAULT_LEVEL
) -> str | None:
    """The out-of-turn move a computer seat wants to make now, or None.

    Random players never interject: with a snatch always legal for whoever holds
    a ½, a random interjection would fire on almost every card.
    """
    own: Interjection | None = getattr(type(game), "interject", None)
    # Most games have no out-of-turn moves, and a searching computer asks every
    # seat at every ply of every playout: those games are answered first.
    if own is None:
        check_level(level)
        return None
    name = check_level(level)
    if name == "random" or player in game.turn() or not game.legal_moves(player):
        return None
    if name == "hard":
        own = getattr(type(game), "interject_hard", None) or own
    return own(game, player, rng)


def next_computer_move(
    game: Game,
    computers: Iterable[str],
    rng_for: Callable[[str], random.Random],
    level_for: Callable[[str], str] = lambda _: DEFAULT_LEVEL,
    *,
    waiting: bool = True,
    budget: SearchBudget | None = None,
) -> tuple[str, str] | None:
    """The next move a computer seat makes, as (player, move), or None.

    Out-of-turn moves come first, in seat order, as they would at a real table
    where the quickest hand wins; then a computer seat the table waits on
    (unless `waiting` is False, when a front end wants to ask a human first).
    """
    seats = [p for p in computers if p in game.players]
    # Most games have no moves out of turn, and a searching computer asks for the next
    # move at every ply of every playout: those games ask no seat.
    if getattr(type(game), "interject", None) is not None:
        for p in seats:
            move = interjection(game, p, rng_for(p), level_for(p))
            if move is not None:
                return p, move
    if waiting:
        for p in game.turn():
            if p in seats and game.legal_moves(p):
                return p, choose_move(game, p, rng_for(p), level_for(p), budget)
    return None


def is_computer(player: str) -> bool:
    """Computer seats are named `ai:1`, `ai:2`, ..."""
    return player.startswith("ai:")
