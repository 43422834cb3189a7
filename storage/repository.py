"""The repository: every query the bot makes, behind one small interface.

`Repository` is the interface the bot depends on. `SqlRepository` implements it
once, in portable SQL, over `storage.sql.Tx`; `SqliteRepository` (aiosqlite, the
default) and `storage.postgres.PostgresRepository` (asyncpg) only say how a
transaction and a read run. Writes that belong together (a move, its snapshot,
its ledger entries, results, standings, the version bump) happen in one
transaction, guarded by an optimistic version check (`UPDATE ... WHERE version
= ?` and its row count), so two writers, in one process or in several, can
never both apply a move to the same state.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Coroutine, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, Protocol, TypeVar

import aiosqlite

from storage.db import connect, migrate, now_text
from storage.sql import ConstraintViolation, Dialect, Row, SqliteTx, Tx, run_to_end

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
    # The level of each computer seat: seat -> easy | normal | hard (migration 008).
    levels: dict[str, str] = field(default_factory=dict)

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
    levels: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class LedgerEntry:
    player: str
    currency: Currency
    amount: int
    reason: str
    idempotency_key: str
    # The reason as a stored message (`i18n.stored`), for readers of other languages.
    message: str | None = None


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
    # The reason as a stored message; None for entries written before there were any.
    message: str | None = None


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
        self,
        session_id: int,
        expected_version: int,
        seats: Sequence[str],
        levels: Mapping[str, str] | None = None,
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
    async def claim_shards(
        self, owner: str, shards: Iterable[int], now: str, until: str
    ) -> list[int]: ...
    async def release_shards(self, owner: str) -> None: ...
    async def guild_language(self, guild_id: int) -> str | None: ...
    async def set_guild_language(self, guild_id: int, language: str) -> None: ...


_SESSION_COLUMNS = (
    "id, guild_id, channel_id, game, options, host_id, seats, seed, status, version, ply,"
    " message_id, created_at, updated_at, autoplay, clock_seconds, turn_deadline, turn_remind_at,"
    " strikes, takeovers, levels"
)
_SELECT_SESSIONS = f"SELECT {_SESSION_COLUMNS} FROM sessions WHERE "

# Every read the bot makes, by name: the repository runs these, and a test runs
# EXPLAIN on each (on both backends) to prove an index serves it.
QUERIES: dict[str, str] = {
    "get_session": _SELECT_SESSIONS + "id = ?",
    "open_session": _SELECT_SESSIONS + "channel_id = ? AND status IN ('lobby', 'running')",
    "last_session": _SELECT_SESSIONS + "channel_id = ? ORDER BY created_at DESC, id DESC LIMIT 1",
    "open_sessions": _SELECT_SESSIONS + "status IN ('lobby', 'running') ORDER BY id",
    "due_clocks": _SELECT_SESSIONS + "status = 'running' AND"
    " ((turn_deadline IS NOT NULL AND turn_deadline <= ?)"
    " OR (turn_remind_at IS NOT NULL AND turn_remind_at <= ?)) ORDER BY id",
    "idle_sessions": _SELECT_SESSIONS + "status = ? AND updated_at <= ? ORDER BY id",
    "snapshot": "SELECT ply, state FROM snapshots WHERE session_id = ?",
    "moves": "SELECT ply, player, move FROM moves WHERE session_id = ? ORDER BY ply",
    "ledger_seen": "SELECT DISTINCT player, currency FROM ledger WHERE session_id = ?",
    "ledger_rows": "SELECT l.created_at, l.session_id, s.game, l.currency, l.amount, l.reason,"
    " r.by_computer, l.message FROM ledger l JOIN sessions s ON s.id = l.session_id"
    " LEFT JOIN results r ON r.session_id = l.session_id AND r.player = l.player"
    " WHERE l.guild_id = ? AND l.player = ?"
    " ORDER BY l.created_at DESC, l.ply DESC LIMIT ?",
    "ledger_totals": "SELECT SUM(money), SUM(points) FROM standings"
    " WHERE guild_id = ? AND player = ?",
    # Computer seats play for nobody, so they are left off the board.
    "board_wins": "SELECT player, SUM(wins) AS value, SUM(games) AS n, SUM(by_computer)"
    " FROM standings WHERE guild_id = ? AND game LIKE ? AND games > 0"
    " AND player NOT LIKE 'ai:%' GROUP BY player ORDER BY value DESC, n ASC, player LIMIT ?",
    "board_money": "SELECT player, SUM(money) AS value, SUM(money_games), 0"
    " FROM standings WHERE guild_id = ? AND game LIKE ? AND money_games > 0"
    " AND player NOT LIKE 'ai:%' GROUP BY player ORDER BY value DESC, player LIMIT ?",
    "board_points": "SELECT player, SUM(points) AS value, SUM(points_games), 0"
    " FROM standings WHERE guild_id = ? AND game LIKE ? AND points_games > 0"
    " AND player NOT LIKE 'ai:%' GROUP BY player ORDER BY value DESC, player LIMIT ?",
    "guild_language": "SELECT language FROM guild_settings WHERE guild_id = ?",
}

# Standings from scratch, out of results and the ledger: what migration 006 did
# once, and what `scheids db rebuild-standings` does on demand.
REBUILD_STANDINGS = (
    "INSERT INTO standings (guild_id, game, player, wins, games, by_computer,"
    " points, points_games, money, money_games)"
    " SELECT guild_id, game, player, SUM(wins), SUM(games), SUM(by_computer),"
    " SUM(points), SUM(points_games), SUM(money), SUM(money_games) FROM ("
    "  SELECT s.guild_id, s.game, r.player, CASE WHEN r.win THEN 1 ELSE 0 END AS wins,"
    "  1 AS games, CASE WHEN r.by_computer THEN 1 ELSE 0 END AS by_computer,"
    "  0 AS points, 0 AS points_games, 0 AS money, 0 AS money_games"
    "  FROM results r JOIN sessions s ON s.id = r.session_id"
    "  UNION ALL"
    "  SELECT l.guild_id, s.game, l.player, 0, 0, 0,"
    "  SUM(CASE WHEN l.currency = 'points' THEN l.amount ELSE 0 END),"
    "  MAX(CASE WHEN l.currency = 'points' THEN 1 ELSE 0 END),"
    "  SUM(CASE WHEN l.currency = 'eur_cent' THEN l.amount ELSE 0 END),"
    "  MAX(CASE WHEN l.currency = 'eur_cent' THEN 1 ELSE 0 END)"
    "  FROM ledger l JOIN sessions s ON s.id = l.session_id"
    "  GROUP BY l.guild_id, s.game, l.player, l.session_id"
    " ) parts GROUP BY guild_id, game, player"
)

STANDING_COLUMNS = (
    "wins",
    "games",
    "by_computer",
    "points",
    "points_games",
    "money",
    "money_games",
)


def _session(row: Row) -> SessionRow:
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
        levels={str(k): str(v) for k, v in json.loads(row[20]).items()},
    )


Work = Callable[[Tx], Coroutine[Any, Any, T]]


class SqlRepository(ABC):
    """Every query, once, in portable SQL; subclasses say how SQL runs."""

    dialect: Dialect

    def __init__(self, clock: Clock | None = None) -> None:
        # Injected so a test's virtual clock and the stored times agree.
        self._clock = clock

    def _now(self) -> str:
        return now_text(self._clock() if self._clock else None)

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def _atomic(self, work: Work[T]) -> T:
        """Run `work` as one transaction."""

    @abstractmethod
    async def _rows(self, sql: str, args: Sequence[Any] = ()) -> list[Row]:
        """A read outside any transaction, on the connection the writes use."""

    async def _report(self, sql: str, args: Sequence[Any] = ()) -> list[Row]:
        """A read for a report (standings, ledger): kept off the writers' path."""
        return await self._rows(sql, args)

    async def _sessions(self, query: str, args: Sequence[Any] = ()) -> list[SessionRow]:
        return [_session(r) for r in await self._rows(QUERIES[query], args)]

    @staticmethod
    async def _bump(
        tx: Tx,
        stamp: str,
        session_id: int,
        expected_version: int,
        sets: str = "",
        args: Sequence[Any] = (),
    ) -> SessionRow:
        extra = f", {sets}" if sets else ""
        # RETURNING (SQLite 3.35+, PostgreSQL) reads the new row in the same statement;
        # on PostgreSQL a second writer waits on the row lock, then finds the version moved.
        rows = await tx.rows(
            f"UPDATE sessions SET version = version + 1, updated_at = ?{extra}"
            f" WHERE id = ? AND version = ? RETURNING {_SESSION_COLUMNS}",
            (stamp, *args, session_id, expected_version),
        )
        if len(rows) != 1:
            raise StaleVersion(f"session {session_id} is no longer at version {expected_version}")
        return _session(rows[0])

    async def _bump_one(
        self, session_id: int, expected_version: int, sets: str = "", args: Sequence[Any] = ()
    ) -> SessionRow:
        stamp = self._now()
        return await self._atomic(
            lambda tx: self._bump(tx, stamp, session_id, expected_version, sets, args)
        )

    # ----------------------------------------------------------------- sessions

    async def create_session(self, new: NewSession) -> SessionRow:
        stamp = self._now()

        async def work(tx: Tx) -> SessionRow:
            rows = await tx.rows(
                f"INSERT INTO sessions ({_SESSION_COLUMNS}) VALUES"
                " (?, ?, ?, ?, ?, ?, ?, ?, 'lobby', 1, 0, NULL, ?, ?,"
                f" '[]', ?, NULL, NULL, '{{}}', '{{}}', ?) RETURNING {_SESSION_COLUMNS}",
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
                    json.dumps(dict(new.levels), sort_keys=True),
                ),
            )
            return _session(rows[0])

        try:
            return await self._atomic(work)
        except ConstraintViolation as exc:
            raise ChannelBusy(f"channel {new.channel_id} already has an open session") from exc

    async def get_session(self, session_id: int) -> SessionRow | None:
        found = await self._sessions("get_session", (session_id,))
        return found[0] if found else None

    async def open_session(self, channel_id: int) -> SessionRow | None:
        found = await self._sessions("open_session", (channel_id,))
        return found[0] if found else None

    async def last_session(self, channel_id: int) -> SessionRow | None:
        found = await self._sessions("last_session", (channel_id,))
        return found[0] if found else None

    async def open_sessions(self) -> list[SessionRow]:
        return await self._sessions("open_sessions")

    async def update_seats(
        self,
        session_id: int,
        expected_version: int,
        seats: Sequence[str],
        levels: Mapping[str, str] | None = None,
    ) -> SessionRow:
        """New seats, and with `levels` the computer levels too (None: unchanged)."""
        sets, args = "seats = ?", [json.dumps(list(seats))]
        if levels is not None:
            sets += ", levels = ?"
            args.append(json.dumps(dict(levels), sort_keys=True))
        return await self._bump_one(session_id, expected_version, sets, args)

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
            lambda tx: tx.rows(
                "UPDATE sessions SET turn_deadline = ?, turn_remind_at = ? WHERE id = ?"
                f" RETURNING {_SESSION_COLUMNS}",
                (deadline, remind_at, session_id),
            )
        )
        return _session(rows[0]) if rows else None

    async def due_clocks(self, now: str) -> list[SessionRow]:
        """Running sessions whose turn time ran out or whose reminder is due."""
        return await self._sessions("due_clocks", (now, now))

    async def idle_lobbies(self, before: str) -> list[SessionRow]:
        return await self._sessions("idle_sessions", ("lobby", before))

    async def idle_games(self, before: str) -> list[SessionRow]:
        """Running games without a move (or any other change) since `before`.

        Reminders do not touch `updated_at`, so a table nobody answers goes idle."""
        return await self._sessions("idle_sessions", ("running", before))

    async def set_message(self, session_id: int, message_id: int) -> None:
        # Not a state change players act on, so the version stays.
        await self._atomic(
            lambda tx: tx.execute(
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

        async def work(tx: Tx) -> SessionRow:
            row = await self._bump(
                tx,
                stamp,
                session_id,
                expected_version,
                "status = 'running', seats = ?, ply = 0, turn_deadline = ?, turn_remind_at = ?",
                (json.dumps(list(seats)), deadline, remind_at),
            )
            await self._put_snapshot(tx, stamp, session_id, 0, state)
            tally = Tally(row.guild_id, row.game)
            await self._insert_ledger(tx, stamp, session_id, 0, entries, tally)
            await tally.write(tx)
            return row

        return await self._atomic(work)

    @staticmethod
    async def _put_snapshot(tx: Tx, stamp: str, session_id: int, ply: int, state: str) -> None:
        await tx.execute(
            "INSERT INTO snapshots (session_id, ply, state, updated_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (session_id) DO UPDATE SET"
            " ply = excluded.ply, state = excluded.state, updated_at = excluded.updated_at",
            (session_id, ply, state, stamp),
        )

    async def commit_move(self, commit: MoveCommit) -> SessionRow:
        """The move row, the snapshot, its ledger entries, results, standings and the
        version bump, in one transaction: after a failure none of them is there."""
        sets = "ply = ?, status = ?, turn_deadline = ?, turn_remind_at = ?"
        args: list[Any] = [commit.ply, commit.status, commit.deadline, commit.remind_at]
        if commit.strikes is not None:
            sets += ", strikes = ?"
            args.append(json.dumps(dict(commit.strikes), sort_keys=True))
        if commit.autoplay is not None:
            sets += ", autoplay = ?"
            args.append(json.dumps(list(commit.autoplay)))
        stamp = self._now()

        async def work(tx: Tx) -> SessionRow:
            row = await self._bump(
                tx, stamp, commit.session_id, commit.expected_version, sets, args
            )
            await tx.execute(
                "INSERT INTO moves (session_id, ply, player, move, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (commit.session_id, commit.ply, commit.player, commit.move, stamp),
            )
            await self._put_snapshot(tx, stamp, commit.session_id, commit.ply, commit.state)
            tally = Tally(row.guild_id, row.game)
            await self._insert_ledger(
                tx, stamp, commit.session_id, commit.ply, commit.ledger, tally
            )
            if commit.results:
                await tx.execute_many(
                    "INSERT INTO results (session_id, player, place, win, by_computer)"
                    " VALUES (?, ?, ?, ?, ?)",
                    [
                        (commit.session_id, r.player, r.place, r.win, r.by_computer)
                        for r in commit.results
                    ],
                )
                for r in commit.results:
                    tally.add(r.player, wins=int(r.win), games=1, by_computer=int(r.by_computer))
            await tally.write(tx)
            return row

        return await self._atomic(work)

    @staticmethod
    async def _insert_ledger(
        tx: Tx,
        stamp: str,
        session_id: int,
        ply: int,
        entries: Iterable[LedgerEntry],
        tally: Tally,
    ) -> int:
        entries = list(entries)
        if not entries:
            return 0
        # A session's first entry for a player and currency counts one game for them.
        seen = {(str(p), str(c)) for p, c in await tx.rows(QUERIES["ledger_seen"], (session_id,))}
        added = 0
        for e in entries:
            # One row at a time: the row count says whether the key was new, and
            # only a new row may change the standings.
            if not await tx.execute(
                "INSERT INTO ledger (idempotency_key, guild_id, session_id, ply, player,"
                " currency, amount, reason, message, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (idempotency_key) DO NOTHING",
                (
                    e.idempotency_key,
                    tally.guild_id,
                    session_id,
                    ply,
                    e.player,
                    e.currency,
                    e.amount,
                    e.reason,
                    e.message,
                    stamp,
                ),
            ):
                continue
            added += 1
            first = int((e.player, e.currency) not in seen)
            seen.add((e.player, e.currency))
            if e.currency == "eur_cent":
                tally.add(e.player, money=e.amount, money_games=first)
            else:
                tally.add(e.player, points=e.amount, points_games=first)
        return added

    async def add_ledger(
        self, guild_id: int, session_id: int, ply: int, entries: Iterable[LedgerEntry]
    ) -> int:
        """Record entries outside a move; a key seen before is skipped. Returns rows added."""
        stamp, rows = self._now(), list(entries)

        async def work(tx: Tx) -> int:
            found = await tx.rows("SELECT game FROM sessions WHERE id = ?", (session_id,))
            tally = Tally(guild_id, str(found[0][0]) if found else "")
            added = await self._insert_ledger(tx, stamp, session_id, ply, rows, tally)
            await tally.write(tx)
            return added

        return await self._atomic(work)

    async def end_session(self, session_id: int, expected_version: int) -> SessionRow:
        return await self._bump_one(session_id, expected_version, "status = 'ended'")

    async def snapshot(self, session_id: int) -> tuple[int, str] | None:
        rows = await self._rows(QUERIES["snapshot"], (session_id,))
        return (int(rows[0][0]), str(rows[0][1])) if rows else None

    async def moves(self, session_id: int) -> list[tuple[int, str, str]]:
        rows = await self._rows(QUERIES["moves"], (session_id,))
        return [(int(r[0]), str(r[1]), str(r[2])) for r in rows]

    # ---------------------------------------------------------------- standings

    async def leaderboard(
        self, guild_id: int, metric: Metric, game: str | None = None, limit: int = 10
    ) -> list[Standing]:
        """Read from the standings table: as many rows as players, whatever the history."""
        rows = await self._report(QUERIES[f"board_{metric}"], (guild_id, game or "%", limit))
        return [Standing(str(r[0]), int(r[1]), int(r[2]), int(r[3] or 0)) for r in rows]

    async def ledger_for(self, guild_id: int, player: str, limit: int = 15) -> LedgerSummary:
        summary = LedgerSummary()
        for r in await self._report(QUERIES["ledger_rows"], (guild_id, player, limit)):
            summary.rows.append(
                LedgerRow(
                    str(r[0]),
                    int(r[1]),
                    str(r[2]),
                    r[3],
                    int(r[4]),
                    str(r[5]),
                    bool(r[6]),
                    str(r[7]) if r[7] is not None else None,
                )
            )
        totals = await self._report(QUERIES["ledger_totals"], (guild_id, player))
        if totals:
            summary.money, summary.points = int(totals[0][0] or 0), int(totals[0][1] or 0)
        return summary

    async def ledger_by_game(self, guild_id: int, player: str) -> dict[str, dict[str, int]]:
        """A player's totals per game and currency: points of different games never add."""
        totals: dict[str, dict[str, int]] = {}
        for game, currency, total in await self._report(
            "SELECT s.game, l.currency, SUM(l.amount) FROM ledger l"
            " JOIN sessions s ON s.id = l.session_id WHERE l.guild_id = ? AND l.player = ?"
            " GROUP BY s.game, l.currency ORDER BY s.game",
            (guild_id, player),
        ):
            totals.setdefault(str(game), {})[str(currency)] = int(total)
        return totals

    async def rebuild_standings(self) -> int:
        """Standings recomputed from results and the ledger; returns the rows written."""

        async def work(tx: Tx) -> int:
            await tx.execute("DELETE FROM standings")
            return await tx.execute(REBUILD_STANDINGS)

        return await self._atomic(work)

    async def standings_rows(self) -> list[tuple[Any, ...]]:
        """The whole standings table, in key order (for checks and tests)."""
        rows = await self._rows(
            f"SELECT guild_id, game, player, {', '.join(STANDING_COLUMNS)} FROM standings"
            " ORDER BY guild_id, game, player"
        )
        return [
            tuple(int(v) if i != 1 and i != 2 else str(v) for i, v in enumerate(r)) for r in rows
        ]

    # ------------------------------------------------------------------- shards

    async def claim_shards(
        self, owner: str, shards: Iterable[int], now: str, until: str
    ) -> list[int]:
        """Take or renew the lease on each shard whose lease is free, expired or ours.

        The sweeps (turn clock, idle tables, resumed computer turns) run only for
        the guilds of shards this returns, so two processes never both run them,
        even when their shard ranges overlap by mistake or during a hand-over.
        """
        wanted = sorted(set(shards))

        async def work(tx: Tx) -> list[int]:
            held = []
            for shard in wanted:
                changed = await tx.execute(
                    "INSERT INTO shard_leases (shard_id, owner, expires_at) VALUES (?, ?, ?)"
                    " ON CONFLICT (shard_id) DO UPDATE SET owner = excluded.owner,"
                    " expires_at = excluded.expires_at"
                    " WHERE shard_leases.owner = excluded.owner OR shard_leases.expires_at <= ?",
                    (shard, owner, until, now),
                )
                if changed:
                    held.append(shard)
            return held

        return await self._atomic(work)

    async def release_shards(self, owner: str) -> None:
        """Give up the owner's leases (a clean stop), so a successor need not wait."""
        await self._atomic(
            lambda tx: tx.execute("DELETE FROM shard_leases WHERE owner = ?", (owner,))
        )

    # ----------------------------------------------------------------- servers

    async def guild_language(self, guild_id: int) -> str | None:
        """The language a server manager chose for the server, if any."""
        rows = await self._rows(QUERIES["guild_language"], (guild_id,))
        return str(rows[0][0]) if rows else None

    async def set_guild_language(self, guild_id: int, language: str) -> None:
        stamp = self._now()
        await self._atomic(
            lambda tx: tx.execute(
                "INSERT INTO guild_settings (guild_id, language, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language,"
                " updated_at = excluded.updated_at",
                (guild_id, language, stamp),
            )
        )


class Tally:
    """Standings changes of one transaction, written in key order (so two
    transactions touching the same players never wait on each other in a circle)."""

    def __init__(self, guild_id: int, game: str) -> None:
        self.guild_id = guild_id
        self.game = game
        self.deltas: dict[str, dict[str, int]] = {}

    def add(self, player: str, **changes: int) -> None:
        delta = self.deltas.setdefault(player, dict.fromkeys(STANDING_COLUMNS, 0))
        for name, value in changes.items():
            delta[name] += value

    async def write(self, tx: Tx) -> None:
        columns = ", ".join(STANDING_COLUMNS)
        marks = ", ".join("?" for _ in STANDING_COLUMNS)
        adds = ", ".join(f"{c} = standings.{c} + excluded.{c}" for c in STANDING_COLUMNS)
        for player in sorted(self.deltas):
            delta = self.deltas[player]
            await tx.execute(
                f"INSERT INTO standings (guild_id, game, player, {columns})"
                f" VALUES (?, ?, ?, {marks})"
                f" ON CONFLICT (guild_id, game, player) DO UPDATE SET {adds}",
                (self.guild_id, self.game, player, *(delta[c] for c in STANDING_COLUMNS)),
            )


class SqliteRepository(SqlRepository):
    """aiosqlite: one connection for writes, one for reports.

    Every transaction runs as a single job on aiosqlite's database thread, which
    runs its jobs one at a time. So a transaction can interleave with nothing,
    reads included, and needs no asyncio lock; and it costs one hop between the
    event loop and that thread instead of one per statement. (An asyncio lock held
    across per-statement awaits was held for as long as the busy loop took to
    resume its holder: at 200 tables moving at once, waits reached a second.)
    Reports (leaderboard, ledger) run on a second connection and thread, so a
    move's commit never queues behind one; WAL lets that reader run beside the writer.
    """

    dialect: Dialect = "sqlite"

    def __init__(
        self,
        conn: aiosqlite.Connection,
        clock: Clock | None = None,
        reader: aiosqlite.Connection | None = None,
    ) -> None:
        super().__init__(clock)
        self.conn = conn
        self.reader = reader

    async def close(self) -> None:
        if self.reader is not None:
            await self.reader.close()
        await self.conn.close()

    async def _atomic(self, work: Work[T]) -> T:
        def transaction() -> T:
            db = self.conn._conn
            db.execute("BEGIN")
            try:
                result = run_to_end(work(SqliteTx(db)))
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
            return result

        # aiosqlite has no public call for "run this function on your thread";
        # `_execute` is what its own methods use (the version is pinned <0.23).
        result: T = await self.conn._execute(transaction)  # type: ignore[no-untyped-call]
        return result

    async def _rows(self, sql: str, args: Sequence[Any] = ()) -> list[Row]:
        return list(await self.conn.execute_fetchall(sql, args))

    async def _report(self, sql: str, args: Sequence[Any] = ()) -> list[Row]:
        conn = self.reader or self.conn
        return list(await conn.execute_fetchall(sql, args))


async def open_repository(target: str | Path, clock: Clock | None = None) -> SqlRepository:
    """Connect, migrate and wrap: what the bot does at start-up.

    `target` is a SQLite file path (or `sqlite:///path`), or a `postgresql://` URL.
    """
    text = str(target)
    if text.startswith(("postgresql://", "postgres://")):
        from storage.postgres import open_postgres

        return await open_postgres(text, clock)
    return await open_sqlite(text.removeprefix("sqlite://"), clock)


async def open_sqlite(path: str | Path, clock: Clock | None = None) -> SqliteRepository:
    conn = await connect(path)
    try:
        await migrate(conn)
        reader = await connect(path) if str(path) != ":memory:" else None
    except BaseException:
        await conn.close()
        raise
    return SqliteRepository(conn, clock, reader)
