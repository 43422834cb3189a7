"""Pandoer moves in words: `Bid: Polk zonder`, `Trump: ♥ hearts`, `Play J♠`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.cards import SUIT_NAMES, SUIT_SYMBOLS
from games.labels import card
from games.message import ENGLISH, Words
from games.pandoer.contracts import CONTRACTS

if TYPE_CHECKING:
    from games.base import Game

_TITLES = {c.key: c.title for c in CONTRACTS}
_SUIT_BY_NAME = {name: code for code, name in SUIT_NAMES.items()}
_VERBS = {
    "play": "Play",
    "give": "Give",
    "discard": "Discard",
    "buy": "Buy (4e boer)",
}


def move_label(game: Game, player: str, move: str, words: Words = ENGLISH) -> str:
    verb, _, rest = move.partition(" ")
    if verb == "pass":
        return "Pass"
    if verb == "diezit":
        return "Die zit"
    if verb == "bid":
        return f"Bid: {_TITLES.get(rest, rest)}"
    if verb == "trump":
        code = _SUIT_BY_NAME.get(rest)
        return f"Trump: {SUIT_SYMBOLS[code]} {rest}" if code else f"Trump: {rest}"
    if verb in _VERBS:
        return f"{_VERBS[verb]} {card(rest)}"
    return move.capitalize()
