"""`Game.clone()`: a copy that plays on like the original and shares nothing with it.

A search clones the game for every sample, so `clone` skips the JSON round trip;
these properties are what it must keep anyway. States are taken at several points
of seeded random games of every registered game.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games
from games.base import Game
from games.state import SavedState

GAME_NAMES = sorted(games.REGISTRY)
# Moves played before each look at a state, and moves played on after a clone.
STRIDE = 23
PLAY_ON = 12
LOOKS = 8

seeds = st.integers(min_value=0, max_value=2**31 - 1)
few = settings(max_examples=6, deadline=None, suppress_health_check=list(HealthCheck))


def new_game(name: str, seed: int) -> Game:
    cls = games.REGISTRY[name]
    lo, hi = cls.seat_range(cls.Options())
    return cls.new([f"p{i}" for i in range(max(lo, min(hi, 4)))], seed=seed)


def random_move(game: Game, rng: random.Random) -> tuple[str, str]:
    movers = game.turn()
    player = movers[rng.randrange(len(movers))]
    moves = game.legal_moves(player)
    return player, moves[rng.randrange(len(moves))]


def sampled_states(name: str, seed: int) -> Iterator[tuple[Game, random.Random]]:
    """The game every `STRIDE` random moves, with the generator that played it."""
    rng = random.Random(seed)
    game = new_game(name, seed)
    for _ in range(LOOKS):
        yield game, rng
        for _ in range(STRIDE):
            if game.over:
                return
            game.play(*random_move(game, rng))


def everything_seen(game: Game) -> dict[str, Any]:
    """What the contract shows of a game: its save, every view and legal move list."""
    seen: dict[str, Any] = {"json": game.to_json(), "turn": game.turn(), "over": game.over}
    for player in (*game.players, None):
        seen[f"view {player}"] = game.view(player)
    for player in game.players:
        seen[f"moves {player}"] = game.legal_moves(player)
    return seen


def saved_states(game: Game) -> list[SavedState]:
    """The game's `SavedState` parts, held directly or inside its live table."""
    found: list[SavedState] = []
    for value in vars(game).values():
        if isinstance(value, SavedState):
            found.append(value)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            parts = (getattr(value, f.name) for f in dataclasses.fields(value))
            found += [part for part in parts if isinstance(part, SavedState)]
    return found


def containers(value: Any) -> Iterator[list[Any] | dict[Any, Any]]:
    """Every list and dict inside a state, at any depth."""
    if isinstance(value, SavedState):
        for f in dataclasses.fields(value):
            yield from containers(getattr(value, f.name))
    elif isinstance(value, list):
        yield value
        for item in value:
            yield from containers(item)
    elif isinstance(value, dict):
        yield value
        for item in value.values():
            yield from containers(item)


@pytest.mark.parametrize("name", GAME_NAMES)
@few
@given(seed=seeds)
def test_a_clone_plays_on_exactly_like_the_original(name: str, seed: int) -> None:
    for game, rng in sampled_states(name, seed):
        clone = game.clone()
        assert type(clone) is type(game)
        assert everything_seen(clone) == everything_seen(game)
        # The original plays on too: the sampling carries on from wherever it got.
        for _ in range(PLAY_ON):
            if game.over:
                break
            player, move = random_move(game, rng)
            events = [e.to_dict() for e in game.play(player, move)]
            assert [e.to_dict() for e in clone.play(player, move)] == events
            assert everything_seen(clone) == everything_seen(game)


@pytest.mark.parametrize("name", GAME_NAMES)
@few
@given(seed=seeds)
def test_changing_a_clone_never_changes_the_original(name: str, seed: int) -> None:
    for game, rng in sampled_states(name, seed):
        before = everything_seen(game)
        clone = game.clone()
        assert saved_states(clone), f"{name} keeps no SavedState the test can find"
        mine = {id(c) for state in saved_states(game) for c in containers(state)}
        theirs = {id(c) for state in saved_states(clone) for c in containers(state)}
        assert not mine & theirs, "the clone shares a list or dict with the original"
        for _ in range(PLAY_ON):
            if clone.over:
                break
            clone.play(*random_move(clone, rng))
        assert everything_seen(game) == before


@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_clone_of_a_finished_game_is_finished_too(name: str) -> None:
    rng = random.Random(3)
    game = new_game(name, 3)
    for _ in range(game.move_limit):
        if game.over:
            break
        game.play(*random_move(game, rng))
    clone = game.clone()
    assert clone.over
    assert everything_seen(clone) == everything_seen(game)
    assert clone.outcome() == game.outcome()
