"""Pandoer: the Dutch bidding game of 33 cards, as the seed's house rules play it.

One session is a run of deals (option `deals`); the deal passes to the left.
Each deal: deal 2-2-open-4, open-card payments, auction, contract set-up
(take the open card, buy the 4th jack, discard / give to the mate / pass the
chain, name trump), eight tricks, settlement. All four passing starts
rommelpotten. Every cent moves in the event that settles it.

The engine only dispatches on the phase; each phase's rules live in their own
module (dealing, bidding, rommelpot, passing, tricks, settlement).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from games.base import Deck, Event, Game, Outcome, shuffle_places
from games.message import ENGLISH, Msg, Player, Words, items, marked
from games.pandoer import bidding, labels, passing, phases, rommelpot, text, tricks
from games.pandoer.ai import choose
from games.pandoer.cards import PACK
from games.pandoer.dealing import shuffled, start_deal
from games.pandoer.options import PandoerOptions
from games.pandoer.phases import BID, DISCARD, OVER, PHASE_NAMES, PLAY
from games.pandoer.phrases import contract_name
from games.pandoer.state import LATER_FIELDS, Auction, Deal, Session, Table
from games.pandoer.view import table_view
from games.picture_hooks import drawn_by


class Pandoer(Game):
    name = "pandoer"
    title = "Pandoer"
    min_players = 4
    max_players = 4
    Options = PandoerOptions
    json_version = 1
    move_limit = 6000
    move_help = marked(
        "pass: pass in the auction (or decline 'die zit')\n"
        "bid CONTRACT: bid a contract, e.g. `bid polke`, `bid vierdeboer`, `bid halvestoet`\n"
        "diezit: say 'die zit' (you hold the other two aces) when the host rule asks you\n"
        "buy CARD: 4e boer, buy the fourth jack for €0.02, e.g. `buy Jh`\n"
        "give CARD: hand a card on, e.g. `give 7c` (jack purchase, mate, piek zonder, rommelpot)\n"
        "discard CARD: put a card down after taking the open card, e.g. `discard 8c`\n"
        "trump SUIT: name trump, e.g. `trump hearts`\n"
        "play CARD: play a card to the trick, e.g. `play Js` (or just `Js`)"
    )

    options: PandoerOptions
    strategy = staticmethod(choose)
    table: Table

    # ------------------------------------------------------------------ set-up

    def _setup(self, deck: Deck | None) -> None:
        cards: list[str] | None = None
        if deck is not None:
            if isinstance(deck, Mapping):
                raise ValueError("Pandoer takes one stacked deck: a list of 33 card codes.")
            cards = [str(c) for c in deck]
            if len(cards) != len(PACK) or Counter(cards) != Counter(PACK):
                raise ValueError(
                    "A stacked Pandoer deck must hold each of the 33 cards "
                    "(7 to ace in every suit, plus 6h) exactly once."
                )
        self.table = Table(self.players, self.seed, self.options, Session(), Deal(), Auction())
        if cards is None:
            cards = shuffled(self.table)
        start_deal(self.table, cards)
        self.over = False
        # The first deal is made by `new`, which returns no events: its lines and
        # open-card payment are told again from its cards by `opening_events`.
        self.table.take_events()
        self.table.session.first_deck = " ".join(cards)

    def opening_events(self) -> list[Event]:
        session = self.table.session
        if not session.first_deck:  # saved before the deck was kept: English lines
            return [Event(**d) for d in session.opening]
        scratch = Table(self.players, self.seed, self.options, Session(), Deal(), Auction())
        start_deal(scratch, session.first_deck.split())
        return scratch.take_events()

    # ------------------------------------------------------------ the contract

    # A plain attribute, not a property: the base reads it on every move.
    over: bool = False

    def _turn_seats(self) -> list[int]:
        t = self.table
        deal = t.deal
        match deal.phase:
            case phases.PLAY:
                return [tricks.to_play(t)]
            case phases.BID:
                return [t.auction.bid_turn]
            case phases.BUY | phases.BUY_GIVE | phases.DISCARD | phases.TRUMP:
                assert deal.bidder is not None
                return [deal.bidder]
            case phases.MATE_DISCARD:
                assert deal.mate is not None
                return [deal.mate]
            case phases.CHAIN:
                assert deal.chain_seat is not None
                return [deal.chain_seat]
            case phases.DIE_ZIT:
                return list(t.auction.diezit_wait)
            case phases.ROMMELPOT:
                return rommelpot.giving_back(t)
            case _:  # over
                return []

    def turn(self) -> list[str]:
        deal = self.table.deal
        phase = deal.phase
        if phase is PLAY:  # trick play, the hot path: `tricks.to_play` inline, no match
            return [self.players[(deal.leader + len(deal.trick)) % 4]]
        if phase is BID:  # the next most common
            return [self.players[self.table.auction.bid_turn]]
        if phase is DISCARD:  # then the bidder's card put down, once a deal with a contract
            assert deal.bidder is not None
            return [self.players[deal.bidder]]
        seats = self._turn_seats()
        if len(seats) == 1:  # one seat, without a comprehension's call
            return [self.players[seats[0]]]
        return [self.players[s] for s in seats]

    def _legal_moves(self, player: str) -> list[str]:
        t = self.table
        seat = t.seat_of[player]
        phase = t.deal.phase
        if phase is PLAY:
            return tricks.card_moves(t, seat)
        if phase is BID:
            return bidding.bid_moves(t, seat) if seat == t.auction.bid_turn else []
        if phase is DISCARD:  # without the two `match`es of the rarer set-up phases
            return passing.discard_moves(t, seat) if seat == t.deal.bidder else []
        if seat not in self._turn_seats():
            return []
        return self._set_up_moves(seat)

    def _set_up_moves(self, seat: int) -> list[str]:
        """The moves of the seat the table waits on outside bidding and trick play."""
        t = self.table
        hand = t.deal.hands[seat]
        match t.deal.phase:
            case phases.DISCARD:  # every deal with a contract puts a card down
                return passing.discard_moves(t, seat)
            case phases.BID:
                return bidding.bid_moves(t, seat)
            case phases.DIE_ZIT:
                return bidding.die_zit_moves(t, seat)
            case phases.MATE_DISCARD:
                return [passing.DISCARD_MOVE[c] for c in hand]
            case phases.TRUMP:
                return passing.trump_moves()
            case phases.BUY:
                assert t.deal.bought is not None
                return ["buy " + t.deal.bought]
            case phases.BUY_GIVE:
                return passing.buy_give_moves(t, seat)
            case phases.CHAIN:
                return passing.chain_moves(t, seat)
            case phases.ROMMELPOT:
                return [passing.GIVE_MOVE[c] for c in hand]
            case _:  # trick play and the end take no set-up moves
                return []

    def _apply(self, player: str, move: str) -> list[Event]:
        t = self.table
        seat = t.seat_of[player]
        phase = t.deal.phase
        if phase is PLAY:  # the hot paths first, without the enum look-ups of `match`
            tricks.play_card(t, seat, tricks.CARD_PLAYED[move])
        elif phase is BID:
            bidding.bid(t, seat, move)
        else:
            self._set_up(seat, move)
        self.over = t.deal.phase is OVER
        events, t.events = t.events, []
        return events

    def _set_up(self, seat: int, move: str) -> None:
        """A move between auction and tricks, or in 'die zit' or rommelpotten."""
        t = self.table
        verb, _, arg = move.partition(" ")
        match t.deal.phase:
            # Putting a card down first: every deal with a contract does it.
            case phases.DISCARD | phases.MATE_DISCARD | phases.CHAIN if verb == "discard":
                passing.put_down(t, seat, arg)
            case phases.DIE_ZIT:
                bidding.answer_die_zit(t, seat, move)
            case phases.ROMMELPOT:
                rommelpot.give_back(t, seat, arg)
            case phases.TRUMP:
                passing.name_trump(t, seat, arg)
            case phases.BUY:
                passing.buy_jack(t, seat, arg)
            case phases.BUY_GIVE:
                passing.give_for_jack(t, seat, arg)
            case phases.DISCARD if verb == "give":
                passing.give_to_mate(t, seat, arg)
            case phases.CHAIN if verb == "give":
                passing.pass_left(t, seat, arg)
            case phases.DISCARD | phases.MATE_DISCARD | phases.CHAIN:
                passing.put_down(t, seat, arg)

    # ------------------------------------------------------------- leniency

    def _canonical(self, player: str, text_: str) -> str:
        return text.canonical(self.table, text_, lambda: self._legal_moves(player))

    def _explain(self, player: str, move: str, legal: list[str]) -> str | Msg:
        reason = text.explain(self.table, self.players.index(player), move)
        return reason or super()._explain(player, move, legal)

    # ------------------------------------------------------------------ views

    def view(self, player: str | None) -> dict[str, Any]:
        v = self._base_view(player)
        seat = self.players.index(player) if player in self.players else None
        v.update(table_view(self.table, seat))
        return v

    def outcome(self) -> Outcome:
        money = {p: self.table.session.money[i] for i, p in enumerate(self.players)}
        levels = sorted(set(money.values()), reverse=True)
        ranking = [[p for p in self.players if money[p] == lv] for lv in levels]
        return Outcome(ranking=ranking, points={}, money=money)

    # ------------------------------------------------------------ persistence

    def _dump(self) -> dict[str, Any]:
        return self.table.to_json_data()

    def _load(self, state: dict[str, Any]) -> None:
        self.table = Table(
            self.players,
            self.seed,
            self.options,
            Session.from_dict({**LATER_FIELDS, **state}),
            Deal.from_dict(state),
            Auction.from_dict(state),
        )
        self.over = self.table.deal.phase is OVER

    def _clone_state(self) -> None:
        table = self.table = copy.copy(self.table)
        table.session = table.session.clone()
        table.deal = table.deal.clone()
        table.auction = table.auction.clone()
        table.events = []

    def cards_in_play(self) -> Counter[str]:
        deal = self.table.deal
        out: Counter[str] = Counter()
        for s in range(4):
            out.update(deal.hands[s])
            out.update(deal.discards[s])
            out.update(deal.given[s])
        if deal.open_card is not None:
            out[deal.open_card] += 1
        out.update(str(x[1]) for x in deal.trick)
        for trick in deal.tricks:
            out.update(str(x[1]) for x in trick["cards"])
        return out

    def full_deck(self) -> Counter[str]:
        return Counter(PACK)

    def redeal_hidden(self, player: str | None, rng: random.Random) -> Pandoer:
        other = self.clone()
        seat = self.players.index(player) if player in self.players else None
        deal = other.table.deal
        places: list[list[str]] = []
        for s in range(4):
            if s == seat:
                continue
            if not deal.exposed[s]:
                places.append(deal.hands[s])
            places.append(deal.discards[s])
            places.append(deal.given[s])
        shuffle_places(places, rng)
        return other

    # ------------------------------------------------------------ presentation

    @classmethod
    def render(cls, view: Mapping[str, Any], words: Words = ENGLISH) -> str:
        from games.pandoer.render import render_view

        return render_view(view, words)

    picture = drawn_by("games.pandoer.picture", "table_png")
    hand_picture = drawn_by("games.pandoer.picture", "hand_png")
    move_label = labels.move_label

    @classmethod
    def summary(cls, options: Any = None, words: Words = ENGLISH) -> str:
        from games.pandoer.render import summary_text

        opts = options if isinstance(options, PandoerOptions) else PandoerOptions()
        return summary_text(opts, words)

    def status_line(self, words: Words = ENGLISH) -> str:
        if self.over:
            return words.t("Session over.")
        table = self.table
        deal = table.deal
        waiting = items([Player(p) for p in self.turn()])
        number, deals = table.session.deal_no + 1, table.options.deals
        phase = PHASE_NAMES[deal.phase]
        if deal.contract is None:
            return words.t(
                "Deal {deal}/{deals}: {phase}; waiting on {players}.",
                deal=number,
                deals=deals,
                phase=phase,
                players=waiting,
            )
        return words.t(
            "Deal {deal}/{deals}: {contract} by {player}, {phase}; waiting on {players}.",
            deal=number,
            deals=deals,
            contract=contract_name(table.contract_played),
            player=Player(self.players[deal.bidder or 0]),
            phase=phase,
            players=waiting,
        )
