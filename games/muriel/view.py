"""What one seat (or a spectator) may see of a Muriel table."""

from __future__ import annotations

from typing import Any

from games.muriel.cards import points, sort_cards
from games.muriel.state import Table
from games.seating import next_seat


def possession(t: Table, seat: int) -> int:
    """Cards a seat holds, counting a face-down card it has put on the table."""
    hand = t.hand
    count = len(hand.hands[seat])
    if hand.lead is not None and seat == hand.leader:
        count += 1
    return count + sum(1 for s, _ in hand.hidden if s == seat)


def table_view(t: Table, seat: int | None) -> dict[str, Any]:
    """The game-specific keys of `view`; `seat` None is a spectator."""
    hand, session, players = t.hand, t.session, t.players
    lead_down = hand.lead is not None
    return {
        "hand": list(hand.hands[seat]) if seat is not None else [],
        "hand_no": session.hand_no,
        "trick_no": hand.trick_no + 1,
        "target": t.options.target,
        "dealer": players[session.dealer],
        "leader": players[hand.leader],
        "lead": "down" if lead_down else None,
        "your_lead": hand.lead if lead_down and seat == hand.leader else None,
        "table": [[players[s], c] for s, c in hand.table],
        "chosen": [players[s] for s, _ in sorted(hand.hidden)],
        "your_choice": next((c for s, c in hand.hidden if s == seat), None),
        "hand_sizes": {p: len(hand.hands[i]) for i, p in enumerate(players)},
        "known": {p: sort_cards(hand.known[i]) for i, p in enumerate(players)},
        "strategic_known": [
            p
            for i, p in enumerate(players)
            if hand.known[i] and len(hand.known[i]) == possession(t, i)
        ],
        "piles": {p: sort_cards(hand.piles[i]) for i, p in enumerate(players)},
        "hand_points": {p: points(hand.piles[i]) for i, p in enumerate(players)},
        "totals": {p: session.totals[i] for i, p in enumerate(players)},
        "hand_log": [list(h) for h in session.hand_log],
        "set_aside": len(hand.set_aside),
        "removed": list(hand.removed),
        "draws": [[[players[s], c] for s, c in r] for r in session.draws],
        "stray_receiver": _stray_receiver_preview(t),
        "last_trick": _last_view(t),
        "end_reason": session.end_reason or None,
    }


def seat_sight(t: Table, seat: int) -> dict[str, Any]:
    """The part of the seat's `view` its computer player reads, under the same keys
    with the same values, but for `piles`: the cards each seat has won, unsorted.

    A searching computer chooses a move for every ply of every playout; the whole
    view, with every seat's piles, totals and history, would cost more than the
    choice itself.
    """
    hand, players = t.hand, t.players
    return {
        "hand": list(hand.hands[seat]),
        "leader": players[hand.leader],
        "table": [[players[s], c] for s, c in hand.table],
        "chosen": [players[s] for s, _ in sorted(hand.hidden)],
        "your_choice": next((c for s, c in hand.hidden if s == seat), None),
        "hand_sizes": {p: len(hand.hands[i]) for i, p in enumerate(players)},
        "piles": {p: hand.piles[i] for i, p in enumerate(players)},
        "removed": hand.removed,
        "stray_receiver": _stray_receiver_preview(t),
    }


def _last_view(t: Table) -> dict[str, Any] | None:
    if t.hand.last is None:
        return None
    leader, table, winner, claims, muriel, strays, receiver = t.hand.last
    players = t.players
    return {
        "trick": t.hand.trick_no,
        "leader": players[leader],
        "cards": [[players[s], c] for s, c in table],
        "winner": players[winner],
        "claims": list(claims),
        "muriel": muriel,
        "strays": list(strays),
        "receiver": players[receiver] if strays else None,
    }


def _stray_receiver_preview(t: Table) -> str | None:
    """Who gets this trick's strays, where the rule already says (rotate)."""
    if t.options.next_leader == "rotate":
        return t.players[next_seat(t.hand.leader, len(t.players))]
    return None
