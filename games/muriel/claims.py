"""Who takes what from a finished trick (research note §3.2).

The table is a list of (seat, card) in order_index order: the order in which
equal cards count as first, second, third. The leader is first under the
default tie order and last under `tie_order = reveal`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, TypeVar

from games.muriel.cards import VALUE

Entry = tuple[int, str]
T = TypeVar("T")


class Resolution(NamedTuple):
    winner: int
    claims: list[Entry]
    strays: list[Entry]
    muriel: bool = False


# A trick's outcome: the winner's place in the order, the claims, the strays (as
# the items the caller gave, one per card), and whether it was a muriel. A plain
# tuple: a named one costs several times as much to make, and every trick of
# every playout makes one.
Split = tuple[int, list[T], list[T], bool]


def resolve(table: list[Entry], muriel_rule: bool = True) -> Resolution:
    """Claims and strays of a trick with at least one card."""
    winner, claims, strays, muriel = split_trick([VALUE[c] for _, c in table], table, muriel_rule)
    return Resolution(table[winner][0], claims, strays, muriel)


def split_trick(values: list[int], items: Sequence[T], muriel_rule: bool = True) -> Split[T]:
    """`resolve` on the cards' values alone, in order_index order.

    `items` stand for the cards, one per value, and are what the claims and strays
    are made of: the trick itself passes the card codes, which it needs apart from
    the seats anyway. A trick is resolved once every few moves of every playout, so
    the claims and strays are cut from `items` without a list made per place. One
    sort finds the highest values: on CPython 3.11 a single call of `max` costs
    about as much.
    """
    if len(values) == 1:
        # A lone card scores for its own player; returning it as a stray could
        # hand it straight back to the same player forever (guard U1).
        return 0, [items[0]], [], False
    ranked = sorted(values)  # highest last: `reverse=True` costs a keyword parse
    top = ranked[-1]
    first = values.index(top)
    if ranked[-2] != top:
        # The highest card takes itself and the next highest, the earliest among equals.
        return _taken(items, first, values.index(ranked[-2]), first)
    second = values.index(top, first + 1)
    if len(ranked) == 2 or ranked[-3] != top:
        if top == 20 and muriel_rule:
            return _muriel(values, items, first, second)
        # Identical claims go to the second player.
        return _taken(items, first, second, second)
    # Three or more equal: the second one's player takes the second and third.
    return _taken(items, second, values.index(top, second + 1), second)


def _taken(items: Sequence[T], claim: int, other: int, winner: int) -> Split[T]:
    """Two claims; the strays are the rest, in order."""
    strays = list(items)
    later, earlier = (claim, other) if claim > other else (other, claim)
    del strays[later]
    del strays[earlier]
    return winner, [items[claim], items[other]], strays, False


def _muriel(values: list[int], items: Sequence[T], first: int, second: int) -> Split[T]:
    """Both jokers: they are the claims, plus the two next-highest cards."""
    # Highest first; among equal cards the earliest in order_index (a stable sort).
    rest = [i for i in range(len(values)) if i not in (first, second)]
    rest.sort(key=lambda i: -values[i])
    claims = [items[i] for i in (first, second, *rest[:2])]
    return second, claims, [items[i] for i in rest[2:]], True
