"""Kruizkeezen moves in words: `7♠: pawn 9 7 steps`, `A♥: a pawn onto the start`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.keezen.phrases import as_rank
from games.labels import card, steps
from games.message import ENGLISH, Words

if TYPE_CHECKING:
    from games.base import Game


def _pawn_moves(tokens: list[str], words: Words) -> str:
    """`p5 1 p6 6 home` -> `pawn 5 1 step, pawn 6 6 steps into home`."""
    parts: list[str] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token == "enter":
            parts.append(words.t("a pawn onto the start"))
        elif token.startswith("p") and token[1:].isdigit():
            pawn = token[1:]
            nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
            if nxt == "swap" and i + 2 < len(tokens):
                text = words.t(
                    "pawn {pawn} swaps with pawn {other}", pawn=pawn, other=tokens[i + 2][1:]
                )
                i += 2
            elif nxt == "arm" and i + 2 < len(tokens):
                text = words.t("pawn {pawn} leaves by arm {arm}", pawn=pawn, arm=tokens[i + 2])
                i += 2
            elif nxt.isdigit():
                text = words.t("pawn {pawn} {steps}", pawn=pawn, steps=steps(nxt, words))
                i += 1
            else:
                text = words.t("pawn {pawn}", pawn=pawn)
            parts.append(text)
        elif token == "home":
            if parts:
                parts[-1] = words.t("{move} into home", move=parts[-1])
        else:
            parts.append(token)
        i += 1
    return ", ".join(parts)


def move_label(game: Game, player: str, move: str, words: Words = ENGLISH) -> str:
    tokens = move.split()
    if not tokens:
        return move
    if tokens[0] == "discard" and len(tokens) == 2:
        return words.t("Discard {card}", card=card(tokens[1], words))
    if tokens[0] == "give" and len(tokens) == 2:
        return words.t("Give {card}", card=card(tokens[1], words))
    if tokens == ["fold"]:
        return words.t("Fold")
    if tokens[0] != "play" or len(tokens) < 2:
        return move.capitalize()
    shown = card(tokens[1], words)
    rest = tokens[2:]
    if rest[:1] == ["as"] and len(rest) >= 2:
        shown = words.say(as_rank(shown, rest[1]))
        rest = rest[2:]
    detail = _pawn_moves(rest, words)
    return f"{shown}: {detail}" if detail else shown
