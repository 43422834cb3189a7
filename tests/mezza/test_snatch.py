"""The ½ snatch out of turn (default `snatch=complete_half`)."""

from __future__ import annotations

import pytest

from games import IllegalMove
from tests.mezza.helpers import table


def test_snatch_is_offered_only_while_a_half_card_lies_uncompleted_on_top() -> None:
    g = table([["5", "9.5", "2"], ["8", "9"], ["1/2", "3"]])
    assert g.legal_moves("c") == []
    g.play("a", "play 5")
    assert g.legal_moves("c") == []
    with pytest.raises(IllegalMove, match="uncompleted on top"):
        g.play("c", "snatch 1/2")


def test_the_player_whose_turn_it_is_completes_by_playing_not_snatching() -> None:
    g = table([["9.5", "2"], ["1/2", "9"], ["3"]])
    g.play("a", "play 9.5")
    assert "play 1/2" in g.legal_moves("b")
    assert "snatch 1/2" not in g.legal_moves("b")
    g.play("b", "snatch ½")  # read as the play it is
    assert g.table.state.pile == [] and g.turn() == ["b"]


def test_snatch_keeps_the_turn_list_on_the_player_whose_turn_it_is() -> None:
    g = table([["6.5", "2"], ["8", "9"], ["1/2", "3"]])
    g.play("a", "play 6.5")
    assert g.turn() == ["b"]
    assert g.legal_moves("c") == ["snatch 1/2"]


def test_snatcher_refills_the_hand_from_the_stock() -> None:
    g = table([["3.5", "2", "5"], ["8", "9", "9"], ["1/2", "3", "4"]], stock=["6", "7"])
    g.play("a", "play 3.5")  # a draws the 6
    events = g.play("c", "snatch 1/2")
    assert events[0].private == {"c": "You draw 7."}
    assert sorted(g.table.state.hands[2]) == ["3", "4", "7"]


def test_snatch_from_face_up_cards_when_those_are_played_from() -> None:
    g = table([["9.5", "2"], ["8", "9"], []], ups=[[], [], ["1/2", "5"]])
    g.play("a", "play 9.5")
    assert g.legal_moves("c") == ["snatch 1/2"]
    g.play("c", "snatch 1/2")
    assert g.table.state.ups[2] == ["5"] and g.turn() == ["c"]


def test_no_snatch_from_face_down_cards() -> None:
    g = table([["9.5", "2"], ["8", "9"], []], downs=[[], [], ["1/2", "5"]])
    g.play("a", "play 9.5")
    assert g.legal_moves("c") == []


def test_a_snatch_with_the_last_card_puts_the_snatcher_out() -> None:
    g = table([["6.5", "2"], ["8", "9"], ["1/2"], ["5"]])
    g.play("a", "play 6.5")
    events = g.play("c", "snatch 1/2")
    assert "out in place 1" in events[0].text
    assert g.turn() == ["a"]  # d, after the snatcher, is skipped by the completed 7
