"""The standings table: kept move by move, equal to a rebuild from the history."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage.repository import (
    LedgerEntry,
    MoveCommit,
    NewSession,
    ResultRow,
    SqlRepository,
    open_repository,
)

PLAYERS = ["1", "2", "3", "4", "ai:1", "ai:2"]
GAMES = ["mezza", "pandoer", "muriel"]


@pytest.fixture
async def repo(database: str) -> AsyncIterator[SqlRepository]:
    r = await open_repository(database)
    yield r
    await r.close()


async def play_random_games(repo: SqlRepository, rng: random.Random, count: int) -> None:
    """Sessions in two guilds: money and points along the way (some replayed, as a
    retry would), results at the end, some games abandoned before results."""
    for sid in range(1, count + 1):
        guild = rng.choice([100, 200])
        seats = rng.sample(PLAYERS, rng.randint(2, 4))
        await repo.create_session(
            NewSession(sid, guild, 1000 + sid, rng.choice(GAMES), {}, seats[0], tuple(seats), 1)
        )
        deal = [LedgerEntry(seats[0], "points", rng.randint(0, 5), "deal", f"{sid}:deal")]
        row = await repo.start_session(sid, 1, seats, "{}", ledger=deal)
        for ply in range(1, rng.randint(2, 6)):
            entries = [
                LedgerEntry(p, rng.choice(["eur_cent", "points"]), rng.randint(-300, 300), "r", k)
                for p in rng.sample(seats, rng.randint(0, len(seats)))
                for k in [f"{sid}:{ply}:{p}"]
            ]
            last = ply >= 4 or rng.random() < 0.2
            results = (
                [ResultRow(p, i + 1, i == 0, rng.random() < 0.2) for i, p in enumerate(seats)]
                if last and rng.random() < 0.8
                else []
            )
            row = await repo.commit_move(
                MoveCommit(
                    sid,
                    row.version,
                    ply,
                    seats[0],
                    "m",
                    "{}",
                    ledger=entries,
                    results=results,
                    status="over" if last else "running",
                )
            )
            if entries and rng.random() < 0.3:
                await repo.add_ledger(guild, sid, ply, entries)  # replayed: nothing changes
            if last:
                break


async def test_rebuild_equals_the_kept_standings_after_random_games(repo: SqlRepository) -> None:
    await play_random_games(repo, random.Random(11), 40)
    kept = await repo.standings_rows()
    assert len(kept) > 10
    await repo.rebuild_standings()
    assert await repo.standings_rows() == kept


async def test_leaderboard_reads_the_standings(repo: SqlRepository) -> None:
    await play_random_games(repo, random.Random(3), 30)
    board = await repo.leaderboard(100, "money", limit=50)
    assert all(not s.player.startswith("ai:") for s in board)
    # The same figures as summing the ledger, which is what the board used to do.
    for standing in board:
        assert (await repo.ledger_for(100, standing.player)).money == standing.value
    values = [s.value for s in board]
    assert values == sorted(values, reverse=True)


async def test_rebuild_standings_command(database: str) -> None:
    from scheids.cli import main

    repo = await open_repository(database)
    try:
        await play_random_games(repo, random.Random(8), 10)
        kept = await repo.standings_rows()
        await repo._atomic(lambda tx: tx.execute("DELETE FROM standings"))  # lost, say
    finally:
        await repo.close()
    assert await asyncio.to_thread(main, ["db", "rebuild-standings", "--database", database]) == 0
    repo = await open_repository(database)
    try:
        assert await repo.standings_rows() == kept
    finally:
        await repo.close()


async def test_the_standings_migration_fills_the_table_from_existing_history(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import storage.db as db

    everything = db.migrations()
    standings = next(n for n, name, _ in everything if "standings" in name)
    before = [m for m in everything if m[0] < standings]
    # A database from before the standings table, with games in it...
    path = tmp_path / "old.sqlite3"
    monkeypatch.setattr(db, "migrations", lambda dialect="sqlite": before)
    old = await open_repository(path)
    try:
        # Written as SQL of that time: today's repository writes columns added later.
        await old._atomic(
            lambda tx: tx.execute(
                "INSERT INTO sessions (id, guild_id, channel_id, game, options, host_id, seats,"
                " seed, status, version, ply, created_at, updated_at) VALUES"
                " (1, 100, 10, 'mezza', '{}', '1', '[\"1\", \"2\"]', 1, 'over', 2, 1, 'x', 'x')"
            )
        )
        await old._atomic(
            lambda tx: tx.execute_many(
                "INSERT INTO ledger (idempotency_key, guild_id, session_id, ply, player,"
                " currency, amount, reason, created_at) VALUES (?, 100, 1, 1, ?, ?, ?, 'r', 'x')",
                [("a", "1", "eur_cent", 50), ("b", "2", "eur_cent", -50), ("c", "2", "points", 3)],
            )
        )
        await old._atomic(
            lambda tx: tx.execute_many(
                "INSERT INTO results (session_id, player, place, win) VALUES (1, ?, ?, ?)",
                [("1", 1, True), ("2", 2, False)],
            )
        )
    finally:
        await old.close()
    # ...migrated: the board is there at once, and equals a rebuild.
    monkeypatch.setattr(db, "migrations", lambda dialect="sqlite": everything)
    repo = await open_repository(path)
    try:
        wins = await repo.leaderboard(100, "wins")
        assert [(s.player, s.value, s.games) for s in wins] == [("1", 1, 1), ("2", 0, 1)]
        assert [(s.player, s.value) for s in await repo.leaderboard(100, "money")] == [
            ("1", 50),
            ("2", -50),
        ]
        kept = await repo.standings_rows()
        await repo.rebuild_standings()
        assert await repo.standings_rows() == kept
    finally:
        await repo.close()
