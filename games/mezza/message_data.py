"""Messages as JSON-able data, and back.

The table's latest line is part of the saved game and of every view, so a front
end can show it in its reader's language long after the event was posted. A
view is JSON, so the message travels as plain dicts: a message as its key and
parameters, each parameter as a one-key dict naming its kind.
"""

from __future__ import annotations

from typing import Any

from games.message import Card, Code, Items, Money, Msg, Param, Player, Suit


def encode(msg: Msg) -> dict[str, Any]:
    data: dict[str, Any] = {"key": msg.key}
    if msg.params:
        data["params"] = {name: _encode_param(value) for name, value in msg.params.items()}
    if msg.plural is not None:
        data["plural"] = msg.plural
        data["n"] = msg.n
    return data


def _encode_param(value: Param) -> Any:
    match value:
        case str() | int():
            return value
        case Msg():
            return encode(value)
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
            return {"items": [_encode_param(p) for p in parts]}
    raise TypeError(f"not a message parameter: {value!r}")


def decode(data: dict[str, Any]) -> Msg:
    params = {name: _decode_param(value) for name, value in data.get("params", {}).items()}
    return Msg(data["key"], params, data.get("plural"), data.get("n"))


def _decode_param(value: Any) -> Param:
    if not isinstance(value, dict):
        return str(value) if not isinstance(value, int) else value
    if "key" in value:
        return decode(value)
    if "player" in value:
        return Player(value["player"])
    if "card" in value:
        return Card(value["card"])
    if "suit" in value:
        return Suit(value["suit"])
    if "money" in value:
        return Money(value["money"], bool(value.get("sign")))
    if "code" in value:
        return Code(value["code"])
    if "items" in value:
        return Items(tuple(_decode_param(p) for p in value["items"]))
    raise ValueError(f"not an encoded message parameter: {value!r}")
