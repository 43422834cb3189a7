"""The terminal table: the same referee as the bot, offline, against computer players.

It reads move text from a stream and writes to another, so tests drive it with
plain strings. Bad input is explained and play goes on; nothing here raises
out to the user except Ctrl-C, which the command line turns into a quiet exit.
Colour is used only on a terminal, and never when `NO_COLOR` is set.
"""

from __future__ import annotations

import os
import sys
import textwrap
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, TextIO

from rich.console import Console, RenderableType
from rich.text import Text

import games
import i18n
from games.ai import DEFAULT_LEVEL, is_computer, next_computer_move
from games.base import Event, Game, derive_rng
from games.message import Msg
from games.options import describe_options
from games.wording import plain
from i18n import Language, tr
from scheids.menu import menu, number, order
from scheids.names import namer
from scheids.screens import Seen, move_text, screen
from scheids.screens.common import HEADER_STYLE, MUTED, RED, line

YOU = "you"
# What can be typed besides a move, in either language (a Dutch player may still
# type `help`). None of these is a move in any game.
QUIT = frozenset({"quit", "exit", "q", "stoppen"})
HELP = frozenset({"help", "?", "", "hulp"})
MOVES = frozenset({"moves", "zetten"})
TABLE = frozenset({"table", "tafel"})
RULES = frozenset({"rules", "regels"})


def wants_colour(stream: TextIO, env: Mapping[str, str] | None = None) -> bool:
    """Colour only for a terminal, and never when NO_COLOR is set (https://no-color.org)."""
    env = os.environ if env is None else env
    if env.get("NO_COLOR"):
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def make_console(out: TextIO, colour: bool | None = None) -> Console:
    """A console on `out`: ANSI colour when `colour` (default: `wants_colour`), else plain."""
    if colour is None:
        colour = wants_colour(out)
    return Console(
        file=out,
        force_terminal=colour,
        color_system="auto" if colour else None,
        no_color=not colour,
        highlight=False,
        markup=False,
        emoji=False,
        soft_wrap=False,
    )


@dataclass
class TerminalTable:
    game_name: str
    players: int = 3
    seed: int = 1
    options: Mapping[str, Any] | str | None = None
    level: str = DEFAULT_LEVEL
    # Engines write about players in the third person ("<@you> bids polke"), so the
    # human seat needs a name rather than "You"; by default "Player" in the language.
    name_of_you: str | None = None
    out: TextIO = field(default_factory=lambda: sys.stdout)
    colour: bool | None = None
    lang: Language = i18n.DEFAULT
    game: Game = field(init=False)

    def __post_init__(self) -> None:
        cls = games.REGISTRY[self.game_name]
        seats = [YOU] + [f"ai:{i}" for i in range(1, self.players)]
        opts = games.options.parse_options(cls.Options, self.options)
        self.game = cls.new(seats, seed=self.seed, options=opts.model_dump())
        self.words = i18n.words(self.lang)
        you = self.name_of_you if self.name_of_you is not None else tr(self.lang, "Player")
        self.name = namer({YOU: you}, self.words)
        self.seen = Seen(self.name, YOU, self.words)
        self.console = make_console(self.out, self.colour)
        self.ply = 0
        self.choices: list[str] = []
        self.said_over = False

    # ----------------------------------------------------------------- output

    def show(self, thing: RenderableType = "") -> None:
        self.console.print(thing)

    def show_events(self, events: list[Event]) -> None:
        for event in events:
            # Most engines end with their own "Game over." line; the result then does
            # not say it a second time. `text` is that line in English, in any language.
            said = "game over" in event.text.lower()  # i18n: not for players (matched)
            self.said_over = self.said_over or said
            self.show(Text("  ").append(self._say(event.public_message)))
            private = event.private_message(YOU)
            if private is not None:
                only_you = tr(self.lang, "(only you)")
                self.show(Text.assemble((f"  {only_you} ", MUTED)).append(self._say(private)))

    def _line(self, text: str) -> Text:
        return line(text, self.seen, mezza=self.game_name == "mezza")

    def _say(self, msg: Msg) -> Text:
        return self._line(self.words.say(msg))

    def show_table(self) -> None:
        view = self.game.view(YOU)
        fallback = type(self.game).render(view, words=self.words)
        self.show(screen(view, self.seen, fallback=fallback))

    def show_moves(self) -> None:
        moves = self.game.legal_moves(YOU)
        self.choices = order(moves)
        if self.choices:
            view = self.game.view(YOU)
            heading = tr(self.lang, "Your moves ({n}):", n=len(self.choices))
            self.show(Text(heading, style="bold"))
            self.show(
                menu(
                    self.choices,
                    lambda m: self.menu_entry(m, view),
                    lambda key: move_text(key, view, self.words),
                )
            )

    def menu_entry(self, move: str, view: Mapping[str, Any]) -> Text:
        """A move as listed: its text as typed, and in a language other than English
        (whose words the move texts are) what it does in that language, too."""
        text = move_text(move, view, self.words)
        if self.lang != "en" and move in self.choices:
            label = self.game.move_label(YOU, move, words=self.words)
            if label.strip().lower() != move.lower():
                text.append(f"  {label}", style=MUTED)
        return text

    def prompt(self, text: str) -> None:
        self.console.print(Text(text, style="bold"), end="")
        self.out.flush()

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
        """Play to the end. Ctrl-C (KeyboardInterrupt) is left to the caller."""
        cls = type(self.game)
        seat_list = ", ".join(self.name(p) for p in self.game.players)
        seats = tr(self.lang, "seats: {players}", players=seat_list)
        self.show(Text(f"{cls.title}", style=HEADER_STYLE).append(f" · {seats}"))
        start = tr(self.lang, "Deal number {seed}. Type 'help' for commands.", seed=self.seed)
        self.show(Text(start + "\n", style=MUTED))
        self.show_events(self.game.opening_events())
        shown_at = offered_at = -1
        while not self.game.over:
            if self.computers_move(waiting=False):
                continue
            waiting = YOU in self.game.turn()
            # Out-of-turn chances (a snatch) are offered once per position.
            if self.game.legal_moves(YOU) and (waiting or offered_at != self.ply):
                if shown_at != self.ply:
                    self.show()
                    self.show_table()
                    self.show_moves()
                    shown_at = self.ply
                if not waiting:
                    offered_at = self.ply
                self.prompt(
                    tr(self.lang, "Your move> ")
                    if waiting
                    else tr(self.lang, "Out of turn? (Enter to pass)> ")
                )
                try:
                    text = next(lines).strip()
                except StopIteration:
                    self.show("\n" + tr(self.lang, "Input ended; leaving the table."))
                    return 0
                if (text or waiting) and not self.command(text):
                    return 0
                continue
            if not self.computers_move():
                self.show(
                    tr(
                        self.lang,
                        "The table is stuck; please report this deal number and these options.",
                    )
                )
                return 1
        self.show()
        self.show_table()
        self.show_result()
        return 0

    def command(self, text: str) -> bool:
        """Handle one typed line; False means quit."""
        word = text.lower()
        if word in QUIT:
            self.show(tr(self.lang, "Bye."))
            return False
        if word in HELP:
            self.show(self._line(self.help_text()))
            move_help = self.words.t(type(self.game).move_help)
            self.show(self._line(tr(self.lang, "Move forms:") + "\n" + move_help))
        elif word in MOVES:
            self.show_moves()
        elif word in TABLE:
            self.show_table()
        elif word in RULES:
            self.show(self._line(type(self.game).summary(self.game.options, words=self.words)))
        elif (n := number(text)) is not None:
            if 1 <= n <= len(self.choices):
                self.move(self.choices[n - 1])
            else:
                self.show(
                    tr(
                        self.lang,
                        "There is no move {n}; choose 1 to {last}.",
                        n=n,
                        last=len(self.choices),
                    )
                )
        else:
            self.move(text)
        return True

    def help_text(self) -> str:
        return tr(
            self.lang,
            """Type the number of a move from the list above, or the move itself (`play 7h`;
spellings such as `7H` or `7♥` work too), or one of:
  moves   list your moves again      rules   the rules summary
  table   show the table again       help    this text
  quit    leave the table""",
        )

    def move(self, text: str) -> None:
        try:
            events = self.game.play(YOU, text)
        except games.IllegalMove as exc:
            refused = tr(self.lang, "Not allowed:") + " "
            self.show(Text.assemble((refused, RED)).append(self._say(exc.message)))
        else:
            self.ply += 1
            self.show_events(events)

    def show_result(self) -> None:
        outcome = self.game.outcome()
        heading = (
            tr(self.lang, "Final standing:")
            if self.said_over
            else tr(self.lang, "Game over. Final standing:")
        )
        self.show(Text(heading, style="bold"))
        with_money = any(outcome.money.values())
        for place, group in enumerate(outcome.ranking, start=1):
            shown = []
            for p in group:
                got = []
                if p in outcome.points:
                    n = outcome.points[p]
                    # -1 is one point too: the form follows the size, the sign is shown.
                    got.append(self.words.tn("{n} point", "{n} points", abs(n), n=n))
                if with_money:
                    got.append(self.words.money(outcome.money.get(p, 0), True))
                shown.append(self.name(p) + (f": {', '.join(got)}" if got else ""))
            self.show(f"  {place}. " + " · ".join(shown))


def options_help(game_name: str, lang: Language = i18n.DEFAULT) -> str:
    cls = games.REGISTRY[game_name]
    rows = describe_options(cls.Options, i18n.words(lang))
    if not rows:
        return tr(lang, "{game} has no options.", game=cls.title)
    lines = [
        tr(
            lang,
            '{game} house rules (write them as --options "name=value name=value"):',
            game=cls.title,
        )
    ]
    for name, default, allowed, desc in rows:
        lines.append(f"  {name} = {default}   [{allowed}]")
        lines.append(
            textwrap.fill(plain(desc), 78, initial_indent=" " * 6, subsequent_indent=" " * 6)
        )
    return "\n".join(lines)


def stdin_lines() -> Iterator[str]:
    """Typed lines until end of input. Ctrl-C is not caught: it is not end of input."""
    while True:
        try:
            yield input()
        except EOFError:
            return
