"""The 3-4 player extension (not in the seed; see docs/rules/meierijen.md)."""

from __future__ import annotations

import random

import pytest

from games.meierijen import MeieRijen
from tests.helpers import play_out
from tests.meierijen.helpers import deck


def test_three_or_four_players_need_the_multiplayer_option() -> None:
    with pytest.raises(ValueError):
        MeieRijen.new(["a", "b", "c"])
    for n in (3, 4):
        g = MeieRijen.new([f"p{i}" for i in range(n)], options={"multiplayer": True})
        assert len(g.view(None)["seats"]) == n
    with pytest.raises(ValueError):
        MeieRijen.new([f"p{i}" for i in range(5)], options={"multiplayer": True})


def test_each_player_has_an_own_deck_draw_pile_and_penalty_field() -> None:
    g = MeieRijen.new(["a", "b", "c", "d"], seed=2, options={"multiplayer": True})
    seats = g.view(None)["seats"]
    assert [s["colour"] for s in seats] == ["red", "blue", "green", "yellow"]
    assert [s["draw_field"] for s in seats] == ["B", "F", "J", "K"]
    assert [s["penalty_field"] for s in seats] == ["A", "G", "I", "L"]
    assert sum(g.full_deck().values()) == 4 * 54
    assert g.cards_in_play() == g.full_deck()


def test_play_goes_round_from_the_seat_after_the_mix_card_placer() -> None:
    decks = {"a": deck("5h"), "b": deck("8s", "7d"), "c": deck(), "d": deck()}
    g = MeieRijen.new(["a", "b", "c", "d"], options={"multiplayer": True}, deck=decks)
    assert g.turn() == ["c"]  # Blue placed D, so Green starts
    for expected in ("d", "a", "b", "c"):
        g.play(g.turn()[0], next(m for m in g.legal_moves(g.turn()[0]) if m.startswith("pass")))
        assert g.turn() == [expected]


def test_a_white_pawn_can_target_any_opponents_draw_pile() -> None:
    decks = {"a": deck("5h"), "b": deck("8s", "7d"), "c": deck("8d", "9d", "10d", "3c", "4c")}
    g = MeieRijen.new(["a", "b", "c"], options={"multiplayer": True}, deck=decks)
    for move in ("play 8d D", "play 9d D", "play 10d D"):
        g.play("c", move)
    places = {m.split()[2] for m in g.legal_moves("c") if m.startswith("pawn white")}
    assert {"B", "F"} <= places and "J" not in places
    g.play("c", "pawn white B")
    g.play("c", "done")
    g.play("c", "pass 3c open")
    assert g.turn() == ["b"]  # Red (a) passed a turn


@pytest.mark.parametrize("n", [3, 4])
def test_random_multiplayer_games_end_and_balance(n: int) -> None:
    rng = random.Random(n)
    for seed in range(6):
        g = MeieRijen.new([f"p{i}" for i in range(n)], seed=seed, options={"multiplayer": True})
        full = g.full_deck()
        play_out(g, rng)
        assert g.over
        assert g.cards_in_play() == full
        placed = sorted(p for place in g.outcome().ranking for p in place)
        assert placed == sorted(g.players)


def test_multiplayer_views_hide_hands_and_piles() -> None:
    g = MeieRijen.new(["a", "b", "c"], seed=9, options={"multiplayer": True})
    rng = random.Random(9)
    play_out(g, rng, limit=60)
    for viewer in ("a", "b", "c", None):
        other = g.redeal_hidden(viewer, rng)
        assert other.view(viewer) == g.view(viewer)
        assert other.cards_in_play() == g.cards_in_play()
    back = MeieRijen.from_json(g.to_json())
    assert back.to_json() == g.to_json()
