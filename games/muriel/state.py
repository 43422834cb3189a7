"""What a Muriel game keeps, in two parts, and the live table the rule modules work on.

`Session` lives as long as the game; `Hand` starts afresh with every deal. Per seat:
`hands` (kept sorted), `known` (the strays a seat received and has not shown again:
public knowledge, since every stray lay face up) and `piles` (this hand's scoring
pile, also public). The saved JSON is the two parts' fields side by side.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from games.base import Event
from games.message import Player
from games.muriel.events import events_of
from games.muriel.moves import HeldMoves
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


@dataclass(frozen=True, slots=True)
class Seating:
    """What follows from the players alone (see `Table`), made once per set of seats.

    Every game at the same seats, and every copy a search makes, shares it; nothing
    changes it once made.
    """

    seat_of: dict[str, int]
    who: list[Player]
    after: list[tuple[int, ...]]
    lead_events: list[dict[str, Event]]
    play_events: list[dict[str, Event]]
    choice_events: list[dict[str, Event]]


# Bounded: a long-running host meets ever new tables.
@lru_cache(maxsize=64)
def seating(players: tuple[str, ...]) -> Seating:
    n = len(players)
    said = [events_of(p) for p in players]
    return Seating(
        seat_of={p: i for i, p in enumerate(players)},
        who=[Player(p) for p in players],
        after=[tuple((s + k) % n for k in range(1, n)) for s in range(n)],
        lead_events=[leads for leads, _, _ in said],
        play_events=[plays for _, plays, _ in said],
        choice_events=[choices for _, _, choices in said],
    )


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
    after: list[tuple[int, ...]] = field(init=False)  # per seat: the others, clockwise
    # Per seat, by card, the event of a lead, a follow in turn, a follow all at once.
    lead_events: list[dict[str, Event]] = field(init=False)
    play_events: list[dict[str, Event]] = field(init=False)
    choice_events: list[dict[str, Event]] = field(init=False)
    # The house rules every trick consults, as plain fields: reading a field of the
    # options model costs several times as much, and a search reads them per trick.
    sequential: bool = field(init=False)  # followers play in turn, face up
    reveal_last: bool = field(init=False)  # tie_order: the lead counts last among equals
    muriel_rule: bool = field(init=False)
    next_leader: str = field(init=False)
    first_to_reach: bool = field(init=False)  # end_check: the game may end mid-hand
    # Not saved: it follows from the state (see `phase_of`). Kept beside it because
    # every move asks for it three times; `tricks` and `scoring` move it on.
    phase: Phase = field(init=False)
    # The moves of the cards held (not saved either): made for `hand.hands`, and
    # made again when those are dealt afresh (see `held_moves`).
    held: HeldMoves = field(init=False)

    def __post_init__(self) -> None:
        seats = seating(self.players)
        self.seat_of = seats.seat_of
        self.who = seats.who
        self.after = seats.after
        self.lead_events = seats.lead_events
        self.play_events = seats.play_events
        self.choice_events = seats.choice_events
        options = self.options
        self.sequential = options.follow_mode == "sequential"
        self.reveal_last = options.tie_order == "reveal"
        self.muriel_rule = options.muriel_rule
        self.next_leader = options.next_leader
        self.first_to_reach = options.end_check == "first_to_reach"
        self.phase = phase_of(self.session, self.hand)
        self.held = HeldMoves(self.hand.hands)

    def to_json_data(self) -> dict[str, Any]:
        return {**self.session.to_json_data(), **self.hand.to_json_data()}


def held_moves(table: Table) -> HeldMoves:
    """The moves of the cards held now: made afresh when the hands were dealt afresh."""
    held = table.held
    if held.hands is not table.hand.hands:
        held = table.held = HeldMoves(table.hand.hands)
    return held


def phase_of(session: Session, hand: Hand) -> Phase:
    if session.over:
        return OVER
    return LEAD if hand.lead is None else FOLLOW
