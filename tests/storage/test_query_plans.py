"""Every read the bot makes is served by an index, on both backends (EXPLAIN).

PostgreSQL plans tiny tables with sequential scans whatever the indexes, so the
check turns them off: a query that still scans has no index it could use.
"""

from __future__ import annotations

import sqlite3
from typing import Any

import asyncpg

from storage.repository import QUERIES, open_repository
from storage.sql import numbered

SAMPLE_ARGS: dict[str, tuple[Any, ...]] = {
    "get_session": (1,),
    "open_session": (10,),
    "last_session": (10,),
    "open_sessions": (),
    "due_clocks": ("2030-01-01", "2030-01-01"),
    "idle_sessions": ("lobby", "2030-01-01"),
    "snapshot": (1,),
    "moves": (1,),
    "ledger_seen": (1,),
    "ledger_rows": (100, "1", 15),
    "ledger_totals": (100, "1"),
    "board_wins": (100, "%", 10),
    "board_money": (100, "mezza", 10),
    "board_points": (100, "%", 10),
    "guild_language": (100,),
}


def sqlite_scans(path: str, sql: str, args: tuple[Any, ...]) -> list[str]:
    with sqlite3.connect(path) as conn:
        plan = [str(r[3]) for r in conn.execute(f"EXPLAIN QUERY PLAN {sql}", args)]
    # "SCAN t" (with or without an index) reads every row of t; "SEARCH t" does not.
    return [step for step in plan if step.startswith("SCAN ")]


async def postgres_scans(url: str, sql: str, args: tuple[Any, ...]) -> list[str]:
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("SET enable_seqscan = off")
        rows = await conn.fetch(f"EXPLAIN {numbered(sql)}", *args)
    finally:
        await conn.close()
    return [str(r[0]) for r in rows if "Seq Scan" in str(r[0])]


async def test_every_bot_query_uses_an_index(database: str) -> None:
    assert set(SAMPLE_ARGS) == set(QUERIES), "a new query needs its sample arguments here"
    repo = await open_repository(database)  # migrates
    await repo.close()
    for name, sql in QUERIES.items():
        if database.startswith("postgresql://"):
            scans = await postgres_scans(database, sql, SAMPLE_ARGS[name])
        else:
            scans = sqlite_scans(database, sql, SAMPLE_ARGS[name])
        assert scans == [], f"{name} scans a whole table: {scans}"
