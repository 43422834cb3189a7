"""The card exchange (2v2 with card_exchange): each player gives the partner one card."""

from __future__ import annotations

from games.base import Event
from games.keezen.cards import card_key
from games.keezen.phases import Phase
from games.keezen.state import KeezenState
from games.message import Card, Msg, Player, t
from games.seating import next_seat


def give_moves(state: KeezenState, seat: int) -> list[str]:
    if state.gifts[seat] is not None:
        return []
    return [f"give {c}" for c in dict.fromkeys(state.hands[seat])]


def give(
    state: KeezenState, players: tuple[str, ...], seat: int, card: str, events: list[Event]
) -> None:
    """Set the card aside; once all four chose, every partner receives theirs."""
    state.hands[seat].remove(card)
    state.gifts[seat] = card
    player = players[seat]
    events.append(
        Event.say(
            t("{player} gives their partner a card.", player=Player(player)),
            private={player: t("You give {card} to your partner.", card=Card(card))},
        )
    )
    if any(g is None for g in state.gifts):
        return
    private: dict[str, Msg] = {}
    for s in range(4):
        gift = state.gifts[s]
        assert gift is not None
        to = next_seat(s, 4, 2)
        state.hands[to].append(gift)
        state.hands[to].sort(key=card_key)
        private[players[to]] = t(
            "You receive {card} from {player}.", card=Card(gift), player=Player(players[s])
        )
    state.gifts = [None] * 4
    state.phase = Phase.PLAY
    events.append(Event.say(t("The partners have exchanged their cards."), private=private))
