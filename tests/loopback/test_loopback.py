"""Smoke tests over real sockets: `python -m bot`'s code in a child process, unmodified,
against the loopback fake of Discord (REST on 127.0.0.1 and a websocket gateway)."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest

from tests.loopback.fakediscord import (
    EPHEMERAL,
    FakeDiscord,
    FakeDiscordError,
    custom_ids,
    walk_components,
)
from tests.loopback.runner import BotProcess

# CONTRACT.md's command surface, and the server's own settings (`/settings language`).
TOP_LEVEL = {"game", "hand", "play", "leaderboard", "ledger", "settings"}
GAME_SUBCOMMANDS = {"new", "join", "leave", "addbot", "kick", "start", "status", "end", "rules"}


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    # A short heartbeat interval, so heartbeats and their ACKs happen within a test.
    async with FakeDiscord(heartbeat_interval_ms=250) as server:
        yield server


@pytest.fixture
async def bot(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[BotProcess]:
    proc = BotProcess(fake, tmp_path / "scheids.sqlite3", guild_ids=str(fake.guild_id))
    await proc.start()
    try:
        await proc.wait_ready()
        yield proc
    finally:
        code = await proc.stop()
    assert code == 0, proc.log()
    assert proc.errors() == [], proc.log()
    assert "Traceback" not in proc.log()
    fake.assert_clean()


def moves_in(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0])


async def test_connects_syncs_the_contract_commands_and_heartbeats(
    fake: FakeDiscord, bot: BotProcess
) -> None:
    assert not fake.commands, "commands go to the configured guild, not globally"
    synced = {c["name"]: c for c in fake.guild_commands[fake.guild_id]}
    assert set(synced) == TOP_LEVEL
    subs = {o["name"] for o in synced["game"]["options"] if o["type"] == 1}
    assert subs == GAME_SUBCOMMANDS
    play_move = next(o for o in synced["play"]["options"] if o["name"] == "move")
    assert play_move["autocomplete"] is True and play_move["required"] is True
    # HELLO, IDENTIFY with the right shard and intents, and heartbeats answered.
    connect = next(q for kind, q in fake.gateway_log if kind == "connect")
    assert connect["v"] == "10" and connect["encoding"] == "json"
    await fake.wait_for(
        lambda: sum(1 for kind, op in fake.gateway_log if (kind, op) == ("op", 1)) >= 2,
        "two heartbeats",
    )
    session = next(iter(fake.sessions.values()))
    assert session.shard == (0, 1)


async def test_mezza_lobby_to_a_move_over_real_sockets(
    fake: FakeDiscord, bot: BotProcess, tmp_path: Path
) -> None:
    alice, bob = fake.user("alice"), fake.user("bob")
    opened = await fake.slash(alice, None, "game new", game="mezza")
    assert opened.type == 4 and not opened.ephemeral
    # Names, not raw mentions: the table is an embed, where mentions do not notify.
    assert "Mezza" in opened.content and "alice" in opened.content
    assert alice.mention not in opened.content
    assert opened.message is not None and opened.embeds

    joined = await fake.click(bob, opened.message, fake.button(opened.message, "Join"))
    assert joined.type == 7, "a lobby button edits the table message in place"
    assert "bob" in joined.content

    started = await fake.slash(alice, None, "game start")
    # The host's own hand is the answer; the other hand goes by DM.
    assert started.ephemeral and "Your hand" in started.content
    await fake.wait_for(lambda: fake.dms(bob), "Bob's hand by DM")
    assert "Your hand" in fake.dms(bob)[-1]["content"]

    hand = await fake.slash(bob, None, "hand")
    assert hand.type == 4 and hand.flags & EPHEMERAL
    assert hand.ephemeral and any(c.startswith("scheids:move:") for c in hand.custom_ids)

    mover, offered = None, []
    for player in (alice, bob):
        offered = (await fake.autocomplete(player, None, "play", "move", "")).choices
        if offered:
            mover = player
            break
    assert mover is not None, "somebody can move after the deal"
    move = offered[0]["value"]
    played = await fake.slash(mover, None, "play", move=move)
    assert played.type in (4, 5) and played.ephemeral, played.content
    await fake.idle()
    assert moves_in(tmp_path / "scheids.sqlite3") == 1

    # A second move from the menu under a fresh /hand (a select component).
    for player in (alice, bob):
        hand = await fake.slash(player, None, "hand")
        menu = next((c for c in hand.custom_ids if c.startswith("scheids:move:")), None)
        if menu is None:
            continue
        assert hand.message is not None
        options = next(
            c["options"] for c in walk_components(hand.components) if c.get("custom_id") == menu
        )
        chosen = await fake.select(player, hand.message, menu, [options[0]["value"]])
        assert chosen.type == 7, "a move from the hand view updates that view in place"
        assert chosen.ephemeral and "Your hand" in chosen.content
        break
    await fake.idle()
    assert moves_in(tmp_path / "scheids.sqlite3") == 2

    # The table was edited to the running game; /game status re-posts it at the
    # bottom and the old copy goes, so there is one live table.
    table = fake.messages[int(opened.message["id"])]
    assert any(c.startswith("scheids:hand:") for c in custom_ids(table))
    status = await fake.slash(bob, None, "game status")
    assert not status.ephemeral and "Mezza" in status.content
    assert any(c.startswith("scheids:hand:") for c in status.custom_ids)
    await fake.idle()
    assert int(opened.message["id"]) not in fake.messages


async def test_closed_dms_are_reported_in_the_channel(fake: FakeDiscord, bot: BotProcess) -> None:
    alice, bob = fake.user("alice"), fake.user("bob")
    bob.dms_closed = True
    opened = await fake.slash(alice, None, "game new", game="mezza")
    assert opened.message is not None
    await fake.click(bob, opened.message, fake.button(opened.message, "Join"))
    await fake.slash(alice, None, "game start")
    note = await fake.wait_for(
        lambda: [m for m in fake.history() if "could not send" in m["content"]],
        "the closed-DM note",
    )
    assert bob.mention in note[0]["content"]
    assert not fake.dms(bob)


async def test_resumes_after_a_gateway_reconnect(fake: FakeDiscord, bot: BotProcess) -> None:
    await fake.reconnect()
    await fake.wait_for(
        lambda: any(op == 6 for kind, op in fake.gateway_log if kind == "op"), "a RESUME"
    )
    await bot.wait_log("RESUMED session")
    rules = await fake.slash("carol", None, "game rules", game="mezza")
    assert rules.ephemeral and "Mezza" in rules.embeds[0]["title"]
    # A user option travels as an id with `resolved` users and members.
    bob = fake.user("bob")
    ledger = await fake.slash("carol", None, "ledger", player=bob)
    assert ledger.ephemeral and "Ledger** of bob" in ledger.content


async def test_unknown_routes_are_recorded_loudly() -> None:
    async with FakeDiscord() as server, aiohttp.ClientSession() as http:
        async with http.get(f"{server.api_base}/guilds/1/audit-logs") as resp:
            assert resp.status == 404
        async with http.get(f"{server.api_base}/users/@me") as resp:
            assert resp.status == 401, "REST wants the bot token"
        # discord.py's multipart shape (payload_json plus files[n]) for uploads.
        form = aiohttp.FormData(quote_fields=False)
        form.add_field("payload_json", '{"content": "see attached"}')
        form.add_field("files[0]", b"hello", filename="note.txt")
        headers = {"Authorization": f"Bot {server.token}"}
        url = f"{server.api_base}/channels/{server.channel.id}/messages"
        async with http.post(url, data=form, headers=headers) as resp:
            sent = await resp.json()
        assert sent["content"] == "see attached"
        assert [a["filename"] for a in sent["attachments"]] == ["note.txt"]
        with pytest.raises(FakeDiscordError, match="unknown route GET"):
            server.assert_clean()
        with pytest.raises(FakeDiscordError, match="timed out"):
            await server.wait_for(lambda: False, "nothing", timeout=0.05)


async def test_an_answer_after_discords_deadline_is_refused_and_the_bot_carries_on(
    tmp_path: Path,
) -> None:
    # A zero deadline makes every callback late: Discord's 10062 "Unknown interaction".
    async with FakeDiscord(ack_deadline=0.0) as server:
        async with BotProcess(server, tmp_path / "scheids.sqlite3") as proc:
            await proc.wait_ready()
            late = await server.slash("alice", None, "game rules", game="mezza")
            assert late.type == 0 and server.late
            await proc.wait_log("10062")
            server.ack_deadline = None
            rules = await server.slash("alice", None, "game rules", game="mezza")
            assert rules.ephemeral and "Mezza" in rules.embeds[0]["title"]
        assert proc.returncode == 0, proc.log()
    assert server.commands, "without DISCORD_GUILD_IDS the commands are synced globally"
