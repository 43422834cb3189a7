"""Mezza at the terminal: the pile framed, every seat's cards, your hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from games.message import marked
from games.mezza.render import last_line
from scheids.screens.common import (
    HEADER_STYLE,
    MUTED,
    Seen,
    cards,
    engine_text,
    mezza_card,
    player,
    styled,
)

PILE_SHOWN = 10
LOWER_STYLE = "bold yellow"  # i18n: not for players (a rich style)
PHASES = {
    "exchange": marked("swapping cards"),
    "start": marked("racing to lead"),
    "play": marked("in play"),
    "over": marked("over"),
}


def _pile(view: Mapping[str, Any], seen: Seen) -> Panel:
    words = seen.words
    pile: list[str] = list(view.get("pile", []))
    if pile:
        top = pile[-PILE_SHOWN:]
        body = Text()
        if len(pile) > len(top):
            hidden = len(pile) - len(top)
            body.append("… " + words.tn("{n} more", "{n} more", hidden) + "  ", style=MUTED)
        body.append(cards(top, mezza=True))
        body.append("\n").append(words.t("Next card:") + " ")
        if view.get("lower"):
            body.append(words.t("4 or lower"), style=LOWER_STYLE)
        elif view.get("in_force"):
            shown = mezza_card(str(view["in_force"]))
            body.append(styled(words, marked("{card} or higher"), card=shown))
        else:
            body.append(words.t("anything"))
        if view.get("open_half"):
            body.append("  " + words.t("(a ½ completes the top card)"), style=MUTED)
    else:
        body = Text(words.t("empty: any card may start it"), style=MUTED)
    return Panel(
        body,
        title=words.tn("Pile ({n} card)", "Pile ({n} cards)", len(pile)),
        subtitle=words.t(
            "stock {stock} · burned {burned}",
            stock=view.get("stock", 0),
            burned=view.get("burned", 0),
        ),
        expand=False,
    )


def screen(view: Mapping[str, Any], seen: Seen) -> RenderableType:
    words = seen.words
    turn = list(view.get("turn", []))
    phase = str(view.get("phase"))
    seats = Table(box=None, padding=(0, 2), show_header=True, header_style=HEADER_STYLE)
    for heading in (marked("player"), marked("hand"), marked("face up"), marked("face down")):
        seats.add_column(words.t(heading))
    seats.add_column("")
    for seat in view.get("seats", []):
        note = ""
        if seat.get("out"):
            note = words.t("out, place {place}", place=seat["out"])
        elif "stock" in seat:
            note = words.t("own stock {n}", n=seat["stock"])
        if view.get("phase") == "exchange" and seat.get("ready"):
            note = words.t("ready")
        seats.add_row(
            player(seat["player"], seen, turn=turn),
            str(seat["hand"]),
            cards(seat["up"], mezza=True),
            str(seat["down"]),
            Text(note, style=MUTED),
        )
    shown = words.t(PHASES[phase]) if phase in PHASES else phase
    header = Text(f"Mezza · {shown}", style=HEADER_STYLE)
    parts: list[RenderableType] = [header, _pile(view, seen), seats]
    if view.get("you") is not None:
        hand = cards(view.get("hand", []), mezza=True)
        parts.append(Text(words.t("Your hand:") + " ").append(hand))
    if view.get("last") and not view.get("over"):
        last = Text.assemble((words.t("Last:") + " ", MUTED))
        parts.append(last.append(engine_text(last_line(view, words), seen, mezza=True)))
    return Group(*parts)
