"""Pandoer: the Dutch bidding game of 33 cards, as the seed's house rules play it.

One session is a run of deals (option `deals`); the deal passes to the left.
Each deal: deal 2-2-open-4, open-card payments, auction, contract set-up
(take the open card, buy the 4th jack, discard / give to the mate / pass the
chain, name trump), eight tricks, settlement. All four passing starts
rommelpotten. Every cent moves in the event that settles it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar

from games.base import Deck, Event, Game, Outcome, derive_rng, mention, shuffle_places
from games.pandoer import labels
from games.pandoer.ai import choose
from games.pandoer.cards import (
    LAST_TRICK,
    PACK,
    PRETTY,
    RANK_OF,
    SUIT_OF,
    SUITS,
    card_points,
    roem,
    sort_hand,
)
from games.pandoer.contracts import ALIASES, BY_KEY, CONTRACTS, Contract
from games.pandoer.options import PandoerOptions
from games.pandoer.rules import legal_cards, trick_winner

SUIT_WORDS = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
WORD_SUITS = {
    "clubs": "c", "club": "c", "c": "c", "♣": "c", "klaver": "c", "klaveren": "c",
    "diamonds": "d", "diamond": "d", "d": "d", "♦": "d", "ruiten": "d", "ruit": "d",
    "hearts": "h", "heart": "h", "h": "h", "♥": "h", "harten": "h", "hart": "h",
    "spades": "s", "spade": "s", "s": "s", "♠": "s", "schoppen": "s", "schop": "s",
}  # fmt: skip
PLAY_MOVE = {c: "play " + c for c in PACK}
OPEN_CARD_CENTS = 10
ROMMELPOT_CENTS = 2
JACK_PRICE = 2


def cents(v: int) -> str:
    return f"{v} ct"


class Pandoer(Game):
    name = "pandoer"
    move_label = labels.move_label
    title = "Pandoer"
    min_players = 4
    max_players = 4
    Options = PandoerOptions
    json_version = 1
    move_limit = 6000
    move_help = (
        "pass: pass in the auction (or decline 'die zit')\n"
        "bid CONTRACT: bid a contract, e.g. `bid polke`, `bid vierdeboer`, `bid halvestoet`\n"
        "diezit: say 'die zit' (you hold the other two aces) when the host rule asks you\n"
        "buy CARD: 4e boer, buy the fourth jack for 2 ct, e.g. `buy Jh`\n"
        "give CARD: hand a card on, e.g. `give 7c` (jack purchase, mate, piek zonder, rommelpot)\n"
        "discard CARD: put a card down after taking the open card, e.g. `discard 8c`\n"
        "trump SUIT: name trump, e.g. `trump hearts`\n"
        "play CARD: play a card to the trick, e.g. `play Js` (or just `Js`)"
    )

    options: PandoerOptions
    strategy = staticmethod(choose)

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
        self.money = [0, 0, 0, 0]
        self.over = False
        self.deals_done = 0
        self.deal_no = 0
        self.dealer = 0
        self.last_result = ""
        self._events: list[Event] = []
        self._start_deal(cards)
        # The first deal is made by `new`, which returns no events: its lines and
        # open-card payment are kept for `opening_events`.
        self.opening = [e.to_dict() for e in self._events]
        self._events = []

    def _reset_deal_state(self) -> None:
        self.hands: list[list[str]] = [[], [], [], []]
        self.open_card: str | None = None
        self.discards: list[list[str]] = [[], [], [], []]
        self.given: list[list[str]] = [[], [], [], []]  # rommelpot cards handed back
        self.rommel_count = 0
        self._reset_auction()
        self.contract: int | None = None
        self.bidder: int | None = None
        self.mate: int | None = None
        self.mate_public = False
        self.alone = False
        self.trump: str | None = None
        self.bought: str | None = None
        self.bought_from: int | None = None
        self.gave_to_mate = False
        self.chain_seat: int | None = None
        self.chain_steps = 0
        self.leader = 0
        self.trick: list[list[Any]] = []
        self.tricks: list[dict[str, Any]] = []
        self.won = [0, 0, 0, 0]
        self.exposed = [False, False, False, False]
        self.bidder_played = False

    def _reset_auction(self) -> None:
        self.phase = "bid"
        self.bid_turn = (self.dealer + 1) % 4
        self.passed = [False, False, False, False]
        self.high: list[int] | None = None  # [seat, contract index, roem]
        self.bids: list[list[Any]] = []  # [seat, word, roem]
        self.hs_void = [False, False, False, False]
        self.pending: list[int] | None = None  # halve stoet bid awaiting 'die zit'
        self.diezit_wait: list[int] = []
        self.diezit_yes: int | None = None
        self.roems = [0, 0, 0, 0]
        self.aces = [0, 0, 0, 0]
        self.jacks = [0, 0, 0, 0]

    def _start_deal(self, cards: list[str] | None) -> None:
        self._reset_deal_state()
        if cards is None:
            cards = list(PACK)
            derive_rng(self.seed, "deal", self.deal_no).shuffle(cards)
        d = self.dealer
        pos = 0
        for _ in range(2):
            for i in range(1, 5):
                self.hands[(d + i) % 4] += cards[pos : pos + 2]
                pos += 2
        self.open_card = cards[pos]
        pos += 1
        for i in range(1, 5):
            self.hands[(d + i) % 4] += cards[pos : pos + 4]
            pos += 4
        private = {self.players[s]: "Your hand: " + self._show(self.hands[s]) for s in range(4)}
        self._events.append(
            Event(
                f"Deal {self.deal_no + 1} of {self.options.deals}: "
                f"{mention(self.players[d])} deals; the open card is {PRETTY[self.open_card]}. "
                f"{mention(self.players[(d + 1) % 4])} bids first.",
                private=private,
            )
        )
        self._open_card_payment()
        self._begin_auction()

    def _open_card_payment(self) -> None:
        d = self.dealer
        others = [s for s in range(4) if s != d]
        if self.open_card == "6h":
            money = {self.players[s]: -OPEN_CARD_CENTS for s in others}
            money[self.players[d]] = OPEN_CARD_CENTS * 3
            self._settle(money, f"The 6♥ is open: everyone pays the dealer {cents(10)}.")
        elif self.open_card == "Qs":
            money = {self.players[s]: OPEN_CARD_CENTS for s in others}
            money[self.players[d]] = -OPEN_CARD_CENTS * 3
            self._settle(money, f"The Q♠ is open: the dealer pays everyone {cents(10)}.")

    def _begin_auction(self) -> None:
        self._reset_auction()
        assert self.open_card is not None
        lsq, ov = self.options.roem_long_sequences, self.options.roem_overlap
        nines = [[*self.hands[s], self.open_card] for s in range(4)]
        self.roems = [roem(n, lsq, ov) for n in nines]
        ranks = [[x[:-1] for x in n] for n in nines]
        self.aces = [r.count("A") for r in ranks]
        self.jacks = [r.count("J") for r in ranks]

    def _settle(self, money: dict[str, int], text: str) -> None:
        for p, v in money.items():
            self.money[self.players.index(p)] += v
        self._events.append(Event(text, money=money))

    def _show(self, cards: list[str]) -> str:
        return " ".join([PRETTY[c] for c in sort_hand(cards)])

    # ------------------------------------------------------------ the contract

    # A plain attribute, not a property: the base reads it on every move.
    over: bool = False

    @property
    def c(self) -> Contract:
        assert self.contract is not None
        return CONTRACTS[self.contract]

    def _turn_seats(self) -> list[int]:
        ph = self.phase
        if ph == "bid":
            return [self.bid_turn]
        if ph == "play":
            return [(self.leader + len(self.trick)) % 4]
        if ph in ("buy", "buygive", "discard", "trump"):
            assert self.bidder is not None
            return [self.bidder]
        if ph == "matediscard":
            assert self.mate is not None
            return [self.mate]
        if ph == "chain":
            assert self.chain_seat is not None
            return [self.chain_seat]
        if ph == "diezit":
            return list(self.diezit_wait)
        if ph == "rommel":
            return [s for s in range(4) if s != self.dealer and len(self.given[s]) < 3]
        return []

    def turn(self) -> list[str]:
        if self.phase == "play":
            return [self.players[(self.leader + len(self.trick)) % 4]]
        return [self.players[s] for s in self._turn_seats()]

    def _legal_moves(self, player: str) -> list[str]:
        seat = self.players.index(player)
        if self.phase == "play":
            if seat != (self.leader + len(self.trick)) % 4:
                return []
            return [PLAY_MOVE[c] for c in self._legal_cards(seat)]
        if seat not in self._turn_seats():
            return []
        ph = self.phase
        hand = self.hands[seat]
        if ph == "play":
            return ["play " + c for c in self._legal_cards(seat)]
        if ph == "bid":
            return ["pass"] + ["bid " + CONTRACTS[i].key for i in self._biddable(seat)]
        if ph == "discard":
            moves = ["discard " + c for c in hand]
            if self.c.mate == "diezit":
                moves += ["give " + c for c in hand]
            return moves
        if ph == "matediscard":
            return ["discard " + c for c in hand]
        if ph == "trump":
            return ["trump " + SUIT_WORDS[s] for s in SUITS]
        if ph == "buy":
            assert self.bought is not None
            return ["buy " + self.bought]
        if ph == "buygive":
            return ["give " + c for c in hand if c != self.bought]
        if ph == "chain":
            if self._chain_discards(seat):
                return ["discard " + c for c in hand]
            return ["give " + c for c in hand]
        if ph == "rommel":
            return ["give " + c for c in hand]
        if ph == "diezit":
            assert self.pending is not None
            return ["pass", "diezit"] if self._holds_other_aces(seat) else ["pass"]
        return []

    def _legal_cards(self, seat: int) -> list[str]:
        c = self.c
        obligation = "off"
        if c.mate == "first" and self.mate is None and not self.alone and seat != self.bidder:
            obligation = self.options.mate_obligation
        return legal_cards(
            self.hands[seat],
            [x[1] for x in self.trick],
            self.trump,
            self.options.card_values,
            obligation,
        )

    # ---------------------------------------------------------------- auction

    def _nine(self, seat: int) -> list[str]:
        assert self.open_card is not None
        return [*self.hands[seat], self.open_card]

    def _is_win_game(self, idx: int) -> bool:
        if CONTRACTS[idx].key == "vogeltje":
            return self.options.vogeltje_roem == "win"
        return CONTRACTS[idx].win_game

    def _biddable(self, seat: int) -> list[int]:
        aces, jacks = self.aces[seat], self.jacks[seat]
        my_roem = self.roems[seat]
        out: list[int] = []
        for i, con in enumerate(CONTRACTS):
            if self.high is not None:
                _, hi, hroem = self.high
                if i > hi:
                    continue
                if i == hi:
                    if not self.options.roem_overbid:
                        continue
                    better = my_roem > hroem if self._is_win_game(i) else my_roem < hroem
                    if not better:
                        continue
            if con.key == "stoet" and aces != 3:
                continue
            if con.key == "vierdeboer" and jacks < 3:
                continue
            if con.key == "halvestoet" and (aces != 2 or seat == self.dealer or self.hs_void[seat]):
                continue
            out.append(i)
        return out

    def _holds_other_aces(self, seat: int) -> bool:
        """Halve stoet: `seat` holds, in its own 8 cards, both aces the bidder lacks."""
        assert self.pending is not None
        bidder = self.pending[0]
        if seat == bidder:
            return False
        mine = {x for x in self._nine(bidder) if RANK_OF[x] == "A"}
        missing = [a for a in ("Ac", "Ad", "Ah", "As") if a not in mine]
        return all(a in self.hands[seat] for a in missing)

    def _apply_bid(self, seat: int, move: str) -> None:
        p = self.players[seat]
        if move == "pass":
            self.passed[seat] = True
            self.bids.append([seat, "pass", 0])
            self._events.append(Event(f"{mention(p)} passes."))
            self._next_bidder(seat)
            return
        idx = BY_KEY[move.split()[1]]
        con = CONTRACTS[idx]
        if con.key == "halvestoet":
            self.pending = [seat, idx, self.roems[seat]]
            self._events.append(
                Event(f"{mention(p)} bids {con.title} (roem {self.roems[seat]}). Who sits?")
            )
            if self.options.die_zit == "automatic":
                holder = next((s for s in range(4) if self._holds_other_aces(s)), None)
                self._resolve_diezit(holder)
            else:
                self.phase = "diezit"
                self.diezit_wait = [(seat + i) % 4 for i in range(1, 4)]
                self.diezit_yes = None
            return
        self._register_bid(seat, idx)

    def _register_bid(self, seat: int, idx: int) -> None:
        con = CONTRACTS[idx]
        if con.mate != "diezit":  # an overbid Halve stoet takes its mate with it
            self.mate = None
            self.mate_public = False
        self.high = [seat, idx, self.roems[seat]]
        self.bids.append([seat, con.key, self.roems[seat]])
        if not self.options.pass_is_final:
            self.passed = [False, False, False, False]
        self._events.append(
            Event(f"{mention(self.players[seat])} bids {con.title} (roem {self.roems[seat]}).")
        )
        self._next_bidder(seat)

    def _resolve_diezit(self, holder: int | None) -> None:
        assert self.pending is not None
        seat, idx, _ = self.pending
        self.phase = "bid"
        self.diezit_wait = []
        if holder is None:
            self.pending = None
            self.hs_void[seat] = True
            self.bid_turn = seat
            self._events.append(
                Event(
                    f"Nobody says 'die zit': the Halve stoet of {mention(self.players[seat])} "
                    "is void; bid something else or pass."
                )
            )
            return
        self.pending = None
        self.mate = holder
        self.mate_public = True
        self._events.append(Event(f"{mention(self.players[holder])}: “Die zit!”"))
        self._register_bid(seat, idx)

    def _apply_diezit(self, seat: int, move: str) -> None:
        self.diezit_wait.remove(seat)
        if move == "diezit":
            self.diezit_yes = seat
        # Answers stay secret until all are in, so the text never says which.
        self._events.append(Event(f"{mention(self.players[seat])} has answered."))
        if not self.diezit_wait:
            self._resolve_diezit(self.diezit_yes)

    def _next_bidder(self, seat: int) -> None:
        high_seat = self.high[0] if self.high is not None else -1
        for step in range(1, 5):
            s = (seat + step) % 4
            if not self.passed[s] and s != high_seat:
                self.bid_turn = s
                return
        if self.high is None:
            self._rommelpot()
        else:
            self._end_auction()

    def _end_auction(self) -> None:
        assert self.high is not None and self.open_card is not None
        b, idx, _ = self.high
        self.bidder, self.contract = b, idx
        con = CONTRACTS[idx]
        if con.mate != "diezit":
            self.mate = None
            self.mate_public = False
        card = self.open_card
        self.hands[b].append(card)
        self.open_card = None
        self._events.append(
            Event(
                f"{mention(self.players[b])} plays {con.title} for {cents(con.stake)} "
                f"and takes the open card {PRETTY[card]}."
            )
        )
        if con.mate == "ace":
            missing = next(a for a in ("Ac", "Ad", "Ah", "As") if a not in self.hands[b])
            self.mate = next(s for s in range(4) if missing in self.hands[s])
            self.mate_public = self.options.reveal_ace_mate == "immediately"
            if self.mate_public:
                self._events.append(
                    Event(f"{mention(self.players[self.mate])} holds the 4th ace and is mate.")
                )
        if con.key == "vierdeboer":
            missing_j = [j for j in ("Jc", "Jd", "Jh", "Js") if j not in self.hands[b]]
            if missing_j:
                self.bought = missing_j[0]
                self.bought_from = next(s for s in range(4) if missing_j[0] in self.hands[s])
                self.phase = "buy"
                return
        if con.key == "piekzonder":
            self.phase = "chain"
            self.chain_seat = b
            self.chain_steps = 0
            return
        self.phase = "discard"

    def _chain_discards(self, seat: int) -> bool:
        """Piek zonder: whether `seat` now discards instead of passing on."""
        if self.chain_steps == 4:
            return True  # full circle: back at the bidder
        return self.options.piek_zonder_chain == "last_discards" and self.chain_steps == 3

    # ------------------------------------------------------------- rommelpot

    def _rommelpot(self) -> None:
        d = self.dealer
        if self.options.max_rommelpot == "once" and self.rommel_count >= 1:
            self._events.append(Event("All pass again: the deal is thrown in."))
            self.last_result = f"Deal {self.deal_no + 1}: thrown in after rommelpotten."
            self._finish_deal()
            return
        self.rommel_count += 1
        money = {self.players[s]: -ROMMELPOT_CENTS for s in range(4) if s != d}
        money[self.players[d]] = ROMMELPOT_CENTS * 3
        self._settle(
            money, f"All pass: rommelpotten! Everyone pays the dealer {cents(ROMMELPOT_CENTS)}."
        )
        assert self.open_card is not None
        nine = [*self.hands[d], self.open_card]
        self.hands[d] = []
        self.open_card = None
        derive_rng(self.seed, "rommel", self.deal_no, self.rommel_count).shuffle(nine)
        private: dict[str, str] = {}
        for i in range(1, 4):
            s = (d + i) % 4
            got = nine[3 * (i - 1) : 3 * i]
            self.hands[s] += got
            private[self.players[s]] = (
                f"You get {self._show(got)}; give 3 cards back to the dealer (`give CARD`)."
            )
        self.phase = "rommel"
        self.given = [[], [], [], []]
        self._events.append(
            Event(
                f"{mention(self.players[d])} deals the 9 cards 3 each; "
                "everyone gives 3 cards back.",
                private=private,
            )
        )

    def _apply_rommel(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.given[seat].append(card)
        p = self.players[seat]
        self._events.append(
            Event(
                f"{mention(p)} gives a card back ({len(self.given[seat])}/3).",
                private={p: f"You give {PRETTY[card]} back."},
            )
        )
        if self._turn_seats():
            return
        d = self.dealer
        back = [c for s in range(4) for c in self.given[s]]
        self.given = [[], [], [], []]
        derive_rng(self.seed, "rommelback", self.deal_no, self.rommel_count).shuffle(back)
        self.hands[d] = back[:4] + back[5:]
        self.open_card = back[4]
        self._events.append(
            Event(
                f"{mention(self.players[d])} deals himself 8 again; the new open card is "
                f"{PRETTY[self.open_card]}. Bidding starts again.",
                private={self.players[d]: "Your hand: " + self._show(self.hands[d])},
            )
        )
        if self.options.open_card_bonus_on_rommelpot:
            self._open_card_payment()
        self._begin_auction()

    # ------------------------------------------------------------ preparation

    def _apply_prep(self, seat: int, move: str) -> None:
        verb, arg = move.split()
        p = self.players[seat]
        ph = self.phase
        if ph == "buy":
            assert self.bought_from is not None
            seller = self.bought_from
            self.hands[seller].remove(arg)
            self.hands[seat].append(arg)
            self._settle(
                {p: -JACK_PRICE, self.players[seller]: JACK_PRICE},
                f"{mention(p)} buys {PRETTY[arg]} from {mention(self.players[seller])} "
                f"for {cents(JACK_PRICE)} and gives a card in return.",
            )
            self.phase = "buygive"
            return
        if ph == "buygive":
            assert self.bought_from is not None
            seller = self.bought_from
            self.hands[seat].remove(arg)
            self.hands[seller].append(arg)
            self._events.append(
                Event(
                    f"{mention(p)} hands {mention(self.players[seller])} a card for the jack.",
                    private={
                        p: f"You give {PRETTY[arg]}.",
                        self.players[seller]: f"You receive {PRETTY[arg]} for your jack.",
                    },
                )
            )
            self.phase = "discard"
            return
        if ph == "chain":
            if verb == "discard":
                self.hands[seat].remove(arg)
                self.discards[seat].append(arg)
                self._events.append(
                    Event(
                        f"{mention(p)} puts a card down.",
                        private={p: f"You put down {PRETTY[arg]}."},
                    )
                )
                self._after_discard()
                return
            left = (seat + 1) % 4
            self.hands[seat].remove(arg)
            self.hands[left].append(arg)
            self.chain_steps += 1
            self.chain_seat = left
            self._events.append(
                Event(
                    f"{mention(p)} passes a card to {mention(self.players[left])}.",
                    private={
                        p: f"You pass {PRETTY[arg]}.",
                        self.players[left]: f"You receive {PRETTY[arg]}.",
                    },
                )
            )
            return
        if ph == "discard" and verb == "give":
            assert self.mate is not None
            self.hands[seat].remove(arg)
            self.hands[self.mate].append(arg)
            self.gave_to_mate = True
            m = self.players[self.mate]
            self._events.append(
                Event(
                    f"{mention(p)} gives a card to the mate {mention(m)}, who puts one down.",
                    private={p: f"You give {PRETTY[arg]}.", m: f"You receive {PRETTY[arg]}."},
                )
            )
            self.phase = "matediscard"
            return
        # discard (bidder) or matediscard (halve stoet mate)
        self.hands[seat].remove(arg)
        self.discards[seat].append(arg)
        self._events.append(
            Event(f"{mention(p)} puts a card down.", private={p: f"You put down {PRETTY[arg]}."})
        )
        self._after_discard()

    def _after_discard(self) -> None:
        if self.c.trump:
            self.phase = "trump"
        else:
            self._start_play()

    def _start_play(self) -> None:
        assert self.bidder is not None
        self.phase = "play"
        self.leader = self.bidder if self.options.first_lead == "bidder" else (self.dealer + 1) % 4
        self.trick = []
        self._events.append(Event(f"{mention(self.players[self.leader])} leads the first trick."))

    # ------------------------------------------------------------------- play

    def _apply_play(self, seat: int, card: str) -> None:
        assert self.bidder is not None
        self.hands[seat].remove(card)
        self.trick.append([seat, card])
        p = self.players[seat]
        con = self.c
        text = f"{mention(p)} plays {PRETTY[card]}."
        if seat == self.bidder and not self.bidder_played:
            self.bidder_played = True
            if con.open_hands == "all":
                self.exposed = [True, True, True, True]
                text += " All hands are open now; the defenders may talk."
        n_played = 4 * len(self.tricks) + len(self.trick)
        if con.open_hands == "bidder" and n_played == 5 and not self.exposed[self.bidder]:
            self.exposed[self.bidder] = True
            text += (
                f" {mention(self.players[self.bidder])} lays the hand open "
                f"({self._show(self.hands[self.bidder])}); no talking!"
            )
        if (
            con.mate == "ace"
            and not self.mate_public
            and seat == self.mate
            and RANK_OF[card] == "A"
        ):
            self.mate_public = True
            text += f" That is the 4th ace: {mention(p)} is mate."
        if len(self.trick) < 4:
            self._events.append(Event(text))
            return
        w = int(self.trick[trick_winner(self.trick, self.trump, self.options.card_values)][0])
        self.tricks.append({"leader": self.leader, "cards": self.trick, "winner": w})
        self.won[w] += 1
        self.trick = []
        self.leader = w
        text += f" {mention(self.players[w])} takes trick {len(self.tricks)}."
        if con.mate == "first" and self.mate is None and not self.alone:
            if w != self.bidder:
                self.mate = w
                self.mate_public = True
                text += f" {mention(self.players[w])} is mate."
            elif len(self.tricks) >= self.options.mate_window:
                if self.options.no_mate == "void_deal":
                    self._events.append(Event(text + " No mate found: the deal is void."))
                    self.last_result = f"Deal {self.deal_no + 1}: {con.title}, no mate, void."
                    self._finish_deal()
                    return
                self.alone = True
                text += f" No mate: {mention(self.players[self.bidder])} plays alone."
        self._events.append(Event(text))
        final = len(self.tricks) == 8
        verdict = self._verdict(final)
        if verdict is not None and (final or self.options.stop_when_decided):
            self._settle_contract(verdict, final)

    def _team(self) -> list[int]:
        assert self.bidder is not None
        return [self.bidder] if self.mate is None else [self.bidder, self.mate]

    def _points_lost(self) -> int:
        system = self.options.card_values
        team = self._team()
        lost = 0
        for t in self.tricks:
            if t["winner"] not in team:
                lost += sum(card_points(str(x[1]), self.trump, system) for x in t["cards"])
        if len(self.tricks) == 8 and self.tricks[7]["winner"] not in team:
            lost += LAST_TRICK[system]
        if self.options.discard_counts_for == "defenders":
            assert self.bidder is not None
            lost += sum(card_points(x, self.trump, system) for x in self.discards[self.bidder])
        return lost

    def _verdict(self, final: bool) -> bool | None:
        """True made, False failed, None still open (always a bool when final)."""
        assert self.bidder is not None
        c, b = self.c, self.bidder
        n = len(self.tricks)
        left = 8 - n
        team = self._team()
        t = sum(self.won[s] for s in team)
        if c.goal == "all":
            if t < n and not (c.mate == "first" and self.mate is None and not self.alone):
                return False
            return True if final else None
        if c.goal == "zero":
            return False if self.won[b] else (True if final else None)
        if c.goal == "vogeltje":
            wins = [i for i, tr in enumerate(self.tricks) if tr["winner"] == b]
            if n >= 1 and 0 not in wins:
                return False
            if any(0 < i < 7 for i in wins):
                return False
            return (wins == [0, 7]) if final else None
        if c.goal == "points":
            if self._points_lost() > self.options.vierde_boer_max_lost:
                return False
            return True if final else None
        if c.goal == "piekzonder":
            if self.options.piek_zonder_mode != "bidder_exactly_one":
                return True if final else None
            if self.won[b] > 1:
                return False
            return (self.won[b] == 1) if final else None
        # "tricks": a target number
        k = c.target
        exact = c.key == "piek" or self.options.trick_target_mode == "exact"
        if c.key == "piek" and self.options.piek_requires_trump_jack:
            for tr in self.tricks:
                if tr["winner"] == b:
                    cards = tr["cards"]
                    wcard = str(cards[trick_winner(cards, self.trump, self.options.card_values)][1])
                    if wcard != "J" + str(self.trump):
                        return False
        if t + left < k or (exact and t > k):
            return False
        mate_ok = self.mate is None or c.mate == "" or self.won[self.mate] >= 1
        if final:
            return mate_ok
        if not exact and t >= k and mate_ok:
            return True
        return None

    def _settle_contract(self, made: bool, final: bool) -> None:
        assert self.bidder is not None
        c, b = self.c, self.bidder
        names = self.players
        note = "" if final else " (decided early)"
        tally = ", ".join(f"{mention(names[s])} {self.won[s]}" for s in range(4))
        if c.goal == "piekzonder" and self.options.piek_zonder_mode != "bidder_exactly_one":
            if self.options.piek_zonder_mode == "everyone_exactly_one":
                makers = [s for s in range(4) if self.won[s] == 1]
            else:
                makers = [s for s in range(4) if self.won[s] >= 1]
            missers = [s for s in range(4) if s not in makers]
            pay = {names[s]: c.stake * len(missers) for s in makers}
            pay.update({names[s]: -c.stake * len(makers) for s in missers})
            who = ", ".join(mention(names[s]) for s in makers) or "nobody"
            text = f"{c.title} ends{note}: tricks {tally}; made by {who}."
            self._settle({k: v for k, v in pay.items() if v}, text)
            self.last_result = f"Deal {self.deal_no + 1}: {c.title}; made by {who}."
            self._finish_deal()
            return
        stake = c.stake
        team = self._team()
        if c.goal == "points":
            if made and sum(self.won[s] for s in team) == 8:
                stake = 15
            note += f"; points lost {self._points_lost()}"
        defenders = [s for s in range(4) if s not in team]
        sign = 1 if made else -1
        money: dict[str, int] = {}
        if len(team) == 1:
            money[names[b]] = sign * 3 * stake
            for s in defenders:
                money[names[s]] = -sign * stake
        else:
            each = 2 * stake if self.options.team_payment == "each_to_each" else stake
            for s in team:
                money[names[s]] = sign * each
            for s in defenders:
                money[names[s]] = -sign * each
        side = " and ".join(mention(names[s]) for s in team)
        verb = "made" if made else "failed"
        self._settle(
            money, f"{c.title} {verb}{note}: tricks {tally}. {side} {'win' if made else 'pay'}."
        )
        self.last_result = f"Deal {self.deal_no + 1}: {c.title} by {mention(names[b])} {verb}."
        self._finish_deal()

    def _finish_deal(self) -> None:
        self.deals_done += 1
        if self.deals_done >= self.options.deals:
            self.phase = "over"
            self.over = True
            standing = ", ".join(
                f"{mention(self.players[s])} {self.money[s]:+d} ct" for s in range(4)
            )
            self._events.append(Event(f"The session is over. Money: {standing}."))
            return
        self.deal_no += 1
        self.dealer = (self.dealer + 1) % 4
        self._start_deal(None)

    def opening_events(self) -> list[Event]:
        return [Event(**d) for d in self.opening]

    # ------------------------------------------------------------------ apply

    def _apply(self, player: str, move: str) -> list[Event]:
        self._events = []
        seat = self.players.index(player)
        ph = self.phase
        if ph == "play":
            self._apply_play(seat, move[5:])
        elif ph == "bid":
            self._apply_bid(seat, move)
        elif ph == "diezit":
            self._apply_diezit(seat, move)
        elif ph == "rommel":
            self._apply_rommel(seat, move.split()[1])
        elif ph == "trump":
            self.trump = WORD_SUITS[move.split()[1]]
            self._events.append(Event(f"{mention(player)} names trump: {SUIT_WORDS[self.trump]}."))
            self._start_play()
        else:
            self._apply_prep(seat, move)
        events, self._events = self._events, []
        return events

    # ------------------------------------------------------------- leniency

    def _canonical(self, player: str, text: str) -> str:
        from games.moves import normalize_move

        raw = " ".join(text.lower().replace("’", "'").split())
        raw = raw.replace("die zit", "diezit")
        words = raw.split()
        if not words:
            return ""
        if raw in ("diezit", "pass", "diezit!"):
            return raw.rstrip("!")
        rest = " ".join(words[1:])
        if words[0] == "bid" and rest:
            key = ALIASES.get(rest, rest.replace(" ", ""))
            return "bid " + ALIASES.get(key, key)
        if raw in BY_KEY or raw in ALIASES or raw.replace(" ", "") in BY_KEY:
            key = ALIASES.get(raw, raw.replace(" ", ""))
            return "bid " + key
        if words[0] == "trump" and len(words) == 2:
            suit = WORD_SUITS.get(words[1])
            return "trump " + SUIT_WORDS[suit] if suit else raw
        if len(words) == 1 and words[0] in WORD_SUITS and self.phase == "trump":
            return "trump " + SUIT_WORDS[WORD_SUITS[words[0]]]
        move = normalize_move(text, self._card_parser())
        parts = move.split()
        if len(parts) == 2 and parts[0] == "play" and self.phase != "play":
            # A bare card outside trick play: the one card move this phase takes.
            for m in self._legal_moves(player):
                if m.split()[-1] == parts[1]:
                    return m
        return move

    def _explain(self, player: str, move: str, legal: list[str]) -> str:
        seat = self.players.index(player)
        ph = self.phase
        parts = move.split()
        if ph == "play" and len(parts) == 2 and parts[0] == "play":
            card = parts[1]
            if card not in self.hands[seat]:
                return f"You do not hold {card}."
            return self._explain_card(seat, card)
        if ph == "bid" and parts[:1] == ["bid"] and len(parts) == 2:
            key = parts[1]
            if key not in BY_KEY:
                return f"There is no contract `{key}`. Contracts: " + ", ".join(BY_KEY) + "."
            return self._explain_bid(seat, BY_KEY[key])
        return super()._explain(player, move, legal)

    def _explain_bid(self, seat: int, idx: int) -> str:
        con = CONTRACTS[idx]
        nine = self._nine(seat)
        aces = sum(1 for x in nine if RANK_OF[x] == "A")
        jacks = sum(1 for x in nine if RANK_OF[x] == "J")
        if con.key == "stoet" and aces != 3:
            return "Stoet needs exactly 3 aces (counting the open card); with 4, bid Polk zonder."
        if con.key == "vierdeboer" and jacks < 3:
            return "4e boer needs 3 or 4 jacks (counting the open card)."
        if con.key == "halvestoet":
            if seat == self.dealer:
                return "The dealer may not bid Halve stoet."
            if aces != 2:
                return "Halve stoet needs exactly 2 aces (counting the open card)."
            if self.hs_void[seat]:
                return "Nobody sat with your Halve stoet; bid something else or pass."
        if self.high is not None:
            s, hi, hroem = self.high
            if s == seat:
                return "You hold the highest bid; you may raise only after someone overbids you."
            if idx > hi:
                return f"{con.title} is lower than the current bid {CONTRACTS[hi].title}."
            if idx == hi:
                way = "higher" if self._is_win_game(idx) else "lower"
                return (
                    f"To take {con.title} over you need {way} roem than {hroem} "
                    f"(you have {self.roems[seat]})."
                )
        return "You may not bid that now."

    def _explain_card(self, seat: int, card: str) -> str:
        hand = self.hands[seat]
        led = SUIT_OF[str(self.trick[0][1])] if self.trick else None
        allowed = self._legal_cards(seat)
        base = legal_cards(
            hand, [str(x[1]) for x in self.trick], self.trump, self.options.card_values
        )
        if card in base:
            return (
                "Until the mate is known you must try to become mate: play "
                + " or ".join(PRETTY[x] for x in allowed)
                + "."
            )
        if led is not None and self.trump is None:
            return f"You must follow suit: you hold {SUIT_WORDS[led]}."
        if led == self.trump:
            return "Trump was led and you hold trumps (besides the jack): play a trump."
        if SUIT_OF[card] == self.trump:
            return "The trick is trumped: a trump you play must beat it (no undertrumping)."
        return f"You must follow suit ({SUIT_WORDS[str(led)]}) or trump."

    # ------------------------------------------------------------------ views

    def view(self, player: str | None) -> dict[str, Any]:
        v = self._base_view(player)
        seat = self.players.index(player) if player in self.players else None
        names = self.players
        con = CONTRACTS[self.contract] if self.contract is not None else None
        mate_seen = self.mate is not None and (self.mate_public or seat == self.mate)
        v.update(
            {
                "deal": self.deal_no + 1,
                "deals": self.options.deals,
                "dealer": names[self.dealer],
                "phase": self.phase,
                "hand": sort_hand(self.hands[seat]) if seat is not None else [],
                "open_card": self.open_card,
                "bids": [[names[s], w, r] for s, w, r in self.bids],
                "high": (
                    {
                        "player": names[self.high[0]],
                        "contract": CONTRACTS[self.high[1]].key,
                        "roem": self.high[2],
                    }
                    if self.high is not None
                    else None
                ),
                "passed": [names[s] for s in range(4) if self.passed[s]],
                "my_roem": self.roems[seat] if seat is not None and self.phase == "bid" else None,
                "contract": con.key if con else None,
                "bidder": names[self.bidder] if self.bidder is not None else None,
                "mate": names[self.mate] if mate_seen and self.mate is not None else None,
                "alone": self.alone,
                "trump": SUIT_WORDS[self.trump] if self.trump else None,
                "bought": self.bought if self.phase not in ("bid", "buy") else None,
                "bought_from": (
                    names[self.bought_from]
                    if self.bought_from is not None and self.phase not in ("bid", "buy")
                    else None
                ),
                "gave_to_mate": self.gave_to_mate,
                "leader": names[self.leader] if self.phase == "play" else None,
                "trick": [[names[s], c] for s, c in self.trick],
                "tricks": [
                    {
                        "leader": names[t["leader"]],
                        "cards": [[names[s], c] for s, c in t["cards"]],
                        "winner": names[t["winner"]],
                    }
                    for t in self.tricks
                ],
                "won": {names[s]: self.won[s] for s in range(4)},
                "exposed": {
                    names[s]: sort_hand(self.hands[s]) for s in range(4) if self.exposed[s]
                },
                "discard": list(self.discards[seat]) if seat is not None else [],
                "given": list(self.given[seat]) if seat is not None else [],
                "hand_sizes": {names[s]: len(self.hands[s]) for s in range(4)},
                "rommelpot": self.rommel_count,
                "money": {names[s]: self.money[s] for s in range(4)},
                "last_result": self.last_result,
            }
        )
        return v

    def outcome(self) -> Outcome:
        money = {p: self.money[i] for i, p in enumerate(self.players)}
        levels = sorted(set(money.values()), reverse=True)
        ranking = [[p for p in self.players if money[p] == lv] for lv in levels]
        return Outcome(ranking=ranking, points={}, money=money)

    # ------------------------------------------------------------ persistence

    _FIELDS: ClassVar[tuple[str, ...]] = (
        "money", "deals_done", "deal_no", "dealer", "last_result", "hands", "open_card",
        "discards", "given", "rommel_count", "phase", "bid_turn", "passed", "high", "bids",
        "hs_void", "pending", "diezit_wait", "diezit_yes", "roems", "aces", "jacks",
        "contract", "bidder",
        "mate", "mate_public", "alone", "trump", "bought", "bought_from", "gave_to_mate",
        "chain_seat", "chain_steps", "leader", "trick", "tricks", "won", "exposed",
        "bidder_played", "opening",
    )  # fmt: skip

    def _dump(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self._FIELDS}

    def _load(self, state: dict[str, Any]) -> None:
        for k in self._FIELDS:
            setattr(self, k, state[k])
        self.over = self.phase == "over"
        self._events = []

    def cards_in_play(self) -> Counter[str]:
        out: Counter[str] = Counter()
        for s in range(4):
            out.update(self.hands[s])
            out.update(self.discards[s])
            out.update(self.given[s])
        if self.open_card is not None:
            out[self.open_card] += 1
        out.update(str(x[1]) for x in self.trick)
        for t in self.tricks:
            out.update(str(x[1]) for x in t["cards"])
        return out

    def full_deck(self) -> Counter[str]:
        return Counter(PACK)

    def redeal_hidden(self, player: str | None, rng: random.Random) -> Pandoer:
        other = self.copy()
        seat = self.players.index(player) if player in self.players else None
        places: list[list[str]] = []
        for s in range(4):
            if s == seat:
                continue
            if not self.exposed[s]:
                places.append(other.hands[s])
            places.append(other.discards[s])
            places.append(other.given[s])
        shuffle_places(places, rng)
        return other

    # ------------------------------------------------------------ presentation

    @classmethod
    def render(cls, view: Mapping[str, Any]) -> str:
        from games.pandoer.render import render_view

        return render_view(view)

    @classmethod
    def summary(cls, options: Any = None) -> str:
        from games.pandoer.render import summary_text

        opts = options if isinstance(options, PandoerOptions) else PandoerOptions()
        return summary_text(opts)

    def status_line(self) -> str:
        if self.over:
            return "Session over."
        what = self.phase
        if self.contract is not None:
            what = f"{self.c.title} by {mention(self.players[self.bidder or 0])}, {self.phase}"
        waiting = ", ".join(mention(p) for p in self.turn())
        return f"Deal {self.deal_no + 1}/{self.options.deals}: {what}; waiting on {waiting}."
