"""`scheids db copy`: a whole install into a new database, counts checked."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from scheids.cli import main
from storage.copy import TABLES, count_rows
from storage.repository import open_repository
from tests.storage.test_standings import play_random_games


async def test_copy_from_sqlite_keeps_every_row_and_refuses_a_full_target(
    database: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source_path = tmp_path / "old.sqlite3"
    source = await open_repository(source_path)
    try:
        await play_random_games(source, random.Random(5), 25)
        await source.set_guild_language(100, "nl")
        counts = await count_rows(source)
        board = await source.leaderboard(100, "money")
        standings = await source.standings_rows()
        moves = await source.moves(7)
    finally:
        await source.close()
    args = ["db", "copy", "--from", f"sqlite://{source_path}", "--to", database]
    assert await asyncio.to_thread(main, args) == 0
    assert all(counts[t] > 0 for t in TABLES if t != "snapshots") and counts["snapshots"] > 0
    target = await open_repository(database)
    try:
        assert await count_rows(target) == counts
        assert await target.leaderboard(100, "money") == board
        assert await target.standings_rows() == standings
        assert await target.moves(7) == moves
        assert await target.guild_language(100) == "nl"
        row = await target.get_session(7)
        assert row is not None and row.version > 1
    finally:
        await target.close()
    # Again into the same (now full) target: refused, nothing written.
    assert await asyncio.to_thread(main, args) == 2
    assert "not empty" in capsys.readouterr().err
    target = await open_repository(database)
    try:
        assert await count_rows(target) == counts
    finally:
        await target.close()
