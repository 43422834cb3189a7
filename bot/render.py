"""Texts for Discord from engine views and events: names, money, length limits.

Public texts are built from `view(None)` only; a player's hand text from that
player's own view. Nothing here decides what anyone may see.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import TYPE_CHECKING

from bot.seats import finished_by_computer
from games.ai import is_computer
from games.options import describe_options

if TYPE_CHECKING:
    from games.base import Game
    from storage.repository import SessionRow

MESSAGE_LIMIT = 2000
_AI_MENTION = re.compile(r"<@(ai:\d+)>")
_ANY_MENTION = re.compile(r"<@!?([^>\s]+)>")
# Seat -> person for computer seats someone took over (SessionRow.takeovers).
Aliases = Mapping[str, str] | None
FINISHED_BY_COMPUTER = "(finished by computer)"


def computer_name(player: str) -> str:
    return f"🤖 Computer {player.partition(':')[2]}"


def player_label(player: str, aliases: Aliases = None) -> str:
    """How a seat is named in a message: a native mention or a computer name."""
    if aliases and player in aliases:
        return f"<@{aliases[player]}>"
    return computer_name(player) if is_computer(player) else f"<@{player}>"


def names(text: str, aliases: Aliases = None) -> str:
    """Engines write `<@ai:N>`, which Discord cannot render: name the computer, or
    mention the person who took the seat over."""
    return _AI_MENTION.sub(lambda m: player_label(m.group(1), aliases), text)


def named(text: str, book: Mapping[str, str]) -> str:
    """Every `<@id>` as a display name, for places Discord shows mentions raw: code
    blocks, embed titles and footers, pictures. `book` maps seats and user ids
    to names; computers keep their names."""

    def name(match: re.Match[str]) -> str:
        who = match.group(1)
        if who in book:
            return book[who]
        return computer_name(who) if is_computer(who) else f"Player {who[-4:]}"

    return _ANY_MENTION.sub(name, text)


def mentioned(text: str) -> list[str]:
    """The ids mentioned in `text` (`<@id>`)."""
    return _ANY_MENTION.findall(text)


def cut_words(text: str, limit: int) -> str:
    """At most `limit` characters, cut at a space and never inside a `<@id>`."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 2]
    opened = cut.rfind("<@")
    if opened > cut.rfind(">"):
        cut = cut[:opened]
    space = cut.rfind(" ")
    return (cut[:space] if space > limit // 2 else cut).rstrip() + " …"


def when(stamp: str | None) -> str:
    """A stored time as a Discord timestamp, shown in each reader's own time zone."""
    if not stamp:
        return "soon"
    return f"<t:{int(datetime.fromisoformat(stamp).timestamp())}:R>"


def duration(seconds: int) -> str:
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size and seconds % size == 0:
            return f"{seconds // size}{unit}"
    return f"{seconds}s"


def euros(cents: int) -> str:
    """The one money format: `€0.30`, `-€0.30`."""
    sign = "-" if cents < 0 else ""
    value = abs(cents)
    return f"{sign}€{value // 100}.{value % 100:02d}"


def points(amount: int) -> str:
    unit = "point" if abs(amount) == 1 else "points"
    return f"{amount:+d} {unit}" if amount else f"0 {unit}"


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 2] + " …"


def split_line(line: str, limit: int) -> list[str]:
    """A line too long for one piece, split at spaces (mid-word only without any)."""
    pieces = []
    while len(line) > limit:
        cut = line.rfind(" ", 0, limit)
        cut = cut if cut > 0 else limit
        pieces.append(line[:cut])
        line = line[cut:].lstrip()
    return [*pieces, line]


def chunks(lines: Iterable[str], limit: int = MESSAGE_LIMIT, *, cut: bool = True) -> list[str]:
    """Pack lines into as few messages as the length limit allows. A longer line is
    clipped, or with `cut=False` split over pieces so that nothing is lost."""
    out: list[str] = []
    current = ""
    for whole in lines:
        for line in [clip(whole, limit)] if cut else split_line(whole, limit):
            if current and len(current) + 1 + len(line) > limit:
                out.append(current)
                current = line
            else:
                current = f"{current}\n{line}" if current else line
    if current:
        out.append(current)
    return out


def code_block(text: str, limit: int) -> str:
    body = text.replace("```", "'''")
    if len(body) > limit:
        body = body[: limit - 2] + " …"
    return f"```\n{body}\n```"


def outcome_lines(game: Game, row: SessionRow | None = None) -> list[str]:
    out = game.outcome()
    aliases = row.takeovers if row is not None else None
    lines = ["**Final result**"]
    for place, group in enumerate(out.ranking, start=1):
        who = ", ".join(
            player_label(p, aliases)
            + (
                f" {FINISHED_BY_COMPUTER}"
                if row is not None and finished_by_computer(row, p)
                else ""
            )
            for p in group
        )
        extras = []
        for p in group:
            bits = []
            if p in out.points:
                bits.append(f"{out.points[p]} pts")
            if out.money.get(p):
                bits.append(euros(out.money[p]))
            if bits and len(group) > 1:
                extras.append(f"{player_label(p, aliases)}: {', '.join(bits)}")
            elif bits:
                extras.append(", ".join(bits))
        lines.append(f"{place}. {who}" + (f" ({'; '.join(extras)})" if extras else ""))
    return lines


def options_help(game_cls: type[Game]) -> str:
    rows = describe_options(game_cls.Options)
    if not rows:
        return f"{game_cls.title} has no options."
    return "Options: " + "; ".join(f"`{n}` = {a} (default {d})" for n, d, a, _ in rows)
