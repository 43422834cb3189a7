"""Turn play: climbing, several cards, refill, pick-up, table cards and blind cards."""

from __future__ import annotations

import pytest

from games import IllegalMove
from games.base import derive_rng
from tests.mezza.helpers import new_game, table

A = (["5", "6", "8"], ["9", "10", "2"], ["1", "3", "4"])
B = (["7", "7", "9"], ["0", "3", "5"], ["2", "6", "8"])


def test_a_card_must_be_equal_to_or_higher_than_the_rank_in_force() -> None:
    g = table([["8"], ["5", "8", "9", "3"]], pile=["8"], current=1, ups=[["2"], []])
    assert g.legal_moves("b") == ["play 8", "play 9"]
    with pytest.raises(IllegalMove, match="rank in force is 8"):
        g.play("b", "play 5")


def test_order_need_not_be_followed_an_8_may_go_on_a_5() -> None:
    g = table([["9"], ["8", "6"]], pile=["5"], current=1)
    assert "play 8" in g.legal_moves("b")


def test_several_cards_of_one_rank_go_down_together_and_one_is_always_enough() -> None:
    g = table([["9"], ["9", "9", "2"]], pile=["8", "8"], current=1)
    assert g.legal_moves("b") == ["play 9", "play 9 9"]
    g.play("b", "play 9")
    assert g.view("b")["hand"] == ["2", "9"]
    assert g.table.state.pile[-1] == "9"


def test_cards_of_different_ranks_may_not_be_played_together() -> None:
    g = table([["9"], ["8", "9", "2"]], current=1)
    with pytest.raises(IllegalMove, match="one rank"):
        g.play("b", "play 8 9")


def test_after_playing_the_hand_is_refilled_to_three_from_the_stock() -> None:
    g = new_game([A, B], stock=["9.5", "6.5", "2"])
    g.play("a", "play 5")
    assert g.view("a")["hand"] == ["6", "8", "9.5"]
    g.play("b", "play 7 7")
    assert g.view("b")["hand"] == ["2", "6.5", "9"]
    assert g.view(None)["stock"] == 68 - 18 - 3


def test_no_card_is_drawn_while_the_hand_holds_three_or_more() -> None:
    g = table([["9", "9", "3", "4", "5"], ["2"]], stock=["6", "7"])
    g.play("a", "play 9")
    assert len(g.table.state.hands[0]) == 4
    assert len(g.table.state.stocks[0]) == 2


def test_a_player_who_cannot_play_must_pick_up_the_whole_pile() -> None:
    g = table([["3"], ["2", "1"]], pile=["5", "6", "9"], current=1, ups=[["4"], ["5"]])
    assert g.legal_moves("b") == ["pickup"]
    g.play("b", "pickup")
    assert sorted(g.table.state.hands[1]) == ["1", "2", "5", "6", "9"]
    assert g.view(None)["pile"] == []
    # The turn is over; the next player starts a new pile with any card.
    assert g.turn() == ["a"]
    assert g.legal_moves("a") == ["play 3"]


def test_a_player_who_can_play_must_play_and_may_not_pick_up() -> None:
    g = table([["3"], ["9", "2"]], pile=["5"], current=1)
    assert "pickup" not in g.legal_moves("b")
    with pytest.raises(IllegalMove, match="must play"):
        g.play("b", "pickup")


def test_face_up_cards_are_played_once_hand_and_stock_are_empty() -> None:
    g = table([["3"], ["9"]], ups=[["8", "8", "2"], ["5"]], stock=["7"])
    assert g.legal_moves("a") == ["play 3"]
    g.play("a", "play 3")  # draws the 7: still a hand to play from
    g.play("b", "play 9")
    assert g.legal_moves("a") == ["pickup"]
    g2 = table([[], ["9"]], ups=[["8", "8", "2"], ["5"]], pile=["4", "1"])
    assert g2.legal_moves("a") == ["play 2", "play 8", "play 8 8"]
    g2.play("a", "play 8 8")
    assert g2.table.state.ups[0] == ["2"] and g2.table.state.hands[0] == []


def test_face_up_cards_stay_on_the_table_when_the_pile_is_picked_up() -> None:
    g = table([[], ["3"]], ups=[["5", "6"], ["2"]], pile=["9"])
    assert g.legal_moves("a") == ["pickup"]
    g.play("a", "pickup")
    assert g.table.state.hands[0] == ["9"] and sorted(g.table.state.ups[0]) == ["5", "6"]
    g.play("b", "play 3")
    # The hand comes first again before the face-up cards.
    assert g.legal_moves("a") == ["play 9"]


def test_face_down_cards_are_played_blind_one_at_a_time_by_flip() -> None:
    g = table([[], ["3"]], downs=[["5", "6", "9"], ["2"]], pile=["4", "2"])
    assert g.legal_moves("a") == ["flip"]
    events = g.play("a", "flip")
    expected = ["5", "6", "9"][derive_rng(5, "flip", 0).randrange(3)]
    assert g.table.state.pile[-1] == expected
    assert "flips" in events[0].text and "fits" in events[0].text
    assert len(g.table.state.downs[0]) == 2


def test_face_down_cards_wait_until_hand_and_face_up_cards_are_gone() -> None:
    g = table([["7"], ["3"]], ups=[["8"], []], downs=[["5", "6", "9"], ["2"]])
    assert g.legal_moves("a") == ["play 7"]
    with pytest.raises(IllegalMove, match="face-down"):
        g.play("a", "flip")


def test_referee_case_11_a_blind_card_that_misses_is_picked_up_with_the_pile() -> None:
    g = table([[], ["3"]], downs=[["2", "2", "2"], ["4"]], pile=["5", "8"])
    events = g.play("a", "flip")
    assert "does not fit" in events[0].text
    assert sorted(g.table.state.hands[0]) == ["2", "5", "8"]
    assert g.table.state.pile == [] and len(g.table.state.downs[0]) == 2
    assert g.turn() == ["b"]
    # That player must empty the hand again before the next blind card.
    g.play("b", "play 3")
    assert "flip" not in g.legal_moves("a")


def test_own_face_down_cards_are_hidden_from_their_owner_too() -> None:
    g = table([["7"], ["3"]], downs=[["5", "6", "9"], ["2"]])
    view = g.view("a")
    assert view["seats"][0]["down"] == 3
    assert "9" not in str(view["seats"]) and "9" not in view["hand"]
