"""Muriel in Dutch: refusals, event lines, plurals, labels, the table, the rules, pictures."""

from __future__ import annotations

import random
from typing import Any

import pytest

import i18n
from games.base import IllegalMove
from games.message import Msg
from games.muriel import Muriel
from tests.i18n.english import english_words
from tests.muriel.helpers import first_trick, game, seats, tied_at_hand_end

DUTCH = i18n.words("nl")
PNG = b"\x89PNG\r\n\x1a\n"


def dutch(message: Msg | None) -> str:
    assert message is not None
    return i18n.render(message, "nl")


def test_a_card_you_do_not_hold_is_refused_in_dutch_with_dutch_rank_letters() -> None:
    g = game({0: ["7h"]})
    with pytest.raises(IllegalMove) as refusal:
        g.play("p0", "lead Ks")
    assert refusal.value.reason == "You do not hold K♠."
    assert dutch(refusal.value.message) == "Je hebt H♠ niet."


def test_a_move_that_names_no_card_is_refused_in_dutch_with_an_example() -> None:
    g = game({0: ["7h"]})
    with pytest.raises(IllegalMove) as refusal:
        g.play("p0", "bid polke")
    said = dutch(refusal.value.message)
    assert said.startswith("`bid polke` is geen zet in Muriel.")
    assert "bijvoorbeeld `lead " in said


def test_the_face_down_lead_is_named_in_dutch_to_the_leader_alone() -> None:
    g = game({0: ["Qs"]})
    event = g.play("p0", "lead Qs")[0]
    assert dutch(event.public_message) == "<@p0> komt dicht uit."
    assert dutch(event.private_message("p0")) == "Je komt dicht uit met V♠."
    assert event.private_message("p1") is None


def test_a_trick_reads_dutch_with_the_claims_their_points_and_the_strays() -> None:
    _, events = first_trick({0: "Kh", 3: "Qs"})
    line = dutch(events[-1].public_message)
    assert line.startswith("<@p0> draait H♥ om. <@p0> pakt H♥ V♠ (29 punten). Zwerfkaarten ")
    assert line.endswith(" gaan naar <@p1>.")


def test_followers_shown_together_read_dutch() -> None:
    _, events = first_trick({0: "Kh", 3: "Qs"}, options={"follow_mode": "simultaneous"})
    chosen = events[1]
    assert dutch(chosen.public_message) == "<@p1> heeft een kaart gekozen."
    assert dutch(chosen.private_message("p1")) == "Je speelt A♣."
    line = dutch(events[-1].public_message)
    assert line.startswith("<@p0> draait H♥ om. De anderen laten zien: <@p1> A♣, ")
    assert "<@p3> V♠" in line


def test_a_muriel_reads_dutch_with_the_black_joker_as_z() -> None:
    _, events = first_trick({0: "XR", 4: "XB", 2: "Kh", 7: "Qs", 8: "Js"})
    line = dutch(events[-1].public_message)
    assert "Een muriel! <@p4> pakt 🃏R 🃏Z H♥ V♠ (69 punten)." in line


def test_one_point_is_singular_in_dutch_and_co_winners_are_listed() -> None:
    g = tied_at_hand_end()
    events = g.play("p0", "lead Ac")
    assert dutch(events[-2].public_message) == "<@p0> draait A♣ om. <@p0> pakt A♣ (1 punt)."
    end = dutch(events[-1].public_message)
    assert end.startswith("Ronde 1 is voorbij: <@p0> 41 (341), <@p1> 41 (341), ")
    assert end.endswith(" <@p0> en <@p1> winnen met 341 punten.")
    status = g.status_line(words=DUTCH)
    assert status == "Het spel is afgelopen. <@p0> en <@p1> winnen met 341 punten."


def test_move_labels_read_dutch() -> None:
    g = game({0: ["Jh", "XR"]})
    assert g.move_label("p0", "lead Jh", words=DUTCH) == "Kom dicht uit met B♥"
    assert g.move_label("p0", "play XR", words=DUTCH) == "Speel Joker rood"


def test_the_status_line_and_the_table_read_dutch() -> None:
    g = game({0: ["Qs"]})
    assert g.status_line(words=DUTCH) == "Ronde 1, slag 1: wacht op <@p0>."
    g.play("p0", "lead Qs")
    mine = Muriel.render(g.view("p0"), words=DUTCH)
    assert "<@p0> V♠ (dicht)" in mine and "Je hand: " in mine
    assert "V♠" not in Muriel.render(g.view("p1"), words=DUTCH)
    assert not english_words(mine)


def test_the_dutch_rules_summary_names_every_option_in_dutch_words() -> None:
    options = Muriel.Options(target=400, muriel_rule=False)
    text = Muriel.summary(options, words=DUTCH)
    for name in Muriel.Options.model_fields:
        assert f"`{name} = " in text
    assert "`muriel_rule = off`" in text and "`target = 400`" in text
    assert "tot iemand 400 punten heeft" in text
    assert not english_words(text) and len(text) < 3500


def _played(options: dict[str, Any], seed: int, n: int, moves: int) -> Muriel:
    g = Muriel.new(seats(n), seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.over:
            break
        player = rng.choice(g.turn())
        g.play(player, rng.choice(g.legal_moves(player)))
    return g


@pytest.mark.parametrize("options", [{}, {"follow_mode": "simultaneous"}])
def test_dutch_pictures_of_the_table_and_a_hand_are_drawn(options: dict[str, Any]) -> None:
    for moves in (0, 7, 10_000):
        g = _played(options, seed=3, n=5, moves=moves)
        for player in g.players:
            view = g.view(player)
            hand = Muriel.hand_picture(view, None, DUTCH)
            assert hand is not None and hand.startswith(PNG)
        table = Muriel.picture(g.view(None), None, DUTCH)
        assert table is not None and table.startswith(PNG)
