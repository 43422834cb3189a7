"""Collects what one move says, so each move yields a single Event (cheap, and one
channel line per move)."""

from __future__ import annotations

from typing import Any

from games.base import Event
from games.meierijen.phrases import sentences
from games.message import Msg, literal

NOTHING = literal("")
# Bound once: `Event.later`, a class method, makes a bound method on every call.
_later = Event.later

# A public line: a message, or what makes it: `(make, *args)`, a function that builds
# the message and its arguments, values that never change afterwards. A plain tuple,
# as it costs a fraction of a `functools.partial` to make.
Line = Msg | tuple[Any, ...]


class Log(list[Line]):
    """The public lines of one move, in order; private lines and points ride along.

    A list itself, so the common case, a public line, is a C-level `append`. A line
    told often is added as what makes it: the move's event makes its message only
    when first read, and a searching computer, which plays thousands of moves,
    reads none. Private lines (every draw tells the cards drawn) are put off the
    same way; they and points are rarer: their dicts are made when first needed."""

    # Slots rather than class defaults: CPython 3.11 reads a slot in one specialised
    # step, a class attribute through the instance's type on every read.
    __slots__ = ("points", "private")
    add = list.append  # a public line only: the cheap common case

    def __init__(self) -> None:
        self.private: dict[str, list[Line]] | None = None
        self.points: dict[str, int] | None = None

    def say(self, line: Line, who: str | None = None, private: Line | None = None) -> None:
        self.append(line)
        if who is not None and private is not None:
            if self.private is None:
                self.private = {who: [private]}
            else:
                self.private.setdefault(who, []).append(private)

    def events(self) -> list[Event]:
        if self.private is None:
            return [_later(self.message, None, None, self.points)]
        return [_later(self.message, None, None, self.points, tell=self.told)]

    def message(self) -> Msg:
        """The lines as one message, each made now if it was put off."""
        if not self:
            return NOTHING
        return sentences(list(map(_made, self)))

    def told(self) -> dict[str, Msg]:
        """Each player's private lines as one message, made now."""
        assert self.private is not None  # only asked for when there are some
        return {who: sentences(list(map(_made, lines))) for who, lines in self.private.items()}


def _made(line: Line) -> Msg:
    """A line as its message, made now if it was put off."""
    return line if isinstance(line, Msg) else line[0](*line[1:])
