"""Moving an install between databases: every table, row for row, counts checked.

Both ends are opened (and so migrated to the same schema) by `open_repository`.
The target must be empty; everything is written in one transaction there, and
the row counts of both ends are compared before it commits, so a copy is whole
or not there at all.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from storage.repository import SqlRepository
from storage.sql import Row, Tx

# In the order foreign keys need; the key orders the rows. Booleans are named,
# because SQLite keeps them as 0/1 and PostgreSQL wants true/false.
TABLES: dict[str, tuple[str, str]] = {
    "sessions": (
        "id, guild_id, channel_id, game, options, host_id, seats, seed, status, version, ply,"
        " message_id, turn_deadline, created_at, updated_at, autoplay, clock_seconds,"
        " turn_remind_at, strikes, takeovers, levels",
        "id",
    ),
    "moves": ("session_id, ply, player, move, created_at", "session_id, ply"),
    "snapshots": ("session_id, ply, state, updated_at", "session_id"),
    "ledger": (
        "idempotency_key, guild_id, session_id, ply, player, currency, amount, reason, message,"
        " created_at",
        "idempotency_key",
    ),
    "results": ("session_id, player, place, win, by_computer", "session_id, player"),
    "standings": (
        "guild_id, game, player, wins, games, by_computer, points, points_games, money,"
        " money_games",
        "guild_id, game, player",
    ),
    "guild_settings": ("guild_id, language, updated_at", "guild_id"),
}
BOOLEANS = {"win", "by_computer"}
BATCH = 1000


class CopyRefused(Exception):
    """The copy would not be faithful (target not empty, counts differ); nothing written."""


@dataclass
class CopyReport:
    counts: dict[str, int] = field(default_factory=dict)

    def format(self) -> str:
        return ", ".join(f"{table} {n}" for table, n in self.counts.items())


async def count_rows(repo: SqlRepository) -> dict[str, int]:
    return {t: int((await repo._rows(f"SELECT COUNT(*) FROM {t}"))[0][0]) for t in TABLES}


def _convert(columns: list[str], row: Row, dialect: str) -> tuple[Any, ...]:
    if dialect != "postgresql":
        return tuple(row)
    return tuple(
        bool(v) if name in BOOLEANS and v is not None else v
        for name, v in zip(columns, row, strict=True)
    )


async def copy_database(source: SqlRepository, target: SqlRepository) -> CopyReport:
    if any((await count_rows(target)).values()):
        raise CopyRefused("the target database is not empty; copy only into a new database")
    rows = {
        table: await source._rows(f"SELECT {columns} FROM {table} ORDER BY {key}")
        for table, (columns, key) in TABLES.items()
    }
    wanted = {table: len(found) for table, found in rows.items()}
    if await count_rows(source) != wanted:
        raise CopyRefused("the source changed while it was read; stop the bot, then copy")

    async def work(tx: Tx) -> dict[str, int]:
        for table, (columns, _) in TABLES.items():
            names = [c.strip() for c in columns.split(",")]
            marks = ", ".join("?" for _ in names)
            sql = f"INSERT INTO {table} ({columns}) VALUES ({marks})"
            batch = [_convert(names, r, tx.dialect) for r in rows[table]]
            for start in range(0, len(batch), BATCH):
                await tx.execute_many(sql, batch[start : start + BATCH])
        written = {t: int((await tx.rows(f"SELECT COUNT(*) FROM {t}"))[0][0]) for t in TABLES}
        if written != wanted:
            raise CopyRefused(f"row counts differ after the copy: {wanted} read, {written} written")
        return written

    return CopyReport(await target._atomic(work))
