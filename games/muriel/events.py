"""The events of a lead and a follow, made once per player for every card.

Such an event depends on the player and the card alone, and the same players
play the same cards again in every hand, during searches many times over. An
event is a value, never changed once made, so each is made once: the table
holds, per seat, its events by card, and a move only looks its event up.
"""

from __future__ import annotations

from functools import lru_cache

from games.base import Event
from games.message import Player, t
from games.muriel.cards import CARDS, DECK

# The private lines depend on the card alone: made once, shared by every player.
_YOU_LEAD = {c: t("You lead {card} face down.", card=CARDS[c]) for c in DECK}
_YOU_PLAY = {c: t("You play {card}.", card=CARDS[c]) for c in DECK}

CardEvents = dict[str, Event]


# Bounded: a long-running host meets ever new players; a table holds at most nine.
@lru_cache(maxsize=64)
def events_of(player: str) -> tuple[CardEvents, CardEvents, CardEvents]:
    """The player's events by card: a lead, a follow in turn, a follow all at once."""
    who = Player(player)
    return (
        {c: _leads(who, player, c) for c in DECK},
        {c: _plays(who, c) for c in DECK},
        {c: _chooses(who, player, c) for c in DECK},
    )


def _leads(who: Player, player: str, card: str) -> Event:
    """The table hears that a card went down; only the leader hears which."""
    said = t("{player} leads a card face down.", player=who)
    return Event.say(said, private={player: _YOU_LEAD[card]})


def _plays(who: Player, card: str) -> Event:
    """A follow in turn, face up."""
    return Event.say(t("{player} plays {card}.", player=who, card=CARDS[card]))


def _chooses(who: Player, player: str, card: str) -> Event:
    """A follow all at once: the table hears that a card was chosen, its player which."""
    said = t("{player} has chosen a card.", player=who)
    return Event.say(said, private={player: _YOU_PLAY[card]})
