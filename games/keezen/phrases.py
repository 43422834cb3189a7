"""Pieces several Kruizkeezen lines share: a played card, a row of cards, the winners.

They are message parameters, so every language writes its own rank letters
and joins its own lists.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.cards import JOKERS
from games.message import Card, Items, Msg, Param, Player, items, t


def as_rank(card: Param, rank: str) -> Msg:
    """A joker played as `rank` (`🃏R as 7`; `🃏R als B` for a jack in Dutch).

    The face ranks have a text each because each language writes their letters.
    """
    match rank:
        case "J":
            return t("{joker} as J", joker=card)
        case "Q":
            return t("{joker} as Q", joker=card)
        case "K":
            return t("{joker} as K", joker=card)
    return t("{joker} as {rank}", joker=card, rank=rank)


def played_card(code: str, rank: str) -> Param:
    """The card of a play: the card itself, or a joker with the rank it stands for."""
    return Card(code) if code not in JOKERS else as_rank(Card(code), rank)


def card_row(cards: Sequence[str]) -> Param:
    """Cards side by side, as a hand is shown: `7♥ Q♠ 🃏R`."""
    if not cards:
        return t("no cards")
    row: Param = Card(cards[-1])
    for code in reversed(cards[:-1]):
        row = t("{card} {more}", card=Card(code), more=row)
    return row


def winners(players: Sequence[str], seats: Sequence[int]) -> Items:
    return items([Player(players[s]) for s in seats])
