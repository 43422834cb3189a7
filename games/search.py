"""The hard computer level: determinized Monte Carlo search over the engine contract.

A seat cannot see the other hands, so the search never looks at them. Each
playout starts from a *determinization*: a copy of the game in which every card
the seat cannot see has been dealt again at random (`Game.redeal_hidden`, the
same hook the tests use to prove that no view leaks a hidden card). Two games
that look the same to the seat therefore give the same determinizations from
the same generator, and so the same move.

Every playout picks a candidate move by UCB1 over what the candidates have
scored so far, plays it in a fresh determinization and lets the normal computer
players finish the round: until the next settlement (an event that moves
money or points), the end of the game, or a horizon of plies. A playout cut
off at the horizon is scored by the standing so far: the game's partial
`outcome()` where it ranks the seats, else the game's own `evaluate` (a
static method on the Game class, such as Mezza's cards-left race), else even.
The search starts from the normal player's own choice and plays another
move only when the playouts show it better by a clear margin (a one-sided
test on the difference of means), so thin evidence never overturns a sound
move and moves that change nothing cannot make a search go round in circles.
The work is bounded by a playout count, so search stays pure and repeatable;
a front end that wants a time budget passes `should_stop`, which is asked
between playouts.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.base import Event, Game

# Exploration weight of UCB1 for scores in [0, 1].
EXPLORATION = 0.7
# How sure the playouts must be that a move beats the normal player's choice
# before the search plays it instead: one-sided z of the difference of means.
CONFIDENCE_Z = 1.645

Evaluation = Callable[["Game", str], float]
# A player's move choice, as `games.ai` makes them: (game, player, rng) -> move.
Chooser = Callable[["Game", str, random.Random], str]
# The next computer move of a playout, whoever makes it: (game, rng) -> (player, move).
Step = Callable[["Game", random.Random], "tuple[str, str] | None"]


@dataclass(frozen=True, slots=True)
class SearchBudget:
    """How much a hard computer may think about one move.

    `playouts` bounds the work; `horizon` bounds one playout in plies when no
    settlement or end comes first; `should_stop` (optional, from a front end
    with a clock) ends the search early between playouts.
    """

    playouts: int = 160
    horizon: int = 60
    rollout_level: str = "normal"
    should_stop: Callable[[], bool] | None = field(default=None, compare=False)


DEFAULT_BUDGET = SearchBudget()


@dataclass(slots=True)
class _Candidate:
    move: str
    visits: int = 0
    total: float = 0.0
    squares: float = 0.0

    def add(self, score: float) -> None:
        self.visits += 1
        self.total += score
        self.squares += score * score

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    @property
    def error(self) -> float:
        """The variance of the mean (with one playout, the widest it can be)."""
        if self.visits < 2:
            return 0.25
        variance = max(0.0, self.squares / self.visits - self.mean**2)
        return variance * self.visits / (self.visits - 1) / self.visits


def search_move(
    game: Game,
    player: str,
    rng: random.Random,
    budget: SearchBudget,
    prior: Chooser,
    step: Step,
) -> str:
    """The move for `player`: `prior`'s choice unless playouts clearly find better.

    `prior` is the normal player; `step` plays the others' (and the seat's own
    later) moves in playouts. `games.ai` hands both in, which keeps this module
    free of any particular player.
    """
    moves = game.legal_moves(player)
    if not moves:
        raise ValueError(f"{player} has no legal move now.")
    if len(moves) == 1:
        return moves[0]
    preferred = prior(game, player, random.Random(rng.random()))
    candidates = [_Candidate(move) for move in moves]
    for playout in range(budget.playouts):
        if budget.should_stop is not None and playout and budget.should_stop():
            break
        pick = _select(candidates, playout)
        world = game.redeal_hidden(player, rng)
        candidate = candidates[pick]
        candidate.add(_playout(world, player, candidate.move, rng, budget, step))
    return _verdict(candidates, moves, preferred)


def _verdict(candidates: list[_Candidate], moves: list[str], preferred: str) -> str:
    """The best-scoring move if it clearly beats the normal player's choice, else that."""
    tried = [c for c in candidates if c.visits]
    if not tried:
        return preferred
    best = max(tried, key=lambda c: (c.mean, -moves.index(c.move)))
    default = next((c for c in candidates if c.move == preferred), None)
    if default is None or default.visits == 0 or best is default:
        return best.move if default is None else preferred
    margin = CONFIDENCE_Z * math.sqrt(best.error + default.error)
    return best.move if best.mean - default.mean > margin else preferred


def _select(candidates: list[_Candidate], playout: int) -> int:
    """UCB1: every candidate once, then the best mean plus an exploration bonus."""
    for index, candidate in enumerate(candidates):
        if candidate.visits == 0:
            return index
    log_total = math.log(playout + 1)
    best, best_value = 0, -math.inf
    for index, candidate in enumerate(candidates):
        value = candidate.mean + EXPLORATION * math.sqrt(log_total / candidate.visits)
        if value > best_value:
            best, best_value = index, value
    return best


def _playout(
    world: Game, player: str, move: str, rng: random.Random, budget: SearchBudget, step: Step
) -> float:
    """Score in [0, 1] for `player` after `move` and the others' replies."""
    if move not in world.legal_moves(player):
        # The seat's own moves depend only on what it knows, so this does not
        # happen in a sound engine; score it neutrally rather than fail.
        return 0.5
    gains: dict[str, int] = dict.fromkeys(world.players, 0)
    settled = _book(world.play(player, move), gains)
    plies = 0
    while not world.over and not settled and plies < budget.horizon:
        found = step(world, rng)
        if found is None:
            break
        settled = _book(world.play(*found), gains)
        plies += 1
    if world.over:
        return _place_score(world, player)
    if settled:
        return _gain_score(gains, player)
    return _standing_score(world, player)


def _book(events: list[Event], gains: dict[str, int]) -> bool:
    """Add the money and points the events settle; True when anything was settled."""
    settled = False
    for event in events:
        for seat, cents in event.money.items():
            gains[seat] = gains.get(seat, 0) + cents
            settled = settled or cents != 0
        for seat, amount in event.points.items():
            gains[seat] = gains.get(seat, 0) + amount
            settled = settled or amount != 0
    return settled


def _standing_score(game: Game, player: str) -> float:
    """The standing of a game cut off before its end (see the module text)."""
    if len(game.outcome().ranking) > 1:
        return _place_score(game, player)
    evaluate: Evaluation | None = getattr(type(game), "evaluate", None)
    return evaluate(game, player) if evaluate is not None else 0.5


def _place_score(game: Game, player: str) -> float:
    """1 for a (shared) first place, 0 for last, evenly between."""
    ranking = game.outcome().ranking
    if len(ranking) < 2:
        return 0.5
    for place, seats in enumerate(ranking):
        if player in seats:
            return 1.0 - place / (len(ranking) - 1)
    return 0.0


def _gain_score(gains: dict[str, int], player: str) -> float:
    """How much better than the others' average this settlement went, in [0, 1]."""
    others = [amount for seat, amount in gains.items() if seat != player]
    if not others:
        return 0.5
    lead = gains.get(player, 0) - sum(others) / len(others)
    scale = sum(abs(amount) for amount in gains.values()) or 1
    return 0.5 + 0.5 * max(-1.0, min(1.0, lead / scale))
