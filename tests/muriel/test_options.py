"""Every Muriel option changes what its description says, and nothing breaks."""

from __future__ import annotations

import random

import pytest

from games.ai import random_move
from games.muriel import Muriel
from games.muriel.cards import DECK, VALUE
from tests.helpers import any_waiting, play_out
from tests.muriel.helpers import (
    dealing,
    finish_hand,
    first_trick,
    game,
    hand_of,
    pile,
    seats,
    tied_at_hand_end,
    trick,
    view_text,
)

# ---------------------------------------------------------------- tie_order


def test_tie_order_reveal_counts_the_leaders_card_last() -> None:
    # Claim example 4 with tie_order=reveal: the leader's joker is the "second" one.
    g, _ = first_trick({0: "XR", 4: "XB", 2: "Kh", 7: "Qs"}, options={"tie_order": "reveal"})
    assert sorted(pile(g, 0)) == sorted(["XR", "XB", "Kh", "Qs"])


def test_tie_order_play_leader_is_first_so_an_equal_follower_wins() -> None:
    g, _ = first_trick({0: "Kc", 3: "Kd"})
    assert sorted(pile(g, 3)) == ["Kc", "Kd"]
    g, _ = first_trick({0: "Kc", 3: "Kd"}, options={"tie_order": "reveal"})
    assert sorted(pile(g, 0)) == ["Kc", "Kd"]


# -------------------------------------------------------------- next_leader


def test_next_leader_rotate_is_default_clockwise_of_the_current_leader() -> None:
    g, _ = first_trick({0: "2c", 5: "Ks"})
    assert g.turn() == ["p1"]
    assert g.view(None)["stray_receiver"] == "p2"


def test_next_leader_claim_winner_takes_the_strays_and_leads() -> None:
    g, _ = first_trick({0: "2c", 5: "Ks"}, options={"next_leader": "claim_winner"})
    assert g.turn() == ["p5"]
    assert len(hand_of(g, 5)) == 5 + 7
    assert g.view(None)["stray_receiver"] is None


def test_next_leader_left_of_claim_winner_takes_the_strays_and_leads() -> None:
    g, _ = first_trick({0: "2c", 5: "Ks"}, options={"next_leader": "left_of_claim_winner"})
    assert g.turn() == ["p6"]
    assert len(hand_of(g, 6)) == 5 + 7


# -------------------------------------------------------------- dealer_rule


def test_dealer_rule_rotate_passes_the_deal_clockwise() -> None:
    g = game(dealer=3)
    finish_hand(g)
    v = g.view(None)
    assert v["dealer"] == "p4" and g.turn() == ["p4"]


def test_dealer_rule_redraw_draws_again_for_each_hand() -> None:
    g = game(dealer=3, options={"dealer_rule": "redraw"})
    finish_hand(g)
    v = g.view(None)
    last = v["draws"][-1]
    best = max(VALUE[c] for _, c in last)
    assert [p for p, c in last if VALUE[c] == best] == [v["dealer"]]
    assert g.turn() == [v["dealer"]]


def test_dealer_rule_top_scorer_gives_the_deal_to_the_previous_hands_top_scorer() -> None:
    g = game(dealer=3, options={"dealer_rule": "top_scorer"})
    finish_hand(g)
    v = g.view(None)
    scores = v["hand_log"][-1]
    best = max(scores)
    expected = next(f"p{(3 + i) % 9}" for i in range(1, 10) if scores[(3 + i) % 9] == best)
    assert v["dealer"] == expected


# -------------------------------------------------------------- follow_mode


def test_follow_mode_simultaneous_hides_follows_until_all_have_chosen() -> None:
    opts = {"follow_mode": "simultaneous"}
    g = game({0: ["Qs"], 3: ["Kh"]}, options=opts)
    g.play("p0", "lead Qs")
    assert g.turn() == [f"p{i}" for i in range(1, 9)]
    events = g.play("p3", "play Kh")
    assert "K" not in events[0].text and events[0].private == {"p3": "You play K♥."}
    assert g.view("p3")["your_choice"] == "Kh"
    for p in ["p1", None]:
        v = g.view(p)
        assert "Kh" not in view_text(g, p) and v["chosen"] == ["p3"]
    assert "p3" not in g.turn()
    for p in list(g.turn()):
        events = g.play(p, g.legal_moves(p)[0])
    assert " reveals " in events[-1].text and "<@p3> K♥" in events[-1].text
    assert sorted(pile(g, 3)) == ["Kh", "Qs"]
    assert g.cards_in_play() == g.full_deck()


def test_follow_mode_simultaneous_games_end_and_keep_cards() -> None:
    g = Muriel.new(seats(5), seed=2, options={"follow_mode": "simultaneous"})

    def same_cards(*_: object) -> None:
        assert g.cards_in_play() == g.full_deck()

    play_out(g, random.Random(2), mover=any_waiting, each=same_cards)


def test_follow_mode_simultaneous_redeal_hidden_keeps_every_view() -> None:
    g = Muriel.new(seats(6), seed=5, options={"follow_mode": "simultaneous"})
    rng = random.Random(5)
    for _ in range(40):
        p = rng.choice(g.turn())
        g.play(p, random_move(g, p, rng))
        for viewer in [*g.players, None]:
            other = g.redeal_hidden(viewer, rng)
            assert other.view(viewer) == g.view(viewer)
            assert other.cards_in_play() == g.full_deck()


# -------------------------------------------------------------- muriel_rule


def test_muriel_rule_off_two_jokers_are_just_identical_claims() -> None:
    g, events = first_trick({0: "XR", 4: "XB", 2: "Kh", 7: "Qs"}, options={"muriel_rule": False})
    assert sorted(pile(g, 4)) == ["XB", "XR"]
    assert {"Kh", "Qs"} <= set(hand_of(g, 1))
    assert "muriel" not in events[-1].text.lower()


# ------------------------------------------------------ target and end_check


def test_target_sets_the_points_that_end_the_game() -> None:
    g = Muriel.new(seats(), seed=8, options={"target": 50})
    play_out(g, random.Random(8))
    assert g.view(None)["hand_no"] == 1  # someone always has 50 after one hand
    assert max(g.outcome().points.values()) >= 50


def test_end_check_first_to_reach_stops_after_the_trick_that_reaches_the_target() -> None:
    g = game({0: ["XR"], 1: ["Ks"]}, options={"end_check": "first_to_reach"})
    g.table.session.totals = [280, 0, 0, 0, 0, 0, 0, 0, 0]  # state poke: p0 is 20 short
    events = trick(g, {0: "XR", 1: "Ks"})
    assert g.over and g.turn() == []
    settle = events[-1]
    assert settle.points["p0"] == 35 and settle.text.startswith("Hand 1 is over")
    assert g.outcome().ranking[0] == ["p0"] and g.outcome().points["p0"] == 315
    assert g.cards_in_play() == g.full_deck()


def test_end_check_after_hand_plays_the_hand_out() -> None:
    g = game({0: ["XR"], 1: ["Ks"]})
    g.table.session.totals = [280, 0, 0, 0, 0, 0, 0, 0, 0]
    trick(g, {0: "XR", 1: "Ks"})
    assert not g.over
    finish_hand(g)
    assert g.over


# ---------------------------------------------------------------- tie_break


def test_tie_break_extra_hand_plays_another_hand_on_an_equal_top_total() -> None:
    g = tied_at_hand_end({"tie_break": "extra_hand"})
    events = g.play("p0", "lead Ac")
    assert not g.over and g.view(None)["hand_no"] == 2
    assert any("extra hand" in e.text for e in events)


def test_tie_break_extra_hand_stops_after_three_extra_hands_with_co_winners() -> None:
    g = tied_at_hand_end({"tie_break": "extra_hand"})
    g.table.session.extra = 3
    g.play("p0", "lead Ac")
    assert g.over and g.outcome().ranking[0] == ["p0", "p1"]


# -------------------------------------------------- seats and short_table


@pytest.mark.parametrize("n", range(3, 10))
def test_three_to_nine_players_are_seated_and_54_over_n_cards_dealt(n: int) -> None:
    g = Muriel.new(seats(n), seed=n)
    v = g.view(None)
    assert set(v["hand_sizes"].values()) == {54 // n}
    assert v["set_aside"] == 54 % n
    assert g.cards_in_play() == g.full_deck()


def test_two_or_ten_players_are_refused() -> None:
    with pytest.raises(ValueError):
        Muriel.new(seats(2))
    with pytest.raises(ValueError):
        Muriel.new(seats(10))


def test_nine_only_seats_exactly_nine_players() -> None:
    assert Muriel.seat_range(Muriel.Options(nine_only=True)) == (9, 9)
    with pytest.raises(ValueError, match="exactly 9"):
        Muriel.new(seats(8), options={"nine_only": True})
    Muriel.new(seats(9), options={"nine_only": True})


def test_short_table_set_aside_keeps_leftover_cards_face_down_for_the_hand() -> None:
    g = Muriel.new(seats(4), seed=1, deck=list(DECK))
    v = g.view(None)
    assert v["set_aside"] == 2 and v["removed"] == []
    assert all(len(hand_of(g, i)) == 13 for i in range(4))
    assert not {"XR", "XB"} & {c for i in range(4) for c in hand_of(g, i)}
    assert "XR" not in view_text(g, "p0")


def test_short_table_remove_low_takes_aces_out_so_the_deck_divides_evenly() -> None:
    opts = {"short_table": "remove_low"}
    g = Muriel.new(seats(4), seed=1, options=opts, deck=dealing(4, {}, opts))
    v = g.view(None)
    assert v["removed"] == ["Ac", "Ad"] and v["set_aside"] == 0
    assert all(len(hand_of(g, i)) == 13 for i in range(4))
    play_out(g, random.Random(1))
    assert sum(sum(h) for h in g.view(None)["hand_log"][:1]) == 418


def test_short_table_games_end_for_every_seat_count() -> None:
    for n in range(3, 9):
        for opts in ({}, {"short_table": "remove_low"}):
            g = Muriel.new(seats(n), seed=n, options=opts)
            play_out(g, random.Random(n))
            assert g.over and g.cards_in_play() == g.full_deck()


def test_bad_option_values_are_refused_with_a_clear_message() -> None:
    with pytest.raises(ValueError, match="next_leader"):
        Muriel.new(seats(), options={"next_leader": "winner"})
    with pytest.raises(ValueError, match="target"):
        Muriel.new(seats(), options={"target": 10})
    g = Muriel.new(seats(), options="tie_order=reveal target=400")
    assert g.options.target == 400


def test_summary_shows_the_options_in_force() -> None:
    text = Muriel.summary(Muriel.Options(target=400, muriel_rule=False))
    assert "400" in text and "muriel_rule = off" in text and len(text) < 3500
