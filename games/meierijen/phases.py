"""The phases of a MeieRijen turn."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    PLAY = "play"  # play cards onto C, D, E; end the turn with a pass card
    PAWNS = "pawns"  # after a ten-card: move the pawns, then `done`
    HAND_PASS = "hand_pass"  # end phase, flip_and_hand: after the face-up card, a hand card
    OVER = "over"
