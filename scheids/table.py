"""The terminal table: the same referee as the bot, offline, against computer players.

It reads move text from a stream and writes to another, so tests drive it with
plain strings. Bad input is explained and play goes on; nothing here raises
out to the user.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, TextIO

import games
from games.ai import is_computer, next_computer_move
from games.base import Event, Game, derive_rng
from games.options import describe_options
from scheids.names import namer, replace_mentions

YOU = "you"
HELP = """Type a move (see the list below), or one of:
  moves   list your legal moves      rules   the rules summary
  table   show the table again       help    this text
  quit    leave the table"""


@dataclass
class TerminalTable:
    game_name: str
    players: int = 3
    seed: int = 1
    options: Mapping[str, Any] | str | None = None
    level: str = "best"
    # Engines write about players in the third person ("<@you> bids polke"), so the
    # human seat needs a name rather than "You".
    name_of_you: str = "Player"
    out: TextIO = field(default_factory=lambda: sys.stdout)
    game: Game = field(init=False)

    def __post_init__(self) -> None:
        cls = games.REGISTRY[self.game_name]
        seats = [YOU] + [f"ai:{i}" for i in range(1, self.players)]
        opts = games.options.parse_options(cls.Options, self.options)
        self.game = cls.new(seats, seed=self.seed, options=opts.model_dump())
        self.name = namer({YOU: self.name_of_you})
        self.ply = 0

    # ----------------------------------------------------------------- output

    def say(self, text: str = "") -> None:
        self.out.write(replace_mentions(text, self.name) + "\n")
        self.out.flush()

    def show_events(self, events: list[Event]) -> None:
        for event in events:
            self.say("  " + event.text)
            if YOU in event.private:
                self.say("  (only you) " + event.private[YOU])

    def show_table(self) -> None:
        self.say(type(self.game).render(self.game.view(YOU)))

    def show_moves(self) -> None:
        moves = self.game.legal_moves(YOU)
        if moves:
            shown = ", ".join(moves[:30]) + (
                f" ... ({len(moves)} in all)" if len(moves) > 30 else ""
            )
            self.say("Your moves: " + shown)

    # ------------------------------------------------------------------- loop

    def computers_move(self, *, waiting: bool = True) -> bool:
        """Make one computer move (an out-of-turn one first). True if one moved."""
        computers = [p for p in self.game.players if is_computer(p)]
        found = next_computer_move(
            self.game,
            computers,
            lambda p: derive_rng(self.game.seed, "ai", self.ply, p),
            lambda _: self.level,
            waiting=waiting,
        )
        if found is None:
            return False
        player, move = found
        self.show_events(self.game.play(player, move))
        self.ply += 1
        return True

    def run(self, lines: Iterator[str]) -> int:
        cls = type(self.game)
        seat_list = ", ".join(self.name(p) for p in self.game.players)
        self.say(f"{cls.title} — seats: {seat_list}. Seed {self.seed}.")
        self.say("Type 'help' for commands.\n")
        shown_at = offered_at = -1
        while not self.game.over:
            if self.computers_move(waiting=False):
                continue
            waiting = YOU in self.game.turn()
            # Out-of-turn chances (a snatch) are offered once per position.
            if self.game.legal_moves(YOU) and (waiting or offered_at != self.ply):
                if shown_at != self.ply:
                    self.say("")
                    self.show_table()
                    self.show_moves()
                    shown_at = self.ply
                if not waiting:
                    offered_at = self.ply
                self.out.write("Your move> " if waiting else "Out of turn? (Enter to pass)> ")
                self.out.flush()
                try:
                    text = next(lines).strip()
                except StopIteration:
                    self.say("\nInput ended; leaving the table.")
                    return 0
                if (text or waiting) and not self.command(text):
                    return 0
                continue
            if not self.computers_move():
                self.say("The table is stuck; please report this seed and these options.")
                return 1
        self.say("")
        self.show_table()
        self.show_result()
        return 0

    def command(self, text: str) -> bool:
        """Handle one typed line; False means quit."""
        word = text.lower()
        if word in ("quit", "exit", "q"):
            self.say("Bye.")
            return False
        if word in ("help", "?", ""):
            self.say(HELP)
            self.say("Move forms:\n" + type(self.game).move_help)
        elif word == "moves":
            self.show_moves()
        elif word == "table":
            self.show_table()
        elif word == "rules":
            self.say(type(self.game).summary(self.game.options))
        else:
            try:
                events = self.game.play(YOU, text)
            except games.IllegalMove as exc:
                self.say(f"Not allowed: {exc}")
            else:
                self.ply += 1
                self.show_events(events)
        return True

    def show_result(self) -> None:
        outcome = self.game.outcome()
        self.say("Game over. Final standing:")
        for place, group in enumerate(outcome.ranking, start=1):
            who = ", ".join(self.name(p) for p in group)
            extra = []
            for p in group:
                if p in outcome.points:
                    extra.append(f"{self.name(p)} {outcome.points[p]} pts")
                if outcome.money.get(p):
                    extra.append(f"{self.name(p)} €{outcome.money[p] / 100:+.2f}")
            self.say(f"  {place}. {who}" + (f"  ({'; '.join(extra)})" if extra else ""))


def options_help(game_name: str) -> str:
    cls = games.REGISTRY[game_name]
    rows = describe_options(cls.Options)
    if not rows:
        return f"{cls.title} has no options."
    lines = [f"{cls.title} options (key=value):"]
    for name, default, allowed, desc in rows:
        lines.append(f"  {name} = {default}   [{allowed}]  {desc}")
    return "\n".join(lines)


def stdin_lines() -> Iterator[str]:
    while True:
        try:
            yield input()
        except EOFError:
            return
        except KeyboardInterrupt:
            print()
            return
