"""kill -9 while a hard computer thinks: nothing is lost, and the restarted bot
thinks again and moves. The real bot in a child process, its thought in a real
worker process, over the loopback fake of Discord."""

from __future__ import annotations

import asyncio
import json
import signal
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

import games
from tests.loopback.fakediscord import FakeDiscord
from tests.loopback.runner import BotProcess

GAME = "meierijen"


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(heartbeat_interval_ms=1000) as server:
        yield server


def session(db: Path) -> dict[str, Any]:
    with sqlite3.connect(db) as conn:
        conn.row_factory = sqlite3.Row
        row = conn.execute(
            "SELECT s.id, s.status, s.ply, s.seats, s.seed, s.options, n.ply AS saved_ply,"
            " n.state FROM sessions s JOIN snapshots n ON n.session_id = s.id"
        ).fetchone()
        return dict(row)


def moves(db: Path) -> list[tuple[int, str, str]]:
    with sqlite3.connect(db) as conn:
        return [
            (int(ply), str(player), str(move))
            for ply, player, move in conn.execute(
                "SELECT ply, player, move FROM moves ORDER BY ply"
            )
        ]


def assert_consistent(db: Path) -> list[tuple[int, str, str]]:
    """The moves are numbered 1..n without a gap, the session and its snapshot are at
    move n, and replaying the moves from the deal gives exactly the saved state."""
    now, logged = session(db), moves(db)
    assert [ply for ply, _, _ in logged] == list(range(1, len(logged) + 1))
    assert now["ply"] == now["saved_ply"] == len(logged)
    game = games.REGISTRY[GAME].new(
        json.loads(now["seats"]), seed=now["seed"], options=json.loads(now["options"])
    )
    for _, player, move in logged:
        game.play(player, move)
    assert game.to_json() == now["state"]
    return logged


def hard_seat_must_think(db: Path) -> bool:
    """The computer is to move with a choice to make (one legal move is played at once)."""
    now = session(db)
    game = games.REGISTRY[GAME].from_json(now["state"])
    return "ai:1" in game.turn() and len(game.legal_moves("ai:1")) > 1


def shows_thinking(fake: FakeDiscord) -> bool:
    return any("is thinking" in json.dumps(m.get("embeds")) for m in fake.live_messages())


async def deal_until_the_computer_thinks(fake: FakeDiscord, db: Path) -> None:
    """A table with a hard computer, played until it thinks about a move (the table
    shows it thinking)."""
    alice = fake.user("alice")
    await fake.slash(alice, None, "game new", game=GAME)
    added = await fake.slash(alice, None, "game addbot", level="hard")
    assert "Computer 1 (hard)" in added.content
    await fake.slash(alice, None, "game start")
    for _ in range(100):
        if hard_seat_must_think(db):
            break
        offered = (await fake.autocomplete(alice, None, "play", "move", "")).choices
        if offered:
            played = await fake.slash(alice, None, "play", move=offered[0]["value"])
            assert played.ephemeral and "Your hand" in played.content, played.content
        else:  # the computer is making a move it needs no thought for
            await asyncio.sleep(0.05)
    else:
        raise AssertionError("the hard computer never had a choice to make")
    await fake.wait_for(lambda: shows_thinking(fake), "the table showing the thought", 15)


async def the_game_goes_on(fake: FakeDiscord, db: Path, before: list[tuple[int, str, str]]) -> None:
    """The computer moves after the restart, then the human's turn comes round."""
    await fake.wait_for(
        lambda: len(moves(db)) > len(before), "the computer's move after the restart", 15
    )
    after = assert_consistent(db)
    assert after[: len(before)] == before
    assert after[len(before)][1] == "ai:1"
    alice = fake.user("alice")
    offered: list[dict[str, Any]] = []
    for _ in range(100):
        offered = (await fake.autocomplete(alice, None, "play", "move", "")).choices
        if offered or session(db)["status"] != "running":
            break
        await asyncio.sleep(0.05)
    if offered:
        played = await fake.slash(alice, None, "play", move=offered[0]["value"])
        assert played.ephemeral and "Your hand" in played.content, played.content
        await fake.idle()
    assert_consistent(db)


@pytest.mark.parametrize("end", ["kill -9", "SIGTERM"])
async def test_the_bot_ending_while_a_hard_computer_thinks_loses_nothing(
    fake: FakeDiscord, tmp_path: Path, end: str
) -> None:
    """Killed mid-thought, nothing of the thought was written; stopped mid-thought,
    the bot exits cleanly without thinking its minute out (the workers are told
    to stop). Either way the next start thinks again and the game goes on."""
    db = tmp_path / "scheids.sqlite3"
    guild = str(fake.guild_id)
    # Thoughts far longer than the test needs: the bot ends in the middle of one.
    first = BotProcess(fake, db, guild_ids=guild, extra_env={"AI_THINK_SECONDS": "60"})
    second = BotProcess(fake, db, guild_ids=guild, extra_env={"AI_THINK_SECONDS": "0.2"})
    try:
        await first.start()
        await first.wait_ready()
        await deal_until_the_computer_thinks(fake, db)
        before = assert_consistent(db)
        if end == "kill -9":
            await first.kill()
        else:
            assert await first.stop(timeout=20, sig=signal.SIGTERM) == 0, first.log()
            assert "did not stop" not in first.log()
            assert first.errors() == [], first.log()
        # The table waits on the computer, as it did before the bot ended.
        assert assert_consistent(db) == before and session(db)["status"] == "running"
        assert hard_seat_must_think(db)
        await second.start()
        await second.wait_ready()
        await the_game_goes_on(fake, db, before)
    finally:
        await first.stop()
        code = await second.stop()
    assert code == 0, second.log()
    assert second.errors() == [], second.log()
    fake.assert_clean()
