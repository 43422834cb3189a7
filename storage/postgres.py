"""The PostgreSQL backend (asyncpg): a pool, the shared migrations, the repository.

Chosen with `DATABASE_URL=postgresql://...`. Several bot processes may share one
database: every write is one transaction whose version check (`UPDATE ... WHERE
version = ?`) waits on the session row's lock and then sees the other writer's
commit, so a channel's moves are serialised by the database, not by a process.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import asyncpg

from storage.db import migrations, now_text
from storage.repository import Clock, SqlRepository, T, Work
from storage.sql import Dialect, PostgresTx, Row, numbered

log = logging.getLogger(__name__)

# Any fixed number: start-ups of several processes take turns migrating.
_MIGRATION_LOCK = 5_134_201


async def migrate_postgres(conn: asyncpg.Connection) -> int:
    """Apply every bundled migration the database has not had, each in its own
    transaction (see `storage.db` on the numbering)."""
    await conn.execute("SELECT pg_advisory_lock($1)", _MIGRATION_LOCK)
    try:
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_version ("
            " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
        )
        applied = {int(r[0]) for r in await conn.fetch("SELECT version FROM schema_version")}
        current = max(applied, default=0)
        for number, name, sql in migrations("postgresql"):
            if number in applied:
                continue
            async with conn.transaction():
                # No arguments: asyncpg sends the file as one simple query, so a
                # dialect file may hold function bodies with their own semicolons.
                await conn.execute(sql)
                await conn.execute(
                    "INSERT INTO schema_version (version, name, applied_at) VALUES ($1, $2, $3)",
                    number,
                    name,
                    now_text(),
                )
            log.info("applied migration %s", name)
            current = max(current, number)
        return current
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", _MIGRATION_LOCK)


class PostgresRepository(SqlRepository):
    dialect: Dialect = "postgresql"

    def __init__(self, pool: asyncpg.Pool, clock: Clock | None = None) -> None:
        super().__init__(clock)
        self.pool = pool

    async def close(self) -> None:
        await self.pool.close()

    async def _atomic(self, work: Work[T]) -> T:
        async with self.pool.acquire() as conn, conn.transaction():
            return await work(PostgresTx(conn))

    async def _rows(self, sql: str, args: Sequence[Any] = ()) -> list[Row]:
        # Reads take their own pooled connection: MVCC lets them run beside writers.
        return list(await self.pool.fetch(numbered(sql), *args))


async def _keep_session(conn: asyncpg.Connection) -> None:
    """Nothing to undo when a connection goes back to the pool: the repository sets
    no session state (no SET, LISTEN, cursors or advisory locks outside migrating,
    which unlocks before release). asyncpg's default reset would cost one more
    round trip to the server per query."""


async def open_postgres(
    url: str, clock: Clock | None = None, *, pool_size: int = 20
) -> PostgresRepository:
    pool = await asyncpg.create_pool(url, min_size=1, max_size=pool_size, reset=_keep_session)
    try:
        async with pool.acquire() as conn:
            await migrate_postgres(conn)
    except BaseException:
        await pool.close()
        raise
    return PostgresRepository(pool, clock)
