"""Muriel: face-down leads, claims and strays, hands to 300 points.

The engine only dispatches on the phase; the rules live in their own modules:
`dealing` (the draw for dealer, the deal), `tricks` (lead and follow), `claims`
(who takes what), `scoring` (hands, target, end), `text` (lenient moves, reasons).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any, cast

from games.base import Deck, Event, Game, Outcome
from games.message import ENGLISH, Msg, Player, Words, items, marked
from games.muriel import labels, text, tricks
from games.muriel.ai import SEARCH_TRICKS, choose, standing
from games.muriel.cards import DECK, sort_cards
from games.muriel.dealing import check_deck, deal, draw_for_dealer, hand_limit
from games.muriel.moves import CARD_OF, HeldMoves
from games.muriel.options import MurielOptions
from games.muriel.phases import FOLLOW, LEAD
from games.muriel.render import render_view, summary_text
from games.muriel.scoring import ranking, result_message
from games.muriel.state import Hand, Session, Table, held_moves
from games.muriel.view import table_view
from games.picture_hooks import drawn_by


class Muriel(Game):
    name = "muriel"
    title = "Muriel"
    min_players = 3
    max_players = 9
    Options = MurielOptions
    # Proven bound for default options: a trick of k >= 2 cards takes >= 2 cards out,
    # so a hand needs at most n * 54 / 2 decisions (243 with 9 seats), and the hand
    # limit (10 hands for 9 seats) caps the game: 2,430 at most. Measured, random play,
    # 1,000 seeds a seat count: 9 seats mean 798 / max 1,074; 3 seats 166 / 240.
    move_limit = 2500
    move_help = marked(
        "lead <card>: lead the trick face down (only the leader), e.g. `lead 7h`\n"
        "play <card>: follow face up, e.g. `play Qs` or `play XR` (a joker)\n"
        "Players without cards pass automatically; the table never waits on them."
    )
    strategy = staticmethod(choose)

    options: MurielOptions
    table: Table
    # A plain attribute, not a property: the base class asks it twice a move and a
    # search once more, and a property costs several times an attribute read.
    # `_apply` and `_load` keep it equal to `table.session.over`.
    over: bool = False

    # ----------------------------------------------------------------- set-up

    @classmethod
    def seat_range(cls, options: Any) -> tuple[int, int]:
        if cast(MurielOptions, options).nine_only:
            return 9, 9
        return cls.min_players, cls.max_players

    def _setup(self, deck: Deck | None) -> None:
        n = len(self.players)
        stacked = check_deck(deck) if deck is not None else None
        dealer, draws = draw_for_dealer(self.seed, n, 1)
        session = Session(totals=[0] * n, dealer=dealer, draws=draws)
        hand = deal(self.seed, n, self.options, session.hand_no, dealer, stacked)
        self.table = Table(
            self.players, self.seed, self.options, session, hand, hand_limit(n, self.options)
        )

    # ------------------------------------------------------------ the contract

    def turn(self) -> list[str]:
        t = self.table
        phase = t.phase
        if phase is FOLLOW:
            if t.sequential:
                return [self.players[t.hand.waiting[0]]]
            return [self.players[s] for s in sorted(t.hand.waiting)]
        if phase is LEAD:
            return [self.players[t.hand.leader]]
        return []

    def _legal_moves(self, player: str) -> list[str]:
        # The held moves themselves, not a copy: the base class keeps this list only
        # until the next move and gives callers copies of it.
        t = self.table
        hand = t.hand
        seat = t.seat_of[player]
        phase = t.phase
        held = t.held
        if held.hands is not hand.hands:
            held = held_moves(t)
        if phase is FOLLOW:
            # In turn: only the first of the waiting moves; all at once: any of them.
            if (seat == hand.waiting[0]) if t.sequential else (seat in hand.waiting):
                return held.plays[seat]
        elif phase is LEAD and seat == hand.leader:
            return held.leads[seat]
        return []

    def _canonical(self, player: str, text_: str) -> str:
        return text.canonical(self.table, player, text_)

    def _explain(self, player: str, move: str, legal: list[str]) -> str | Msg:
        reason = text.explain(self.table, player, move, legal)
        return reason or super()._explain(player, move, legal)

    def _apply(self, player: str, move: str) -> list[Event]:
        t = self.table
        seat = t.seat_of[player]
        card = CARD_OF[move]
        # The card leaves the hand, its moves with it. `held` matches the hands: the
        # base class lists the legal moves, which makes it so, before every move.
        held = t.held
        cards = held.hands[seat]
        at = cards.index(card)
        del cards[at], held.leads[seat][at], held.plays[seat][at]
        events = tricks.follow(t, seat, card) if t.phase is FOLLOW else tricks.lead(t, seat, card)
        self.over = t.session.over
        return events

    def outcome(self) -> Outcome:
        totals = self.table.session.totals
        return Outcome(
            ranking=ranking(self.table),
            points={p: totals[i] for i, p in enumerate(self.players)},
            money={},
        )

    # ------------------------------------------------------------------- views

    def view(self, player: str | None) -> dict[str, Any]:
        v = self._base_view(player)
        seat = self.table.seat_of.get(player) if player is not None else None
        v.update(table_view(self.table, seat))
        return v

    def status_line(self, words: Words = ENGLISH) -> str:
        t = self.table
        if t.session.over:
            return words.t("Game over.") + " " + words.say(result_message(t))
        return words.t(
            "Hand {hand}, trick {trick}: waiting on {players}.",
            hand=t.session.hand_no,
            trick=t.hand.trick_no + 1,
            players=items([Player(p) for p in self.turn()]),
        )

    @classmethod
    def render(cls, view: Mapping[str, Any], words: Words = ENGLISH) -> str:
        return render_view(view, words)

    picture = drawn_by("games.muriel.picture", "table_png")
    hand_picture = drawn_by("games.muriel.picture", "hand_png")
    move_label = labels.move_label

    @classmethod
    def summary(cls, options: Any = None, words: Words = ENGLISH) -> str:
        opts = options if isinstance(options, MurielOptions) else MurielOptions()
        return summary_text(opts, words)

    # ------------------------------------------------------------- persistence

    def _dump(self) -> dict[str, Any]:
        return self.table.to_json_data()

    def _load(self, state: dict[str, Any]) -> None:
        n = len(self.players)
        self.table = Table(
            self.players,
            self.seed,
            self.options,
            Session.from_dict(state),
            Hand.from_dict(state),
            hand_limit(n, self.options),
        )
        self.over = self.table.session.over

    def _clone_state(self) -> None:
        table = self.table = copy.copy(self.table)
        table.session = table.session.clone()
        held = held_moves(table)
        table.hand = table.hand.clone()
        table.held = held.copy_for(table.hand.hands)

    # ------------------------------------------------------- the hard computer

    def evaluate(self, player: str) -> float:
        """How well `player` stands, in [0, 1], where a hard computer's playout stops."""
        return standing(self.table, player)

    @property
    def search_horizon(self) -> int:
        """Plies a hard computer's playout runs before `evaluate` scores it."""
        return SEARCH_TRICKS * len(self.players)

    # --------------------------------------------------- hooks for tests/tools

    def full_deck(self) -> Counter[str]:
        return Counter(DECK)

    def cards_in_play(self) -> Counter[str]:
        hand = self.table.hand
        c: Counter[str] = Counter()
        for cards in (*hand.hands, *hand.piles, hand.set_aside, hand.removed):
            c.update(cards)
        c.update(card for _, card in hand.table)
        c.update(card for _, card in hand.hidden)
        if hand.lead is not None:
            c[hand.lead] += 1
        return c

    def redeal_hidden(self, player: str | None, rng: random.Random) -> Muriel:
        """Shuffle every card `player` cannot see among the places they cannot see.

        A seat's known strays stay with that seat (everyone saw them arrive), but may
        swap with its face-down card; the unknown rest of each hand, the face-down
        cards and the set-aside cards are pooled and dealt back in the same sizes.
        """
        g = self.clone()
        hand = g.table.hand
        me = g.table.seat_of.get(player) if player is not None else None
        others = [s for s in range(len(g.players)) if s != me]
        pool: list[str] = list(hand.set_aside)
        holdings: dict[int, tuple[list[str], int]] = {}
        for s in others:
            mine = list(hand.hands[s])
            if hand.lead is not None and s == hand.leader:
                mine.append(hand.lead)
            mine += [c for seat, c in hand.hidden if seat == s]
            known = set(hand.known[s])
            unknown = [c for c in mine if c not in known]
            pool += unknown
            holdings[s] = ([c for c in mine if c in known], len(unknown))
        pool.sort()  # the deal must not depend on where the hidden cards lay
        rng.shuffle(pool)
        hand.set_aside = [pool.pop() for _ in hand.set_aside]
        for s, (known_cards, count) in holdings.items():
            mine = known_cards + [pool.pop() for _ in range(count)]
            rng.shuffle(mine)
            if hand.lead is not None and s == hand.leader:
                hand.lead = mine.pop()
            for entry in hand.hidden:
                if entry[0] == s:
                    entry[1] = mine.pop()
            hand.hands[s] = sort_cards(mine)
        g.table.held = HeldMoves(hand.hands)
        return g
