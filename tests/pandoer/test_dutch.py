"""Pandoer in Dutch: refusals, table lines, plurals, labels, the rules and pictures."""

from __future__ import annotations

import typing

import pytest

from games.base import IllegalMove
from games.message import Card, Money, Player, items, message_data, message_from_data, t, tn
from games.pandoer.engine import Pandoer
from games.pandoer.options import PandoerOptions
from games.pandoer.phrases import hand, then
from i18n import render, words
from tests.i18n.english import english_words
from tests.pandoer.helpers import deal, endgame, run

DUTCH = words("nl")
CLUBS = ["Ac", "Kc", "Qc", "Jc", "10c", "9c", "8c", "7d"]


def _trick_play(**options: typing.Any) -> Pandoer:
    """b plays Polk zonder on a club hand; c holds one club and a diamond."""
    g = deal({1: CLUBS, 2: ["7c", "8d"]}, "7h", **options)
    run(g, "bid polkzonder", "pass", "pass", "pass", "discard 7h")
    return g


def test_a_refused_card_is_explained_in_dutch() -> None:
    g = _trick_play()
    run(g, "play Ac")
    with pytest.raises(IllegalMove) as refused:
        g.play("c", "play 8d")
    assert render(refused.value.message, "nl") == "Je moet kleur bekennen: je hebt klaveren."
    assert refused.value.reason == "You must follow suit: you hold clubs."


def test_a_played_card_is_told_with_dutch_rank_letters() -> None:
    g = _trick_play()
    (event,) = run(g, "play Qc")
    assert event.text == "<@b> plays Q♣."
    assert render(event.public_message, "nl") == "<@b> speelt V♣."


def test_a_deal_is_announced_in_dutch_with_the_hand_in_dutch_letters() -> None:
    g = deal({1: ["Jh", "Qh", "Kh", "Ah", "7c", "8c", "9c", "10c"]}, "6h")
    announce, payment = g.opening_events()
    assert render(announce.public_message, "nl") == (
        "Ronde 1 van 8: <@a> deelt; de open kaart is 6♥. <@b> biedt als eerste."
    )
    mine = announce.private_message("b")
    assert mine is not None
    assert render(mine, "nl") == "Je hand: 7♣ 8♣ 9♣ 10♣ B♥ V♥ H♥ A♥"
    assert render(payment.public_message, "nl") == (
        "De 6♥ ligt open: iedereen betaalt de deler €\xa00,10."
    )


def test_the_opening_events_keep_their_dutch_after_a_save() -> None:
    g = deal({}, "Qs")
    loaded = Pandoer.from_json(g.to_json())
    assert loaded.opening_events() == g.opening_events()
    said = [render(e.public_message, "nl") for e in loaded.opening_events()]
    assert said[1] == "De V♠ ligt open: de deler betaalt iedereen €\xa00,10."


def test_the_winners_are_one_or_two_in_dutch_grammar() -> None:
    alone = tn("{who} wins.", "{who} win.", 1, who=items([Player("b")]))
    pair = tn("{who} wins.", "{who} win.", 2, who=items([Player("b"), Player("c")]))
    assert render(alone, "nl") == "<@b> wint."
    assert render(pair, "nl") == "<@b> en <@c> winnen."


def test_a_settled_contract_reads_dutch_in_the_event_and_on_the_table() -> None:
    g, events = endgame("stoet", [1, 1, 1, 1, 1, 2, 1], ["7d", "8d", "9d", "Ad"], mate=2)
    settled = next(e for e in events if e.money)
    assert render(settled.public_message, "nl") == (
        "Stoet gehaald: slagen <@a> 1, <@b> 6, <@c> 1, <@d> 0. <@b> en <@c> winnen."
    )
    table = Pandoer.render(g.view(None), DUTCH)
    assert "Ronde 1: Stoet van <@b> gehaald." in table
    assert "Round" not in table and "Deal 1" not in table


def test_the_table_text_counts_cards_and_tricks_in_dutch() -> None:
    g = _trick_play()
    run(g, "play Ac", "play 7c")
    for p in ("d", "a"):  # void in clubs: any card will do
        g.play(p, g.legal_moves(p)[0])
    text = Pandoer.render(g.view("b"), DUTCH)
    assert "<@b>: €\xa00,00, 7 kaarten, 1 slag bieder" in text
    assert "<@a>: €\xa00,00, 7 kaarten, 0 slagen" in text
    assert "Contract: Polk zonder (€\xa00,15), zonder troef" in text
    assert not english_words(text)


def test_move_labels_are_dutch() -> None:
    g = _trick_play()
    assert g.move_label("b", "play Qc", DUTCH) == "Speel V♣"
    assert g.move_label("b", "pass", DUTCH) == "Passen"
    assert g.move_label("b", "bid halvestoet", DUTCH) == "Bied: Halve stoet"
    assert g.move_label("b", "trump hearts", DUTCH) == "Troef: ♥ harten"
    assert g.move_label("b", "discard 8c", DUTCH) == "Leg 8♣ weg"


def test_the_status_line_is_dutch() -> None:
    g = _trick_play()
    assert g.status_line(DUTCH) == "Ronde 1/8: Polk zonder van <@b>, spelen; wacht op <@b>."


def _every_option_changed() -> PandoerOptions:
    changed: dict[str, typing.Any] = {}
    for name, field in PandoerOptions.model_fields.items():
        default = field.default
        if isinstance(default, bool):
            changed[name] = not default
        elif typing.get_origin(field.annotation) is typing.Literal:
            changed[name] = next(v for v in typing.get_args(field.annotation) if v != default)
        else:
            changed[name] = default + 1
    return PandoerOptions(**changed)


def test_the_dutch_rules_summary_names_every_option_it_is_played_with() -> None:
    options = _every_option_changed()
    text = Pandoer.summary(options, DUTCH)
    for name in PandoerOptions.model_fields:
        assert f"`{name}=" in text, name
    assert "Troefvolgorde/punten: B=20 9=14 A=11 H=4 V=3 10=10 8 7 6." in text
    assert "4e boer €\xa00,12: 3-4 boeren" in text
    assert not english_words(text)
    assert len(text) < 3500


def test_option_descriptions_are_dutch() -> None:
    from games.options import describe_options

    for name, _default, allowed, description in describe_options(PandoerOptions, DUTCH):
        # Values are named as they are typed (`left_of_dealer`), in any language.
        english = [w for w in english_words(description) if w not in allowed]
        assert description.endswith("."), name
        assert not english, (name, description)


def test_the_table_pictures_draw_in_dutch() -> None:
    g = _trick_play()
    run(g, "play Ac")
    table = Pandoer.picture(g.view(None), None, DUTCH)
    mine = Pandoer.hand_picture(g.view("b"), {"b": "Bas"}, DUTCH)
    assert table is not None and table.startswith(b"\x89PNG")
    assert mine is not None and mine.startswith(b"\x89PNG")


def test_a_saved_message_reads_back_equal_in_both_languages() -> None:
    msg = then(
        t(
            "{player} pays {amount} for {cards}.",
            player=Player("a"),
            amount=Money(12),
            cards=hand(["Qs", "7h"]),
        ),
        tn("{n} card", "{n} cards", 2),
    )
    back = message_from_data(message_data(msg))
    assert back == msg
    assert render(back, "nl") == render(msg, "nl")
    assert message_from_data(message_data(t("{card}", card=Card("Jh")))).params["card"] == Card(
        "Jh"
    )
