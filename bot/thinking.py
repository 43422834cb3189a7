"""Computer moves off the event loop.

The easy and normal players answer in well under a millisecond, so they move
inline. A hard player searches for up to its time budget (`AI_THINK_SECONDS`,
250 ms by default); done on the event loop, that would stall every other
table's answers. Hard moves are therefore worked out in worker processes: the
game travels there as its saved JSON and the chosen move comes back as text,
so nothing but the move itself crosses, and a restart mid-thought loses
nothing (the move was never committed; the resumed table thinks again).

`Thinker.plan` says, without waiting, what happens next at a table: a quick
move to play now, a hard seat's request to think about, or nothing.
`Thinker.think_hard` answers such a request; tests replace it to make a thought
as slow as they like.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import random
import select
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from typing import Any

import games
from games.ai import DEFAULT_LEVEL, choose_move, next_computer_move
from games.base import Game
from games.search import DEFAULT_BUDGET

log = logging.getLogger(__name__)

RngFor = Callable[[str], random.Random]
HARD = "hard"
# A hard search stops at its time budget; this many playouts bound it besides,
# far beyond what the budget allows, so the clock is what ends it.
PLAYOUT_CAP = DEFAULT_BUDGET.playouts * 50


@dataclass(frozen=True, slots=True)
class ThinkRequest:
    """Everything a worker needs to pick the next computer move of a table."""

    game: str
    state: str
    computers: tuple[str, ...]
    levels: tuple[tuple[str, str], ...]
    seed: int
    ply: int
    seconds: float

    @property
    def seat(self) -> str:
        """The seat thought for (a plan asks for one seat at a time)."""
        return self.computers[0]


# What happens next at a table: a move to play now, a thought to have first, or nothing.
Plan = tuple[str, str] | ThinkRequest | None


def rng_for(seed: int, ply: int) -> RngFor:
    """The generator of a computer seat at a ply: the same on every process."""
    from games.base import derive_rng

    return lambda player: derive_rng(seed, "ai", ply, player)


# In a worker: the pool's stop signal (a multiprocessing Event), set on close.
_stop: Any = None
# How often a worker without pidfd support looks whether the bot still runs.
BOT_CHECK_SECONDS = 1.0


# Workers run at a lower priority than the bot: where the scheduler honours it,
# the event loop (every table's answers) gets the CPU first, and thoughts, which
# have a time budget rather than an amount of work, simply get less done.
WORKER_NICENESS = 10


def _worker_started(stop: Any, bot: int) -> None:
    global _stop
    _stop = stop
    with contextlib.suppress(OSError):
        os.nice(WORKER_NICENESS)
    threading.Thread(target=_exit_with, args=(bot,), name="bot-watch", daemon=True).start()


def _exit_with(bot: int) -> None:
    """End this worker when the bot process ends, however it ends.

    A worker's parent is the forkserver, which stays up as long as its children
    do, and a worker waits for work forever: after a `kill -9` of the bot nothing
    else would end it. It would also keep the bot's stdout open, which whoever
    ran the bot may be reading to its end."""
    try:
        handle = os.pidfd_open(bot)
    except (AttributeError, OSError):
        handle = None
    if handle is not None:
        select.select([handle], [], [])  # readable once the process has ended
        os._exit(0)
    while True:
        time.sleep(BOT_CHECK_SECONDS)
        try:
            os.kill(bot, 0)
        except ProcessLookupError:
            os._exit(0)
        except PermissionError:
            pass


def think(request: ThinkRequest) -> tuple[str, str] | None:
    """The next computer move, within the request's time (runs in a worker)."""
    game = games.REGISTRY[request.game].from_json(request.state)
    levels = dict(request.levels)
    deadline = time.monotonic() + request.seconds
    stop = _stop

    def should_stop() -> bool:
        # The bot is stopping (its pool closed): nobody waits for this thought.
        if stop is not None and stop.is_set():
            return True
        return time.monotonic() >= deadline

    budget = replace(DEFAULT_BUDGET, playouts=PLAYOUT_CAP, should_stop=should_stop)
    return next_computer_move(
        game,
        request.computers,
        rng_for(request.seed, request.ply),
        lambda player: levels.get(player, DEFAULT_LEVEL),
        budget=budget,
    )


class Thinker:
    """Picks computer moves: inline for quick levels, in worker processes for `hard`."""

    def __init__(self, seconds: float = 0.25, workers: int = 1) -> None:
        self.seconds = seconds
        self.workers = workers
        self._pool: Executor | None = None
        self._stop: Any = None

    def _executor(self) -> Executor:
        if self._pool is None:
            # forkserver: workers start clean, not as copies of a process with an
            # event loop and open sockets.
            context = multiprocessing.get_context("forkserver")
            self._stop = context.Event()
            self._pool = ProcessPoolExecutor(
                max_workers=self.workers,
                mp_context=context,
                initializer=_worker_started,
                initargs=(self._stop, os.getpid()),
            )
        return self._pool

    def plan(
        self,
        game: Game,
        computers: Sequence[str],
        levels: Mapping[str, str],
        seed: int,
        ply: int,
    ) -> Plan:
        """What the computers do next, decided at once: the same move
        `games.ai.next_computer_move` makes, except that a hard seat's turn comes
        back as a request to think about."""
        rngs = rng_for(seed, ply)

        def level_for(player: str) -> str:
            return levels.get(player, DEFAULT_LEVEL)

        # Out-of-turn moves first, as the engine helper does; they need no search.
        quick = next_computer_move(game, computers, rngs, level_for, waiting=False)
        if quick is not None:
            return quick
        for player in game.turn():
            if player not in computers or player not in game.players:
                continue
            moves = game.legal_moves(player)
            if not moves:
                continue
            if level_for(player) != HARD or len(moves) == 1:
                # A lone legal move is what the search would answer too.
                return player, choose_move(game, player, rngs(player), level_for(player))
            return ThinkRequest(
                game=game.name,
                state=game.to_json(),
                computers=(player,),
                levels=((player, HARD),),
                seed=seed,
                ply=ply,
                seconds=self.seconds,
            )
        return None

    async def think_hard(self, request: ThinkRequest) -> tuple[str, str] | None:
        """A hard seat's move, worked out in a worker process."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor(), think, request)
        except BrokenProcessPool:
            # A worker died (killed, out of memory): the next thought gets a new pool.
            self._pool = None
            raise

    async def next_move(
        self,
        game: Game,
        computers: Sequence[str],
        levels: Mapping[str, str],
        seed: int,
        ply: int,
    ) -> tuple[str, str] | None:
        """The next computer move, thinking first where a hard seat is to move."""
        planned = self.plan(game, computers, levels, seed, ply)
        if isinstance(planned, ThinkRequest):
            return await self.think_hard(planned)
        return planned

    def close(self) -> None:
        """Stop the workers: a thought under way is dropped (its table thinks again
        after a restart)."""
        if self._pool is not None:
            # Ends a thought under way at its next playout, so no worker keeps
            # the process from exiting for the rest of its budget.
            self._stop.set()
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
