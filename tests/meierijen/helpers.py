"""Stacked decks and small drivers for the MeieRijen tests."""

from __future__ import annotations

from typing import Any

from games.cards import standard_deck
from games.meierijen import MeieRijen
from tests.helpers import stacked

R, BL = "r", "b"


def deck(*top: str, bottom: tuple[str, ...] | list[str] = ()) -> list[str]:
    """One full 54-card deck: `top` first, `bottom` last, the rest in a fixed order."""
    return stacked(standard_deck(2), top, bottom)


def game(
    red: list[str] | tuple[str, ...] = ("5h",),
    blue: list[str] | tuple[str, ...] = ("8s", "7d"),
    red_bottom: tuple[str, ...] = (),
    blue_bottom: tuple[str, ...] = (),
    **options: Any,
) -> MeieRijen:
    """Red (seat 0, `r`) and Blue (seat 1, `b`) with stacked decks, top card first.

    With the defaults, C = 5h (Red), E = 8s (Blue), Blue drew higher and adds D = 7d,
    and Red starts with the five cards after 5h.
    """
    return MeieRijen.new(
        [R, BL],
        seed=1,
        options=options or None,
        deck={R: deck(*red, bottom=red_bottom), BL: deck(*blue, bottom=blue_bottom)},
    )


def tops(g: MeieRijen) -> dict[str, str | None]:
    return {f: info["top"] for f, info in g.view(None)["fields"].items()}


def pass_any(g: MeieRijen, player: str) -> None:
    """End `player`'s turn with the first legal pass card (penalty pile preferred)."""
    legal = g.legal_moves(player)
    for m in legal:
        if m.startswith("pass ") and m.endswith("penalty"):
            g.play(player, m)
            return
    g.play(player, next(m for m in legal if m.startswith("pass")))


def pass_until_end_phase(g: MeieRijen, player: str) -> None:
    """Both players only pass until `player`'s marker is face up in their turn."""
    seat = g.players.index(player)
    for _ in range(200):
        if g.turn() == [player] and g.in_end_phase(seat):
            return
        pass_any(g, g.turn()[0])
    raise AssertionError("end phase not reached")
