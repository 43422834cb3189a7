"""Before play: swapping hand cards with face-up cards, and who starts."""

from __future__ import annotations

from games.base import Event
from games.mezza import lines
from games.mezza.cards import COUNT_BIT, RANKS, START_ORDER, sort_cards
from games.mezza.phases import Phase
from games.mezza.state import Table

# Every swap's canonical text, SWAP[hand card][face-up card], made once.
SWAP = {h: {u: f"swap {h} {u}" for u in RANKS} for h in RANKS}


def exchange_moves(t: Table, seat: int) -> list[str]:
    s = t.state
    if s.ready[seat]:
        return []
    ups = sort_cards(set(s.ups[seat]))
    moves = [SWAP[h][u] for h in sort_cards(set(s.hands[seat])) for u in ups if h != u]
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
    return [s.remember(Event.say(lines.swaps(t.players[seat], h, u)))]


def ready(t: Table, seat: int) -> list[Event]:
    s = t.state
    s.ready[seat] = True
    events = [s.remember(Event.say(lines.is_ready(t.players[seat])))]
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
