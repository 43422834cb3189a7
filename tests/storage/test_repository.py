"""Storage on a real SQLite file and a real PostgreSQL database: migrations, one
transaction per move, idempotency. Tests taking `repo` run on both backends."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage.db import connect, migrate, migrations, schema_version
from storage.repository import (
    ChannelBusy,
    LedgerEntry,
    MoveCommit,
    NewSession,
    ResultRow,
    SqlRepository,
    StaleVersion,
    open_repository,
)
from storage.sql import ConstraintViolation


def new(session_id: int = 1, channel: int = 10, guild: int = 100) -> NewSession:
    return NewSession(
        id=session_id,
        guild_id=guild,
        channel_id=channel,
        game="highcard",
        options={"hand_size": 3},
        host_id="1",
        seats=("1",),
        seed=5,
    )


@pytest.fixture
async def repo(database: str) -> AsyncIterator[SqlRepository]:
    r = await open_repository(database)
    yield r
    await r.close()


async def test_migrations_apply_once_and_set_pragmas(tmp_path: Path) -> None:
    path = tmp_path / "m.sqlite3"
    conn = await connect(path)
    try:
        assert await schema_version(conn) == 0
        latest = await migrate(conn)
        assert latest == migrations()[-1][0] >= 1
        assert await migrate(conn) == latest  # idempotent
        assert (await conn.execute_fetchall("PRAGMA journal_mode"))[0][0] == "wal"
        assert (await conn.execute_fetchall("PRAGMA foreign_keys"))[0][0] == 1
    finally:
        await conn.close()
    with sqlite3.connect(path) as raw:
        tables = {r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert {"schema_version", "sessions", "moves", "snapshots", "ledger", "results"} <= tables
        assert raw.execute("SELECT COUNT(*) FROM schema_version").fetchone()[0] == len(migrations())


async def test_failed_migration_leaves_previous_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import storage.db as db

    good = migrations()
    monkeypatch.setattr(
        db,
        "migrations",
        lambda: [*good, (good[-1][0] + 1, "x.sql", "CREATE TABLE t (a INT); BROKEN SQL")],
    )
    conn = await connect(tmp_path / "f.sqlite3")
    try:
        with pytest.raises(sqlite3.OperationalError):
            await db.migrate(conn)
        assert await schema_version(conn) == good[-1][0]
        rows = await conn.execute_fetchall("SELECT name FROM sqlite_master WHERE name = 't'")
        assert list(rows) == []
    finally:
        await conn.close()


async def test_one_open_session_per_channel(repo: SqlRepository) -> None:
    await repo.create_session(new(1))
    with pytest.raises(ChannelBusy):
        await repo.create_session(new(2))
    row = await repo.open_session(10)
    assert row is not None and row.id == 1 and row.version == 1
    ended = await repo.end_session(1, 1)
    assert ended.status == "ended" and ended.version == 2
    await repo.create_session(new(3))  # free again
    assert (await repo.last_session(10)).id == 3  # type: ignore[union-attr]


async def test_version_check_refuses_stale_writers(repo: SqlRepository) -> None:
    await repo.create_session(new())
    row = await repo.update_seats(1, 1, ["1", "2"])
    assert row.seats == ("1", "2") and row.version == 2
    with pytest.raises(StaleVersion):
        await repo.update_seats(1, 1, ["1", "3"])
    assert (await repo.get_session(1)).seats == ("1", "2")  # type: ignore[union-attr]


def commit(ply: int, version: int, **kw: object) -> MoveCommit:
    return MoveCommit(
        session_id=1,
        expected_version=version,
        ply=ply,
        player="1",
        move=f"play {ply}",
        state=f'{{"ply": {ply}}}',
        **kw,
    )  # type: ignore[arg-type]


async def test_a_move_is_one_transaction(repo: SqlRepository) -> None:
    await repo.create_session(new())
    row = await repo.start_session(1, 1, ["1", "2"], '{"ply": 0}')
    ok = LedgerEntry("1", "points", 5, "r", "1:1:0:1:points")
    row = await repo.commit_move(commit(1, row.version, ledger=[ok]))
    assert row.ply == 1
    # A failure mid-move (a ledger row the schema rejects, written after the
    # move row and the snapshot) leaves nothing of that move behind.
    bad = LedgerEntry("2", "doubloons", 1, "r", "1:2:0:2:x")  # type: ignore[arg-type]
    with pytest.raises(ConstraintViolation):
        await repo.commit_move(
            commit(
                2, row.version, ledger=[LedgerEntry("1", "points", 3, "r", "1:2:0:1:points"), bad]
            )
        )
    after = await repo.get_session(1)
    assert after is not None and after.version == row.version and after.ply == 1
    assert [m[0] for m in await repo.moves(1)] == [1]
    assert await repo.snapshot(1) == (1, '{"ply": 1}')
    summary = await repo.ledger_for(100, "1")
    assert summary.points == 5 and len(summary.rows) == 1
    # A stale version also writes nothing.
    with pytest.raises(StaleVersion):
        await repo.commit_move(commit(2, row.version - 1))
    assert [m[0] for m in await repo.moves(1)] == [1]


async def test_ledger_idempotency_keys(repo: SqlRepository) -> None:
    await repo.create_session(new())
    entries = [
        LedgerEntry("1", "eur_cent", 120, "won", "k1"),
        LedgerEntry("2", "eur_cent", -120, "lost", "k2"),
    ]
    assert await repo.add_ledger(100, 1, 0, entries) == 2
    assert await repo.add_ledger(100, 1, 0, entries) == 0  # replayed: nothing added
    assert (await repo.ledger_for(100, "1")).money == 120
    with pytest.raises(ConstraintViolation):  # the database itself refuses a second k1
        await repo._atomic(
            lambda tx: tx.execute(
                "INSERT INTO ledger (idempotency_key, guild_id, session_id, ply, player,"
                " currency, amount, reason, created_at)"
                " VALUES ('k1', 100, 1, 0, '1', 'eur_cent', 1, 'x', 'x')"
            )
        )


async def test_leaderboard_and_ledger_per_guild(repo: SqlRepository) -> None:
    await repo.create_session(new(1, channel=10, guild=100))
    await repo.create_session(new(2, channel=20, guild=200))
    for sid in (1, 2):
        row = await repo.get_session(sid)
        assert row is not None
        row = await repo.start_session(sid, row.version, ["1", "2", "ai:1"], "{}")
        await repo.commit_move(
            MoveCommit(
                session_id=sid,
                expected_version=row.version,
                ply=1,
                player="1",
                move="m",
                state="{}",
                status="over",
                ledger=[
                    LedgerEntry("1", "eur_cent", 150, "w", f"{sid}a"),
                    LedgerEntry("2", "eur_cent", -100, "l", f"{sid}b"),
                    LedgerEntry("ai:1", "eur_cent", -50, "l", f"{sid}c"),
                    LedgerEntry("2", "points", 7, "p", f"{sid}d"),
                ],
                results=[
                    ResultRow("1", 1, True),
                    ResultRow("2", 2, False),
                    ResultRow("ai:1", 3, False),
                ],
            )
        )
    wins = await repo.leaderboard(100, "wins")
    assert [(s.player, s.value, s.games) for s in wins] == [("1", 1, 1), ("2", 0, 1)]
    money = await repo.leaderboard(100, "money", game="highcard")
    assert [(s.player, s.value) for s in money] == [("1", 150), ("2", -100)]
    assert [(s.player, s.value) for s in await repo.leaderboard(100, "points")] == [("2", 7)]
    assert await repo.leaderboard(100, "wins", game="mezza") == []
    summary = await repo.ledger_for(100, "2")
    assert summary.money == -100 and summary.points == 7 and len(summary.rows) == 2


async def test_strikes_autoplay_and_results_by_computer(repo: SqlRepository) -> None:
    await repo.create_session(new())
    row = await repo.start_session(1, 1, ["1", "2"], "{}")
    assert row.strikes == {} and row.takeovers == {}
    # The strike count and the autoplay list ride on the move's own commit.
    row = await repo.commit_move(commit(1, row.version, strikes={"2": 3}, autoplay=["2"]))
    assert row.strikes == {"2": 3} and row.autoplay == ("2",)
    row = await repo.commit_move(commit(2, row.version))  # None: columns unchanged
    assert row.strikes == {"2": 3} and row.autoplay == ("2",)
    row = await repo.commit_move(
        commit(
            3,
            row.version,
            status="over",
            ledger=[LedgerEntry("2", "points", 4, "r", "1:3:0:2:points")],
            results=[ResultRow("1", 1, True), ResultRow("2", 2, False, by_computer=True)],
        )
    )
    wins = {s.player: s for s in await repo.leaderboard(100, "wins")}
    assert wins["2"].by_computer == 1 and wins["1"].by_computer == 0
    assert [r.by_computer for r in (await repo.ledger_for(100, "2")).rows] == [True]


async def test_takeovers_bump_the_version(repo: SqlRepository) -> None:
    await repo.create_session(new())
    row = await repo.start_session(1, 1, ["1", "ai:1"], "{}")
    taken = await repo.set_takeovers(1, row.version, {"ai:1": "3"})
    assert taken.takeovers == {"ai:1": "3"} and taken.version == row.version + 1
    with pytest.raises(StaleVersion):
        await repo.set_takeovers(1, row.version, {"ai:1": "4"})
    assert (await repo.get_session(1)).takeovers == {"ai:1": "3"}  # type: ignore[union-attr]


async def test_idle_games_are_running_sessions_untouched_since(repo: SqlRepository) -> None:
    await repo.create_session(new(1, channel=10))
    await repo.create_session(new(2, channel=20))
    row = await repo.start_session(1, 1, ["1", "2"], "{}")
    later = "9999-01-01T00:00:00.000+00:00"
    assert [r.id for r in await repo.idle_games(later)] == [1]  # the lobby is not a game
    assert await repo.idle_games("2000-01-01T00:00:00.000+00:00") == []
    # A clock change is not activity: it leaves updated_at alone.
    await repo.set_clock(1, later, later)
    assert (await repo.get_session(1)).updated_at == row.updated_at  # type: ignore[union-attr]


async def test_a_servers_language_is_kept_and_changed_in_place(repo: SqlRepository) -> None:
    assert await repo.guild_language(100) is None
    await repo.set_guild_language(100, "nl")
    await repo.set_guild_language(200, "en")
    assert await repo.guild_language(100) == "nl"
    await repo.set_guild_language(100, "en")
    assert (await repo.guild_language(100), await repo.guild_language(200)) == ("en", "en")


async def test_a_ledger_entry_keeps_its_reason_as_a_message(repo: SqlRepository) -> None:
    await repo.create_session(new())
    entries = [
        LedgerEntry("1", "points", 3, "highcard: plays", "k1", message='{"key": "x"}'),
        LedgerEntry("1", "points", 2, "highcard: older", "k2"),
    ]
    await repo.add_ledger(100, 1, 1, entries)
    rows = sorted((await repo.ledger_for(100, "1")).rows, key=lambda r: r.amount)
    assert [(r.reason, r.message) for r in rows] == [
        ("highcard: older", None),
        ("highcard: plays", '{"key": "x"}'),
    ]
