"""Every house-rule option and what it changes."""

from __future__ import annotations

import random

import pytest

from games.mezza.engine import Mezza
from games.mezza.options import MezzaOptions
from tests.helpers import anyone_with_a_move, play_out
from tests.mezza.helpers import new_game, table

A = (["5", "6", "8"], ["9", "10", "2"], ["1", "3", "4"])
B = (["7", "7", "9"], ["0", "3", "5"], ["2", "6", "8"])


def test_defaults_are_the_research_notes_recommendations() -> None:
    o = MezzaOptions()
    assert (o.completion, o.self_combo, o.snatch, o.skip_rank) == (True, True, "complete_half", "7")
    assert (o.lower_card, o.lower_card_is_wild, o.ten_beats_lower) == ("4", False, False)
    assert (o.four_of_a_kind, o.halves_in_run, o.four_halves_burn) == (
        "across_players",
        "ignored",
        True,
    )
    assert (o.allow_voluntary_pickup, o.must_lead_lowest, o.end_mode) == (
        False,
        False,
        "full_ranking",
    )
    assert (o.skip_per_card, o.half_copies_effects, o.exchange) == (True, False, True)


def test_options_parse_from_text_and_refuse_bad_values() -> None:
    g = Mezza.new(["a", "b"], options="skip_rank=9 completion=off snatch=any_time")  # type: ignore[arg-type]
    assert (g.options.skip_rank, g.options.completion, g.options.snatch) == ("9", False, "any_time")
    with pytest.raises(ValueError, match="skip_rank"):
        Mezza.new(["a", "b"], options={"skip_rank": "5"})
    with pytest.raises(ValueError, match="stall_limit"):
        Mezza.new(["a", "b"], options={"stall_limit": -1})


def test_completion_off_leaves_half_cards_plain() -> None:
    g = table([["1/2", "2"], ["9", "3"], ["8"]], pile=["9.5"], completion=False)
    assert "play 9.5 1/2" not in g.legal_moves("a")
    g.play("a", "play 1/2")
    assert g.table.state.pile == ["9.5", "1/2"] and g.turn() == ["b"]
    assert g.legal_moves("b") == ["pickup"]  # 9½ stays in force


def test_completion_optional_lets_a_half_be_laid_plain_on_a_half_card() -> None:
    g = table([["1/2", "2"], ["9", "3"], ["8"]], pile=["9.5"], completion_optional=True)
    assert {"play 1/2", "play 1/2 plain"} <= set(g.legal_moves("a"))
    events = g.play("a", "play ½ plain")
    assert "without completing" in events[0].text
    assert g.table.state.pile == ["9.5", "1/2"] and g.turn() == ["b"]
    assert "play 1/2 plain" not in table([["1/2"], ["9"]], pile=["9.5"]).legal_moves("a")


def test_self_combo_off_forbids_playing_a_half_card_with_a_half() -> None:
    g = table([["6.5", "1/2", "2"], ["8"]], pile=["5"], self_combo=False)
    assert g.legal_moves("a") == ["play 1/2", "play 6.5"]


def test_snatch_off_allows_no_play_out_of_turn() -> None:
    g = table([["9.5", "2"], ["8"], ["1/2", "3"]], snatch="off")
    g.play("a", "play 9.5")
    assert g.legal_moves("c") == []


def test_snatch_any_time_lets_a_half_take_the_turn_on_any_card() -> None:
    g = table([["5", "2"], ["8"], ["3"], ["1/2", "6", "9"]], snatch="any_time")
    assert g.legal_moves("d") == []  # not on an empty pile
    g.play("a", "play 5")
    assert g.legal_moves("d") == ["snatch 1/2"]
    g.play("d", "snatch 1/2")
    assert g.turn() == ["a"]  # play goes on clockwise from the snatcher
    assert g.view(None)["in_force"] == "5"


def test_skip_rank_nine_makes_the_nine_skip_and_the_seven_plain() -> None:
    g = table([["9", "7", "2"], ["9"], ["9"]], skip_rank="9")
    g.play("a", "play 7")
    assert g.turn() == ["b"]
    g = table([["9", "7", "2"], ["9"], ["9"]], skip_rank="9")
    g.play("a", "play 9")
    assert g.turn() == ["c"]


def test_skip_rank_eight_makes_the_eight_skip() -> None:
    g = table([["8", "2"], ["9"], ["9"]], skip_rank="8")
    g.play("a", "play 8")
    assert g.turn() == ["c"]


def test_skip_per_card_off_skips_one_player_however_many_sevens() -> None:
    g = table([["7", "7", "2"], ["8"], ["8"], ["8"]], skip_per_card=False)
    g.play("a", "play 7 7")
    assert g.turn() == ["c"]


def test_half_copies_effects_makes_a_half_on_a_seven_skip_again() -> None:
    g = table([["1/2", "2"], ["8"], ["8"]], pile=["7"], half_copies_effects=True)
    g.play("a", "play 1/2")
    assert g.turn() == ["c"]
    g = table([["1/2", "2"], ["8"], ["8"]], pile=["7"])
    g.play("a", "play 1/2")
    assert g.turn() == ["b"]


def test_lower_card_three_and_a_half_gives_the_four_or_lower_limit() -> None:
    g = table([["3.5", "9"], ["5", "3"]], lower_card="3.5")
    g.play("a", "play 3.5")
    assert g.legal_moves("b") == ["play 3"]
    g = table([["4", "9"], ["5", "3"]], lower_card="3.5")
    g.play("a", "play 4")
    assert g.legal_moves("b") == ["play 5"]


def test_lower_card_is_wild_lets_the_four_go_on_any_card() -> None:
    g = table([["4", "2"], ["5"]], pile=["9"], lower_card_is_wild=True)
    assert g.legal_moves("a") == ["play 4"]
    g = table([["4", "2"], ["5"]], pile=["9"])
    assert g.legal_moves("a") == ["pickup"]


def test_ten_beats_lower_lets_a_ten_burn_on_the_four() -> None:
    g = table([["10", "9"], ["5"]], pile=["4"], ten_beats_lower=True)
    assert g.legal_moves("a") == ["play 10"]
    g.play("a", "play 10")
    assert g.table.state.pile == []


def test_four_of_a_kind_single_play_burns_only_four_laid_at_once() -> None:
    g = table([["8", "2"], ["3"]], pile=["8", "8", "8"], four_of_a_kind="single_play")
    g.play("a", "play 8")
    assert len(g.table.state.pile) == 4
    g = table([["8", "8", "8", "8", "2"], ["3"]], four_of_a_kind="single_play")
    g.play("a", "play 8 8 8 8")
    assert g.table.state.pile == []


def test_four_of_a_kind_off_never_burns() -> None:
    g = table([["8", "8", "8", "8", "2"], ["3"]], four_of_a_kind="off")
    g.play("a", "play 8 8 8 8")
    assert len(g.table.state.pile) == 4


def test_halves_in_run_break_lets_a_half_interrupt_four_of_a_kind() -> None:
    g = table([["8", "2"], ["3"]], pile=["8", "1/2", "8", "8"], halves_in_run="break")
    g.play("a", "play 8")
    assert len(g.table.state.pile) == 5


def test_four_halves_burn_off_lets_halves_pile_up() -> None:
    g = table([["1/2", "2"], ["3"]], pile=["1/2", "1/2", "1/2"], four_halves_burn=False)
    g.play("a", "play 1/2")
    assert len(g.table.state.pile) == 4 and g.turn() == ["b"]


def test_allow_voluntary_pickup_lets_a_player_take_the_pile_by_choice() -> None:
    g = table([["9", "2"], ["3"]], pile=["5"], allow_voluntary_pickup=True)
    assert g.legal_moves("a") == ["play 9", "pickup"]
    g.play("a", "pickup")
    assert sorted(g.table.state.hands[0]) == ["2", "5", "9"]


def test_exchange_off_starts_play_at_once() -> None:
    g = new_game([A, B], exchange=False)
    assert g.view(None)["phase"] == "play" and g.turn() == ["a"]
    g = new_game([A, B], exchange=True)
    assert g.view(None)["phase"] == "exchange"


def test_must_lead_lowest_makes_the_starter_open_with_the_lowest_card() -> None:
    g = new_game([(["1/2", "8", "9"], A[1], A[2]), B], must_lead_lowest=True)
    assert g.legal_moves("a") == ["play 1/2"]
    g.play("a", "play 1/2")
    assert g.legal_moves("b") == ["play 7", "play 7 7", "play 9"]


def test_start_tie_race_lets_every_tied_player_lead_and_the_first_starts() -> None:
    seats = [(["3", "7", "1/2"], A[1], A[2]), (["1/2", "1/2", "9"], B[1], B[2])]
    g = new_game(seats, start_tie="race")
    assert g.turn() == ["a", "b"]
    assert g.legal_moves("a") == ["play 1/2"]
    assert g.legal_moves("b") == ["play 1/2", "play 1/2 1/2"]
    g.play("b", "play 1/2")
    assert g.turn() == ["a"]
    assert g.view(None)["pile"] == ["1/2"]


def test_end_mode_first_out_stops_at_the_first_player_out_and_ranks_by_cards_left() -> None:
    g = table([["9"], ["2", "3"], ["2", "3", "4"]], end_mode="first_out")
    g.play("a", "play 9")
    assert g.over and g.turn() == []
    assert g.outcome().ranking == [["a"], ["b"], ["c"]]


def test_seven_players_option_allows_a_seventh_seat() -> None:
    seven = [f"p{i}" for i in range(7)]
    with pytest.raises(ValueError, match="2 to 6"):
        Mezza.new(seven)
    g = Mezza.new(seven, options={"seven_players": True})
    assert g.view(None)["stock"] == 5


PICKUPS = [
    ("a", "play 5"), ("b", "pickup"), ("a", "play 5"), ("b", "pickup"), ("a", "play 6"),
    ("b", "pickup"),
]  # fmt: skip


def test_stall_limit_ends_a_game_of_pickups_without_progress() -> None:
    g = table([["5", "5", "6", "6"], ["7", "8"]], stall_limit=3, allow_voluntary_pickup=True)
    events = []
    for p, move in PICKUPS:
        events = g.play(p, move)
    assert g.over and "without progress" in events[-1].text
    # Ranked by cards left: a holds 1 card, b holds 5.
    assert g.outcome().ranking == [["a"], ["b"]]


def test_stall_limit_zero_never_ends_the_game_early() -> None:
    g = table([["5", "5", "6", "6"], ["7", "8"]], stall_limit=0, allow_voluntary_pickup=True)
    for p, move in PICKUPS:
        g.play(p, move)
    assert not g.over and g.view(None)["pickups_without_progress"] == 3


def test_deal_sizes_change_the_deal_and_the_refill_target() -> None:
    g = Mezza.new(["a", "b"], options={"face_down_cards": 2, "face_up_cards": 1, "hand_cards": 4})
    view = g.view("a")
    assert len(view["hand"]) == 4
    assert (view["seats"][1]["down"], len(view["seats"][1]["up"])) == (2, 1)
    assert view["stock"] == 68 - 2 * 7
    ready = [g.play(p, "ready") for p in ["a", "b"]]
    assert ready
    p = g.turn()[0]
    move = g.legal_moves(p)[0]
    g.play(p, move)
    assert len(g.view(p)["hand"]) == 4


def test_bigger_deals_limit_the_seats() -> None:
    opts = MezzaOptions(face_down_cards=4, face_up_cards=4, hand_cards=5)
    assert Mezza.seat_range(opts) == (2, 5)
    with pytest.raises(ValueError):
        Mezza.new([f"p{i}" for i in range(6)], options=opts.model_dump())


def test_personal_stock_deals_the_rest_to_each_player_to_refill_from() -> None:
    g = Mezza.new(["a", "b", "c", "d"], seed=3, options={"stock": "personal", "exchange": False})
    view = g.view(None)
    assert [s["stock"] for s in view["seats"]] == [8, 8, 8, 8]
    p = g.turn()[0]
    seat = g.players.index(p)
    g.play(p, g.legal_moves(p)[0])
    assert g.view(None)["seats"][seat]["stock"] < 8
    assert sum(s["stock"] for s in g.view(None)["seats"] if s["player"] != p) == 24


def test_burner_leads_again_off_passes_the_turn_after_a_burn() -> None:
    g = table([["10", "2"], ["8"]], pile=["6"], burner_leads_again=False)
    g.play("a", "play 10")
    assert g.table.state.pile == [] and g.turn() == ["b"]


NON_DEFAULTS: list[dict[str, object]] = [
    {"completion": False},
    {"self_combo": False},
    {"completion_optional": True},
    {"snatch": "any_time"},
    {"snatch": "off"},
    {"skip_rank": "9"},
    {"skip_rank": "8"},
    {"skip_per_card": False},
    {"half_copies_effects": True},
    {"lower_card": "3.5"},
    {"lower_card_is_wild": True},
    {"ten_beats_lower": True},
    {"four_of_a_kind": "single_play"},
    {"four_of_a_kind": "off"},
    {"halves_in_run": "break"},
    {"pair_counts_as": "whole"},
    {"cut_in": True},
    {"four_halves_burn": False},
    {"allow_voluntary_pickup": True},
    {"exchange": False},
    {"must_lead_lowest": True},
    {"start_tie": "race"},
    {"end_mode": "first_out"},
    {"face_down_cards": 0, "face_up_cards": 4, "hand_cards": 5},
    {"stock": "personal"},
    {"burner_leads_again": False},
    {"seven_players": True},
]


@pytest.mark.parametrize(
    "options", NON_DEFAULTS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items())
)
def test_random_games_end_and_keep_every_card_under_each_option(options: dict[str, object]) -> None:
    n = 7 if options.get("seven_players") else 4
    g = Mezza.new([f"p{i}" for i in range(n)], seed=len(str(options)), options=options)
    deck = g.full_deck()
    play_out(g, random.Random(3), mover=anyone_with_a_move)
    assert g.over
    assert g.cards_in_play() == deck
    assert sorted(p for place in g.outcome().ranking for p in place) == sorted(g.players)


def test_pair_counts_as_whole_makes_a_completed_three_and_a_half_a_four() -> None:
    g = table([["3.5", "1/2", "9"], ["5", "2"]], pile=["4", "4", "4"], pair_counts_as="whole")
    g.play("a", "play 3.5 1/2")
    assert g.table.state.pile == [] and g.turn() == ["a"]


def test_cut_in_lets_the_holder_of_the_fourth_card_burn_out_of_turn() -> None:
    g = table([["8", "2"], ["3", "9"], ["8", "5"]], pile=["8", "8"], cut_in=True)
    assert g.legal_moves("c") == []  # two 8s on top: one 8 is not enough
    g.play("a", "play 8")
    assert g.turn() == ["b"]
    assert g.legal_moves("c") == ["cut 8"]
    events = g.play("c", "play 8")  # typed as a play, read as the cut-in
    assert "cuts in" in events[0].text
    assert g.table.state.pile == [] and g.turn() == ["c"]
    g = table([["8", "2"], ["3", "9"], ["8", "5"]], pile=["8", "8"])
    g.play("a", "play 8")
    assert g.legal_moves("c") == []
