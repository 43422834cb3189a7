"""Collects what one move says, so each move yields a single Event (cheap, and one
channel line per move)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.base import Event

# Event is a frozen dataclass: its generated __init__ sets each field through
# object.__setattr__ and costs about 1.4 us, a few percent of a whole decision. One Event
# is made per move, so `Log.events` fills the four slots directly (an object equal to
# what Event(...) gives). Should Event's fields ever change, the plain constructor is used.
_FAST_EVENT = getattr(Event, "__slots__", ()) == ("text", "private", "money", "points")
_slot: dict[str, Any] = dict(vars(Event)) if _FAST_EVENT else {}  # member descriptors
_nothing: Any = None
_set_text: Callable[[Event, str], None] = getattr(_slot.get("text"), "__set__", _nothing)
_set_private: Callable[[Event, dict[str, str]], None] = getattr(
    _slot.get("private"), "__set__", _nothing
)
_set_money: Callable[[Event, dict[str, int]], None] = getattr(
    _slot.get("money"), "__set__", _nothing
)
_set_points: Callable[[Event, dict[str, int]], None] = getattr(
    _slot.get("points"), "__set__", _nothing
)
_new = object.__new__


class Log:
    __slots__ = ("add", "points", "private", "texts")

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.add = self.texts.append  # a public line only: the cheap common case
        self.private: dict[str, str] = {}
        self.points: dict[str, int] = {}

    def say(self, text: str, who: str | None = None, line: str | None = None) -> None:
        self.texts.append(text)
        if who is not None and line is not None:
            old = self.private.get(who)
            self.private[who] = f"{old} {line}" if old else line

    def events(self) -> list[Event]:
        text = " ".join(self.texts)
        if not _FAST_EVENT:  # pragma: no cover - only if Event's fields change
            return [Event(text, private=self.private, points=self.points)]
        event: Event = _new(Event)
        _set_text(event, text)
        _set_private(event, self.private)
        _set_money(event, {})
        _set_points(event, self.points)
        return [event]
