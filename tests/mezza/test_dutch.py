"""Mezza in Dutch: lines, refusals, labels, the table, the rules and the pictures."""

from __future__ import annotations

import json

import pytest

import i18n
from games import IllegalMove
from games.mezza.engine import Mezza
from games.mezza.options import MezzaOptions
from tests.mezza.helpers import new_game, table

DUTCH = i18n.words("nl")
PNG = b"\x89PNG"

A = (["5", "6", "8"], ["9", "10", "2"], ["1", "3", "4"])
B = (["7", "7", "9"], ["0", "3", "5"], ["2", "6", "8"])


def test_a_refused_card_is_explained_in_dutch_with_the_rank_in_force() -> None:
    g = table([["4", "9"], ["5"]], pile=["8"])
    with pytest.raises(IllegalMove) as refused:
        g.play("a", "play 4")
    assert i18n.render(refused.value.message, "nl") == (
        "De geldende waarde is 8: speel 8 of hoger, een 0 of een ½."
    )


def test_a_move_out_of_turn_is_refused_in_dutch() -> None:
    g = table([["4", "9"], ["5", "1/2"]], pile=["8"])
    with pytest.raises(IllegalMove) as refused:
        g.play("b", "play 1/2")
    assert i18n.render(refused.value.message, "nl") == (
        "Je bent niet aan de beurt; de tafel wacht op <@a>. Buiten je beurt mag je alleen"
        " afpakken met een ½ uit de kaarten waar je van speelt, zolang er een 3½, 6½ of 9½"
        " bovenop ligt die nog niet is aangevuld."
    )


def test_a_completed_half_card_burns_in_dutch_with_the_halves_written_out() -> None:
    g = table([["1/2", "2"], ["3"]], pile=["9.5"])
    [event] = g.play("a", "play 1/2")
    assert event.text == "<@a> plays ½ — 9½ + ½ = 10 — the pile burns — <@a> leads again."
    assert i18n.render(event.public_message, "nl") == (
        "<@a> speelt ½ — 9½ + ½ = 10 — de stapel verbrandt — <@a> komt weer uit."
    )


def test_a_skipped_player_and_a_drawn_card_are_told_in_dutch() -> None:
    g = new_game([A, B], stock=["9.5"])
    [event] = g.play("a", "play 5")
    assert i18n.render(event.public_message, "nl") == "<@a> speelt 5."
    private = event.private_message("a")
    assert private is not None and i18n.render(private, "nl") == "Je trekt 9½."
    g = table([["7", "2"], ["8"], ["9"]])
    [event] = g.play("a", "play 7")
    assert i18n.render(event.public_message, "nl") == "<@a> speelt 7 — <@b> slaat een beurt over."


@pytest.mark.parametrize(("pile", "dutch"), [(["9"], "1 kaart"), (["9", "9", "1/2"], "3 kaarten")])
def test_picking_up_counts_the_cards_with_the_dutch_plural(pile: list[str], dutch: str) -> None:
    g = table([["3"], ["2"]], pile=pile)
    [event] = g.play("a", "pickup")
    assert i18n.render(event.public_message, "nl") == f"<@a> pakt de stapel op ({dutch})."


def test_move_labels_read_dutch() -> None:
    g = table([["1/2", "3.5", "9"], ["8"]])
    labels = {m: g.move_label("a", m, words=DUTCH) for m in g.legal_moves("a")}
    assert labels["play 3.5 1/2"] == "Speel 3½ + ½"
    assert labels["play 9"] == "Speel 9"
    g = table([["3"], ["2"]], pile=["9"])
    assert g.move_label("a", "pickup", words=DUTCH) == "Stapel oppakken"
    g = new_game([A, B], exchange=True)
    assert g.move_label("a", "swap 5 10", words=DUTCH) == "Ruilen: 5 open, 10 naar je hand"
    assert g.move_label("a", "ready", words=DUTCH) == "Klaar met ruilen"


def test_the_exchange_status_line_reads_dutch() -> None:
    g = new_game([A, B], exchange=True)
    assert g.status_line(words=DUTCH) == "Ruilen: wacht op <@a>, <@b>."


def test_the_dutch_rules_summary_names_every_option_and_stays_short() -> None:
    options = MezzaOptions(skip_rank="9", cut_in=True, stock="personal")
    text = Mezza.summary(options, words=DUTCH)
    assert "Een 9 laat de volgende speler een beurt overslaan" in text
    assert "als eigen pot per speler uitgedeeld" in text
    for key in MezzaOptions.model_fields:
        assert f"`{key}=" in text, key
    assert len(text) < 3500


def test_the_dutch_table_shows_the_latest_line_in_dutch_after_a_save() -> None:
    g = table([["4", "9"], ["5", "6"]], pile=["8", "1/2"])
    g.play("a", "play 9")
    loaded = Mezza.from_json(g.to_json())
    text = Mezza.render(loaded.view("b"), words=DUTCH)
    assert "Stapel (3): 8 ½ 9  → nodig: 9 of hoger" in text
    assert "Je hand: 5 6" in text
    assert "Laatst: <@a> speelt 9." in text
    assert loaded.view("b")["last"] == "<@a> plays 9."


def test_a_save_from_before_the_dutch_line_keeps_its_english_line() -> None:
    g = table([["4", "9"], ["5", "6"]], pile=["8"])
    g.play("a", "play 9")
    saved = json.loads(g.to_json())
    del saved["state"]["last_line"]
    older = Mezza.from_json(json.dumps(saved, separators=(",", ":"), sort_keys=True))
    assert older.view(None)["last_line"] is None
    assert "Laatst: <@a> plays 9." in Mezza.render(older.view(None), words=DUTCH)
    assert older.to_json() == json.dumps(saved, separators=(",", ":"), sort_keys=True)


def test_the_dutch_pictures_are_drawn() -> None:
    g = table([["4", "9"], ["5", "6"]], pile=["8", "1/2"], ups=[["10"], ["3"]], downs=[["2"], []])
    g.play("a", "play 9")
    picture = Mezza.picture(g.view(None), None, DUTCH)
    hand = Mezza.hand_picture(g.view("b"), {"b": "Bea"}, DUTCH)
    assert picture is not None and picture.startswith(PNG)
    assert hand is not None and hand.startswith(PNG)
    assert picture != Mezza.picture(g.view(None), None)
