"""Opening the database and bringing its schema up to date.

The numbered migrations in `storage/migrations/` serve SQLite and PostgreSQL
alike: `NNN_name.sql` is portable SQL. Where the dialects must differ, a
migration comes as two files instead, `NNN_name.sqlite.sql` and
`NNN_name.postgresql.sql`, and each backend applies its own.

`schema_version` holds one row per migration applied, and a start-up applies
every bundled migration not among them, in number order. So migrations written
side by side (on two branches, each taking its own number) apply whichever
arrives first: a database that already has 008 still gets 007 once it ships.
"""

from __future__ import annotations

import logging
import re
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path

import aiosqlite

log = logging.getLogger(__name__)

_MIGRATION_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+(?:\.(sqlite|postgresql))?\.sql$")


def now_text(now: datetime | None = None) -> str:
    """Timestamps are ISO-8601 UTC text, all in one format: portable and sortable."""
    return (now or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="milliseconds")


async def connect(path: str | Path) -> aiosqlite.Connection:
    """Open (creating if needed) the database with the pragmas the bot relies on."""
    if str(path) != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    # isolation_level=None: the repository issues BEGIN/COMMIT itself, so a
    # transaction is exactly the statements it groups, never an implicit one.
    conn = await aiosqlite.connect(str(path), isolation_level=None)
    # WAL lets readers run beside the writer; NORMAL sync is still durable
    # against process crashes (only an OS crash can lose the last commits).
    for pragma in (
        "PRAGMA journal_mode = WAL",
        "PRAGMA synchronous = NORMAL",
        "PRAGMA foreign_keys = ON",
        "PRAGMA busy_timeout = 5000",
    ):
        # Drain each result row, or the statement stays open and blocks COMMIT.
        await conn.execute_fetchall(pragma)
    return conn


def migrations(dialect: str = "sqlite") -> list[tuple[int, str, str]]:
    """(number, file name, SQL) of every bundled migration for `dialect`, in order."""
    found = []
    folder = resources.files("storage") / "migrations"
    for entry in folder.iterdir():
        match = _MIGRATION_NAME.match(entry.name)
        if match and match.group(2) in (None, dialect):
            found.append((int(match.group(1)), entry.name, entry.read_text(encoding="utf-8")))
    found.sort()
    numbers = [n for n, _, _ in found]
    if len(set(numbers)) != len(numbers) or (numbers and numbers[0] < 1):
        raise RuntimeError(f"Migrations must have distinct numbers from 001 on: {numbers}")
    return found


def _statements(sql: str) -> list[str]:
    lines = [line for line in sql.splitlines() if not line.strip().startswith("--")]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]


async def applied_migrations(conn: aiosqlite.Connection) -> set[int]:
    """The numbers of the migrations this database has had."""
    await conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_version ("
        " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
    )
    return {int(r[0]) for r in await conn.execute_fetchall("SELECT version FROM schema_version")}


async def schema_version(conn: aiosqlite.Connection) -> int:
    """The highest migration applied (0: none)."""
    return max(await applied_migrations(conn), default=0)


async def migrate(conn: aiosqlite.Connection) -> int:
    """Apply every bundled migration the database has not had; returns the new version.

    Each migration runs in its own transaction together with its
    schema_version row, so a failed migration leaves the previous version intact.
    """
    applied = await applied_migrations(conn)
    current = max(applied, default=0)
    for number, name, sql in migrations():
        if number in applied:
            continue
        await conn.execute("BEGIN")
        try:
            for statement in _statements(sql):
                await conn.execute(statement)
            await conn.execute(
                "INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)",
                (number, name, now_text()),
            )
        except BaseException:
            await conn.execute("ROLLBACK")
            raise
        await conn.execute("COMMIT")
        log.info("applied migration %s", name)
        current = max(current, number)
    return current
