"""What a Pandoer session keeps, in three parts that start afresh at different times.

`Session` lives as long as the game, `Deal` starts afresh with every deal and
`Auction` with every auction (a deal can hold several: rommelpotten restarts it).
Seats are 0-3, the hands and piles lists indexed by seat. The saved JSON is the
three parts' fields side by side in one object.

`Table` is the live bundle the phase modules work on: the three parts plus the
seats, seed and house rules, and the events of the move being made.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from games.base import Event
from games.message import Msg, Player, message_data
from games.options import GameOptions, rules_of
from games.pandoer.contracts import CONTRACTS, Contract, win_game
from games.pandoer.events import pass_event, play_events, play_lines, take_lines
from games.pandoer.options import PandoerOptions
from games.pandoer.phases import BID, Phase
from games.state import SavedState

# Fields added after games were first saved: a save leaves them out while they are
# empty, so earlier saves load and save again byte for byte.
LATER_FIELDS: dict[str, Any] = {"first_deck": "", "last_result_message": ""}


@dataclass(slots=True)
class Session(SavedState):
    # Euro cents won (+) or paid (-) so far
    money: list[int] = field(default_factory=lambda: [0] * 4)
    deals_done: int = 0
    deal_no: int = 0  # from 0; texts count from 1
    dealer: int = 0
    last_result: str = ""  # in English, as saves have always held it ...
    last_result_message: str = ""  # ... and as a message (JSON, `saved_messages`)
    # The first deal's events, as saves made before `first_deck` held them
    opening: list[dict[str, Any]] = field(default_factory=list)
    # The 33 cards of the first deal in dealing order, space-separated: its events
    # are told again from them (a string, so cloning for a search costs nothing)
    first_deck: str = ""


@dataclass(slots=True)
class Auction(SavedState):
    bid_turn: int = 0
    passed: list[bool] = field(default_factory=lambda: [False] * 4)
    high: list[int] | None = None  # the bid to beat: [seat, contract index, roem]
    bids: list[list[Any]] = field(default_factory=list)  # [seat, contract key or "pass", roem]
    # Whose Halve stoet found nobody to sit
    hs_void: list[bool] = field(default_factory=lambda: [False] * 4)
    pending: list[int] | None = None  # a Halve stoet bid awaiting 'die zit': [seat, index, roem]
    diezit_wait: list[int] = field(default_factory=list)  # seats still to answer
    diezit_yes: int | None = None  # the seat that said 'die zit'
    # Each seat's roem over its eight cards and the open card
    roems: list[int] = field(default_factory=lambda: [0] * 4)
    # ... and its aces and jacks, which some bids need
    aces: list[int] = field(default_factory=lambda: [0] * 4)
    jacks: list[int] = field(default_factory=lambda: [0] * 4)

    @classmethod
    def fresh(cls, bid_turn: int, roems: list[int], aces: list[int], jacks: list[int]) -> Auction:
        """`Auction(bid_turn=..., roems=..., aces=..., jacks=...)`, the rest at its default.

        Every deal starts one: setting the slots straight skips the default
        factories and keyword matching of the dataclass's `__init__`.
        """
        a = object.__new__(cls)
        a.bid_turn = bid_turn
        a.passed = [False, False, False, False]
        a.high = None
        a.bids = []
        a.hs_void = [False, False, False, False]
        a.pending = None
        a.diezit_wait = []
        a.diezit_yes = None
        a.roems, a.aces, a.jacks = roems, aces, jacks
        return a


@dataclass(slots=True)
class Deal(SavedState):
    phase: Phase = Phase.BID
    hands: list[list[str]] = field(default_factory=lambda: [[], [], [], []])
    open_card: str | None = None
    discards: list[list[str]] = field(default_factory=lambda: [[], [], [], []])
    # Rommelpot cards handed back to the dealer
    given: list[list[str]] = field(default_factory=lambda: [[], [], [], []])
    rommel_count: int = 0
    contract: int | None = None  # index into CONTRACTS, once the auction is won
    bidder: int | None = None
    mate: int | None = None
    mate_public: bool = False
    alone: bool = False  # a first-trick mate contract found no mate in time
    trump: str | None = None  # suit letter
    bought: str | None = None  # 4e boer: the jack bought ...
    bought_from: int | None = None  # ... and its seller
    gave_to_mate: bool = False
    chain_seat: int | None = None  # Piek zonder: who passes on now ...
    chain_steps: int = 0  # ... and how many passes were made
    leader: int = 0
    trick: list[list[Any]] = field(default_factory=list)  # [seat, card] in playing order
    tricks: list[dict[str, Any]] = field(default_factory=list)  # leader, cards, winner
    won: list[int] = field(default_factory=lambda: [0] * 4)  # tricks taken per seat
    exposed: list[bool] = field(default_factory=lambda: [False] * 4)  # hands laid open
    bidder_played: bool = False

    @classmethod
    def fresh(cls, hands: list[list[str]], open_card: str) -> Deal:
        """`Deal(hands=hands, open_card=open_card)`, the rest at its default.

        A deal comes every few moves: setting the slots straight skips the
        default factories and `__post_init__` of the dataclass's `__init__`.
        """
        d = object.__new__(cls)
        d.phase = BID  # not `Phase.BID`: an enum look-up costs more than the rest
        d.hands, d.open_card = hands, open_card
        d.discards = [[], [], [], []]
        d.given = [[], [], [], []]
        d.rommel_count = 0
        d.contract = d.bidder = d.mate = None
        d.mate_public = d.alone = False
        d.trump = d.bought = None
        d.bought_from = None
        d.gave_to_mate = False
        d.chain_seat = None
        d.chain_steps = d.leader = 0
        d.trick = []
        d.tricks = []
        d.won = [0, 0, 0, 0]
        d.exposed = [False, False, False, False]
        d.bidder_played = False
        return d

    def __post_init__(self) -> None:
        if type(self.phase) is not Phase:  # read from a save: text
            self.phase = Phase(self.phase)


@dataclass(frozen=True, slots=True)
class Rules:
    """The house rules read on every deal, bid or trick, copied from the options
    into plain slots.

    They are read about once a move, and a slot costs far less than a field of the
    options (see `games.options.rules_of`). The names and values are the options' own
    (see `options.PandoerOptions`); the rarer rules are read from the options.
    """

    deals: int
    card_values: str
    roem_long_sequences: str
    roem_overlap: bool
    roem_overbid: bool
    pass_is_final: bool
    first_lead: str
    trick_target_mode: str
    stop_when_decided: bool
    vogeltje_roem: str
    # Per contract, whether it prefers high roem when bid twice (`contracts.win_game`)
    win_games: tuple[bool, ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        win_games = tuple(win_game(con, self.vogeltje_roem) for con in CONTRACTS)
        object.__setattr__(self, "win_games", win_games)  # frozen

    @classmethod
    def of(cls, options: PandoerOptions) -> Rules:
        return rules_of(cls, options, _RULES_OF)


_RULES_OF: dict[GameOptions, Rules] = {}


@dataclass(slots=True)
class Table:
    players: tuple[str, ...]
    seed: int
    options: PandoerOptions
    session: Session
    deal: Deal
    auction: Auction
    events: list[Event] = field(default_factory=list)
    # The house rules most moves read, in plain slots (see `Rules`)
    rules: Rules = field(init=False, repr=False)
    # Each seat's player as a message parameter, made once: trick play names one every move
    who: tuple[Player, ...] = field(init=False, repr=False)
    # Each player's seat: every move looks it up
    seat_of: dict[str, int] = field(init=False, repr=False)
    # Each seat's event for each card it plays (see `events`), and its message
    plays: tuple[dict[str, Event], ...] = field(init=False, repr=False)
    play_lines: tuple[dict[str, Msg], ...] = field(init=False, repr=False)
    # ... and its line of taking each trick, the first trick's first
    takes: tuple[tuple[Msg, ...], ...] = field(init=False, repr=False)
    # ... and its event of a pass in the auction
    passes: tuple[Event, ...] = field(init=False, repr=False)
    # The line about the deal just ended (or its maker), until `written_session` writes it in
    result: Msg | Callable[[], Msg] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.rules = Rules.of(self.options)
        self.who = tuple(Player(p) for p in self.players)
        self.seat_of = {p: i for i, p in enumerate(self.players)}
        self.plays = tuple(map(play_events, self.players))
        self.play_lines = tuple(map(play_lines, self.players))
        self.takes = tuple(map(take_lines, self.players))
        self.passes = tuple(map(pass_event, self.players))

    @property
    def contract_played(self) -> Contract:
        """The contract that won the auction (only asked once there is one)."""
        assert self.deal.contract is not None
        return CONTRACTS[self.deal.contract]

    def say(self, message: Msg, private: dict[str, Msg] | None = None) -> None:
        # `Event.say` without its call and its copy of `private`, which is made fresh here
        self.events.append(Event(None, None, None, None, message, private))

    def settle(self, money: dict[str, int], message: Msg | Callable[[], Msg]) -> None:
        """Move money between seats now, in the event that says why.

        A message may come as its maker, called when the event is first read.
        """
        for player, cents in money.items():
            self.session.money[self.seat_of[player]] += cents
        if isinstance(message, Msg):
            self.events.append(Event.say(message, money=money))
        else:
            self.events.append(Event.later(message, money=money))

    def record_result(self, message: Msg | Callable[[], Msg]) -> None:
        """The line about the deal just ended (or its maker), shown until the next one ends.

        The session's two saved strings are written when a view or a save reads
        them (`written_session`): a search plays many deals and reads no line.
        """
        self.result = message

    def written_session(self) -> Session:
        """The session, with the last result written into its saved strings."""
        if self.result is not None:
            result = self.result if isinstance(self.result, Msg) else self.result()
            self.session.last_result = result.english()
            self.session.last_result_message = json.dumps(
                message_data(result), ensure_ascii=False, separators=(",", ":")
            )
            self.result = None
        return self.session

    def take_events(self) -> list[Event]:
        events, self.events = self.events, []
        return events

    def to_json_data(self) -> dict[str, Any]:
        """The three parts' fields side by side, as saved games have always held them."""
        data = {
            **self.written_session().to_json_data(),
            **self.auction.to_json_data(),
            **self.deal.to_json_data(),
        }
        for name, empty in LATER_FIELDS.items():
            if data[name] == empty:
                del data[name]
        return data
