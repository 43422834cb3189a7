"""`scheids db backup` while the bot commits moves; the copy restores into a bot that
carries on with the game. `scheids db check` names what is wrong with a database."""

from __future__ import annotations

import asyncio
import shutil
import sqlite3
import sys
from pathlib import Path

import pytest

from scheids.cli import main as scheids
from tests.loopback.fakediscord import FakeDiscord, FakeUser
from tests.loopback.runner import REPO, BotProcess
from tests.service.helpers import carried_out

# Moves the load makes at least, before and after the backup is taken.
MOVES_AROUND_BACKUP = 6
# Far more than the load needs to reach the backup point.
LOAD_TIMEOUT = 60.0


async def mover(fake: FakeDiscord, players: list[FakeUser]) -> tuple[FakeUser, str] | None:
    for player in players:
        offered = (await fake.autocomplete(player, None, "play", "move", "")).choices
        if offered:
            return player, str(offered[0]["value"])
    return None


async def play_until(fake: FakeDiscord, players: list[FakeUser], done: asyncio.Event) -> int:
    """Make moves until `done` is set and enough moves came after it."""
    made = after = 0
    while after < MOVES_AROUND_BACKUP or made < 2 * MOVES_AROUND_BACKUP:
        step = await mover(fake, players)
        if step is None:
            break
        reply = await fake.slash(step[0], None, "play", move=step[1])
        assert carried_out(reply), reply.content
        made += 1
        after += done.is_set()
    return made


def table_state(path: Path) -> tuple[int, int, int]:
    with sqlite3.connect(path) as conn:
        ply = conn.execute("SELECT ply FROM sessions").fetchone()[0]
        moves = conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
        snap = conn.execute("SELECT ply FROM snapshots").fetchone()[0]
    return ply, moves, snap


async def test_backup_under_load_restores_into_a_bot_that_resumes_the_game(
    tmp_path: Path,
) -> None:
    live, copy, restored = tmp_path / "live.sqlite3", tmp_path / "copy.sqlite3", tmp_path / "r"
    async with FakeDiscord() as fake:
        alice, bob = fake.user("alice"), fake.user("bob")
        async with BotProcess(fake, live, guild_ids=str(fake.guild_id)) as proc:
            await proc.wait_ready()
            opened = await fake.slash(alice, None, "game new", game="mezza")
            assert opened.message is not None
            await fake.click(bob, opened.message, fake.button(opened.message, "Join"))
            await fake.slash(alice, None, "game start")
            done = asyncio.Event()
            load = asyncio.create_task(play_until(fake, [alice, bob], done))

            async def enough_moves() -> None:
                while table_state(live)[0] < MOVES_AROUND_BACKUP and not load.done():
                    await asyncio.sleep(0.05)

            await asyncio.wait_for(enough_moves(), LOAD_TIMEOUT)
            if load.done():
                await load  # an error in the load, not a hang
            assert table_state(live)[0] >= MOVES_AROUND_BACKUP
            # The command an operator runs, as its own process, while the bot commits.
            backup = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "scheids", "db", "backup", str(copy), "--database",
                str(live), cwd=REPO, stdout=asyncio.subprocess.PIPE,
            )  # fmt: skip
            out, _ = await backup.communicate()
            done.set()
            made = await load
            assert backup.returncode == 0 and b"backed up" in out
        assert proc.returncode == 0, proc.log()
        ply, moves, snap = table_state(copy)
        assert ply == moves == snap, "the copy is one consistent moment"
        assert ply < table_state(live)[0] <= made, "the load went on after the copy"

        restored.mkdir()
        shutil.copy(copy, restored / "scheids.sqlite3")
        again = BotProcess(fake, restored / "scheids.sqlite3", guild_ids=str(fake.guild_id))
        async with again:
            await again.wait_ready()
            step = await mover(fake, [alice, bob])
            assert step is not None
            reply = await fake.slash(step[0], None, "play", move=step[1])
            assert carried_out(reply), reply.content
            await fake.idle()
        assert again.returncode == 0, again.log()
        assert table_state(restored / "scheids.sqlite3")[0] > ply
    assert scheids(["db", "check", "--database", str(restored / "scheids.sqlite3")]) == 0


def test_check_names_a_ledger_that_does_not_sum_to_zero(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "scheids.sqlite3"
    asyncio.run(_lobby_database(db))
    assert scheids(["db", "check", "--database", str(db)]) == 0
    with sqlite3.connect(db) as conn:
        conn.execute(
            "INSERT INTO ledger (idempotency_key, guild_id, session_id, ply, player, currency,"
            " amount, reason, created_at) VALUES ('k', 1, 1, 1, 'p', 'eur_cent', 5, 'r', 't')"
        )
    capsys.readouterr()
    assert scheids(["db", "check", "--database", str(db)]) == 1
    assert "problem: ledger of session 1 (mezza) sums to 5 euro cents, not 0" in (
        capsys.readouterr().out
    )


def test_check_and_backup_refuse_a_missing_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nothing.sqlite3"
    assert scheids(["db", "check", "--database", str(missing)]) == 1
    assert scheids(["db", "backup", str(tmp_path / "b"), "--database", str(missing)]) == 1
    assert not missing.exists()
    assert capsys.readouterr().err.count("no database file at") == 2


def test_backup_of_postgresql_gives_pg_dump_advice(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setenv("DATABASE_URL", "postgresql://scheids@db/scheids")
    assert scheids(["db", "backup", str(tmp_path / "b")]) == 1
    assert "pg_dump" in capsys.readouterr().err


async def _lobby_database(path: Path) -> None:
    from storage.repository import NewSession, open_repository

    repo = await open_repository(path)
    try:
        await repo.create_session(
            NewSession(
                id=1,
                guild_id=1,
                channel_id=2,
                game="mezza",
                options={},
                host_id="1",
                seats=("1",),
                seed=1,
            )
        )
    finally:
        await repo.close()
