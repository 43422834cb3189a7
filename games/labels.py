"""Helpers shared by the games' `labels.py`: moves in words for menus.

A label is what a person reads in a select menu or autocomplete list (at most
100 characters there); the canonical move text stays the value that is played.
"""

from __future__ import annotations

from games.cards import JOKERS, SUIT_SYMBOLS, pretty


def card(code: str) -> str:
    """A standard card code in symbols (`7h` -> `7♥`); anything else unchanged."""
    if code in JOKERS:
        return "Joker " + ("red" if code == "XR" else "black")
    if len(code) >= 2 and code[-1] in SUIT_SYMBOLS:
        return pretty(code)
    return code


def steps(count: str) -> str:
    return f"{count} step" if count == "1" else f"{count} steps"
