"""Texts for Discord from engine views and events: names, money, length limits.

Public texts are built from `view(None)` only; a player's hand text from that
player's own view. Nothing here decides what anyone may see.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import TYPE_CHECKING

from bot.seats import finished_by_computer, retired
from games.ai import is_computer
from games.options import describe_options

if TYPE_CHECKING:
    from games.base import Event, Game
    from storage.repository import SessionRow

MESSAGE_LIMIT = 2000
_AI_MENTION = re.compile(r"<@(ai:\d+)>")
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
    sign = "-" if cents < 0 else ("+" if cents > 0 else "")
    value = abs(cents)
    return f"{sign}€{value // 100}.{value % 100:02d}"


def points(amount: int) -> str:
    unit = "point" if abs(amount) == 1 else "points"
    return f"{amount:+d} {unit}" if amount else f"0 {unit}"


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 2] + " …"


def chunks(lines: Iterable[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Pack lines into as few messages as the length limit allows."""
    out: list[str] = []
    current = ""
    for line in lines:
        line = clip(line, limit)
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


def seats_line(row: SessionRow) -> str:
    parts = []
    for p in row.seats:
        label = player_label(p, row.takeovers)
        if p in row.takeovers:
            label += f" (took over {computer_name(p)})"
        if p == row.host_id:
            label += " (host)"
        if row.status in ("over", "ended") and finished_by_computer(row, p):
            label += f" {FINISHED_BY_COMPUTER}"
        elif retired(row, p):
            label += " (out of time 3×; 🤖 finishes)"
        elif p in row.autoplay:
            label += " (left; 🤖 plays)"
        parts.append(label)
    return ", ".join(parts) if parts else "nobody yet"


def turn_line(game: Game, aliases: Aliases = None) -> str:
    if game.over:
        return "The game is over."
    waiting = game.turn()
    if not waiting:
        return ""
    return "Your turn: " + ", ".join(player_label(p, aliases) for p in waiting)


def table_text(row: SessionRow, game_cls: type[Game], game: Game | None) -> str:
    """The public table message: lobby roster or the spectator's view of the game."""
    head = f"**{game_cls.title}** · host {player_label(row.host_id)}"
    if row.options:
        head += " · " + " ".join(f"{k}={v}" for k, v in sorted(row.options.items()))
    if row.clock_seconds:
        head += f" · ⏰ {duration(row.clock_seconds)} per turn"
    seats = f"Seats ({len(row.seats)}): {seats_line(row)}"
    if row.status == "lobby" or game is None:
        lo, hi = game_cls.min_players, game_cls.max_players
        return clip(
            f"{head}\n{seats}\nLobby open: join, add computers ({lo}-{hi} seats), "
            "then the host starts."
        )
    status = {"over": "Game over.", "ended": "This session was ended."}.get(row.status, "")
    if row.status == "running" and row.turn_deadline:
        status_clock = f"⏰ Time runs out {when(row.turn_deadline)}."
    else:
        status_clock = ""
    tail = "\n".join(
        x
        for x in (
            status or names(game.status_line(), row.takeovers),
            turn_line(game, row.takeovers) if row.status == "running" else "",
            status_clock,
        )
        if x
    )
    fixed = len(head) + len(seats) + len(tail) + 16
    picture = code_block(
        names(game_cls.render(game.view(None)), row.takeovers), MESSAGE_LIMIT - fixed
    )
    return clip(f"{head}\n{seats}\n{picture}\n{tail}")


def hand_text(game_cls: type[Game], game: Game, player: str, aliases: Aliases = None) -> str:
    """A player's private hand: their own view, their legal moves, the move forms."""
    # The picture comes first, then as many moves as fit, then the move forms if
    # there is room: a long move list must not push the hand out of the message.
    head = f"**Your hand** ({game_cls.title})\n"
    picture = code_block(names(game_cls.render(game.view(player)), aliases), MESSAGE_LIMIT // 2)
    moves = game.legal_moves(player)
    room = MESSAGE_LIMIT - len(head) - len(picture) - 1
    if moves:
        tail = "\nPlay with `/play move:` (type to filter)."
        shown: list[str] = []
        for m in moves:
            more = f" and {len(moves) - len(shown) - 1} more" if len(shown) + 1 < len(moves) else ""
            line = "Your moves: " + ", ".join(f"`{x}`" for x in [*shown, m]) + more
            if len(line) + len(tail) > room:
                break
            shown.append(m)
        rest = len(moves) - len(shown)
        listed = ", ".join(f"`{x}`" for x in shown)
        move_part = f"Your moves: {listed}" + (f" and {rest} more" if rest else "") + tail
    elif game.over:
        move_part = "The game is over."
    else:
        move_part = turn_line(game, aliases) or "Nothing to do right now."
    helptext = f"\n{game_cls.move_help}" if game_cls.move_help and moves else ""
    if len(move_part) + len(helptext) > room:
        helptext = ""
    return clip(f"{head}{picture}\n{move_part}{helptext}")


def event_lines(events: Iterable[Event], aliases: Aliases = None) -> list[str]:
    return [names(e.text, aliases) for e in events if e.text]


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


def rules_text(game_cls: type[Game]) -> str:
    rows = describe_options(game_cls.Options)
    opts = "\n".join(f"• `{n}` (default {d}; {a}) {desc}".rstrip() for n, d, a, desc in rows)
    parts = [
        f"**{game_cls.title}** ({game_cls.min_players}-{game_cls.max_players} players)",
        game_cls.summary(None),
    ]
    if game_cls.move_help:
        parts.append("**Moves**\n" + game_cls.move_help)
    if opts:
        parts.append("**Options** for `/game new options:` (key=value ...)\n" + opts)
    return clip("\n\n".join(parts))


def options_help(game_cls: type[Game]) -> str:
    rows = describe_options(game_cls.Options)
    if not rows:
        return f"{game_cls.title} has no options."
    return "Options: " + "; ".join(f"`{n}` = {a} (default {d})" for n, d, a, _ in rows)
