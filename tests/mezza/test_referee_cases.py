"""The 13 referee cases of the research note (§6), default rules.

Case 10 (start tie) lives in test_deal_and_start.py and case 11 (blind miss) in
test_play.py, next to the rules they belong to; both are named after their case.
"""

from __future__ import annotations

import pytest

from games import IllegalMove
from tests.mezza.helpers import table


def test_referee_case_1_half_on_a_five_is_legal_and_five_stays_in_force() -> None:
    g = table([["1/2", "9"], ["4", "5", "0", "1/2", "6"]], pile=["5"])
    assert "play 1/2" in g.legal_moves("a")
    g.play("a", "play 1/2")
    assert g.view(None)["in_force"] == "5"
    assert g.legal_moves("b") == ["play 1/2", "play 0", "play 5", "play 6"]


def test_referee_case_2_half_on_nine_and_a_half_makes_ten_burns_and_leads_again() -> None:
    g = table([["1/2", "3"], ["8"]], pile=["9.5"])
    g.play("a", "play 1/2")
    assert g.table.state.pile == [] and g.turn() == ["a"]
    assert g.legal_moves("a") == ["play 3"]


def test_referee_case_3_snatch_on_nine_and_a_half_burns_and_snatcher_leads() -> None:
    g = table([["9.5", "2"], ["8", "9"], ["8", "1/2"], ["1/2", "3", "5"]])
    g.play("a", "play 9.5")
    assert g.turn() == ["b"]
    assert g.legal_moves("d") == ["snatch 1/2"]
    assert g.legal_moves("c") == ["snatch 1/2"]
    events = g.play("d", "snatch 1/2")
    assert "snatches" in events[0].text
    assert g.table.state.pile == [] and g.turn() == ["d"]  # b and c lose their turn
    assert g.legal_moves("d") == ["play 3", "play 5"]
    assert g.legal_moves("c") == []  # no more half card to complete


def test_referee_case_4_snatch_on_six_and_a_half_counts_as_seven_and_skips_after_snatcher() -> None:
    g = table([["6.5", "2"], ["8", "9"], ["1/2", "8"], ["9", "9"]])
    g.play("a", "play 6.5")
    g.play("c", "snatch 1/2")
    assert g.turn() == ["a"]  # d, after the snatcher, misses a turn
    assert g.view(None)["in_force"] == "7"


def test_referee_case_5_half_on_three_and_a_half_counts_as_four() -> None:
    hand_b = ["1/2", "3.5"]
    g = table(
        [["3.5", "9"], ["1/2", "8"], ["0", "1", "2", "3", "3.5", "4", "5", *hand_b]],
        pile=[],
    )
    g.play("a", "play 3.5")
    g.play("b", "play 1/2")
    assert g.view(None)["lower"] is True
    assert g.legal_moves("c") == [
        "play 1/2", "play 0", "play 1", "play 2", "play 3",
        "play 3.5", "play 3.5 3.5", "play 4", "play 3.5 1/2", "play 3.5 3.5 1/2",
    ]  # fmt: skip


def test_referee_case_6_ten_on_four_is_illegal_but_half_is_legal_and_keeps_the_limit() -> None:
    g = table([["10", "1/2", "9"], ["5", "2"]], pile=["4"])
    with pytest.raises(IllegalMove):
        g.play("a", "play 10")
    assert g.legal_moves("a") == ["play 1/2"]
    g.play("a", "play 1/2")
    assert g.view(None)["lower"] is True
    assert g.legal_moves("b") == ["play 2"]


def test_referee_case_7_eight_half_eight_eight_then_eight_burns() -> None:
    g = table([["8", "2"], ["3"]], pile=["8", "1/2", "8", "8"])
    g.play("a", "play 8")
    assert g.table.state.pile == [] and g.turn() == ["a"]


def test_referee_case_8_four_halves_in_a_row_burn() -> None:
    g = table([["1/2", "2"], ["3"]], pile=["1/2", "1/2", "1/2"])
    g.play("a", "play 1/2")
    assert g.table.state.pile == [] and g.turn() == ["a"]


def test_referee_case_9_completed_pair_on_three_fours_is_no_four_of_a_kind() -> None:
    g = table([["3.5", "1/2", "9"], ["5", "2"]], pile=["4", "4", "4"])
    g.play("a", "play 3.5 1/2")
    assert g.table.state.pile == ["4", "4", "4", "3.5", "1/2"]
    assert g.view(None)["lower"] is True
    assert g.legal_moves("b") == ["play 2"]


def test_referee_case_12_two_players_a_seven_lets_the_same_player_go_again() -> None:
    g = table([["7", "2"], ["8", "9"]])
    g.play("a", "play 7")
    assert g.turn() == ["a"]


def test_referee_case_13_last_card_ten_burns_and_the_next_player_leads() -> None:
    g = table([["10"], ["8", "9"], ["5"]], pile=["6"])
    events = g.play("a", "play 10")
    assert g.table.state.pile == []
    assert g.turn() == ["b"]
    assert g.view(None)["seats"][0]["out"] == 1
    assert "out in place 1" in events[0].text
