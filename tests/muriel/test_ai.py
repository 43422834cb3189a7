"""The computer player: legal, deterministic, blind to hidden cards, better than random."""

from __future__ import annotations

import random
from functools import partial

from games.ai import choose_move
from games.muriel import Muriel
from games.muriel.ai import _p_win, _shares, choose
from games.muriel.view import seat_sight
from scheids.simulate import simulate
from tests.helpers import play_out
from tests.muriel.helpers import game, seats


def test_computer_player_is_the_registered_strategy() -> None:
    assert Muriel.strategy is choose


def test_computer_player_always_plays_a_legal_move_to_the_end() -> None:
    for opts in ({}, {"follow_mode": "simultaneous", "tie_order": "reveal"}):
        g = Muriel.new(seats(6), seed=9, options=opts)
        play_out(g, random.Random(9), choose_move)


def test_computer_player_is_deterministic_for_a_seed() -> None:
    g = Muriel.new(seats(), seed=4)
    p = g.turn()[0]
    assert choose(g, p, random.Random(1)) == choose(g, p, random.Random(1))


def test_computer_player_does_not_depend_on_hidden_cards() -> None:
    g = Muriel.new(seats(), seed=6)
    rng = random.Random(6)
    for _ in range(30):
        p = g.turn()[0]
        for _ in range(3):
            other = g.redeal_hidden(p, rng)
            assert choose(other, p, random.Random(0)) == choose(g, p, random.Random(0))
        g.play(p, choose(g, p, rng))


def test_computer_player_takes_a_rich_trick_it_surely_wins() -> None:
    # p8 follows last and holds a king and small cards; a queen and a jack lie on
    # the table; only the hidden lead could still beat the king.
    g = game({0: ["2c"], 6: ["Qs"], 7: ["Jh"], 8: ["Ks", "Ac", "Ad", "Ah", "As", "2d"]})
    g.play("p0", "lead 2c")
    for _ in range(5):
        p = g.turn()[0]
        g.play(p, g.legal_moves(p)[0])
    g.play("p6", "play Qs")
    g.play("p7", "play Jh")
    assert choose(g, "p8", random.Random(0)) == "play Ks"


def test_computer_player_throws_a_cheap_card_into_a_trick_it_cannot_win() -> None:
    g = game({0: ["2c"], 1: ["XR"], 8: ["Kd", "Ac", "2h", "3c", "3d", "4c"]})
    g.play("p0", "lead 2c")
    g.play("p1", "play XR")
    for _ in range(6):
        p = g.turn()[0]
        g.play(p, g.legal_moves(p)[0])
    assert choose(g, "p8", random.Random(0)) == "play Ac"


def test_computer_player_beats_random_players() -> None:
    report = simulate("muriel", 40, ["normal"] + ["random"] * 8, seed=1000)
    best, rnd = report.levels["normal"], report.levels["random"]
    assert report.unfinished == 0
    assert best.win_share > 0.3  # a random seat wins 1 in 9
    assert sum(best.points) / best.seats > 1.3 * sum(rnd.points) / rnd.seats


def test_the_computer_reads_its_part_of_the_view_and_nothing_else() -> None:
    for seed in range(10):
        g = Muriel.new(["a", "b", "c", "d"], seed=seed)
        check = partial(_sight_matches_view, g)
        play_out(g, random.Random(seed), choose, limit=80, each=check)


def _sight_matches_view(g: Muriel, *_: object) -> None:
    for p in g.players:
        view = g.view(p)
        sight = seat_sight(g.table, g.table.seat_of[p])
        # The computer reads the won cards as a set: they come unsorted.
        won = sight.pop("piles")
        assert {who: sorted(cards) for who, cards in won.items()} == {
            who: sorted(cards) for who, cards in view["piles"].items()
        }
        assert sight == {key: view[key] for key in sight}


def test_a_cards_chances_count_the_unseen_cards_above_and_equal_to_it() -> None:
    assert _shares(5, [2, 5, 5, 9]) == (0.25, 0.5)
    assert _shares(10, [2, 5, 5, 9]) == (0.0, 0.0)
    assert _shares(5, []) is None
    # Nothing unseen: a card takes the claims unless two equal ones came before it.
    assert _p_win(None, 0, 0, 1) == 1.0
    assert _p_win(None, 0, 0, 2) == 0.0
    # One unseen card to come after it, of four values of which one is higher.
    assert _p_win(_shares(5, [2, 3, 4, 9]), 0, 1, 0) == 0.75
