"""Mezza moves in words: `Play 9 9`, `Play 3½ + ½`, `Pick up the pile`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.message import ENGLISH, Words
from games.mezza.cards import pretty as mezza_pretty

if TYPE_CHECKING:
    from games.base import Game

_WORDS = {
    "ready": "Ready: done exchanging",
    "pickup": "Pick up the pile",
    "flip": "Flip a face-down card (blind)",
}


def move_label(game: Game, player: str, move: str, words: Words = ENGLISH) -> str:
    verb, *cards = move.split()
    if verb in _WORDS and not cards:
        return _WORDS[verb]
    plain = cards[-1:] == ["plain"]
    if plain:
        cards = cards[:-1]
    shown = [mezza_pretty(c) for c in cards]
    if verb == "swap" and len(shown) == 2:
        return f"Swap: {shown[0]} face up, {shown[1]} to hand"
    if verb == "snatch":
        return f"Snatch: complete with {' '.join(shown)}"
    if verb == "cut":
        return f"Cut in: {' '.join(shown)}"
    if verb == "play":
        half_completion = len(shown) == 2 and cards[1] == "1/2" and cards[0] != "1/2"
        text = f"Play {shown[0]} + ½" if half_completion else "Play " + " ".join(shown)
        return text + (" (plain)" if plain else "")
    return move.capitalize()
