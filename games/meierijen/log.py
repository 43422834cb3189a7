"""Collects what one move says, so each move yields a single Event (cheap, and one
channel line per move)."""

from __future__ import annotations

from games.base import Event
from games.meierijen.phrases import sentences
from games.message import Msg, literal

NOTHING = literal("")


class Log(list[Msg]):
    """The public lines of one move, in order; private lines and points ride along.

    A list itself, so the common case, a public line, is a C-level `append`. Private
    lines and points are rarer: their dicts are made when first needed."""

    add = list.append  # a public line only: the cheap common case
    private: dict[str, list[Msg]] | None = None
    points: dict[str, int] | None = None

    def say(self, line: Msg, who: str | None = None, private: Msg | None = None) -> None:
        self.append(line)
        if who is not None and private is not None:
            if self.private is None:
                self.private = {}
            self.private.setdefault(who, []).append(private)

    def events(self) -> list[Event]:
        told: dict[str, Msg] | None = None
        if self.private is not None:
            told = {}
            for who, lines in self.private.items():
                told[who] = sentences(lines)
        return [Event.say(sentences(self) if self else NOTHING, told, points=self.points)]
