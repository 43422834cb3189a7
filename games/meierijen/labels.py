"""MeieRijen moves in words: `7♥ on C`, `2♠ as J on E`, `White pawn to F`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.labels import card

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


def move_label(game: Game, player: str, move: str) -> str:
    if move in _WORDS:
        return _WORDS[move]
    words = move.split()
    if words[0] == "play" and len(words) >= 3:
        return _play(words[1:])
    if words[0] == "pass" and len(words) == 3:
        return f"Pass {card(words[1])} to your {words[2]} pile"
    if words[:2] == ["pawn", "white"] and len(words) >= 3:
        if words[3:] == ["home"]:
            return f"White pawn from {words[2]} home"
        if words[3:4] == ["to"] and len(words) == 5:
            return f"White pawn from {words[2]} to {words[4]}"
        return f"White pawn to {words[2]}"
    return move.capitalize()
