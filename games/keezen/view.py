"""What one player (or a spectator) may see of a Kruizkeezen table."""

from __future__ import annotations

from typing import Any

from games.keezen.board import Geometry
from games.keezen.options import KeezenOptions
from games.keezen.phases import Phase
from games.keezen.render import game_over
from games.keezen.state import KeezenState
from games.keezen.turns import pawn_name
from games.keezen.winning import home_counts
from games.message import ENGLISH, Player, Words, items


def table_view(
    state: KeezenState,
    options: KeezenOptions,
    players: tuple[str, ...],
    geo: Geometry,
    seat: int | None,
) -> dict[str, Any]:
    """The game's own view keys; the engine adds the shared ones."""
    label = geo.label
    pawns = []
    for k in range(16):
        p, x = state.pos[k], state.xi[k]
        pawns.append(
            {
                "pawn": pawn_name(k),
                "seat": k // 4,
                "pos": p,
                "field": label(p),
                "heading": None if x < 0 else ("out" if x & 1 else "in"),
                "entry": None if x < 0 else x >> 1,
            }
        )
    last = None
    if state.last is not None:
        last = {
            "seat": state.last["seat"],
            "player": players[state.last["seat"]],
            "move": state.last["move"],
            "card": state.last["card"],
            "segments": [
                {
                    "pawn": pawn_name(k),
                    "from": a,
                    "to": b,
                    "path": list(t),
                    "hits": [pawn_name(h) for h in hits],
                }
                for k, a, b, t, hits in state.last["segments"]
            ],
        }
    view: dict[str, Any] = {
        "title": "Kruizkeezen",
        "seat": seat,
        "teams": [[players[0], players[2]], [players[1], players[3]]]
        if options.teams == "2v2"
        else None,
        "board": {
            "cross": options.cross,
            "gate_offset": options.gate_offset,
            "arm_length": options.arm_length,
        },
        "pawns": pawns,
        "hand": list(state.hands[seat]) if seat is not None else [],
        "hand_sizes": [len(h) for h in state.hands],
        "stock": len(state.stock),
        "discard": list(state.discard),
        "dealer": state.dealer,
        "subround": state.subround,
        "deal": state.deal_no,
        "phase": str(state.phase),
        "current": state.current,
        "gave": [g is not None for g in state.gifts],
        "last": last,
        "winners": [players[s] for s in state.winners],
        "home": home_counts(state.pos),
    }
    if seat is not None and state.gifts[seat] is not None:
        view["giving"] = state.gifts[seat]
    return view


def status_line(
    state: KeezenState,
    players: tuple[str, ...],
    waiting_on: list[str],
    words: Words = ENGLISH,
) -> str:
    if state.phase == Phase.OVER:
        return game_over([players[s] for s in state.winners], words)
    return words.t(
        "Shuffle {shuffle}, subround {subround}; home {home}; waiting on {players}.",
        shuffle=state.deal_no,
        subround=state.subround,
        home=str(home_counts(state.pos)),
        players=items([Player(p) for p in waiting_on]),
    )
