"""The events of the commonest moments, made as cheaply as they can be told.

A card played: its event depends on the player and the card alone, and the same
players play the same cards deal after deal, during searches many times over. An
event is a value, never changed once made, so each is made once: the table holds,
per seat, its events by card, and a card played only looks its event up. A pass
in the auction likewise, one event per seat, and the line of a trick taken, one
per seat and trick.

A deal: its lines are made only when read.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from games.base import Event
from games.message import Msg, Player, t
from games.pandoer.cards import PACK
from games.pandoer.phrases import CARD, your_hand


# Bounded: a long-running host meets ever new players; a table holds four.
@lru_cache(maxsize=64)
def play_events(player: str) -> dict[str, Event]:
    """The player's event for each card: `{player} plays {card}.`"""
    who = Player(player)
    return {c: Event.say(t("{player} plays {card}.", player=who, card=CARD[c])) for c in PACK}


@lru_cache(maxsize=64)
def play_lines(player: str) -> dict[str, Msg]:
    """The messages of `play_events`, for a line that tells more than the card: an
    event's own fields are read through its class's `__getattr__` hook, which
    costs several dict look-ups."""
    return {c: event.message for c, event in play_events(player).items() if event.message}


@lru_cache(maxsize=64)
def take_lines(player: str) -> tuple[Msg, ...]:
    """The player's line of taking each trick, the first trick's first."""
    who = Player(player)
    return tuple(t("{player} takes trick {number}.", player=who, number=n) for n in range(1, 9))


@lru_cache(maxsize=64)
def pass_event(player: str) -> Event:
    """The player's event of a pass in the auction: most bids are passes."""
    return Event.say(t("{player} passes.", player=Player(player)))


def told_hands(players: Sequence[str], hands: Sequence[Sequence[str]]) -> dict[str, Msg]:
    """Each player's line of the hand dealt to it, for `Event.later(tell=...)`: a search
    deals again and again but reads no line, and telling four players their hands
    costs more than the rest of the deal's lines together. `hands` as dealt: the
    message must keep the cards it was told."""
    return dict(zip(players, map(your_hand, hands), strict=True))
