"""Which cards may be played to a trick, and which card wins it: pure functions.

Kept apart from the trick phase so the computer player, the settlement and tests
use them directly.
"""

from __future__ import annotations

from typing import Any

from games.pandoer.cards import (
    OF_SUIT,
    RANK_OF,
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
        trumps = [c for c in hand if SUIT_OF[c] == trump]
        # The trump jack may always be kept back, even as the only trump.
        allowed = trumps if any(RANK_OF[c] != "J" for c in trumps) else list(hand)
    else:
        top = max((TRUMP_STRENGTH[c] for c in trick_cards if SUIT_OF[c] == trump), default=-1)
        has_led = any(SUIT_OF[c] == led for c in hand)
        allowed = []
        for c in hand:
            s = SUIT_OF[c]
            if s == trump:
                if TRUMP_STRENGTH[c] > top:
                    allowed.append(c)
            elif s == led or not has_led:
                allowed.append(c)
        if not allowed:  # only trumps left, none beats the trick: undertrump is forced
            allowed = list(hand)
    if obligation == "off":
        return allowed
    if obligation == "highest":
        return _highest_obligation(hand, allowed, led, trump, system)
    best = max(strength(c, led, trump, system) for c in trick_cards)
    winners = [c for c in allowed if strength(c, led, trump, system) > best]
    return winners or allowed


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
