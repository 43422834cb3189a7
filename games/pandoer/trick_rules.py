"""Which cards may be played to a trick, and which card wins it: pure functions.

Kept apart from the trick phase so the computer player, the settlement and tests
use them directly.
"""

from __future__ import annotations

from itertools import filterfalse
from typing import Any

from games.cards import SUITS
from games.pandoer.cards import (
    OF_SUIT,
    SUIT_OF,
    TRICK_STRENGTH,
    TRUMP_STRENGTH,
    strength,
)


def trick_winner(trick: list[list[Any]], trump: str | None, system: str) -> int:
    """Index into `trick` of the winning card. Cards are [seat, code] pairs.

    The highest `strength` wins; it is never shared, as a card off the suit led and
    not trump cannot win and the led card always can.
    """
    of = TRICK_STRENGTH[system, trump, SUIT_OF[trick[0][1]]]
    winner, top = 0, -1
    for i, (_, card) in enumerate(trick):  # a plain loop beats `max` over four cards
        if of[card] > top:
            winner, top = i, of[card]
    return winner


def legal_cards(
    hand: list[str],
    trick_cards: list[str],
    trump: str | None,
    system: str,
    obligation: str = "off",
) -> list[str]:
    """The cards of `hand` that may be played on `trick_cards` (led card first).

    `obligation` is the mate obligation in force for this player: "off",
    "highest" (highest of the led suit, else highest trump) or
    "must_try_to_win" (beat the trick if any legal card can).
    """
    if not trick_cards:
        return list(hand)
    led = SUIT_OF[trick_cards[0]]
    if trump is None:
        allowed = following(hand, led)
    elif led == trump:
        trumps = list(filter(OF_SUIT[trump].__contains__, hand))
        # The trump jack may always be kept back, even as the only trump.
        allowed = trumps if trumps and trumps != ["J" + trump] else list(hand)
    else:
        # The suit led if held, else any card; a trump only over the trick's best
        # trump. Tables of those cards, by the strength of the trick's best card
        # (`top`), sort a hand in one pass.
        top = max(map(TRICK_STRENGTH[system, trump, led].__getitem__, trick_cards))
        if OF_SUIT[led].isdisjoint(hand):
            allowed = list(filterfalse(UNDERTRUMPS[trump, top].__contains__, hand))
        else:
            allowed = list(filter(FOLLOWING[led, trump, top].__contains__, hand))
        if not allowed:  # only trumps left, none beats the trick: undertrump is forced
            allowed = list(hand)
    if obligation == "off":
        return allowed
    if obligation == "highest":
        return _highest_obligation(hand, allowed, led, trump, system)
    best = max(strength(c, led, trump, system) for c in trick_cards)
    winners = [c for c in allowed if strength(c, led, trump, system) > best]
    return winners or allowed


# By trump and the strength of a trick's best card (`TRICK_STRENGTH`; trump is
# 100 and up), the trumps that do not beat it ...
UNDERTRUMPS: dict[tuple[str, int], frozenset[str]] = {
    (trump, top): frozenset(c for c in OF_SUIT[trump] if TRUMP_STRENGTH[c] <= top)
    for trump in SUITS
    for top in (*range(-1, 9), *range(100, 109))
}
# ... and, by suit led too, the cards that may follow: that suit or a higher trump
FOLLOWING: dict[tuple[str, str, int], frozenset[str]] = {
    (led, trump, top): OF_SUIT[led] | (OF_SUIT[trump] - UNDERTRUMPS[trump, top])
    for led in SUITS
    for trump, top in UNDERTRUMPS
    if led != trump
}


def following(hand: list[str], led: str) -> list[str]:
    """Without trump: the cards of the suit led, or any card when there is none."""
    return list(filter(OF_SUIT[led].__contains__, hand)) or hand[:]


def _highest_obligation(
    hand: list[str], allowed: list[str], led: str, trump: str | None, system: str
) -> list[str]:
    led_cards = [c for c in hand if SUIT_OF[c] == led]
    if led_cards:
        return [max(led_cards, key=lambda c: strength(c, led, trump, system))]
    trumps = [c for c in hand if SUIT_OF[c] == trump]
    if trumps:
        top = max(trumps, key=lambda c: TRUMP_STRENGTH[c])
        if top in allowed:
            return [top]
        # Trumping in would be an illegal undertrump: any plain card instead.
        return [c for c in allowed if SUIT_OF[c] != trump] or allowed
    return allowed
