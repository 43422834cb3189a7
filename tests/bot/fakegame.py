"""A tiny contract-conforming game for bot tests: "Highcard".

Cards 1..12 are shuffled from the seed; each player holds `hand_size` cards.
On your turn you `play N` (a card you hold) and draw from the stock (the draw
is a private line). Each card scores its value in points. When all hands are
empty, the highest total wins and every other player pays the winner
`stake` cents in the final event.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Literal

from pydantic import Field

from games.base import Deck, Event, Game, Outcome, derive_rng, mention
from games.message import ENGLISH, Words
from games.options import GameOptions

CARDS = [str(n) for n in range(1, 13)]


class HighcardOptions(GameOptions):
    hand_size: int = Field(2, ge=1, le=4, description="cards dealt to each player")
    stakes: Literal["low", "high"] = Field("low", description="low: 10 cents, high: 50 cents")
    nudge: bool = Field(False, description="tell the next player privately that they are next")


class Highcard(Game):
    name = "highcard"
    title = "Highcard"
    min_players = 2
    max_players = 4
    Options = HighcardOptions
    move_help = "`play N`: play card N from your hand, e.g. `play 7`."

    hands: dict[str, list[str]]
    stock: list[str]
    pile: list[str]
    scores: dict[str, int]
    current: int
    finished: bool

    def _setup(self, deck: Deck | None) -> None:
        cards = list(deck) if deck is not None else list(CARDS)
        if deck is None:
            derive_rng(self.seed, "deal").shuffle(cards)
        size = int(self.options.hand_size)  # type: ignore[attr-defined]
        self.hands = {p: cards[i * size : (i + 1) * size] for i, p in enumerate(self.players)}
        self.stock = cards[len(self.players) * size :][: len(self.players)]
        self.pile = []
        self.scores = {p: 0 for p in self.players}
        self.current = 0
        self.finished = False

    def turn(self) -> list[str]:
        return [] if self.finished else [self.players[self.current]]

    @property
    def over(self) -> bool:
        return self.finished

    def _legal_moves(self, player: str) -> list[str]:
        if player != self.players[self.current]:
            return []
        return [f"play {c}" for c in sorted(self.hands[player], key=int)]

    def _apply(self, player: str, move: str) -> list[Event]:
        card = move.split()[1]
        self.hands[player].remove(card)
        self.pile.append(card)
        self.scores[player] += int(card)
        events = [Event(f"{mention(player)} plays {card}.", points={player: int(card)})]
        if self.stock:
            drawn = self.stock.pop(0)
            self.hands[player].append(drawn)
            events[0] = Event(
                events[0].text, private={player: f"You drew {drawn}."}, points=events[0].points
            )
        if all(not h for h in self.hands.values()):
            self.finished = True
            out = self.outcome()
            events.append(Event("Highcard is over.", money=dict(out.money)))
        else:
            for step in range(1, len(self.players) + 1):
                nxt = (self.current + step) % len(self.players)
                if self.hands[self.players[nxt]]:
                    self.current = nxt
                    break
            nxt_player = self.players[self.current]
            if self.options.nudge and nxt_player != player:  # type: ignore[attr-defined]
                first = events[0]
                events[0] = Event(
                    first.text,
                    {**first.private, nxt_player: "You are next."},
                    first.money,
                    first.points,
                )
        return events

    def view(self, player: str | None) -> dict[str, Any]:
        v = self._base_view(player)
        v.update(
            pile=list(self.pile),
            scores=dict(self.scores),
            stock=len(self.stock),
            cards={p: len(h) for p, h in self.hands.items()},
        )
        if player in self.hands:
            v["hand"] = sorted(self.hands[player], key=int)
        return v

    def outcome(self) -> Outcome:
        best = max(self.scores.values())
        winners = [p for p in self.players if self.scores[p] == best]
        rest = sorted({s for p, s in self.scores.items() if p not in winners}, reverse=True)
        ranking = [winners] + [[p for p in self.players if self.scores[p] == s] for s in rest]
        money: dict[str, int] = {}
        if self.finished and len(winners) == 1:
            stake = 10 if self.options.stakes == "low" else 50  # type: ignore[attr-defined]
            losers = [p for p in self.players if p not in winners]
            money = {p: -stake for p in losers}
            money[winners[0]] = stake * len(losers)
        return Outcome(ranking=ranking, points=dict(self.scores), money=money)

    def _dump(self) -> dict[str, Any]:
        return {
            "hands": self.hands,
            "stock": self.stock,
            "pile": self.pile,
            "scores": self.scores,
            "current": self.current,
            "finished": self.finished,
        }

    def _load(self, state: dict[str, Any]) -> None:
        self.hands = {k: list(v) for k, v in state["hands"].items()}
        self.stock = list(state["stock"])
        self.pile = list(state["pile"])
        self.scores = dict(state["scores"])
        self.current = int(state["current"])
        self.finished = bool(state["finished"])

    def cards_in_play(self) -> Counter[str]:
        c: Counter[str] = Counter(self.stock + self.pile)
        for h in self.hands.values():
            c.update(h)
        return c

    def full_deck(self) -> Counter[str]:
        return self.cards_in_play()

    def redeal_hidden(self, player: str | None, rng: random.Random) -> Highcard:
        return self.copy()

    @classmethod
    def render(cls, view: Any, words: Words = ENGLISH) -> str:
        lines = [f"pile: {' '.join(view['pile']) or '-'}   stock: {view['stock']}"]
        for p in view["players"]:
            lines.append(f"{mention(p)}: {view['scores'][p]} pts, {view['cards'][p]} cards")
        if "hand" in view:
            lines.append("your hand: " + " ".join(view["hand"]))
        return "\n".join(lines)

    @classmethod
    def summary(cls, options: GameOptions | None = None, words: Words = ENGLISH) -> str:
        return "Highcard: play your cards one by one; the highest total wins."


def register() -> None:
    from games.registry import REGISTRY

    REGISTRY.setdefault(Highcard.name, Highcard)
