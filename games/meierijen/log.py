"""Collects what one move says, so each move yields a single Event (cheap, and one
channel line per move)."""

from __future__ import annotations

from games.base import Event
from games.meierijen.phrases import sentences
from games.message import Msg, literal


class Log:
    __slots__ = ("add", "lines", "points", "private")

    def __init__(self) -> None:
        self.lines: list[Msg] = []
        self.add = self.lines.append  # a public line only: the cheap common case
        self.private: dict[str, list[Msg]] = {}
        self.points: dict[str, int] = {}

    def say(self, line: Msg, who: str | None = None, private: Msg | None = None) -> None:
        self.lines.append(line)
        if who is not None and private is not None:
            self.private.setdefault(who, []).append(private)

    def events(self) -> list[Event]:
        private = {p: sentences(lines) for p, lines in self.private.items()}
        line = sentences(self.lines) if self.lines else literal("")
        return [Event.say(line, private, points=self.points)]
