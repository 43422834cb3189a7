"""Computer levels per seat: `/game addbot level:`, stored, shown and played; hard
seats think outside the channel's lock, and the table shows a long thought."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.app import ScheidsBot
from bot.seats import level_of
from bot.tables import TableError
from bot.thinking import Thinker, ThinkRequest, think
from storage.repository import SessionRow
from tests.bot.conftest import make_bot
from tests.bot.helpers import shown, table_message, whose_turn


class TestThinker(Thinker):
    """Thinks in this process (the test game is registered only here), records every
    request, and with `hold` set waits for the test to release each thought."""

    __test__ = False

    def __init__(self) -> None:
        super().__init__(seconds=0.01)
        self.requests: list[ThinkRequest] = []
        self.hold = False
        self.release = asyncio.Event()
        self.env: Any = None

    async def think_hard(self, request: ThinkRequest) -> tuple[str, str] | None:
        self.requests.append(request)
        if self.hold:
            await self.env.external_wait(self.release.wait(), reason="the test holds the thought")
        return think(request)


@pytest.fixture
def thinker() -> TestThinker:
    return TestThinker()


@pytest.fixture
def simcord_bot(db_path: Path, bots: list[ScheidsBot], thinker: TestThinker) -> ScheidsBot:
    bot = make_bot(db_path, thinker=thinker)
    bots.append(bot)
    return bot


def stored_levels(db_path: Path) -> dict[str, str]:
    import json

    with sqlite3.connect(db_path) as conn:
        sql = "SELECT levels FROM sessions ORDER BY created_at DESC, id DESC"
        row = conn.execute(sql).fetchone()
    return dict(json.loads(row[0]))


def moves_by(db_path: Path, player: str) -> int:
    with sqlite3.connect(db_path) as conn:
        sql = "SELECT COUNT(*) FROM moves WHERE player = ?"
        return int(conn.execute(sql, (player,)).fetchone()[0])


def plies(db_path: Path) -> list[int]:
    with sqlite3.connect(db_path) as conn:
        return [int(r[0]) for r in conn.execute("SELECT ply FROM moves ORDER BY ply")]


async def test_the_level_of_each_computer_is_stored_and_shown(
    world: dict[str, Any], db_path: Path
) -> None:
    ch, alice = world["channel"], world["alice"]
    await alice.slash(ch, "game new", game="highcard")
    res = await alice.slash(ch, "game addbot", level="hard")
    assert "🤖 Computer 1 (hard) took a seat." in res.response.content
    res = await alice.slash(ch, "game addbot")  # no level: normal
    assert "🤖 Computer 2 (normal) took a seat." in res.response.content
    await alice.slash(ch, "game addbot", level="easy")
    assert stored_levels(db_path) == {"ai:1": "hard", "ai:2": "normal", "ai:3": "easy"}
    lobby = shown(table_message(ch))
    for name in ("Computer 1 (hard)", "Computer 2 (normal)", "Computer 3 (easy)"):
        assert name in lobby
    # Removing a computer takes its level along; a new one gets its own.
    await alice.slash(ch, "game kick")
    await alice.slash(ch, "game addbot", level="normal")
    assert stored_levels(db_path) == {"ai:1": "hard", "ai:2": "normal", "ai:3": "normal"}
    await alice.slash(ch, "game start")
    assert "Computer 1 (hard)" in shown(table_message(ch))


async def test_the_add_computer_button_adds_a_normal_computer(
    world: dict[str, Any], db_path: Path
) -> None:
    ch, alice = world["channel"], world["alice"]
    await alice.slash(ch, "game new", game="highcard")
    await alice.click(table_message(ch), label="Add computer")
    assert stored_levels(db_path) == {"ai:1": "normal"}
    assert "Computer 1 (normal)" in table_message(ch).content


async def test_an_unknown_level_is_refused_and_nothing_changes(
    world: dict[str, Any], db_path: Path
) -> None:
    ch, alice, env = world["channel"], world["alice"], world["env"]
    await alice.slash(ch, "game new", game="highcard")
    with pytest.raises(TableError, match="no computer level 'brutal'; choose one of easy"):
        await env.bot.tables.add_bot(ch.id, str(alice.id), level="brutal")
    with pytest.raises(TableError, match="no computer level"):
        await env.bot.tables.add_bot(ch.id, str(alice.id), level="random")
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT seats, levels FROM sessions").fetchone() == (
            f'["{alice.id}"]',
            "{}",
        )


async def test_a_hard_seat_thinks_through_the_thinker_and_a_normal_one_does_not(
    world: dict[str, Any], db_path: Path, thinker: TestThinker
) -> None:
    ch, alice = world["channel"], world["alice"]
    await alice.slash(ch, "game new", game="highcard", options="hand_size=4")
    await alice.slash(ch, "game addbot", level="hard")
    await alice.slash(ch, "game addbot", level="normal")
    await alice.slash(ch, "game start")
    while (mover := await whose_turn(ch, [alice])) is not None:
        choices = await mover.autocomplete(ch, "play", "move", "")
        res = await mover.slash(ch, "play", move=choices[0]["value"])
        assert "Your hand" in shown(res.response)
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT status FROM sessions").fetchone()[0] == "over"
    assert moves_by(db_path, "ai:1") > 0 and moves_by(db_path, "ai:2") > 0
    assert thinker.requests, "the hard seat thought about its moves"
    assert {r.seat for r in thinker.requests} == {"ai:1"}
    assert plies(db_path) == list(range(1, len(plies(db_path)) + 1))
    # A rematch seats the computers at their levels again.
    res = await alice.click(table_message(ch), label="Rematch")
    assert "Rematch" in res.response.content
    assert stored_levels(db_path) == {"ai:1": "hard", "ai:2": "normal"}
    assert "Computer 1 (hard)" in table_message(ch).content


async def hard_computer_to_move(world: dict[str, Any], thinker: TestThinker) -> None:
    """A highcard table with a hard computer, held mid-thought about its move."""
    ch, alice = world["channel"], world["alice"]
    thinker.env, thinker.hold = world["env"], True
    await alice.slash(ch, "game new", game="highcard", options="hand_size=4")
    await alice.slash(ch, "game addbot", level="hard")
    await alice.slash(ch, "game start")
    if not thinker.requests:  # alice leads
        choices = await alice.autocomplete(ch, "play", "move", "")
        res = await alice.slash(ch, "play", move=choices[0]["value"])
        # Answered at once: the computer thinks after the answer, not before.
        assert "Your hand" in shown(res.response)
    assert len(thinker.requests) == 1


async def test_a_long_thought_shows_thinking_on_the_table_until_the_computer_moved(
    world: dict[str, Any], db_path: Path, thinker: TestThinker
) -> None:
    ch, env = world["channel"], world["env"]
    await hard_computer_to_move(world, thinker)
    before = moves_by(db_path, "ai:1")
    assert "🤖 Computer 1 is thinking…" in shown(table_message(ch))
    # The table answers meanwhile: the channel's lock is free while it thinks.
    res = await world["alice"].slash(ch, "game status")
    assert "thinking…" in shown(res.response)
    thinker.release.set()
    await env.settle()
    assert moves_by(db_path, "ai:1") == before + 1
    assert "thinking…" not in shown(table_message(ch))


async def test_a_thought_for_a_table_that_ended_meanwhile_is_dropped(
    world: dict[str, Any], db_path: Path, thinker: TestThinker
) -> None:
    ch, env, alice = world["channel"], world["env"], world["alice"]
    await hard_computer_to_move(world, thinker)
    before = plies(db_path)
    await alice.slash(ch, "game end")
    thinker.release.set()
    await env.settle()
    assert plies(db_path) == before
    assert "thinking…" not in shown(table_message(ch))


async def test_a_thought_for_a_seat_taken_over_meanwhile_is_not_played(
    world: dict[str, Any], db_path: Path, thinker: TestThinker
) -> None:
    """The session moved on (a new version) while the computer thought: its move
    is not applied, and the table is looked at afresh: the seat is carol's now."""
    ch, env, alice, carol = world["channel"], world["env"], world["alice"], world["carol"]
    await hard_computer_to_move(world, thinker)
    before = plies(db_path)
    await carol.slash(ch, "game join")
    asked = next(m for m in reversed(ch.history()) if "asks to take over" in m.content)
    await alice.click(asked, label="Allow")
    thinker.release.set()
    await env.settle()
    assert plies(db_path) == before
    assert len(thinker.requests) == 1
    assert await carol.autocomplete(ch, "play", "move", "")


async def test_a_restart_mid_thought_drops_the_thought_and_the_new_bot_thinks_again(
    world: dict[str, Any], db_path: Path, thinker: TestThinker, bots: list[ScheidsBot]
) -> None:
    ch, env = world["channel"], world["env"]
    await hard_computer_to_move(world, thinker)
    before = plies(db_path)
    fresh = TestThinker()
    bot = make_bot(db_path, thinker=fresh)
    bots.append(bot)
    await env.restart_bot(bot)
    assert len(fresh.requests) == 1 and fresh.requests[0].ply == thinker.requests[0].ply
    assert plies(db_path) == [*before, len(before) + 1]
    assert moves_by(db_path, "ai:1") >= 1
    assert "thinking…" not in shown(table_message(ch))


def running_row(**changes: Any) -> SessionRow:
    base: dict[str, Any] = dict(
        id=1,
        guild_id=1,
        channel_id=1,
        game="highcard",
        options={},
        host_id="1",
        seats=("1", "2", "ai:1", "ai:2"),
        seed=1,
        status="running",
        version=3,
        ply=2,
        message_id=None,
        created_at="",
        updated_at="",
        levels={"ai:1": "hard"},
    )
    return SessionRow(**{**base, **changes})


def test_a_computer_playing_for_an_absent_person_plays_normal() -> None:
    row = running_row(autoplay=("2",))
    assert level_of(row, "ai:1") == "hard"
    assert level_of(row, "ai:2") == "normal"  # seated before levels were stored
    assert level_of(row, "2") == "normal"
    # A person took over the hard seat and left again: the computer plays it normal.
    row = running_row(takeovers={"ai:1": "3"}, autoplay=("ai:1",))
    assert level_of(row, "ai:1") == "normal"
