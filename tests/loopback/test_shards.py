"""Two bot processes on two shard ranges, one PostgreSQL, over real sockets: a DM
click reaches the other process and still moves, and a kill -9 loses nothing.

Each process is `python -m bot`'s code in a child process; the loopback fake
deals two guilds onto two shards, so each process serves one guild.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest

from tests.loopback.fakediscord import FakeChannel, FakeDiscord, Reply, walk_components
from tests.loopback.runner import BotProcess
from tests.pgserver import PostgresServer
from tests.service.helpers import carried_out


def shard_env(url: str, shard: int) -> dict[str, str]:
    return {"DATABASE_URL": url, "SHARD_COUNT": "2", "SHARD_IDS": str(shard)}


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(shards=2, guilds=2, channels=2, heartbeat_interval_ms=1000) as server:
        yield server


async def moves_in(url: str, channel: FakeChannel) -> int:
    conn = await asyncpg.connect(url)
    try:
        return int(
            await conn.fetchval(
                "SELECT COUNT(*) FROM moves m JOIN sessions s ON s.id = m.session_id"
                " WHERE s.channel_id = $1",
                channel.id,
            )
        )
    finally:
        await conn.close()


async def deal(fake: FakeDiscord, channel: FakeChannel) -> None:
    alice, bob = fake.user("alice"), fake.user("bob")
    opened = await fake.slash(alice, channel, "game new", game="mezza")
    assert opened.message is not None, opened.content
    await fake.click(bob, opened.message, fake.button(opened.message, "Join"))
    started = await fake.slash(alice, channel, "game start")
    # The host's answer is their hand, with the deal as its news.
    assert carried_out(started), started.content
    assert "cards are dealt" in str(started.embeds), started.embeds


async def play_one(fake: FakeDiscord, channel: FakeChannel) -> Reply:
    for player in (fake.user("alice"), fake.user("bob")):
        offered = (await fake.autocomplete(player, channel, "play", "move", "")).choices
        if offered:
            return await fake.slash(player, channel, "play", move=offered[0]["value"])
    raise AssertionError("nobody can move")


async def play_from_dm(fake: FakeDiscord, channel: FakeChannel) -> Reply:
    """Pick a move from the hand's menu, the menu sitting in the player's DMs."""
    for player in (fake.user("alice"), fake.user("bob")):
        hand = await fake.slash(player, channel, "hand")
        menu = next((c for c in hand.custom_ids if c.startswith("scheids:move:")), None)
        if menu is None or hand.message is None:
            continue
        options = next(
            c["options"] for c in walk_components(hand.components) if c.get("custom_id") == menu
        )
        dm = next((c for c in fake.dm_channels.values() if c.recipient is player), None)
        if dm is None:  # the host saw their hand as an answer, not by DM
            dm = FakeChannel(fake.snowflake(), f"dm-{player.name}", None, type=1, recipient=player)
            fake.dm_channels[dm.id] = dm
        in_dm = {**hand.message, "channel_id": str(dm.id)}
        data = {"custom_id": menu, "component_type": 3, "values": [options[0]["value"]]}
        return await fake._component_interaction(player, in_dm, data, 10.0)
    raise AssertionError("nobody has a move menu")


async def test_kill_9_of_one_process_loses_no_confirmed_move_and_the_other_serves_on(
    fake: FakeDiscord, pg_server: PostgresServer, tmp_path: Path
) -> None:
    url = await pg_server.fresh_database()
    by_shard = {fake._shard_of(ch.guild_id or 0): ch for ch in fake.text_channels}
    assert set(by_shard) == {0, 1}, "the fake deals the two guilds onto both shards"
    procs = [BotProcess(fake, tmp_path / "db", extra_env=shard_env(url, i)) for i in (0, 1)]
    (tmp_path / "db").mkdir()
    try:
        for proc in procs:
            await proc.start()
        for proc in procs:
            await proc.wait_ready(timeout=30)
        for channel in by_shard.values():
            await deal(fake, channel)
        victim, survivor = by_shard[0], by_shard[1]
        # A move picked in a DM goes to shard 0's process, though shard 1's serves
        # that table: it is made through the database and shown in the table's channel.
        before = await moves_in(url, survivor)
        reply = await play_from_dm(fake, survivor)
        assert carried_out(reply), reply.content
        assert await moves_in(url, survivor) == before + 1
        shard_0 = [s for s in fake.sessions.values() if s.shard[0] == 0]
        assert any(f["d"].get("id") == str(reply.record.id) for f in shard_0[-1].sent)
        confirmed = 0
        for _ in range(3):
            reply = await play_one(fake, victim)
            assert carried_out(reply), reply.content
            confirmed += 1
        # One more move in flight, then the process serving that guild dies at once.
        alice = fake.user("alice")
        in_flight = asyncio.create_task(play_one(fake, victim))
        await asyncio.sleep(0.05)
        await procs[0].kill()
        done = await asyncio.gather(in_flight, return_exceptions=True)
        if not isinstance(done[0], BaseException) and carried_out(done[0]):
            confirmed += 1
        stored = await moves_in(url, victim)
        assert stored >= confirmed and stored <= confirmed + 1
        # The other process goes on serving its guild, move after move.
        for _ in range(3):
            before = await moves_in(url, survivor)
            reply = await play_one(fake, survivor)
            assert carried_out(reply), reply.content
            assert await moves_in(url, survivor) == before + 1
        # Restarted, the killed process's game goes on from what was stored.
        procs[0] = BotProcess(fake, tmp_path / "db", extra_env=shard_env(url, 0))
        await procs[0].start()
        await procs[0].wait_ready(timeout=30)
        reply = await play_one(fake, victim)
        assert carried_out(reply), reply.content
        assert await moves_in(url, victim) == stored + 1
        status = await fake.slash(alice, victim, "game status")
        assert "Mezza" in status.content
    finally:
        for proc in procs:
            await proc.stop()
    assert procs[1].errors() == [], procs[1].log()
    fake.assert_clean()
