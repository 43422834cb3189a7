"""Muriel: face-down leads, claims and strays, hands to 300 points.

State is plain lists and ints indexed by seat, so `legal_moves` + `play` stay
cheap for random playouts. Per seat: `_hands` (kept sorted), `_known` (the
strays a seat received and has not shown again: public knowledge, since every
stray lay face up) and `_piles` (this hand's scoring pile, also public).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping
from typing import Any, cast

from games.base import Deck, Event, Game, Outcome, derive_rng, mention
from games.cards import parse_card
from games.moves import normalize_move
from games.muriel import labels
from games.muriel.ai import choose
from games.muriel.cards import (
    DECK,
    DECK_SIZE,
    POINTS_PER_DECK,
    PRETTY,
    SORT_KEY,
    VALUE,
    lowest_cards,
    points,
    show,
    sort_cards,
)
from games.muriel.claims import Resolution, resolve
from games.muriel.options import MurielOptions
from games.muriel.render import render_view, summary_text

LEAD = {c: "lead " + c for c in DECK}
PLAY = {c: "play " + c for c in DECK}
MAX_TIE_BREAK_HANDS = 3
_MAX_DRAW_ROUNDS = 50
_JOKER_WORDS = frozenset({"joker", "jokers", "jk", "x", "🃏"})


class Muriel(Game):
    name = "muriel"
    move_label = labels.move_label
    title = "Muriel"
    min_players = 3
    max_players = 9
    Options = MurielOptions
    # Proven bound for default options: a trick of k >= 2 cards takes >= 2 cards out,
    # so a hand needs at most n * 54 / 2 decisions (243 with 9 seats), and the hand
    # limit (10 hands for 9 seats) caps the game: 2,430 at most. Measured, random play,
    # 1,000 seeds a seat count: 9 seats mean 798 / max 1,074; 3 seats 166 / 240.
    move_limit = 2500
    move_help = (
        "lead <card>: lead the trick face down (only the leader), e.g. `lead 7h`\n"
        "play <card>: follow face up, e.g. `play Qs` or `play XR` (a joker)\n"
        "Players without cards pass automatically; the table never waits on them."
    )
    strategy = staticmethod(choose)

    options: MurielOptions

    # ----------------------------------------------------------------- set-up

    @classmethod
    def seat_range(cls, options: Any) -> tuple[int, int]:
        if cast(MurielOptions, options).nine_only:
            return 9, 9
        return cls.min_players, cls.max_players

    def _setup(self, deck: Deck | None) -> None:
        n = len(self.players)
        stacked: list[str] | None = None
        if deck is not None:
            stacked = self._check_deck(deck)
        self._cache_lookups()
        self._hand_no = 1
        self._totals = [0] * n
        self._hand_log: list[list[int]] = []
        self._extra = 0
        self._over = False
        self._end_reason = ""
        self._hand_limit = self._compute_hand_limit()
        self._dealer, self._draws = self._draw_for_dealer(1)
        self._deal(stacked)

    def _cache_lookups(self) -> None:
        """Plain attributes for what the hot path reads on every move."""
        self._seat = {p: i for i, p in enumerate(self.players)}
        self._names = [mention(p) for p in self.players]
        self._sequential = self.options.follow_mode == "sequential"

    @staticmethod
    def _check_deck(deck: Deck) -> list[str]:
        if isinstance(deck, Mapping | str):
            raise ValueError("A Muriel deck is one list of 54 card codes, top card first.")
        cards: list[str] = []
        for text in deck:
            code = parse_card(str(text))
            if code is None:
                raise ValueError(f"{text!r} is not a card code.")
            cards.append(code)
        if len(cards) != DECK_SIZE:
            raise ValueError(f"A Muriel deck has {DECK_SIZE} cards, not {len(cards)}.")
        if Counter(cards) != Counter(DECK):
            extra = sorted((Counter(cards) - Counter(DECK)).elements())
            raise ValueError(
                "The deck must be the 52 cards plus XR and XB exactly once each"
                + (f"; doubled: {', '.join(extra)}." if extra else ".")
            )
        return cards

    def _set_aside_count(self) -> int:
        return DECK_SIZE % len(self.players)

    def _compute_hand_limit(self) -> int:
        """Hands after which the game must have ended (termination guard).

        The points dealt in a hand are shared by n players, so the leader gains at
        least their average: after h hands someone has at least h * P / n.
        """
        n = len(self.players)
        r = self._set_aside_count()
        if self.options.short_table == "remove_low":
            worst = POINTS_PER_DECK - points(lowest_cards(r))
        else:
            worst = POINTS_PER_DECK - sum(sorted(VALUE.values(), reverse=True)[:r])
        return math.ceil(self.options.target * n / worst) + MAX_TIE_BREAK_HANDS

    def _draw_for_dealer(self, key: int) -> tuple[int, list[list[list[Any]]]]:
        """Everyone draws a card; the highest deals; players tied for it draw again."""
        contenders = list(range(len(self.players)))
        rounds: list[list[list[Any]]] = []
        for attempt in range(_MAX_DRAW_ROUNDS):
            cards = list(DECK)
            derive_rng(self.seed, "draw", key, attempt).shuffle(cards)
            drawn = [(s, cards[i]) for i, s in enumerate(contenders)]
            rounds.append([[s, c] for s, c in drawn])
            best = max(VALUE[c] for _, c in drawn)
            contenders = [s for s, c in drawn if VALUE[c] == best]
            if len(contenders) == 1:
                break
        return contenders[0], rounds

    def _deal(self, stacked: list[str] | None) -> None:
        n = len(self.players)
        if stacked is None:
            cards = list(DECK)
            derive_rng(self.seed, "deal", self._hand_no).shuffle(cards)
        else:
            cards = list(stacked)
        r = self._set_aside_count()
        self._removed: list[str] = []
        if r and self.options.short_table == "remove_low":
            self._removed = lowest_cards(r)
            gone = set(self._removed)
            cards = [c for c in cards if c not in gone]
        size = len(cards) // n
        self._hands: list[list[str]] = [
            sort_cards(cards[i * size : (i + 1) * size]) for i in range(n)
        ]
        self._set_aside = cards[n * size :]
        self._known: list[list[str]] = [[] for _ in range(n)]
        self._piles: list[list[str]] = [[] for _ in range(n)]
        self._leader = self._dealer
        self._lead: str | None = None
        self._table: list[tuple[int, str]] = []  # face-up follows
        self._waiting: list[int] = []  # followers still to play, in order
        self._hidden: list[list[Any]] = []  # simultaneous follows not yet shown
        self._trick_no = 0
        # leader, table, winner, claims, muriel, strays, receiver (seats, cards)
        self._last: list[Any] | None = None

    # ------------------------------------------------------------ the contract

    @property
    def over(self) -> bool:
        return self._over

    def turn(self) -> list[str]:
        if self._over:
            return []
        if self._lead is None:
            return [self.players[self._leader]]
        if self._sequential:
            return [self.players[self._waiting[0]]]
        return [self.players[s] for s in sorted(self._waiting)]

    def _legal_moves(self, player: str) -> list[str]:
        seat = self._seat[player]
        if self._lead is None:
            if seat == self._leader:
                return [LEAD[c] for c in self._hands[seat]]
            return []
        if self._sequential:
            if self._waiting[0] == seat:
                return [PLAY[c] for c in self._hands[seat]]
            return []
        if seat in self._waiting:
            return [PLAY[c] for c in self._hands[seat]]
        return []

    def _canonical(self, player: str, text: str) -> str:
        text = text.lower()
        for noise in ("face down", "face-down", "facedown", "face up", "face-up"):
            text = text.replace(noise, " ")
        move = normalize_move(text, parse_card)
        verb, _, rest = move.partition(" ")
        if " " in rest:
            # "queen of spades": the card is spelt in several words.
            rest = parse_card(rest) or rest
        if verb in _JOKER_WORDS and not rest:
            verb, rest = "play", verb
        if rest in _JOKER_WORDS:
            # Both jokers play alike, so a bare "joker" names the first one held.
            seat = self._seat.get(player)
            jokers = [c for c in self._hands[seat] if c in ("XR", "XB")] if seat is not None else []
            rest = jokers[0] if jokers else rest
        if verb in ("play", "lead", "follow", "reveal"):
            leading = self._lead is None and self._seat.get(player) == self._leader
            return ("lead " if leading else "play ") + rest
        return move

    def _explain(self, player: str, move: str, legal: list[str]) -> str:
        rest = move.partition(" ")[2]
        card = parse_card(rest) if rest else None
        seat = self._seat[player]
        if card is None:
            example = legal[0]
            return f"`{move}` is no Muriel move. Name a card from your hand, e.g. `{example}`."
        if card not in self._hands[seat]:
            if card == self._lead and seat == self._leader:
                return f"{PRETTY[card]} is already face down on the table."
            return f"You do not hold {PRETTY[card]}."
        return super()._explain(player, move, legal)

    def _apply(self, player: str, move: str) -> list[Event]:
        seat = self._seat[player]
        card = move[5:]
        hand = self._hands[seat]
        hand.remove(card)
        if move[0] == "l":
            return self._apply_lead(seat, card)
        if self._sequential:
            self._waiting.pop(0)
            self._table.append((seat, card))
            known = self._known[seat]
            if card in known:
                known.remove(card)
            events = [Event(f"{self._names[seat]} plays {PRETTY[card]}.")]
        else:
            self._waiting.remove(seat)
            self._hidden.append([seat, card])
            events = [
                Event(
                    f"{mention(player)} has chosen a card.",
                    private={player: f"You play {PRETTY[card]}."},
                )
            ]
        if not self._waiting:
            events += self._resolve_trick()
        return events

    def _apply_lead(self, seat: int, card: str) -> list[Event]:
        n = len(self.players)
        self._lead = card
        hands = self._hands
        self._waiting = [s for s in ((seat + i) % n for i in range(1, n)) if hands[s]]
        player = self.players[seat]
        events = [
            Event(
                f"{mention(player)} leads a card face down.",
                private={player: f"You lead {PRETTY[card]} face down."},
            )
        ]
        if not self._waiting:
            events += self._resolve_trick()
        return events

    # ------------------------------------------------------------------ tricks

    def _order_index(self) -> list[tuple[int, str]]:
        """The trick's cards in the order that decides 'first' and 'second'."""
        leader = self._leader
        lead = cast(str, self._lead)
        if self._hidden:
            n = len(self.players)
            hidden = sorted(self._hidden, key=lambda e: (int(e[0]) - leader) % n)
            entries = [(int(s), str(c)) for s, c in hidden]
        else:
            entries = list(self._table)
        if self.options.tie_order == "reveal":
            entries.append((leader, lead))
            return entries
        entries.insert(0, (leader, lead))
        return entries

    def _resolve_trick(self) -> list[Event]:
        n = len(self.players)
        names = self._names
        leader = self._leader
        lead = cast(str, self._lead)
        table = self._order_index()
        result = resolve(table, self.options.muriel_rule)
        shown = ""
        if self._hidden:
            for s, c in self._hidden:
                if c in self._known[s]:
                    self._known[s].remove(c)
            shown = " Followers show: " + ", ".join(
                f"{names[s]} {PRETTY[c]}" for s, c in table if c != lead
            )
            self._hidden = []
        if self._known[leader] and lead in self._known[leader]:
            self._known[leader].remove(lead)
        winner = result.winner
        claim_cards = [c for _, c in result.claims]
        stray_cards = [c for _, c in result.strays]
        self._piles[winner] += claim_cards
        receiver = self._stray_receiver(leader, winner)
        text = f"{names[leader]} reveals {PRETTY[lead]}.{shown} " + self._claim_text(
            result, claim_cards
        )
        if stray_cards:
            hand = self._hands[receiver]
            hand += stray_cards
            hand.sort(key=SORT_KEY.__getitem__)
            known = self._known[receiver]
            known += stray_cards
            text += f" Strays {show(stray_cards)} go to {names[receiver]}."
            if len(known) == len(hand):
                text += f" {names[receiver]} holds a strategic known."
        self._trick_no += 1
        self._last = [leader, table, winner, claim_cards, result.muriel, stray_cards, receiver]
        self._lead = None
        self._table = []
        self._waiting = []
        events = [Event(text)]
        if self.options.end_check == "first_to_reach" and (
            self._totals[winner] + points(self._piles[winner]) >= self.options.target
        ):
            events.append(self._settle_hand(final=True))
            return events
        hands = self._hands
        if hands[receiver]:
            self._leader = receiver
            return events
        for i in range(1, n):
            s = (receiver + i) % n
            if hands[s]:
                self._leader = s
                return events
        events += self._end_hand()
        return events

    def _claim_text(self, result: Resolution, claim_cards: list[str]) -> str:
        who = self._names[result.winner]
        worth = points(claim_cards)
        if result.muriel:
            return f"A muriel! {who} takes {show(claim_cards)} ({worth} points)."
        return f"{who} claims {show(claim_cards)} ({worth} points)."

    def _stray_receiver(self, leader: int, winner: int) -> int:
        rule = self.options.next_leader
        n = len(self.players)
        if rule == "rotate":
            return (leader + 1) % n
        if rule == "claim_winner":
            return winner
        return (winner + 1) % n

    # ------------------------------------------------------------- hands, end

    def _settle_hand(self, final: bool) -> Event:
        scores = [points(p) for p in self._piles]
        for i, s in enumerate(scores):
            self._totals[i] += s
        self._hand_log.append(scores)
        line = ", ".join(
            f"{mention(p)} {s} ({self._totals[i]})"
            for i, (p, s) in enumerate(zip(self.players, scores, strict=True))
        )
        text = f"Hand {self._hand_no} is over: {line}."
        if final:
            self._finish("target")
            text += " " + self._result_text()
        return Event(text, points={p: scores[i] for i, p in enumerate(self.players)})

    def _end_hand(self) -> list[Event]:
        settle = self._settle_hand(final=False)
        events = [settle]
        totals = self._totals
        top = max(totals)
        if top >= self.options.target:
            leaders = [i for i, t in enumerate(totals) if t == top]
            if (
                len(leaders) > 1
                and self.options.tie_break == "extra_hand"
                and self._extra < MAX_TIE_BREAK_HANDS
            ):
                self._extra += 1
                events.append(Event(f"A tie at {top}: an extra hand decides."))
            else:
                self._finish("target")
                return [Event(settle.text + " " + self._result_text(), points=settle.points)]
        if self._hand_no >= self._hand_limit:
            self._finish("hand_limit")
            return [
                Event(
                    settle.text + " The hand limit is reached. " + self._result_text(),
                    points=settle.points,
                )
            ]
        self._hand_no += 1
        self._dealer = self._next_dealer()
        self._deal(None)
        events.append(
            Event(f"Hand {self._hand_no}: {mention(self.players[self._dealer])} deals and leads.")
        )
        return events

    def _next_dealer(self) -> int:
        rule = self.options.dealer_rule
        n = len(self.players)
        if rule != "redraw":
            self._draws = []
        if rule == "rotate":
            return (self._dealer + 1) % n
        if rule == "redraw":
            dealer, self._draws = self._draw_for_dealer(self._hand_no)
            return dealer
        last = self._hand_log[-1]
        best = max(last)
        for i in range(1, n + 1):
            s = (self._dealer + i) % n
            if last[s] == best:
                return s
        return self._dealer  # pragma: no cover - some seat holds the maximum

    def _finish(self, reason: str) -> None:
        self._over = True
        self._end_reason = reason
        self._waiting = []

    def _result_text(self) -> str:
        first = self.outcome().ranking[0]
        names = " and ".join(mention(p) for p in first)
        pts = self._totals[self._seat[first[0]]]
        verb = "win" if len(first) > 1 else "wins"
        return f"{names} {verb} with {pts} points."

    def outcome(self) -> Outcome:
        totals = self._totals
        order = sorted(range(len(self.players)), key=lambda i: -totals[i])
        ranking: list[list[str]] = []
        last: int | None = None
        for i in order:
            if last is not None and totals[i] == last:
                ranking[-1].append(self.players[i])
            else:
                ranking.append([self.players[i]])
            last = totals[i]
        return Outcome(
            ranking=ranking,
            points={p: totals[i] for i, p in enumerate(self.players)},
            money={},
        )

    # ------------------------------------------------------------------- views

    def _possession(self, seat: int) -> int:
        """Cards a seat holds, counting a face-down card it has put on the table."""
        count = len(self._hands[seat])
        if self._lead is not None and seat == self._leader:
            count += 1
        return count + sum(1 for s, _ in self._hidden if s == seat)

    def view(self, player: str | None) -> dict[str, Any]:
        v = self._base_view(player)
        seat = self._seat.get(player) if player is not None else None
        players = self.players
        lead_down = self._lead is not None
        v.update(
            {
                "hand": list(self._hands[seat]) if seat is not None else [],
                "hand_no": self._hand_no,
                "trick_no": self._trick_no + 1,
                "target": self.options.target,
                "dealer": players[self._dealer],
                "leader": players[self._leader],
                "lead": "down" if lead_down else None,
                "your_lead": self._lead if lead_down and seat == self._leader else None,
                "table": [[players[s], c] for s, c in self._table],
                "chosen": [players[s] for s, _ in sorted(self._hidden)],
                "your_choice": next((c for s, c in self._hidden if s == seat), None),
                "hand_sizes": {p: len(self._hands[i]) for i, p in enumerate(players)},
                "known": {p: sort_cards(self._known[i]) for i, p in enumerate(players)},
                "strategic_known": [
                    p
                    for i, p in enumerate(players)
                    if self._known[i] and len(self._known[i]) == self._possession(i)
                ],
                "piles": {p: sort_cards(self._piles[i]) for i, p in enumerate(players)},
                "hand_points": {p: points(self._piles[i]) for i, p in enumerate(players)},
                "totals": {p: self._totals[i] for i, p in enumerate(players)},
                "hand_log": [list(h) for h in self._hand_log],
                "set_aside": len(self._set_aside),
                "removed": list(self._removed),
                "draws": [[[players[s], c] for s, c in r] for r in self._draws],
                "stray_receiver": self._stray_receiver_preview(),
                "last_trick": self._last_view(),
                "end_reason": self._end_reason or None,
            }
        )
        return v

    def _last_view(self) -> dict[str, Any] | None:
        if self._last is None:
            return None
        leader, table, winner, claims, muriel, strays, receiver = self._last
        players = self.players
        return {
            "trick": self._trick_no,
            "leader": players[leader],
            "cards": [[players[s], c] for s, c in table],
            "winner": players[winner],
            "claims": list(claims),
            "muriel": muriel,
            "strays": list(strays),
            "receiver": players[receiver] if strays else None,
        }

    def _stray_receiver_preview(self) -> str | None:
        """Who gets this trick's strays, where the rule already says (rotate)."""
        if self.options.next_leader == "rotate":
            return self.players[(self._leader + 1) % len(self.players)]
        return None

    def status_line(self) -> str:
        if self._over:
            return "Game over. " + self._result_text()
        return (
            f"Hand {self._hand_no}, trick {self._trick_no + 1}: waiting on "
            + ", ".join(mention(p) for p in self.turn())
            + "."
        )

    @classmethod
    def render(cls, view: Mapping[str, Any]) -> str:
        return render_view(view)

    @classmethod
    def summary(cls, options: Any = None) -> str:
        opts = options if isinstance(options, MurielOptions) else MurielOptions()
        return summary_text(opts)

    # ------------------------------------------------------------- persistence

    def _dump(self) -> dict[str, Any]:
        return {
            "hand_no": self._hand_no,
            "totals": self._totals,
            "hand_log": self._hand_log,
            "extra": self._extra,
            "over": self._over,
            "end_reason": self._end_reason,
            "dealer": self._dealer,
            "draws": self._draws,
            "hands": self._hands,
            "set_aside": self._set_aside,
            "removed": self._removed,
            "known": self._known,
            "piles": self._piles,
            "leader": self._leader,
            "lead": self._lead,
            "table": self._table,
            "waiting": self._waiting,
            "hidden": self._hidden,
            "trick_no": self._trick_no,
            "last": self._last,
        }

    def _load(self, state: dict[str, Any]) -> None:
        self._cache_lookups()
        self._hand_limit = self._compute_hand_limit()
        self._hand_no = state["hand_no"]
        self._totals = state["totals"]
        self._hand_log = state["hand_log"]
        self._extra = state["extra"]
        self._over = state["over"]
        self._end_reason = state["end_reason"]
        self._dealer = state["dealer"]
        self._draws = state["draws"]
        self._hands = state["hands"]
        self._set_aside = state["set_aside"]
        self._removed = state["removed"]
        self._known = state["known"]
        self._piles = state["piles"]
        self._leader = state["leader"]
        self._lead = state["lead"]
        self._table = [(s, c) for s, c in state["table"]]
        self._waiting = state["waiting"]
        self._hidden = state["hidden"]
        self._trick_no = state["trick_no"]
        self._last = state["last"]

    # --------------------------------------------------- hooks for tests/tools

    def full_deck(self) -> Counter[str]:
        return Counter(DECK)

    def cards_in_play(self) -> Counter[str]:
        c: Counter[str] = Counter()
        for cards in (*self._hands, *self._piles, self._set_aside, self._removed):
            c.update(cards)
        c.update(card for _, card in self._table)
        c.update(card for _, card in self._hidden)
        if self._lead is not None:
            c[self._lead] += 1
        return c

    def redeal_hidden(self, player: str | None, rng: random.Random) -> Muriel:
        """Shuffle every card `player` cannot see among the places they cannot see.

        A seat's known strays stay with that seat (everyone saw them arrive), but may
        swap with its face-down card; the unknown rest of each hand, the face-down
        cards and the set-aside cards are pooled and dealt back in the same sizes.
        """
        g = self.copy()
        me = g._seat.get(player) if player is not None else None
        others = [s for s in range(len(g.players)) if s != me]
        pool: list[str] = list(g._set_aside)
        holdings: dict[int, tuple[list[str], int]] = {}
        for s in others:
            mine = list(g._hands[s])
            if g._lead is not None and s == g._leader:
                mine.append(g._lead)
            mine += [c for t, c in g._hidden if t == s]
            known = set(g._known[s])
            unknown = [c for c in mine if c not in known]
            pool += unknown
            holdings[s] = ([c for c in mine if c in known], len(unknown))
        rng.shuffle(pool)
        g._set_aside = [pool.pop() for _ in g._set_aside]
        for s, (known_cards, count) in holdings.items():
            mine = known_cards + [pool.pop() for _ in range(count)]
            rng.shuffle(mine)
            if g._lead is not None and s == g._leader:
                g._lead = mine.pop()
            for entry in g._hidden:
                if entry[0] == s:
                    entry[1] = mine.pop()
            g._hands[s] = sort_cards(mine)
        return g
