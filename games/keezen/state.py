"""Everything that changes during a Kruizkeezen game, saved as it stands."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Self

from games.keezen.phases import Phase
from games.state import SavedState


@dataclass(slots=True)
class KeezenState(SavedState):
    """Seats 0..3 play red, blue, yellow, green; seats 0+2 and 1+3 are partners in 2v2.

    Pawn k (0..15) belongs to seat k // 4; `pos[k]` is its field (see `board`) and
    `xi[k]` its heading in the cross (-1 elsewhere).
    """

    pos: list[int] = field(default_factory=lambda: [-1] * 16)
    xi: list[int] = field(default_factory=lambda: [-1] * 16)
    hands: list[list[str]] = field(default_factory=lambda: [[] for _ in range(4)])
    stock: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    # The card each seat gives its partner in the exchange, once chosen.
    gifts: list[str | None] = field(default_factory=lambda: [None] * 4)
    dealer: int = 3
    subround: int = 0  # 1..3 within a shuffle
    deal_no: int = 1  # the shuffle
    current: int = 0
    phase: Phase = Phase.PLAY
    # The last move: seat, move, card and segments (as `moves.Segment`), for the views.
    last: dict[str, Any] | None = None
    winners: list[int] = field(default_factory=list)
    guard_end: bool = False  # the game stopped at max_deals
    points: dict[str, int] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        state = super(KeezenState, cls).from_dict(data)
        state.phase = Phase(state.phase)
        return state
