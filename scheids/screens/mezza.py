"""Mezza at the terminal: the pile framed, every seat's cards, your hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from games.wording import plural
from scheids.screens.common import HEADER_STYLE, MUTED, Seen, cards, line, mezza_card, player

PILE_SHOWN = 10


def screen(view: Mapping[str, Any], seen: Seen) -> RenderableType:
    turn = list(view.get("turn", []))
    phase = "swapping cards" if view.get("phase") == "exchange" else str(view.get("phase"))
    pile: list[str] = list(view.get("pile", []))
    if pile:
        top = pile[-PILE_SHOWN:]
        body = Text()
        if len(pile) > len(top):
            body.append(f"… {len(pile) - len(top)} more  ", style=MUTED)
        body.append(cards(top, mezza_card))
        body.append("\nNext card: ")
        if view.get("lower"):
            body.append("4 or lower", style="bold yellow")
        elif view.get("in_force"):
            body.append(mezza_card(str(view["in_force"])))
            body.append(" or higher")
        else:
            body.append("anything")
        if view.get("open_half"):
            body.append("  (a ½ completes the top card)", style=MUTED)
    else:
        body = Text("empty: any card may start it", style=MUTED)
    pile_panel = Panel(
        body,
        title=f"Pile ({plural(len(pile), 'card')})",
        subtitle=f"stock {view.get('stock', 0)} · burned {view.get('burned', 0)}",
        expand=False,
    )
    seats = Table(box=None, padding=(0, 2), show_header=True, header_style=HEADER_STYLE)
    for heading in ("player", "hand", "face up", "face down", ""):
        seats.add_column(heading)
    for seat in view.get("seats", []):
        note = ""
        if seat.get("out"):
            note = f"out, place {seat['out']}"
        elif "stock" in seat:
            note = f"own stock {seat['stock']}"
        if view.get("phase") == "exchange" and seat.get("ready"):
            note = "ready"
        seats.add_row(
            player(seat["player"], seen, turn=turn),
            str(seat["hand"]),
            cards(seat["up"], mezza_card),
            str(seat["down"]),
            Text(note, style=MUTED),
        )
    parts: list[RenderableType] = [Text(f"Mezza · {phase}", style=HEADER_STYLE), pile_panel, seats]
    if view.get("you") is not None:
        parts.append(Text("Your hand: ").append(cards(view.get("hand", []), mezza_card)))
    if view.get("last") and not view.get("over"):
        parts.append(
            Text.assemble(("Last: ", MUTED)).append(line(str(view["last"]), seen, mezza=True))
        )
    return Group(*parts)
