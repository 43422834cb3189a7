"""Highcard that says everything in symbols: no words of its own in any language.

The bot's own texts around a game (the table, hands, refusals, results,
standings) can then be checked for English on their own, before the real
games' texts are in the catalogs. Its messages hold only placeholders, so no
catalog needs them and every language renders them alike.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from games.base import Event
from games.message import ENGLISH, Msg, Player, Words
from games.options import GameOptions
from tests.bot.fakegame import Highcard


class WordlessOptions(GameOptions):
    hand_size: int = Field(2, ge=1, le=4)
    stakes: str = "low"
    nudge: bool = False


class Wordless(Highcard):
    name = "wordless"
    title = "Hoogkaart"
    Options = WordlessOptions
    move_help = "`play N`"

    def _apply(self, player: str, move: str) -> list[Event]:
        said = super()._apply(player, move)
        private = {}
        if player in said[0].private:  # the card just drawn, last in the hand
            private[player] = Msg("🂠 {card}", {"card": self.hands[player][-1]})
        played = Msg("{player} ▶ {card}", {"player": Player(player), "card": move.split()[1]})
        events = [Event.say(played, private=private, points=said[0].points)]
        if len(said) > 1:
            events.append(Event.say(Msg("🏁"), money=said[1].money))
        return events

    def move_label(self, player: str, move: str, words: Words = ENGLISH) -> str:
        return "🂠 " + move.split()[1]

    @classmethod
    def render(cls, view: Any, words: Words = ENGLISH) -> str:
        lines = [f"▼ {' '.join(view['pile']) or '·'}   ▲ {view['stock']}"]
        for p in view["players"]:
            lines.append(f"<@{p}>: {view['scores'][p]} · 🂠×{view['cards'][p]}")
        if "hand" in view:
            lines.append("✋ " + " ".join(view["hand"]))
        return "\n".join(lines)

    @classmethod
    def summary(cls, options: GameOptions | None = None, words: Words = ENGLISH) -> str:
        return "🂠 → 🏆"
