"""One way to run SQL on either backend: SQLite (sqlite3 on aiosqlite's thread) or
PostgreSQL (asyncpg).

Repository code is written once, as `async def work(tx)` against `Tx`, with `?`
placeholders. On PostgreSQL the body is awaited inside a transaction on a pooled
connection and `?` becomes `$1, $2, ...`. On SQLite the body must never really
suspend (every `Tx` call there is synchronous underneath), so `run_to_end`
drives it to completion in one go on the database thread: one transaction is
one job on that thread, and nothing interleaves with it.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Coroutine, Sequence
from typing import Any, Literal, Protocol, TypeVar

import asyncpg

T = TypeVar("T")
Dialect = Literal["sqlite", "postgresql"]
Row = Sequence[Any]


class ConstraintViolation(Exception):
    """The database refused a write (unique key, check, foreign key); nothing was written."""


class Tx(Protocol):
    dialect: Dialect

    async def rows(self, sql: str, args: Sequence[Any] = ()) -> list[Row]: ...
    async def execute(self, sql: str, args: Sequence[Any] = ()) -> int:
        """Run one statement; returns how many rows it changed."""
        ...

    async def execute_many(self, sql: str, args: Sequence[Sequence[Any]]) -> None: ...


_PLACEHOLDER = re.compile(r"\?")


def numbered(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1, $2, ...` (no `?` appears in our literals)."""
    counter = iter(range(1, 10_000))
    return _PLACEHOLDER.sub(lambda _: f"${next(counter)}", sql)


def run_to_end(work: Coroutine[Any, Any, T]) -> T:
    """Drive a coroutine that never suspends, synchronously, to its result."""
    try:
        work.send(None)
    except StopIteration as done:
        result: T = done.value
        return result
    work.close()
    raise RuntimeError("a SQLite transaction body awaited something that suspends")


class SqliteTx:
    dialect: Dialect = "sqlite"

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    async def rows(self, sql: str, args: Sequence[Any] = ()) -> list[Row]:
        try:
            return list(self.db.execute(sql, tuple(args)).fetchall())
        except sqlite3.IntegrityError as exc:
            raise ConstraintViolation(str(exc)) from exc

    async def execute(self, sql: str, args: Sequence[Any] = ()) -> int:
        before = self.db.total_changes
        try:
            self.db.execute(sql, tuple(args)).fetchall()
        except sqlite3.IntegrityError as exc:
            raise ConstraintViolation(str(exc)) from exc
        return self.db.total_changes - before

    async def execute_many(self, sql: str, args: Sequence[Sequence[Any]]) -> None:
        try:
            self.db.executemany(sql, [tuple(a) for a in args])
        except sqlite3.IntegrityError as exc:
            raise ConstraintViolation(str(exc)) from exc


def _changed(status: str) -> int:
    # asyncpg returns the command tag, e.g. "UPDATE 1", "INSERT 0 3", "DELETE 2".
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresTx:
    dialect: Dialect = "postgresql"

    def __init__(self, conn: asyncpg.Connection) -> None:
        self.conn = conn

    async def rows(self, sql: str, args: Sequence[Any] = ()) -> list[Row]:
        try:
            return list(await self.conn.fetch(numbered(sql), *args))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise ConstraintViolation(str(exc)) from exc

    async def execute(self, sql: str, args: Sequence[Any] = ()) -> int:
        try:
            return _changed(await self.conn.execute(numbered(sql), *args))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise ConstraintViolation(str(exc)) from exc

    async def execute_many(self, sql: str, args: Sequence[Sequence[Any]]) -> None:
        if not args:
            return
        try:
            await self.conn.executemany(numbered(sql), [tuple(a) for a in args])
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise ConstraintViolation(str(exc)) from exc
