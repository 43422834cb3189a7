"""`scheids`: run the bot, sit at the terminal table, or simulate computer games."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

import games
from games.ai import DEFAULT_LEVEL, check_level
from games.aliases import game_key
from games.search import SearchBudget
from scheids import db_commands

# Ctrl-C: the shell's convention for "ended by SIGINT" (128 + 2).
INTERRUPTED = 130


def _game_arg(value: str) -> str:
    key = game_key(value)
    if key is None:
        raise argparse.ArgumentTypeError(f"unknown game {value!r}; choose from: {_game_list()}")
    return key


def _game_list() -> str:
    return ", ".join(f"{key} ({cls.title})" for key, cls in games.REGISTRY.items())


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="scheids",
        description="A referee for card games: Discord bot and terminal table.",
        epilog=f"Games: {_game_list()}. Names are not case-sensitive and common spellings "
        "work (kruizkeezen, meijerijen). `scheids COMMAND --help` tells more.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    sub.add_parser("run", help="run the Discord bot (settings from the environment and .env)")

    game_help = f"which game: {_game_list()}"
    play = sub.add_parser(
        "play",
        help="play at the terminal against computer players",
        description="Play at the terminal against computer players.",
    )
    play.add_argument("game", type=_game_arg, nargs="?", default="mezza", help=game_help)
    play.add_argument("--players", type=int, default=None, help="seats in all, you included")
    play.add_argument(
        "--seed", type=int, default=None, help="deal number: the same number deals the same cards"
    )
    play.add_argument(
        "--options", default="", help='house rules, e.g. "skip_rank=9 completion=off"'
    )
    play.add_argument(
        "--level",
        type=_level_arg,
        default=DEFAULT_LEVEL,
        help="how well the computers play: easy, normal (default) or hard (docs/computers.md)",
    )
    play.add_argument("--name", default="Player", help="what the table calls you")
    play.add_argument("--list-options", action="store_true", help="show the game's house rules")

    sim = sub.add_parser(
        "simulate",
        help="computer-only games with statistics",
        description="Computer-only games with statistics: does a strategy beat random play?",
    )
    sim.add_argument("game", type=_game_arg, help=game_help)
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

    from scheids.db_scale import add_scale_commands

    db = sub.add_parser("db", help="database tools: backup, check, copy, rebuild-standings")
    db_tools = db.add_subparsers(dest="db_command", required=True)
    db_commands.add_parsers(db_tools)
    add_scale_commands(db_tools)
    return parser


def _level_arg(text: str) -> str:
    try:
        return check_level(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _seats(game: str, wanted: int | None) -> int:
    cls = games.REGISTRY[game]
    lo, hi = cls.seat_range(cls.Options())
    return wanted if wanted is not None else max(lo, min(hi, 3))


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
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
        print(f"scheids: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (`scheids play --list-options | head`): nothing to say.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        # One line, no traceback; a new line first, as the cursor may sit after a prompt.
        print("\nInterrupted; bye.", file=sys.stderr)
        return INTERRUPTED


def _play(args: argparse.Namespace) -> int:
    import random

    from scheids.table import TerminalTable, options_help, stdin_lines

    if args.list_options:
        print(options_help(args.game))
        return 0
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    table = TerminalTable(
        args.game,
        players=_seats(args.game, args.players),
        seed=seed,
        options=args.options or None,
        level=args.level,
        name_of_you=args.name,
    )
    return table.run(stdin_lines())


def _simulate(args: argparse.Namespace) -> int:
    from scheids.simulate import simulate

    n = _seats(args.game, args.players)
    pattern = [check_level(lv) for lv in args.seats.split(",") if lv.strip()]
    if not pattern:
        raise ValueError("--seats takes a comma list of easy, normal, hard and random")
    levels = [pattern[i % len(pattern)] for i in range(n)]
    games.options.parse_options(games.REGISTRY[args.game].Options, args.options or None)
    budget = SearchBudget(playouts=args.playouts) if args.playouts else None
    report = simulate(args.game, args.games, levels, args.seed, _options(args), budget=budget)
    print(report.format())
    return 0


def _options(args: argparse.Namespace) -> dict[str, str] | None:
    from games.options import parse_option_text

    return parse_option_text(args.options) if args.options else None


if __name__ == "__main__":
    raise SystemExit(main())
