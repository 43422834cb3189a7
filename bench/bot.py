"""Bot benchmark: `/play` round trips through discord.py (via simcord) and storage.

    python bench/bot.py            # 1, 50 and 200 tables, short default run
    python bench/bot.py --moves 2000

Two parts, each at 1, 50 and 200 open tables on a real SQLite file (WAL):

* `simcord`: each move is a real `/play` slash command through discord.py's
  command tree, our cog, the table service, one committed transaction, the
  interaction response, the table-message edit. `resp` is from our handler
  receiving the interaction to its response being sent (the move is committed
  before); `rt` is the whole round trip until simcord settles (table edit and
  follow-ups done). simcord runs one operation at a time, so these moves are
  sequential, round-robin over the open tables.
* `service`: the same table service and repository without Discord, with all
  tables moving at once (asyncio.gather): per-channel locks and the shared
  connection under contention. Latency is per `TableService.play` call.

Committed moves per second count every row added to the move log (computer
moves included). Memory per table: for `simcord`, the growth of the process RSS
while the tables were opened and played (this includes simcord's in-memory
Discord keeping every message); for `service`, what tracemalloc sees the bot
allocate while the tables open (engine cache, locks, rows). Prints a table;
asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import sqlite3
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import simcord  # noqa: E402

import games  # noqa: E402
from bot.app import ScheidsBot  # noqa: E402
from bot.flows import Flows  # noqa: E402
from bot.settings import Settings  # noqa: E402
from bot.tables import TableService  # noqa: E402
from storage.repository import open_repository  # noqa: E402

LEVELS = (1, 50, 200)


def rss_kib() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def pick_game(name: str | None) -> str:
    if name:
        return name
    for preferred in ("mezza", "muriel"):
        if preferred in games.REGISTRY:
            return preferred
    return next(iter(games.REGISTRY))


def seats_for(game: str) -> int:
    return max(2, games.REGISTRY[game].min_players)


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] * 1000


def count_moves(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0])


async def bench_simcord(tables: int, moves: int, game: str) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.sqlite3"
        settings = Settings(
            discord_token="x",
            database_path=db,  # type: ignore[call-arg]
            _env_file=None,
        )
        bot = ScheidsBot(settings, shard_count=1)
        # Interaction to response: from our /play handler's start to the moment
        # the interaction response (the mover's fresh hand) has been sent.
        responses: list[float] = []
        entered: list[float] = []
        original_play, original_hand = Flows.play, Flows.show_hand

        async def timed_play(self: Flows, *args: Any, **kwargs: Any) -> None:
            entered.append(time.perf_counter())
            await original_play(self, *args, **kwargs)

        async def timed_hand(self: Flows, *args: Any, **kwargs: Any) -> None:
            await original_hand(self, *args, **kwargs)
            if entered:
                responses.append(time.perf_counter() - entered.pop())

        Flows.play = timed_play  # type: ignore[method-assign]
        Flows.show_hand = timed_hand  # type: ignore[method-assign]
        async with simcord.run(bot) as env:
            guild = env.create_guild("Bench")
            people = [guild.add_member(env.create_user(f"p{i}")) for i in range(seats_for(game))]
            by_id = {str(p.id): p for p in people}
            channels = [guild.create_text_channel(f"t{i}") for i in range(tables)]

            async def open_table(ch: Any) -> None:
                await people[0].slash(ch, "game new", game=game)
                for p in people[1:]:
                    await p.slash(ch, "game join")
                await people[0].slash(ch, "game start")

            # A warm-up table first, so imports and first-use caches are not
            # counted as memory per table.
            await open_table(guild.create_text_channel("warm-up"))
            gc.collect()
            rss0 = rss_kib()
            for ch in channels:
                await open_table(ch)
            latencies: list[float] = []
            committed0 = count_moves(db)
            responses.clear()
            started = time.perf_counter()
            turn = 0
            while len(latencies) < moves:
                ch = channels[turn % tables]
                turn += 1
                row = await bot.repo.open_session(ch.id)
                if row is None or row.status != "running":
                    await open_table(ch)
                    continue
                engine = await bot.tables.game_for(row)
                mover = engine.turn()[0]
                move = engine.legal_moves(mover)[0]
                t0 = time.perf_counter()
                res = await by_id[mover].slash(ch, "play", move=move)
                latencies.append(time.perf_counter() - t0)
                if not res.acknowledged:
                    raise RuntimeError("a /play was not acknowledged")
            elapsed = time.perf_counter() - started
            committed = count_moves(db) - committed0
            rss1 = rss_kib()
            await bot.repo.close()
        Flows.play, Flows.show_hand = original_play, original_hand  # type: ignore[method-assign]
    return {
        "part": "simcord",
        "tables": tables,
        "moves": len(latencies),
        "p50": pct(latencies, 0.5),
        "p99": pct(latencies, 0.99),
        "r50": pct(responses, 0.5),
        "r99": pct(responses, 0.99),
        "mps": committed / elapsed,
        "kib": (rss1 - rss0) / tables,
    }


async def bench_service(tables: int, moves: int, game: str) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        repo = await open_repository(Path(tmp) / "bench.sqlite3")
        service = TableService(repo, games.REGISTRY)
        players = [str(1000 + i) for i in range(seats_for(game))]

        async def open_table(channel: int, sid: int) -> None:
            await service.open(
                session_id=sid, guild_id=1, channel_id=channel, host=players[0], game_name=game
            )
            for p in players[1:]:
                await service.join(channel, p)
            await service.start(channel, players[0])

        await open_table(10**6, 10**6)  # warm-up, not measured
        gc.collect()
        # tracemalloc only while the tables open: what the bot itself holds per
        # table (engine cache, lock, rows), without the cost of tracing the moves.
        tracemalloc.start()
        before = tracemalloc.take_snapshot()
        for t in range(tables):
            await open_table(t + 1, t + 1)
        gc.collect()
        grown = sum(s.size_diff for s in tracemalloc.take_snapshot().compare_to(before, "filename"))
        tracemalloc.stop()
        latencies: list[float] = []
        per_table = max(1, moves // tables)
        next_sid = tables + 1

        async def drive(channel: int) -> int:
            nonlocal next_sid
            made = 0
            for _ in range(per_table):
                row = await repo.open_session(channel)
                if row is None:
                    next_sid += 1
                    await open_table(channel, next_sid)
                    continue
                engine = await service.game_for(row)
                mover = engine.turn()[0]
                t0 = time.perf_counter()
                result = await service.play(channel, mover, engine.legal_moves(mover)[0])
                latencies.append(time.perf_counter() - t0)
                made += len(result.played)
            return made

        started = time.perf_counter()
        committed = sum(await asyncio.gather(*(drive(t + 1) for t in range(tables))))
        elapsed = time.perf_counter() - started
        await repo.close()
    return {
        "part": "service",
        "tables": tables,
        "moves": len(latencies),
        "p50": pct(latencies, 0.5),
        "p99": pct(latencies, 0.99),
        "mps": committed / elapsed,
        "kib": grown / 1024 / tables,
    }


async def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=400, help="moves per level (default 400)")
    parser.add_argument("--game", default=None, help="registry key (default mezza, else muriel)")
    parser.add_argument("--levels", default=",".join(map(str, LEVELS)))
    args = parser.parse_args(argv)
    logging.disable(logging.WARNING)
    game = pick_game(args.game)
    levels = [int(x) for x in args.levels.split(",")]
    print(
        f"game={game} seats={seats_for(game)} moves/level={args.moves} "
        f"python={sys.version.split()[0]}"
    )
    print("simcord: resp = interaction to response sent (move committed first);")
    print("         round trip = dispatch until simcord settles (table edit etc. done).")
    print("service: all tables moving at once; resp = one TableService.play call.")
    print(
        f"{'part':8} {'tables':>6} {'moves':>6} {'resp p50':>8} {'resp p99':>8} "
        f"{'rt p50':>7} {'rt p99':>7} {'commits/s':>9} {'KiB/table':>9}"
    )
    nan = float("nan")
    for tables in levels:
        for bench in (bench_simcord, bench_service):
            r = await bench(tables, max(args.moves, tables), game)
            r50, r99 = r.get("r50", r["p50"]), r.get("r99", r["p99"])
            rt50, rt99 = (r["p50"], r["p99"]) if "r50" in r else (nan, nan)
            print(
                f"{r['part']:8} {r['tables']:>6} {r['moves']:>6} {r50:>8.2f} {r99:>8.2f} "
                f"{rt50:>7.2f} {rt99:>7.2f} {r['mps']:>9.0f} {r['kib']:>9.1f}",
                flush=True,
            )


if __name__ == "__main__":
    asyncio.run(main())
