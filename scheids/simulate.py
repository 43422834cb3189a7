"""Computer-only games, for statistics: does a strategy beat random play?

Seats take the levels given (e.g. `best,random,random`); the assignment rotates
every game so no level keeps a lucky seat.
"""

from __future__ import annotations

import random
import time
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import games
from games.ai import next_computer_move
from games.base import Event, derive_rng
from scheids.pandoer_stats import PandoerStats


@dataclass
class LevelStats:
    seats: int = 0
    wins: int = 0
    place_sum: float = 0.0
    points: int = 0
    money: int = 0


@dataclass
class Report:
    game: str
    games: int
    players: int
    decisions: list[int] = field(default_factory=list)
    unfinished: int = 0
    seconds: float = 0.0
    levels: dict[str, LevelStats] = field(default_factory=lambda: defaultdict(LevelStats))
    pandoer: PandoerStats | None = None  # auctions and contracts, for Pandoer only

    def format(self) -> str:
        d = sorted(self.decisions) or [0]
        lines = [
            f"{games.REGISTRY[self.game].title}: {self.games} games, {self.players} players, "
            f"{self.seconds:.1f} s",
            f"decisions per game: mean {sum(d) / len(d):.0f}, median {d[len(d) // 2]}, "
            f"max {d[-1]}; unfinished {self.unfinished}",
            f"{'level':<8} {'seats':>6} {'win %':>7} {'avg place':>10} {'points/seat':>12} "
            f"{'€/seat':>8}",
        ]
        for level, s in sorted(self.levels.items()):
            n = max(s.seats, 1)
            lines.append(
                f"{level:<8} {s.seats:>6} {100 * s.wins / n:>6.1f}% {s.place_sum / n:>10.2f} "
                f"{s.points / n:>12.1f} {s.money / n / 100:>8.2f}"
            )
        if self.pandoer is not None:
            lines.append(self.pandoer.format())
        return "\n".join(lines)


def play_one(
    game_name: str,
    levels: Sequence[str],
    seed: int,
    options: Mapping[str, Any] | None,
    on_events: Callable[[list[Event]], None] | None = None,
) -> tuple[games.Game, int, bool]:
    """Play one computer game to the end (or the move limit).

    `on_events` (optional) hears the events of every move, for statistics.
    """
    cls = games.REGISTRY[game_name]
    seats = [f"ai:{i + 1}" for i in range(len(levels))]
    level_of = dict(zip(seats, levels, strict=True))
    g = cls.new(seats, seed=seed, options=options)
    ply = 0

    def rng_for(player: str) -> random.Random:
        return derive_rng(seed, "ai", ply, player)

    while not g.over and ply < cls.move_limit:
        found = next_computer_move(g, seats, rng_for, level_of.__getitem__)
        if found is None:
            break
        events = g.play(*found)
        if on_events is not None:
            on_events(events)
        ply += 1
    return g, ply, g.over


def simulate(
    game_name: str,
    n_games: int = 100,
    levels: Sequence[str] = ("best", "random"),
    seed: int = 1,
    options: Mapping[str, Any] | None = None,
) -> Report:
    report = Report(game=game_name, games=n_games, players=len(levels))
    if game_name == "pandoer":
        report.pandoer = PandoerStats()
    on_events = report.pandoer.add if report.pandoer is not None else None
    start = time.perf_counter()
    for i in range(n_games):
        k = i % len(levels)
        rotated = list(levels[k:]) + list(levels[:k])
        g, plies, finished = play_one(game_name, rotated, seed + i, options, on_events)
        report.decisions.append(plies)
        if not finished:
            report.unfinished += 1
            continue
        outcome = g.outcome()
        level_of = dict(zip(g.players, rotated, strict=True))
        for place, group in enumerate(outcome.ranking, start=1):
            for p in group:
                stats = report.levels[level_of[p]]
                stats.seats += 1
                stats.place_sum += place
                # A shared first place (partners, co-winners) is a win for each.
                if place == 1:
                    stats.wins += 1
                stats.points += outcome.points.get(p, 0)
                stats.money += outcome.money.get(p, 0)
    report.seconds = time.perf_counter() - start
    return report
