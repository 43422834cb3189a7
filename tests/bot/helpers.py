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


def live_table(channel: Any, path: Path) -> Any:
    """The channel's live table message, found by the id its session keeps (in any
    language: `table_message` goes by the English header)."""
    with sqlite3.connect(path) as conn:
        row = conn.execute(
            "SELECT message_id FROM sessions WHERE channel_id = ?"
            " ORDER BY created_at DESC, id DESC LIMIT 1",
            (channel.id,),
        ).fetchone()
    wanted = row[0] if row else None
    for message in reversed(channel.history()):
        if message.id == wanted:
            return message
    raise AssertionError("no live table in the channel")


async def click_action(actor: Any, message: Any, action: str) -> Any:
    """Click the table button for `action` (`join`, `start`...), whatever its label."""
    for custom_id in button_ids(message):
        if custom_id.startswith(f"scheids:{action}:"):
            return await actor.click(message, custom_id=custom_id)
    raise AssertionError(f"no {action} button on the message")


# Where a Discord payload holds words people read: these keys anywhere, and more
# keys inside some lists (elsewhere `name` and `value` are ids and moves).
_READ = {"content", "title", "description", "text", "label", "placeholder"}
_READ_INSIDE = {"fields": {"name", "value"}, "choices": {"name"}}


def read_texts(payload: Any, inside: str = "") -> list[str]:
    """Every text a person reads in a message, interaction answer or autocomplete
    answer the bot sent: content, embeds, buttons, menus, choices."""
    found: list[str] = []
    if isinstance(payload, dict):
        for key, value in payload.items():
            if isinstance(value, str):
                if key in _READ or key in _READ_INSIDE.get(inside, ()):
                    found.append(value)
            else:
                found += read_texts(value, key)
    elif isinstance(payload, list):
        for item in payload:
            found += read_texts(item, inside)
    return found


def sent_texts(env: Any, since: int = 0) -> list[str]:
    """What the bot sent people after its `since`-th REST request (command sync aside)."""
    texts = []
    for request in env.http_requests[since:]:
        if request.method in ("POST", "PATCH") and request.json is not None:
            texts += read_texts(request.json)
    return [t for t in texts if t]
