"""Opening the database and bringing its schema up to date.

The numbered migrations in `storage/migrations/` serve SQLite and PostgreSQL
alike: `NNN_name.sql` is portable SQL. Where the dialects must differ, a
migration comes as two files instead, `NNN_name.sqlite.sql` and
`NNN_name.postgresql.sql`, and each backend applies its own.
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
    if numbers != list(range(1, len(numbers) + 1)):
        raise RuntimeError(f"Migrations must be numbered 001, 002, ... without gaps: {numbers}")
    return found


def _statements(sql: str) -> list[str]:
    lines = [line for line in sql.splitlines() if not line.strip().startswith("--")]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]


async def schema_version(conn: aiosqlite.Connection) -> int:
    await conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_version ("
        " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
    )
    async with conn.execute("SELECT MAX(version) FROM schema_version") as cur:
        row = await cur.fetchone()
    return int(row[0]) if row and row[0] is not None else 0


async def migrate(conn: aiosqlite.Connection) -> int:
    """Apply every migration newer than the database; returns the new version.

    Each migration runs in its own transaction together with its
    schema_version row, so a failed migration leaves the previous version intact.
    """
    current = await schema_version(conn)
    for number, name, sql in migrations():
        if number <= current:
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
        current = number
    return current
