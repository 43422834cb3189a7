"""Messages kept for later as text: a `Msg` as JSON and back.

What is stored (a ledger entry's reason) is read again in whatever language its
reader speaks, so the message is kept, not one rendering of it
(`games.message.message_data`).
"""

from __future__ import annotations

import json

from games.message import Msg, message_data, message_from_data


def dumps(msg: Msg) -> str:
    return json.dumps(message_data(msg), ensure_ascii=False, separators=(",", ":"))


def loads(text: str) -> Msg:
    """The message `dumps` wrote; ValueError for anything else."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"not a stored message: {text[:80]!r}") from exc
    if not isinstance(data, dict):
        raise ValueError(f"not a stored message: {text[:80]!r}")
    return message_from_data(data)
