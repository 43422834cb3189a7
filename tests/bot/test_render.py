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


def test_mentions_become_display_names_where_they_would_not_render() -> None:
    book = {"123": "Alice", "ai:1": "Computer 1"}
    text = "<@123> plays 7; <@ai:1> and <@ai:2> pass; <@999> watches."
    assert render.named(text, book) == (
        "Alice plays 7; Computer 1 and 🤖 Computer 2 pass; Player 999 watches."
    )


def test_long_reasons_are_never_cut_inside_a_mention() -> None:
    text = "mezza: " + "x " * 90 + "<@1574417857784184847> wins"
    cut = render.cut_words(text, 200)
    assert len(cut) <= 200 and "<@" not in cut and cut.endswith("…")
    assert render.cut_words("short", 200) == "short"


def test_money_is_shown_as_euros() -> None:
    assert render.euros(120) == "€1.20"
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
