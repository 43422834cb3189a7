"""Standings at scale: `/leaderboard` and `/ledger` queries with 50,000 finished games,
on SQLite and PostgreSQL, and whether a table's commit waits on them.

    python bench/standings.py                 # 50,000 games, both backends
    python bench/standings.py --games 5000

One server (guild) holds every game (the worst case for a per-server board):
200 players, four seats a game, a money and a points entry per seat, results.
The history is written in bulk, then the standings table is rebuilt from it.

Figures, median of `--repeat` runs, in ms:

* `board` and `ledger`: the repository's `leaderboard` (each metric, all games
  and one game) and `ledger_for` (a player's page and totals);
* `old board`: the query the leaderboard used before the standings table (a
  GROUP BY over the whole ledger), for comparison;
* `commit alone` / `commit + boards`: p50 and p99 of a move's `commit_move`
  alone, and while another task runs old-style board queries back to back
  (reports on SQLite run on a second connection; PostgreSQL reads on pooled
  connections under MVCC), so a commit does not queue behind a report.

Prints a table; asserts nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from storage.repository import (  # noqa: E402
    MoveCommit,
    NewSession,
    SqlRepository,
    open_repository,
)
from storage.sql import Tx  # noqa: E402
from tests.pgserver import PostgresServer, find_binaries  # noqa: E402

GUILD = 1 << 40
PLAYERS = [str(10**17 + i) for i in range(200)]
GAMES = ["mezza", "muriel", "pandoer", "keezen", "meierijen"]
OLD_BOARD = (
    "SELECT l.player, SUM(l.amount) AS value, COUNT(DISTINCT l.session_id) AS games,"
    " 0 FROM ledger l JOIN sessions s ON s.id = l.session_id"
    " WHERE l.guild_id = ? AND l.currency = ? AND l.player NOT LIKE 'ai:%'"
    " GROUP BY l.player ORDER BY value DESC, l.player LIMIT ?"
)
STAMP = "2026-01-01T00:00:00.000+00:00"


async def fill(repo: SqlRepository, games: int) -> None:
    rng = random.Random(1)
    sessions, results, ledger = [], [], []
    for sid in range(1, games + 1):
        seats = rng.sample(PLAYERS, 4)
        sessions.append(
            (
                sid,
                GUILD,
                1000 + sid % 500,
                rng.choice(GAMES),
                "{}",
                seats[0],
                "[]",
                1,
                "over",
                5,
                4,
                STAMP,
                STAMP,
            )
        )
        for place, player in enumerate(seats, start=1):
            results.append((sid, player, place, place == 1, False))
            money = rng.randint(-500, 500)
            ledger.append(
                (f"{sid}:{player}:m", GUILD, sid, 4, player, "eur_cent", money, "r", STAMP)
            )
            ledger.append((f"{sid}:{player}:p", GUILD, sid, 4, player, "points", place, "r", STAMP))

    async def work(tx: Tx) -> None:
        await tx.execute_many(
            "INSERT INTO sessions (id, guild_id, channel_id, game, options, host_id, seats,"
            " seed, status, version, ply, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            sessions,
        )
        await tx.execute_many(
            "INSERT INTO results (session_id, player, place, win, by_computer)"
            " VALUES (?, ?, ?, ?, ?)",
            results,
        )
        await tx.execute_many(
            "INSERT INTO ledger (idempotency_key, guild_id, session_id, ply, player, currency,"
            " amount, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            ledger,
        )

    await repo._atomic(work)
    await repo.rebuild_standings()
    # Planner statistics, as a database that grew over time would have them.
    await repo._atomic(lambda tx: tx.execute("ANALYZE"))


async def timed(call: Callable[[], Awaitable[Any]], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        await call()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


async def commits(repo: SqlRepository, n: int, sid: int) -> list[float]:
    await repo.create_session(NewSession(sid, GUILD, sid, "mezza", {}, PLAYERS[0], ("1",), 1))
    row = await repo.start_session(sid, 1, PLAYERS[:2], "{}")
    times = []
    for ply in range(1, n + 1):
        started = time.perf_counter()
        row = await repo.commit_move(
            MoveCommit(sid, row.version, ply, PLAYERS[0], "m", '{"state": "' + "x" * 2000 + '"}')
        )
        times.append(time.perf_counter() - started)
        await asyncio.sleep(0)
    return times


def pcts(times: list[float]) -> str:
    ordered = sorted(times)
    p50 = ordered[len(ordered) // 2] * 1000
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000
    return f"{p50:.2f}/{p99:.2f}"


async def measure(target: str, games: int, repeat: int) -> dict[str, Any]:
    repo = await open_repository(target)
    try:
        started = time.perf_counter()
        await fill(repo, games)
        filled = time.perf_counter() - started
        player = PLAYERS[7]
        row: dict[str, Any] = {"fill_s": filled}
        row["board wins"] = await timed(lambda: repo.leaderboard(GUILD, "wins"), repeat)
        row["board money"] = await timed(lambda: repo.leaderboard(GUILD, "money"), repeat)
        row["board points/game"] = await timed(
            lambda: repo.leaderboard(GUILD, "points", "mezza"), repeat
        )
        row["ledger"] = await timed(lambda: repo.ledger_for(GUILD, player), repeat)
        row["old board"] = await timed(
            lambda: repo._report(OLD_BOARD, (GUILD, "eur_cent", 10)), max(3, repeat // 5)
        )
        row["commit alone"] = pcts(await commits(repo, 300, 10**9))
        stop = asyncio.Event()

        async def boards() -> int:
            n = 0
            while not stop.is_set():
                await repo._report(OLD_BOARD, (GUILD, "eur_cent", 10))
                n += 1
            return n

        load = asyncio.create_task(boards())
        try:
            row["commit + boards"] = pcts(await commits(repo, 300, 10**9 + 1))
        finally:
            stop.set()
            row["boards run"] = await load
        return row
    finally:
        await repo.close()


async def main_async(args: argparse.Namespace) -> None:
    results: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(prefix="scheids-standings-") as tmp:
        print(f"... sqlite, {args.games} games", file=sys.stderr, flush=True)
        results["sqlite"] = await measure(str(Path(tmp) / "s.sqlite3"), args.games, args.repeat)
        bin_dir = find_binaries()
        if bin_dir is None:
            print("PostgreSQL is not installed: SQLite figures only", file=sys.stderr)
        else:
            server = PostgresServer(bin_dir, fsync=True)
            server.start()
            try:
                await server.make_template()
                print(f"... postgresql, {args.games} games", file=sys.stderr, flush=True)
                url = await server.fresh_database()
                results["postgresql"] = await measure(url, args.games, args.repeat)
            finally:
                server.stop()
    names = list(results)
    print(f"{args.games} finished games in one server, 200 players; median ms")
    print(f"{'':>22}" + "".join(f"{n:>14}" for n in names))
    for key in results[names[0]]:
        cells = []
        for n in names:
            v = results[n][key]
            cells.append(f"{v:>14.2f}" if isinstance(v, float) else f"{v!s:>14}")
        print(f"{key:>22}" + "".join(cells))
    print("commit figures are p50/p99 ms of one move's commit_move")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50_000)
    parser.add_argument("--repeat", type=int, default=25)
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
