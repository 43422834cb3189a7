"""The deal's own shuffle must draw exactly as `random.shuffle` does: seeded
games and saved sessions depend on every card landing where it always did."""

from __future__ import annotations

import random

from games.pandoer.cards import PACK
from games.pandoer.dealing import shuffle


def test_the_deal_shuffles_exactly_as_random_shuffle() -> None:
    for seed in range(300):
        for size in (1, 2, 9, 33):
            expected = list(PACK[:size])
            random.Random(seed).shuffle(expected)
            cards = list(PACK[:size])
            shuffle(cards, random.Random(seed))
            assert cards == expected
