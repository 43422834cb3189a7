"""The phases of a Mezza game."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    EXCHANGE = "exchange"  # before play: swap hand cards with face-up cards, then `ready`
    START = "start"  # players tied for the lowest card race to lead it (option start_tie)
    PLAY = "play"
    OVER = "over"


# On Python 3.11 every `Phase.X` costs an enum look-up of about a thousand machine
# instructions (the enum metaclass defines `__getattr__`); the per-move fast paths
# compare against these plain module names instead.
EXCHANGE = Phase.EXCHANGE
START = Phase.START
PLAY = Phase.PLAY
OVER = Phase.OVER
