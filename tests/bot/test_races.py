"""Two actions at once: the per-channel lock plus the version check let one win,
on SQLite and on PostgreSQL (where several processes share one database)."""

from __future__ import annotations

import asyncio

import pytest

from bot.tables import MOVED_ON, TableError, TableService
from games import REGISTRY
from storage.repository import open_repository

CH = 500


async def lobby(service: TableService) -> int:
    row = await service.open(
        session_id=1, guild_id=9, channel_id=CH, host="1", game_name="highcard"
    )
    return row.version


async def test_two_clicks_on_the_same_version(database: str) -> None:
    repo = await open_repository(database)
    service = TableService(repo, REGISTRY, seed_for=lambda sid: 3)
    try:
        version = await lobby(service)
        results = await asyncio.gather(
            service.join(CH, "2", version),
            service.join(CH, "3", version),
            return_exceptions=True,
        )
        wins = [r for r in results if not isinstance(r, BaseException)]
        losses = [r for r in results if isinstance(r, TableError)]
        assert len(wins) == 1 and len(losses) == 1
        assert losses[0].reason == MOVED_ON
        row = await repo.open_session(CH)
        assert row is not None and len(row.seats) == 2 and row.version == version + 1
        # Two "play" clicks on the same menu: one move is made, once.
        started = await service.start(CH, "1", row.version)
        mover = started.game.turn()[0]
        move = started.game.legal_moves(mover)[0]
        v = started.row.version
        results = await asyncio.gather(
            service.play(CH, mover, move, v),
            service.play(CH, mover, move, v),
            return_exceptions=True,
        )
        assert sum(not isinstance(r, BaseException) for r in results) == 1
        assert [r.reason for r in results if isinstance(r, TableError)] == [MOVED_ON]
        assert len(await repo.moves(row.id)) == 1
    finally:
        await repo.close()


async def test_two_processes_on_one_database(database: str) -> None:
    """Separate services (as two bot processes would be) share only the database."""
    repo_a, repo_b = await open_repository(database), await open_repository(database)
    a = TableService(repo_a, REGISTRY, seed_for=lambda sid: 3)
    b = TableService(repo_b, REGISTRY, seed_for=lambda sid: 3)
    try:
        await lobby(a)
        await a.join(CH, "2")
        started = await a.start(CH, "1")
        mover = started.game.turn()[0]
        moves = started.game.legal_moves(mover)
        await b.play(CH, mover, moves[0])  # b loads the snapshot and moves first
        # a's cached engine is behind; it reloads rather than playing on stale state.
        with pytest.raises(TableError):
            await a.play(CH, mover, moves[-1])
        assert len(await repo_a.moves(started.row.id)) == 1
    finally:
        await repo_a.close()
        await repo_b.close()


async def test_two_processes_clicking_at_once_make_one_move(database: str) -> None:
    """No shared lock between the services: the database's version check alone
    lets exactly one of two simultaneous moves through."""
    repo_a, repo_b = await open_repository(database), await open_repository(database)
    a = TableService(repo_a, REGISTRY, seed_for=lambda sid: 3)
    b = TableService(repo_b, REGISTRY, seed_for=lambda sid: 3)
    try:
        await lobby(a)
        await a.join(CH, "2")
        started = await a.start(CH, "1")
        await b.status(CH)  # b has the engine cached too
        mover = started.game.turn()[0]
        move = started.game.legal_moves(mover)[0]
        v = started.row.version
        results = await asyncio.gather(
            a.play(CH, mover, move, v), b.play(CH, mover, move, v), return_exceptions=True
        )
        assert sum(not isinstance(r, BaseException) for r in results) == 1
        assert [r.reason for r in results if isinstance(r, TableError)] == [MOVED_ON]
        assert len(await repo_a.moves(started.row.id)) == 1
    finally:
        await repo_a.close()
        await repo_b.close()
