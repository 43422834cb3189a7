"""SIGTERM (Docker, systemd) and SIGINT (Ctrl-C) stop the real bot process cleanly."""

from __future__ import annotations

import asyncio
import signal
import sqlite3
from pathlib import Path

import pytest

from bot.lifecycle import RESTARTING
from tests.loopback.fakediscord import FakeDiscord
from tests.loopback.runner import BotProcess
from tests.service.helpers import carried_out, first_move, hold_route, lobby_with_computer

# A stop must end well inside Docker's and systemd's grace periods; past this the
# runner kills the process and the exit code shows it.
STOP_LIMIT_SECONDS = 5.0


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
async def test_stop_signal_answers_late_interactions_and_finishes_running_ones(
    tmp_path: Path, sig: signal.Signals
) -> None:
    db = tmp_path / "scheids.sqlite3"
    async with FakeDiscord() as fake:
        proc = BotProcess(fake, db, guild_ids=str(fake.guild_id))
        await proc.start()
        try:
            await proc.wait_ready()
            alice, bob = fake.user("alice"), fake.user("bob")
            opened = await lobby_with_computer(fake, alice)
            assert opened.message is not None
            await fake.click(bob, opened.message, fake.button(opened.message, "Join"))
            # The host's hand is the answer to /game start; bob's goes by DM after it.
            # Hold that DM so the start is still running when the signal comes.
            release = hold_route(fake, "POST", "/users/@me/channels")
            started = await fake.slash(alice, None, "game start")
            assert carried_out(started)
            assert proc.proc is not None
            proc.proc.send_signal(sig)
            await proc.wait_log("stopping: 1 interactions still running")

            late = await fake.slash(alice, None, "play", move="pickup")
            assert late.ephemeral and late.content == RESTARTING
            release.set()
            code = await proc.stop(timeout=STOP_LIMIT_SECONDS, sig=sig)
        finally:
            code = await proc.stop()
        assert code == 0, proc.log()
        assert 'msg="stopped"' in proc.log()
        assert proc.errors() == [], proc.log()
        assert "voice will NOT be supported" not in proc.log(), "voice warnings are silenced"
        # The running interaction finished: bob got his hand.
        assert any("Your hand" in m["content"] for m in fake.dms(bob))
        fake.assert_clean()
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT status FROM sessions").fetchone() == ("running",)
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


async def test_a_move_sent_with_the_signal_is_either_committed_and_answered_or_refused(
    tmp_path: Path,
) -> None:
    db = tmp_path / "scheids.sqlite3"
    async with FakeDiscord() as fake:
        async with BotProcess(fake, db, guild_ids=str(fake.guild_id)) as proc:
            await proc.wait_ready()
            alice = fake.user("alice")
            await lobby_with_computer(fake, alice)
            await fake.slash(alice, None, "game start")
            await fake.idle()
            move = await first_move(fake, alice)
            with sqlite3.connect(db) as conn:
                before = conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
            playing = fake.slash(alice, None, "play", move=move)
            assert proc.proc is not None
            task = asyncio.ensure_future(playing)
            proc.proc.send_signal(signal.SIGTERM)
            reply = await task
            code = await proc.stop(timeout=STOP_LIMIT_SECONDS, sig=signal.SIGTERM)
        assert code == 0, proc.log()
    with sqlite3.connect(db) as conn:
        after = conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
    if reply.content == RESTARTING:
        assert reply.ephemeral and after == before
    else:
        assert carried_out(reply) and after > before


async def test_a_refused_token_exits_2_with_one_line(tmp_path: Path) -> None:
    async with FakeDiscord() as fake:
        proc = BotProcess(fake, tmp_path / "scheids.sqlite3", extra_env={"DISCORD_TOKEN": "wrong"})
        await proc.start()
        assert proc.proc is not None
        code = await asyncio.wait_for(proc.proc.wait(), STOP_LIMIT_SECONDS)
        await proc.stop()
    assert code == 2, proc.log()
    assert "Discord refused the token" in proc.log()
    assert "Traceback" not in proc.log()
