"""The events of the two commonest moments, made as cheaply as they can be told.

A card played: its event depends on the player and the card alone, and the same
players play the same cards deal after deal, during searches many times over. An
event is a value, never changed once made, so each is made once: the table holds,
per seat, its events by card, and a card played only looks its event up.

A deal: its lines are made only when read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

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


class DealtEvent(Event):
    """The event of a deal: its public line and each player's hand, both made
    when first read (see `Event.later`).

    A search deals again and again but reads no line, and telling four players
    their hands costs more than the rest of the deal's lines together.
    """

    __slots__ = ("_hands", "_players")

    def __init__(
        self, make: Callable[[], Msg], players: Sequence[str], hands: Sequence[Sequence[str]]
    ) -> None:
        self._make = make
        self._text = self._private = None
        self.money = {}
        self.points = {}
        self._players = players
        self._hands = hands  # as dealt: the message must keep the cards it was told

    def __getattr__(self, name: str) -> Any:
        # Asked only for an attribute not set: the message (`Event.later`), or the
        # hands' lines, made now, once, and from then on read as plain slots.
        if name != "private_messages":
            return super().__getattr__(name)
        told = dict(zip(self._players, map(your_hand, self._hands), strict=True))
        self.private_messages = told
        return told
