"""Whole games of every game through slash commands only, over real sockets, on a fake
Discord that enforces its rate limits: one person and computers at each table.

What players are sent is checked as Discord would show it: no 429 served, no raw
`<@id>` where Discord does not render mentions (code blocks, embed titles, footers,
author names), at most one live channel message per ten moves besides the table and
the final result, the table picture and the hand picture,
and `/game rules` naming every option of the game, uncut.
"""

from __future__ import annotations

import random
import re
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

import games
from games.options import describe_options
from tests.loopback.fakediscord import EPHEMERAL, FakeDiscord, Reply
from tests.loopback.runner import BotProcess

RAW_MENTION = re.compile(r"<@!?\d+>")
CODE_BLOCK = re.compile(r"```.*?```", re.S)
REAL_GAMES = sorted(games.REGISTRY)
# Rounds of "nothing to do yet" before a table counts as stuck.
PATIENCE = 40


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(members=("alice", "bob")) as server:
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
    fake.assert_clean()


def session(db: Path) -> tuple[str, int]:
    with sqlite3.connect(db) as conn:
        status, ply = conn.execute(
            "SELECT status, ply FROM sessions ORDER BY created_at DESC LIMIT 1"
        ).fetchone()
    return str(status), int(ply)


def unrendered_mentions(message: dict[str, Any]) -> list[str]:
    """Raw `<@id>` in the places Discord shows them as typed."""
    places = CODE_BLOCK.findall(message.get("content") or "")
    for embed in message.get("embeds") or []:
        places += [embed.get("title") or "", (embed.get("footer") or {}).get("text") or ""]
        places += [(embed.get("author") or {}).get("name") or ""]
        places += CODE_BLOCK.findall(embed.get("description") or "")
        places += [f.get("name") or "" for f in embed.get("fields") or []]
    return [m for text in places for m in RAW_MENTION.findall(text)]


def check_hand_answer(reply: Reply, name: str) -> None:
    assert reply.ephemeral and "Your hand" in reply.content, reply.content
    assert [a["filename"] for a in reply.attachments] == ["hand.png"]


def answer_texts(fake: FakeDiscord, reply: Reply) -> str:
    """Everything an interaction's answer and follow-ups showed, embeds included."""
    ids = [reply.record.original_id, *reply.record.followup_ids]
    parts = []
    for mid in ids:
        message = fake.messages.get(mid or 0)
        if message is None:
            continue
        parts.append(message["content"])
        for embed in message["embeds"]:
            parts += [embed.get("title") or "", embed.get("description") or ""]
    return "\n".join(parts)


# Every game with one person and computers (Pandoer: three computers and one person),
# and two games with two people, whose turn pings come and go.
TABLES = [(name, 1) for name in REAL_GAMES] + [("mezza", 2), ("muriel", 2)]


@pytest.mark.parametrize(("name", "people"), TABLES)
async def test_a_whole_game_by_slash_commands_on_a_rate_limited_discord(
    fake: FakeDiscord, bot: BotProcess, tmp_path: Path, name: str, people: int
) -> None:
    cls = games.REGISTRY[name]
    db = tmp_path / "scheids.sqlite3"
    alice = fake.user("alice")
    humans = [alice, fake.user("bob")][:people]
    opened = await fake.slash(alice, None, "game new", game=name)
    assert opened.type == 4 and not opened.ephemeral and opened.embeds
    if people > 1:
        await fake.slash("bob", None, "game join")
    lo, _ = cls.seat_range(cls.Options())
    for _ in range(lo - people):
        await fake.slash(alice, None, "game addbot")
    started = await fake.slash(alice, None, "game start")
    check_hand_answer(started, name)

    rng, idle, plays = random.Random(name), 0, 0
    while session(db)[0] == "running":
        moved = False
        for person in humans:
            offered = (await fake.autocomplete(person, None, "play", "move", "")).choices
            if not offered:
                continue
            # Offered in words, played as the canonical move.
            assert all(c["name"] != c["value"] for c in offered), offered[:3]
            played = await fake.slash(person, None, "play", move=rng.choice(offered)["value"])
            check_hand_answer(played, name)
            plays, moved = plays + 1, True
            break
        idle = 0 if moved else idle + 1
        assert idle < PATIENCE, "the table waits on nobody"
        if not moved:
            await fake.idle(quiet=0.05)
        assert plays < cls.move_limit
    status, moves = session(db)
    assert status == "over"
    await fake.idle(quiet=0.6, timeout=20)

    assert fake.rate_limited == [], fake.rate_limited[:5]
    for message in fake.messages.values():
        assert unrendered_mentions(message) == [], message
    live = fake.live_messages()
    tables = [m for m in live if m["embeds"] and " · host " in m["content"]]
    results = [m for m in live if "Final result" in m["content"]]
    assert len(tables) == 1 and len(results) == 1
    others = len(live) - 2
    assert others <= moves / 10, [m["content"][:60] for m in live]
    assert [a["filename"] for a in tables[0]["attachments"]] == ["table.png"]

    rules = await fake.slash(alice, None, "game rules", game=name)
    assert rules.ephemeral
    await fake.idle(quiet=0.2)
    text = answer_texts(fake, rules)
    for option, default, allowed, description in describe_options(cls.Options):
        assert f"`{option}` = " in text and f"(default `{default}`)" in text, option
        assert all(f"`{value}`" in text for value in allowed.split(", ") if " " not in value)
        assert description in text
    for line in cls.summary(None).splitlines():
        assert line.strip() in text


async def test_a_stale_menu_click_shows_the_fresh_hand(fake: FakeDiscord, bot: BotProcess) -> None:
    alice = fake.user("alice")
    await fake.slash(alice, None, "game new", game="mezza")
    await fake.slash(alice, None, "game addbot")
    await fake.slash(alice, None, "game start")
    first = await fake.slash(alice, None, "hand")
    second = await fake.slash(alice, None, "hand")
    assert first.message is not None and second.message is not None
    menu = next(c for c in first.custom_ids if c.startswith("scheids:move:"))
    options = next(
        c["options"] for r in first.components for c in r["components"] if c["custom_id"] == menu
    )
    moved = await fake.select(alice, first.message, menu, [options[0]["value"]])
    assert moved.type == 7 and "Your hand" in moved.content  # updated in place
    stale_menu = next(c for c in second.custom_ids if c.startswith("scheids:move:"))
    stale_options = next(
        c["options"]
        for r in second.components
        for c in r["components"]
        if c["custom_id"] == stale_menu
    )
    stale = await fake.select(alice, second.message, stale_menu, [stale_options[-1]["value"]])
    assert stale.type == 7 and stale.message is not None
    shown = stale.message["embeds"][0]["description"]
    assert "moved on" in shown and stale.message["flags"] & EPHEMERAL
