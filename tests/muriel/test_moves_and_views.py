"""Move grammar, lenient spellings, explanations, views, rendering, guards."""

from __future__ import annotations

import random

import pytest

from games import IllegalMove
from games.ai import random_move
from games.muriel import Muriel
from tests.helpers import first_listed, play_out
from tests.muriel.helpers import game, hand_of, seats, trick


def test_leader_moves_are_lead_and_followers_moves_are_play() -> None:
    g = game({0: ["7h"], 1: ["Qs"]})
    assert "lead 7h" in g.legal_moves("p0")
    assert g.legal_moves("p1") == []
    g.play("p0", "lead 7h")
    assert "play Qs" in g.legal_moves("p1")


@pytest.mark.parametrize("text", ["7h", "7H", "7♥", "play 7h", "lead 7♥ face down", "Lead 7h"])
def test_leader_may_type_lenient_spellings(text: str) -> None:
    g = game({0: ["7h"]})
    g.play("p0", text)
    assert g.view("p0")["your_lead"] == "7h"


@pytest.mark.parametrize("text", ["Qs", "q♠", "lead Qs", "play queen of spades"])
def test_follower_may_type_lenient_spellings(text: str) -> None:
    g = game({0: ["7h"], 1: ["Qs"]})
    g.play("p0", "lead 7h")
    g.play("p1", text)
    assert g.view(None)["table"] == [["p1", "Qs"]]


def test_a_bare_joker_names_a_joker_in_hand() -> None:
    g = game({0: ["XB"]})
    g.play("p0", "joker")
    assert g.view("p0")["your_lead"] == "XB"


def test_a_card_not_in_hand_is_refused_with_a_reason() -> None:
    g = game({0: ["7h"]})
    with pytest.raises(IllegalMove, match="do not hold"):
        g.play("p0", "lead Ks")
    with pytest.raises(IllegalMove, match="no Muriel move"):
        g.play("p0", "bid polke")


def test_no_pass_move_exists_players_without_cards_pass_automatically() -> None:
    g = game()
    with pytest.raises(IllegalMove):
        g.play("p0", "pass")
    assert "pass" in Muriel.move_help.lower()


def test_views_show_hand_sizes_known_strays_and_piles_but_never_other_hands() -> None:
    g = game()
    trick(g)
    v = g.view("p2")
    assert v["hand"] == hand_of(g, 2)
    assert "hand" in g.view(None) and g.view(None)["hand"] == []
    assert sum(v["hand_sizes"].values()) + sum(len(p) for p in v["piles"].values()) == 54
    assert sorted(v["known"]["p1"]) == sorted(v["last_trick"]["strays"])


def test_redeal_hidden_keeps_known_strays_with_their_holder() -> None:
    g = game()
    trick(g)
    g.play("p1", g.legal_moves("p1")[-1])  # p1 leads, perhaps a known stray
    rng = random.Random(1)
    for viewer in ["p0", "p1", None]:
        other = g.redeal_hidden(viewer, rng)
        assert other.view(viewer) == g.view(viewer)
        known = set(g.view(None)["known"]["p1"])
        held = set(other.table.hand.hands[1]) | {other.table.hand.lead}
        assert known <= held


def test_render_fits_a_message_for_every_seat_and_the_spectator() -> None:
    g = Muriel.new(seats(), seed=3)
    rng = random.Random(3)
    for _ in range(25):
        p = g.turn()[0]
        g.play(p, random_move(g, p, rng))
    for p in [*g.players, None]:
        text = Muriel.render(g.view(p))
        assert len(text.splitlines()) <= 40 and len(text) < 2000
    assert "Your hand" in Muriel.render(g.view("p0"))
    assert g.status_line().startswith("Hand 1")


def test_render_never_shows_the_face_down_lead_to_others() -> None:
    g = game({0: ["Qs"]})
    g.play("p0", "lead Qs")
    assert "Q♠" not in Muriel.render(g.view("p1"))
    assert "Q♠ (face down)" in Muriel.render(g.view("p0"))


def test_json_round_trip_mid_trick_continues_identically() -> None:
    g = game()
    trick(g)
    g.play("p1", g.legal_moves("p1")[0])
    back = Muriel.from_json(g.to_json())
    assert back.to_json() == g.to_json()
    for x in (g, back):
        trick(x)
    assert back.to_json() == g.to_json()


# ------------------------------------------------------------ termination


def test_a_hand_never_lasts_more_than_54_tricks() -> None:
    for seed in range(20):
        g = Muriel.new(seats(3 + seed % 7), seed=seed, options={"next_leader": "claim_winner"})
        hand, most = 1, 0

        def count_tricks(*_: object, g: Muriel = g) -> None:
            nonlocal hand, most
            v = g.view(None)
            if v["hand_no"] == hand:
                most = max(most, v["trick_no"] - 1)
            hand = v["hand_no"]

        play_out(g, random.Random(seed), each=count_tricks)
        assert most <= 54


def test_hand_limit_guard_ends_a_game_that_would_not_reach_the_target() -> None:
    g = game(options={"target": 2000})
    assert g.table.hand_limit == 46  # ceil(2000 * 9 / 420) + 3 tie-break hands
    g.table.session.hand_no = g.table.hand_limit  # state poke: the last hand allowed
    events = play_out(g, random.Random(0), first_listed)
    assert g.view(None)["end_reason"] == "hand_limit"
    assert "hand limit" in events[-1].text


def test_random_games_stay_far_below_the_move_limit() -> None:
    worst = 0
    for seed in range(30):
        g = Muriel.new(seats(), seed=seed)
        moves = 0

        def count(*_: object) -> None:
            nonlocal moves
            moves += 1

        play_out(g, random.Random(seed), each=count)
        worst = max(worst, moves)
    assert worst < Muriel.move_limit
