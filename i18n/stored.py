"""Messages kept for later: a `Msg` as JSON text and back.

What is stored (a ledger entry's reason) is read again in whatever language its
reader speaks, so the message is kept, not one rendering of it. Each parameter
is tagged with its type; plain strings and numbers stay themselves.
"""

from __future__ import annotations

import json
from typing import Any

from games.message import Card, Code, Items, Money, Msg, Param, Player, Suit


def dumps(msg: Msg) -> str:
    return json.dumps(_msg(msg), ensure_ascii=False, separators=(",", ":"))


def loads(text: str) -> Msg:
    """The message `dumps` wrote; ValueError for anything else."""
    try:
        return _read_msg(json.loads(text))
    except (KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"not a stored message: {text[:80]!r}") from exc


def _msg(msg: Msg) -> dict[str, Any]:
    out: dict[str, Any] = {"key": msg.key}
    if msg.params:
        out["params"] = {name: _param(value) for name, value in msg.params.items()}
    if msg.plural is not None:
        out["plural"] = msg.plural
    if msg.n is not None:
        out["n"] = msg.n
    return out


def _param(value: Param) -> Any:
    match value:
        case str() | int():
            return value
        case Msg():
            return {"msg": _msg(value)}
        case Player(pid):
            return {"player": pid}
        case Card(code):
            return {"card": code}
        case Suit(code):
            return {"suit": code}
        case Money(cents, sign):
            return {"money": cents, "sign": sign}
        case Code(text):
            return {"code": text}
        case Items(parts):
            return {"items": [_param(p) for p in parts]}
    raise TypeError(f"not a message parameter: {value!r}")


def _read_msg(data: dict[str, Any]) -> Msg:
    params = {name: _read_param(value) for name, value in data.get("params", {}).items()}
    n = data.get("n")
    return Msg(str(data["key"]), params, data.get("plural"), int(n) if n is not None else None)


def _read_param(value: Any) -> Param:
    if isinstance(value, str | int) and not isinstance(value, bool):
        return value
    match value:
        case {"msg": inner}:
            return _read_msg(inner)
        case {"player": pid}:
            return Player(str(pid))
        case {"card": code}:
            return Card(str(code))
        case {"suit": code}:
            return Suit(str(code))
        case {"money": cents, "sign": sign}:
            return Money(int(cents), bool(sign))
        case {"code": text}:
            return Code(str(text))
        case {"items": parts}:
            return Items(tuple(_read_param(p) for p in parts))
    raise TypeError(f"not a stored parameter: {value!r}")
