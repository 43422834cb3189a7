"""What a Mezza game keeps, and the live table the rule modules work on.

Plain lists and ints indexed by seat, so `legal_moves` + `play` stay cheap. The
pile keeps three derived facts beside its physical cards: the rank in force
(half units, 0 = anything goes), whether the "4 or lower" restriction is on, and
whether the top card is a 3½/6½/9½ a ½ may still complete.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Self

from games.base import Event
from games.message import Msg, message_data, message_from_data
from games.mezza.cards import VALUE, CardEffects, counts_of, whole_card_effects
from games.mezza.options import MezzaOptions
from games.mezza.phases import Phase
from games.options import GameOptions, rules_of
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
    # The latest public line in English; None while it is only `last_line`, not yet
    # rendered: a line is made for every move, searches included, and rarely read.
    last: str | None = ""
    # The same line as a message, for other languages: during play the event that
    # told it, so a message put together from parts is only made once read (see
    # `Event.later`); read back from a saved game, the message. Saved games from
    # before it existed have none (and save without it, unchanged).
    last_line: Msg | Event | None = None
    # Per seat, the hand cards every seat saw go in (a picked-up pile, a face-up
    # card swapped into hand) and has not seen come out again. Public knowledge,
    # which `redeal_hidden` keeps in place. Empty in games saved before it.
    seen: list[list[str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.phase = Phase(self.phase)
        if not self.seen:
            self.seen = [[] for _ in self.hands]

    # The message is kept as it is during play (a clone shares it: it never changes)
    # and only turned into JSON-able data when saved.
    def to_dict(self) -> dict[str, Any]:
        return _saved_line(SavedState.to_dict(self))

    def to_json_data(self) -> dict[str, Any]:
        return _saved_line(SavedState.to_json_data(self))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        line = data.get("last_line")
        # Games saved before `seen` existed know of no card seen (see `__post_init__`).
        seen = data.get("seen", [])
        state = super(MezzaState, cls).from_dict({**data, "seen": seen, "last_line": None})
        state.last_line = message_from_data(line) if line is not None else None
        return state

    def remember(self, event: Event) -> Event:
        """Make `event`'s line the table's latest line."""
        self.last = None
        self.last_line = event
        return event

    def latest_line(self) -> Msg | None:
        """The latest public line as a message (None in games saved before it existed)."""
        line = self.last_line
        return line.message if isinstance(line, Event) else line

    def last_text(self) -> str:
        """The latest public line in English."""
        if self.last is None:
            line = self.latest_line()
            assert line is not None  # `remember` keeps one of the two
            self.last = line.english()
        return self.last

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
        # One sum over the lists joined costs about half of one sum each (every pick-up asks).
        table_cards = sum(map(len, self.stocks + self.ups + self.downs))
        return table_cards - len(self.burned) - len(self.finished)

    def show_out(self, seat: int, cards: Iterable[str]) -> None:
        """`cards` left the seat's hand in sight of all: they are no longer known to be in it."""
        seen = self.seen[seat]
        for card in cards:
            if card in seen:
                seen.remove(card)

    def clear_pile(self) -> list[str]:
        """Empty the pile (burnt or picked up) and forget what its cards put in force."""
        cards = self.pile
        self.pile = []  # the old list goes to its new place, uncopied
        self.completed.clear()
        self.force = 0
        self.lower = False
        self.open_half = False
        return cards

    def cards_left(self, seat: int) -> int:
        return len(self.hands[seat]) + len(self.ups[seat]) + len(self.downs[seat])


def _saved_line(data: dict[str, Any]) -> dict[str, Any]:
    line = data.pop("last_line")
    if isinstance(line, Event):
        line = line.message
    if line is not None:
        data["last_line"] = message_data(line)
        if data["last"] is None:
            data["last"] = line.english()
    if not any(data["seen"]):
        del data["seen"]  # as games saved before it: nothing seen yet reads back the same
    return data


@dataclass(frozen=True, slots=True)
class Rules:
    """The house rules a move reads, copied from the options into plain slots.

    Moves read rules all the time, and a slot costs far less than a field of the
    options (see `games.options.rules_of`). The names and values are the options'
    own (see `options.MezzaOptions`).
    """

    completion: bool
    completion_optional: bool
    snatch: str
    skip_rank: str
    skip_per_card: bool
    half_copies_effects: bool
    lower_card: str
    lower_card_is_wild: bool
    ten_beats_lower: bool
    four_of_a_kind: str
    pair_counts_as: str
    cut_in: bool
    halves_in_run: str
    four_halves_burn: bool
    allow_voluntary_pickup: bool
    hand_cards: int
    burner_leads_again: bool
    stall_limit: int
    end_mode: str
    # What laying each whole card does under these rules (see `cards.whole_card_effects`):
    # one look-up on every play in place of a comparison per effect.
    laid: dict[str, CardEffects] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        laid = whole_card_effects(self.lower_card, self.completion, self.skip_rank)
        object.__setattr__(self, "laid", laid)  # frozen

    @classmethod
    def of(cls, options: MezzaOptions) -> Rules:
        return rules_of(cls, options, _RULES_OF)


_RULES_OF: dict[GameOptions, Rules] = {}


# What fits the pile as masks over the count fields of a hand (see `cards.COUNT_BIT`):
# those of the ranks that fit, and those of the half cards a ½ completes to a whole
# number that fits.
FitMasks = tuple[int, int]

_PLAYABLE_BY_RULES: dict[tuple[str, bool, bool], list[FitMasks | None]] = {}
# Entries of `Table.playable_cache`: one per rank in force (in half units, up to the
# 10's 20), and a last one for under the limit, where the rank in force no longer counts.
_FIT_ENTRIES = VALUE["10"] + 2


# What a plain event is known by: a play by its cards' count fields (see
# `cards.COUNT_BIT`), which the move brings along (a number, quicker to hash than the
# cards), a pick-up by minus the pile's size (at least one card, so never a play's).
PlainKey = int
# Each player's plain events (see `Table.plain_events`), for every table they sit
# at: a player makes the same few moves game after game, during searches too. An
# event is a value, never changed once made. All are forgotten at once past a
# thousand players, which bounds the memory they take.
_PLAIN_EVENTS: dict[str, dict[PlainKey, Event]] = {}
_PLAIN_PLAYERS_KEPT = 1000


def _plain_events_of(player: str) -> dict[PlainKey, Event]:
    known = _PLAIN_EVENTS.get(player)
    if known is None:
        if len(_PLAIN_EVENTS) >= _PLAIN_PLAYERS_KEPT:
            _PLAIN_EVENTS.clear()
        known = _PLAIN_EVENTS[player] = {}
    return known


@dataclass(slots=True)
class Table:
    """The state with the seats, seed and house rules every rule needs beside it."""

    players: tuple[str, ...]
    seed: int
    options: MezzaOptions
    state: MezzaState
    seat_of: dict[str, int] = field(init=False)
    rules: Rules = field(init=False)  # the options, for reading during moves
    # Whether a half card may be completed by a ½ laid with it (two options at once).
    combos: bool = field(init=False)
    # What fits the pile, by the rank in force (-1, the last, under the limit), made on
    # first need: see `turns.turn_moves`. A list, as its keys are small numbers.
    playable_cache: list[FitMasks | None] = field(init=False)
    # Per seat, the count fields of its hand (see `cards.COUNT_BIT`), which every move
    # that changes a hand keeps up to date, and the hand list they were counted for:
    # a hand list put in place otherwise (a clone, a redeal, a table set up by hand)
    # is counted anew when its moves are first listed. A hand changed in place must
    # go through the rules (`turns`, `exchange`), which keep the count.
    held: list[int] = field(init=False)
    counted: list[list[str] | None] = field(init=False)
    # After each seat, the next one clockwise still in the game: see `seat_out`.
    next_active: tuple[int, ...] = field(init=False)
    # The latest line as JSON-able data, made once per line for every view of it.
    line_data: tuple[Msg, dict[str, Any]] | None = field(init=False, default=None)
    # Whether the game is over (the phase is OVER), kept as a flag `ending.finish`
    # sets: every caller asks after every move, and a flag is read without a call.
    over: bool = field(init=False)
    # Per seat, the events of its plays that did nothing special and of its plain
    # pick-ups (see `PlainKey` and `turns`), shared by every table the player sits at.
    plain_events: list[dict[PlainKey, Event]] = field(init=False)

    def __post_init__(self) -> None:
        self.seat_of = {p: i for i, p in enumerate(self.players)}
        o = self.rules = Rules.of(self.options)
        self.combos = self.options.self_combo and o.completion
        # What fits depends on these rules only, so games that share them share it.
        rules = (o.lower_card, o.lower_card_is_wild, o.ten_beats_lower)
        self.playable_cache = _PLAYABLE_BY_RULES.setdefault(rules, [None] * _FIT_ENTRIES)
        self.over = self.state.phase is Phase.OVER
        self.plain_events = [_plain_events_of(player) for player in self.players]
        self.forget_counts()
        self.seat_out()

    def seat_out(self) -> None:
        """Find anew, after a seat went out, the seat each turn passes to: the next one
        clockwise still in the game (the seat itself if none is)."""
        active = self.state.active
        count = len(active)
        # Plain loops: every new game asks, and a generator per seat cost several times
        # as much.
        after = list(range(count))
        for seat in range(count):
            for step in range(1, count):
                other = (seat + step) % count
                if active[other]:
                    after[seat] = other
                    break
        self.next_active = tuple(after)

    def forget_counts(self) -> None:
        """Count every hand anew when next listed (for a copy with hands of its own)."""
        self.held = [0] * len(self.players)
        self.counted = [None] * len(self.players)

    def count_hand(self, seat: int) -> None:
        hand = self.state.hands[seat]
        self.held[seat] = counts_of(hand)
        self.counted[seat] = hand

    def to_json_data(self) -> dict[str, Any]:
        return self.state.to_json_data()
