"""How many playouts the hard level's time budget buys, game by game, and what a
playout's plies cost.

    python bench/search_budget.py [--ms 250] [--game mezza] [--moves 60] [--clock process]
        [--horizon PLIES] [--seats N] [--plies 20000]

Plays normal games and, at hard decisions spread over them, lets the search
think for the budget (as the bot does: `should_stop` asked between samples)
and counts the playouts it finished. `--clock process` counts the CPU time of
this process instead of the wall clock, which on a busy machine says what the
budget buys with a core to itself.

Then, as every ply of a playout is a normal player's choice and its move, it
times `--plies` of those in seeded games of normal players: the choice (its
listing of the legal moves included) and the move apart. Figures are printed,
never asserted.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games
from bench.ladder import SETUPS
from games.ai import choose_move, next_computer_move
from games.base import Game, derive_rng
from games.search import DEFAULT_BUDGET, SearchBudget


def rngs(seed: int, ply: int) -> Callable[[str], random.Random]:
    """Each seat's generator at this ply, as `scheids simulate` makes them."""
    return lambda player: derive_rng(seed, "ai", ply, player)


def table_seats(name: str, size: int | None = None) -> list[str]:
    """Computer seats for a table of `size`, else of the ladder's size for the game
    (within the seats the game allows)."""
    cls = games.REGISTRY[name]
    lo, hi = cls.seat_range(cls.Options())
    return [f"ai:{i + 1}" for i in range(max(lo, min(hi, size or SETUPS[name][0])))]


def positions(name: str, wanted: int, size: int | None = None) -> list[tuple[Game, str]]:
    """Decisions with a choice, every fifth one, from seeded normal games at a table
    of `table_seats`."""
    cls = games.REGISTRY[name]
    seats = table_seats(name, size)
    found: list[tuple[Game, str]] = []
    seed = 0
    while len(found) < wanted:
        seed += 1
        game = cls.new(seats, seed=seed)
        ply = 0
        while not game.over and len(found) < wanted:
            move = next_computer_move(game, seats, rngs(seed, ply))
            if move is None:
                break
            player = move[0]
            if player in game.turn() and len(game.legal_moves(player)) > 1 and ply % 5 == 0:
                found.append((game.clone(), player))
            game.play(*move)
            ply += 1
    return found


def playouts_in(
    game: Game, player: str, seconds: float, clock: Callable[[], float], horizon: int | None
) -> int:
    samples = 0
    start = clock()

    def should_stop() -> bool:
        nonlocal samples
        samples += 1
        return clock() - start >= seconds

    budget = SearchBudget(
        playouts=DEFAULT_BUDGET.playouts * 50, horizon=horizon, should_stop=should_stop
    )
    choose_move(game, player, random.Random(1), "hard", budget)
    return 2 * samples


def ply_costs(name: str, plies: int, size: int | None = None) -> tuple[float, float]:
    """Microseconds a ply in seeded games of normal players: (choosing, moving). As in
    a playout, one generator serves every seat."""
    cls = games.REGISTRY[name]
    seats = table_seats(name, size)
    choosing = moving = 0.0
    done = seed = 0
    while done < plies:
        seed += 1
        game = cls.new(seats, seed=seed)
        every_seat = dict.fromkeys(seats, random.Random(seed))
        while not game.over and done < plies:
            start = time.perf_counter()
            move = next_computer_move(game, seats, every_seat.__getitem__)
            chosen = time.perf_counter()
            if move is None:
                break
            game.play(*move)
            choosing += chosen - start
            moving += time.perf_counter() - chosen
            done += 1
    return 1e6 * choosing / done, 1e6 * moving / done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ms", type=float, default=250.0)
    parser.add_argument("--game", action="append", help="only these games")
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--horizon", type=int, default=None, help="plies a playout")
    parser.add_argument("--clock", choices=("wall", "process"), default="wall")
    parser.add_argument("--seats", type=int, default=None, help="table size")
    parser.add_argument("--plies", type=int, default=20_000, help="plies timed for ply costs")
    args = parser.parse_args()
    clock = time.perf_counter if args.clock == "wall" else time.process_time
    for name in args.game or sorted(games.REGISTRY):
        counts = sorted(
            playouts_in(game, player, args.ms / 1000, clock, args.horizon)
            for game, player in positions(name, args.moves, args.seats)
        )
        print(
            f"{name:<10} {args.ms:.0f} ms ({args.clock}): playouts a move "
            f"median {statistics.median(counts):.0f}, mean {statistics.mean(counts):.0f}, "
            f"lowest tenth {counts[len(counts) // 10]} over {len(counts)} moves",
            flush=True,
        )
        choosing, moving = ply_costs(name, args.plies, args.seats)
        print(
            f"{name:<10} a ply of normal players: choosing {choosing:.1f} µs "
            f"(listing the moves included), moving {moving:.1f} µs",
            flush=True,
        )


if __name__ == "__main__":
    main()
