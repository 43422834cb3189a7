"""Pandoer moves in words: `Bid: Polk zonder`, `Trump: ♥ hearts`, `Play J♠`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.cards import SUIT_BY_NAME, SUIT_SYMBOLS
from games.labels import card
from games.message import ENGLISH, Suit, Words
from games.pandoer.phrases import CONTRACT_NAMES

if TYPE_CHECKING:
    from games.base import Game


def move_label(game: Game, player: str, move: str, words: Words = ENGLISH) -> str:
    verb, _, rest = move.partition(" ")
    match verb:
        case "pass":
            return words.t("Pass")
        case "diezit":
            return words.t("Die zit")
        case "bid":
            title = CONTRACT_NAMES.get(rest)
            return words.t("Bid: {contract}", contract=title if title is not None else rest)
        case "trump":
            code = SUIT_BY_NAME.get(rest)
            if code is None:
                return words.t("Trump: {suit}", suit=rest)
            return words.t("Trump: {symbol} {suit}", symbol=SUIT_SYMBOLS[code], suit=Suit(code))
        case "play":
            return words.t("Play {card}", card=card(rest, words))
        case "give":
            return words.t("Give {card}", card=card(rest, words))
        case "discard":
            return words.t("Discard {card}", card=card(rest, words))
        case "buy":
            return words.t("Buy (4e boer) {card}", card=card(rest, words))
    return move.capitalize()
