"""MeieRijen moves in words: `7♥ on C`, `2♠ as J on E`, `White pawn to F`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.labels import card
from games.meierijen.phrases import colour_word, rank_word
from games.message import ENGLISH, Words, marked

if TYPE_CHECKING:
    from games.base import Game

_WORDS = {
    "pass": marked("Pass (end the turn)"),
    "draw": marked("Draw 5 cards"),
    "done": marked("Done with the pawns"),
    "pawn grey": marked("Take the grey pawn"),  # i18n: not for players (move text)
    "pawn red": marked("Take the red pawn"),  # i18n: not for players (move text)
}


def _play(tokens: list[str], words: Words) -> str:
    """`2h C as 10 from red open` -> `2♥ as 10 on C (red's open card)`."""
    shown, field = card(tokens[0], words), tokens[1] if len(tokens) > 1 else ""
    rest = tokens[2:]
    if rest[:1] == ["as"] and len(rest) >= 2:
        shown = words.t("{card} as {rank}", card=shown, rank=rank_word(rest[1]))
        rest = rest[2:]
    source = rest[1:] if rest[:1] == ["from"] else []
    if source == ["pile"]:
        return words.t("{card} on {field} (from your pile)", card=shown, field=field)
    if source[1:] == ["open"]:
        return words.t(
            "{card} on {field} ({owner}'s open card)",
            card=shown,
            field=field,
            owner=colour_word(source[0]),
        )
    if source[1:] == ["penalty"]:
        return words.t(
            "{card} on {field} ({owner}'s penalty card)",
            card=shown,
            field=field,
            owner=colour_word(source[0]),
        )
    return words.t("{card} on {field}", card=shown, field=field)


def move_label(game: Game, player: str, move: str, words: Words = ENGLISH) -> str:
    if move in _WORDS:
        return words.t(_WORDS[move])
    tokens = move.split()
    if tokens[0] == "play" and len(tokens) >= 3:
        return _play(tokens[1:], words)
    if tokens[0] == "pass" and len(tokens) == 3:
        if tokens[2] == "open":
            return words.t("Pass {card} to your open cards", card=card(tokens[1], words))
        return words.t("Pass {card} to your penalty pile", card=card(tokens[1], words))
    if tokens[:2] == ["pawn", "white"] and len(tokens) >= 3:
        if tokens[3:] == ["home"]:
            return words.t("White pawn from {field} home", field=tokens[2])
        if tokens[3:4] == ["to"] and len(tokens) == 5:
            return words.t("White pawn from {start} to {field}", start=tokens[2], field=tokens[4])
        return words.t("White pawn to {field}", field=tokens[2])
    return move.capitalize()
