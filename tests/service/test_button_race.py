"""Fifty clicks on the same button (or menu choice) at once act once; the rest are refused."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from tests.loopback.fakediscord import FakeDiscord, walk_components
from tests.loopback.runner import BotProcess
from tests.service.helpers import carried_out, lobby_with_computer

CLICKS = 50


async def test_fifty_clicks_on_start_and_on_a_move_apply_once(tmp_path: Path) -> None:
    db = tmp_path / "scheids.sqlite3"
    async with FakeDiscord() as fake:
        async with BotProcess(fake, db, guild_ids=str(fake.guild_id)) as proc:
            await proc.wait_ready()
            alice = fake.user("alice")
            opened = await lobby_with_computer(fake, alice)
            assert opened.message is not None
            start = fake.button(fake.messages[int(opened.message["id"])], "Start")
            replies = await asyncio.gather(
                *(fake.click(alice, opened.message, start) for _ in range(CLICKS))
            )
            acted = [r for r in replies if not r.ephemeral]
            assert len(acted) == 1, [r.content for r in replies]
            assert all(r.content for r in replies if r.ephemeral)
            await fake.idle()
            with sqlite3.connect(db) as conn:
                assert conn.execute("SELECT COUNT(*), MIN(status) FROM sessions").fetchone() == (
                    1,
                    "running",
                )
                moves_before = conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0]

            hand = await fake.slash(alice, None, "hand")
            assert hand.message is not None
            menu = next(c for c in hand.custom_ids if c.startswith("scheids:move:"))
            options = next(
                c["options"] for c in walk_components(hand.components) if c.get("custom_id") == menu
            )
            choice = [options[0]["value"]]
            replies = await asyncio.gather(
                *(fake.select(alice, hand.message, menu, choice) for _ in range(CLICKS))
            )
            # The menu is on alice's ephemeral hand: every answer is that hand, edited
            # in place; only the one click that moved shows it without "moved on".
            assert sum(carried_out(r) for r in replies) == 1, [r.content for r in replies]
            assert all(r.content for r in replies)
            await fake.idle()
        assert proc.returncode == 0, proc.log()
        assert proc.errors() == [], proc.log()
    with sqlite3.connect(db) as conn:
        alice_moves = conn.execute(
            "SELECT COUNT(*) FROM moves WHERE player = ? AND ply > ?", (str(alice.id), moves_before)
        ).fetchone()[0]
        ply, version_moves = conn.execute(
            "SELECT s.ply, COUNT(m.ply) FROM sessions s JOIN moves m ON m.session_id = s.id"
        ).fetchone()
    assert alice_moves == 1
    assert ply == version_moves
