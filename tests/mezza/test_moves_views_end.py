"""Move text, views, events, the end of the game, render and summary."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games import IllegalMove
from games.mezza.engine import Mezza
from games.mezza.options import MezzaOptions
from tests.helpers import anyone_with_a_move, play_out
from tests.mezza.helpers import new_game, table

A = (["5", "6", "8"], ["9", "10", "2"], ["1", "3", "4"])
B = (["7", "7", "9"], ["0", "3", "5"], ["2", "6", "8"])


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("½", "play 1/2"),
        ("play ½", "play 1/2"),
        ("PLAY 1/2", "play 1/2"),
        ("snatch ½", "play 1/2"),  # it is a's own turn: just a play
        ("3½ + ½", "play 3.5 1/2"),
        ("play 1/2 3.5", "play 3.5 1/2"),
        ("play 3,5 half", "play 3.5 1/2"),
    ],
)
def test_lenient_spellings_map_to_canonical_moves(typed: str, canonical: str) -> None:
    g = table([["1/2", "3.5", "9"], ["8"]])
    assert canonical in g.legal_moves("a")
    assert g._canonical("a", typed) == canonical
    g.play("a", typed)


def test_play_one_half_out_of_turn_is_read_as_a_snatch() -> None:
    g = table([["9.5", "2"], ["8"], ["1/2", "3"]])
    g.play("a", "play 9.5")
    g.play("c", "play ½")
    assert g.turn() == ["c"] and g.table.state.pile == []


def test_pick_up_play_down_and_exchange_are_understood() -> None:
    g = table([["3"], ["2"]], pile=["9"])
    g.play("a", "pick up")
    assert g.table.state.hands[0] == ["3", "9"]
    g = table([[], ["2"]], downs=[["5"], []], pile=["4"])
    g.play("a", "play down")
    assert g.table.state.downs[0] == []
    g = new_game([A, B], exchange=True)
    g.play("a", "exchange 5 10")
    g.play("a", "READY")
    assert g.turn() == ["b"]


def test_illegal_moves_explain_themselves() -> None:
    g = table([["4", "9", "9"], ["5", "6"], ["1/2"]], pile=["8"])
    with pytest.raises(IllegalMove, match="do not have 9 9 9"):
        g.play("a", "play 9 9 9")
    with pytest.raises(IllegalMove, match="rank in force is 8"):
        g.play("a", "play 4")
    with pytest.raises(IllegalMove, match="not your turn"):
        g.play("b", "play 6")
    with pytest.raises(IllegalMove, match="not your turn"):
        g.play("c", "snatch 1/2")
    with pytest.raises(IllegalMove, match="no move"):
        g.play("a", "dance")
    before = g.to_json()
    with pytest.raises(IllegalMove):
        g.play("a", "play 3.5 1/2")
    assert g.to_json() == before


def test_a_refusal_names_the_first_missing_card_in_the_order_played() -> None:
    g = table([["9"], ["5"]])
    with pytest.raises(IllegalMove, match="do not have 3½ in your hand"):
        g.play("a", "play 3.5 1/2")


def test_a_player_sees_their_own_hand_and_only_counts_of_others() -> None:
    g = new_game([A, B])
    view = g.view("a")
    assert view["hand"] == ["5", "6", "8"]
    assert view["seats"][1]["hand"] == 3
    assert view["seats"][1]["up"] == ["0", "3", "5"]
    assert "7" not in str(view["seats"])
    spectator = g.view(None)
    assert spectator["hand"] == [] and spectator["you"] is None


def test_drawn_cards_are_told_privately_and_never_in_public_text() -> None:
    g = new_game([A, B], stock=["9.5", "6.5"])
    events = g.play("a", "play 5")
    assert "9½" not in events[0].text
    assert events[0].private == {"a": "You draw 9½."}


def test_the_game_goes_on_to_a_full_ranking_and_the_last_holder_loses() -> None:
    g = table([["9"], ["2", "2"], ["3", "3"]])
    events = g.play("a", "play 9")
    assert events[0].points == {"a": 2}  # one point per player finishing behind
    assert not g.over and g.turn() == ["b"]
    g.play("b", "pickup")
    events = g.play("c", "play 3 3")
    assert g.over
    assert events[0].points == {"c": 1}
    assert "Game over" in events[-1].text
    out = g.outcome()
    assert out.ranking == [["a"], ["c"], ["b"]]
    assert out.points == {"a": 2, "b": 0, "c": 1}
    assert out.money == {}
    assert g.turn() == [] and g.legal_moves("b") == []


def test_random_games_reach_a_full_ranking_and_keep_every_card() -> None:
    for seed in range(6):
        g = Mezza.new(["a", "b", "c", "d"], seed=seed)
        deck = g.full_deck()

        def same_cards(*_: object, g: Mezza = g, deck: Counter[str] = deck) -> None:
            assert g.cards_in_play() == deck

        play_out(g, random.Random(seed), mover=anyone_with_a_move, each=same_cards)
        placed = sorted(p for place in g.outcome().ranking for p in place)
        assert placed == ["a", "b", "c", "d"]


def test_render_shows_pile_seats_and_own_hand() -> None:
    g = table([["4", "9"], ["5", "6"]], pile=["8", "1/2"], ups=[["10"], []])
    text = Mezza.render(g.view("a"))
    assert "Pile (2)" in text and "8 ½" in text and "8 or higher" in text
    assert "Your hand: 4 9" in text
    assert len(text.splitlines()) <= 40


def test_summary_names_the_options_in_force_and_stays_short() -> None:
    text = Mezza.summary(MezzaOptions(skip_rank="9"))
    assert "A 9 makes the next player miss a turn" in text
    assert "skip_rank=9" in text
    assert len(text) < 3500
    for value in ("any_time", "off"):
        assert len(Mezza.summary(MezzaOptions(snatch=value))) < 3500  # type: ignore[arg-type]
