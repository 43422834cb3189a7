"""MeieRijen moves in words: `7♥ on C`, `2♠ as J on E`, `White pawn to F`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.labels import card
from games.message import ENGLISH, Words

if TYPE_CHECKING:
    from games.base import Game

_WORDS = {
    "pass": "Pass (end the turn)",
    "draw": "Draw 5 cards",
    "done": "Done with the pawns",
    "pawn grey": "Take the grey pawn",
    "pawn red": "Take the red pawn",
}


def _play(words: list[str]) -> str:
    """`2h C as 10 from red open` -> `2♥ as 10 on C (red's open card)`."""
    shown, field = card(words[0]), words[1] if len(words) > 1 else ""
    rest = words[2:]
    if rest[:1] == ["as"] and len(rest) >= 2:
        shown += f" as {rest[1]}"
        rest = rest[2:]
    text = f"{shown} on {field}"
    if rest[:1] == ["from"]:
        source = rest[1:]
        if source == ["pile"]:
            text += " (from your pile)"
        elif len(source) == 2:
            text += f" ({source[0]}'s {source[1]} card)"
    return text


def move_label(game: Game, player: str, move: str, words: Words = ENGLISH) -> str:
    if move in _WORDS:
        return _WORDS[move]
    tokens = move.split()
    if tokens[0] == "play" and len(tokens) >= 3:
        return _play(tokens[1:])
    if tokens[0] == "pass" and len(tokens) == 3:
        return f"Pass {card(tokens[1])} to your {tokens[2]} pile"
    if tokens[:2] == ["pawn", "white"] and len(tokens) >= 3:
        if tokens[3:] == ["home"]:
            return f"White pawn from {tokens[2]} home"
        if tokens[3:4] == ["to"] and len(tokens) == 5:
            return f"White pawn from {tokens[2]} to {tokens[4]}"
        return f"White pawn to {tokens[2]}"
    return move.capitalize()
