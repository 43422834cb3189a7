"""Who takes what from a finished trick (research note §3.2).

The table is a list of (seat, card) in order_index order: the order in which
equal cards count as first, second, third. The leader is first under the
default tie order and last under `tie_order = reveal`.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.muriel.cards import VALUE

Entry = tuple[int, str]


@dataclass(frozen=True, slots=True)
class Resolution:
    winner: int
    claims: list[Entry]
    strays: list[Entry]
    muriel: bool = False


def resolve(table: list[Entry], muriel_rule: bool = True) -> Resolution:
    """Claims and strays of a trick with at least one card."""
    if len(table) == 1:
        # A lone card scores for its own player; returning it as a stray could
        # hand it straight back to the same player forever (guard U1).
        return Resolution(table[0][0], [table[0]], [])
    # Every card of the deck is unique (XR and XB differ), so a card names its entry.
    order = {c: i for i, (_, c) in enumerate(table)}

    def ranked(entries: list[Entry]) -> list[Entry]:
        # Highest first; among equal cards the earliest in order_index.
        return sorted(entries, key=lambda e: (-VALUE[e[1]], order[e[1]]))

    jokers = [e for e in table if VALUE[e[1]] == 20]
    if muriel_rule and len(jokers) == 2:
        rest = ranked([e for e in table if VALUE[e[1]] != 20])
        claims = jokers + rest[:2]
        return Resolution(jokers[1][0], claims, rest[2:], muriel=True)
    top = max(VALUE[c] for _, c in table)
    tied = [e for e in table if VALUE[e[1]] == top]
    if len(tied) == 1:
        second = ranked([e for e in table if e[1] != tied[0][1]])[0]
        claims = [tied[0], second]
    elif len(tied) == 2:
        claims = tied
    else:
        claims = tied[1:3]
    winner = claims[0][0] if len(tied) == 1 else tied[1][0]
    taken = {c for _, c in claims}
    return Resolution(winner, claims, [e for e in table if e[1] not in taken])
