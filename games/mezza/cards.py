"""Mezza card facts as plain tables, so the hot paths are dict look-ups."""

from __future__ import annotations

from collections import Counter

from games.cards import MEZZA_RANKS, mezza_pretty

HALF = "1/2"
# Ranks in half units so 3½ is a whole number; the ½ has no rank (it is transparent).
VALUE: dict[str, int] = {
    "0": 0, "1": 2, "2": 4, "3": 6, "3.5": 7, "4": 8, "5": 10, "6": 12,
    "6.5": 13, "7": 14, "8": 16, "9": 18, "9.5": 19, "10": 20,
}  # fmt: skip
LOWER_LIMIT = VALUE["4"]
# Ordering for "who holds the lowest card": the seed says the ½ is the lowest.
START_ORDER: dict[str, int] = {code: i for i, code in enumerate(MEZZA_RANKS)}
# The whole number a ½ completes each half card to.
WHOLE: dict[str, str] = {"3.5": "4", "6.5": "7", "9.5": "10"}
HALF_CARDS = ("3.5", "6.5", "9.5")

DECK_COUNTS: dict[str, int] = {code: (12 if code == HALF else 4) for code in MEZZA_RANKS}
DECK_SIZE = sum(DECK_COUNTS.values())

# Precomputed canonical move texts: PLAY[code][k-1] plays k copies.
PLAY: dict[str, list[str]] = {
    code: ["play " + " ".join([code] * k) for k in range(1, 13)] for code in MEZZA_RANKS
}
# COMBO[code][k-1] plays k copies of a half card completed by one ½.
COMBO: dict[str, list[str]] = {
    code: ["play " + " ".join([code] * k) + " " + HALF for k in range(1, 5)] for code in HALF_CARDS
}


def full_deck() -> Counter[str]:
    return Counter(DECK_COUNTS)


def deck_list() -> list[str]:
    return [code for code in MEZZA_RANKS for _ in range(DECK_COUNTS[code])]


def sort_cards(cards: list[str]) -> list[str]:
    return sorted(cards, key=START_ORDER.__getitem__)


PRETTY: dict[str, str] = {code: mezza_pretty(code) for code in MEZZA_RANKS}


def show(cards: list[str] | tuple[str, ...]) -> str:
    """Cards for people: ½, 3½, 10."""
    # Refusals echo what a player typed; text that is no card is shown as typed.
    return " ".join(PRETTY.get(c, c) for c in cards) if cards else "-"
