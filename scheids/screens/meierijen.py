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

from games.message import Words, marked
from scheids.screens.common import HEADER_STYLE, MUTED, RED, Seen, card, cards, player, styled

# Letter -> (name, suits, style) of the three play fields.
PLAY_FIELDS = {
    "C": (marked("red"), "♦♥", "red"),
    "D": (marked("mix"), "♦♥♣♠", "magenta"),
    "E": (marked("black"), "♣♠", "bold"),
}
SEAT_STYLE = {"red": "red", "blue": "blue", "green": "green", "yellow": "yellow"}
SEAT_COLOURS = {
    "red": marked("Red"),
    "blue": marked("Blue"),
    "green": marked("Green"),
    "yellow": marked("Yellow"),
}
PHASES = {
    "play": marked("in play"),
    "pawns": marked("moving pawns"),
    "setup": marked("setting up"),
    "hand_pass": marked("end phase: passing a hand card"),
    "over": marked("over"),
}
# The grey and red pawns, by the view key that names who holds them.
PAWNS = (
    ("grey_pawn", marked("grey"), marked("holds the grey pawn"), "bold"),
    ("red_pawn", marked("red"), marked("holds the red pawn"), RED),
)


def _count(n: int, words: Words) -> str:
    return words.tn("{n} card", "{n} cards", n)


def _blocked(body: Text, letter: str, pawns: list[str], words: Words) -> Text:
    if letter in pawns:
        pawn = (words.t("white pawn"), "bold reverse")  # i18n: not for players (the style)
        return Text.assemble(pawn, "\n").append(body)
    return body


def _seat_fields(seat: Mapping[str, Any], words: Words) -> list[tuple[str, Text, Text]]:
    """(letter, heading, contents) of a player's penalty field and draw pile."""
    style = SEAT_STYLE.get(seat["colour"], "")
    colour = str(seat["colour"])
    colour = words.t(SEAT_COLOURS[colour]) if colour in SEAT_COLOURS else colour.title()
    pen = list(seat["penalty_pile"])
    penalty = Text(_count(len(pen), words))
    if pen:
        penalty.append("\n").append(styled(words, marked("top {card}"), card=card(pen[-1], words)))
    draw = Text(_count(int(seat["draw_pile"]), words))
    if seat.get("face_up"):
        face_up = card(seat["face_up"], words)
        draw.append("\n").append(styled(words, marked("up {card}"), card=face_up))
    return [
        (
            seat["penalty_field"],
            Text(words.t("{colour}\npenalty", colour=colour), style=style),
            penalty,
        ),
        (seat["draw_field"], Text(words.t("{colour}\ndraw", colour=colour), style=style), draw),
    ]


def _play_field(view: Mapping[str, Any], letter: str, words: Words) -> Text:
    info = view.get("fields", {}).get(letter)
    if not info or not info.get("top"):
        return Text(words.t("empty"), style=MUTED)
    body = card(info["top"], words)
    if info["rank"] and not str(info["top"]).startswith(str(info["rank"])):
        body = styled(words, marked("{card} as {rank}"), card=body, rank=str(info["rank"]))
    return body.append("\n" + _count(int(info["size"]), words), style=MUTED)


def _base(view: Mapping[str, Any], words: Words) -> Panel:
    """Field H: the pawns no one has put out."""
    base = Text()
    at_h = sum(1 for x in view.get("white_pawns", []) if x == "H")
    if at_h:
        base.append(words.t("{n} white", n=at_h), style="bold")
    for key, name, _, style in PAWNS:
        if not view.get(key):
            base.append((", " if len(base) else "") + words.t(name), style=style)
    shown = base or Text(words.t("no pawns"), style=MUTED)
    return Panel(shown, title=words.t("H pawn base"), expand=False)


def mat(view: Mapping[str, Any], words: Words) -> RenderableType:
    """Fields A-G in a row as on the mat, pawn base H centred below."""
    pawns = list(view.get("white_pawns", []))
    seats = list(view.get("seats", []))
    fields: list[tuple[str, Text, Text]] = []
    if seats:
        fields += _seat_fields(seats[0], words)
    for letter, (name, suits, style) in PLAY_FIELDS.items():
        heading = Text(f"{words.t(name)}\n{suits}", style=style)
        fields.append((letter, heading, _play_field(view, letter, words)))
    if len(seats) > 1:
        fields += list(reversed(_seat_fields(seats[1], words)))
    for seat in seats[2:]:
        fields += _seat_fields(seat, words)
    table = Table(box=box.ROUNDED, show_lines=False, header_style="bold", padding=(0, 1))
    for letter, heading, _ in fields:
        table.add_column(Text(f"{letter} ", style="bold").append(heading))
    table.add_row(*(_blocked(body, letter, pawns, words) for letter, _, body in fields))
    layout = Table.grid()
    layout.add_column()
    layout.add_row(table)
    layout.add_row(Align.center(_base(view, words)))
    return layout


def screen(view: Mapping[str, Any], seen: Seen) -> RenderableType:
    words = seen.words
    turn = list(view.get("turn", []))
    phase = str(view.get("phase"))
    shown = words.t(PHASES[phase]) if phase in PHASES else phase
    header = Text(f"MeieRijen · {shown}", style=HEADER_STYLE)
    seats = Table(box=None, padding=(0, 2), header_style=HEADER_STYLE)
    for heading in (marked("player"), marked("hand"), marked("open cards"), marked("penalty")):
        seats.add_column(words.t(heading))
    seats.add_column("")
    for seat in view.get("seats", []):
        note = []
        if seat.get("end_phase"):
            note.append(words.t("end phase"))
        for key, _, holds, _ in PAWNS:
            if view.get(key) == seat["player"]:
                note.append(words.t(holds))
        colour = str(seat["colour"])
        named = words.t(SEAT_COLOURS[colour]) if colour in SEAT_COLOURS else colour.title()
        seats.add_row(
            Text(named + " ", style=SEAT_STYLE.get(colour, "")).append(
                player(seat["player"], seen, turn=turn)
            ),
            str(seat["hand_size"]),
            cards(seat["open"], words),
            words.tn("{n} point", "{n} points", int(seat["penalty_points"])),
            Text(", ".join(note), style=MUTED),
        )
    parts: list[RenderableType] = [header, mat(view, words), seats]
    if view.get("removed"):
        removed = _count(int(view["removed"]), words)
        parts.append(Text(words.t("Completed stacks removed: {cards}", cards=removed)))
    if view.get("you") is not None and view.get("hand") is not None:
        parts.append(Text(words.t("Your hand:") + " ").append(cards(list(view["hand"]), words)))
    return Group(*parts)
