"""Who takes what from a finished trick (research note §3.2).

The table is a list of (seat, card) in order_index order: the order in which
equal cards count as first, second, third. The leader is first under the
default tie order and last under `tie_order = reveal`.
"""

from __future__ import annotations

from typing import NamedTuple

from games.muriel.cards import VALUE

Entry = tuple[int, str]


class Resolution(NamedTuple):
    winner: int
    claims: list[Entry]
    strays: list[Entry]
    muriel: bool = False


def _ranked(entries: list[Entry]) -> list[Entry]:
    # Highest first; among equal cards the earliest in order_index (a stable sort).
    return sorted(entries, key=lambda e: -VALUE[e[1]])


def resolve(table: list[Entry], muriel_rule: bool = True) -> Resolution:
    """Claims and strays of a trick with at least one card."""
    if len(table) == 1:
        # A lone card scores for its own player; returning it as a stray could
        # hand it straight back to the same player forever (guard U1).
        return Resolution(table[0][0], [table[0]], [])
    values = [VALUE[c] for _, c in table]
    top = max(values)
    tied = [i for i, v in enumerate(values) if v == top]
    if top == 20 and len(tied) == 2 and muriel_rule:
        # Both jokers: they are the claims, plus the two next-highest cards.
        rest = _ranked([e for i, e in enumerate(table) if values[i] != 20])
        claims = [table[tied[0]], table[tied[1]], *rest[:2]]
        return Resolution(table[tied[1]][0], claims, rest[2:], muriel=True)
    if len(tied) == 1:
        first = tied[0]
        second, best = -1, -1
        for i, v in enumerate(values):
            if i != first and v > best:
                second, best = i, v
        taken = (first, second)
        winner = table[first][0]
    elif len(tied) == 2:
        taken = (tied[0], tied[1])
        winner = table[tied[1]][0]
    else:
        # Three or more equal: the second one's player takes the second and third.
        taken = (tied[1], tied[2])
        winner = table[tied[1]][0]
    claims = [table[i] for i in taken]
    strays = [e for i, e in enumerate(table) if i not in taken]
    return Resolution(winner, claims, strays)
