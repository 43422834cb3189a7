"""The worked examples of the research note (section 4.3), default geometry.

Gates are T8, T24, T40, T56; arm q runs a_q1 (next to its gate) to a_q3 (next
to the centre spot M). A pawn in the cross is in/out: heading to or from M.
"""

from __future__ import annotations

from games.keezen import Keezen
from tests.keezen.helpers import game, moves_with, where


def path(g: Keezen) -> list[str]:
    """Fields the last move passed, as labels."""
    from games.keezen.rules import geometry

    geo = geometry(g.options)
    return [geo.label(f) for f in g.view(None)["last"]["segments"][0]["path"]]


def heading(g: Keezen, pawn: str) -> tuple[str | None, int | None]:
    for p in g.view(None)["pawns"]:
        if p["pawn"] == pawn:
            return p["heading"], p["entry"]
    raise KeyError(pawn)


def test_example_1_eight_from_t5_turns_in_at_the_gate_and_crosses_to_a23() -> None:
    g = game(["8c"], {"p1": "T5"})
    g.play("n", "play 8c p1")
    assert path(g) == ["T6", "T7", "T8", "a01", "a02", "a03", "M", "a23"]
    assert heading(g, "p1") == ("out", 0)


def test_example_2_eight_from_t4_stops_on_the_centre_spot() -> None:
    g = game(["8c", "2c"], {"p1": "T4"})
    g.play("n", "play 8c p1")
    assert where(g, "p1") == "M"


def test_example_3_eight_from_the_start_place_ends_on_the_gate_not_diverted() -> None:
    g = game(["8c"], {"p1": "T0"})
    g.play("n", "play 8c p1")
    assert where(g, "p1") == "T8"


def test_example_4_eight_from_a_gate_is_not_diverted_and_respects_start_pawns() -> None:
    g = game(["8c"], {"p1": "T8"})
    g.play("n", "play 8c p1")
    assert where(g, "p1") == "T16"
    blocked = game(["8c"], {"p1": "T8", "p5": "T16"})
    assert moves_with(blocked, "8c") == []


def test_example_5_outward_pawn_leaves_the_arm_onto_the_track() -> None:
    g = game(["5c"], {"p1": ("a23", "out", 0)})
    g.play("n", "play 5c p1")
    assert path(g) == ["a22", "a21", "T40", "T41", "T42"]
    assert heading(g, "p1") == (None, None)


def test_example_6_eight_leaving_an_arm_is_not_diverted_again() -> None:
    g = game(["8c"], {"p1": ("a21", "out", 0)})
    g.play("n", "play 8c p1")
    assert where(g, "p1") == "T47"


def test_example_7_from_the_centre_spot_the_player_picks_the_exit_arm() -> None:
    g = game(["2c"], {"p1": ("M", "in", 0)})
    assert moves_with(g, "2c") == ["play 2c p1 arm 1", "play 2c p1 arm 2", "play 2c p1 arm 3"]
    g.play("n", "play 2c p1 arm 1")
    assert path(g) == ["a13", "a12"]
    assert heading(g, "p1") == ("out", 0)


def test_example_8_four_backwards_in_the_cross_retraces_to_the_track() -> None:
    g = game(["4c"], {"p1": ("a02", "in", 0)})
    g.play("n", "play 4c p1")
    assert path(g) == ["a01", "T8", "T7", "T6"]


def test_example_9_opponents_ten_carries_a_pawn_straight_through_the_centre() -> None:
    g = game(["10c"], {"p5": ("a01", "in", 0)})
    g.play("n", "play 10c p5")
    assert path(g) == ["a02", "a03", "M", "a23", "a22", "a21", "T40", "T41", "T42", "T43"]


def test_example_10_other_colours_pawn_turns_in_at_its_gate() -> None:
    g = game(["8c", "2c", "3c", "4c", "5c"], others=(["8d", "2d", "3d", "4d", "5d"],))
    g.play("n", "discard 8c")
    g.pos[4] = 33
    g.touch()
    g.play("e", "play 8d p5")
    assert path(g) == ["T34", "T35", "T36", "T37", "T38", "T39", "T40", "a21"]
    assert heading(g, "p5") == ("in", 2)


def test_example_11_eight_into_the_home_lane_where_no_gate_is_in_range() -> None:
    g = game(["8c"], {"p1": "T59"})
    assert moves_with(g, "8c") == ["play 8c p1 home", "play 8c p1"]
    g.play("n", "play 8c p1 home")
    assert where(g, "p1") == "E0.4"


def test_example_12_first_part_of_a_seven_may_stop_on_the_centre_spot() -> None:
    g = game(["7c"], {"p1": ("a01", "in", 0), "p2": "T20"})
    assert "play 7c p1 3 p2 4" in g.legal_moves("n")
    g.play("n", "play 7c p1 3 p2 4")
    assert (where(g, "p1"), where(g, "p2")) == ("M", "T24")
