"""Plain-text pictures of a MeieRijen view and the rules summary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.cards import pretty
from games.meierijen.options import MeieRijenOptions
from games.options import describe_options
from games.wording import plural


def _cards(cards: list[str]) -> str:
    return " ".join(pretty(c) for c in cards) or "-"


def render_view(view: Mapping[str, Any]) -> str:
    lines: list[str] = []
    pawns = list(view.get("white_pawns", []))
    for seat in view.get("seats", []):
        pen = seat["penalty_pile"]
        marks = "".join(
            f" [white pawn on {x}]"
            for x in pawns
            if x in (seat["draw_field"], seat["penalty_field"])
        )
        face = f", face up {pretty(seat['face_up'])}" if seat["face_up"] else ""
        phase = " END PHASE" if seat["end_phase"] else ""
        lines.append(
            f"{seat['colour'].title()} <@{seat['player']}>: {seat['draw_field']} pile "
            f"{seat['draw_pile']}{face}{phase}, hand {seat['hand_size']}, "
            f"penalty {seat['penalty_points']}{marks}"
        )
        lines.append(
            f"  open: {_cards(seat['open'])} | {seat['penalty_field']} penalty pile "
            f"({len(pen)}): top {pretty(pen[-1]) if pen else '-'}"
        )
    fields = view.get("fields", {})
    row = []
    for f, info in fields.items():
        top = f"{pretty(info['top'])}={info['rank']}" if info["top"] else "empty"
        block = " [blocked]" if f in pawns else ""
        row.append(f"{f}: {top} ({info['size']}){block}")
    lines.append("Fields  " + " | ".join(row))
    holders = []
    for name, key in (("grey", "grey_pawn"), ("red", "red_pawn")):
        holder = view.get(key)
        holders.append(f"{name} {'<@' + holder + '>' if holder else 'H'}")
    lines.append(
        f"Pawns  white {', '.join(pawns)}; {'; '.join(holders)}; removed stacks: "
        f"{plural(view.get('removed', 0), 'card')}"
    )
    if view.get("hand") is not None and view.get("you"):
        lines.append(f"Your hand: {_cards(list(view['hand']))}")
    if view.get("over"):
        result = view.get("result", {})
        lines.append("Game over: " + ", ".join(f"<@{p}> {n} penalty" for p, n in result.items()))
    else:
        turn = view.get("turn", [])
        if turn:
            lines.append(f"Turn: <@{turn[0]}> ({view.get('phase')})")
    return "\n".join(lines)


SUMMARY = """\
MeieRijen (2 players; 3-4 with the multiplayer extension). Each player has an own 54-card \
deck (52 + 2 jokers). Fields: C red (♦♥), D mix (both colours), E black (♣♠); draw piles B \
(Red) and F (Blue); penalty fields A (Red) and G (Blue); pawn base H.
Start: Red turns a red card onto C, Blue a black card onto E (no twos or jokers); the higher \
one adds a mix card on D; the other player starts. The 10th card from the bottom of each \
draw pile starts that player's end phase.
Turn: draw up to 5 but always at least 2. Play cards in ascending order 3-4-...-K-A on C, D, \
E; twos and jokers are wild in their own colour. A card that is (or stands for) an ace \
completes the stack: it is removed and the field starts anew with any card of its colour. \
Empty your hand and you draw 5 more. You may also play any open card and penalty-pile top. \
End the turn with a pass card: face up to your open cards (max 4) or your penalty pile.
Ten-card: a 10, two or joker played as 10 on a 9. It lets you move pawns: a white pawn \
blocks a field (or, on an opponent's draw pile, makes them pass a turn); the grey pawn \
gives doubles (same rank), the red pawn jumps (t+2, never onto an ace) for one turn of \
your choice, then returns to H.
End phase: the face-up pile card must be played if it fits; otherwise it goes to your open \
cards (no limit now) or penalty pile. The game stops when a draw pile is empty. Penalty = \
cards in penalty pile + hand + open cards; fewest wins (points = minus penalty).
Moves: play 7h C | play XR D as 9 | play 8c E from blue open | play 5d C from red penalty | \
play Qh D from pile | pass 4c open | pass 4c penalty | pawn white F | pawn grey | done
"""


def summary_text(options: MeieRijenOptions) -> str:
    rows = describe_options(MeieRijenOptions)
    current = options.model_dump()
    lines = []
    for name, default, _allowed, _desc in rows:
        value = current[name]
        shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
        mark = "" if shown == default else " (changed)"
        lines.append(f"{name}={shown}{mark}")
    return SUMMARY + "Options: " + ", ".join(lines)
