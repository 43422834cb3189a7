"""Before play: swapping hand cards with face-up cards, and who starts."""

from __future__ import annotations

from functools import lru_cache

from games.base import Event
from games.mezza import lines
from games.mezza.cards import COUNT_BIT, RANK_INDEX, RANKS, START_ORDER
from games.mezza.phases import Phase
from games.mezza.state import Table

# Every swap's canonical text, SWAP[hand card][face-up card], made once.
SWAP = {h: {u: f"swap {h} {u}" for u in RANKS} for h in RANKS}


def exchange_moves(t: Table, seat: int) -> list[str]:
    s = t.state
    if s.ready[seat]:
        return []
    ups = sorted(set(s.ups[seat]), key=RANK_INDEX)
    hand = sorted(set(s.hands[seat]), key=RANK_INDEX)
    # Each hand card's row of swaps looked up once, not once for every face-up card.
    moves = [row[u] for h in hand for row in (SWAP[h],) for u in ups if h != u]
    moves.append("ready")
    return moves


def swap(t: Table, seat: int, h: str, u: str) -> list[Event]:
    s = t.state
    hand, up = s.hands[seat], s.ups[seat]
    hand[hand.index(h)] = u
    up[up.index(u)] = h
    t.held[seat] += COUNT_BIT[u] - COUNT_BIT[h]
    s.show_out(seat, [h])
    s.seen[seat].append(u)
    return [s.remember(_swap_event(t.players[seat], h, u))]


# The same seats make the same few swaps and say they are ready game after game, during
# searches too. An event is a value, never changed once made, so each is made once.
@lru_cache(maxsize=4096)
def _swap_event(player: str, hand_card: str, up_card: str) -> Event:
    return Event.say(lines.swaps(player, hand_card, up_card))


@lru_cache(maxsize=1024)
def _ready_event(player: str) -> Event:
    return Event.say(lines.is_ready(player))


def ready(t: Table, seat: int) -> list[Event]:
    s = t.state
    s.ready[seat] = True
    events = [s.remember(_ready_event(t.players[seat]))]
    if all(s.ready):
        events += start(t)
    return events


def start(t: Table) -> list[Event]:
    """After the exchange: the lowest card in hand (½ lowest) decides who starts."""
    s = t.state
    low = min((c for hand in s.hands for c in hand), key=START_ORDER.__getitem__)
    tied = [seat for seat, hand in enumerate(s.hands) if low in hand]
    s.lowest = low
    if t.options.start_tie == "race" and len(tied) > 1:
        s.phase = Phase.START
        s.starters = tied
        line = lines.race_to_start([t.players[seat] for seat in tied])
        private = {t.players[seat]: lines.lead_to_start(low) for seat in tied}
    else:
        s.phase = Phase.PLAY
        s.current = tied[0]
        s.opening = t.options.must_lead_lowest
        starter = t.players[tied[0]]
        line = lines.starts(starter)
        private = {starter: lines.you_start(low)}
    return [s.remember(Event.say(line, private))]
