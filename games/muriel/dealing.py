"""The deck check, the draw for dealer, the deal, and the bound on the number of hands."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from games.base import Deck, derive_rng
from games.cards import parse_card
from games.muriel.cards import (
    DECK,
    DECK_SIZE,
    IN_ORDER,
    POINTS_PER_DECK,
    SORT_KEY,
    VALUE,
    lowest_cards,
    points,
)
from games.muriel.options import MurielOptions
from games.muriel.state import Hand
from games.shuffle import Shuffle

MAX_TIE_BREAK_HANDS = 3
_MAX_DRAW_ROUNDS = 50


def check_deck(deck: Deck) -> list[str]:
    """A stacked deck as card codes, or ValueError saying what is wrong with it."""
    if isinstance(deck, Mapping | str):
        raise ValueError("A Muriel deck is one list of 54 card codes, top card first.")
    cards: list[str] = []
    for text in deck:
        code = parse_card(str(text))
        if code is None:
            raise ValueError(f"{text!r} is not a card code.")
        cards.append(code)
    if len(cards) != DECK_SIZE:
        raise ValueError(f"A Muriel deck has {DECK_SIZE} cards, not {len(cards)}.")
    if Counter(cards) != Counter(DECK):
        extra = sorted((Counter(cards) - Counter(DECK)).elements())
        raise ValueError(
            "The deck must be the 52 cards plus XR and XB exactly once each"
            + (f"; doubled: {', '.join(extra)}." if extra else ".")
        )
    return cards


def set_aside_count(seats: int) -> int:
    """Cards that do not share out evenly: set aside, or the lowest removed."""
    return DECK_SIZE % seats


def hand_limit(seats: int, options: MurielOptions) -> int:
    """Hands after which the game must have ended (termination guard).

    The points dealt in a hand are shared by n players, so the leader gains at
    least their average: after h hands someone has at least h * P / n.
    """
    r = set_aside_count(seats)
    if options.short_table == "remove_low":
        worst = POINTS_PER_DECK - points(lowest_cards(r))
    else:
        worst = POINTS_PER_DECK - sum(sorted(VALUE.values(), reverse=True)[:r])
    return math.ceil(options.target * seats / worst) + MAX_TIE_BREAK_HANDS


# The deck in deck order, each card as its place in sort order (`SORT_KEY`). The
# deal shuffles these: a hand is then put in order by sorting plain ints, and
# the cards are looked up in `IN_ORDER` once sorted.
_DECK_KEYS = tuple(SORT_KEY[c] for c in DECK)
_shuffle_deck = Shuffle(DECK_SIZE)


def shuffled_keys(rng: random.Random) -> list[int]:
    """The deck as `rng.shuffle(list(DECK))` leaves it, as sort keys: the same draws."""
    keys = list(_DECK_KEYS)
    _shuffle_deck(keys, rng)
    return keys


def _cards(keys: list[int]) -> list[str]:
    return list(map(IN_ORDER.__getitem__, keys))


def draw_for_dealer(seed: int, seats: int, key: int) -> tuple[int, list[list[list[Any]]]]:
    """Everyone draws a card; the highest deals; players tied for it draw again."""
    contenders = list(range(seats))
    rounds: list[list[list[Any]]] = []
    for attempt in range(_MAX_DRAW_ROUNDS):
        cards = _cards(shuffled_keys(derive_rng(seed, "draw", key, attempt))[:seats])
        drawn = [(s, cards[i]) for i, s in enumerate(contenders)]
        rounds.append([[s, c] for s, c in drawn])
        best = max(VALUE[c] for _, c in drawn)
        contenders = [s for s, c in drawn if VALUE[c] == best]
        if len(contenders) == 1:
            break
    return contenders[0], rounds


def deal(
    seed: int,
    seats: int,
    options: MurielOptions,
    hand_no: int,
    dealer: int,
    stacked: list[str] | None,
) -> Hand:
    """A fresh hand: the deal shared out evenly, the dealer to lead."""
    if stacked is None:
        keys = shuffled_keys(derive_rng(seed, "deal", hand_no))
    else:
        keys = [SORT_KEY[c] for c in stacked]
    r = set_aside_count(seats)
    removed: list[str] = []
    if r and options.short_table == "remove_low":
        removed = lowest_cards(r)
        keys = [k for k in keys if k >= r]  # the lowest cards are the lowest keys
    size = len(keys) // seats
    return Hand(
        hands=[_cards(sorted(keys[i * size : (i + 1) * size])) for i in range(seats)],
        set_aside=_cards(keys[seats * size :]),
        removed=removed,
        known=[[] for _ in range(seats)],
        piles=[[] for _ in range(seats)],
        leader=dealer,
    )
