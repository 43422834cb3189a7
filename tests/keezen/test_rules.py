"""One test per rule of the Kruizkeezen seed (games/keezen, docs/rules/keezen.md)."""

from __future__ import annotations

import random

import pytest

from games import IllegalMove
from games.keezen import Keezen
from tests.helpers import first_listed, play_out
from tests.keezen.helpers import PLAYERS, game, moves_with, stacked, where


def first_moves(g: Keezen, n: int) -> None:
    play_out(g, random.Random(0), first_listed, limit=n)


# ------------------------------------------------------------------ the deal


def test_pack_has_56_cards_with_four_jokers() -> None:
    g = Keezen.new(PLAYERS, seed=1)
    deck = g.full_deck()
    assert sum(deck.values()) == 56
    assert deck["XR"] + deck["XB"] == 4
    assert g.cards_in_play() == deck


def test_deal_is_5_4_5_and_the_dealer_passes_on_each_subround() -> None:
    g = Keezen.new(PLAYERS, seed=4)
    v = g.view(None)
    assert v["hand_sizes"] == [5, 5, 5, 5] and v["dealer"] == 3 and g.turn() == ["n"]
    first_moves(g, 20)
    v = g.view(None)
    assert v["subround"] == 2 and v["hand_sizes"] == [4, 4, 4, 4]
    assert v["dealer"] == 0 and g.turn() == ["e"]
    first_moves(g, 16)
    v = g.view(None)
    assert v["subround"] == 3 and v["hand_sizes"] == [5, 5, 5, 5] and v["stock"] == 0
    assert v["dealer"] == 1 and g.turn() == ["s"]
    first_moves(g, 20)
    v = g.view(None)
    assert (v["deal"], v["subround"], v["dealer"]) == (2, 1, 2) and g.turn() == ["w"]
    assert v["discard"] == []


def test_player_after_the_dealer_starts() -> None:
    g = Keezen.new(PLAYERS, seed=9)
    assert g.view(None)["dealer"] == 3
    assert g.turn() == ["n"]


def test_stacked_deck_is_dealt_in_blocks_from_the_dealers_left() -> None:
    hands = (["Ah", "2c", "3c", "4c", "5c"], ["Kh", "2d", "3d", "4d", "5d"])
    g = Keezen.new(PLAYERS, seed=1, deck=stacked(*hands))
    assert sorted(g.view("n")["hand"]) == sorted(hands[0])
    assert sorted(g.view("e")["hand"]) == sorted(hands[1])


def test_stacked_deck_with_wrong_cards_raises() -> None:
    with pytest.raises(ValueError):
        Keezen.new(PLAYERS, deck=stacked()[:-1])
    with pytest.raises(ValueError):
        Keezen.new(PLAYERS, deck=[*stacked()[:-1], "2c"])


# ----------------------------------------------------------------- the cards


def test_ace_enters_a_pawn_on_its_start_place() -> None:
    g = game(["Ah"])
    assert moves_with(g, "Ah") == ["play Ah enter"]
    g.play("n", "play Ah enter")
    assert where(g, "p1") == "T0"


def test_ace_moves_one_or_eleven() -> None:
    g = game(["Ah"], {"p1": "T3", "p2": "T20"})
    assert set(moves_with(g, "Ah")) >= {"play Ah p1 1", "play Ah p1 11", "play Ah enter"}
    g.play("n", "play Ah p1 11")
    assert where(g, "p1") == "T14"


def test_king_enters_or_moves_thirteen() -> None:
    g = game(["Kh"], {"p1": "T3"})
    assert moves_with(g, "Kh") == ["play Kh enter", "play Kh p1"]
    g.play("n", "play Kh p1")
    assert where(g, "p1") == "T16"


def test_queen_moves_twelve() -> None:
    g = game(["Qh"], {"p1": "T3"})
    g.play("n", "play Qh p1")
    assert where(g, "p1") == "T15"


@pytest.mark.parametrize(("card", "steps"), [("9c", 9), ("6c", 6), ("5c", 5), ("3c", 3), ("2c", 2)])
def test_plain_cards_move_their_value_forward(card: str, steps: int) -> None:
    g = game([card], {"p1": "T20"})
    g.play("n", f"play {card} p1")
    assert where(g, "p1") == f"T{20 + steps}"


def test_jack_swaps_own_pawn_with_an_opponents_pawn() -> None:
    g = game(["Jc"], {"p1": "T5", "p5": "T20", "p9": "T30"})
    assert moves_with(g, "Jc") == ["play Jc p1 swap p5"]  # p9 is the partner's
    g.play("n", "play Jc p1 swap p5")
    assert (where(g, "p1"), where(g, "p5")) == ("T20", "T5")


def test_jack_cannot_swap_a_pawn_on_its_own_start_place() -> None:
    assert moves_with(game(["Jc"], {"p1": "T5", "p5": "T16"}), "Jc") == []
    assert moves_with(game(["Jc"], {"p1": "T0", "p5": "T20"}), "Jc") == []


def test_jack_cannot_swap_a_pawn_in_the_home_lane() -> None:
    assert moves_with(game(["Jc"], {"p1": "T5", "p5": "E1.2"}), "Jc") == []
    assert moves_with(game(["Jc"], {"p1": "E0.2", "p5": "T20"}), "Jc") == []


def test_ten_moves_an_opponents_pawn_ten_forward() -> None:
    g = game(["10c"], {"p1": "T3", "p5": "T20"})
    assert moves_with(g, "10c") == ["play 10c p5"]
    g.play("n", "play 10c p5")
    assert where(g, "p5") == "T30"


def test_ten_may_pass_a_pawn_on_its_start_place() -> None:
    g = game(["10c"], {"p5": "T28", "p9": "T32"})
    g.play("n", "play 10c p5")
    assert where(g, "p5") == "T38"


def test_ten_never_takes_a_pawn_into_its_home() -> None:
    g = game(["10c"], {"p5": "T10"})
    assert moves_with(g, "10c") == ["play 10c p5"]
    g.play("n", "play 10c p5")
    assert where(g, "p5") == "T20"


def test_ten_cannot_land_on_an_untouchable_pawn() -> None:
    assert moves_with(game(["10c"], {"p5": "T22", "p9": "T32"}), "10c") == []


def test_ten_hits_the_pawn_it_lands_on() -> None:
    g = game(["10c"], {"p5": "T20", "p1": "T30"})
    g.play("n", "play 10c p5")
    assert (where(g, "p5"), where(g, "p1")) == ("T30", "base")


def test_four_moves_backwards() -> None:
    g = game(["4c"], {"p1": "T3"})
    g.play("n", "play 4c p1")
    assert where(g, "p1") == "T63"


def test_four_never_goes_backwards_into_home() -> None:
    g = game(["4c"], {"p1": "T1"})
    g.play("n", "play 4c p1")
    assert where(g, "p1") == "T61"
    assert moves_with(game(["4c"], {"p1": "E0.3"}), "4c") == []


def test_four_cannot_pass_a_pawn_on_its_start_place() -> None:
    assert moves_with(game(["4c"], {"p1": "T18", "p5": "T16"}), "4c") == []


def test_seven_moves_one_pawn_or_splits_over_two_own_pawns() -> None:
    g = game(["7c"], {"p1": "T3", "p2": "T20"})
    moves = moves_with(g, "7c")
    assert moves[:2] == ["play 7c p1 7", "play 7c p2 7"]
    assert len(moves) == 2 + 6
    g.play("n", "play 7c p1 3 p2 4")
    assert (where(g, "p1"), where(g, "p2")) == ("T6", "T24")


def test_seven_lists_the_other_order_only_when_it_differs() -> None:
    g = game(["7c"], {"p1": "T3", "p2": "T5"})
    moves = moves_with(g, "7c")
    assert "play 7c p1 2 p2 5" not in moves  # p1 would hit p2 first
    assert "play 7c p2 5 p1 2" in moves
    assert "play 7c p2 4 p1 3" not in moves  # same as p1 3 p2 4, listed once
    assert "play 7c p1 3 p2 4" in moves


def test_seven_split_part_may_hit() -> None:
    g = game(["7c"], {"p1": "T3", "p2": "T20", "p5": "T6"})
    g.play("n", "play 7c p1 3 p2 4")
    assert where(g, "p5") == "base"


def test_joker_plays_as_any_card() -> None:
    g = game(["XR"], {"p1": "T3", "p5": "T20"})
    assert moves_with(g, "XR") == [
        "play XR as A enter", "play XR as A p1 1", "play XR as A p1 11", "play XR as K p1",
        "play XR as Q p1", "play XR as J p1 swap p5", "play XR as 10 p5", "play XR as 9 p1",
        "play XR as 8 p1", "play XR as 7 p1 7", "play XR as 6 p1", "play XR as 5 p1",
        "play XR as 4 p1", "play XR as 3 p1", "play XR as 2 p1",
    ]  # fmt: skip
    g.play("n", "play XR as 10 p5")
    assert where(g, "p5") == "T30"
    assert g.view(None)["discard"][-1] == "XR"


# ------------------------------------------------------------ hitting, start


def test_landing_on_a_pawn_sends_it_to_its_base() -> None:
    g = game(["5c"], {"p1": "T3", "p5": "T8"})
    events = g.play("n", "play 5c p1")
    assert (where(g, "p1"), where(g, "p5")) == ("T8", "base")
    assert "hitting p5" in events[0].text


def test_landing_on_your_own_pawn_hits_it_too() -> None:
    g = game(["5c"], {"p1": "T3", "p2": "T8"})
    g.play("n", "play 5c p1")
    assert where(g, "p2") == "base"


def test_pawn_on_its_own_start_place_cannot_be_passed() -> None:
    assert moves_with(game(["5c"], {"p1": "T14", "p5": "T16"}), "5c") == []


def test_pawn_on_its_own_start_place_cannot_be_hit() -> None:
    assert moves_with(game(["3c"], {"p1": "T13", "p5": "T16"}), "3c") == []


def test_pawn_on_another_colours_start_place_can_be_hit() -> None:
    g = game(["3c"], {"p1": "T13", "p9": "T16"})
    g.play("n", "play 3c p1")
    assert where(g, "p9") == "base"


def test_entering_hits_an_opponent_on_your_start_place() -> None:
    g = game(["Ah"], {"p5": "T0"})
    g.play("n", "play Ah enter")
    assert (where(g, "p1"), where(g, "p5")) == ("T0", "base")


def test_entering_is_not_allowed_onto_your_own_pawn() -> None:
    g = game(["Ah"], {"p1": "T0"})
    assert "play Ah enter" not in g.legal_moves("n")


# ----------------------------------------------------------------- home lane


def test_home_lane_is_entered_by_exact_count() -> None:
    g = game(["2c"], {"p1": "T62"})
    assert "play 2c p1 home" in g.legal_moves("n")
    g.play("n", "play 2c p1 home")
    assert where(g, "p1") == "E0.1"
    g = game(["6c"], {"p1": "T62"})
    assert moves_with(g, "6c") == ["play 6c p1"]  # 6 overshoots the lane: only the track


def test_no_jumping_over_a_pawn_in_the_home_lane() -> None:
    g = game(["3c"], {"p1": "T62", "p2": "E0.2"})
    assert moves_with(g, "3c") == ["play 3c p1"]  # p2 has no room left in the lane
    assert "play 3c p1 home" not in g.legal_moves("n")


def test_home_pawns_move_on_inside_the_lane_but_need_not() -> None:
    g = game(["2c", "9c"], {"p1": "E0.1"})
    assert g.legal_moves("n") == ["play 2c p1", "discard 9c", "discard 2c"]
    g.play("n", "play 2c p1")
    assert where(g, "p1") == "E0.3"


# ---------------------------------------------------------------- must move


def test_must_move_when_able_so_no_discard() -> None:
    g = game(["5c", "9c"], {"p1": "T3"})
    assert not any(m.startswith("discard") for m in g.legal_moves("n"))
    with pytest.raises(IllegalMove, match="must play"):
        g.play("n", "discard 5c")


def test_discard_one_card_when_unable_to_move() -> None:
    g = game(["5c", "9c"])
    assert g.legal_moves("n") == ["discard 9c", "discard 5c"]
    g.play("n", "discard 5c")
    assert g.view("n")["hand"] == ["9c"] and g.view(None)["discard"] == ["5c"]
    assert g.turn() == ["e"]


def test_passing_your_own_start_place_is_not_compulsory() -> None:
    g = game(["9c"], {"p1": "T62"})
    assert g.legal_moves("n") == ["play 9c p1", "discard 9c"]


# ---------------------------------------------------------- partner and win


def test_player_with_all_pawns_home_moves_the_partners_pawns() -> None:
    home = {"p1": "E0.1", "p2": "E0.2", "p3": "E0.3", "p4": "E0.4"}
    g = game(["5c", "Ah"], {**home, "p9": "T33"})
    moves = g.legal_moves("n")
    assert "play 5c p9" in moves and "play Ah enter" in moves
    g.play("n", "play Ah enter")
    assert where(g, "p10") == "T32"


def test_seven_remainder_goes_to_the_partner_when_the_last_pawn_comes_home() -> None:
    pawns = {"p1": "E0.2", "p2": "E0.3", "p3": "E0.4", "p4": "T62", "p9": "T40"}
    g = game(["7c"], pawns)
    assert "play 7c p4 2 home p9 5" in g.legal_moves("n")
    g.play("n", "play 7c p4 2 home p9 5")
    assert (where(g, "p4"), where(g, "p9")) == ("E0.1", "T45")


def test_team_with_all_eight_pawns_home_wins() -> None:
    pawns = {f"p{k}": f"E2.{k - 8}" for k in range(9, 13)}
    pawns.update({"p1": "E0.2", "p2": "E0.3", "p3": "E0.4", "p4": "T63"})
    g = game(["Ah"], pawns)
    events = g.play("n", "play Ah p4 1 home")
    assert g.over and g.turn() == []
    assert g.outcome().ranking == [["n", "s"], ["e", "w"]]
    assert g.outcome().points == {"n": 1, "s": 1}
    assert "win" in events[-1].text


def test_one_player_home_is_not_yet_a_win_in_teams() -> None:
    g = game(["Ah"], {"p1": "E0.2", "p2": "E0.3", "p3": "E0.4", "p4": "T63"})
    g.play("n", "play Ah p4 1 home")
    assert not g.over


# ---------------------------------------------------------------- views


def test_cards_played_are_public_and_hands_hidden() -> None:
    g = game(["5c", "9c"], {"p1": "T3"})
    g.play("n", "play 5c p1")
    assert g.view("e")["discard"] == ["5c"]
    assert g.view("e")["hand"] != g.view("n")["hand"]
    assert g.view(None)["hand"] == []
    assert "9c" not in str(g.view("e"))


def test_view_carries_the_last_move() -> None:
    g = game(["5c"], {"p1": "T3"})
    g.play("n", "play 5c p1")
    last = g.view(None)["last"]
    assert last["move"] == "play 5c p1" and last["player"] == "n"
    assert last["segments"][0]["path"] == [4, 5, 6, 7, 8]


def test_lenient_spellings_are_accepted() -> None:
    g = game(["7h", "XR"], {"p1": "T3", "p2": "T20"})
    g.copy().play("n", "7♥ p1")
    g.copy().play("n", "PLAY 7H P1 3 P2 4")
    g.copy().play("n", "xr as k p1")
    g.copy().play("n", "play xr as 7 p1 3 p2 4")


def test_illegal_move_has_a_sharp_reason() -> None:
    g = game(["5c"], {"p1": "T3"})
    with pytest.raises(IllegalMove, match="do not hold"):
        g.play("n", "play 9d p1")
