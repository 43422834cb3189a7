"""Small helpers for driving the bot like people do, through simcord."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any


def table_message(channel: Any) -> Any:
    """The latest table message (the public picture of the table)."""
    for message in reversed(channel.history()):
        if not message.flags.ephemeral and " · host " in message.content.split("\n")[0]:
            return message
    raise AssertionError("no table message in the channel")


def shown(message: Any) -> str:
    """All a reader sees of a message as text: content, then every embed's title,
    description, fields and footer."""
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.title or "", embed.description or ""]
        parts += [f"{f.name}: {f.value}" for f in embed.fields]
        parts.append(embed.footer.text or "")
    return "\n".join(p for p in parts if p)


def button_ids(message: Any) -> list[str]:
    return [item.custom_id for row in message.components for item in row.children]


async def whose_turn(channel: Any, players: list[Any]) -> Any | None:
    """The human whose move autocomplete offers something, if any."""
    for p in players:
        if await p.autocomplete(channel, "play", "move", ""):
            return p
    return None


def db(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path)


def text_of(messages: list[Any]) -> str:
    return "\n".join(shown(m) for m in messages)


def saved_game(path: Path, channel_id: int) -> Any:
    """The engine as last committed for the channel's session, read from the file."""
    import games

    with sqlite3.connect(path) as conn:
        row = conn.execute(
            "SELECT s.game, n.state FROM sessions s JOIN snapshots n ON n.session_id = s.id"
            " WHERE s.channel_id = ? ORDER BY s.created_at DESC LIMIT 1",
            (channel_id,),
        ).fetchone()
    return games.REGISTRY[row[0]].from_json(row[1]) if row else None
