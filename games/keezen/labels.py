"""Kruizkeezen moves in words: `7♠: pawn 9 7 steps`, `A♥: a pawn onto the start`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.labels import card, steps
from games.message import ENGLISH, Words

if TYPE_CHECKING:
    from games.base import Game


def _pawn_moves(words: list[str]) -> str:
    """`p5 1 p6 6 home` -> `pawn 5 1 step, pawn 6 6 steps into home`."""
    parts: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        if word == "enter":
            parts.append("a pawn onto the start")
        elif word.startswith("p") and word[1:].isdigit():
            text = f"pawn {word[1:]}"
            nxt = words[i + 1] if i + 1 < len(words) else ""
            if nxt == "swap" and i + 2 < len(words):
                text += f" swaps with pawn {words[i + 2][1:]}"
                i += 2
            elif nxt == "arm" and i + 2 < len(words):
                text += f" leaves by arm {words[i + 2]}"
                i += 2
            elif nxt.isdigit():
                text += f" {steps(nxt)}"
                i += 1
            parts.append(text)
        elif word == "home":
            if parts:
                parts[-1] += " into home"
        else:
            parts.append(word)
        i += 1
    return ", ".join(parts)


def move_label(game: Game, player: str, move: str, words: Words = ENGLISH) -> str:
    tokens = move.split()
    if not tokens:
        return move
    if tokens[0] == "discard" and len(tokens) == 2:
        return f"Discard {card(tokens[1])}"
    if tokens[0] != "play" or len(tokens) < 2:
        return move.capitalize()
    shown = card(tokens[1])
    rest = tokens[2:]
    if rest[:1] == ["as"] and len(rest) >= 2:
        shown += f" as {rest[1]}"
        rest = rest[2:]
    detail = _pawn_moves(rest)
    return f"{shown}: {detail}" if detail else shown
