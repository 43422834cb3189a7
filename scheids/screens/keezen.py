"""Kruizkeezen at the terminal: the board in colour with a legend, seats, your hand.

The track is drawn as four rows of 16 fields, one per colour's quarter, each row
followed by the home lane whose entrance ends it. Pawns show as their number 1-4
within their colour; yours stand out. Moves keep their canonical text (`p5`), with
the pawn's colour and number beside it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from games.message import ENGLISH, Words, items, marked
from scheids.screens.common import (
    HALF_STYLE,
    HEADER_STYLE,
    MUTED,
    Seen,
    card,
    cards,
    player,
    styled,
)

COLOURS = (marked("Red"), marked("Blue"), marked("Yellow"), marked("Green"))
STYLES = tuple(f"bold {colour}" for colour in ("red", "blue", "yellow", "green"))
TRACK, QUARTER, HOME0, CROSS0 = 64, 16, 64, 80
EMPTY = "··"
# The board's marks stay these letters in every language; the legend explains them.
INITIALS = "RBYG"
_PAWN = re.compile(r"\bp(\d{1,2})\b")
# Where a pawn is, as the view writes it in words: waiting to come on, or on a cross
# arm heading in or out.
PLACES = {"base": marked("base"), "in": marked("in"), "out": marked("out")}


def pawn_label(pawn: int, you: int | None, words: Words = ENGLISH) -> str:
    """`p6` is Blue's pawn 2; your own pawns are just 1-4."""
    seat, number = divmod(pawn - 1, 4)
    if seat == you:
        return words.t("your {n}", n=number + 1)
    return words.t("{colour} {n}", colour=words.t(COLOURS[seat]), n=number + 1)


def move_text(move: str, view: Mapping[str, Any], words: Words = ENGLISH) -> Text:
    """A canonical move with whose pawns it names: `play 10d p5  (Blue 1)`."""
    you = view.get("seat")
    text = Text(move)
    named = [pawn_label(int(m.group(1)), you, words) for m in _PAWN.finditer(move)]
    if named:
        text.append("  (" + ", ".join(named) + ")", style=MUTED)
    return text


def _cell(pos: int, at: Mapping[int, tuple[int, int]], you: int | None) -> Text:
    """Two characters: a pawn as colour initial and number (`B2`), or an empty field."""
    if pos in at:
        seat, number = at[pos]
        style = STYLES[seat] + (" reverse" if seat == you else "")
        return Text(f"{INITIALS[seat]}{number}", style=style)
    return Text(EMPTY, style=MUTED)


def board(view: Mapping[str, Any], words: Words = ENGLISH) -> RenderableType:
    geo = view["board"]
    arm, gate, cross = int(geo["arm_length"]), int(geo["gate_offset"]), bool(geo["cross"])
    you = view.get("seat")
    at = {
        int(pw["pos"]): (int(pw["seat"]), int(pw["pawn"][1:]) - 4 * int(pw["seat"]))
        for pw in view["pawns"]
        if pw["pos"] >= 0
    }
    grid = Table(box=None, show_header=False, padding=(0, 1))
    grid.add_column(justify="right")
    grid.add_column()
    grid.add_column()
    for q in range(4):
        row = Text()
        for f in range(QUARTER * q, QUARTER * q + QUARTER):
            cell = _cell(f, at, you)
            if f not in at and f % QUARTER == 0:
                cell = Text("S" + INITIALS[q].lower(), style=STYLES[q])
            elif f not in at and cross and f % QUARTER == gate:
                cell = Text("g ", style=HALF_STYLE)
            row.append(cell).append(" ")
        nxt = (q + 1) % 4
        home = Text.assemble(("→ ", MUTED)).append(f"E{nxt} ", style=STYLES[nxt])
        for i in range(4):
            home.append(_cell(HOME0 + 4 * nxt + i, at, you)).append(" ")
        grid.add_row(Text(f"T{QUARTER * q}", style=STYLES[q]), row, home)
    if cross:
        arms = Text()
        for q in range(4):
            arms.append(f"a{q} ", style="magenta")
            for j in range(arm):
                arms.append(_cell(CROSS0 + q * arm + j, at, you)).append(" ")
            arms.append("  ")
        arms.append("M ", style="magenta").append(_cell(CROSS0 + 4 * arm, at, you))
        label = Text.assemble(("  " + words.t("cross") + "  ", "magenta"))
        return Group(grid, label.append(arms))
    return grid


def legend(view: Mapping[str, Any], words: Words = ENGLISH) -> Text:
    """What the board's marks mean, in lines that fit an 80-column terminal."""
    geo = view["board"]
    lines = [
        words.t("T0-T63 track, clockwise · Sr Sb Sy Sg start places · E0-E3 home lanes"),
        words.t("R1 = Red pawn 1 = p1 in moves (Blue p5-p8, Yellow p9-p12, Green p13-p16)"),
    ]
    if geo["cross"]:
        gates = " ".join(f"T{QUARTER * q + int(geo['gate_offset'])}" for q in range(4))
        lines.append(
            words.t("g gate ({gates}) · a01 = cross arm 0, field 1 · M centre spot", gates=gates)
        )
    return Text("\n".join(lines), style=MUTED)


def _seats(view: Mapping[str, Any], seen: Seen) -> Table:
    words = seen.words
    players: list[str] = list(view["players"])
    turn = list(view.get("turn", []))
    seats = Table(box=None, padding=(0, 2), header_style=HEADER_STYLE)
    for heading in (
        marked("colour"),
        marked("player"),
        marked("cards"),
        marked("home"),
        marked("pawns"),
    ):
        seats.add_column(words.t(heading))
    for s, pid in enumerate(players):
        mine = view["pawns"][4 * s : 4 * s + 4]
        where = ", ".join(
            f"{i + 1} {_place(pw['field'], words)}"
            + (f" ({_place(pw['heading'], words)})" if pw["heading"] else "")
            for i, pw in enumerate(mine)
        )
        seats.add_row(
            Text(words.t(COLOURS[s]), style=STYLES[s]),
            player(pid, seen, turn=turn),
            str(view["hand_sizes"][s]),
            f"{view['home'][s]}/4",
            Text(where),
        )
    return seats


def _place(text: str, words: Words) -> str:
    """A field as the view names it: board labels (`T12`) as they are, words translated."""
    return words.t(PLACES[text]) if text in PLACES else text


def screen(view: Mapping[str, Any], seen: Seen) -> RenderableType:
    words = seen.words
    players: list[str] = list(view["players"])
    header = Text(
        words.t(
            "Kruizkeezen · shuffle {deal}, round {round} · dealer {dealer}",
            deal=view["deal"],
            round=view["subround"],
            dealer=seen.name(players[view["dealer"]]),
        ),
        style=HEADER_STYLE,
    )
    teams = (
        words.t("Teams: Red and Yellow against Blue and Green.")
        if view.get("teams")
        else words.t("Everyone plays alone.")
    )
    parts: list[RenderableType] = [
        header,
        Panel(
            Group(board(view, words), legend(view, words)),
            title=words.t("Board"),
            subtitle=teams,
            expand=False,
        ),
        _seats(view, seen),
    ]
    last = view.get("last")
    if last:
        parts.append(
            Text.assemble((words.t("Last:") + " ", MUTED))
            .append(seen.name(last["player"]), style="bold")
            .append(" ")
            .append(move_text(str(last["move"]), view, words))
        )
    discard = view["discard"]
    pile = Text(words.tn("Played {n} card", "Played {n} cards", len(discard)))
    if discard:
        top = card(discard[-1], words)
        pile.append(" ").append(styled(words, marked("(top {card})"), card=top))
    parts.append(pile.append(", " + words.t("{n} left to deal", n=view["stock"])))
    if view.get("you") is not None:
        parts.append(Text(words.t("Your hand:") + " ").append(cards(view.get("hand", []), words)))
    if view.get("over") and view.get("winners"):
        won = [seen.name(p) for p in view["winners"]]
        parts.append(
            Text(words.tn("{players} won.", "{players} won.", len(won), players=items(won)))
        )
    return Group(*parts)
