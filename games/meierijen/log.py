"""Collects what one move says, so each move yields a single Event (cheap, and one
channel line per move)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.base import Event


# Event is a frozen dataclass: its generated __init__ sets each field through
# object.__setattr__ and costs about 1.4 us, a few percent of a whole decision. One Event
# is made per move, so `make_event` fills the four slots directly (an object equal to
# what Event(...) gives). Should Event's fields ever change, the plain constructor is used.
def _plain_event(text: str, private: dict[str, str], points: dict[str, int]) -> Event:
    return Event(text, private=private, points=points)


make_event = _plain_event
if getattr(Event, "__slots__", ()) == ("text", "private", "money", "points"):
    _new = object.__new__
    _slot: dict[str, Any] = dict(vars(Event))  # the slots' member descriptors
    _set_text: Callable[[Event, str], None] = _slot["text"].__set__
    _set_private: Callable[[Event, dict[str, str]], None] = _slot["private"].__set__
    _set_money: Callable[[Event, dict[str, int]], None] = _slot["money"].__set__
    _set_points: Callable[[Event, dict[str, int]], None] = _slot["points"].__set__

    def _slot_event(text: str, private: dict[str, str], points: dict[str, int]) -> Event:
        event: Event = _new(Event)
        _set_text(event, text)
        _set_private(event, private)
        _set_money(event, {})
        _set_points(event, points)
        return event

    make_event = _slot_event


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
        return [make_event(" ".join(self.texts), self.private, self.points)]
