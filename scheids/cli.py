"""`scheids`: run the bot, sit at the terminal table, or simulate computer games."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

import games
from games.ai import ALL_LEVELS, DEFAULT_LEVEL, LEVELS, check_level
from games.aliases import game_key
from games.message import Msg, items, t
from games.search import SearchBudget
from i18n import Language, render, tr
from scheids import db_commands
from scheids.language import add_language_option, from_environment, requested

# Ctrl-C: the shell's convention for "ended by SIGINT" (128 + 2).
INTERRUPTED = 130


class Refused(ValueError):
    """A command line the `scheids` command cannot carry out; `message` says why."""

    def __init__(self, message: Msg) -> None:
        super().__init__(message.english())
        self.message = message


def _game_arg(lang: Language) -> Callable[[str], str]:
    def read(value: str) -> str:
        key = game_key(value)
        if key is None:
            raise argparse.ArgumentTypeError(
                tr(
                    lang,
                    "unknown game {game}; choose from: {games}",
                    game=repr(value),
                    games=_game_list(),
                )
            )
        return key

    return read


def _game_list() -> str:
    return ", ".join(f"{key} ({cls.title})" for key, cls in games.REGISTRY.items())


def _level(text: str) -> str:
    """A computer level as typed (`Hard`, `best`), by its canonical name."""
    try:
        return check_level(text)
    except ValueError:
        raise Refused(
            t(
                "Unknown computer level {level}; choose one of {levels}.",
                level=repr(text),
                levels=", ".join(LEVELS),
            )
        ) from None


def _level_arg(lang: Language) -> Callable[[str], str]:
    def read(text: str) -> str:
        try:
            return _level(text)
        except Refused as exc:
            raise argparse.ArgumentTypeError(render(exc.message, lang)) from None

    return read


def build_parser(lang: Language | None = None) -> argparse.ArgumentParser:
    """The command line; `lang` is the language of its complaints and `--lang`'s default."""
    lang = from_environment() if lang is None else lang
    parser = argparse.ArgumentParser(
        prog="scheids",
        description="A referee for card games: Discord bot and terminal table.",
        epilog=f"Games: {_game_list()}. Names are not case-sensitive and common spellings "
        "work (kruizkeezen, meijerijen). `scheids COMMAND --help` tells more.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    sub.add_parser("run", help="run the Discord bot (settings from the environment and .env)")

    play = sub.add_parser(
        "play",
        help="play at the terminal against computer players",
        description="Play at the terminal against computer players.",
    )
    play.add_argument(
        "game", type=_game_arg(lang), nargs="?", default="mezza", help=f"which game: {_game_list()}"
    )
    play.add_argument("--players", type=int, default=None, help="seats in all, you included")
    play.add_argument(
        "--seed", type=int, default=None, help="deal number: the same number deals the same cards"
    )
    play.add_argument(
        "--options", default="", help='house rules, e.g. "skip_rank=9 completion=off"'
    )
    play.add_argument(
        "--level",
        type=_level_arg(lang),
        default=DEFAULT_LEVEL,
        help="how well the computers play: easy, normal (default) or hard (docs/computers.md)",
    )
    play.add_argument(
        "--name", default=None, help="what the table calls you (default: Player, or Speler)"
    )
    play.add_argument("--list-options", action="store_true", help="show the game's house rules")
    add_language_option(play, lang)

    sim = sub.add_parser(
        "simulate",
        help="computer-only games with statistics",
        description="Computer-only games with statistics: does a strategy beat random play?",
    )
    sim.add_argument("game", type=_game_arg(lang), help=f"which game: {_game_list()}")
    sim.add_argument("--games", type=int, default=200, help="how many games")
    sim.add_argument("--players", type=int, default=None, help="seats in each game")
    sim.add_argument(
        "--seats",
        "--levels",
        dest="seats",
        default="normal,random",
        help="comma list of seat levels (easy, normal, hard, random), repeated to fill "
        "--players; seats rotate every game",
    )
    sim.add_argument(
        "--playouts",
        type=int,
        default=None,
        help="hard level: playouts per move (fixed work, so runs repeat exactly)",
    )
    sim.add_argument("--seed", type=int, default=1, help="deal number of the first game")
    sim.add_argument("--options", default="", help="house rules, as for play")
    add_language_option(sim, lang)

    from scheids.db_scale import add_scale_commands

    db = sub.add_parser("db", help="database tools: backup, check, copy, rebuild-standings")
    db_tools = db.add_subparsers(dest="db_command", required=True)
    db_commands.add_parsers(db_tools)
    add_scale_commands(db_tools)
    for tool in db_tools.choices.values():
        add_language_option(tool, lang)
    return parser


def _seats(game: str, wanted: int | None, options: str | None = None) -> int:
    """Seats at a table of `game`: as many as wanted, which the game must take with these
    options; else three, or the nearest number it takes."""
    cls = games.REGISTRY[game]
    lo, hi = cls.seat_range(games.options.parse_options(cls.Options, options or None))
    if wanted is None:
        return max(lo, min(hi, 3))
    if not lo <= wanted <= hi:
        raise Refused(
            t("{game} takes {lo} to {hi} players, not {n}.", game=cls.title, lo=lo, hi=hi, n=wanted)
            if lo != hi
            else t("{game} takes exactly {lo} players, not {n}.", game=cls.title, lo=lo, n=wanted)
        )
    return wanted


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = requested(argv)
    try:
        args = build_parser(lang).parse_args(argv)
        lang = getattr(args, "lang", lang)
        if args.command == "run":
            from bot import main as run_bot

            return run_bot() or 0
        if args.command == "play":
            return _play(args)
        if args.command == "db":
            if hasattr(args, "run"):
                code: int = args.run(args)
                return code
            return db_commands.run(args)
        return _simulate(args)
    except ValueError as exc:
        # Option errors and refusals carry their message; other errors are in English.
        message = getattr(exc, "message", None)
        shown = render(message, lang) if isinstance(message, Msg) else str(exc)
        print(f"scheids: {shown}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (`scheids play --list-options | head`): nothing to say.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        # One line, no traceback; a new line first, as the cursor may sit after a prompt.
        print("\n" + tr(lang, "Interrupted; bye."), file=sys.stderr)
        return INTERRUPTED


def _play(args: argparse.Namespace) -> int:
    import random

    from scheids.table import TerminalTable, options_help, stdin_lines

    if args.list_options:
        print(options_help(args.game, args.lang))
        return 0
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    table = TerminalTable(
        args.game,
        players=_seats(args.game, args.players, args.options),
        seed=seed,
        options=args.options or None,
        level=args.level,
        name_of_you=args.name,
        lang=args.lang,
    )
    return table.run(stdin_lines())


def _simulate(args: argparse.Namespace) -> int:
    from scheids.simulate import simulate

    n = _seats(args.game, args.players, args.options)
    pattern = [_level(lv) for lv in args.seats.split(",") if lv.strip()]
    if not pattern:
        raise Refused(
            t(
                "--seats takes a comma list of {levels}.",
                levels=items([*ALL_LEVELS[1:], ALL_LEVELS[0]]),
            )
        )
    levels = [pattern[i % len(pattern)] for i in range(n)]
    budget = SearchBudget(playouts=args.playouts) if args.playouts else None
    report = simulate(args.game, args.games, levels, args.seed, _options(args), budget=budget)
    print(report.format(args.lang))
    return 0


def _options(args: argparse.Namespace) -> dict[str, str] | None:
    from games.options import parse_option_text

    return parse_option_text(args.options) if args.options else None


if __name__ == "__main__":
    raise SystemExit(main())
