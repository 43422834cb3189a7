"""Mezza moves in words: `Play 9 9`, `Play 3½ + ½`, `Pick up the pile`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.message import ENGLISH, Card, Words
from games.mezza.cards import show

if TYPE_CHECKING:
    from games.base import Game


def move_label(game: Game, player: str, move: str, words: Words = ENGLISH) -> str:
    verb, *cards = move.split()
    if not cards:
        match verb:
            case "ready":
                return words.t("Ready: done exchanging")
            case "pickup":
                return words.t("Pick up the pile")
            case "flip":
                return words.t("Flip a face-down card (blind)")
    plain = cards[-1:] == ["plain"]
    if plain:
        cards = cards[:-1]
    if verb == "swap" and len(cards) == 2:
        return words.t("Swap: {up} face up, {hand} to hand", up=Card(cards[0]), hand=Card(cards[1]))
    if verb == "snatch":
        return words.t("Snatch: complete with {cards}", cards=show(cards))
    if verb == "cut":
        return words.t("Cut in: {cards}", cards=show(cards))
    if verb == "play":
        if len(cards) == 2 and cards[1] == "1/2" and cards[0] != "1/2":
            return words.t("Play {card} + ½", card=Card(cards[0]))
        if plain:
            return words.t("Play {cards} (plain)", cards=show(cards))
        return words.t("Play {cards}", cards=show(cards))
    return move.capitalize()
