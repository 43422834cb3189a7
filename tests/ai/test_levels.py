"""Computer levels over every game: legal moves, determinism, and no peeking."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import games
from games.ai import ALL_LEVELS, LEVELS, check_level, choose_move, interjection
from games.base import Game
from games.search import SearchBudget

SMALL = SearchBudget(playouts=6, horizon=25)


def positions(name: str, seed: int, stops: tuple[int, ...] = (0, 7, 23)) -> Iterator[Game]:
    """States of a seeded random game after the given numbers of plies."""
    cls = games.REGISTRY[name]
    game = cls.new([f"ai:{i + 1}" for i in range(cls.min_players)], seed=seed)
    rng = random.Random(seed)
    ply = 0
    while not game.over:
        if ply in stops:
            yield game.copy()
        waiting = [p for p in game.turn() if game.legal_moves(p)]
        if not waiting:
            break
        player = waiting[0]
        game.play(player, rng.choice(game.legal_moves(player)))
        ply += 1


def pick(game: Game, player: str, level: str, rng: random.Random) -> str:
    return choose_move(game, player, rng, level, budget=SMALL)


def test_levels_are_easy_normal_hard_and_best_means_normal() -> None:
    assert LEVELS == ("easy", "normal", "hard")
    assert check_level("best") == "normal"
    assert check_level(" Hard ") == "hard"
    with pytest.raises(ValueError, match="easy, normal, hard"):
        check_level("grandmaster")


@pytest.mark.parametrize("name", sorted(games.REGISTRY))
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_level_plays_a_legal_move_in_every_game(name: str, level: str) -> None:
    for game in positions(name, seed=3):
        for player in game.turn():
            if game.legal_moves(player):
                move = pick(game, player, level, random.Random(1))
                assert move in game.legal_moves(player)


@pytest.mark.parametrize("name", sorted(games.REGISTRY))
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_no_level_peeks_at_hidden_cards(name: str, level: str) -> None:
    """Two states that look the same to the seat give the same move from the same rng."""
    for seed in (5, 11):
        for game in positions(name, seed=seed):
            for player in game.turn():
                if not game.legal_moves(player):
                    continue
                lookalike = game.redeal_hidden(player, random.Random(seed * 7))
                assert lookalike.view(player) == game.view(player)
                expected = pick(game, player, level, random.Random(99))
                assert pick(lookalike, player, level, random.Random(99)) == expected


def out_of_turn_chances(name: str, seed: int, count: int) -> Iterator[tuple[Game, str]]:
    """The first `count` states of a seeded random game where a seat the table
    is not waiting on has a legal move (a Mezza snatch), with that seat."""
    cls = games.REGISTRY[name]
    low, high = cls.seat_range(cls.Options())
    seats = max(low, min(high, 3))  # a seat between the mover and the snatcher
    game = cls.new([f"ai:{i + 1}" for i in range(seats)], seed=seed)
    rng = random.Random(seed)
    while not game.over and count:
        waiting = [p for p in game.turn() if game.legal_moves(p)]
        for player in game.players:
            if player not in waiting and game.legal_moves(player) and count:
                count -= 1
                yield game.copy(), player
        if not waiting:
            break
        game.play(waiting[0], rng.choice(game.legal_moves(waiting[0])))


@pytest.mark.parametrize("name", sorted(games.REGISTRY))
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_no_level_peeks_at_hidden_cards_out_of_turn(name: str, level: str) -> None:
    """The same for moves out of turn: whether a seat snatches depends only on what
    it sees."""
    chances = [c for seed in (5, 11, 17) for c in out_of_turn_chances(name, seed, 8)]
    if getattr(games.REGISTRY[name], "interject", None) is not None:
        assert chances, "a game with moves out of turn should offer some"
    for game, player in chances:
        lookalike = game.redeal_hidden(player, random.Random(3))
        assert lookalike.view(player) == game.view(player)
        expected = interjection(game, player, random.Random(99), level)
        assert interjection(lookalike, player, random.Random(99), level) == expected


def test_hard_level_is_the_search_within_its_budget() -> None:
    """Fewer playouts are less work: the search asks `should_stop` between playouts."""
    game = next(positions("mezza", seed=2, stops=(9,)))
    player = game.turn()[0]
    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) >= 3

    budget = SearchBudget(playouts=50, horizon=10, should_stop=stop)
    move = choose_move(game, player, random.Random(4), "hard", budget)
    assert move in game.legal_moves(player)
    assert len(asked) in (0, 3)  # not asked at all when only one move is legal
