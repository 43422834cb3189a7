"""Texts: computer names, money as euros, message limits, clock parsing."""

from __future__ import annotations

import pytest

from bot import render
from bot.tables import parse_clock


def test_computer_mentions_become_names() -> None:
    text = "<@ai:2> plays 7. <@123> picks up."
    assert render.names(text) == "🤖 Computer 2 plays 7. <@123> picks up."
    assert render.player_label("ai:1") == "🤖 Computer 1"
    assert render.player_label("42") == "<@42>"


def test_money_is_shown_as_euros() -> None:
    assert render.euros(120) == "+€1.20"
    assert render.euros(-5) == "-€0.05"
    assert render.euros(0) == "€0.00"
    assert render.points(1) == "+1 point" and render.points(-3) == "-3 points"


def test_chunks_respect_the_message_limit() -> None:
    parts = render.chunks(["x" * 1500, "y" * 1500, "z" * 3000])
    assert len(parts) == 3 and all(len(p) <= render.MESSAGE_LIMIT for p in parts)


@pytest.mark.parametrize(
    ("text", "seconds"), [("off", 0), ("90", 90), ("90s", 90), ("5m", 300), ("2h", 7200)]
)
def test_clock_values(text: str, seconds: int) -> None:
    assert parse_clock(text) == seconds


@pytest.mark.parametrize("text", ["soon", "5s", "8d", "-1m"])
def test_bad_clock_values(text: str) -> None:
    with pytest.raises(ValueError, match="clock"):
        parse_clock(text)
