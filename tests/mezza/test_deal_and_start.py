"""The deck, the deal, the exchange and who starts."""

from __future__ import annotations

import pytest

from games import REGISTRY, IllegalMove
from games.mezza.engine import Mezza
from tests.mezza.helpers import dealing, new_game, ready_all

A = (["5", "6", "8"], ["9", "10", "2"], ["1", "3", "4"])
B = (["7", "7", "9"], ["0", "3", "5"], ["2", "6", "8"])


def test_mezza_is_registered_with_title_and_seats() -> None:
    assert REGISTRY["mezza"] is Mezza
    assert (Mezza.title, Mezza.min_players, Mezza.max_players) == ("Mezza", 2, 7)
    assert Mezza.seat_range(Mezza.Options()) == (2, 6)


def test_deck_has_68_cards_twelve_halves_and_four_of_every_other_rank() -> None:
    deck = Mezza.new(["a", "b"], seed=1).full_deck()
    assert sum(deck.values()) == 68
    assert deck["1/2"] == 12
    others = ["0", "1", "2", "3", "3.5", "4", "5", "6", "6.5", "7", "8", "9", "9.5", "10"]
    assert all(deck[c] == 4 for c in others)
    assert set(deck) == {"1/2", *others}


def test_deal_gives_three_down_three_up_three_in_hand_and_the_rest_is_stock() -> None:
    g = Mezza.new(["a", "b", "c", "d"], seed=3)
    view = g.view("a")
    assert len(view["hand"]) == 3
    for seat in view["seats"]:
        assert (seat["hand"], len(seat["up"]), seat["down"]) == (3, 3, 3)
    assert view["stock"] == 68 - 4 * 9
    assert view["pile"] == []


def test_stacked_deck_deals_down_up_hand_seat_by_seat_and_stock_from_the_top() -> None:
    g = new_game([A, B], stock=["9.5", "6.5"])
    assert g.view("a")["hand"] == ["5", "6", "8"]
    assert g.view("b")["seats"][0]["up"] == ["2", "9", "10"]
    assert g.table.state.downs[1] == ["2", "6", "8"]
    assert g.table.state.stocks[0][-2:] == ["6.5", "9.5"]  # kept reversed: the top card pops first


def test_stacked_deck_of_wrong_size_or_wrong_cards_raises_value_error() -> None:
    deck = dealing([A, B])
    with pytest.raises(ValueError, match="68"):
        Mezza.new(["a", "b"], deck=deck[:-1])
    with pytest.raises(ValueError):
        Mezza.new(["a", "b"], deck=[*deck[:-1], "1/2"])
    with pytest.raises(ValueError):
        Mezza.new(["a", "b"], deck=[*deck[:-1], "Ah"])


def test_same_seed_gives_the_same_deal_and_another_seed_another() -> None:
    one, two = Mezza.new(["a", "b"], seed=9), Mezza.new(["a", "b"], seed=9)
    assert one.to_json() == two.to_json()
    assert Mezza.new(["a", "b"], seed=10).to_json() != one.to_json()


def test_everyone_exchanges_at_the_same_time_until_ready() -> None:
    g = new_game([A, B], exchange=True)
    assert g.turn() == ["a", "b"]
    assert "swap 5 9" in g.legal_moves("a") and "ready" in g.legal_moves("b")
    g.play("b", "ready")
    assert g.turn() == ["a"]
    assert g.legal_moves("b") == []
    with pytest.raises(IllegalMove, match="ready"):
        g.play("b", "swap 7 0")


def test_swap_puts_the_hand_card_face_up_and_takes_the_face_up_card_into_hand() -> None:
    g = new_game([A, B], exchange=True)
    g.play("a", "swap 5 10")
    assert g.view("a")["hand"] == ["6", "8", "10"]
    assert g.view("b")["seats"][0]["up"] == ["2", "5", "9"]
    g.play("a", "swap 10 5")  # any number of swaps
    assert g.view("a")["hand"] == ["5", "6", "8"]


def test_swap_of_a_card_not_held_is_refused_with_a_reason() -> None:
    g = new_game([A, B], exchange=True)
    with pytest.raises(IllegalMove, match="no 7 in your hand"):
        g.play("a", "swap 7 9")
    with pytest.raises(IllegalMove, match="face-up"):
        g.play("a", "swap 5 3")


def test_nobody_plays_before_everyone_is_ready() -> None:
    g = new_game([A, B], exchange=True)
    g.play("a", "ready")
    assert g.legal_moves("a") == []
    assert g.view(None)["phase"] == "exchange"
    g.play("b", "ready")
    assert g.view(None)["phase"] == "play"


def test_the_lowest_card_in_hand_starts_and_the_half_is_the_lowest() -> None:
    # b holds a 0, c holds a ½: the ½ is lower than the 0.
    g = new_game(
        [
            A,
            (["0", "7", "9"], B[1], B[2]),
            (["1/2", "9.5", "9.5"], ["6.5", "6.5", "3.5"], ["3.5", "4", "4"]),
        ],
        exchange=True,
    )
    events = []
    for p in ["a", "b", "c"]:
        events += g.play(p, "ready")
    assert g.turn() == ["c"]
    assert "starts" in events[-1].text
    assert events[-1].private["c"].startswith("You start")


def test_the_starter_may_lead_any_card_by_default() -> None:
    g = new_game([(["1/2", "8", "9"], A[1], A[2]), B])
    assert g.turn() == ["a"]
    assert {"play 1/2", "play 8", "play 9"} <= set(g.legal_moves("a"))


def test_referee_case_10_tie_on_the_half_goes_to_the_first_seat_from_the_dealers_left() -> None:
    g = new_game(
        [(["3", "7", "1/2"], A[1], A[2]), (["1/2", "1/2", "9"], B[1], B[2])], exchange=True
    )
    ready_all(g)
    assert g.turn() == ["a"]
    # Seat order decides, not who holds more halves.
    g2 = new_game([(["1/2", "1/2", "9"], B[1], B[2]), (["3", "7", "1/2"], A[1], A[2])])
    assert g2.turn() == ["a"]
