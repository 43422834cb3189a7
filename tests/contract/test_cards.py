"""Card codes: canonical spelling and lenient parsing; the pack shuffle."""

from __future__ import annotations

import random

import pytest

from games.cards import is_red, parse_card, pretty, standard_deck
from games.mezza.cards import parse_card as parse_mezza_card
from games.mezza.cards import pretty as mezza_pretty
from games.moves import normalize_move
from games.shuffle import Shuffle


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("7h", "7h"), ("7H", "7h"), ("7♥", "7h"), ("10s", "10s"), ("10♠", "10s"),
        ("qs", "Qs"), ("Q♠", "Qs"), ("AD", "Ad"), ("ace of diamonds", "Ad"),
        ("10 of hearts", "10h"), ("queenofspades", "Qs"), ("Kc", "Kc"), ("k♣", "Kc"),
        ("xr", "XR"), ("XB", "XB"), ("th", "10h"), ("jack♦", "Jd"),
    ],
)  # fmt: skip
def test_standard_cards_parse_leniently_to_canonical_codes(text: str, code: str) -> None:
    assert parse_card(text) == code


@pytest.mark.parametrize("text", ["", "zz", "11h", "7x", "h", "play", "1/2"])
def test_non_cards_parse_to_none(text: str) -> None:
    assert parse_card(text) is None


@pytest.mark.parametrize(
    ("text", "code"),
    [("½", "1/2"), ("1/2", "1/2"), ("3½", "3.5"), ("3.5", "3.5"), ("9,5", "9.5"),
     ("6½", "6.5"), ("0", "0"), ("10", "10"), ("10.0", "10")],
)  # fmt: skip
def test_mezza_cards_parse_halves_and_symbols(text: str, code: str) -> None:
    assert parse_mezza_card(text) == code


def test_mezza_non_cards_parse_to_none() -> None:
    assert parse_mezza_card("11") is None
    assert parse_mezza_card("7h") is None


def test_standard_deck_has_52_distinct_cards_plus_jokers() -> None:
    assert len(set(standard_deck())) == 52
    assert standard_deck(2)[-2:] == ["XR", "XB"]


def test_pretty_uses_suit_symbols_and_colour_is_known() -> None:
    assert pretty("10h") == "10♥"
    assert pretty("XB") == "🃏B"
    assert mezza_pretty("3.5") == "3½"
    assert is_red("Qd") and is_red("XR") and not is_red("As") and not is_red("XB")


def test_move_text_is_normalised_with_a_missing_play_added() -> None:
    assert normalize_move("7H", parse_card) == "play 7h"
    assert normalize_move("Play 7♥", parse_card) == "play 7h"
    assert normalize_move("  PASS ", parse_card) == "pass"
    assert normalize_move("bid  Polke", parse_card) == "bid polke"
    assert normalize_move("", parse_card) == ""


@pytest.mark.parametrize("size", [1, 2, 3, 32, 68, 110, 216])
def test_a_pack_shuffle_makes_the_draws_random_shuffle_makes(size: int) -> None:
    shuffle = Shuffle(size)
    for seed in range(200):
        ours, theirs = list(range(size)), list(range(size))
        shuffle(ours, random.Random(seed))
        random.Random(seed).shuffle(theirs)
        assert ours == theirs


def test_a_pack_shuffle_refuses_a_list_of_another_length() -> None:
    with pytest.raises(ValueError):
        Shuffle(32)(list(range(31)), random.Random(1))
