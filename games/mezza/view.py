"""What one seat (or a spectator) may see of a Mezza table."""

from __future__ import annotations

from typing import Any

from games.message import message_data
from games.mezza.cards import VALUE, sort_cards
from games.mezza.ending import ranking
from games.mezza.phases import Phase
from games.mezza.state import Table

FORCE_CODE = {v: k for k, v in VALUE.items()}


def table_view(t: Table, seat: int | None) -> dict[str, Any]:
    """The game-specific keys of `view`; `seat` None is a spectator."""
    s = t.state
    v: dict[str, Any] = {}
    v["phase"] = str(s.phase)
    v["hand"] = sort_cards(s.hands[seat]) if seat is not None else []
    v["seats"] = [
        {
            "player": p,
            "hand": len(s.hands[i]),
            "up": sort_cards(s.ups[i]),
            "down": len(s.downs[i]),
            "ready": s.ready[i],
            "out": s.finished.index(i) + 1 if i in s.finished else None,
        }
        for i, p in enumerate(t.players)
    ]
    if len(s.stocks) > 1:
        for i, seat_view in enumerate(v["seats"]):
            seat_view["stock"] = len(s.stocks[i])
    v["pile"] = list(s.pile)
    v["in_force"] = FORCE_CODE[s.force] if s.pile and s.force else None
    v["lower"] = s.lower
    v["open_half"] = s.open_half
    v["stock"] = sum(map(len, s.stocks))
    v["burned"] = len(s.burned)
    v["current"] = t.players[s.current] if s.phase == Phase.PLAY else None
    v["pile_version"] = s.plays
    v["pickups_without_progress"] = s.stall
    v["last"] = s.last_text()
    v["last_line"] = _line_data(t)
    if s.phase == Phase.OVER:
        v["ranking"] = ranking(t)
    return v


def seat_sight(t: Table, seat: int) -> dict[str, Any]:
    """The part of the seat's `view` its computer player reads, under the same keys
    with the same values (its face-up cards as `up`).

    A searching computer chooses a move for every ply of every playout; the whole
    view, with every seat and the latest line in English, would cost more than
    the choice itself.
    """
    s = t.state
    return {
        "phase": str(s.phase),
        "hand": sort_cards(s.hands[seat]),
        "up": sort_cards(s.ups[seat]),
        "pile": list(s.pile),
        "open_half": s.open_half,
    }


def _line_data(t: Table) -> dict[str, Any] | None:
    """The latest line as JSON-able data (see `games.mezza.render.last_line`).

    Computer players read a view for every decision, so each line is encoded once
    and its data shared by the views that show it; nobody changes a view.
    """
    line = t.state.latest_line()
    if line is None:
        return None
    made = t.line_data
    if made is None or made[0] is not line:
        made = t.line_data = (line, message_data(line))
    return made[1]
