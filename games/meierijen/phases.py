"""The phases of a MeieRijen turn."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    PLAY = "play"  # play cards onto C, D, E; end the turn with a pass card
    PAWNS = "pawns"  # after a ten-card: move the pawns, then `done`
    HAND_PASS = "hand_pass"  # end phase, flip_and_hand: after the face-up card, a hand card
    OVER = "over"


# Read several times a move: a module name reads faster than an attribute of an
# Enum class (a metaclass hook in CPython 3.11).
PLAY = Phase.PLAY
PAWNS = Phase.PAWNS
HAND_PASS = Phase.HAND_PASS
OVER = Phase.OVER
