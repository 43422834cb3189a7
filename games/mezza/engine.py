"""The Mezza engine: a Shithead-family climbing game with half cards.

The engine only dispatches on the phase and the move's verb; the rules live in
their own modules: `exchange` (before play), `turns` (play), `pile` (what cards do
to the pile), `ending` (going out, places), `text` (lenient moves, reasons).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from games.base import Deck, Event, Game, Outcome, derive_rng, mention, shuffle_places
from games.message import ENGLISH, Msg, Words, marked
from games.mezza import exchange, labels, lines, text, turns
from games.mezza.ai import SEARCH_ROUNDS, choose, interject, interject_hard, standing
from games.mezza.cards import (
    COUNT_BIT,
    DECK_SIZE,
    HALF,
    PLAY,
    PLAYED,
    counts_of,
    deck_list,
    full_deck,
    parse_card,
)
from games.mezza.ending import ranking
from games.mezza.options import MezzaOptions
from games.mezza.phases import EXCHANGE as EXCHANGE_PHASE
from games.mezza.phases import PLAY as PLAY_PHASE
from games.mezza.phases import START as START_PHASE
from games.mezza.phases import Phase
from games.mezza.pile import can_play
from games.mezza.render import render_view, summary_text
from games.mezza.state import MezzaState, Table
from games.mezza.view import table_view
from games.picture_hooks import drawn_by
from games.shuffle import Shuffle

# `rng.shuffle`'s draws for the whole pack, worked out once: a deal is about a
# hundredth of a random game's work, most of it the shuffle.
shuffle_deck = Shuffle(DECK_SIZE)
# Bound once: every move looks itself up here, and under Python 3.11 the bound
# method measured some 500 instructions a move cheaper than `PLAYED.get(move)`.
played = PLAYED.get


class Mezza(Game):
    name: ClassVar[str] = "mezza"
    title: ClassVar[str] = "Mezza"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 7
    Options: ClassVar[type[MezzaOptions]] = MezzaOptions
    json_version: ClassVar[int] = 1
    move_limit: ClassVar[int] = 5_000
    move_help: ClassVar[str] = marked(
        "swap 7 9 — before play: hand card 7 goes face up, face-up 9 comes to hand\n"
        "ready — done exchanging\n"
        "play 7 — play one card (from hand, or face-up once hand and stock are gone)\n"
        "play 9 9 — several cards of one rank\n"
        "play 3.5 1/2 — a half card completed by your own ½ (counts as 4)\n"
        "play 1/2 — the ½ (also `play ½`); it leaves the rank below in force\n"
        "play 1/2 plain — (option completion_optional) a ½ that does not complete\n"
        "snatch 1/2 — out of turn: complete a 3½/6½/9½ on top with your ½\n"
        "cut 8 — (option cut_in) out of turn: the card(s) that make four of a kind\n"
        "pickup — take the whole pile when you cannot play\n"
        "flip — play a random face-down card blind"
    )

    options: MezzaOptions
    strategy = staticmethod(choose)
    interject = staticmethod(interject)
    interject_hard = staticmethod(interject_hard)
    table: Table

    # ------------------------------------------------------------------ setup

    @classmethod
    def seat_range(cls, options: Any) -> tuple[int, int]:
        o = options if isinstance(options, MezzaOptions) else MezzaOptions()
        per = o.face_down_cards + o.face_up_cards + o.hand_cards
        return 2, min(7 if o.seven_players else 6, DECK_SIZE // per)

    def _setup(self, deck: Deck | None) -> None:
        n = len(self.players)
        if deck is None:
            cards = deck_list()
            shuffle_deck(cards, derive_rng(self.seed, "deal", 0))
        else:
            cards = self._check_deck(deck)
        # Stacked decks deal in blocks: seat 0 takes 3 down, 3 up, 3 hand, then seat 1 ...
        o = self.options
        down, up, hand = o.face_down_cards, o.face_up_cards, o.hand_cards
        per = down + up + hand
        blocks = [cards[per * i : per * (i + 1)] for i in range(n)]
        # Stocks keep their top card last, so drawing is a pop(). A personal stock is
        # dealt round the table from the cards left over.
        rest = cards[per * n :]
        state = MezzaState(
            phase=Phase.EXCHANGE,
            hands=[b[down + up :] for b in blocks],
            ups=[b[down : down + up] for b in blocks],
            downs=[b[:down] for b in blocks],
            stocks=[rest[i::n][::-1] for i in range(n)] if o.stock == "personal" else [rest[::-1]],
            ready=[False] * n,
            active=[True] * n,
            points=[0] * n,
        )
        state.mark = state.progress()
        self.table = Table(self.players, self.seed, o, state)
        if not o.exchange:
            exchange.start(self.table)

    def _check_deck(self, deck: Deck) -> list[str]:
        if isinstance(deck, Mapping):
            raise ValueError("Mezza takes one stacked deck: a list of card codes, top first.")
        cards = [str(c) for c in deck]
        if len(cards) != DECK_SIZE:
            raise ValueError(f"A Mezza deck has {DECK_SIZE} cards, not {len(cards)}.")
        parsed = [parse_card(c) for c in cards]
        if any(p is None or p != c for p, c in zip(parsed, cards, strict=True)):
            bad = next(c for p, c in zip(parsed, cards, strict=True) if p != c)
            raise ValueError(f"{bad!r} is not a canonical Mezza card code.")
        if Counter(cards) != self.full_deck():
            raise ValueError("The stacked deck must hold exactly the 68 Mezza cards.")
        return cards

    # ------------------------------------------------------------- the contract

    def turn(self) -> list[str]:
        s = self.table.state
        phase = s.phase
        if phase is PLAY_PHASE:  # the hot path first; the enum's look-ups cost (see phases)
            return [self.players[s.current]]
        if phase is EXCHANGE_PHASE:
            return [p for p, r in zip(self.players, s.ready, strict=True) if not r]
        if phase is START_PHASE:
            # Mapped, not a comprehension: one that read `self` would make every call
            # of `turn`, the hot path's too, set up a cell for it first.
            return list(map(self.players.__getitem__, s.starters))
        return []

    # A plain attribute, not a property: every caller asks after every move, and an
    # attribute is read without a call. `_apply` and `_load` keep it equal to the
    # table's flag, which the rules set when the game ends.
    over: bool = False

    def _card_parser(self) -> Any:
        return parse_card

    def can_play(self, code: str) -> bool:
        """Whether `code` may go on the pile now (for the whole number of a combo too)."""
        return can_play(self.table.state, self.options, code)

    def _legal_moves(self, player: str) -> list[str]:
        t = self.table
        s = t.state
        phase = s.phase
        if phase is PLAY_PHASE:  # the hot path first; the enum's look-ups cost (see phases)
            seat = s.current
            if player == t.players[seat]:  # the seat whose turn it is, without a look-up
                return turns.turn_moves(t, seat)
            return turns.out_of_turn_moves(t, t.seat_of[player])
        seat = t.seat_of[player]
        if phase is EXCHANGE_PHASE:
            return exchange.exchange_moves(t, seat)
        if phase is START_PHASE and seat in s.starters:
            return PLAY[s.lowest][: s.hands[seat].count(s.lowest)]
        return []

    # ----------------------------------------------------------------- moves

    def _apply(self, player: str, move: str) -> list[Event]:
        t = self.table
        s = t.state
        play = played(move)
        if play is not None and s.phase is PLAY_PHASE:  # the common move, without parsing
            # In play a listed play is always the current seat's (out of turn a seat
            # snatches or cuts in, and says so).
            cards, counts = play
            events = turns.play_cards(t, s.current, cards, counts)
        elif move == "pickup":  # the next most common move, also the current seat's
            events = turns.pickup(t, s.current)
        else:
            events = self._other_move(t.seat_of[player], move)
        self.over = t.over
        return events

    def _other_move(self, seat: int, move: str) -> list[Event]:
        """Every move but a play of listed cards in play and a pick-up: the moves of
        one word as they are, the others parsed by their verb."""
        t = self.table
        s = t.state
        match move:
            case "flip":
                return turns.flip(t, seat)
            case "ready":
                return exchange.ready(t, seat)
        verb, _, rest = move.partition(" ")
        match verb:
            case "play":
                if s.phase is not PLAY_PHASE:  # the race to lead the lowest card is won
                    s.current = seat
                    s.phase = Phase.PLAY
                if rest == turns.PLAIN_HALF:
                    return turns.play_cards(t, seat, (HALF,), COUNT_BIT[HALF], complete=False)
                cards = tuple(rest.split())
                return turns.play_cards(t, seat, cards, counts_of(cards))
            case "snatch":
                s.current = seat
                return turns.play_cards(t, seat, (HALF,), COUNT_BIT[HALF], lines.snatches)
            case "cut":
                s.current = seat
                cards = tuple(rest.split())
                return turns.play_cards(t, seat, cards, counts_of(cards), lines.cuts_in)
            case _:  # swap
                return exchange.swap(t, seat, *rest.split())

    # ----------------------------------------------------------------- views

    def view(self, player: str | None) -> dict[str, Any]:
        v = self._base_view(player)
        v.update(
            table_view(self.table, self.table.seat_of.get(player) if player is not None else None)
        )
        return v

    def outcome(self) -> Outcome:
        s = self.table.state
        points = {p: s.points[i] for i, p in enumerate(self.players)}
        return Outcome(ranking=ranking(self.table), points=points, money={})

    @classmethod
    def render(cls, view: Mapping[str, Any], words: Words = ENGLISH) -> str:
        return render_view(view, words)

    picture = drawn_by("games.mezza.picture", "table_png")
    hand_picture = drawn_by("games.mezza.picture", "hand_png")
    move_label = labels.move_label

    @classmethod
    def summary(cls, options: Any = None, words: Words = ENGLISH) -> str:
        return summary_text(options if isinstance(options, MezzaOptions) else MezzaOptions(), words)

    # ------------------------------------------------------------- persistence

    def _dump(self) -> dict[str, Any]:
        return self.table.to_json_data()

    def _load(self, state: dict[str, Any]) -> None:
        self.table = Table(self.players, self.seed, self.options, MezzaState.from_dict(state))
        self.over = self.table.over

    def _clone_state(self) -> None:
        table = self.table = copy.copy(self.table)
        table.state = table.state.clone()
        table.forget_counts()

    def cards_in_play(self) -> Counter[str]:
        s = self.table.state
        c: Counter[str] = Counter()
        for stock in s.stocks:
            c.update(stock)
        for group in (s.hands, s.ups, s.downs):
            for cards in group:
                c.update(cards)
        c.update(s.pile)
        c.update(s.burned)
        return c

    def full_deck(self) -> Counter[str]:
        return full_deck()

    # ------------------------------------------------------- the hard computer

    def evaluate(self, player: str) -> float:
        """How well `player` stands, in [0, 1], where a hard computer's playout stops."""
        return standing(self.table, player)

    @property
    def search_horizon(self) -> int:
        """Plies a hard computer's playout runs before `evaluate` scores it."""
        return SEARCH_ROUNDS * len(self.players)

    def search_judges(self, player: str) -> bool:
        """Whether a hard computer's playouts can judge this seat's decision: not
        the exchange. Which cards lie face up shows only once the stock is gone,
        long past the horizon, while within it a strong card kept in hand looks
        the better, so a search there would overrule good swaps."""
        return self.table.state.phase != Phase.EXCHANGE

    def redeal_hidden(self, player: str | None, rng: random.Random) -> Self:
        other = self.clone()
        s = other.table.state
        seat = other.table.seat_of.get(player) if player is not None else None
        places: list[list[str]] = [*s.stocks, *s.downs]
        # The cards everyone saw go into a hand stay there; the rest of it is dealt anew.
        unseen: list[tuple[int, list[str]]] = []
        for i, hand in enumerate(s.hands):
            if i != seat:
                rest = list(hand)
                for card in s.seen[i]:
                    rest.remove(card)
                unseen.append((i, rest))
                places.append(rest)
        shuffle_places(places, rng)
        for i, rest in unseen:
            s.hands[i] = s.seen[i] + rest
        return other

    # ------------------------------------------------------ lenient moves, reasons

    def _canonical(self, player: str, text_: str) -> str:
        return text.canonical(self.table, player, text_)

    def _explain(self, player: str, move: str, legal: list[str]) -> str | Msg:
        return text.explain(self.table, player, move, legal)

    def _not_your_turn(self, player: str) -> str | Msg:
        return text.not_your_turn(self.table) or super()._not_your_turn(player)

    def status_line(self, words: Words = ENGLISH) -> str:
        if self.table.state.phase == Phase.EXCHANGE:
            # Mentions joined as they always were; a mention is no word to translate.
            waiting = ", ".join(mention(p) for p in self.turn())
            return words.t("Exchange: waiting on {players}.", players=waiting)
        return super().status_line(words)
