"""MeieRijen at the terminal: the mat as it lies on the table, A to G, pawn base H below.

Red's penalty field A and draw pile B on the left, the red (C), mix (D) and black (E)
play fields in the middle, Blue's draw pile F and penalty field G on the right. With
the multiplayer extension, further players' fields follow on a second row.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich import box
from rich.align import Align
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from games.wording import plural
from scheids.screens.common import HEADER_STYLE, MUTED, Seen, card, cards, player

PLAY_FIELDS = {
    "C": ("red\n♦♥", "red"),
    "D": ("mix\n♦♥♣♠", "magenta"),
    "E": ("black\n♣♠", "bold"),
}
SEAT_STYLE = {"red": "red", "blue": "blue", "green": "green", "yellow": "yellow"}
PHASES = {"play": "playing", "pawns": "moving pawns", "setup": "setting up"}


def _blocked(body: Text, letter: str, pawns: list[str]) -> Text:
    if letter in pawns:
        return Text.assemble(("white pawn", "bold reverse"), "\n").append(body)
    return body


def _seat_fields(seat: Mapping[str, Any]) -> list[tuple[str, str, str, Text]]:
    """(letter, label, style, contents) of a player's penalty field and draw pile."""
    style = SEAT_STYLE.get(seat["colour"], "")
    colour = str(seat["colour"]).title()
    pen = list(seat["penalty_pile"])
    penalty = Text(plural(len(pen), "card"))
    if pen:
        penalty.append("\ntop ").append(card(pen[-1]))
    draw = Text(plural(int(seat["draw_pile"]), "card"))
    if seat.get("face_up"):
        draw.append("\nup ").append(card(seat["face_up"]))
    return [
        (seat["penalty_field"], f"{colour}\npenalty", style, penalty),
        (seat["draw_field"], f"{colour}\ndraw", style, draw),
    ]


def _play_field(view: Mapping[str, Any], letter: str) -> Text:
    info = view.get("fields", {}).get(letter)
    if not info or not info.get("top"):
        return Text("empty", style=MUTED)
    body = card(info["top"])
    if info["rank"] and not str(info["top"]).startswith(str(info["rank"])):
        body.append(f" as {info['rank']}")
    return body.append(f"\n{plural(int(info['size']), 'card')}", style=MUTED)


def mat(view: Mapping[str, Any]) -> RenderableType:
    """Fields A-G in a row as on the mat, pawn base H centred below."""
    pawns = list(view.get("white_pawns", []))
    seats = list(view.get("seats", []))
    fields: list[tuple[str, str, str, Text]] = []
    if seats:
        fields += _seat_fields(seats[0])
    fields += [(f, label, style, _play_field(view, f)) for f, (label, style) in PLAY_FIELDS.items()]
    if len(seats) > 1:
        fields += list(reversed(_seat_fields(seats[1])))
    for seat in seats[2:]:
        fields += _seat_fields(seat)
    table = Table(box=box.ROUNDED, show_lines=False, header_style="bold", padding=(0, 1))
    for letter, label, style, _ in fields:
        table.add_column(Text(f"{letter} ", style="bold").append(label, style=style))
    table.add_row(*(_blocked(body, letter, pawns) for letter, _, _, body in fields))
    base = Text()
    at_h = sum(1 for x in pawns if x == "H")
    if at_h:
        base.append(f"{at_h} white", style="bold")
    for name, key, style in (("grey", "grey_pawn", "bold"), ("red", "red_pawn", "bold red")):
        if not view.get(key):
            base.append((", " if len(base) else "") + name, style=style)
    base_box = Panel(base or Text("no pawns", style=MUTED), title="H pawn base", expand=False)
    layout = Table.grid()
    layout.add_column()
    layout.add_row(table)
    layout.add_row(Align.center(base_box))
    return layout


def screen(view: Mapping[str, Any], seen: Seen) -> RenderableType:
    turn = list(view.get("turn", []))
    phase = PHASES.get(str(view.get("phase")), str(view.get("phase")))
    header = Text(f"MeieRijen · {phase}", style=HEADER_STYLE)
    seats = Table(box=None, padding=(0, 2), header_style=HEADER_STYLE)
    for heading in ("player", "hand", "open cards", "penalty", ""):
        seats.add_column(heading)
    for seat in view.get("seats", []):
        note = []
        if seat.get("end_phase"):
            note.append("end phase")
        for name, key in (("grey", "grey_pawn"), ("red", "red_pawn")):
            if view.get(key) == seat["player"]:
                note.append(f"holds the {name} pawn")
        colour = Text(seat["colour"].title() + " ", style=SEAT_STYLE.get(seat["colour"], ""))
        seats.add_row(
            colour.append(player(seat["player"], seen, turn=turn)),
            str(seat["hand_size"]),
            cards(seat["open"]),
            plural(int(seat["penalty_points"]), "point"),
            Text(", ".join(note), style=MUTED),
        )
    parts: list[RenderableType] = [header, mat(view), seats]
    if view.get("removed"):
        parts.append(Text(f"Completed stacks removed: {plural(int(view['removed']), 'card')}"))
    if view.get("you") is not None and view.get("hand") is not None:
        parts.append(Text("Your hand: ").append(cards(list(view["hand"]))))
    return Group(*parts)
