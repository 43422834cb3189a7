"""Card faces speak the reader's language: Dutch court cards read B, V and H."""

from __future__ import annotations

import i18n
from games.card_art import card_face
from games.table_art import Canvas, cards_png

DUTCH_LETTERS = (("J", "B"), ("K", "H"), ("Q", "V"))


def test_a_dutch_canvas_writes_the_dutch_rank_letters() -> None:
    assert Canvas(10, 10, words=i18n.words("nl")).letters == DUTCH_LETTERS
    assert Canvas(10, 10).letters == ()


def test_court_cards_differ_between_english_and_dutch_faces() -> None:
    for code in ("Jh", "Qs", "Kd"):
        english = card_face(code, 60).tobytes()
        assert card_face(code, 60, DUTCH_LETTERS).tobytes() != english


def test_pips_and_aces_are_the_same_in_both_languages() -> None:
    for code in ("Ac", "7h", "10s"):
        assert card_face(code, 60, DUTCH_LETTERS).tobytes() == card_face(code, 60).tobytes()


def test_a_dutch_hand_picture_shows_dutch_faces() -> None:
    english = cards_png("hand", [("", ["Jh", "Qs"])])
    dutch = cards_png("hand", [("", ["Jh", "Qs"])], words=i18n.words("nl"))
    assert dutch != english
