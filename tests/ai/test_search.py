"""The hard level's search: when a challenger replaces the normal move, how far playouts run."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import cast

import pytest

import games
from games.ai import next_computer_move
from games.base import Game
from games.mezza import Mezza
from games.muriel import Muriel
from games.muriel.cards import points
from games.search import (
    DEFAULT_HORIZON,
    MIN_VISITS,
    SearchBudget,
    _Challenger,
    _horizon,
    _standing_score,
    _verdict,
    search_move,
)


def challenger(move: str, gains: list[float]) -> _Challenger:
    made = _Challenger(move)
    for gain in gains:
        made.add(gain)
    return made


def test_a_challenger_that_gains_in_every_world_replaces_the_normal_move() -> None:
    assert _verdict([challenger("play 9", [0.75] * 8)], "play 3") == "play 9"


def test_a_few_equal_gains_are_no_proof_and_keep_the_normal_move() -> None:
    """Equal gains have no spread of their own; a handful must not read as certainty."""
    few = challenger("play 9", [0.75] * (MIN_VISITS - 1))
    assert _verdict([few], "play 3") == "play 3"
    small = challenger("play 9", [0.1] * MIN_VISITS)
    assert _verdict([small], "play 3") == "play 3"


def test_gains_that_are_mostly_luck_keep_the_normal_move() -> None:
    noisy = challenger("play 9", [0.75, -0.75, 0.75, 0.0, -0.75, 0.75, 0.75, 0.0])
    assert noisy.mean > 0
    assert _verdict([noisy], "play 3") == "play 3"


def test_the_best_of_many_challengers_needs_a_wider_margin() -> None:
    gains = [0.75, 0.75, 0.0, 0.75, 0.0, 0.75, -0.75, 0.75, 0.75, 0.0, 0.0, 0.0]
    alone = challenger("play 9", gains)
    assert _verdict([alone], "play 3") == "play 9"
    rivals = [challenger(f"play {rank}", [0.0] * len(gains)) for rank in range(4, 9)]
    assert _verdict([challenger("play 9", gains), *rivals], "play 3") == "play 3"


def test_the_horizon_is_the_budgets_else_the_games_own() -> None:
    mezza = games.REGISTRY["mezza"].new(["a", "b", "c"], seed=1)
    assert _horizon(mezza, SearchBudget(horizon=12)) == 12
    assert _horizon(mezza, SearchBudget()) == cast(Mezza, mezza).search_horizon
    plain = games.REGISTRY["meierijen"].new(["a", "b"], seed=1)
    assert _horizon(plain, SearchBudget()) == DEFAULT_HORIZON


def test_a_mezza_playout_looks_six_rounds_of_the_table_ahead() -> None:
    three = Mezza.new(["a", "b", "c"], seed=1)
    six = Mezza.new([f"p{i}" for i in range(6)], seed=1)
    assert _horizon(three, SearchBudget()) == 18
    assert _horizon(six, SearchBudget()) == 36


def test_a_mezza_search_judges_play_but_not_the_exchange() -> None:
    """Which cards lie face up shows only long past the horizon."""
    game = Mezza.new(["a", "b", "c"], seed=1)
    assert not game.search_judges("a")
    assert mezza_in_play(seed=4).search_judges("ai:1")


def test_where_the_playouts_cannot_judge_the_normal_move_is_played_unsearched() -> None:
    plies: list[str] = []

    def prior(game: Game, player: str, rng: random.Random) -> str:
        return game.legal_moves(player)[-1]

    def step(game: Game, rng: random.Random) -> tuple[str, str] | None:
        plies.append("step")
        return next_computer_move(game, game.players, lambda _seat: rng)

    budget = SearchBudget(playouts=8)
    exchanging = Mezza.new(["a", "b", "c"], seed=1)
    moves = exchanging.legal_moves("a")
    assert len(moves) > 1
    assert search_move(exchanging, "a", random.Random(1), budget, prior, step) == moves[-1]
    assert plies == []
    playing = mezza_in_play(seed=4)
    mover = playing.turn()[0]
    assert len(playing.legal_moves(mover)) > 1
    search_move(playing, mover, random.Random(1), budget, prior, step)
    assert plies


def mezza_in_play(seed: int) -> Mezza:
    """A three-seat Mezza game some turns into play, by normal players."""
    seats = ["ai:1", "ai:2", "ai:3"]
    game = Mezza.new(seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(30):
        found = next_computer_move(game, seats, lambda _seat: rng)
        assert found is not None
        game.play(*found)
    assert not game.over
    return game


def test_a_cut_mezza_playout_counts_every_card_still_to_shed() -> None:
    game = mezza_in_play(seed=4)
    player = game.players[0]
    heavier = game.clone()
    heavier.table.state.hands[0].append("4")
    assert Mezza.evaluate(heavier, player) < Mezza.evaluate(game, player)
    assert Mezza.evaluate(heavier, game.players[1]) > Mezza.evaluate(game, game.players[1])


def test_a_cut_mezza_playout_counts_a_kept_half_zero_or_ten_as_a_way_out() -> None:
    game = mezza_in_play(seed=4)
    player = game.players[0]
    plain, special = game.clone(), game.clone()
    plain.table.state.hands[0].append("4")
    special.table.state.hands[0].append("10")
    assert Mezza.evaluate(special, player) > Mezza.evaluate(plain, player)


def muriel_positions(seed: int) -> Iterator[Muriel]:
    seats = ["ai:1", "ai:2", "ai:3", "ai:4"]
    game = Muriel.new(seats, seed=seed)
    rng = random.Random(seed)
    while not game.over:
        yield game
        found = next_computer_move(game, seats, lambda _seat: rng)
        assert found is not None
        game.play(*found)


def second_hand_with_piles(seed: int) -> Game:
    for game in muriel_positions(seed):
        view = game.view(None)
        if view["hand_no"] == 2 and len(set(view["hand_points"].values())) > 1:
            return game
    pytest.fail("no second hand with scoring piles")


def test_a_muriel_playout_looks_two_tricks_ahead_at_any_table() -> None:
    four = Muriel.new(["a", "b", "c", "d"], seed=1)
    nine = Muriel.new([f"p{i}" for i in range(9)], seed=1)
    assert _horizon(four, SearchBudget()) == 8
    assert _horizon(nine, SearchBudget()) == 18
    assert _horizon(nine, SearchBudget(horizon=5)) == 5


def test_a_muriel_playout_cut_mid_hand_counts_the_points_this_hand_has_taken() -> None:
    """The ranking moves only at the settlement; the cut score must see the piles already."""
    game = second_hand_with_piles(seed=3)
    hand = cast(Muriel, game).table.hand
    standing = {
        p: points(hand.piles[s]) + points(hand.hands[s]) / 2 for s, p in enumerate(game.players)
    }
    leader = max(game.players, key=standing.__getitem__)
    trailer = min(game.players, key=standing.__getitem__)
    assert _standing_score(game, leader) > _standing_score(game, trailer)
    assert _standing_score(game, leader) == Muriel.evaluate(game, leader)


def test_a_cut_muriel_playout_counts_a_held_card_at_half_its_points() -> None:
    """A card won into the pile is worth more than the same card still in hand."""
    game = second_hand_with_piles(seed=3)
    seat = next(s for s, cards in enumerate(cast(Muriel, game).table.hand.hands) if cards)
    player = game.players[seat]
    held = Muriel.evaluate(game, player)
    won = game.clone()
    hand = cast(Muriel, won).table.hand
    hand.piles[seat].append(hand.hands[seat].pop())
    assert Muriel.evaluate(won, player) > held


def test_a_cut_muriel_playout_ignores_the_totals_every_playout_shares() -> None:
    game = second_hand_with_piles(seed=3)
    player = game.players[0]
    behind = game.clone()
    cast(Muriel, behind).table.session.totals[0] -= 200
    assert Muriel.evaluate(behind, player) == Muriel.evaluate(game, player)
