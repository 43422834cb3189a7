"""Kruizkeezen: Keezen with four jokers, a 5/4/5 deal and a cross to the centre spot."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from games.base import Deck, Event, Game, Outcome, derive_rng, mention
from games.cards import parse_card, pretty, rank_of, standard_deck
from games.keezen import ai as _ai
from games.keezen import labels
from games.keezen import render as _render
from games.keezen.board import HOME0, Geometry
from games.keezen.movegen import JOKER_RANKS, Action, Generator, Rules, Segment, all_home, rules_for
from games.keezen.options import KeezenOptions

SUBROUND_SIZES = (5, 4, 5)
_ORDER = {r: i for i, r in enumerate(JOKER_RANKS)}
_SUIT_ORDER = {"c": 0, "d": 1, "h": 2, "s": 3}
VERBS = ("play", "discard", "fold", "give")
_RANK_WORDS = {
    "a": "A", "ace": "A", "aas": "A", "1": "A", "k": "K", "king": "K", "h": "K", "heer": "K",
    "q": "Q", "queen": "Q", "v": "Q", "vrouw": "Q", "j": "J", "jack": "J", "b": "J",
    "boer": "J", "t": "10", **{str(n): str(n) for n in range(2, 11)},
}  # fmt: skip


def card_key(code: str) -> tuple[int, int, str]:
    got = _CARD_KEYS.get(code)
    if got is None:
        rank = rank_of(code)
        joker = rank == "X"
        got = (len(_ORDER), 0, code) if joker else (_ORDER[rank], _SUIT_ORDER[code[-1]], code)
        _CARD_KEYS[code] = got
    return got


# Hands are sorted at every deal: remember each card's key.
_CARD_KEYS: dict[str, tuple[int, int, str]] = {}
# A played card as the table reads it ("7♥", "🃏R as 7"), by code + rank played.
_PLAYED: dict[str, str] = {}
_PAWN_NAMES = tuple(f"p{k + 1}" for k in range(16))


def pawn_name(k: int) -> str:
    return _PAWN_NAMES[k] if 0 <= k < 16 else f"p{k + 1}"


# Per card code: each rank it can be played as, with the move-text prefix and
# whether its entry is skipped (a joker's king entry is its ace entry again).
Plan = tuple[tuple[str, str, bool], ...]
_PLANS: dict[str, Plan] = {}


def card_plan(card: str) -> Plan:
    got = _PLANS.get(card)
    if got is None:
        rank = rank_of(card)
        if rank == "X":
            got = tuple((r, f"play {card} as {r}", r == "K") for r in JOKER_RANKS)
        else:
            got = ((rank, f"play {card}", False),)
        _PLANS[card] = got
    return got


class Keezen(Game):
    name: ClassVar[str] = "keezen"
    move_label = labels.move_label
    title: ClassVar[str] = "Kruizkeezen"
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 4
    Options: ClassVar[type[KeezenOptions]] = KeezenOptions
    json_version: ClassVar[int] = 1
    # max_deals (60) shuffles of 56 decisions each bound every game.
    move_limit: ClassVar[int] = 4_000
    move_help: ClassVar[str] = (
        "play Ah enter  (ace or king: a pawn from your base onto your start place)\n"
        "play Ah p1 11  (ace: pawn p1 forward 1 or 11)\n"
        "play Ks p1  (king 13, queen 12, 9, 8, 6, 5, 3, 2 forward; 4 backward)\n"
        "play 9c p3 home  (the pawn turns into its home lane on the way)\n"
        "play 7h p1 3 p2 4  (7 split over two pawns; play 7h p1 7 for one pawn)\n"
        "play Jc p2 swap p9  (jack: swap your pawn with an opponent's)\n"
        "play 10d p9  (10: an opponent's pawn 10 forward)\n"
        "play 5h p3 arm 1  (a pawn on the centre spot leaves by arm 1)\n"
        "play XR as 8 p3  (joker as any card)\n"
        "discard 7h  (only when you need not move)"
    )

    strategy = staticmethod(_ai.choose)

    options: KeezenOptions
    pos: list[int]
    xi: list[int]
    hands: list[list[str]]
    stock: list[str]
    discard: list[str]
    gifts: list[str | None]
    dealer: int
    subround: int
    deal_no: int
    current: int
    phase: str
    last: dict[str, Any] | None
    winners: list[int]
    guard_end: bool
    points: dict[str, int]
    _actions: dict[int, dict[str, Action]]
    _geo: Geometry
    _rules: Rules

    # ------------------------------------------------------------ setup / flow

    def _setup(self, deck: Deck | None) -> None:
        self._rules = rules_for(self.options)
        self._geo = self._rules.geo
        self._actions = {}
        self.pos = [-1] * 16
        self.xi = [-1] * 16
        self.hands = [[] for _ in range(4)]
        self.discard = []
        self.gifts = [None] * 4
        self.dealer = 3
        self.subround = 0
        self.deal_no = 1
        self.current = 0
        self.phase = "play"
        self.last = None
        self.winners = []
        self.guard_end = False
        self.points = {}
        if deck is not None:
            if isinstance(deck, Mapping):
                raise ValueError("Kruizkeezen is dealt from one pack: give a list of cards.")
            cards = [parse_card(str(c)) or str(c) for c in deck]
            if Counter(cards) != self.full_deck():
                raise ValueError(
                    f"A stacked deck must hold exactly the {sum(self.full_deck().values())} "
                    "cards of the pack (52 and the jokers), top card first."
                )
            self.stock = cards
        else:
            self.stock = self._shuffled(1)
            self._opening_redeal()
        self._deal_subround()

    def _shuffled(self, deal_no: int, *extra: object) -> list[str]:
        cards = standard_deck(self.options.jokers)
        derive_rng(self.seed, "deal", deal_no, *extra).shuffle(cards)
        return cards

    def _opening_redeal(self) -> None:
        """A24: reshuffle while some first-subround hand has no ace, king or joker."""
        if not self.options.opening_redeal:
            return
        for tries in range(1, 60):
            hands = [self.stock[5 * i : 5 * i + 5] for i in range(4)]
            if all(any(rank_of(c) in ("A", "K", "X") for c in h) for h in hands):
                return
            self.stock = self._shuffled(self.deal_no, "redeal", tries)

    def _deal_subround(self) -> None:
        self.subround += 1
        size = SUBROUND_SIZES[self.subround - 1]
        short = 4 * size - len(self.stock)
        if short > 0:
            # Two-joker pack: the third subround draws from the used pile (seed footnote).
            if self.options.discard_draw == "top":
                drawn = self.discard[-short:]
                del self.discard[-short:]
            else:
                pile = self.discard[:]
                derive_rng(self.seed, "draw", self.deal_no).shuffle(pile)
                drawn = pile[:short]
                for c in drawn:
                    self.discard.remove(c)
            self.stock.extend(drawn)
        for i in range(1, 5):
            seat = (self.dealer + i) % 4
            self.hands[seat] = sorted(self.stock[:size], key=card_key)
            del self.stock[:size]
        self.current = (self.dealer + 1) % 4
        team = self.options.teams == "2v2"
        self.phase = "exchange" if team and self.options.card_exchange else "play"

    def _end_subround(self, events: list[Event]) -> None:
        if self.options.dealer_rotation == "per-subround":
            self.dealer = (self.dealer + 1) % 4
        if self.subround < 3:
            self._deal_subround()
            events.append(Event(self._deal_text()))
            return
        if self.options.dealer_rotation == "per-shuffle":
            self.dealer = (self.dealer + 1) % 4
        if self.deal_no >= self.options.max_deals:
            self.guard_end = True
            self._finish(self._leaders(), events)
            return
        self.deal_no += 1
        self.discard = []
        self.stock = self._shuffled(self.deal_no)
        self._opening_redeal()
        self.subround = 0
        self._deal_subround()
        events.append(Event(self._deal_text()))

    def _deal_text(self) -> str:
        size = SUBROUND_SIZES[self.subround - 1]
        text = (
            f"Shuffle {self.deal_no}, subround {self.subround}: "
            f"{mention(self.players[self.dealer])} deals {size} cards each; "
            f"{mention(self.players[self.current])} starts."
        )
        if self.phase == "exchange":
            text += " First each player gives their partner one card face down."
        return text

    def _advance(self, events: list[Event]) -> None:
        if self.phase == "over":
            return
        if not any(self.hands):
            self._end_subround(events)
            return
        for i in range(1, 5):
            seat = (self.current + i) % 4
            if self.hands[seat]:
                self.current = seat
                return

    def _home_counts(self) -> list[int]:
        return [
            sum(1 for p in self.pos[4 * c : 4 * c + 4] if HOME0 <= p < HOME0 + 16) for c in range(4)
        ]

    def _leaders(self) -> list[int]:
        counts = self._home_counts()
        if self.options.teams == "2v2":
            team = [counts[0] + counts[2], counts[1] + counts[3]]
            best = max(team)
            return [s for s in range(4) if team[s % 2] == best]
        best = max(counts)
        return [s for s in range(4) if counts[s] == best]

    def _check_win(self, events: list[Event]) -> None:
        if self.options.teams == "2v2":
            for t in (0, 1):
                if all_home(self.pos, t) and all_home(self.pos, t + 2):
                    self._finish([t, t + 2], events)
                    return
        else:
            for s in range(4):
                if all_home(self.pos, s):
                    self._finish([s], events)
                    return

    def _finish(self, seats: list[int], events: list[Event]) -> None:
        self.phase = "over"
        self.winners = sorted(seats)
        pts = {self.players[s]: 1 for s in self.winners}
        for p, v in pts.items():
            self.points[p] = self.points.get(p, 0) + v
        names = " and ".join(mention(self.players[s]) for s in self.winners)
        if self.guard_end:
            text = (
                f"After {self.deal_no} shuffles the game stops (max_deals); most pawns home: "
                f"{names} win."
            )
        else:
            text = f"All pawns home: {names} win Kruizkeezen!"
        events.append(Event(text, points=pts))

    # ---------------------------------------------------------------- contract

    def turn(self) -> list[str]:
        if self.phase == "over":
            return []
        if self.phase == "exchange":
            return [self.players[s] for s in range(4) if self.gifts[s] is None]
        return [self.players[self.current]]

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def _legal_moves(self, player: str) -> list[str]:
        seat = self.players.index(player)
        if self.phase == "exchange":
            if self.gifts[seat] is not None:
                return []
            return [f"give {c}" for c in dict.fromkeys(self.hands[seat])]
        if self.phase != "play" or seat != self.current:
            return []
        actions = self.actions_for(seat)
        return list(actions)

    def actions_for(self, seat: int) -> dict[str, Action]:
        """The legal moves of the seat to move, each with its effect."""
        hand = self.hands[seat]
        gen = Generator(self._rules, self.pos, self.xi, seat)
        actions: dict[str, Action] = {}
        compulsory = False
        uses = gen.uses
        for card in dict.fromkeys(hand):
            plan = _PLANS.get(card) or card_plan(card)
            for r, prefix, skip_enter in plan:
                opts, must = uses(r)
                if must:
                    # (A joker's skipped king entry is its ace entry, listed before.)
                    compulsory = True
                if skip_enter:
                    for opt in opts:
                        if opt[0] != " enter":  # the same as the joker's ace entry
                            actions[prefix + opt[0]] = ("move", card, r, opt)
                else:
                    for opt in opts:
                        actions[prefix + opt[0]] = ("move", card, r, opt)
        if not compulsory:
            if self.options.no_move_action == "fold-hand":
                actions["fold"] = ("fold", "", "", None)
            else:
                for card in dict.fromkeys(hand):
                    actions[f"discard {card}"] = ("discard", card, "", None)
        self._actions[seat] = actions
        return actions

    def preview(self, player: str, move: str) -> list[tuple[int, int, int]]:
        """The pawn changes `(pawn, field, xi)` a legal move of `player` makes.

        Only the public board and the player's own card decide this, so the
        computer player may use it without peeking at hidden cards.
        """
        seat = self.players.index(player)
        if move not in self.legal_moves(player):
            return []
        action = self._actions.get(seat, {}).get(move)
        if action is None:
            action = self.actions_for(seat).get(move)
        if action is None or action[3] is None:
            return []
        return list(action[3][1])

    def _apply(self, player: str, move: str) -> list[Event]:
        seat = self.players.index(player)
        events: list[Event] = []
        if self.phase == "exchange":
            self._give(seat, move.split()[1], events)
            return events
        action = self._actions.get(seat, {}).get(move)
        if action is None:
            action = self.actions_for(seat)[move]
        self._actions = {}
        kind, card, rank, opt = action
        hand = self.hands[seat]
        who = mention(player)
        if kind == "fold":
            shown = " ".join(pretty(c) for c in hand)
            self.discard.extend(hand)
            hand.clear()
            self.last = {"seat": seat, "move": move, "card": None, "segments": []}
            events.append(Event(f"{who} cannot move and folds: {shown}."))
        elif kind == "discard" or opt is None:
            hand.remove(card)
            self.discard.append(card)
            self.last = {"seat": seat, "move": move, "card": card, "segments": []}
            events.append(Event(f"{who} does not move and discards {pretty(card)}."))
        else:
            hand.remove(card)
            self.discard.append(card)
            for k, p, x in opt[1]:
                self.pos[k] = p
                self.xi[k] = x
            # A list, as before (moves hold tuples, which prepared moves share).
            segments = list(opt[2])
            self.last = {
                "seat": seat,
                "move": move,
                "card": card,
                # Tuples as they are: JSON writes them as lists, and views read both.
                "segments": segments,
            }
            events.append(Event(f"{who} {self._describe(card, rank, segments)}."))
            for _, p, _ in opt[1]:
                if HOME0 <= p < HOME0 + 16:
                    self._check_win(events)
                    break
        self._advance(events)
        return events

    def _describe(self, code: str, rank: str, segments: list[Segment]) -> str:
        card = _PLAYED.get(code + rank)
        if card is None:
            card = pretty(code)
            if rank_of(code) == "X":
                card += f" as {rank}"
            _PLAYED[code + rank] = card
        label = self._rules.labels.__getitem__
        name = pawn_name
        if rank == "J":
            k, a, b = segments[0][:3]
            t = segments[1][0]
            return f"plays {card}: {name(k)} on {label(a)} swaps with {name(t)} on {label(b)}"
        parts: list[str] = []
        for k, a, b, _, hits in segments:
            text = (
                f"{name(k)} enters on {label(b)}" if a < 0 else f"{name(k)} {label(a)} → {label(b)}"
            )
            if hits:
                text += ", hitting " + " and ".join([name(h) for h in hits])
            parts.append(text)
        return f"plays {card}: " + "; ".join(parts)

    def _give(self, seat: int, card: str, events: list[Event]) -> None:
        self.hands[seat].remove(card)
        self.gifts[seat] = card
        player = self.players[seat]
        events.append(
            Event(
                f"{mention(player)} gives their partner a card.",
                private={player: f"You give {pretty(card)} to your partner."},
            )
        )
        if any(g is None for g in self.gifts):
            return
        private: dict[str, str] = {}
        for s in range(4):
            gift = self.gifts[s]
            assert gift is not None
            to = (s + 2) % 4
            self.hands[to].append(gift)
            self.hands[to].sort(key=card_key)
            private[self.players[to]] = (
                f"You receive {pretty(gift)} from {mention(self.players[s])}."
            )
        self.gifts = [None] * 4
        self.phase = "play"
        events.append(Event("The partners have exchanged their cards.", private=private))

    # ----------------------------------------------------------------- views

    def view(self, player: str | None) -> dict[str, Any]:
        v = self._base_view(player)
        seat = self.players.index(player) if player in self.players else None
        label = self._geo.label
        pawns = []
        for k in range(16):
            p, x = self.pos[k], self.xi[k]
            pawns.append(
                {
                    "pawn": pawn_name(k),
                    "seat": k // 4,
                    "pos": p,
                    "field": label(p),
                    "heading": None if x < 0 else ("out" if x & 1 else "in"),
                    "entry": None if x < 0 else x >> 1,
                }
            )
        last = None
        if self.last is not None:
            last = {
                "seat": self.last["seat"],
                "player": self.players[self.last["seat"]],
                "move": self.last["move"],
                "card": self.last["card"],
                "segments": [
                    {
                        "pawn": pawn_name(k),
                        "from": a,
                        "to": b,
                        "path": list(t),
                        "hits": [pawn_name(h) for h in hits],
                    }
                    for k, a, b, t, hits in self.last["segments"]
                ],
            }
        v.update(
            {
                "title": self.title,
                "seat": seat,
                "teams": [[self.players[0], self.players[2]], [self.players[1], self.players[3]]]
                if self.options.teams == "2v2"
                else None,
                "board": {
                    "cross": self.options.cross,
                    "gate_offset": self.options.gate_offset,
                    "arm_length": self.options.arm_length,
                },
                "pawns": pawns,
                "hand": list(self.hands[seat]) if seat is not None else [],
                "hand_sizes": [len(h) for h in self.hands],
                "stock": len(self.stock),
                "discard": list(self.discard),
                "dealer": self.dealer,
                "subround": self.subround,
                "deal": self.deal_no,
                "phase": self.phase,
                "current": self.current,
                "gave": [g is not None for g in self.gifts],
                "last": last,
                "winners": [self.players[s] for s in self.winners],
                "home": self._home_counts(),
            }
        )
        if seat is not None and self.gifts[seat] is not None:
            v["giving"] = self.gifts[seat]
        return v

    def outcome(self) -> Outcome:
        counts = self._home_counts()
        if self.options.teams == "2v2":
            score = [counts[s] + counts[(s + 2) % 4] for s in range(4)]
        else:
            score = counts
        won = set(self.winners)
        key = [(s in won, score[s]) for s in range(4)]
        places: list[list[str]] = []
        for k in sorted(set(key), reverse=True):
            places.append([self.players[s] for s in range(4) if key[s] == k])
        return Outcome(ranking=places, points=dict(self.points), money={})

    # ------------------------------------------------------------ persistence

    def _dump(self) -> dict[str, Any]:
        return {
            "pos": self.pos,
            "xi": self.xi,
            "hands": self.hands,
            "stock": self.stock,
            "discard": self.discard,
            "gifts": self.gifts,
            "dealer": self.dealer,
            "subround": self.subround,
            "deal_no": self.deal_no,
            "current": self.current,
            "phase": self.phase,
            "last": self.last,
            "winners": self.winners,
            "guard_end": self.guard_end,
            "points": self.points,
        }

    def _load(self, state: dict[str, Any]) -> None:
        self._rules = rules_for(self.options)
        self._geo = self._rules.geo
        self._actions = {}
        self.pos = list(state["pos"])
        self.xi = list(state["xi"])
        self.hands = [list(h) for h in state["hands"]]
        self.stock = list(state["stock"])
        self.discard = list(state["discard"])
        self.gifts = list(state["gifts"])
        self.dealer = state["dealer"]
        self.subround = state["subround"]
        self.deal_no = state["deal_no"]
        self.current = state["current"]
        self.phase = state["phase"]
        self.last = state["last"]
        self.winners = list(state["winners"])
        self.guard_end = state["guard_end"]
        self.points = dict(state["points"])

    def touch(self) -> None:
        """Forget cached moves after a test or tool changed the state directly."""
        self._legal_cache = {}
        self._actions = {}

    # ----------------------------------------------------------------- hooks

    def cards_in_play(self) -> Counter[str]:
        c: Counter[str] = Counter(self.stock)
        c.update(self.discard)
        for h in self.hands:
            c.update(h)
        c.update(g for g in self.gifts if g is not None)
        return c

    def full_deck(self) -> Counter[str]:
        return Counter(standard_deck(self.options.jokers))

    def redeal_hidden(self, player: str | None, rng: random.Random) -> Self:
        other = self.copy()
        seat = self.players.index(player) if player in self.players else None
        pool = list(other.stock)
        for s in range(4):
            if s != seat:
                pool += other.hands[s]
                if other.gifts[s] is not None:
                    pool.append(other.gifts[s])  # type: ignore[arg-type]
        rng.shuffle(pool)
        n = len(other.stock)
        other.stock, pool = pool[:n], pool[n:]
        for s in range(4):
            if s != seat:
                size = len(other.hands[s])
                other.hands[s] = sorted(pool[:size], key=card_key)
                pool = pool[size:]
                if other.gifts[s] is not None:
                    other.gifts[s], pool = pool[0], pool[1:]
        return other

    # -------------------------------------------------------------- text

    def _canonical(self, player: str, text: str) -> str:
        return canonical_text(text)

    def _explain(self, player: str, move: str, legal: list[str]) -> str:
        seat = self.players.index(player)
        words = move.split()
        if self.phase == "exchange":
            return "First give your partner one card: `give <card>`."
        if len(words) >= 2 and words[0] in ("play", "discard", "give"):
            card = words[1]
            if card not in self.hands[seat]:
                shown = pretty(card) if parse_card(card) else card
                return f"You do not hold {shown}."
            if words[0] == "discard" and any(m.startswith("play ") for m in legal):
                return (
                    "You can move, so you must play: a usable card may not be thrown away "
                    "(see /hand for your moves)."
                )
            with_card = [m for m in legal if m.split()[:2] == ["play", card]]
            if words[0] == "play" and not with_card:
                return f"{pretty(card)} has no legal use now; {_rank_hint(rank_of(card))}"
            if with_card:
                shown = ", ".join(f"`{m}`" for m in with_card[:6])
                more = f" and {len(with_card) - 6} more" if len(with_card) > 6 else ""
                return f"`{move}` is not a legal use of {pretty(card)}. Try {shown}{more}."
        return super()._explain(player, move, legal)

    @classmethod
    def render(cls, view: Mapping[str, Any]) -> str:
        return _render.render(view)

    @classmethod
    def picture(cls, view: Mapping[str, Any], names: Mapping[str, str] | None = None) -> bytes:
        from games.keezen.picture import board_png  # Pillow loads only when a picture is wanted

        return board_png(view, names=names)

    @classmethod
    def summary(cls, options: KeezenOptions | None = None) -> str:  # type: ignore[override]
        return _render.summary(options or KeezenOptions())

    def status_line(self) -> str:
        if self.over:
            names = " and ".join(mention(self.players[s]) for s in self.winners)
            return f"Game over: {names} won."
        waiting = ", ".join(mention(p) for p in self.turn())
        return (
            f"Shuffle {self.deal_no}, subround {self.subround}; "
            f"home {self._home_counts()}; waiting on {waiting}."
        )


def _rank_hint(rank: str) -> str:
    hints = {
        "10": "the 10 moves an opponent's pawn 10 forward, and none can go.",
        "J": "the jack swaps one of your pawns on the board with an opponent's pawn.",
        "4": "the 4 goes 4 back, and nothing may be passed there.",
        "A": "the ace enters a pawn or moves 1 or 11.",
        "K": "the king enters a pawn or moves 13.",
    }
    return hints.get(rank, "no pawn can make that many steps.")


def canonical_text(text: str) -> str:
    """Lenient spellings to canonical move text: case, symbols, missing words."""
    words = text.replace(",", " ").split()
    if not words:
        return ""
    first = words[0].lower()
    if first not in VERBS and parse_card(words[0]) is not None:
        words = ["play", *words]
        first = "play"
    out = [first]
    rest = words[1:]
    if first in ("play", "discard", "give") and rest:
        out.append(parse_card(rest[0]) or rest[0].lower())
        rest = rest[1:]
    i = 0
    while i < len(rest):
        w = rest[i].lower()
        if w == "as" and i + 1 < len(rest):
            out += ["as", _RANK_WORDS.get(rest[i + 1].lower(), rest[i + 1])]
            i += 2
            continue
        if w.startswith("arm") and w[3:].isdigit():
            out += ["arm", w[3:]]
        elif w.startswith("pawn") and w[4:].isdigit():
            out.append("p" + w[4:])
        else:
            out.append(w)
        i += 1
    if first == "play" and len(out) >= 3:
        rank = out[3] if out[2] == "as" and len(out) > 3 else rank_of(out[1])
        body = out[4:] if out[2] == "as" else out[2:]
        head = out[: len(out) - len(body)]
        if (
            rank == "7"
            and len(body) >= 1
            and body[0].startswith("p")
            and (len(body) == 1 or not body[1].isdigit())
        ):
            body = [body[0], "7", *body[1:]]
        if rank == "J" and len(body) == 2 and all(b.startswith("p") for b in body):
            body = [body[0], "swap", body[1]]
        out = head + body
    return " ".join(out)
