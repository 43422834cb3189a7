"""Everything that changes during a MeieRijen game, saved as it stands.

Seats: 0 Red, 1 Blue, 2 Green, 3 Yellow. Every pile is stored bottom first, so its
top card is `pile[-1]` and taking it is a cheap `pop()`. A seat's hand, draw pile,
open cards and penalty pile only ever hold cards of that seat's own deck, so a
card code names one card inside any of them even though the decks repeat.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from games.meierijen.phases import Phase
from games.state import SavedState

# Saved games keep the short keys they were first written with.
SAVED_KEYS = {
    "draw_piles": "piles",
    "open_cards": "opens",
    "penalty_piles": "pens",
    "field_cards": "fcards",
    "field_ranks": "frank",
    "removed": "out",
    "white_places": "wloc",
    "white_placers": "wby",
    "grey_holder": "grey",
    "red_holder": "redp",
    "current": "cur",
    "face_up": "flip",
    "pawns_used": "pused",
    "doubled": "dbl",
    "jumped": "jmp",
}


@dataclass(slots=True)
class MeieRijenState(SavedState):
    draw_piles: list[list[str]]
    hands: list[list[str]]
    open_cards: list[list[str]]
    penalty_piles: list[list[str]]
    # The stacks on C, D, E, and the rank each top stands for (0 = empty).
    field_cards: list[list[str]]
    field_ranks: list[int]
    removed: list[str]  # finished stacks
    # Where each white pawn stands ("" = the base H) and who put it there (-1: nobody).
    white_places: list[str]
    white_placers: list[int]
    grey_holder: int  # the seat holding the grey pawn (doubles), or -1
    red_holder: int  # the seat holding the red pawn (jumps), or -1
    current: int
    starter: int
    mixer: int  # who put the mix card on D
    face_up: bool  # the current player's pile top lies face up (end phase)
    phase: Phase
    pawns_used: list[str]  # this ten-card's pawn actions: "w0", "w1", "grey", "red"
    doubled: bool  # a double was played this turn
    jumped: bool  # a jump was played this turn
    turns: int
    ender: int  # the first seat to play out its draw pile, or -1
    final_left: int  # turns left under end_timing=equal_turns, -1 before
    result: list[int]  # penalty points per seat, once over
    start_cards: list[str]

    def to_dict(self) -> dict[str, Any]:
        saved = super(MeieRijenState, self).to_dict()
        return {SAVED_KEYS.get(name, name): value for name, value in saved.items()}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        names = {key: name for name, key in SAVED_KEYS.items()}
        state = super(MeieRijenState, cls).from_dict(
            {names.get(key, key): value for key, value in data.items()}
        )
        state.phase = Phase(state.phase)
        return state
