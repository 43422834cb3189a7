"""Move grammar: canonical texts, lenient spellings and reasons for illegal moves."""

from __future__ import annotations

import pytest

from games import IllegalMove
from games.meierijen import MeieRijen
from tests.meierijen.helpers import BL, R, game

# Default table: C = 5h, D = 7d, E = 8s; Red starts.


def red(*cards: str) -> MeieRijen:
    return game(red=["5h", *cards])


def test_lenient_card_and_field_spellings() -> None:
    for text in ("6♥ c", "PLAY 6H C", "6h on C", "play 6 hearts c"):
        g = red("6h", "3c", "4c", "6c", "Jc")
        g.play(R, text)
        assert g.view(None)["fields"]["C"]["top"] == "6h", text


def test_a_wild_with_one_possible_rank_needs_no_as() -> None:
    g = red("XR", "3c", "4c", "6c", "Jc")
    g.play(R, "play xr d")
    assert g.view(None)["fields"]["D"]["rank"] == "8"
    g = red("XR", "3c", "4c", "6c", "Jc")
    g.play(R, "xr c as 6")
    assert g.view(None)["fields"]["C"]["rank"] == "6"


def test_pass_spellings() -> None:
    g = red("6h", "3c", "4c", "6c", "Jc")
    g.play(R, "pass J♣ pen")
    assert g.view(None)["seats"][0]["penalty_pile"] == ["Jc"]
    with pytest.raises(IllegalMove):
        g.play(BL, "pass")  # a pass card is due
    with pytest.raises(IllegalMove, match="Say where the pass card goes"):
        g.play(BL, "pass 2c")


def test_source_spellings() -> None:
    g = game(red=["5h", "Jc", "3c", "4c", "6c", "7c"], blue=["8s", "7d", "6h", "3d", "4d"])
    g.play(R, "pass Jc open")
    g.play(BL, "pass 6h open")
    for text in ("play 6h c from blue", "6h C from blue open", "play 6h c"):
        trial = g.copy()
        trial.play(R, text)
        assert trial.view(None)["seats"][1]["open"] == []


def test_pawn_spellings() -> None:
    g = game(red=["5h", "8d", "9d", "10d", "3c", "4c"])
    for move in ("play 8d D", "play 9d D", "play 10d D"):
        g.play(R, move)
    g.play(R, "white f")
    g.play(R, "pawn gray")
    g.play(R, "end")
    assert g.view(None)["white_pawns"][0] == "F"
    assert g.view(None)["grey_pawn"] == R
    assert g.phase == "play"


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ("play 7h C", "You do not hold"),
        ("play 6s C", "C takes only red cards"),
        ("play 9h C", "play 6 there"),
        ("play 9d E", "E takes only black cards"),
        ("play 6h C from blue open", "not among blue's open cards"),
    ],
)
def test_illegal_moves_get_a_sharp_reason_and_change_nothing(move: str, reason: str) -> None:
    g = red("6s", "9h", "9d", "XR", "XB")
    before = g.to_json()
    with pytest.raises(IllegalMove) as info:
        g.play(R, move)
    assert reason in str(info.value), str(info.value)
    assert g.to_json() == before


def test_a_fitting_face_up_card_must_be_played_says_so() -> None:
    from tests.meierijen.test_end import DEAD_RED, end_game

    g = end_game(("6h", *DEAD_RED))
    with pytest.raises(IllegalMove, match="must play it"):
        g.play(R, "pass 6h open")


def test_pawn_phase_comes_first() -> None:
    g = game(red=["5h", "8d", "9d", "10d", "3c", "4c"])
    for move in ("play 8d D", "play 9d D", "play 10d D"):
        g.play(R, move)
    with pytest.raises(IllegalMove, match="pawn"):
        g.play(R, "pass 3c open")


def test_a_blocked_field_is_named() -> None:
    g = game(red=["5h", "8d", "9d", "10d", "Jd", "4c"])
    for move in ("play 8d D", "play 9d D", "play 10d D", "pawn white D", "done"):
        g.play(R, move)
    with pytest.raises(IllegalMove, match="white pawn blocks D"):
        g.play(R, "play Jd D")


def test_move_help_lists_every_move_form() -> None:
    for word in ("play 7h C", "play XR D as 9", "pawn white F", "pass 4c open", "done"):
        assert word in MeieRijen.move_help


def test_a_wild_on_an_empty_field_needs_its_rank() -> None:
    g = game(red=["5h", "Kd", "Ad", "XB", "3c", "4c"], blue=["8s", "Qd"])
    g.play(R, "play Kd D")
    g.play(R, "play Ad D")
    with pytest.raises(IllegalMove, match="Say which rank"):
        g.play(R, "play XB D")
    g.play(R, "play XB D as j")
    assert g.view(None)["fields"]["D"]["rank"] == "J"


@pytest.mark.parametrize(
    ("move", "word"),
    [
        ("play 6h C x", "x"),
        ("play 6h C frm blue open", "frm"),
        ("play 6h C from blu open", "blu"),
        ("pass 3c open x", "x"),
        ("pass 3c open penalty", "penalty"),
        ("play XR D as z", "z"),
        ("draw 5", "5"),
    ],
)
def test_a_word_no_move_has_is_refused_and_named(move: str, word: str) -> None:
    g = red("6h", "3c", "XR", "6c", "Jc")
    before = g.to_json()
    with pytest.raises(IllegalMove) as info:
        g.play(R, move)
    assert str(info.value).startswith(f"`{word}` does not belong in a move"), str(info.value)
    assert g.to_json() == before


def test_a_pawn_move_with_a_letter_off_the_mat_is_refused() -> None:
    g = game(red=["5h", "8d", "9d", "10d", "3c", "4c"])
    for move in ("play 8d D", "play 9d D", "play 10d D"):
        g.play(R, move)
    with pytest.raises(IllegalMove, match="`x` does not belong in a move"):
        g.play(R, "pawn white F x")
    g.play(R, "red pawn")
    assert g.view(None)["red_pawn"] == R


def test_a_pass_card_needs_its_place_even_when_only_one_is_free() -> None:
    g = red("3c", "4c", "6c", "7c", "Jc")
    g.opens[0] += ["2h", "2d", "Ah", "Ad"]  # state poke: four open cards already
    with pytest.raises(IllegalMove, match="Say where the pass card goes: `pass 3c penalty`"):
        g.play(R, "pass 3c")
    g.play(R, "pass 3c pen")
    assert g.view(None)["seats"][0]["penalty_pile"] == ["3c"]


def test_a_wild_rank_may_be_said_with_dutch_letters() -> None:
    g = game(red=["5h", "Kd", "Ad", "XB", "3c", "4c"], blue=["8s", "Qd"])
    g.play(R, "play Kd D")
    g.play(R, "play Ad D")
    g.play(R, "play XB D als b")
    assert g.view(None)["fields"]["D"]["rank"] == "J"
