"""The special cards: ½, 0, 4, 7, 10, the half cards and four of a kind."""

from __future__ import annotations

import pytest

from games import IllegalMove
from tests.mezza.helpers import table


def test_half_goes_on_any_card_and_leaves_the_rank_below_in_force() -> None:
    g = table([["1/2", "2"], ["9", "3"], ["8"]], pile=["9"])
    assert "play 1/2" in g.legal_moves("a") and "play 2" not in g.legal_moves("a")
    g.play("a", "play 1/2")
    assert g.view(None)["in_force"] == "9"
    assert g.legal_moves("b") == ["play 9"]


def test_half_on_an_empty_pile_lets_any_card_follow() -> None:
    g = table([["1/2", "2"], ["1", "3"]])
    g.play("a", "play 1/2")
    assert g.legal_moves("b") == ["play 1", "play 3"]


def test_several_halves_on_halves_stay_transparent() -> None:
    g = table([["1/2", "1/2", "2"], ["5", "3"]], pile=["4", "5"])
    g.play("a", "play 1/2 1/2")
    assert g.view(None)["in_force"] == "5"
    assert g.legal_moves("b") == ["play 5"]


def test_zero_goes_on_any_card_and_any_card_goes_on_it() -> None:
    g = table([["0", "2"], ["1", "3"]], pile=["9.5"])
    assert "play 0" in g.legal_moves("a")
    g.play("a", "play 0")
    assert g.legal_moves("b") == ["play 1", "play 3"]


def test_after_a_four_the_next_card_must_be_four_or_lower() -> None:
    g = table([["4", "9"], ["5", "3.5", "4", "0", "1/2", "8"], ["2"]])
    g.play("a", "play 4")
    assert g.legal_moves("b") == ["play 1/2", "play 0", "play 3.5", "play 4", "play 3.5 1/2"]
    with pytest.raises(IllegalMove, match="4 or lower"):
        g.play("b", "play 5")


def test_the_four_itself_is_played_by_its_rank() -> None:
    g = table([["5"], ["4", "6"]], pile=["5"], current=1)
    assert g.legal_moves("b") == ["play 6"]


def test_the_four_or_lower_restriction_ends_once_a_card_other_than_a_half_covers_it() -> None:
    g = table([["4", "1/2", "9"], ["1/2", "2", "9"], ["3.5", "9"]])
    g.play("a", "play 4")
    g.play("b", "play 1/2")  # the ½ keeps the restriction
    assert g.legal_moves("c") == ["play 3.5"]
    g.play("c", "play 3.5")
    assert g.view(None)["lower"] is False
    assert g.legal_moves("a") == ["play 1/2", "play 9"]


def test_seven_makes_the_next_player_miss_a_turn() -> None:
    g = table([["7", "2"], ["8", "9"], ["8", "9"]])
    events = g.play("a", "play 7")
    assert g.turn() == ["c"]
    assert "<@b> misses a turn" in events[0].text


def test_several_sevens_skip_one_player_each() -> None:
    g = table([["7", "7", "2"], ["8"], ["8"], ["8"]])
    g.play("a", "play 7 7")
    assert g.turn() == ["d"]


def test_ten_burns_the_pile_and_the_burner_leads_again() -> None:
    g = table([["10", "2", "5"], ["8"]], pile=["6", "9"])
    events = g.play("a", "play 10")
    assert g.view(None)["pile"] == [] and g.view(None)["burned"] >= 3
    assert g.turn() == ["a"]
    assert "burns" in events[0].text and "leads again" in events[0].text
    assert g.legal_moves("a") == ["play 2", "play 5"]


def test_four_of_a_kind_across_players_burns_the_pile() -> None:
    g = table([["8", "3"], ["8", "3"]], pile=["8", "8"])
    g.play("a", "play 8")
    assert g.table.state.pile == ["8", "8", "8"]
    events = g.play("b", "play 8")
    assert g.table.state.pile == [] and g.turn() == ["b"]
    assert "four of a kind" in events[0].text


def test_four_of_a_kind_in_one_play_burns_the_pile() -> None:
    g = table([["9", "9", "9", "9", "2"], ["8"]])
    g.play("a", "play 9 9 9 9")
    assert g.table.state.pile == [] and g.turn() == ["a"]


def test_four_sevens_burn_and_skip_nobody() -> None:
    g = table([["7", "2"], ["8"], ["8"]], pile=["7", "7", "7"])
    g.play("a", "play 7")
    assert g.table.state.pile == [] and g.turn() == ["a"]


def test_half_on_three_and_a_half_completes_it_to_a_four() -> None:
    g = table([["1/2", "2"], ["5", "3", "9"], ["8"]], pile=["3.5"])
    events = g.play("a", "play 1/2")
    assert "3½ + ½ = 4" in events[0].text
    assert g.view(None)["lower"] is True
    assert g.legal_moves("b") == ["play 3"]


def test_half_on_six_and_a_half_completes_it_to_a_seven_that_skips() -> None:
    g = table([["1/2", "2"], ["8"], ["8"]], pile=["6.5"])
    g.play("a", "play 1/2")
    assert g.turn() == ["c"]
    assert g.view(None)["in_force"] == "7"


def test_half_on_nine_and_a_half_completes_it_to_a_ten_that_burns() -> None:
    g = table([["1/2", "2"], ["8"]], pile=["5", "9.5"])
    g.play("a", "play 1/2")
    assert g.table.state.pile == [] and g.turn() == ["a"]


def test_a_half_card_and_a_half_may_be_played_together_as_the_whole_number() -> None:
    g = table([["6.5", "1/2", "2"], ["8"], ["8"]], pile=["7"])
    # 6½ alone is too low on a 7, but 6½ + ½ counts as 7.
    assert "play 6.5" not in g.legal_moves("a")
    assert "play 6.5 1/2" in g.legal_moves("a")
    g.play("a", "play 6.5 1/2")
    assert g.turn() == ["c"]


def test_a_completed_pair_is_legal_only_where_the_whole_number_is() -> None:
    g = table([["4", "9"], ["6.5", "3.5", "1/2"], ["8"]])
    g.play("a", "play 4")
    moves = g.legal_moves("b")
    assert "play 3.5 1/2" in moves and "play 6.5 1/2" not in moves


def test_ten_may_not_be_played_on_the_four() -> None:
    g = table([["4", "9"], ["10", "3"], ["8"]])
    g.play("a", "play 4")
    assert g.legal_moves("b") == ["play 3"]
