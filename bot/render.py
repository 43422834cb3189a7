"""Texts for Discord from engine views and events: names, money, length limits.

Public texts are built from `view(None)` only; a player's hand text from that
player's own view. Nothing here decides what anyone may see.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from bot.seats import finished_by_computer
from games.ai import is_computer
from games.message import ENGLISH, Code, Msg, Param, Words, literal, t
from games.options import allowed_message, describe_options

if TYPE_CHECKING:
    from games.base import Game
    from storage.repository import SessionRow

MESSAGE_LIMIT = 2000
_AI_MENTION = re.compile(r"<@(ai:\d+)>")
_ANY_MENTION = re.compile(r"<@!?([^>\s]+)>")
# Seat -> person for computer seats someone took over (SessionRow.takeovers).
Aliases = Mapping[str, str] | None


def finished_mark(words: Words = ENGLISH) -> str:
    """What results, the leaderboard and the ledger add to a seat the computer finished."""
    return "(" + words.t("finished by computer") + ")"


def computer_name(player: str, words: Words = ENGLISH) -> str:
    return "🤖 " + words.t("Computer {n}", n=player.partition(":")[2])


def player_label(player: str, aliases: Aliases = None, words: Words = ENGLISH) -> str:
    """How a seat is named in a message: a native mention or a computer name."""
    if aliases and player in aliases:
        return f"<@{aliases[player]}>"
    return computer_name(player, words) if is_computer(player) else f"<@{player}>"


def names(text: str, aliases: Aliases = None, words: Words = ENGLISH) -> str:
    """Engines write `<@ai:N>`, which Discord cannot render: name the computer, or
    mention the person who took the seat over."""
    return _AI_MENTION.sub(lambda m: player_label(m.group(1), aliases, words), text)


def say(msg: Msg, words: Words, aliases: Aliases = None) -> str:
    """A message for a Discord text: in `words`, computers named, takeovers mentioned."""
    return names(words.say(msg), aliases, words)


def named(text: str, book: Mapping[str, str], words: Words = ENGLISH) -> str:
    """Every `<@id>` as a display name, for places Discord shows mentions raw: code
    blocks, embed titles and footers, pictures. `book` maps seats and user ids
    to names; computers keep their names."""

    def name(match: re.Match[str]) -> str:
        who = match.group(1)
        if who in book:
            return book[who]
        if is_computer(who):
            return computer_name(who, words)
        return words.t("Player {n}", n=who[-4:])

    return _ANY_MENTION.sub(name, text)


def joined(parts: Sequence[Param], between: str) -> Msg:
    """Parts read one after another with `between` in between (a line break, `; `).

    The key holds nothing but placeholders, so no catalog needs it."""
    key = between.join(f"{{p{i}}}" for i in range(len(parts)))
    return Msg(key, {f"p{i}": part for i, part in enumerate(parts)})


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


def when(stamp: str | None, words: Words = ENGLISH) -> str:
    """A stored time as a Discord timestamp, shown in each reader's own time zone."""
    if not stamp:
        return words.t("soon")
    return f"<t:{int(datetime.fromisoformat(stamp).timestamp())}:R>"


def duration(seconds: int, words: Words = ENGLISH) -> str:
    """`90s`, `5m`, `2h`, `1d`: how long, as a clock option is typed."""
    if seconds >= 86400 and seconds % 86400 == 0:
        return words.t("{n}d", n=seconds // 86400)
    if seconds >= 3600 and seconds % 3600 == 0:
        return words.t("{n}h", n=seconds // 3600)
    if seconds >= 60 and seconds % 60 == 0:
        return words.t("{n}m", n=seconds // 60)
    return words.t("{n}s", n=seconds)


def euros(cents: int, words: Words = ENGLISH) -> str:
    """The one money format: `€0.30`, `-€0.30` (`€ 0,30` in Dutch)."""
    return words.money(cents, False)


def points(amount: int, words: Words = ENGLISH) -> str:
    """`+1 point`, `-3 points`, `0 points`."""
    signed = f"{amount:+d}" if amount else "0"
    return words.tn("{amount} point", "{amount} points", abs(amount), amount=signed)


def short_points(amount: int, words: Words = ENGLISH) -> str:
    """A score in a list: `12 pts`."""
    return words.t("{n} pts", n=amount)


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


def outcome_lines(game: Game, row: SessionRow | None = None, words: Words = ENGLISH) -> list[str]:
    out = game.outcome()
    aliases = row.takeovers if row is not None else None
    lines = ["**" + words.t("Final result") + "**"]
    for place, group in enumerate(out.ranking, start=1):
        who = ", ".join(
            player_label(p, aliases, words)
            + (
                " " + finished_mark(words)
                if row is not None and finished_by_computer(row, p)
                else ""
            )
            for p in group
        )
        extras = []
        for p in group:
            bits = []
            if p in out.points:
                bits.append(short_points(out.points[p], words))
            if out.money.get(p):
                bits.append(euros(out.money[p], words))
            if bits and len(group) > 1:
                extras.append(f"{player_label(p, aliases, words)}: {', '.join(bits)}")
            elif bits:
                extras.append(", ".join(bits))
        lines.append(f"{place}. {who}" + (f" ({'; '.join(extras)})" if extras else ""))
    return lines


def options_help(game_cls: type[Game]) -> Msg:
    """The options a game takes, with what each accepts and its default."""
    rows = describe_options(game_cls.Options)
    if not rows:
        return t("{game} has no options.", game=game_cls.title)
    options = [
        t(
            "{option} = {allowed} (default {default})",
            option=Code(name),
            allowed=allowed_message(game_cls.Options, name),
            default=default,
        )
        for name, default, _, _ in rows
    ]
    return t("Options: {options}", options=joined(options, "; "))


def option_line(name: str, default: str, allowed: str, words: Words = ENGLISH) -> str:
    """One option for the rules: `` `name` = `a`, `b` (default `a`)``.

    Values are what the host types, the same in every language, so they are
    shown as code; a range in words (`a whole number from 0 to 4`) is not.
    """
    values = allowed.split(", ")
    typed = all(value and " " not in value for value in values)
    return words.t(
        "{option} = {allowed} (default {default})",
        option=Code(name),
        allowed=", ".join(f"`{value}`" for value in values) if typed else literal(allowed),
        default=Code(default),
    )
