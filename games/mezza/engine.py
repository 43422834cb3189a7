"""The Mezza engine: a Shithead-family climbing game with half cards.

State is plain lists and ints so `legal_moves` + `play` stay cheap. The pile
keeps three derived facts beside its physical cards: the rank in force (half
units, 0 = anything goes), whether the "4 or lower" restriction is on, and
whether the top card is a 3½/6½/9½ a ½ may still complete.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from games.base import Deck, Event, Game, Outcome, derive_rng, mention, shuffle_places
from games.cards import parse_mezza_card
from games.mezza import labels, rules
from games.mezza.ai import choose, interject
from games.mezza.cards import (
    COMBO,
    DECK_SIZE,
    HALF,
    HALF_CARDS,
    LOWER_LIMIT,
    PLAY,
    START_ORDER,
    VALUE,
    WHOLE,
    deck_list,
    show,
    sort_cards,
)
from games.mezza.options import MezzaOptions
from games.mezza.render import render_view, summary_text

ORDER = tuple(sorted(START_ORDER, key=START_ORDER.__getitem__))
FORCE_CODE = {v: k for k, v in VALUE.items()}
PLAIN_HALF = HALF + " plain"  # a ½ laid on an open half card without completing it


class Mezza(Game):
    name: ClassVar[str] = "mezza"
    move_label = labels.move_label
    title: ClassVar[str] = "Mezza"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 7
    Options: ClassVar[type[MezzaOptions]] = MezzaOptions
    json_version: ClassVar[int] = 1
    move_limit: ClassVar[int] = 5_000
    move_help: ClassVar[str] = (
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
            derive_rng(self.seed, "deal", 0).shuffle(cards)
        else:
            cards = self._check_deck(deck)
        # Stacked decks deal in blocks: seat 0 takes 3 down, 3 up, 3 hand, then seat 1 ...
        o = self.options
        down, up, hand = o.face_down_cards, o.face_up_cards, o.hand_cards
        per = down + up + hand
        blocks = [cards[per * i : per * (i + 1)] for i in range(n)]
        self.downs = [b[:down] for b in blocks]
        self.ups = [b[down : down + up] for b in blocks]
        self.hands = [b[down + up :] for b in blocks]
        # Stocks keep their top card last, so drawing is a pop(). A personal stock is
        # dealt round the table from the cards left over.
        rest = cards[per * n :]
        if o.stock == "personal":
            self.stocks = [rest[i::n][::-1] for i in range(n)]
        else:
            self.stocks = [rest[::-1]]
        self.pile: list[str] = []
        self.burned: list[str] = []
        self.completed: list[int] = []  # pile positions of half cards a ½ completed
        self.force = 0
        self.lower = False
        self.open_half = False
        self.current = 0
        self.ready = [False] * n
        self.starters: list[int] = []
        self.opening = False
        self.lowest = ""
        self.finished: list[int] = []
        self.tail: list[list[int]] = []
        self.active = [True] * n
        self.points = [0] * n
        self.flips = 0
        self.stall = 0
        self.mark = self._progress()
        self.plays = 0
        self.ended = ""
        self.last = ""
        self.phase = "exchange"
        self._index()
        if not self.options.exchange:
            self._start()

    def _check_deck(self, deck: Deck) -> list[str]:
        if isinstance(deck, Mapping):
            raise ValueError("Mezza takes one stacked deck: a list of card codes, top first.")
        cards = [str(c) for c in deck]
        if len(cards) != DECK_SIZE:
            raise ValueError(f"A Mezza deck has {DECK_SIZE} cards, not {len(cards)}.")
        parsed = [parse_mezza_card(c) for c in cards]
        if any(p is None or p != c for p, c in zip(parsed, cards, strict=True)):
            bad = next(c for p, c in zip(parsed, cards, strict=True) if p != c)
            raise ValueError(f"{bad!r} is not a canonical Mezza card code.")
        if Counter(cards) != self.full_deck():
            raise ValueError("The stacked deck must hold exactly the 68 Mezza cards.")
        return cards

    def _index(self) -> None:
        self.seat = {p: i for i, p in enumerate(self.players)}
        self._playable_cache: dict[int, tuple[str, ...]] = {}
        self._combos = self.options.self_combo and self.options.completion

    # ------------------------------------------------------------- the contract

    def turn(self) -> list[str]:
        if self.phase == "play":
            return [self.players[self.current]]
        if self.phase == "exchange":
            return [p for p, r in zip(self.players, self.ready, strict=True) if not r]
        if self.phase == "start":
            return [self.players[s] for s in self.starters]
        return []

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def _card_parser(self) -> Any:
        return parse_mezza_card

    def can_play(self, code: str) -> bool:
        """Whether `code` may go on the pile now (for the whole number of a combo too)."""
        if code == HALF or code == "0":
            return True
        opts = self.options
        if self.lower:
            if code == "10":
                return opts.ten_beats_lower
            return VALUE[code] <= LOWER_LIMIT
        if opts.lower_card_is_wild and code == opts.lower_card:
            return True
        return VALUE[code] >= self.force

    def _playable(self) -> tuple[str, ...]:
        """The codes `can_play` allows now, in start order; cached per pile state."""
        key = self.force * 2 + self.lower
        found = self._playable_cache.get(key)
        if found is None:
            found = tuple(c for c in ORDER if self.can_play(c))
            self._playable_cache[key] = found
        return found

    def source(self, seat: int) -> list[str] | None:
        """The cards `seat` plays from now: hand, then face-up; None = blind face-down."""
        hand = self.hands[seat]
        if hand:
            return hand
        if self.ups[seat]:
            return self.ups[seat]
        return None

    def _legal_moves(self, player: str) -> list[str]:
        seat = self.seat[player]
        phase = self.phase
        if phase == "play":
            if seat == self.current:
                return self._turn_moves(seat)
            if self.options.cut_in:
                return self._snatch_moves(seat) + self._cut_moves(seat)
            return self._snatch_moves(seat)
        if phase == "exchange":
            if self.ready[seat]:
                return []
            moves = []
            hand, up = self.hands[seat], self.ups[seat]
            for h in sort_cards(list(set(hand))):
                for u in sort_cards(list(set(up))):
                    if h != u:
                        moves.append(f"swap {h} {u}")
            moves.append("ready")
            return moves
        if phase == "start" and seat in self.starters:
            return PLAY[self.lowest][: self.hands[seat].count(self.lowest)]
        return []

    def _turn_moves(self, seat: int) -> list[str]:
        src = self.source(seat)
        voluntary = self.options.allow_voluntary_pickup and bool(self.pile)
        if src is None:
            return ["flip", "pickup"] if voluntary else ["flip"]
        count = src.count  # hands grow big after pick-ups; list.count runs in C
        if self.opening:
            return PLAY[self.lowest][: count(self.lowest)]
        present = set(src)
        moves: list[str] = []
        for code in self._playable():
            if code in present:
                moves.extend(PLAY[code][: count(code)])
        if HALF in present and self._combos:
            can = self.can_play
            for code in HALF_CARDS:
                if code in present and can(WHOLE[code]):
                    moves.extend(COMBO[code][: count(code)])
        if self.open_half and HALF in present and self.options.completion_optional:
            moves.append("play " + PLAIN_HALF)
        if not moves:
            return ["pickup"]
        if voluntary:
            moves.append("pickup")
        return moves

    def _cut_moves(self, seat: int) -> list[str]:
        """Out of turn, the cards that make four of a kind on top (option `cut_in`)."""
        if (
            not self.pile
            or not self.active[seat]
            or self.options.four_of_a_kind != "across_players"
        ):
            return []
        rank, n = rules.top_run(self)
        src = self.source(seat)
        need = 4 - n
        if not rank or need < 1 or src is None or src.count(rank) < need:
            return []
        return ["cut " + " ".join([rank] * need)]

    def _snatch_moves(self, seat: int) -> list[str]:
        mode = self.options.snatch
        if mode == "off" or not self.active[seat]:
            return []
        if mode == "complete_half":
            if not self.open_half:
                return []
        elif not self.pile:
            return []
        src = self.source(seat)
        if src is not None and HALF in src:
            return ["snatch 1/2"]
        return []

    # ----------------------------------------------------------------- moves

    def _apply(self, player: str, move: str) -> list[Event]:
        seat = self.seat[player]
        verb, _, rest = move.partition(" ")
        if verb == "play":
            if self.phase == "start":
                self.current = seat
                self.phase = "play"
            if rest == PLAIN_HALF:
                return self._play_cards(seat, [HALF], "plays", complete=False)
            return self._play_cards(seat, rest.split(), "plays")
        if verb == "pickup":
            return self._pickup(seat, f"{mention(player)} picks up the pile")
        if verb == "flip":
            return self._flip(seat)
        if verb == "snatch":
            self.current = seat
            return self._play_cards(seat, [HALF], "snatches the turn with")
        if verb == "cut":
            self.current = seat
            return self._play_cards(seat, rest.split(), "cuts in with")
        if verb == "swap":
            return self._swap(seat, *rest.split())
        return self._ready(seat)

    def _swap(self, seat: int, h: str, u: str) -> list[Event]:
        hand, up = self.hands[seat], self.ups[seat]
        hand[hand.index(h)] = u
        up[up.index(u)] = h
        who = mention(self.players[seat])
        text = f"{who} puts {show([h])} face up and takes {show([u])} into hand."
        self.last = text
        return [Event(text=text)]

    def _ready(self, seat: int) -> list[Event]:
        self.ready[seat] = True
        text = f"{mention(self.players[seat])} is ready."
        events = [Event(text=text)]
        self.last = text
        if all(self.ready):
            events += self._start()
        return events

    def _start(self) -> list[Event]:
        """After the exchange: the lowest card in hand (½ lowest) decides who starts."""
        low = min((c for hand in self.hands for c in hand), key=START_ORDER.__getitem__)
        tied = [s for s, hand in enumerate(self.hands) if low in hand]
        self.lowest = low
        if self.options.start_tie == "race" and len(tied) > 1:
            self.phase = "start"
            self.starters = tied
            names = ", ".join(mention(self.players[s]) for s in tied)
            text = f"{names} hold the lowest card; the first to lead it starts."
            private = {self.players[s]: f"Lead your {show([low])} to start." for s in tied}
        else:
            self.phase = "play"
            self.current = tied[0]
            self.opening = self.options.must_lead_lowest
            starter = self.players[tied[0]]
            text = f"{mention(starter)} holds the lowest card and starts."
            private = {starter: f"You start: {show([low])} is the lowest card in play."}
        self.last = text
        return [Event(text=text, private=private)]

    def _play_cards(
        self, seat: int, cards: list[str], verb: str, complete: bool = True
    ) -> list[Event]:
        player = self.players[seat]
        src = self.hands[seat] or self.ups[seat]
        for c in cards:
            src.remove(c)
        self.opening = False
        parts = [f"{mention(player)} {verb} {show(cards)}"]
        if not complete:
            parts.append("without completing")
        return self._after_lay(seat, cards, parts, complete)

    def _flip(self, seat: int) -> list[Event]:
        player = self.players[seat]
        down = self.downs[seat]
        idx = derive_rng(self.seed, "flip", self.flips).randrange(len(down))
        self.flips += 1
        card = down.pop(idx)
        if self.can_play(card):
            parts = [f"{mention(player)} flips {show([card])} blind and it fits"]
            return self._after_lay(seat, [card], parts)
        self.pile.append(card)
        return self._pickup(
            seat,
            f"{mention(player)} flips {show([card])} blind: it does not fit, so they"
            " pick up the pile",
        )

    def _after_lay(
        self, seat: int, cards: list[str], parts: list[str], complete: bool = True
    ) -> list[Event]:
        burn, skips, notes = rules.lay(self, cards, complete)
        self.plays += 1
        parts.extend(notes)
        private: dict[str, str] = {}
        hand = self.hands[seat]
        stock = self.stocks[0] if len(self.stocks) == 1 else self.stocks[seat]
        target = self.options.hand_cards
        if len(hand) < target and stock:
            drawn = [stock.pop() for _ in range(min(target - len(hand), len(stock)))]
            hand.extend(drawn)
            private[self.players[seat]] = f"You draw {show(drawn)}."
        events: list[Event] = []
        points: dict[str, int] = {}
        out = not hand and not self.ups[seat] and not self.downs[seat]
        if out:
            events += self._go_out(seat, parts, points)
        if burn and not self.options.burner_leads_again:
            burn = False  # the burn stands, but the turn passes on
        if self.phase != "over":
            if burn and not out:
                self.current = seat
                parts.append(f"— {mention(self.players[seat])} leads again")
            else:
                nxt = self._next(seat)
                for _ in range(skips):
                    parts.append(f"— {mention(self.players[nxt])} misses a turn")
                    nxt = self._next(nxt)
                self.current = nxt
        text = " ".join(parts) + "."
        if self.phase != "over":
            self.last = text
        events.insert(0, Event(text=text, private=private, points=points))
        return events

    def _pickup(self, seat: int, text: str) -> list[Event]:
        text += f" ({len(self.pile)} cards)" if len(self.pile) != 1 else " (1 card)"
        self.hands[seat].extend(self.pile)
        self.pile.clear()
        self.completed.clear()
        self.force = 0
        self.lower = False
        self.open_half = False
        self.plays += 1
        self.current = self._next(seat)
        text += "."
        self.last = text
        events = [Event(text=text)]
        progress = self._progress()
        if progress < self.mark:
            self.mark = progress
            self.stall = 0
        self.stall += 1
        limit = self.options.stall_limit
        if limit and self.stall >= limit:
            events += self._end_stalled()
        return events

    def _progress(self) -> int:
        """Falls whenever the game moves on: stock drawn, table cards used, burns, outs."""
        return (
            sum(map(len, self.stocks))
            + sum(map(len, self.ups))
            + sum(map(len, self.downs))
            - len(self.burned)
            - len(self.finished)
        )

    def _next(self, seat: int) -> int:
        n = len(self.players)
        for step in range(1, n + 1):
            s = (seat + step) % n
            if self.active[s]:
                return s
        return seat

    # --------------------------------------------------------------- the end

    def _go_out(self, seat: int, parts: list[str], points: dict[str, int]) -> list[Event]:
        n = len(self.players)
        self.active[seat] = False
        self.finished.append(seat)
        place = len(self.finished)
        gained = n - place
        self.points[seat] += gained
        if gained:
            points[self.players[seat]] = gained
        parts.append(f"— {mention(self.players[seat])} is out in place {place}")
        left = [s for s in range(n) if self.active[s]]
        if len(left) == 1:
            self.tail = [left]
            self.active[left[0]] = False
            self.ended = "out"
        elif self.options.end_mode == "first_out":
            self.ended = "first_out"
            self.tail = self._rank_by_cards(left)
        else:
            return []
        return self._finish()

    def _end_stalled(self) -> list[Event]:
        left = [s for s in range(len(self.players)) if self.active[s]]
        self.tail = self._rank_by_cards(left)
        self.ended = "stall"
        return self._finish()

    def _rank_by_cards(self, seats: list[int]) -> list[list[int]]:
        def left(s: int) -> int:
            return len(self.hands[s]) + len(self.ups[s]) + len(self.downs[s])

        groups: dict[int, list[int]] = {}
        for s in seats:
            groups.setdefault(left(s), []).append(s)
        return [groups[k] for k in sorted(groups)]

    def _finish(self) -> list[Event]:
        self.phase = "over"
        below = len(self.players) - len(self.finished)
        awarded: dict[str, int] = {}
        for group in self.tail:
            below -= len(group)
            for s in group:
                self.active[s] = False
                if below:
                    self.points[s] += below
                    awarded[self.players[s]] = below
        ranking = self.outcome().ranking
        why = {
            "out": "",
            "first_out": " (the game stops at the first player out)",
            "stall": f" (after {self.stall} pick-ups without progress; ranked by cards left)",
        }[self.ended]
        places = "; ".join(
            f"{i + 1}. " + " ".join(mention(p) for p in group) for i, group in enumerate(ranking)
        )
        text = f"Game over{why}: {places}."
        self.last = text
        return [Event(text=text, points=awarded)]

    def outcome(self) -> Outcome:
        ranking = [[self.players[s]] for s in self.finished]
        ranking += [[self.players[s] for s in group] for group in self.tail]
        if not self.over:
            rest = [s for s in range(len(self.players)) if self.active[s]]
            if rest:
                ranking.append([self.players[s] for s in rest])
        points = {p: self.points[i] for i, p in enumerate(self.players)}
        return Outcome(ranking=ranking, points=points, money={})

    # ----------------------------------------------------------------- views

    def view(self, player: str | None) -> dict[str, Any]:
        v = self._base_view(player)
        seat = self.seat.get(player) if player is not None else None
        v["phase"] = self.phase
        v["hand"] = sort_cards(self.hands[seat]) if seat is not None else []
        v["seats"] = [
            {
                "player": p,
                "hand": len(self.hands[i]),
                "up": sort_cards(self.ups[i]),
                "down": len(self.downs[i]),
                "ready": self.ready[i],
                "out": self.finished.index(i) + 1 if i in self.finished else None,
            }
            for i, p in enumerate(self.players)
        ]
        if len(self.stocks) > 1:
            for i, seat_view in enumerate(v["seats"]):
                seat_view["stock"] = len(self.stocks[i])
        v["pile"] = list(self.pile)
        v["in_force"] = FORCE_CODE[self.force] if self.pile and self.force else None
        v["lower"] = self.lower
        v["open_half"] = self.open_half
        v["stock"] = sum(map(len, self.stocks))
        v["burned"] = len(self.burned)
        v["current"] = self.players[self.current] if self.phase == "play" else None
        v["pile_version"] = self.plays
        v["pickups_without_progress"] = self.stall
        v["last"] = self.last
        if self.over:
            v["ranking"] = self.outcome().ranking
        return v

    @classmethod
    def render(cls, view: Mapping[str, Any]) -> str:
        return render_view(view)

    @classmethod
    def summary(cls, options: Any = None) -> str:
        return summary_text(options if isinstance(options, MezzaOptions) else MezzaOptions())

    # ------------------------------------------------------------- persistence

    _FIELDS = (
        "hands", "ups", "downs", "stocks", "pile", "completed", "burned", "force",
        "lower", "open_half", "current", "ready", "starters", "opening", "lowest",
        "finished", "tail", "active", "points", "flips", "stall", "mark", "plays",
        "ended", "last", "phase",
    )  # fmt: skip

    def _dump(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self._FIELDS}

    def _load(self, state: dict[str, Any]) -> None:
        for k in self._FIELDS:
            setattr(self, k, state[k])
        self._index()

    def cards_in_play(self) -> Counter[str]:
        c: Counter[str] = Counter()
        for stock in self.stocks:
            c.update(stock)
        for group in (self.hands, self.ups, self.downs):
            for cards in group:
                c.update(cards)
        c.update(self.pile)
        c.update(self.burned)
        return c

    def full_deck(self) -> Counter[str]:
        return Counter(deck_list())

    def redeal_hidden(self, player: str | None, rng: random.Random) -> Self:
        other = self.copy()
        seat = self.seat.get(player) if player is not None else None
        places: list[list[str]] = [*other.stocks, *other.downs]
        places += [h for i, h in enumerate(other.hands) if i != seat]
        shuffle_places(places, rng)
        return other

    # ------------------------------------------------------ lenient moves, reasons

    def _canonical(self, player: str, text: str) -> str:
        return rules.canonical(self, player, text)

    def _explain(self, player: str, move: str, legal: list[str]) -> str:
        return rules.explain(self, player, move, legal)

    def _not_your_turn(self, player: str) -> str:
        if self.phase == "exchange":
            return "You are ready; wait for the others to finish exchanging."
        if self.phase == "play" and self.options.snatch != "off":
            waiting = mention(self.players[self.current])
            when = (
                "while a 3½, 6½ or 9½ lies uncompleted on top"
                if self.options.snatch == "complete_half"
                else "on a pile that is not empty"
            )
            return (
                f"It is not your turn; the table waits on {waiting}. Out of turn you may only"
                f" snatch with a ½ from the cards you play from, {when}."
            )
        return super()._not_your_turn(player)

    def status_line(self) -> str:
        if self.over:
            return "Game over."
        if self.phase == "exchange":
            return "Exchange: waiting on " + ", ".join(mention(p) for p in self.turn()) + "."
        return super().status_line()
