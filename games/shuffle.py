"""`random.shuffle`'s draws for a list of a fixed length, with its per-item work done once.

Engines shuffle a whole pack every deal, and a searching computer deals
thousands of times; `random.Random.shuffle` calls a method for every item to
draw below a bound. `Shuffle` works the bounds and their bit lengths out once
per pack size and makes the same draws, so a seed still gives the same order
(a test holds it to `random.shuffle`).
"""

from __future__ import annotations

import random
from typing import TypeVar

T = TypeVar("T")


class Shuffle:
    """`rng.shuffle(items)` for lists of `size` items: the same draws, the same order."""

    __slots__ = ("_steps", "size")

    def __init__(self, size: int) -> None:
        self.size = size
        # Each step: the place filled, from the last down, how many places it
        # draws from, and the random bits one draw takes.
        self._steps = tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))

    def __call__(self, items: list[T], rng: random.Random) -> None:
        if len(items) != self.size:
            raise ValueError(f"this shuffle is for {self.size} items, not {len(items)}")
        getrandbits = rng.getrandbits
        for i, bound, bits in self._steps:
            j = getrandbits(bits)
            while j >= bound:  # out of range: draw again, as `random` does
                j = getrandbits(bits)
            items[i], items[j] = items[j], items[i]
