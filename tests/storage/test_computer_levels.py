"""The computer level of each seat is stored with the session, on both backends,
and the migration adding it applies to databases that already hold games."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import storage.db as db
import storage.postgres as postgres
from storage.repository import NewSession, SqlRepository, StaleVersion, open_repository
from tests.pgserver import PostgresServer

LEVELS_MIGRATION = "008_computer_levels.sql"


def lobby(levels: dict[str, str] | None = None) -> NewSession:
    return NewSession(
        id=1,
        guild_id=100,
        channel_id=10,
        game="highcard",
        options={},
        host_id="1",
        seats=("1", *(levels or {})),
        seed=5,
        levels=levels or {},
    )


@pytest.fixture(params=["sqlite", "postgresql"])
async def bare_database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A database no migration has touched yet, on either backend."""
    if request.param == "sqlite":
        return str(tmp_path / "bare.sqlite3")
    server: PostgresServer = request.getfixturevalue("pg_server")
    return await server.fresh_database(migrated=False)


def leave_out(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """Both backends migrate as if migration `name` did not exist (yet)."""
    everything = db.migrations

    def fewer(dialect: str = "sqlite") -> list[tuple[int, str, str]]:
        return [m for m in everything(dialect) if m[1] != name]

    monkeypatch.setattr(db, "migrations", fewer)
    monkeypatch.setattr(postgres, "migrations", fewer)


@pytest.fixture
async def repo(database: str) -> AsyncIterator[SqlRepository]:
    r = await open_repository(database)
    yield r
    await r.close()


async def test_levels_are_stored_with_the_seats_and_read_back(repo: SqlRepository) -> None:
    row = await repo.create_session(lobby({"ai:1": "hard"}))
    assert row.levels == {"ai:1": "hard"}
    row = await repo.update_seats(
        1, row.version, ("1", "ai:1", "ai:2"), {"ai:1": "hard", "ai:2": "easy"}
    )
    assert row.levels == {"ai:1": "hard", "ai:2": "easy"}
    # Seats alone leave the levels as they were.
    row = await repo.update_seats(1, row.version, ("1", "ai:1", "ai:2", "2"))
    assert row.levels == {"ai:1": "hard", "ai:2": "easy"}
    assert (await repo.get_session(1)) == row


async def test_a_stale_seat_change_writes_no_level(repo: SqlRepository) -> None:
    row = await repo.create_session(lobby())
    await repo.update_seats(1, row.version, ("1", "ai:1"), {"ai:1": "easy"})
    with pytest.raises(StaleVersion):
        await repo.update_seats(1, row.version, ("1", "ai:1"), {"ai:1": "hard"})
    assert (await repo.get_session(1)).levels == {"ai:1": "easy"}  # type: ignore[union-attr]


async def test_the_levels_migration_applies_to_a_database_with_games(
    bare_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    database = bare_database
    assert LEVELS_MIGRATION in [m[1] for m in db.migrations()]
    # A database from before the levels column, holding a lobby...
    leave_out(monkeypatch, LEVELS_MIGRATION)
    old = await open_repository(database)
    try:
        await old._atomic(
            lambda tx: tx.execute(
                "INSERT INTO sessions (id, guild_id, channel_id, game, options, host_id, seats,"
                " seed, status, version, ply, created_at, updated_at)"
                " VALUES (1, 100, 10, 'highcard', '{}', '1', '[\"1\", \"ai:1\"]', 5, 'lobby',"
                " 1, 0, 'x', 'x')"
            )
        )
    finally:
        await old.close()
    # ...migrated: the seats play at the default level until someone sets one.
    monkeypatch.undo()
    repo = await open_repository(database)
    try:
        row = await repo.get_session(1)
        assert row is not None and row.levels == {} and row.seats == ("1", "ai:1")
        row = await repo.update_seats(1, row.version, row.seats, {"ai:1": "hard"})
        assert row.levels == {"ai:1": "hard"}
    finally:
        await repo.close()


async def test_a_migration_numbered_below_one_applied_still_applies(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Branches take migration numbers side by side; whichever ships second still runs."""
    path = tmp_path / "side.sqlite3"
    everything = db.migrations()
    late = everything[-2]
    leave_out(monkeypatch, late[1])
    repo = await open_repository(path)
    await repo.close()
    with sqlite3.connect(path) as conn:
        had = {r[0] for r in conn.execute("SELECT version FROM schema_version")}
    assert late[0] not in had and everything[-1][0] in had
    monkeypatch.undo()
    repo = await open_repository(path)
    await repo.close()
    with sqlite3.connect(path) as conn:
        had = {r[0] for r in conn.execute("SELECT version FROM schema_version")}
    assert had == {m[0] for m in everything}


def test_migration_numbers_must_be_distinct(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from importlib import resources

    folder = tmp_path / "storage" / "migrations"
    folder.mkdir(parents=True)
    for name in ("001_a.sql", "002_b.sql", "002_c.sql"):
        (folder / name).write_text("SELECT 1", encoding="utf-8")
    monkeypatch.setattr(resources, "files", lambda package: tmp_path / package)
    with pytest.raises(RuntimeError, match="distinct numbers"):
        db.migrations()


async def test_a_copy_between_databases_keeps_the_levels(database: str, tmp_path: Path) -> None:
    import asyncio

    from scheids.cli import main

    source_path = tmp_path / "levels.sqlite3"
    source = await open_repository(source_path)
    try:
        await source.create_session(lobby({"ai:1": "hard", "ai:2": "easy"}))
    finally:
        await source.close()
    args = ["db", "copy", "--from", f"sqlite://{source_path}", "--to", database]
    assert await asyncio.to_thread(main, args) == 0
    target = await open_repository(database)
    try:
        row = await target.get_session(1)
        assert row is not None and row.levels == {"ai:1": "hard", "ai:2": "easy"}
    finally:
        await target.close()


async def test_db_check_names_a_migration_the_database_has_not_had(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scheids.db_commands import check

    path = tmp_path / "behind.sqlite3"
    leave_out(monkeypatch, LEVELS_MIGRATION)
    repo = await open_repository(path)
    await repo.close()
    monkeypatch.undo()
    from i18n import render

    problems = check(path)
    assert [p.english() for p in problems] == [f"migrations not applied: {LEVELS_MIGRATION}"]
    assert render(problems[0], "nl") == f"migraties niet uitgevoerd: {LEVELS_MIGRATION}"
    repo = await open_repository(path)  # a start-up brings it up to date
    await repo.close()
    assert check(path) == []
