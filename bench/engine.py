"""Engine speed and size for every game in the registry.

    python bench/engine.py [--seconds 2] [--rounds 3] [--game mezza]
    valgrind --tool=callgrind python bench/engine.py --decisions 3000 --game keezen

Prints, per game: random playouts per second, decisions per second (one
decision = `legal_moves` for the mover + `play`), mean decisions per game, and
the memory of one mid-game state (tracemalloc) and its JSON size. Figures are
printed, never asserted.

`--decisions N` plays a fixed amount instead: seeded random games until N
decisions, with no clock and no UNO row, so an instruction counter (callgrind)
gives the same figure on every run of the same code.

A row `(floor)` plays an engine that does nothing (`Floor`: the same eight
moves every turn, each passing the turn on) the same way: what the loop and the
contract's own work (`turn`, the cache and copy of `legal_moves`, the check in
`play`) cost a decision, so the rest of each game's figure is its engine's.

When RLCard is installed (`pip install rlcard`), a last row plays its UNO engine
(pure Python, 4 players) the same way, as a reference measured in the same run,
followed by each game's decisions per second relative to it.

Each row is the fastest of `--rounds` runs (default 3), the rounds taken in turn
over every game and UNO: on a shared machine a busy moment then slows one run
of one row, not the comparison (wall-clock rates here move by a tenth or more
between single runs).
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
import tracemalloc
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games
from games.base import Deck, Event, Game, Outcome

# One timed run: (games, decisions, seconds).
Run = tuple[int, int, float]


def seats(cls: type[Game]) -> int:
    lo, hi = cls.seat_range(cls.Options())
    return max(lo, min(hi, 4))


def playouts(cls: type[Game], seconds: float, limit: int = 0) -> Run:
    """Random games until `seconds` pass, or until `limit` decisions if given.

    Returns (games, decisions, elapsed).
    """
    rng = random.Random(1)
    n = seats(cls)
    players = [f"p{i}" for i in range(n)]
    done = decisions = 0
    start = time.perf_counter()
    while decisions < limit if limit else time.perf_counter() - start < seconds:
        g = cls.new(players, seed=rng.randrange(2**31))
        for _ in range(cls.move_limit):
            if g.over:
                break
            movers = g.turn()
            player = movers[0] if len(movers) == 1 else rng.choice(movers)
            moves = g.legal_moves(player)
            g.play(player, moves[rng.randrange(len(moves))])
            decisions += 1
            if decisions == limit:
                break
        done += 1
    return done, decisions, time.perf_counter() - start


FLOOR_MOVES = [f"play {rank}h" for rank in "789TJQKA"]
FLOOR_DECISIONS = 400


class Floor(Game):
    """An engine that does nothing: the same eight moves every turn, each passing
    the turn on, for `FLOOR_DECISIONS` decisions, with no cards. Not a game anyone plays."""

    name = "floor"
    title = "Floor"
    min_players = max_players = 4
    over = False

    def _setup(self, deck: Deck | None) -> None:
        self.seat = self.made = 0

    def turn(self) -> list[str]:
        return [] if self.over else [self.players[self.seat]]

    def _legal_moves(self, player: str) -> list[str]:
        return FLOOR_MOVES if player == self.players[self.seat] else []

    def _apply(self, player: str, move: str) -> list[Event]:
        self.seat = (self.seat + 1) % 4
        self.made += 1
        self.over = self.made == FLOOR_DECISIONS
        return []

    def view(self, player: str | None) -> dict[str, Any]:
        return self._base_view(player)

    def outcome(self) -> Outcome:
        return Outcome(ranking=[list(self.players)])

    def _dump(self) -> dict[str, Any]:
        return {"seat": self.seat, "made": self.made}

    def _load(self, state: dict[str, Any]) -> None:
        self.seat, self.made = state["seat"], state["made"]
        self.over = self.made == FLOOR_DECISIONS

    def cards_in_play(self) -> Counter[str]:
        return Counter()

    def full_deck(self) -> Counter[str]:
        return Counter()

    def redeal_hidden(self, player: str | None, rng: random.Random) -> Floor:
        return self.copy()


def state_size(cls: type[Game]) -> tuple[int, int]:
    """Bytes held by one game after 20 random decisions, and its JSON length."""
    rng = random.Random(2)
    players = [f"p{i}" for i in range(seats(cls))]
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    g = cls.new(players, seed=5)
    for _ in range(20):
        if g.over:
            break
        player = g.turn()[0]
        g.play(player, rng.choice(g.legal_moves(player)))
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    held = sum(s.size_diff for s in after.compare_to(before, "filename"))
    return held, len(g.to_json())


def uno_playouts(seconds: float) -> Run | None:
    """RLCard's UNO as a yardstick: one decision = legal actions + step."""
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    rng = random.Random(1)
    done = decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = UnoGame(num_players=4)
        game.configure({"game_num_players": 4})
        game.np_random = np.random.RandomState(rng.randrange(2**31))
        game.init_game()
        while not game.is_over():
            actions = game.get_legal_actions()
            game.step(actions[rng.randrange(len(actions))])
            decisions += 1
        done += 1
    return done, decisions, time.perf_counter() - start


def fastest(runs: list[Run]) -> Run:
    """The run with the most decisions a second: the one least disturbed."""
    return max(runs, key=lambda run: run[1] / run[2])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--rounds", type=int, default=3, help="runs per row; the fastest counts")
    parser.add_argument("--game", action="append", help="only these games")
    parser.add_argument(
        "--decisions", type=int, default=0, help="a fixed amount of play instead (callgrind)"
    )
    args = parser.parse_args()
    names = args.game or sorted(games.REGISTRY)
    if args.decisions:
        for name in names:
            n_games, n_dec, _ = playouts(games.REGISTRY[name], 0, args.decisions)
            print(f"{name}: {n_dec} decisions in {n_games} seeded random games")
        return
    runs: dict[str, list[Run]] = {name: [] for name in names}
    uno_runs: list[Run] = []
    floor_runs: list[Run] = []
    for _ in range(max(1, args.rounds)):
        for name in names:
            runs[name].append(playouts(games.REGISTRY[name], args.seconds))
        floor_runs.append(playouts(Floor, args.seconds))
        uno = uno_playouts(args.seconds)
        if uno is not None:
            uno_runs.append(uno)
    print(
        f"{'game':<12}{'seats':>6}{'playouts/s':>12}{'decisions/s':>13}"
        f"{'decisions/game':>16}{'state KiB':>11}{'json KiB':>10}"
    )
    rates: dict[str, float] = {}
    for name in names:
        cls = games.REGISTRY[name]
        n_games, n_dec, secs = fastest(runs[name])
        held, js = state_size(cls)
        rates[name] = n_dec / secs
        print(
            f"{name:<12}{seats(cls):>6}{n_games / secs:>12.1f}{n_dec / secs:>13,.0f}"
            f"{n_dec / max(n_games, 1):>16.0f}{held / 1024:>11.1f}{js / 1024:>10.1f}"
        )
    n_games, n_dec, secs = fastest(floor_runs)
    print(
        f"{'(floor)':<12}{4:>6}{n_games / secs:>12.1f}{n_dec / secs:>13,.0f}"
        f"{n_dec / max(n_games, 1):>16.0f}"
    )
    if not uno_runs:
        print("(RLCard not installed: no UNO reference row)")
        return
    n_games, n_dec, secs = fastest(uno_runs)
    print(
        f"{'rlcard-uno':<12}{4:>6}{n_games / secs:>12.1f}{n_dec / secs:>13,.0f}"
        f"{n_dec / max(n_games, 1):>16.0f}"
    )
    print(
        "decisions/s relative to RLCard UNO: "
        + ", ".join(f"{name} {rate / (n_dec / secs):.1f}x" for name, rate in rates.items())
    )


if __name__ == "__main__":
    main()
