"""The 33-card pack, card orders and values, and roem (melds).

The source lost its two tables of card order and value; the research note
recommends the old Dutch jass system (146 points a deal) with klaverjas
values as the alternative. Both live here as plain dicts so the hot paths
(trick play, legality) only do dictionary lookups.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from games.cards import SUITS, pretty

PACK: tuple[str, ...] = (
    *tuple(r + s for s in SUITS for r in ("7", "8", "9", "10", "J", "Q", "K", "A")),
    "6h",
)
SUIT_OF: dict[str, str] = {c: c[-1] for c in PACK}
RANK_OF: dict[str, str] = {c: c[:-1] for c in PACK}

# Orders, highest first. The 6 exists only in hearts and is always lowest.
TRUMP_ORDER = ("J", "9", "A", "K", "Q", "10", "8", "7", "6")
PLAIN_ORDER = {
    "dutch146": ("A", "K", "Q", "J", "10", "9", "8", "7", "6"),
    "klaverjas162": ("A", "10", "K", "Q", "J", "9", "8", "7", "6"),
}
PLAIN_VALUES = {
    "dutch146": {"A": 11, "K": 3, "Q": 2, "J": 1, "10": 10},
    "klaverjas162": {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2},
}
TRUMP_VALUES = {
    "dutch146": {"J": 20, "9": 14, "A": 11, "10": 10, "K": 3, "Q": 2},
    "klaverjas162": {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3},
}
LAST_TRICK = {"dutch146": 5, "klaverjas162": 10}

# Strength of a card inside a trick: higher wins. Plain 0..8, trump 100..108.
PLAIN_STRENGTH: dict[str, dict[str, int]] = {
    system: {c: 8 - order.index(RANK_OF[c]) for c in PACK} for system, order in PLAIN_ORDER.items()
}
TRUMP_STRENGTH: dict[str, int] = {c: 108 - TRUMP_ORDER.index(RANK_OF[c]) for c in PACK}


def card_points(card: str, trump: str | None, system: str) -> int:
    if trump is not None and SUIT_OF[card] == trump:
        return TRUMP_VALUES[system].get(RANK_OF[card], 0)
    return PLAIN_VALUES[system].get(RANK_OF[card], 0)


def strength(card: str, led: str, trump: str | None, system: str) -> int:
    """How strongly `card` plays in a trick led in suit `led` (-1: cannot win)."""
    suit = SUIT_OF[card]
    if suit == trump:
        return TRUMP_STRENGTH[card]
    if suit == led:
        return PLAIN_STRENGTH[system][card]
    return -1


# The cards of each suit: a hand is filtered by suit with these sets' membership
# test, in one pass that runs no Python code per card.
OF_SUIT: dict[str, frozenset[str]] = {
    s: frozenset(c for c in PACK if SUIT_OF[c] == s) for s in SUITS
}

# `strength` of every card for each card system, trump (None: no trump) and suit led,
# so a trick's winner is found by one `max` over its cards.
TRICK_STRENGTH: dict[tuple[str, str | None, str], dict[str, int]] = {
    (system, trump, led): {c: strength(c, led, trump, system) for c in PACK}
    for system in PLAIN_ORDER
    for trump in (None, *SUITS)
    for led in SUITS
}


_NATURAL_SORT = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
_SORT_KEY: dict[str, int] = {
    c: SUITS.index(SUIT_OF[c]) * 10 + _NATURAL_SORT.index(RANK_OF[c]) for c in PACK
}


PRETTY: dict[str, str] = {c: pretty(c) for c in PACK}


def sort_hand(cards: Iterable[str]) -> list[str]:
    """Suit by suit, low to high in natural order, for display."""
    return sorted(cards, key=_SORT_KEY.__getitem__)


# ---------------------------------------------------------------------- roem

NATURAL = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
FOUR_OF_A_KIND = {"J": 200, "A": 100, "K": 100, "Q": 100}


def sequence_value(length: int, long_sequences: str) -> int:
    if length < 3:
        return 0
    if length == 3:
        return 20
    if length == 4:
        return 50
    if long_sequences == "butselaar" and length >= 6:
        return 120 + 20 * (length - 6)
    return 100


_BIT: dict[str, int] = {c: 1 << NATURAL.index(RANK_OF[c]) for c in PACK}


def _mask_value(mask: int, long_sequences: str) -> int:
    total = run = 0
    for i in range(len(NATURAL) + 1):
        if mask >> i & 1:
            run += 1
        else:
            total += sequence_value(run, long_sequences)
            run = 0
    return total


# Roem of the runs in one suit, by the bit mask of ranks held (natural order).
_SEQ_TABLE: dict[str, list[int]] = {
    mode: [_mask_value(m, mode) for m in range(1 << len(NATURAL))]
    for mode in ("cap100", "butselaar")
}


# A set of cards as one int: a field of nine bits per suit (c d h s from the
# lowest), each rank's bit in natural order within it. A hand is made into one
# by a pass over its cards; its suits' runs, four of a kind, aces and jacks are
# then read off with shifts, ands and bit counts.
_FIELD = len(NATURAL)
_FIELD_MASK = (1 << _FIELD) - 1
_D, _H, _S = _FIELD, 2 * _FIELD, 3 * _FIELD  # where each suit's field starts
CARD_BIT: dict[str, int] = {c: _BIT[c] << _FIELD * SUITS.index(SUIT_OF[c]) for c in PACK}
_IN_EVERY_SUIT = sum(1 << _FIELD * i for i in range(len(SUITS)))
_RANK_BIT: dict[str, int] = {r: 1 << NATURAL.index(r) for r in NATURAL}
_FOURS_BITS = sum(_RANK_BIT[r] for r in FOUR_OF_A_KIND)
ACE_BITS = _RANK_BIT["A"] * _IN_EVERY_SUIT
JACK_BITS = _RANK_BIT["J"] * _IN_EVERY_SUIT


def card_set(cards: Iterable[str]) -> int:
    """The cards, each once, as one int (see `CARD_BIT`)."""
    # Different cards have different bits, so their sum is their union.
    return sum(map(CARD_BIT.__getitem__, cards))


def roem(cards: list[str], long_sequences: str = "cap100", overlap: bool = True) -> int:
    """Roem of a hand (bid tie-breaker): sequences and four of a kind.

    Sequences run in natural order 6..A; a run counts once at its full length.
    Without overlap a card may serve one combination only, and the best split wins.
    """
    return set_roem(card_set(cards), long_sequences, overlap)


def set_roem(cards: int, long_sequences: str, overlap: bool) -> int:
    """`roem` of a card set (see `CARD_BIT`)."""
    table = _SEQ_TABLE[long_sequences]
    # Each suit's ranks as a mask: runs are read from one suit's mask and four of
    # a kind from the ranks all four masks share.
    mc, md = cards & _FIELD_MASK, cards >> _D & _FIELD_MASK
    mh, ms = cards >> _H & _FIELD_MASK, cards >> _S
    runs = table[mc] + table[md] + table[mh] + table[ms]
    everywhere = mc & md & mh & ms
    if not everywhere & _FOURS_BITS:
        return runs
    fours = [r for r in FOUR_OF_A_KIND if everywhere & _RANK_BIT[r]]
    if overlap:
        return runs + sum(FOUR_OF_A_KIND[r] for r in fours)
    best = 0
    for k in range(len(fours) + 1):
        for chosen in combinations(fours, k):
            gone = sum(_RANK_BIT[r] for r in chosen)
            runs = sum(table[mask & ~gone] for mask in (mc, md, mh, ms))
            best = max(best, sum(FOUR_OF_A_KIND[r] for r in chosen) + runs)
    return best


_card_bit = CARD_BIT.__getitem__  # a card's bit, for `map`

# By a suit's field (its ranks as a mask, see `CARD_BIT`): the roem of its runs, its
# ace and its jack, packed as runs << 8 | ace << 4 | jack, so that the four fields
# of a hand add up to its runs, its aces and its jacks at once (each at most 4)
_SUIT_TALLY: dict[str, list[int]] = {
    mode: [
        runs << 8 | bool(mask & _RANK_BIT["A"]) << 4 | bool(mask & _RANK_BIT["J"])
        for mask, runs in enumerate(table)
    ]
    for mode, table in _SEQ_TABLE.items()
}


def nine_card_tallies(
    hands: Sequence[list[str]], open_card: str, long_sequences: str, overlap: bool
) -> tuple[list[int], list[int], list[int]]:
    """Each hand's roem, aces and jacks over its eight cards and the open card.

    Every deal starts an auction with these, so the house rules come in as plain
    values, read once per deal rather than per hand, and the runs of `set_roem`
    are read inline, with its aces and jacks, from one table per suit
    (`_SUIT_TALLY`): a hand holds four of a kind seldom, and only then is
    `set_roem` called.
    """
    open_bit = CARD_BIT[open_card]
    tally_of = _SUIT_TALLY[long_sequences]
    roems: list[int] = []
    aces: list[int] = []
    jacks: list[int] = []
    for hand in hands:
        nine = sum(map(_card_bit, hand), open_bit)  # `card_set`, the open card in
        mc, md = nine & _FIELD_MASK, nine >> _D & _FIELD_MASK
        mh, ms = nine >> _H & _FIELD_MASK, nine >> _S
        tally = tally_of[mc] + tally_of[md] + tally_of[mh] + tally_of[ms]
        if mc & md & mh & ms & _FOURS_BITS:
            roems.append(set_roem(nine, long_sequences, overlap))
        else:
            roems.append(tally >> 8)
        aces.append(tally >> 4 & 15)
        jacks.append(tally & 15)
    return roems, aces, jacks
