"""The phases of a Kruizkeezen game."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    EXCHANGE = "exchange"  # 2v2 with card_exchange: each gives the partner one card
    PLAY = "play"  # the seat to move plays, discards or folds
    OVER = "over"


# Asked for several times a move: a module name reads faster than an attribute of
# an Enum class (a metaclass hook in CPython 3.11).
OVER = Phase.OVER
PLAY = Phase.PLAY
