"""What a Muriel game keeps, in two parts, and the live table the rule modules work on.

`Session` lives as long as the game; `Hand` starts afresh with every deal. Per seat:
`hands` (kept sorted), `known` (the strays a seat received and has not shown again:
public knowledge, since every stray lay face up) and `piles` (this hand's scoring
pile, also public). The saved JSON is the two parts' fields side by side.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.message import Player
from games.muriel.options import MurielOptions
from games.muriel.phases import FOLLOW, LEAD, OVER, Phase
from games.state import SavedState


@dataclass(slots=True)
class Session(SavedState):
    totals: list[int]  # points per seat over the hands played
    dealer: int
    draws: list[list[list[Any]]]  # the draw for dealer: rounds of [seat, card]
    hand_no: int = 1
    hand_log: list[list[int]] = field(default_factory=list)  # each hand's points per seat
    extra: int = 0  # tie-break hands played
    over: bool = False
    end_reason: str = ""  # target or hand_limit


@dataclass(slots=True)
class Hand(SavedState):
    hands: list[list[str]]
    set_aside: list[str]  # cards left over by the deal, out of play this hand
    removed: list[str]  # the low cards taken out before the deal (short_table=remove_low)
    known: list[list[str]]
    piles: list[list[str]]
    leader: int
    lead: str | None = None  # the face-down lead
    table: list[list[Any]] = field(default_factory=list)  # face-up follows: [seat, card]
    waiting: list[int] = field(default_factory=list)  # followers still to play, in order
    hidden: list[list[Any]] = field(default_factory=list)  # simultaneous follows not yet shown
    trick_no: int = 0
    # The last trick: leader, cards, winner, claims, muriel, strays, receiver.
    last: list[Any] | None = None


@dataclass(slots=True)
class Table:
    """The two parts with the seats, seed and house rules every rule needs beside them."""

    players: tuple[str, ...]
    seed: int
    options: MurielOptions
    session: Session
    hand: Hand
    hand_limit: int  # hands after which the game must end (see `dealing.hand_limit`)
    seat_of: dict[str, int] = field(init=False)
    who: list[Player] = field(init=False)  # the players as message parameters, made once
    sequential: bool = field(init=False)  # followers play in turn, face up
    # Not saved: it follows from the state (see `phase_of`). Kept beside it because
    # every move asks for it three times; `tricks` and `scoring` move it on.
    phase: Phase = field(init=False)

    def __post_init__(self) -> None:
        self.seat_of = {p: i for i, p in enumerate(self.players)}
        self.who = [Player(p) for p in self.players]
        self.sequential = self.options.follow_mode == "sequential"
        self.phase = phase_of(self.session, self.hand)

    def to_json_data(self) -> dict[str, Any]:
        return {**self.session.to_json_data(), **self.hand.to_json_data()}


def phase_of(session: Session, hand: Hand) -> Phase:
    if session.over:
        return OVER
    return LEAD if hand.lead is None else FOLLOW
