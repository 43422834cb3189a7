"""Helpers shared by the games' `labels.py`: moves in words for menus.

A label is what a person reads in a select menu or autocomplete list (at most
100 characters there); the canonical move text stays the value that is played.
"""

from __future__ import annotations

from games.cards import JOKERS, SUIT_SYMBOLS
from games.message import ENGLISH, Words, card_text


def card(code: str, words: Words = ENGLISH) -> str:
    """A standard card code in symbols (`7h` -> `7♥`, `V♦` in Dutch); anything else unchanged."""
    if code in JOKERS:
        return words.t("Joker red") if code == "XR" else words.t("Joker black")
    if len(code) >= 2 and code[-1] in SUIT_SYMBOLS:
        return card_text(code, words)
    return code


def steps(count: str, words: Words = ENGLISH) -> str:
    return words.tn("{n} step", "{n} steps", int(count)) if count.isdigit() else count
