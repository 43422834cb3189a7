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
        return words.t("Lead {card} face down", card=card(rest, words))
    if verb == "play":
        return words.t("Play {card}", card=card(rest, words))
    return move.capitalize()
