"""Muriel moves in words: `Lead A♥ face down`, `Play Q♠`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.labels import card
from games.message import ENGLISH, Words

if TYPE_CHECKING:
    from games.base import Game


def move_label(game: Game, player: str, move: str, words: Words = ENGLISH) -> str:
    verb, _, rest = move.partition(" ")
    if verb == "lead":
        return f"Lead {card(rest)} face down"
    if verb == "play":
        return f"Play {card(rest)}"
    return move.capitalize()
