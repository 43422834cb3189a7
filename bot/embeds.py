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
from games.message import ENGLISH, Msg, Player, Words, items, marked
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


# A session's status as the table's title says it.
STATUS = {
    "lobby": marked("lobby"),
    "running": marked("playing"),
    "over": marked("game over"),
    "ended": marked("ended"),
}


def name_of(who: str, names: Names, words: Words = ENGLISH) -> str:
    """A seat or person by display name (see `render.named`)."""
    return names.get(who) or render.named(f"<@{who}>", names, words)


def seat_name(row: SessionRow, seat: str, names: Names, words: Words = ENGLISH) -> str:
    name = name_of(seat, names, words)
    if seat in row.takeovers:
        return words.t(
            "{name} (for {computer})", name=name, computer=render.computer_name(seat, words)
        )
    return name


def level_name(level: str, words: Words = ENGLISH) -> str:
    """A computer level in words; the level names are in the catalog through the
    `/game addbot` choices."""
    return words.lookup(level)


def computer_label(row: SessionRow, seat: str, words: Words = ENGLISH) -> str:
    """A computer seat with its level: `🤖 Computer 2 (hard)`."""
    return words.t(
        "{computer} ({level})",
        computer=render.computer_name(seat, words),
        level=level_name(level_of(row, seat), words),
    )


def seats_text(row: SessionRow, names: Names, words: Words = ENGLISH) -> str:
    parts = []
    for seat in row.seats:
        label = seat_name(row, seat, names, words)
        if seat == row.host_id:
            label += " " + words.t("(host)")
        if is_computer(seat) and seat not in row.takeovers:
            label += f" ({level_name(level_of(row, seat), words)})"
        if row.status in ("over", "ended") and finished_by_computer(row, seat):
            label += " " + render.finished_mark(words)
        elif retired(row, seat):
            label += " " + words.t("(out of time 3×; 🤖 finishes)")
        elif seat in row.autoplay:
            label += " " + words.t("(left; 🤖 plays)")
        parts.append(label)
    return ", ".join(parts) if parts else words.t("nobody yet")


def header_line(row: SessionRow, game_cls: type[Game], names: Names, words: Words = ENGLISH) -> str:
    """The table message's text line: game, host and seats, in names."""
    return render.clip(
        words.t(
            "**{game}** · host {host} · Seats ({n}): {seats}",
            game=game_cls.title,
            host=name_of(row.host_id, names, words),
            n=len(row.seats),
            seats=seats_text(row, names, words),
        )
    )


def _stamp(text: str | None) -> str:
    if not text:
        return ""
    return f"<t:{int(datetime.fromisoformat(text).timestamp())}:R>"


def score_text(game: Game, names: Names, words: Words = ENGLISH) -> str:
    out = game.outcome()
    bits = []
    for seat in game.players:
        parts = []
        if seat in out.points:
            parts.append(render.short_points(out.points[seat], words))
        if out.money.get(seat):
            parts.append(render.euros(out.money[seat], words))
        if parts:
            bits.append(f"{name_of(seat, names, words)}: {', '.join(parts)}")
    return "\n".join(bits)


# A line of news: a message, or text already in words (shown as it is).
Line = Msg | str


def _in_names(line: Line, names: Names, words: Words) -> str:
    text = line if isinstance(line, str) else words.say(line)
    return render.named(text, names, words)


def table_embed(
    row: SessionRow,
    game_cls: type[Game],
    game: Game | None,
    names: Names,
    recent: Sequence[Line] = (),
    *,
    picture: bool = False,
    words: Words = ENGLISH,
    thinking: str | None = None,
) -> discord.Embed:
    """The live table: whose turn and since when (and the computer seat `thinking`
    about its move), the last moves, the public state, the score, and the table
    picture when there is one."""
    state = words.t(STATUS[row.status]) if row.status in STATUS else row.status
    embed = discord.Embed(title=f"{game_cls.title} · {state}")
    embed.colour = COLOUR
    lines: list[str] = []
    if row.status == "lobby" or game is None:
        lo, hi = game_cls.min_players, game_cls.max_players
        if row.status == "lobby":
            lines.append(
                words.t(
                    "Lobby open: join, add computers ({lo}-{hi} seats), then the host starts.",
                    lo=lo,
                    hi=hi,
                )
            )
        else:
            lines.append(words.t("This lobby was closed; `/game new` opens a new table."))
    else:
        if row.status == "running":
            waiting = game.turn()
            if waiting:
                who = ", ".join(name_of(p, names, words) for p in waiting)
                lines.append(
                    words.t("**Turn:** {who} · since {when}", who=who, when=_stamp(row.updated_at))
                )
            if thinking is not None:
                computer = render.computer_name(thinking, words)
                lines.append(words.t("{computer} is thinking…", computer=computer))
            if row.turn_deadline:
                lines.append(words.t("⏰ Time runs out {when}.", when=_stamp(row.turn_deadline)))
        elif row.status == "over":
            lines.append("**" + words.t("Game over.") + "**")
        else:
            lines.append(words.t("**This session was ended.** Whatever was settled stays settled."))
        if recent:
            shown = [_in_names(m, names, words) for m in recent[-RECENT_MOVES:]]
            lines.append(
                "**" + words.t("Last moves") + "**\n" + "\n".join(f"• {line}" for line in shown)
            )
    body = "\n".join(lines)
    if game is not None:
        room = DESCRIPTION_LIMIT - len(body) - 16
        board = render.named(game_cls.render(game.view(None), words=words), names, words)
        body += "\n" + render.code_block(board, room)
    embed.description = render.clip(body, DESCRIPTION_LIMIT)
    embed.add_field(
        name=words.t("Seats"), value=render.clip(seats_text(row, names, words), FIELD_LIMIT)
    )
    if game is not None:
        score = score_text(game, names, words)
        if score:
            embed.add_field(name=words.t("Score"), value=render.clip(score, FIELD_LIMIT))
    footer = []
    if row.options:
        footer.append(" ".join(f"{k}={v}" for k, v in sorted(row.options.items())))
    if row.clock_seconds:
        footer.append(words.t("⏰ {time} per turn", time=render.duration(row.clock_seconds, words)))
    footer.append(words.t("host {host}", host=name_of(row.host_id, names, words)))
    embed.set_footer(text=" · ".join(footer))
    if picture:
        embed.set_image(url=f"attachment://{TABLE_PICTURE}")
    return embed


def hand_embed(
    game_cls: type[Game],
    game: Game,
    seat: str,
    names: Names,
    news: Sequence[Line] = (),
    *,
    picture: bool = False,
    words: Words = ENGLISH,
) -> discord.Embed:
    """A player's own hand: their view, what just happened to them, whose turn."""
    embed = discord.Embed(title=words.t("Your hand · {game}", game=game_cls.title), colour=COLOUR)
    parts = []
    if news:
        parts.append("\n".join(_in_names(m, names, words) for m in news))
    moves = game.legal_moves(seat)
    if moves:
        parts.append(
            words.tn(
                "**Your move:** {n} legal; choose below or with `/play`.",
                "**Your move:** {n} legal; choose below or with `/play`.",
                len(moves),
            )
        )
    elif game.over:
        parts.append(words.t("The game is over."))
    else:
        waiting = game.turn()
        if waiting:
            who = [Player(p) for p in waiting]
            waits = words.t("Waiting on {players}.", players=items(who))
            parts.append(render.named(waits, names, words))
    head = "\n".join(parts)
    room = DESCRIPTION_LIMIT - len(head) - 16
    view = render.named(game_cls.render(game.view(seat), words=words), names, words)
    embed.description = render.clip(f"{head}\n{render.code_block(view, room)}", DESCRIPTION_LIMIT)
    if picture:
        embed.set_image(url=f"attachment://{HAND_PICTURE}")
    return embed


def rules_embeds(game_cls: type[Game], words: Words = ENGLISH) -> list[discord.Embed]:
    """The whole rules summary, the moves and every option with its values, nothing cut:
    as many embeds as it takes (each within Discord's limits)."""
    title = words.t(
        "{game} ({lo}-{hi} players)",
        game=game_cls.title,
        lo=game_cls.min_players,
        hi=game_cls.max_players,
    )
    blocks: list[tuple[str, str]] = [(words.t("Rules"), game_cls.summary(None, words=words))]
    if game_cls.move_help:
        # Games mark their move help with `marked`; the catalogs hold its translation.
        blocks.append((words.t("Moves"), words.lookup(game_cls.move_help)))
    options = [
        "• " + render.option_line(n, d, a, words) + (f": {desc}" if desc else "")
        for n, d, a, desc in describe_options(game_cls.Options, words)
    ]
    if options:
        heading = words.t("Options for `/game new options:` (key=value ...)")
        blocks.append((heading, "\n".join(options)))
    embeds: list[discord.Embed] = []
    for heading, text in blocks:
        for i, piece in enumerate(
            render.chunks(text.split("\n"), DESCRIPTION_LIMIT - 100, cut=False)
        ):
            name = heading if i == 0 else words.t("{heading} (continued)", heading=heading)
            embed = discord.Embed(title=f"{title} · {name}", description=piece, colour=COLOUR)
            embeds.append(embed)
    return embeds


def outcome_text(game: Game, row: SessionRow, names: Names, words: Words = ENGLISH) -> str:
    lines = render.outcome_lines(game, row, words)
    return "\n".join(render.named(line, names, words) for line in lines)
