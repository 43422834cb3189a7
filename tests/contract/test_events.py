"""Events made by `Event.later`: their messages are made once, when first read."""

from __future__ import annotations

from typing import Generic, TypeVar

from games.base import Event
from games.message import Player, t

T = TypeVar("T")


class Counted(Generic[T]):
    """A message maker that counts its calls."""

    def __init__(self, made: T) -> None:
        self.made = made
        self.calls = 0

    def __call__(self) -> T:
        self.calls += 1
        return self.made


def test_a_later_events_public_message_is_made_once_when_first_read() -> None:
    make = Counted(t("{player} deals.", player=Player("p0")))
    event = Event.later(make)
    assert make.calls == 0
    assert event.text == "<@p0> deals."
    assert event.message is event.message
    assert make.calls == 1


def test_a_later_events_private_messages_given_as_they_are() -> None:
    event = Event.later(lambda: t("A deal."), {"p0": t("Your hand: {n}.", n=1)})
    assert event.private == {"p0": "Your hand: 1."}


def test_told_private_messages_are_made_once_when_first_read() -> None:
    tell = Counted({"p0": t("Your hand: {n}.", n=1), "p1": t("Your hand: {n}.", n=2)})
    event = Event.later(lambda: t("A deal."), tell=tell)
    assert tell.calls == 0
    assert event.text == "A deal."
    assert tell.calls == 0, "the public line alone does not tell the hands"
    assert event.private == {"p0": "Your hand: 1.", "p1": "Your hand: 2."}
    assert event.private_message("p1") is event.private_messages["p1"]
    assert event.private_message("p2") is None
    assert tell.calls == 1
