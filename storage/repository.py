"""The repository: every query the bot makes, behind one small interface.

`Repository` is the interface the bot depends on; `SqliteRepository` implements
it on aiosqlite. Writes that belong together (a move, its snapshot, its ledger
entries, the version bump) happen in one transaction, guarded by an optimistic
version check so two writers can never both apply a move to the same state.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, Protocol, TypeVar

import aiosqlite

from storage.db import connect, migrate, now_text

Clock = Callable[[], datetime]
T = TypeVar("T")

Status = Literal["lobby", "running", "over", "ended"]
Currency = Literal["eur_cent", "points"]
Metric = Literal["wins", "points", "money"]
OPEN_STATUSES: tuple[Status, ...] = ("lobby", "running")


class StaleVersion(Exception):
    """The session changed since the caller read it; nothing was written."""


class ChannelBusy(Exception):
    """The channel already has an open (lobby or running) session."""


@dataclass(frozen=True, slots=True)
class SessionRow:
    id: int
    guild_id: int
    channel_id: int
    game: str
    options: dict[str, Any]
    host_id: str
    seats: tuple[str, ...]
    seed: int
    status: Status
    version: int
    ply: int
    message_id: int | None
    created_at: str
    updated_at: str
    # Seats the computer plays for a player who left; see migration 002.
    autoplay: tuple[str, ...] = ()
    # The turn clock (migration 003): seconds per turn (0: none), when time runs
    # out, and when to remind the players the table waits on.
    clock_seconds: int = 0
    turn_deadline: str | None = None
    turn_remind_at: str | None = None
    # Clock expiries in a row per seat (migration 004).
    strikes: dict[str, int] = field(default_factory=dict)
    # Computer seats taken over by a person: seat -> user id (migration 005).
    takeovers: dict[str, str] = field(default_factory=dict)

    @property
    def open(self) -> bool:
        return self.status in OPEN_STATUSES


@dataclass(frozen=True, slots=True)
class NewSession:
    id: int
    guild_id: int
    channel_id: int
    game: str
    options: dict[str, Any]
    host_id: str
    seats: tuple[str, ...]
    seed: int
    clock_seconds: int = 0


@dataclass(frozen=True, slots=True)
class LedgerEntry:
    player: str
    currency: Currency
    amount: int
    reason: str
    idempotency_key: str


@dataclass(frozen=True, slots=True)
class ResultRow:
    player: str
    place: int
    win: bool
    # The computer finished this seat for its player (left, or ran out of time).
    by_computer: bool = False


@dataclass(frozen=True, slots=True)
class MoveCommit:
    """Everything one accepted move writes, applied all together or not at all."""

    session_id: int
    expected_version: int
    ply: int
    player: str
    move: str
    state: str
    ledger: Sequence[LedgerEntry] = ()
    results: Sequence[ResultRow] = ()
    status: Status = "running"
    deadline: str | None = None
    remind_at: str | None = None
    # None leaves the column as it is.
    strikes: Mapping[str, int] | None = None
    autoplay: Sequence[str] | None = None


@dataclass(frozen=True, slots=True)
class LedgerRow:
    created_at: str
    session_id: int
    game: str
    currency: Currency
    amount: int
    reason: str
    # The session's seat was finished by the computer for this player.
    by_computer: bool = False


@dataclass(frozen=True, slots=True)
class Standing:
    player: str
    value: int
    games: int = 0
    # Of those games, how many the computer finished for the player (wins metric).
    by_computer: int = 0


@dataclass(slots=True)
class LedgerSummary:
    rows: list[LedgerRow] = field(default_factory=list)
    money: int = 0
    points: int = 0


class Repository(Protocol):
    """What the bot needs from storage. Every write bumps the session version."""

    async def close(self) -> None: ...
    async def create_session(self, new: NewSession) -> SessionRow: ...
    async def get_session(self, session_id: int) -> SessionRow | None: ...
    async def open_session(self, channel_id: int) -> SessionRow | None: ...
    async def open_sessions(self) -> list[SessionRow]: ...
    async def last_session(self, channel_id: int) -> SessionRow | None: ...
    async def update_seats(
        self, session_id: int, expected_version: int, seats: Sequence[str]
    ) -> SessionRow: ...
    async def set_message(self, session_id: int, message_id: int) -> None: ...
    async def set_autoplay(
        self, session_id: int, expected_version: int, autoplay: Sequence[str]
    ) -> SessionRow: ...
    async def set_takeovers(
        self, session_id: int, expected_version: int, takeovers: Mapping[str, str]
    ) -> SessionRow: ...
    async def start_session(
        self,
        session_id: int,
        expected_version: int,
        seats: Sequence[str],
        state: str,
        deadline: str | None = None,
        remind_at: str | None = None,
        ledger: Iterable[LedgerEntry] = (),
    ) -> SessionRow: ...
    async def set_clock(
        self, session_id: int, deadline: str | None, remind_at: str | None
    ) -> SessionRow | None: ...
    async def due_clocks(self, now: str) -> list[SessionRow]: ...
    async def idle_lobbies(self, before: str) -> list[SessionRow]: ...
    async def idle_games(self, before: str) -> list[SessionRow]: ...
    async def commit_move(self, commit: MoveCommit) -> SessionRow: ...
    async def end_session(self, session_id: int, expected_version: int) -> SessionRow: ...
    async def snapshot(self, session_id: int) -> tuple[int, str] | None: ...
    async def moves(self, session_id: int) -> list[tuple[int, str, str]]: ...
    async def add_ledger(
        self, guild_id: int, session_id: int, ply: int, entries: Iterable[LedgerEntry]
    ) -> int: ...
    async def leaderboard(
        self, guild_id: int, metric: Metric, game: str | None = None, limit: int = 10
    ) -> list[Standing]: ...
    async def ledger_for(self, guild_id: int, player: str, limit: int = 15) -> LedgerSummary: ...
    async def ledger_by_game(self, guild_id: int, player: str) -> dict[str, dict[str, int]]: ...


_SESSION_COLUMNS = (
    "id, guild_id, channel_id, game, options, host_id, seats, seed, status, version, ply,"
    " message_id, created_at, updated_at, autoplay, clock_seconds, turn_deadline, turn_remind_at,"
    " strikes, takeovers"
)


def _session(row: sqlite3.Row | tuple[Any, ...]) -> SessionRow:
    return SessionRow(
        id=int(row[0]),
        guild_id=int(row[1]),
        channel_id=int(row[2]),
        game=str(row[3]),
        options=json.loads(row[4]),
        host_id=str(row[5]),
        seats=tuple(json.loads(row[6])),
        seed=int(row[7]),
        status=row[8],
        version=int(row[9]),
        ply=int(row[10]),
        message_id=int(row[11]) if row[11] is not None else None,
        created_at=str(row[12]),
        updated_at=str(row[13]),
        autoplay=tuple(json.loads(row[14])),
        clock_seconds=int(row[15]),
        turn_deadline=row[16],
        turn_remind_at=row[17],
        strikes={str(k): int(v) for k, v in json.loads(row[18]).items()},
        takeovers={str(k): str(v) for k, v in json.loads(row[19]).items()},
    )


class SqliteRepository:
    """aiosqlite implementation on one connection.

    Every transaction runs as a single job on aiosqlite's database thread, which
    runs its jobs one at a time. So a transaction can interleave with nothing,
    reads included, and needs no asyncio lock; and it costs one hop between the
    event loop and that thread instead of one per statement. (An asyncio lock held
    across per-statement awaits was held for as long as the busy loop took to
    resume its holder: at 200 tables moving at once, waits reached a second.)
    """

    def __init__(self, conn: aiosqlite.Connection, clock: Clock | None = None) -> None:
        self.conn = conn
        # Injected so a test's virtual clock and the stored times agree.
        self._clock = clock

    def _now(self) -> str:
        return now_text(self._clock() if self._clock else None)

    async def close(self) -> None:
        await self.conn.close()

    async def _atomic(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run `work` as one transaction on the database thread."""

        def transaction() -> T:
            db = self.conn._conn
            db.execute("BEGIN")
            try:
                result = work(db)
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
            return result

        # aiosqlite has no public call for "run this function on your thread";
        # `_execute` is what its own methods use (the version is pinned <0.23).
        result: T = await self.conn._execute(transaction)  # type: ignore[no-untyped-call]
        return result

    async def _rows(self, sql: str, args: Sequence[Any] = ()) -> list[sqlite3.Row]:
        return list(await self.conn.execute_fetchall(sql, args))

    async def _sessions(self, where: str, args: Sequence[Any] = ()) -> list[SessionRow]:
        rows = await self._rows(f"SELECT {_SESSION_COLUMNS} FROM sessions WHERE {where}", args)
        return [_session(r) for r in rows]

    @staticmethod
    def _bump(
        db: sqlite3.Connection,
        stamp: str,
        session_id: int,
        expected_version: int,
        sets: str = "",
        args: Sequence[Any] = (),
    ) -> SessionRow:
        extra = f", {sets}" if sets else ""
        # RETURNING (SQLite 3.35+, PostgreSQL) reads the new row in the same statement.
        rows = db.execute(
            f"UPDATE sessions SET version = version + 1, updated_at = ?{extra}"
            f" WHERE id = ? AND version = ? RETURNING {_SESSION_COLUMNS}",
            (stamp, *args, session_id, expected_version),
        ).fetchall()
        if len(rows) != 1:
            raise StaleVersion(f"session {session_id} is no longer at version {expected_version}")
        return _session(rows[0])

    async def _bump_one(
        self, session_id: int, expected_version: int, sets: str = "", args: Sequence[Any] = ()
    ) -> SessionRow:
        stamp = self._now()
        return await self._atomic(
            lambda db: self._bump(db, stamp, session_id, expected_version, sets, args)
        )

    # ----------------------------------------------------------------- sessions

    async def create_session(self, new: NewSession) -> SessionRow:
        stamp = self._now()

        def work(db: sqlite3.Connection) -> SessionRow:
            row = db.execute(
                f"INSERT INTO sessions ({_SESSION_COLUMNS}) VALUES"
                " (?, ?, ?, ?, ?, ?, ?, ?, 'lobby', 1, 0, NULL, ?, ?,"
                f" '[]', ?, NULL, NULL, '{{}}', '{{}}') RETURNING {_SESSION_COLUMNS}",
                (
                    new.id,
                    new.guild_id,
                    new.channel_id,
                    new.game,
                    json.dumps(new.options, sort_keys=True),
                    new.host_id,
                    json.dumps(list(new.seats)),
                    new.seed,
                    stamp,
                    stamp,
                    new.clock_seconds,
                ),
            ).fetchone()
            return _session(row)

        try:
            return await self._atomic(work)
        except sqlite3.IntegrityError as exc:
            raise ChannelBusy(f"channel {new.channel_id} already has an open session") from exc

    async def get_session(self, session_id: int) -> SessionRow | None:
        found = await self._sessions("id = ?", (session_id,))
        return found[0] if found else None

    async def open_session(self, channel_id: int) -> SessionRow | None:
        found = await self._sessions(
            "channel_id = ? AND status IN ('lobby', 'running')", (channel_id,)
        )
        return found[0] if found else None

    async def last_session(self, channel_id: int) -> SessionRow | None:
        found = await self._sessions(
            "channel_id = ? ORDER BY created_at DESC, id DESC LIMIT 1", (channel_id,)
        )
        return found[0] if found else None

    async def open_sessions(self) -> list[SessionRow]:
        return await self._sessions("status IN ('lobby', 'running') ORDER BY id")

    async def update_seats(
        self, session_id: int, expected_version: int, seats: Sequence[str]
    ) -> SessionRow:
        return await self._bump_one(
            session_id, expected_version, "seats = ?", (json.dumps(list(seats)),)
        )

    async def set_autoplay(
        self, session_id: int, expected_version: int, autoplay: Sequence[str]
    ) -> SessionRow:
        return await self._bump_one(
            session_id, expected_version, "autoplay = ?", (json.dumps(list(autoplay)),)
        )

    async def set_takeovers(
        self, session_id: int, expected_version: int, takeovers: Mapping[str, str]
    ) -> SessionRow:
        return await self._bump_one(
            session_id,
            expected_version,
            "takeovers = ?",
            (json.dumps(dict(takeovers), sort_keys=True),),
        )

    async def set_clock(
        self, session_id: int, deadline: str | None, remind_at: str | None
    ) -> SessionRow | None:
        """Arm, move or stop the turn clock. Timing is not a move, so no version bump."""
        rows = await self._atomic(
            lambda db: db.execute(
                "UPDATE sessions SET turn_deadline = ?, turn_remind_at = ? WHERE id = ?"
                f" RETURNING {_SESSION_COLUMNS}",
                (deadline, remind_at, session_id),
            ).fetchall()
        )
        return _session(rows[0]) if rows else None

    async def due_clocks(self, now: str) -> list[SessionRow]:
        """Running sessions whose turn time ran out or whose reminder is due."""
        return await self._sessions(
            "status = 'running' AND"
            " ((turn_deadline IS NOT NULL AND turn_deadline <= ?)"
            " OR (turn_remind_at IS NOT NULL AND turn_remind_at <= ?)) ORDER BY id",
            (now, now),
        )

    async def idle_lobbies(self, before: str) -> list[SessionRow]:
        return await self._sessions("status = 'lobby' AND updated_at <= ? ORDER BY id", (before,))

    async def idle_games(self, before: str) -> list[SessionRow]:
        """Running games without a move (or any other change) since `before`.

        Reminders do not touch `updated_at`, so a table nobody answers goes idle."""
        return await self._sessions("status = 'running' AND updated_at <= ? ORDER BY id", (before,))

    async def set_message(self, session_id: int, message_id: int) -> None:
        # Not a state change players act on, so the version stays.
        await self._atomic(
            lambda db: db.execute(
                "UPDATE sessions SET message_id = ? WHERE id = ?", (message_id, session_id)
            )
        )

    async def start_session(
        self,
        session_id: int,
        expected_version: int,
        seats: Sequence[str],
        state: str,
        deadline: str | None = None,
        remind_at: str | None = None,
        ledger: Iterable[LedgerEntry] = (),
    ) -> SessionRow:
        """Lobby to running: seats, the dealt state and what the deal itself settled
        (booked at ply 0), in one transaction."""
        stamp, entries = self._now(), list(ledger)

        def work(db: sqlite3.Connection) -> SessionRow:
            row = self._bump(
                db,
                stamp,
                session_id,
                expected_version,
                "status = 'running', seats = ?, ply = 0, turn_deadline = ?, turn_remind_at = ?",
                (json.dumps(list(seats)), deadline, remind_at),
            )
            self._put_snapshot(db, stamp, session_id, 0, state)
            self._insert_ledger(db, stamp, row.guild_id, session_id, 0, entries)
            return row

        return await self._atomic(work)

    @staticmethod
    def _put_snapshot(
        db: sqlite3.Connection, stamp: str, session_id: int, ply: int, state: str
    ) -> None:
        db.execute(
            "INSERT INTO snapshots (session_id, ply, state, updated_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (session_id) DO UPDATE SET"
            " ply = excluded.ply, state = excluded.state, updated_at = excluded.updated_at",
            (session_id, ply, state, stamp),
        )

    async def commit_move(self, commit: MoveCommit) -> SessionRow:
        """The move row, the snapshot, its ledger entries, results and the version
        bump, in one transaction: after a failure none of them is there."""
        sets = "ply = ?, status = ?, turn_deadline = ?, turn_remind_at = ?"
        args: list[Any] = [commit.ply, commit.status, commit.deadline, commit.remind_at]
        if commit.strikes is not None:
            sets += ", strikes = ?"
            args.append(json.dumps(dict(commit.strikes), sort_keys=True))
        if commit.autoplay is not None:
            sets += ", autoplay = ?"
            args.append(json.dumps(list(commit.autoplay)))
        stamp = self._now()

        def work(db: sqlite3.Connection) -> SessionRow:
            row = self._bump(db, stamp, commit.session_id, commit.expected_version, sets, args)
            db.execute(
                "INSERT INTO moves (session_id, ply, player, move, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (commit.session_id, commit.ply, commit.player, commit.move, stamp),
            )
            self._put_snapshot(db, stamp, commit.session_id, commit.ply, commit.state)
            self._insert_ledger(
                db, stamp, row.guild_id, commit.session_id, commit.ply, commit.ledger
            )
            if commit.results:
                db.executemany(
                    "INSERT INTO results (session_id, player, place, win, by_computer)"
                    " VALUES (?, ?, ?, ?, ?)",
                    [
                        (commit.session_id, r.player, r.place, r.win, r.by_computer)
                        for r in commit.results
                    ],
                )
            return row

        return await self._atomic(work)

    @staticmethod
    def _insert_ledger(
        db: sqlite3.Connection,
        stamp: str,
        guild_id: int,
        session_id: int,
        ply: int,
        entries: Iterable[LedgerEntry],
    ) -> int:
        entries = list(entries)
        if not entries:
            return 0
        before = db.total_changes
        db.executemany(
            "INSERT INTO ledger (idempotency_key, guild_id, session_id, ply, player, currency,"
            " amount, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT (idempotency_key) DO NOTHING",
            [
                (
                    e.idempotency_key,
                    guild_id,
                    session_id,
                    ply,
                    e.player,
                    e.currency,
                    e.amount,
                    e.reason,
                    stamp,
                )
                for e in entries
            ],
        )
        return db.total_changes - before

    async def add_ledger(
        self, guild_id: int, session_id: int, ply: int, entries: Iterable[LedgerEntry]
    ) -> int:
        """Record entries outside a move; a key seen before is skipped. Returns rows added."""
        stamp, rows = self._now(), list(entries)
        return await self._atomic(
            lambda db: self._insert_ledger(db, stamp, guild_id, session_id, ply, rows)
        )

    async def end_session(self, session_id: int, expected_version: int) -> SessionRow:
        return await self._bump_one(session_id, expected_version, "status = 'ended'")

    async def snapshot(self, session_id: int) -> tuple[int, str] | None:
        rows = await self._rows(
            "SELECT ply, state FROM snapshots WHERE session_id = ?", (session_id,)
        )
        return (int(rows[0][0]), str(rows[0][1])) if rows else None

    async def moves(self, session_id: int) -> list[tuple[int, str, str]]:
        rows = await self._rows(
            "SELECT ply, player, move FROM moves WHERE session_id = ? ORDER BY ply",
            (session_id,),
        )
        return [(int(r[0]), str(r[1]), str(r[2])) for r in rows]

    # ---------------------------------------------------------------- standings

    async def leaderboard(
        self, guild_id: int, metric: Metric, game: str | None = None, limit: int = 10
    ) -> list[Standing]:
        # Computer seats play for nobody, so they are left off the board.
        game_filter = " AND s.game = ?" if game else ""
        args: list[Any] = [guild_id]
        if metric == "wins":
            sql = (
                "SELECT r.player, SUM(CASE WHEN r.win THEN 1 ELSE 0 END) AS value,"
                " COUNT(*) AS games, SUM(CASE WHEN r.by_computer THEN 1 ELSE 0 END)"
                " FROM results r JOIN sessions s ON s.id = r.session_id"
                " WHERE s.guild_id = ? AND r.player NOT LIKE 'ai:%'"
                + game_filter
                + " GROUP BY r.player ORDER BY value DESC, games ASC, r.player LIMIT ?"
            )
        else:
            sql = (
                "SELECT l.player, SUM(l.amount) AS value, COUNT(DISTINCT l.session_id) AS games,"
                " 0 FROM ledger l JOIN sessions s ON s.id = l.session_id"
                " WHERE l.guild_id = ? AND l.currency = ? AND l.player NOT LIKE 'ai:%'"
                + game_filter
                + " GROUP BY l.player ORDER BY value DESC, l.player LIMIT ?"
            )
            args.append("eur_cent" if metric == "money" else "points")
        if game:
            args.append(game)
        args.append(limit)
        rows = await self._rows(sql, args)
        return [Standing(str(r[0]), int(r[1]), int(r[2]), int(r[3] or 0)) for r in rows]

    async def ledger_for(self, guild_id: int, player: str, limit: int = 15) -> LedgerSummary:
        summary = LedgerSummary()
        for r in await self._rows(
            "SELECT l.created_at, l.session_id, s.game, l.currency, l.amount, l.reason,"
            " r.by_computer FROM ledger l JOIN sessions s ON s.id = l.session_id"
            " LEFT JOIN results r ON r.session_id = l.session_id AND r.player = l.player"
            " WHERE l.guild_id = ? AND l.player = ?"
            " ORDER BY l.created_at DESC, l.ply DESC LIMIT ?",
            (guild_id, player, limit),
        ):
            summary.rows.append(
                LedgerRow(str(r[0]), int(r[1]), str(r[2]), r[3], int(r[4]), str(r[5]), bool(r[6]))
            )
        for currency, total in await self._rows(
            "SELECT currency, SUM(amount) FROM ledger WHERE guild_id = ? AND player = ?"
            " GROUP BY currency",
            (guild_id, player),
        ):
            if currency == "eur_cent":
                summary.money = int(total)
            else:
                summary.points = int(total)
        return summary

    async def ledger_by_game(self, guild_id: int, player: str) -> dict[str, dict[str, int]]:
        """A player's totals per game and currency: points of different games never add."""
        totals: dict[str, dict[str, int]] = {}
        for game, currency, total in await self._rows(
            "SELECT s.game, l.currency, SUM(l.amount) FROM ledger l"
            " JOIN sessions s ON s.id = l.session_id WHERE l.guild_id = ? AND l.player = ?"
            " GROUP BY s.game, l.currency ORDER BY s.game",
            (guild_id, player),
        ):
            totals.setdefault(str(game), {})[str(currency)] = int(total)
        return totals


async def open_repository(path: str | Path, clock: Clock | None = None) -> SqliteRepository:
    """Connect, migrate and wrap: what the bot does at start-up."""
    conn = await connect(path)
    try:
        await migrate(conn)
    except BaseException:
        await conn.close()
        raise
    return SqliteRepository(conn, clock)
