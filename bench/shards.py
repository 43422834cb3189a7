"""Scaling benchmark: one and two bot processes (two shard ranges) on one PostgreSQL,
and SQLite versus PostgreSQL for one process, over the loopback fake of Discord.

    python bench/shards.py                        # 50, 200, 1000 tables, 10 s each
    python bench/shards.py --levels 50,200 --seconds 5

Every table is one human and one computer at Mezza in its own channel, as in
`bench/bot_loopback.py` (whose players this reuses), all moving flat out: each
table moves again as soon as it is answered. The fake runs two shards, with the
channels dealt over two guilds, one per shard. Setups:

* `sqlite 1`: one process, all shards, a SQLite file (today's default);
* `postgresql 1`: one process, all shards, PostgreSQL;
* `postgresql 2`: two processes, `SHARD_IDS=0` and `SHARD_IDS=1`, one PostgreSQL.

Past saturation, answers miss Discord's 3 s (`late`); a table whose game ended
and whose re-opening then fails stops playing (`dropped`), the rest go on.

PostgreSQL is a throwaway server (`tests.pgserver`) with fsync on and
`synchronous_commit=off`, the same promise as SQLite's WAL with
synchronous=NORMAL (a commit survives a crashed process, not a power cut).

Figures: `moves/s` is rows added to `moves` (computer moves included) per
second of play; `p50`/`p99` the `/play` round trip as the fake sees it; `bot
cpu` the bot processes' CPU time over wall time (200% is both cores); `pg cpu`
the PostgreSQL server's; `driver` this process's (the fake and every
player), which needs CPU too and, near 100%, limits what is measured.
Prints a table; asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import asyncpg  # noqa: E402

from bench.bot_loopback import Stats, cpu_seconds, open_table, pct, play_table  # noqa: E402
from tests.loopback.fakediscord import FakeChannel, FakeDiscord, FakeUser  # noqa: E402
from tests.loopback.runner import BotProcess  # noqa: E402
from tests.pgserver import PostgresServer, find_binaries  # noqa: E402

LEVELS = (50, 200, 1000)
SETUPS = (("sqlite", 1), ("postgresql", 1), ("postgresql", 2))


def children_cpu(pid: int) -> float:
    """CPU seconds of a process and all its descendants (the PostgreSQL backends)."""
    total = 0.0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(entry) == pid or int(fields[1]) == pid:
            total += cpu_seconds(int(entry))
    return total


def postmaster_pid(server: PostgresServer) -> int:
    return int((server.data / "postmaster.pid").read_text().split()[0])


class Moves:
    def __init__(self, target: str) -> None:
        self.target = target

    async def count(self) -> int:
        if not self.target.startswith("postgresql://"):
            with sqlite3.connect(self.target) as conn:
                return int(conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0])
        conn = await asyncpg.connect(self.target)
        try:
            return int(await conn.fetchval("SELECT COUNT(*) FROM moves"))
        finally:
            await conn.close()


async def run(
    backend: str, procs: int, tables: int, seconds: float, server: PostgresServer | None, work: Path
) -> dict[str, Any]:
    names = [f"p{i}" for i in range(tables)]
    if backend == "postgresql":
        assert server is not None
        target = await server.fresh_database()
    else:
        target = str(work / f"bench-{tables}-{time.monotonic_ns()}.sqlite3")
    envs = (
        [{"DATABASE_URL": target, "SHARD_COUNT": "2", "SHARD_IDS": str(i)} for i in range(procs)]
        if backend == "postgresql"
        else [{"DATABASE_PATH": target, "SHARD_COUNT": "2"}]
    )
    if backend == "postgresql" and procs == 1:
        envs = [{"DATABASE_URL": target, "SHARD_COUNT": "2"}]
    moves = Moves(target)
    async with FakeDiscord(members=names, channels=tables, shards=2, guilds=2) as fake:
        bots = [
            BotProcess(fake, work / "bench.sqlite3", log_level="WARNING", extra_env=e) for e in envs
        ]
        try:
            for bot in bots:
                await bot.start()
            await fake.wait_for(lambda: fake.commands, "command sync", timeout=60)
            await fake.wait_for(lambda: len(fake.sessions) >= 2, "both shards", timeout=60)
            await asyncio.sleep(1.0)  # past discord.py's wait for GUILD_CREATEs
            pairs = list(zip((fake.user(n) for n in names), fake.text_channels, strict=True))
            # Opening is set-up, not measured: a few at a time, so none times out.
            gate = asyncio.Semaphore(5)

            async def opened(user: FakeUser, channel: FakeChannel) -> None:
                async with gate:
                    await open_table(fake, user, channel)

            await asyncio.gather(*(opened(u, c) for u, c in pairs))
            await fake.idle(quiet=0.3, timeout=120)
            stats = Stats()
            before = await moves.count()
            loop = asyncio.get_running_loop()
            pg = postmaster_pid(server) if server is not None and backend == "postgresql" else 0
            cpu0 = [cpu_seconds(b.pid) for b in bots]
            driver0 = time.process_time()
            pg0 = children_cpu(pg) if pg else 0.0
            started = loop.time()
            deadline = started + seconds
            dropped: list[str] = []

            async def table(i: int, user: FakeUser, channel: FakeChannel) -> None:
                # Past saturation a finished game's re-opening can miss Discord's
                # 3 s; that table then stops (counted), the others play on.
                try:
                    await play_table(fake, user, channel, stats, deadline, random.Random(i), 0.0)
                except Exception as exc:
                    dropped.append(f"{type(exc).__name__}: {exc}")

            await asyncio.gather(*(table(i, u, c) for i, (u, c) in enumerate(pairs)))
            elapsed = loop.time() - started
            cpu = sum(cpu_seconds(b.pid) - c for b, c in zip(bots, cpu0, strict=True))
            driver = time.process_time() - driver0
            pg_cpu = (children_cpu(pg) - pg0) if pg else 0.0
            await fake.idle(quiet=0.3, timeout=120)
            made = await moves.count() - before
        finally:
            for bot in bots:
                await bot.stop()
            for bot in bots:
                for line in bot.errors()[:2]:
                    print(f"  bot: {line[-700:]}", file=sys.stderr)
    return {
        "backend": backend,
        "procs": procs,
        "tables": tables,
        "moves_s": made / elapsed,
        "p50": pct(stats.play, 0.5) * 1000,
        "p99": pct(stats.play, 0.99) * 1000,
        "bot_cpu": cpu / elapsed * 100,
        "pg_cpu": pg_cpu / elapsed * 100,
        "driver_cpu": driver / elapsed * 100,
        "late": stats.late,
        "dropped": len(dropped),
        "refused": len(stats.refused),
    }


def print_rows(rows: list[dict[str, Any]]) -> None:
    head = (
        f"{'backend':>10} {'procs':>5} {'tables':>6} {'moves/s':>8} {'p50 ms':>8} {'p99 ms':>8}"
        f" {'bot cpu':>8} {'pg cpu':>7} {'driver':>7} {'late':>5} {'refuse':>6} {'dropped':>7}"
    )
    print(head)
    print("-" * len(head))
    for r in rows:
        print(
            f"{r['backend']:>10} {r['procs']:>5} {r['tables']:>6} {r['moves_s']:>8.0f}"
            f" {r['p50']:>8.1f} {r['p99']:>8.1f} {r['bot_cpu']:>7.0f}% {r['pg_cpu']:>6.0f}%"
            f" {r['driver_cpu']:>6.0f}%"
            f" {r['late']:>5} {r['refused']:>6} {r['dropped']:>7}"
        )
    by = {(r["backend"], r["procs"], r["tables"]): r["moves_s"] for r in rows}
    for tables in sorted({r["tables"] for r in rows}):
        one, two = by.get(("postgresql", 1, tables)), by.get(("postgresql", 2, tables))
        if one and two:
            print(f"{tables} tables: two processes give {two / one:.2f}x one process's moves/s")


async def main_async(args: argparse.Namespace) -> None:
    levels = [int(x) for x in args.levels.split(",")]
    setups = [(b, int(n)) for b, n in (x.split(":") for x in args.setups.split(","))]
    bin_dir = find_binaries()
    server = PostgresServer(bin_dir, fsync=True) if bin_dir else None
    if server is None:
        print("PostgreSQL is not installed: SQLite figures only", file=sys.stderr)
    else:
        server.start()
        await server.make_template()
    rows = []
    try:
        with tempfile.TemporaryDirectory(prefix="scheids-shards-") as tmp:
            for tables in levels:
                for backend, procs in setups:
                    if backend == "postgresql" and server is None:
                        continue
                    print(f"... {backend} x{procs}, {tables} tables", file=sys.stderr, flush=True)
                    try:
                        rows.append(
                            await run(backend, procs, tables, args.seconds, server, Path(tmp))
                        )
                    except Exception as exc:  # one failed run must not lose the others
                        print(f"  failed: {type(exc).__name__}: {exc}", file=sys.stderr)
    finally:
        if server is not None:
            server.stop()
    print_rows(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default=",".join(map(str, LEVELS)))
    parser.add_argument("--seconds", type=float, default=10.0, help="play time per run")
    parser.add_argument(
        "--setups",
        default=",".join(f"{b}:{n}" for b, n in SETUPS),
        help="backend:processes list (sqlite:1,postgresql:1,postgresql:2)",
    )
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
