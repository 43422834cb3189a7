"""Computer moves off the event loop.

The easy and normal players answer in well under a millisecond, so they move
inline. A hard player searches for up to its time budget (250 ms by default);
done on the event loop, that would stall every other table's answers. Hard
moves are therefore worked out in worker processes: the game travels there as
its saved JSON and the chosen move comes back as text, so nothing but the
move itself crosses, and a restart mid-thought loses nothing (the move was
never committed; the resumed table thinks again).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import random
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, replace

import games
from games.ai import DEFAULT_LEVEL, next_computer_move
from games.base import Game
from games.search import DEFAULT_BUDGET

RngFor = Callable[[str], random.Random]


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


def rng_for(seed: int, ply: int) -> RngFor:
    """The generator of a computer seat at a ply: the same on every process."""
    from games.base import derive_rng

    return lambda player: derive_rng(seed, "ai", ply, player)


def think(request: ThinkRequest) -> tuple[str, str] | None:
    """The next computer move, within the request's time (runs in a worker)."""
    game = games.REGISTRY[request.game].from_json(request.state)
    levels = dict(request.levels)
    deadline = time.monotonic() + request.seconds
    budget = replace(
        DEFAULT_BUDGET,
        playouts=DEFAULT_BUDGET.playouts * 50,
        should_stop=lambda: time.monotonic() >= deadline,
    )
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

    def _executor(self) -> Executor:
        if self._pool is None:
            # forkserver: workers start clean, not as copies of a process with an
            # event loop and open sockets.
            context = multiprocessing.get_context("forkserver")
            self._pool = ProcessPoolExecutor(max_workers=self.workers, mp_context=context)
        return self._pool

    async def next_move(
        self,
        game: Game,
        computers: Sequence[str],
        levels: Mapping[str, str],
        seed: int,
        ply: int,
    ) -> tuple[str, str] | None:
        wanted = {levels.get(player, DEFAULT_LEVEL) for player in computers}
        if "hard" not in wanted:
            return next_computer_move(
                game,
                computers,
                rng_for(seed, ply),
                lambda player: levels.get(player, DEFAULT_LEVEL),
            )
        request = ThinkRequest(
            game=game.name,
            state=game.to_json(),
            computers=tuple(computers),
            levels=tuple(sorted(levels.items())),
            seed=seed,
            ply=ply,
            seconds=self.seconds,
        )
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor(), think, request)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
