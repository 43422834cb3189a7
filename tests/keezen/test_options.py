"""Every house-rule option changes what it says (docs/rules/keezen.md, Options)."""

from __future__ import annotations

import random

import pytest

from games.keezen import Keezen
from tests.helpers import first_listed, play_out
from tests.keezen.helpers import PLAYERS, game, moves_with, stacked, where


def run(g: Keezen, n: int) -> None:
    play_out(g, random.Random(0), first_listed, limit=n)


def test_option_teams_ffa_makes_the_partner_an_opponent_and_four_pawns_win() -> None:
    opts = {"teams": "ffa"}
    g = game(["Jc"], {"p1": "T5", "p9": "T30"}, opts)
    assert moves_with(g, "Jc") == ["play Jc p1 swap p9"]
    g = game(["Ah"], {"p1": "E0.2", "p2": "E0.3", "p3": "E0.4", "p4": "T63"}, opts)
    g.play("n", "play Ah p4 1 home")
    assert g.over and g.outcome().ranking[0] == ["n"]
    assert g.view(None)["teams"] is None


def test_option_two_jokers_draws_two_used_cards_for_the_third_subround() -> None:
    g = Keezen.new(PLAYERS, seed=3, options={"jokers": 2})
    assert sum(g.full_deck().values()) == 54
    run(g, 36)
    v = g.view(None)
    assert v["subround"] == 3 and v["hand_sizes"] == [5, 5, 5, 5]
    assert len(v["discard"]) == 34 and v["stock"] == 0
    assert g.cards_in_play() == g.full_deck()


def test_option_discard_draw_top_takes_the_top_of_the_used_pile() -> None:
    g = Keezen.new(PLAYERS, seed=3, options={"jokers": 2, "discard_draw": "top"})
    run(g, 35)
    p = g.turn()[0]
    move = g.legal_moves(p)[0]
    before = g.view(None)["discard"]
    card = move.split()[1]
    g.play(p, move)
    drawn = [*before, card][-2:]
    assert g.view(None)["discard"] == [*before, card][:-2]
    dealt = [c for s in PLAYERS for c in g.view(s)["hand"]]
    assert all(c in dealt for c in drawn)


def test_option_dealer_rotation_per_shuffle_keeps_the_dealer_for_three_subrounds() -> None:
    g = Keezen.new(PLAYERS, seed=3, options={"dealer_rotation": "per-shuffle"})
    run(g, 36)
    assert g.view(None)["dealer"] == 3 and g.turn() == ["n"]
    run(g, 20)
    assert g.view(None)["dealer"] == 0 and g.turn() == ["e"]


def test_option_fold_hand_throws_the_whole_hand_away() -> None:
    g = game(["5c", "9c"], options={"no_move_action": "fold-hand"})
    assert g.legal_moves("n") == ["fold"]
    g.play("n", "fold")
    assert g.view(None)["hand_sizes"][0] == 0 and g.view(None)["discard"] == ["9c", "5c"]


def test_option_card_exchange_partners_give_one_card_each() -> None:
    g = Keezen.new(PLAYERS, seed=3, options={"card_exchange": True}, deck=stacked(
        ["Ah", "2c", "3c", "4c", "5c"], ["Kh", "2d", "3d", "4d", "5d"],
        ["Qh", "2h", "3h", "4h", "5h"], ["Jh", "2s", "3s", "4s", "5s"],
    ))  # fmt: skip
    assert g.turn() == PLAYERS
    events = g.play("n", "give Ah")
    assert events[0].private == {"n": "You give A♥ to your partner."}
    assert "Ah" not in events[0].text and g.view("n")["giving"] == "Ah"
    g.play("e", "give Kh")
    g.play("s", "give Qh")
    g.play("w", "give Jh")
    assert "Ah" in g.view("s")["hand"] and "Qh" in g.view("n")["hand"]
    assert g.turn() == ["n"]


def test_option_hit_own_pawns_off_forbids_landing_on_your_own_colour() -> None:
    g = game(["5c"], {"p1": "T3", "p2": "T8"}, {"hit_own_pawns": False})
    assert moves_with(g, "5c") == ["play 5c p2"]


def test_option_ten_into_home_illegal_stops_a_ten_at_the_home_entrance() -> None:
    assert moves_with(game(["10c"], {"p5": "T10"}, {"ten_into_home": "illegal"}), "10c") == []


def test_option_ten_target_any_lets_the_ten_move_your_own_pawn() -> None:
    g = game(["10c"], {"p1": "T3"}, {"ten_target": "any"})
    assert moves_with(g, "10c") == ["play 10c p1"]


def test_option_opponent_any_other_player_lets_the_jack_take_the_partner() -> None:
    g = game(["Jc"], {"p1": "T5", "p9": "T30"}, {"opponent": "any-other-player"})
    assert moves_with(g, "Jc") == ["play Jc p1 swap p9"]


def test_option_jack_own_start_pawn_lets_it_swap_away() -> None:
    g = game(["Jc"], {"p1": "T0", "p5": "T20"}, {"jack_own_start_pawn": True})
    assert moves_with(g, "Jc") == ["play Jc p1 swap p5"]


def test_option_cross_off_makes_the_eight_a_plain_eight() -> None:
    g = game(["8c"], {"p1": "T5"}, {"cross": False})
    g.play("n", "play 8c p1")
    assert where(g, "p1") == "T13"


def test_option_gate_offset_moves_the_gates() -> None:
    g = game(["8c"], {"p1": "T1"}, {"gate_offset": 4})
    g.play("n", "play 8c p1")
    assert where(g, "p1") == "a23"  # T2 T3 T4 a01 a02 a03 M a23


def test_option_arm_length_changes_the_arms() -> None:
    g = game(["8c"], {"p1": "T5"}, {"arm_length": 2})
    g.play("n", "play 8c p1")
    assert where(g, "p1") == "a21"  # T6 T7 T8 a01 a02 M a22 a21


def test_option_eight_from_gate_diverts_a_pawn_starting_on_a_gate() -> None:
    g = game(["8c"], {"p1": "T8"}, {"eight_from_gate": True})
    g.play("n", "play 8c p1")
    assert where(g, "p1") == "T40"  # a01 a02 a03 M a23 a22 a21 T40


def test_option_pass_through_mover_chooses_the_exit_arm() -> None:
    g = game(["8c"], {"p1": "T5"}, {"pass_through": "mover-chooses"})
    assert moves_with(g, "8c") == ["play 8c p1 arm 1", "play 8c p1 arm 2", "play 8c p1 arm 3"]


def test_option_centre_exit_any_allows_the_entry_arm() -> None:
    g = game(["2c"], {"p1": ("M", "in", 0)}, {"centre_exit": "any"})
    assert len(moves_with(g, "2c")) == 4
    g.play("n", "play 2c p1 arm 0")
    assert where(g, "p1") == "a02"


def test_option_backward_in_cross_forbidden() -> None:
    g = game(["4c"], {"p1": ("a02", "in", 0)}, {"backward_in_cross": "forbidden"})
    assert moves_with(g, "4c") == []


def test_option_seven_hits_passed_hits_every_pawn_passed() -> None:
    g = game(["7c"], {"p1": "T3", "p5": "T5"}, {"seven_hits_passed": True})
    g.play("n", "play 7c p1 7")
    assert where(g, "p5") == "base"
    g = game(["7c"], {"p1": "T3", "p5": "T5"})
    g.play("n", "play 7c p1 7")
    assert where(g, "p5") == "T5"


def test_option_seven_partner_remainder_off() -> None:
    pawns = {"p1": "E0.2", "p2": "E0.3", "p3": "E0.4", "p4": "T62", "p9": "T40"}
    g = game(["7c"], pawns, {"seven_partner_remainder": False})
    assert not any("p9" in m for m in g.legal_moves("n"))


def test_option_strict_must_move_makes_passing_your_start_compulsory() -> None:
    assert game(["9c"], {"p1": "T62"}, {"strict_must_move": True}).legal_moves("n") == [
        "play 9c p1"
    ]


def test_option_must_enter_home_forbids_passing_the_home_by() -> None:
    g = game(["8c"], {"p1": "T59"}, {"must_enter_home": True})
    assert moves_with(g, "8c") == ["play 8c p1 home"]


def test_option_home_moves_obligatory() -> None:
    g = game(["2c"], {"p1": "E0.1"}, {"home_moves_obligatory": True})
    assert g.legal_moves("n") == ["play 2c p1"]


@pytest.mark.parametrize("seed", range(6))
def test_option_opening_redeal_gives_every_first_hand_a_starter(seed: int) -> None:
    g = Keezen.new(PLAYERS, seed=seed, options={"opening_redeal": True})
    for p in PLAYERS:
        assert any(c[0] in "AKX" for c in g.view(p)["hand"])


def test_option_max_deals_ends_the_game_with_most_pawns_home_winning() -> None:
    g = Keezen.new(PLAYERS, seed=3, options={"max_deals": 1})
    g.pos[4] = 64 + 4  # one pawn of e's team home
    g.touch()
    run(g, 56)
    assert g.over and g.outcome().ranking[0] == ["e", "w"]
    assert g.guard_end


def test_unknown_option_value_is_refused() -> None:
    with pytest.raises(ValueError, match="teams"):
        Keezen.new(PLAYERS, options={"teams": "3v1"})
