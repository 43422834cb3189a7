"""What a Mezza game keeps, and the live table the rule modules work on.

Plain lists and ints indexed by seat, so `legal_moves` + `play` stay cheap. The
pile keeps three derived facts beside its physical cards: the rank in force
(half units, 0 = anything goes), whether the "4 or lower" restriction is on, and
whether the top card is a 3½/6½/9½ a ½ may still complete.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.mezza.options import MezzaOptions
from games.mezza.phases import Phase
from games.state import SavedState


@dataclass(slots=True)
class MezzaState(SavedState):
    phase: Phase
    hands: list[list[str]]
    ups: list[list[str]]  # face-up table cards per seat
    downs: list[list[str]]  # face-down table cards per seat
    # One shared stock, or one per seat (option stock=personal); top card last.
    stocks: list[list[str]]
    ready: list[bool]  # who has finished exchanging
    active: list[bool]  # who still plays (not out)
    points: list[int]
    pile: list[str] = field(default_factory=list)
    burned: list[str] = field(default_factory=list)
    completed: list[int] = field(default_factory=list)  # pile positions a ½ completed
    force: int = 0  # the rank in force, in half units; 0 = anything goes
    lower: bool = False  # the next card must be 4 or lower
    open_half: bool = False  # the top card is a half card a ½ may still complete
    current: int = 0  # whose turn it is in play
    starters: list[int] = field(default_factory=list)  # racing to lead the lowest card
    opening: bool = False  # the first card must be the lowest card (must_lead_lowest)
    lowest: str = ""  # the lowest card dealt to the hands
    finished: list[int] = field(default_factory=list)  # seats out, in order
    tail: list[list[int]] = field(default_factory=list)  # the places of those left at the end
    flips: int = 0  # blind flips so far: the key of the next flip's draw
    stall: int = 0  # pick-ups since the game last made progress (option stall_limit)
    mark: int = 0  # the lowest progress count reached
    plays: int = 0  # pile changes so far, so a front end sees a new pile
    ended: str = ""  # why the game ended: out, first_out, stall
    last: str = ""  # the latest public line

    def __post_init__(self) -> None:
        self.phase = Phase(self.phase)

    def source(self, seat: int) -> list[str] | None:
        """The cards `seat` plays from now: hand, then face-up; None = blind face-down."""
        hand = self.hands[seat]
        if hand:
            return hand
        if self.ups[seat]:
            return self.ups[seat]
        return None

    def progress(self) -> int:
        """Falls whenever the game moves on: stock drawn, table cards used, burns, outs."""
        return (
            sum(map(len, self.stocks))
            + sum(map(len, self.ups))
            + sum(map(len, self.downs))
            - len(self.burned)
            - len(self.finished)
        )

    def clear_pile(self) -> list[str]:
        """Empty the pile (burnt or picked up) and forget what its cards put in force."""
        cards = list(self.pile)
        self.pile.clear()
        self.completed.clear()
        self.force = 0
        self.lower = False
        self.open_half = False
        return cards

    def cards_left(self, seat: int) -> int:
        return len(self.hands[seat]) + len(self.ups[seat]) + len(self.downs[seat])


@dataclass(slots=True)
class Table:
    """The state with the seats, seed and house rules every rule needs beside it."""

    players: tuple[str, ...]
    seed: int
    options: MezzaOptions
    state: MezzaState
    seat_of: dict[str, int] = field(init=False)
    # Whether a half card may be completed by a ½ laid with it (two options at once).
    combos: bool = field(init=False)
    # The codes that fit the pile, by (force, lower): see `pile.playable`.
    playable_cache: dict[int, tuple[str, ...]] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.seat_of = {p: i for i, p in enumerate(self.players)}
        self.combos = self.options.self_combo and self.options.completion

    def to_json_data(self) -> dict[str, Any]:
        return self.state.to_json_data()
