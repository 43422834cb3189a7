"""What one seat (or a spectator) may see of a Pandoer table."""

from __future__ import annotations

import json
from typing import Any

from games.cards import SUIT_NAMES
from games.pandoer.cards import sort_hand
from games.pandoer.contracts import CONTRACTS
from games.pandoer.phases import Phase
from games.pandoer.state import Table


def table_view(t: Table, seat: int | None) -> dict[str, Any]:
    """The game-specific keys of `view`; `seat` None is a spectator."""
    deal, auction, session, names = t.deal, t.auction, t.written_session(), t.players
    phase = deal.phase
    jack_known = phase not in (Phase.BID, Phase.BUY)
    return {
        **seat_sight(t, seat),
        "deal": session.deal_no + 1,
        "deals": t.options.deals,
        "dealer": names[session.dealer],
        "bids": [[names[s], w, r] for s, w, r in auction.bids],
        "my_roem": auction.roems[seat] if seat is not None and phase == Phase.BID else None,
        "bought": deal.bought if jack_known else None,
        "bought_from": (
            names[deal.bought_from] if deal.bought_from is not None and jack_known else None
        ),
        "gave_to_mate": deal.gave_to_mate,
        "leader": names[deal.leader] if phase == Phase.PLAY else None,
        "given": list(deal.given[seat]) if seat is not None else [],
        "hand_sizes": {names[s]: len(deal.hands[s]) for s in range(4)},
        "money": {names[s]: session.money[s] for s in range(4)},
        "last_result": session.last_result,
        # The same line as message data (`saved_messages`), for other languages
        "last_result_message": (
            json.loads(session.last_result_message) if session.last_result_message else None
        ),
    }


def seat_sight(t: Table, seat: int | None) -> dict[str, Any]:
    """The part of the seat's `view` its computer player reads, under the same keys
    with the same values.

    A searching computer chooses a move for every ply of every playout; the whole
    view, with the session's money and its latest line, would cost more than the
    choice itself.
    """
    deal, auction, names = t.deal, t.auction, t.players
    con = CONTRACTS[deal.contract] if deal.contract is not None else None
    mate_seen = deal.mate is not None and (deal.mate_public or seat == deal.mate)
    high = auction.high
    return {
        "phase": str(deal.phase),
        "hand": sort_hand(deal.hands[seat]) if seat is not None else [],
        "open_card": deal.open_card,
        "high": (
            {"player": names[high[0]], "contract": CONTRACTS[high[1]].key, "roem": high[2]}
            if high is not None
            else None
        ),
        "passed": [names[s] for s in range(4) if auction.passed[s]],
        "contract": con.key if con else None,
        "bidder": names[deal.bidder] if deal.bidder is not None else None,
        "mate": names[deal.mate] if mate_seen and deal.mate is not None else None,
        "alone": deal.alone,
        "trump": SUIT_NAMES[deal.trump] if deal.trump else None,
        "trick": [[names[s], c] for s, c in deal.trick],
        "tricks": [
            {
                "leader": names[trick["leader"]],
                "cards": [[names[s], c] for s, c in trick["cards"]],
                "winner": names[trick["winner"]],
            }
            for trick in deal.tricks
        ],
        "won": {names[s]: deal.won[s] for s in range(4)},
        "exposed": {names[s]: sort_hand(deal.hands[s]) for s in range(4) if deal.exposed[s]},
        "discard": list(deal.discards[seat]) if seat is not None else [],
        "rommelpot": deal.rommel_count,
    }
