"""Prometheus metrics: what the referee does, how fast, and how Discord answers.

Counters and histograms live in prometheus-client's default registry, so
`/metrics` (served by `bot.health`) also shows the process's memory and CPU. The bot
reports through the small functions here; nothing else imports
prometheus-client.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from contextlib import AbstractContextManager
from functools import cache
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
from prometheus_client import Counter, Gauge, Histogram

INTERACTIONS = Counter(
    "scheids_interactions",
    "Interactions handled, by kind (command or button) and outcome",
    ["kind", "outcome"],
)
MOVES = Counter(
    "scheids_moves",
    "Moves offered to a game, by game and outcome (accepted, computer, illegal)",
    ["game", "outcome"],
)
PLAY_SECONDS = Histogram(
    "scheids_play_seconds",
    "Time from receiving a /play until its handler finished (computer replies included)",
    buckets=(0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0),
)
OPEN_TABLES = Gauge(
    "scheids_open_tables", "Open sessions by game and status (lobby, running)", ["game", "status"]
)
THINK_SECONDS = Histogram(
    "scheids_computer_think_seconds",
    "Time a computer player took to choose a move, by game",
    ["game"],
    buckets=(0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5),
)
COMMIT_SECONDS = Histogram(
    "scheids_db_commit_seconds",
    "Time to commit one move (move, snapshot, ledger, results) to the database",
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0),
)
REST_ERRORS = Counter(
    "scheids_discord_rest_errors",
    "Discord REST answers with an error status, by status",
    ["status"],
)
RATE_LIMITED = Counter(
    "scheids_discord_rate_limited", "Discord REST answers 429 (rate limited), by scope", ["scope"]
)


def interaction_kind(interaction: discord.Interaction[Any]) -> str:
    """`play`, `game new`, or `button:join` (the action in a component's custom id)."""
    if interaction.command is not None:
        return interaction.command.qualified_name
    data: Any = interaction.data or {}
    custom_id = str(data.get("custom_id", ""))
    parts = custom_id.split(":")
    if len(parts) > 1 and parts[0] == "scheids":
        return f"button:{parts[1]}"
    return interaction.type.name


def interaction_done(kind: str, outcome: str, seconds: float | None = None) -> None:
    INTERACTIONS.labels(kind, outcome).inc()
    if kind == "play" and seconds is not None:
        PLAY_SECONDS.observe(seconds)


# Labelled children, looked up once: `labels()` validates and locks on every call,
# which costs more than the increment itself on the per-move path.
_move_counter = cache(MOVES.labels)
_think_histogram = cache(THINK_SECONDS.labels)


def move(game: str, outcome: str) -> None:
    _move_counter(game, outcome).inc()


def thinking(game: str) -> AbstractContextManager[Any]:
    return _think_histogram(game).time()


def thought(game: str, seconds: float) -> None:
    _think_histogram(game).observe(seconds)


def committing() -> AbstractContextManager[Any]:
    return COMMIT_SECONDS.time()


def open_tables(rows: Iterable[tuple[str, str]]) -> None:
    """Set the gauge from (game, status) of every open session; games gone drop to 0."""
    counts: dict[tuple[str, str], int] = {}
    for key in rows:
        counts[key] = counts.get(key, 0) + 1
    OPEN_TABLES.clear()
    for (game, status), n in counts.items():
        OPEN_TABLES.labels(game, status).set(n)


def http_trace() -> aiohttp.TraceConfig:
    """discord.py's `http_trace` option: sees every REST answer, 429s included."""

    async def on_end(
        session: aiohttp.ClientSession, ctx: SimpleNamespace, params: aiohttp.TraceRequestEndParams
    ) -> None:
        status = params.response.status
        if status == 429:
            scope = params.response.headers.get("X-RateLimit-Scope", "unknown")
            RATE_LIMITED.labels(scope).inc()
        if status >= 400:
            REST_ERRORS.labels(str(status)).inc()

    trace = aiohttp.TraceConfig()
    trace.on_request_end.append(on_end)
    return trace


def now() -> float:
    return time.perf_counter()
