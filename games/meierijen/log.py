"""Collects what one move says, so each move yields a single Event (cheap, and one
channel line per move)."""

from __future__ import annotations

from games.base import Event


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
        return [Event(" ".join(self.texts), private=self.private, points=self.points)]
