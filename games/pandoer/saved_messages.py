"""A `Msg` as JSON data and back, for the message a saved game keeps: the last
deal's result, shown on the table long after the move that made it.

The data is plain JSON (a key, its parameters, each parameter tagged with its
kind), so a front end reads it back with `message_from_data` and renders it in
its reader's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.message import Card, Code, Items, Money, Msg, Param, Player, Suit


def message_data(msg: Msg) -> dict[str, Any]:
    data: dict[str, Any] = {"key": msg.key}
    if msg.params:
        data["params"] = {name: _param_data(value) for name, value in msg.params.items()}
    if msg.plural is not None:
        data["plural"] = msg.plural
    if msg.n is not None:
        data["n"] = msg.n
    return data


def message_from_data(data: Mapping[str, Any]) -> Msg:
    params = {name: _param(value) for name, value in dict(data.get("params", {})).items()}
    return Msg(str(data["key"]), params, data.get("plural"), data.get("n"))


def _param_data(value: Param) -> Any:
    match value:
        case str() | int():
            return value
        case Msg():
            return {"msg": message_data(value)}
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
            return {"items": [_param_data(p) for p in parts]}
    raise TypeError(f"not a message parameter: {value!r}")


def _param(data: Any) -> Param:
    if isinstance(data, str | int):
        return data
    if "msg" in data:
        return message_from_data(data["msg"])
    if "player" in data:
        return Player(str(data["player"]))
    if "card" in data:
        return Card(str(data["card"]))
    if "suit" in data:
        return Suit(str(data["suit"]))
    if "money" in data:
        return Money(int(data["money"]), bool(data.get("sign", False)))
    if "code" in data:
        return Code(str(data["code"]))
    if "items" in data:
        return Items(tuple(_param(p) for p in data["items"]))
    raise ValueError(f"not message data: {data!r}")
