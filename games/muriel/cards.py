"""The Muriel deck: 54 cards, ranked and scored by the same points."""

from __future__ import annotations

from games.cards import JOKERS, SUITS, standard_deck
from games.message import Card

DECK: tuple[str, ...] = tuple(standard_deck(2))
DECK_SIZE = len(DECK)

_RANK_POINTS = {
    "K": 15, "Q": 14, "J": 11, "10": 10, "9": 9, "8": 8, "7": 7,
    "6": 6, "5": 5, "4": 4, "3": 3, "2": 2, "A": 1,
}  # fmt: skip

VALUE: dict[str, int] = {c: 20 if c in JOKERS else _RANK_POINTS[c[:-1]] for c in DECK}
# Rank order is point order; the suit only fixes a stable order among equal cards,
# and jokers sort XR before XB (any fixed order will do). One int per card, because
# hands are sorted again whenever strays come in, and ints compare far cheaper than
# (points, suit) pairs.
_SUIT_ORDER = {**{s: i for i, s in enumerate(SUITS)}, "R": 4, "B": 5}
IN_ORDER: tuple[str, ...] = tuple(sorted(DECK, key=lambda c: (VALUE[c], _SUIT_ORDER[c[-1]])))
SORT_KEY: dict[str, int] = {c: i for i, c in enumerate(IN_ORDER)}

POINTS_PER_DECK = sum(VALUE.values())  # 420

# The cards as message parameters, made once: every trick names several.
CARDS: dict[str, Card] = {c: Card(c) for c in DECK}


def sort_cards(cards: list[str]) -> list[str]:
    return sorted(cards, key=SORT_KEY.__getitem__)


def points(cards: list[str]) -> int:
    return sum(map(VALUE.__getitem__, cards))


def lowest_cards(count: int) -> list[str]:
    """The `count` lowest cards (aces, then twos ...), in a fixed suit order."""
    return list(IN_ORDER[:count])
