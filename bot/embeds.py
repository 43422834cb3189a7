"""Embeds for the live table, a player's hand, the rules and results.

Pure rendering: these build `discord.Embed` values from a session row, an
engine view and a name book, and call nothing on Discord. Players appear by
display name everywhere here (titles, footers, code blocks and pictures do not
render mentions); the only real mention the bot sends is the turn ping.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

import discord

from bot import render
from bot.seats import finished_by_computer, level_of, retired
from games.ai import is_computer
from games.options import describe_options

if TYPE_CHECKING:
    from games.base import Game
    from storage.repository import SessionRow

Names = Mapping[str, str]
TABLE_PICTURE = "table.png"
HAND_PICTURE = "hand.png"
# Discord's embed limits: description 4,096, field value 1,024, whole embed 6,000.
DESCRIPTION_LIMIT = 4096
FIELD_LIMIT = 1024
EMBED_TOTAL = 6000
RECENT_MOVES = 5
COLOUR = discord.Colour.dark_green()


def seat_name(row: SessionRow, seat: str, names: Names) -> str:
    name = names.get(seat) or render.named(f"<@{seat}>", names)
    if seat in row.takeovers:
        name += f" (for {render.computer_name(seat)})"
    return name


def computer_label(row: SessionRow, seat: str) -> str:
    """A computer seat with its level: `🤖 Computer 2 (hard)`."""
    return f"{render.computer_name(seat)} ({level_of(row, seat)})"


def seats_text(row: SessionRow, names: Names) -> str:
    parts = []
    for seat in row.seats:
        label = seat_name(row, seat, names)
        if seat == row.host_id:
            label += " (host)"
        if is_computer(seat) and seat not in row.takeovers:
            label += f" ({level_of(row, seat)})"
        if row.status in ("over", "ended") and finished_by_computer(row, seat):
            label += f" {render.FINISHED_BY_COMPUTER}"
        elif retired(row, seat):
            label += " (out of time 3×; 🤖 finishes)"
        elif seat in row.autoplay:
            label += " (left; 🤖 plays)"
        parts.append(label)
    return ", ".join(parts) if parts else "nobody yet"


def header_line(row: SessionRow, game_cls: type[Game], names: Names) -> str:
    """The table message's text line: game, host and seats, in names."""
    host = names.get(row.host_id) or render.named(f"<@{row.host_id}>", names)
    return render.clip(
        f"**{game_cls.title}** · host {host} · Seats ({len(row.seats)}): {seats_text(row, names)}"
    )


def _stamp(text: str | None) -> str:
    if not text:
        return ""
    return f"<t:{int(datetime.fromisoformat(text).timestamp())}:R>"


def score_text(game: Game, names: Names) -> str:
    out = game.outcome()
    bits = []
    for seat in game.players:
        parts = []
        if seat in out.points:
            parts.append(f"{out.points[seat]} pts")
        if out.money.get(seat):
            parts.append(render.euros(out.money[seat]))
        if parts:
            bits.append(f"{render.named(f'<@{seat}>', names)}: {', '.join(parts)}")
    return "\n".join(bits)


def table_embed(
    row: SessionRow,
    game_cls: type[Game],
    game: Game | None,
    names: Names,
    recent: Sequence[str] = (),
    *,
    picture: bool = False,
    thinking: str | None = None,
) -> discord.Embed:
    """The live table: whose turn and since when (and the computer seat `thinking`
    about its move), the last moves, the public state, the score, and the table
    picture when there is one."""
    state = {"lobby": "lobby", "running": "playing", "over": "game over", "ended": "ended"}
    embed = discord.Embed(title=f"{game_cls.title} · {state.get(row.status, row.status)}")
    embed.colour = COLOUR
    lines: list[str] = []
    if row.status == "lobby" or game is None:
        lo, hi = game_cls.min_players, game_cls.max_players
        if row.status == "lobby":
            lines.append(
                f"Lobby open: join, add computers ({lo}-{hi} seats), then the host starts."
            )
        else:
            lines.append("This lobby was closed; `/game new` opens a new table.")
    else:
        if row.status == "running":
            waiting = game.turn()
            if waiting:
                who = ", ".join(render.named(f"<@{p}>", names) for p in waiting)
                lines.append(f"**Turn:** {who} · since {_stamp(row.updated_at)}")
            if thinking is not None:
                lines.append(f"{render.computer_name(thinking)} is thinking…")
            if row.turn_deadline:
                lines.append(f"⏰ Time runs out {_stamp(row.turn_deadline)}.")
        elif row.status == "over":
            lines.append("**Game over.**")
        else:
            lines.append("**This session was ended.** Whatever was settled stays settled.")
        if recent:
            shown = [render.named(t, names) for t in recent[-RECENT_MOVES:]]
            lines.append("**Last moves**\n" + "\n".join(f"• {t}" for t in shown))
    body = "\n".join(lines)
    if game is not None:
        room = DESCRIPTION_LIMIT - len(body) - 16
        board = render.named(game_cls.render(game.view(None)), names)
        body += "\n" + render.code_block(board, room)
    embed.description = render.clip(body, DESCRIPTION_LIMIT)
    embed.add_field(name="Seats", value=render.clip(seats_text(row, names), FIELD_LIMIT))
    if game is not None:
        score = score_text(game, names)
        if score:
            embed.add_field(name="Score", value=render.clip(score, FIELD_LIMIT))
    footer = []
    if row.options:
        footer.append(" ".join(f"{k}={v}" for k, v in sorted(row.options.items())))
    if row.clock_seconds:
        footer.append(f"⏰ {render.duration(row.clock_seconds)} per turn")
    host = names.get(row.host_id) or render.named(f"<@{row.host_id}>", names)
    footer.append(f"host {host}")
    embed.set_footer(text=" · ".join(footer))
    if picture:
        embed.set_image(url=f"attachment://{TABLE_PICTURE}")
    return embed


def hand_embed(
    game_cls: type[Game],
    game: Game,
    seat: str,
    names: Names,
    news: Sequence[str] = (),
    *,
    picture: bool = False,
) -> discord.Embed:
    """A player's own hand: their view, what just happened to them, whose turn."""
    embed = discord.Embed(title=f"Your hand · {game_cls.title}", colour=COLOUR)
    parts = []
    if news:
        parts.append("\n".join(render.named(t, names) for t in news))
    moves = game.legal_moves(seat)
    if moves:
        parts.append(f"**Your move:** {len(moves)} legal; choose below or with `/play`.")
    elif game.over:
        parts.append("The game is over.")
    else:
        waiting = game.turn()
        if waiting:
            who = ", ".join(render.named(f"<@{p}>", names) for p in waiting)
            parts.append(f"Waiting on {who}.")
    head = "\n".join(parts)
    room = DESCRIPTION_LIMIT - len(head) - 16
    view = render.named(game_cls.render(game.view(seat)), names)
    embed.description = render.clip(f"{head}\n{render.code_block(view, room)}", DESCRIPTION_LIMIT)
    if picture:
        embed.set_image(url=f"attachment://{HAND_PICTURE}")
    return embed


def rules_embeds(game_cls: type[Game]) -> list[discord.Embed]:
    """The whole rules summary, the moves and every option with its values, nothing cut:
    as many embeds as it takes (each within Discord's limits)."""
    title = f"{game_cls.title} ({game_cls.min_players}-{game_cls.max_players} players)"
    blocks: list[tuple[str, str]] = [("Rules", game_cls.summary(None))]
    if game_cls.move_help:
        blocks.append(("Moves", game_cls.move_help))
    options = [
        f"• `{n}` = {a} (default {d})" + (f": {desc}" if desc else "")
        for n, d, a, desc in describe_options(game_cls.Options)
    ]
    if options:
        blocks.append(("Options for `/game new options:` (key=value ...)", "\n".join(options)))
    embeds: list[discord.Embed] = []
    for heading, text in blocks:
        for i, piece in enumerate(
            render.chunks(text.split("\n"), DESCRIPTION_LIMIT - 100, cut=False)
        ):
            name = heading if i == 0 else f"{heading} (continued)"
            embed = discord.Embed(title=f"{title} · {name}", description=piece, colour=COLOUR)
            embeds.append(embed)
    return embeds


def outcome_text(game: Game, row: SessionRow, names: Names) -> str:
    return "\n".join(render.named(line, names) for line in render.outcome_lines(game, row))
