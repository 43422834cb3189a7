"""Card faces, backs, names and text helpers shared by every game's pictures."""

from __future__ import annotations

import pytest

from games.card_art import MEZZA_COLOURS, card_back, card_face, card_height, is_red
from games.cards import standard_deck
from games.mezza.cards import RANKS as MEZZA_RANKS
from games.table_art import (
    Canvas,
    cards_text,
    money_text,
    named_text,
    player_name,
    text_width,
)

ALL_CODES = [*standard_deck(2), *MEZZA_RANKS]


@pytest.mark.parametrize("code", ALL_CODES)
def test_every_card_of_every_deck_has_a_face_of_the_asked_size(code: str) -> None:
    face = card_face(code, 60)
    # The face plus its shadow, two pixels to the right and below.
    assert face.size == (62, card_height(60) + 2)
    assert face.mode == "RGBA"


def test_faces_are_drawn_once_per_size_and_then_reused() -> None:
    assert card_face("Qh", 70) is card_face("Qh", 70)
    assert card_face("Qh", 70) is not card_face("Qh", 71)
    assert card_back(70, "red") is card_back(70, "red")


def test_faces_of_different_cards_differ() -> None:
    faces = {code: card_face(code, 50).tobytes() for code in ALL_CODES}
    assert len(set(faces.values())) == len(ALL_CODES)


def test_mezza_deck_has_its_own_faces_with_halves() -> None:
    assert set(MEZZA_COLOURS) == set(MEZZA_RANKS)
    assert card_face("3.5", 60).tobytes() != card_face("3", 60).tobytes()


def test_backs_come_in_each_deck_colour() -> None:
    backs = {card_back(50, c).tobytes() for c in ("blue", "red", "green", "yellow")}
    assert len(backs) == 4


def test_red_suits_and_the_red_joker_are_red() -> None:
    assert [c for c in ("7h", "7d", "7s", "7c", "XR", "XB") if is_red(c)] == ["7h", "7d", "XR"]


def test_player_name_never_gives_the_id() -> None:
    players = ["1574417857784184847", "ai:2"]
    assert player_name("1574417857784184847", {"1574417857784184847": "Alice"}, players) == "Alice"
    assert player_name("ai:2", {}, players) == "Computer 2"
    assert player_name("1574417857784184847", {}, players) == "Player 1"
    assert player_name("1574417857784184847", None) == "Player"
    mention = {"1574417857784184847": "<@1574417857784184847>"}
    assert player_name("1574417857784184847", mention, players) == "Player 1"


def test_named_text_replaces_every_mention() -> None:
    text = "<@1> gives <@!2> the pile; <@ai:1> waits."
    assert (
        named_text(text, {"1": "Ann", "2": "Ben"}, ["1", "2"])
        == "Ann gives Ben the pile; Computer 1 waits."
    )


def test_money_is_written_in_euros() -> None:
    assert money_text(30) == "€0.30"
    assert money_text(-30) == "-€0.30"
    assert money_text(1205) == "€12.05"
    assert money_text(0) == "€0.00"


def test_cards_in_words_spell_out_jokers_and_halves() -> None:
    assert cards_text(["7h", "10s", "XR", "3.5", "1/2"]) == "7♥ 10♠ red joker 3½ ½"
    assert cards_text([]) == "nothing"


def test_suit_symbols_and_halves_are_drawn_not_left_as_missing_glyphs() -> None:
    # The bundled font lacks ♥ and ½; the canvas draws them as shapes, so text
    # with them is as wide as with a letter in their place, not a blank box.
    assert text_width("7♥", 20) > text_width("7", 20)
    plain = Canvas(100, 40)
    plain.text((5, 20), "7", 20)
    marked = Canvas(100, 40)
    marked.text((5, 20), "7♥", 20)
    assert plain.image.tobytes() != marked.image.tobytes()


def test_punctuation_the_font_lacks_is_drawn_in_plain_spelling() -> None:
    dash = Canvas(200, 40)
    dash.text((5, 20), "7 — next", 20)
    hyphen = Canvas(200, 40)
    hyphen.text((5, 20), "7 - next", 20)
    assert dash.image.tobytes() == hyphen.image.tobytes()


def test_names_are_written_in_letters_the_bundled_font_has() -> None:
    players = ["1", "2", "3"]
    assert player_name("1", {"1": "Chloé Ørsted"}, players) == "Chloe Orsted"
    assert player_name("1", {"1": "Straße"}, players) == "Strasse"
    # A name in a script the font cannot write at all falls back to the seat.
    assert player_name("2", {"2": "Иван"}, players) == "Player 2"
    assert player_name("3", {"3": "🎲🎲"}, players) == "Player 3"
