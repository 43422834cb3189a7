"""The hard computer level: determinized Monte Carlo search over the engine contract.

A seat cannot see the other hands, so the search never looks at them. Each
playout starts from a *determinization*: a copy of the game in which every card
the seat cannot see has been dealt again at random (`Game.redeal_hidden`, the
same hook the tests use to prove that no view leaks a hidden card; cards
everyone saw go into a hand stay there). Two games that look the same to the
seat therefore give the same determinizations from the same generator, and so
the same move.

The search starts from the normal player's own choice and asks whether another
move is clearly better. Each sample deals one world and one stream of chance
and plays both the normal move and one challenger (picked by UCB1 over what
the challengers have gained so far) in it, the normal computer players
finishing the round: until the next settlement (an event that moves money or
points), the end of the game, or a horizon of plies (the budget's, else the
game's `search_horizon`, else 60). Playing both moves in the same world
measures the difference the move makes rather than the luck of two deals, which
in a card game is far the larger. A playout cut off at the horizon is scored by
the game's own `evaluate(player)` where it has one, else by the partial
`outcome()` where it ranks the seats, else even.

A game may say that the playouts cannot judge a decision (`search_judges`):
the normal move is played then without a search.

A challenger replaces the normal move only when its mean gain clears a
one-sided bound (see `_verdict`), so thin evidence never overturns a sound move
and moves that change nothing cannot make a search go round in circles. The
work is bounded by a playout count, so search stays pure and repeatable; a
front end that wants a time budget passes `should_stop`, which is asked
between samples.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from games.base import Event, Game

# Exploration weight of UCB1 for gains in [-1, 1].
EXPLORATION = 0.7
# How sure the playouts must be that a move beats the normal player's choice
# before the search plays it instead: the one-sided error allowed, shared out
# among the challengers tried.
SIGNIFICANCE = 0.05
# A challenger needs this many worlds before its gain counts at all.
MIN_VISITS = 4
# How many worlds' worth of weight the variance of all gains in a search has in
# the variance of one challenger's gains (few gains say little about their spread).
POOLED_WEIGHT = 2.0
# A floor under that pooled variance: a handful of equal gains is no proof.
MIN_VARIANCE = 0.05
# Plies a playout may run when neither the budget nor the game says otherwise.
DEFAULT_HORIZON = 60

# A game's own score for a seat where a playout stops: (player) -> [0, 1].
Evaluation = Callable[[str], float]
# A player's move choice, as `games.ai` makes them: (game, player, rng) -> move.
Chooser = Callable[["Game", str, random.Random], str]
# The next computer move of a playout, whoever makes it: (game, rng) -> (player, move).
Step = Callable[["Game", random.Random], "tuple[str, str] | None"]


@dataclass(frozen=True, slots=True)
class SearchBudget:
    """How much a hard computer may think about one move.

    `playouts` bounds the work (two a sample: the normal move and a
    challenger); `horizon` bounds one playout in plies when no settlement or
    end comes first (None: the game's `search_horizon`); `should_stop`
    (optional, from a front end with a clock) ends the search early between
    samples.
    """

    playouts: int = 160
    horizon: int | None = None
    rollout_level: str = "normal"
    should_stop: Callable[[], bool] | None = field(default=None, compare=False)


DEFAULT_BUDGET = SearchBudget()


@dataclass(slots=True)
class _Challenger:
    """A move other than the normal player's, and how much better it did, world by world."""

    move: str
    visits: int = 0
    total: float = 0.0
    squares: float = 0.0

    def add(self, difference: float) -> None:
        self.visits += 1
        self.total += difference
        self.squares += difference * difference

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    @property
    def deviations(self) -> float:
        """The sum of squared deviations from the mean."""
        return max(0.0, self.squares - self.total * self.mean)


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
    if not _can_judge(game, player):
        return preferred
    challengers = [_Challenger(move) for move in moves if move != preferred]
    horizon = _horizon(game, budget)
    for sample in range(max(1, budget.playouts // 2)):
        if budget.should_stop is not None and sample and budget.should_stop():
            break
        challenger = challengers[_select(challengers, sample)]
        # One world and one stream of chance for both moves, so the difference
        # shows the moves, not the luck of two deals.
        world = game.redeal_hidden(player, rng)
        chance = rng.getrandbits(64)
        base = _playout(world.clone(), player, preferred, random.Random(chance), horizon, step)
        other = _playout(world, player, challenger.move, random.Random(chance), horizon, step)
        challenger.add(other - base)
    return _verdict(challengers, preferred)


def _can_judge(game: Game, player: str) -> bool:
    """Whether playouts can tell this decision's moves apart, by the game's own
    `search_judges(player)` where it has one.

    A decision whose effect shows only beyond the horizon (Mezza's choice of
    face-up cards) would be judged by what it changes within the horizon, which
    can be the opposite of its worth; the normal player's choice is kept then.
    """
    judges: Callable[[str], bool] | None = getattr(game, "search_judges", None)
    return judges is None or judges(player)


def _horizon(game: Game, budget: SearchBudget) -> int:
    """The budget's horizon, else the game's own, else the default."""
    if budget.horizon is not None:
        return budget.horizon
    # Read from the game, not its class: a horizon may depend on the seats.
    own: int = getattr(game, "search_horizon", DEFAULT_HORIZON)
    return own


def _verdict(challengers: list[_Challenger], preferred: str) -> str:
    """The challenger that clearly beats the normal player's choice, else that choice.

    Clearly: its mean gain, over at least `MIN_VISITS` worlds, exceeds a
    one-sided bound. The bound uses the challenger's own variance blended with
    that of every gain in this search (floored), since a few worlds with equal
    gains would otherwise claim certainty; and its error is shared out among the
    challengers tried, since the best of many looks better than it is.
    """
    tried = [c for c in challengers if c.visits >= MIN_VISITS]
    if not tried:
        return preferred
    freedom = sum(c.visits - 1 for c in challengers if c.visits)
    spread = sum(c.deviations for c in challengers)
    pooled = max(MIN_VARIANCE, spread / freedom) if freedom else MIN_VARIANCE
    z = NormalDist().inv_cdf(1.0 - SIGNIFICANCE / len(tried))
    best, best_bound = preferred, 0.0
    for challenger in tried:
        variance = (challenger.deviations + POOLED_WEIGHT * pooled) / (
            challenger.visits - 1 + POOLED_WEIGHT
        )
        bound = challenger.mean - z * math.sqrt(variance / challenger.visits)
        if bound > best_bound:
            best, best_bound = challenger.move, bound
    return best


def _select(challengers: list[_Challenger], sample: int) -> int:
    """UCB1 over the gains: every challenger once, then the best mean plus a bonus."""
    for index, challenger in enumerate(challengers):
        if challenger.visits == 0:
            return index
    log_total = math.log(sample + 1)
    best, best_value = 0, -math.inf
    for index, challenger in enumerate(challengers):
        value = challenger.mean + EXPLORATION * math.sqrt(log_total / challenger.visits)
        if value > best_value:
            best, best_value = index, value
    return best


def _playout(
    world: Game, player: str, move: str, rng: random.Random, horizon: int, step: Step
) -> float:
    """Score in [0, 1] for `player` after `move` and the others' replies."""
    if move not in world.legal_moves(player):
        # The seat's own moves depend only on what it knows, so this does not
        # happen in a sound engine; score it neutrally rather than fail.
        return 0.5
    gains: dict[str, int] = dict.fromkeys(world.players, 0)
    settled = _book(world.play(player, move), gains)
    plies = 0
    while not world.over and not settled and plies < horizon:
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
    evaluate: Evaluation | None = getattr(game, "evaluate", None)
    if evaluate is not None:
        return evaluate(player)
    if len(game.outcome().ranking) > 1:
        return _place_score(game, player)
    return 0.5


def lead_score(lead: float, scale: float) -> float:
    """A seat's lead over the others, in a game's own units, as a score in [0, 1]:
    even is 0.5, a lead of `scale` about 0.88 (tanh of 1). Squashed rather than
    clipped, so every unit a move gains or loses still counts."""
    return 0.5 + 0.5 * math.tanh(lead / scale)


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
