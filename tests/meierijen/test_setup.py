"""The start of the game (seed: 'Starting the Game')."""

from __future__ import annotations

import pytest

from games.meierijen import MeieRijen
from tests.meierijen.helpers import BL, R, deck, game, tops


def test_blue_puts_a_black_card_on_E_and_red_a_red_card_on_C() -> None:
    g = game(red=["3c", "5h"], blue=["4d", "8s", "7d"])
    t = tops(g)
    assert t["C"] == "5h"
    assert t["E"] == "8s"


def test_higher_start_card_adds_the_mix_card_on_D_and_the_other_player_starts() -> None:
    g = game(red=["5h"], blue=["8s", "7d"])
    assert tops(g)["D"] == "7d"
    assert g.view(None)["starter"] == R
    assert g.turn() == [R]
    g2 = game(red=["Kh", "6c"], blue=["8s"])
    assert tops(g2)["D"] == "6c"  # Red drew higher and adds the mix card from its deck
    assert g2.turn() == [BL]


def test_mix_card_is_never_a_two_or_joker() -> None:
    g = game(red=["5h"], blue=["8s", "2c", "XB", "2d", "9h"])
    assert tops(g)["D"] == "9h"


def test_start_cards_pass_over_twos_and_jokers() -> None:
    g = game(red=["2h", "XR", "6h"], blue=["2s", "XB", "8s", "7d"])
    assert tops(g)["C"] == "6h"
    assert tops(g)["E"] == "8s"


def test_equal_start_cards_are_redrawn() -> None:
    g = game(red=["8h", "9d", "4s"], blue=["8s", "7c"])
    assert tops(g) == {"C": "9d", "D": "4s", "E": "7c"}
    assert g.turn() == [BL]  # Red drew the higher second card, placed D; Blue starts


def test_setup_tie_coin_keeps_the_cards_and_lets_a_coin_decide() -> None:
    g = game(red=["8h", "9d"], blue=["8s", "7c", "5d"], setup_tie="coin")
    t = tops(g)
    assert t["C"] == "8h" and t["E"] == "8s"
    assert g.view(None)["starter"] in (R, BL)


def test_an_ace_drawn_as_start_card_counts_highest_and_its_stack_is_removed() -> None:
    g = game(red=["Ah", "6c"], blue=["Ks"])
    t = tops(g)
    assert t["C"] is None  # the lone ace is a finished stack
    assert t["D"] == "6c"  # Red's ace beat Blue's king
    assert g.view(None)["removed"] == 1
    assert g.turn() == [BL]


def test_ace_on_empty_forbidden_passes_aces_over_at_setup() -> None:
    g = game(red=["Ah", "6h"], blue=["Ks", "7d"], ace_on_empty="forbidden")
    assert tops(g)["C"] == "6h"


def test_the_starting_player_draws_the_top_five_cards() -> None:
    g = game(red=["5h", "3d", "4d", "6d", "7d", "8d"])
    assert g.view(R)["hand"] == ["3d", "4d", "6d", "7d", "8d"]
    assert g.view(BL)["hand"] == []


def test_the_other_player_draws_five_at_the_start_of_their_first_turn() -> None:
    g = game(blue=["8s", "7d", "3c", "4c", "5c", "6c", "7c"])
    g.play(R, g.legal_moves(R)[-1])  # a pass card
    assert g.turn() == [BL]
    assert g.view(BL)["hand"] == ["3c", "4c", "5c", "6c", "7c"]


def test_the_tenth_card_from_the_bottom_is_the_marker() -> None:
    g = game()
    seats = g.view(None)["seats"]
    # Red: 54 - start card - 5 drawn; Blue: 54 - start card - mix card.
    assert [s["draw_pile"] for s in seats] == [48, 52]
    assert not seats[0]["end_phase"]
    assert g.piles[0][9] == deck("5h")[-10]


def test_a_stacked_deck_must_be_one_full_deck_per_player() -> None:
    good = deck("5h")
    with pytest.raises(ValueError):
        MeieRijen.new([R, BL], deck={R: good, BL: good[:-1]})
    with pytest.raises(ValueError):
        MeieRijen.new([R, BL], deck={R: good, BL: [*good[:-1], "5h"]})
    with pytest.raises(ValueError):
        MeieRijen.new([R, BL], deck={R: good, "x": good})
    with pytest.raises(ValueError):
        MeieRijen.new([R, BL], deck=good)


def test_card_codes_repeat_across_decks_and_still_balance() -> None:
    g = game()
    assert g.full_deck()["7h"] == 2
    assert g.cards_in_play() == g.full_deck()
