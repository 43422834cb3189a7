"""One test per rule of the seed (Muriel, Basic Rules), through the public API."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games import IllegalMove
from games.base import Event
from games.cards import pretty
from games.muriel import Muriel
from games.muriel.cards import DECK, VALUE
from tests.helpers import first_listed, play_out
from tests.muriel.helpers import (
    first_trick,
    game,
    hand_of,
    pile,
    seats,
    tied_at_hand_end,
    trick,
    view_text,
)

# ------------------------------------------------------------------ the deck


def test_full_deck_has_54_cards_including_both_jokers() -> None:
    g = Muriel.new(seats(), seed=1)
    deck = g.full_deck()
    assert sum(deck.values()) == 54
    assert deck["XR"] == deck["XB"] == 1
    assert g.cards_in_play() == deck


def test_cards_are_ranked_and_scored_joker_20_king_15_queen_14_jack_11_ace_1() -> None:
    assert VALUE["XR"] == VALUE["XB"] == 20
    assert [VALUE[c] for c in ("Ks", "Qs", "Js", "10s", "9s", "2s", "As")] == [
        15, 14, 11, 10, 9, 2, 1,
    ]  # fmt: skip
    assert sum(VALUE[c] for c in DECK) == 420


def test_suits_do_not_matter_any_card_may_follow() -> None:
    g = game({0: ["Kh"], 1: ["2c", "Qs", "5d"]})
    g.play("p0", "lead Kh")
    # No suit to follow: every card in hand, hearts or not, is a legal follow.
    assert {"play 2c", "play 5d", "play Qs"} <= set(g.legal_moves("p1"))
    assert sorted(g.legal_moves("p1")) == sorted(f"play {c}" for c in hand_of(g, 1))


# --------------------------------------------------------------- the deal


def test_highest_draw_deals() -> None:
    for seed in range(20):
        v = Muriel.new(seats(), seed=seed).view(None)
        last = v["draws"][-1]
        best = max(VALUE[c] for _, c in last)
        winners = [p for p, c in last if VALUE[c] == best]
        assert winners == [v["dealer"]]


def test_players_tied_for_the_highest_draw_draw_again() -> None:
    tied = None
    for seed in range(200):
        v = Muriel.new(seats(), seed=seed).view(None)
        if len(v["draws"]) > 1:
            tied = v
            break
    assert tied is not None
    first = tied["draws"][0]
    best = max(VALUE[c] for _, c in first)
    again = sorted(p for p, c in first if VALUE[c] == best)
    assert sorted(p for p, _ in tied["draws"][1]) == again


def test_each_player_gets_six_cards() -> None:
    g = Muriel.new(seats(), seed=4)
    assert all(len(g.view(p)["hand"]) == 6 for p in g.players)
    assert g.view(None)["hand_sizes"] == {p: 6 for p in g.players}


def test_stacked_deck_is_dealt_in_blocks_of_six_in_seat_order() -> None:
    deck = list(DECK)
    g = Muriel.new(seats(), seed=0, deck=deck)
    for i in range(9):
        assert sorted(hand_of(g, i)) == sorted(deck[6 * i : 6 * i + 6])


def test_a_wrong_stacked_deck_raises_value_error() -> None:
    with pytest.raises(ValueError, match="54"):
        Muriel.new(seats(), deck=list(DECK)[:53])
    with pytest.raises(ValueError):
        Muriel.new(seats(), deck=[*list(DECK)[:53], "As"])
    with pytest.raises(ValueError):
        Muriel.new(seats(), deck=[*list(DECK)[:53], "zz"])


def test_the_dealer_leads_the_first_trick() -> None:
    g = game(dealer=4)
    assert g.view(None)["dealer"] == "p4"
    assert g.turn() == ["p4"]
    assert all(m.startswith("lead ") for m in g.legal_moves("p4"))


# ------------------------------------------------------------------ a trick


def test_every_trick_is_led_face_down_and_hidden_until_revealed() -> None:
    g = game({0: ["Qs"]})
    events = g.play("p0", "lead Qs")
    assert "Q" not in events[0].text and "Qs" not in events[0].text
    assert events[0].private == {"p0": f"You lead {pretty('Qs')} face down."}
    for p in [*g.players[1:], None]:
        text = view_text(g, p)
        assert "Qs" not in text, f"{p} sees the face-down lead"
        assert g.view(p)["lead"] == "down"
    assert g.view("p0")["your_lead"] == "Qs"
    assert "Qs" not in g.view("p0")["hand"]


def test_the_other_players_follow_face_up_clockwise_from_the_leader() -> None:
    g = game(dealer=6)
    g.play("p6", g.legal_moves("p6")[0])
    order = []
    while True:
        p = g.turn()[0]
        move = g.legal_moves(p)[0]
        events = g.play(p, move)
        order.append(p)
        if any(" reveals " in e.text for e in events):
            break
        assert g.view("p0")["table"][-1] == [p, move[5:]]
        assert pretty(move[5:]) in events[0].text
    assert order == ["p7", "p8", "p0", "p1", "p2", "p3", "p4", "p5"]


def test_the_lead_is_revealed_after_all_others_have_followed() -> None:
    g, events = first_trick({0: "Qs", 3: "Jh", 5: "7c"})
    *follows, last = events
    assert all(" reveals " not in e.text for e in follows)
    assert last.text.startswith(f"<@p0> reveals {pretty('Qs')}.")
    assert g.view("p3")["last_trick"]["cards"][0] == ["p0", "Qs"]


def test_player_of_the_highest_card_takes_the_two_highest_cards_as_claims() -> None:
    # Research note, claim example 1: Q[0] face down, J[3], 7[5].
    g, _ = first_trick({0: "Qs", 3: "Jh", 5: "7c"})
    assert sorted(pile(g, 0)) == ["Jh", "Qs"]
    assert g.view(None)["hand_points"]["p0"] == 25


def test_identical_claims_go_to_the_second_player() -> None:
    # Research note, claim example 2: K[2] and K[5] are the top cards.
    g, events = first_trick({0: "7c", 2: "Kh", 5: "Ks"})
    assert sorted(pile(g, 5)) == ["Kh", "Ks"]
    assert pile(g, 2) == []
    assert "<@p5> claims" in events[-1].text


def test_three_identical_claims_second_player_takes_the_second_and_third() -> None:
    # Research note, claim example 3: Q[1], Q[3], Q[6]; the Q at [1] is a stray.
    g, _ = first_trick({0: "7c", 1: "Qh", 3: "Qs", 6: "Qd"})
    assert sorted(pile(g, 3)) == ["Qd", "Qs"]
    assert "Qh" in g.view(None)["known"]["p1"]
    assert "Qh" in hand_of(g, 1)


def test_four_identical_claims_first_and_fourth_are_strays() -> None:
    g, _ = first_trick({0: "Qc", 2: "Qh", 4: "Qs", 6: "Qd"})
    assert sorted(pile(g, 2)) == ["Qh", "Qs"]
    assert {"Qc", "Qd"} <= set(hand_of(g, 1))


def test_both_jokers_make_a_muriel_with_two_bonus_claims() -> None:
    # Research note, claim example 4: jokers at [0] (the leader) and [4].
    g, events = first_trick({0: "XR", 4: "XB", 2: "Kh", 7: "Qs", 8: "Js"})
    assert sorted(pile(g, 4)) == sorted(["XR", "XB", "Kh", "Qs"])
    assert g.view(None)["hand_points"]["p4"] == 69
    assert "muriel" in events[-1].text.lower()
    assert "Js" in hand_of(g, 1)  # strays are handled as normal


def test_muriel_with_only_the_two_jokers_on_the_table_claims_both() -> None:
    from games.muriel.claims import resolve

    r = resolve([(0, "XB"), (3, "XR")])
    assert r.winner == 3 and r.muriel and r.strays == []


def test_lone_card_on_the_table_goes_to_its_players_scoring_pile() -> None:
    # Research note, claim example 5: only one player still holds cards.
    g = game()
    everyone_else = [c for i in range(1, 9) for c in hand_of(g, i)]
    g.table.hand.hands = [hand_of(g, 0)] + [
        [] for _ in range(8)
    ]  # state poke: nobody else holds cards
    g.table.hand.piles[8] = everyone_else
    lone = hand_of(g, 0)[0]
    events = g.play("p0", f"lead {lone}")
    assert lone in pile(g, 0)
    assert "Strays" not in events[-1].text
    assert g.turn() == ["p0"]  # the only holder leads again
    assert g.cards_in_play() == g.full_deck()


# ------------------------------------------------------------------- strays


def test_strays_go_to_the_next_leader_who_leads_the_next_trick() -> None:
    g, events = first_trick({0: "Qs", 3: "Jh", 5: "7c"})
    strays = g.view(None)["last_trick"]["strays"]
    assert len(strays) == 7 and "7c" in strays
    assert set(strays) <= set(hand_of(g, 1))
    assert len(hand_of(g, 1)) == 6 - 1 + 7
    assert g.turn() == ["p1"]
    assert "go to <@p1>" in events[-1].text


def test_strays_go_to_the_next_leader_even_with_an_empty_hand_a_strategic_known() -> None:
    g = game()
    events = []
    for _ in range(7):
        events = trick(g)
    # p7 never received strays, so after six tricks they hold nothing; trick 7's
    # strays (led by p6) reach p7 anyway, and p7 holds nothing but strays.
    v = g.view(None)
    assert v["last_trick"]["receiver"] == "p7"
    assert v["hand_sizes"]["p7"] == len(v["last_trick"]["strays"]) > 0
    assert sorted(v["known"]["p7"]) == sorted(v["last_trick"]["strays"])
    assert "p7" in v["strategic_known"]
    assert "Everyone now knows <@p7>'s whole hand." in events[-1].text
    assert g.turn() == ["p7"]


def test_players_out_of_cards_pass_and_are_never_waited_on() -> None:
    g = game()
    for _ in range(6):
        trick(g)
    empty = [p for p, n in g.view(None)["hand_sizes"].items() if n == 0]
    assert set(empty) == {"p0", "p7", "p8"}
    seen = []
    while True:
        (p,) = g.turn()
        seen.append(p)
        assert p not in empty
        events = g.play(p, g.legal_moves(p)[0])
        if any(" reveals " in e.text for e in events):
            break
        for q in empty:
            assert g.legal_moves(q) == []
    assert not set(seen) & set(empty)
    assert len(g.view(None)["last_trick"]["cards"]) == 6


def test_the_hand_ends_when_all_players_are_out_of_cards() -> None:
    g = game()
    while g.view(None)["hand_no"] == 1:
        p = g.turn()[0]
        events = g.play(p, g.legal_moves(p)[0])
    settle = next(e for e in events if e.points)
    assert settle.text.startswith("Hand 1 is over")
    assert sum(settle.points.values()) == 420
    v = g.view(None)
    assert v["hand_no"] == 2 and v["hand_sizes"] == {p: 6 for p in g.players}


def test_each_hands_points_are_settled_by_that_hands_event() -> None:
    g = Muriel.new(seats(), seed=12)
    ledger: Counter[str] = Counter()
    settles = 0

    def book(player: str, move: str, events: list[Event]) -> None:
        nonlocal settles
        for e in events:
            if e.points:
                settles += 1
                assert sum(e.points.values()) == 420
                ledger.update(e.points)
                assert dict(ledger) == g.outcome().points

    play_out(g, random.Random(12), each=book)
    assert settles == g.view(None)["hand_no"]
    assert dict(ledger) == g.outcome().points


def test_hands_are_played_until_someone_reaches_300_and_wins() -> None:
    for seed in range(5):
        g = Muriel.new(seats(), seed=seed)
        play_out(g, random.Random(seed))
        log = g.view(None)["hand_log"]
        totals = g.outcome().points
        assert max(totals.values()) >= 300
        before_last = [sum(h[i] for h in log[:-1]) for i in range(9)]
        assert max(before_last) < 300
        best = max(totals.values())
        assert g.outcome().ranking[0] == [p for p in g.players if totals[p] == best]


def test_when_several_pass_300_in_one_hand_the_highest_total_wins() -> None:
    g = game()
    g.table.session.totals = [500, 450, 0, 0, 0, 0, 0, 0, 0]  # state poke: both already past 300
    events = play_out(g, random.Random(0), first_listed)
    totals = g.outcome().points
    best = max(totals.values())
    assert g.outcome().ranking[0] == [p for p in g.players if totals[p] == best]
    assert "wins with" in events[-1].text


def test_equal_highest_totals_are_co_winners() -> None:
    g = tied_at_hand_end()
    events = g.play("p0", "lead Ac")
    assert g.over
    assert g.outcome().ranking[0] == ["p0", "p1"]
    assert g.outcome().points["p0"] == g.outcome().points["p1"] == 341
    assert "<@p0> and <@p1> win" in events[-1].text


def test_cards_are_never_created_or_lost_over_whole_games() -> None:
    g = Muriel.new(seats(7), seed=3)

    def same_cards(*_: object) -> None:
        assert g.cards_in_play() == g.full_deck()

    play_out(g, random.Random(3), each=same_cards)


def test_a_move_out_of_turn_is_refused() -> None:
    g = game()
    with pytest.raises(IllegalMove, match="not your turn"):
        g.play("p3", g.legal_moves("p0")[0])
