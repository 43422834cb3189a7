"""Kruizkeezen in Dutch: refusals, table lines, labels, rules and pictures in the players' words."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

import i18n
from games import IllegalMove
from games.keezen import Keezen
from games.options import describe_options
from tests.helpers import first_listed, play_out
from tests.i18n.english import english_words
from tests.i18n.test_dutch_everywhere import StrictDutch
from tests.keezen.helpers import PLAYERS, game
from tests.keezen.test_golden import VARIANTS

NL = i18n.words("nl")


def test_a_card_not_in_hand_is_refused_in_dutch_with_dutch_rank_letters() -> None:
    g = game(["Ah", "2c", "3c", "4c", "5c"])
    with pytest.raises(IllegalMove) as refused:
        g.play("n", "play Qh p1")
    assert refused.value.reason == "You do not hold Q♥."
    assert i18n.render(refused.value.message, "nl") == "Je hebt V♥ niet."


def test_a_usable_card_may_not_be_thrown_away_says_so_in_dutch() -> None:
    g = game(["Ah", "2c", "3c", "4c", "5c"])
    with pytest.raises(IllegalMove) as refused:
        g.play("n", "discard 2c")
    assert i18n.render(refused.value.message, "nl").startswith("Je kunt lopen, dus je moet spelen")


def test_a_play_that_hits_reads_dutch_with_the_queen_as_vrouw() -> None:
    g = game(["Qh", "2c", "3c", "4c", "5c"], {"p1": "T5", "p5": "T17"})
    (event,) = g.play("n", "play Qh p1")
    assert event.text == "<@n> plays Q♥: p1 T5 → T17, hitting p5."
    assert i18n.render(event.public_message, "nl") == "<@n> speelt V♥: p1 T5 → T17 en slaat p5."


def test_a_joker_played_as_a_king_reads_als_heer_in_dutch() -> None:
    g = game(["XR", "2c", "3c", "4c", "5c"], {"p1": "T5"})
    (event,) = g.play("n", "play XR as K p1")
    assert event.text == "<@n> plays 🃏R as K: p1 T5 → T18."
    assert i18n.render(event.public_message, "nl") == "<@n> speelt 🃏R als H: p1 T5 → T18."


def test_entering_a_pawn_reads_dutch() -> None:
    g = game(["Ah", "2c", "3c", "4c", "5c"])
    (event,) = g.play("n", "play Ah enter")
    assert i18n.render(event.public_message, "nl") == "<@n> speelt A♥: p1 komt op T0."


def test_a_jack_swap_reads_dutch_as_a_boer() -> None:
    g = game(["Jc", "2c", "3c", "4c", "5c"], {"p2": "T5", "p5": "T40"})
    (event,) = g.play("n", "play Jc p2 swap p5")
    assert i18n.render(event.public_message, "nl") == (
        "<@n> speelt B♣: p2 op T5 wisselt met p5 op T40."
    )


def dutch_lines(g: Keezen, limit: int | None = None) -> list[str]:
    """Every public line of `g` played out by its first listed moves, in Dutch."""
    events = play_out(g, random.Random(0), first_listed, limit=limit)
    return [i18n.render(event.public_message, "nl") for event in events]


def test_the_next_subround_is_announced_in_dutch_with_a_plural() -> None:
    lines = dutch_lines(Keezen.new(PLAYERS, seed=4), limit=20)
    assert lines[-1] == "Ronde 1, deelronde 2: <@n> deelt ieder 4 kaarten; <@e> begint."


def test_the_termination_guard_says_one_ronde_in_the_singular() -> None:
    g = Keezen.new(PLAYERS, seed=3, options={"max_deals": 1})
    lines = dutch_lines(g)
    assert g.over
    assert lines[-1].startswith("Na 1 ronde stopt het spel (`max_deals`)")


def test_the_partners_exchange_cards_in_dutch() -> None:
    g = Keezen.new(PLAYERS, seed=8, options={"card_exchange": True})
    given = {p: g.legal_moves(p)[0] for p in PLAYERS}
    events = [e for p in PLAYERS for e in g.play(p, given[p])]
    assert i18n.render(events[0].public_message, "nl") == "<@n> geeft de maat een kaart."
    assert i18n.render(events[-1].public_message, "nl") == "De maten hebben hun kaarten geruild."
    received = events[-1].private_message("s")
    assert received is not None
    assert i18n.render(received, "nl").startswith("Je krijgt ")
    assert i18n.render(received, "nl").endswith(" van <@n>.")


def test_move_labels_read_dutch() -> None:
    g = Keezen.new(PLAYERS, seed=1)
    assert g.move_label("n", "play 7h p1 3 p2 4", words=NL) == (
        "7♥: pion 1 3 stappen, pion 2 4 stappen"
    )
    assert g.move_label("n", "play Ah enter", words=NL) == "A♥: een nieuwe pion op de startplaats"
    assert g.move_label("n", "play XB as J p1 swap p9", words=NL) == (
        "Joker zwart als B: pion 1 wisselt met pion 9"
    )
    assert g.move_label("n", "play 9c p3 home", words=NL) == "9♣: pion 3 het eindhonk in"
    assert g.move_label("n", "discard Kd", words=NL) == "Leg H♦ weg"


def test_the_dutch_rules_summary_names_every_option_and_its_house_rules() -> None:
    options = Keezen.Options(teams="ffa", cross=False)
    text = Keezen.summary(options, words=NL)
    assert len(text) < 3500
    for name in Keezen.Options.model_fields:
        assert f"`{name}=" in text
    assert "`teams=ffa` (huisregel)" in text and "`cross=off` (huisregel)" in text
    assert "Ieder speelt voor zich" in text and "middenstip" not in text
    assert not english_words(text)


def test_every_option_is_described_in_dutch() -> None:
    english = {row[0]: row[3] for row in describe_options(Keezen.Options)}
    for name, _default, _allowed, description in describe_options(Keezen.Options, NL):
        assert description.endswith(".") and description != english[name], name


def test_the_table_reads_dutch() -> None:
    g = Keezen.new(PLAYERS, seed=5)
    play_out(g, random.Random(5), first_listed, limit=30)
    text = Keezen.render(g.view("n"), words=NL)
    assert "Je hand: " in text and "honk" in text
    assert g.status_line(words=NL).startswith("Ronde 1, deelronde 2; in het eindhonk")
    assert not english_words(text)


def test_the_pictures_draw_in_dutch() -> None:
    g = Keezen.new(PLAYERS, seed=5)
    play_out(g, random.Random(5), first_listed, limit=30)
    english = Keezen.picture(g.view(None), None)
    dutch = Keezen.picture(g.view(None), None, NL)
    assert dutch != english
    assert Image.open(io.BytesIO(dutch)).format == "PNG"
    hand = Keezen.hand_picture(g.view("n"), None, NL)
    assert Image.open(io.BytesIO(hand)).format == "PNG"


@pytest.mark.parametrize("options", VARIANTS)
def test_every_line_says_in_english_what_its_message_says_and_reads_dutch(
    options: dict[str, object],
) -> None:
    g = Keezen.new(PLAYERS, seed=2, options=options)
    dutch = StrictDutch()
    for event in play_out(g, random.Random(2), limit=600):
        assert event.message is not None and event.text == event.message.english()
        dutch.say(event.message)
        for seat, text in event.private.items():
            assert text == event.private_messages[seat].english()
            dutch.say(event.private_messages[seat])
    assert not dutch.missing
    assert not {w for text in dutch.texts for w in english_words(text)}
