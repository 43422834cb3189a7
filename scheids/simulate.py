"""Computer-only games, for statistics: how strong is each computer level?

Seats take the levels given (e.g. `hard,normal,normal`); the assignment rotates
every game so no level keeps a lucky seat. For each level the report gives the
share of its seats that finished first (a shared first place, as partners or
co-winners have, counts for each), the average place, and points and money per
seat, each with a 95 % interval, so a difference can be told from luck.
"""

from __future__ import annotations

import math
import random
import time
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import games
from games.ai import next_computer_move
from games.base import Event, derive_rng
from games.search import SearchBudget
from i18n import DEFAULT, Language, tr, trn
from scheids.pandoer_stats import PandoerStats

# The normal quantile of a two-sided 95 % interval.
Z95 = 1.959963984540054


def wilson_interval(successes: int, trials: int) -> tuple[float, float]:
    """95 % interval of a proportion (Wilson's score interval, sound near 0 and 1)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + Z95**2 / trials
    centre = (p + Z95**2 / (2 * trials)) / denominator
    half = Z95 * math.sqrt(p * (1 - p) / trials + Z95**2 / (4 * trials**2)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(samples: Sequence[float]) -> tuple[float, float, float]:
    """Mean and its 95 % interval (normal approximation), as (mean, low, high)."""
    n = len(samples)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(samples) / n
    if n < 2:
        return mean, mean, mean
    variance = sum((x - mean) ** 2 for x in samples) / (n - 1)
    half = Z95 * math.sqrt(variance / n)
    return mean, mean - half, mean + half


@dataclass
class LevelStats:
    """What the seats of one level did, one sample per seat and game."""

    wins: list[int] = field(default_factory=list)
    places: list[float] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    money: list[int] = field(default_factory=list)

    @property
    def seats(self) -> int:
        return len(self.wins)

    @property
    def win_share(self) -> float:
        return sum(self.wins) / self.seats if self.seats else 0.0

    def win_interval(self) -> tuple[float, float]:
        return wilson_interval(sum(self.wins), self.seats)


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

    def format(self, lang: Language = DEFAULT) -> str:
        d = sorted(self.decisions) or [0]
        title = games.REGISTRY[self.game].title
        lines = [
            trn(
                lang,
                "{game}: {n} game, {players} players, {seconds} s",
                "{game}: {n} games, {players} players, {seconds} s",
                self.games,
                game=title,
                players=self.players,
                seconds=f"{self.seconds:.1f}",
            ),
            tr(
                lang,
                "decisions per game: mean {mean}, median {median}, max {max}; "
                "unfinished {unfinished}",
                mean=f"{sum(d) / len(d):.0f}",
                median=d[len(d) // 2],
                max=d[-1],
                unfinished=self.unfinished,
            ),
            tr(
                lang,
                "first place: share of the level's seats, with its 95 % interval; "
                "money and points per seat, likewise",
            ),
            _columns(
                (tr(lang, "level"), -8),
                (tr(lang, "seats"), 6),
                (tr(lang, "first place"), 20),
                (tr(lang, "avg place"), 10),
                (tr(lang, "points/seat"), 22),
                (tr(lang, "money/seat"), 26),
            ),
        ]
        for level, s in sorted(self.levels.items()):
            low, high = s.win_interval()
            first = f"{100 * s.win_share:.1f}% [{100 * low:.1f}-{100 * high:.1f}]"
            _, place, _ = mean_interval(s.places)
            pts, pts_low, pts_high = mean_interval(s.points)
            cents, cents_low, cents_high = mean_interval(s.money)
            lines.append(
                f"{level:<8} {s.seats:>6} {first:>20} {place:>10.2f} "
                f"{pts:>8.1f} [{pts_low:.1f}, {pts_high:.1f}]".ljust(70)
                + f" {_euros(cents):>8} [{_euros(cents_low)}, {_euros(cents_high)}]"
            )
        if self.pandoer is not None:
            lines.append(self.pandoer.format(lang))
        return "\n".join(lines)


def _columns(*cells: tuple[str, int]) -> str:
    """A row of headings, each right-aligned in its width (left-aligned if negative)."""
    return " ".join(text.ljust(-width) if width < 0 else text.rjust(width) for text, width in cells)


def _euros(cents: float) -> str:
    sign = "-" if cents < 0 else ""
    return f"{sign}€{abs(cents) / 100:.2f}"


def play_one(
    game_name: str,
    levels: Sequence[str],
    seed: int,
    options: Mapping[str, Any] | None,
    on_events: Callable[[list[Event]], None] | None = None,
    budget: SearchBudget | None = None,
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
        found = next_computer_move(g, seats, rng_for, level_of.__getitem__, budget=budget)
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
    levels: Sequence[str] = ("normal", "random"),
    seed: int = 1,
    options: Mapping[str, Any] | None = None,
    budget: SearchBudget | None = None,
) -> Report:
    report = Report(game=game_name, games=n_games, players=len(levels))
    if game_name == "pandoer":
        report.pandoer = PandoerStats()
    on_events = report.pandoer.add if report.pandoer is not None else None
    start = time.perf_counter()
    for i in range(n_games):
        k = i % len(levels)
        rotated = list(levels[k:]) + list(levels[:k])
        g, plies, finished = play_one(game_name, rotated, seed + i, options, on_events, budget)
        report.decisions.append(plies)
        if not finished:
            report.unfinished += 1
            continue
        outcome = g.outcome()
        level_of = dict(zip(g.players, rotated, strict=True))
        for place, group in enumerate(outcome.ranking, start=1):
            for p in group:
                stats = report.levels[level_of[p]]
                # A shared first place (partners, co-winners) is a win for each.
                stats.wins.append(1 if place == 1 else 0)
                stats.places.append(place)
                stats.points.append(outcome.points.get(p, 0))
                stats.money.append(outcome.money.get(p, 0))
    report.seconds = time.perf_counter() - start
    return report
