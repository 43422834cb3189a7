"""Issue 8: the turn clock (reminder, computer move on expiry, downtime forgiven)
and the idle-lobby sweep, on simcord's virtual time."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.bot.helpers import shown, table_message, text_of, whose_turn


def moves_of(db_path: Path, player: str) -> int:
    with sqlite3.connect(db_path) as conn:
        return int(
            conn.execute("SELECT COUNT(*) FROM moves WHERE player = ?", (player,)).fetchone()[0]
        )


async def start_clocked(world: dict[str, Any], clock: str = "60s") -> Any:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    res = await alice.slash(ch, "game new", game="highcard", options=f"clock={clock} hand_size=3")
    assert not res.ephemeral and "⏰ 1m per turn" in shown(res.response)
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game start")
    mover = await whose_turn(ch, [alice, bob])
    assert mover is not None
    return mover


async def test_reminder_then_the_computer_moves_for_a_late_player(
    world: dict[str, Any], db_path: Path
) -> None:
    ch, env = world["channel"], world["env"]
    mover = await start_clocked(world)
    assert "Time runs out <t:" in shown(table_message(ch))
    await env.advance_time(25)
    assert "half your time" not in text_of(ch.history())
    await env.advance_time(10)
    assert f"<@{mover.id}>: half your time is gone" in ch.history()[-1].content
    assert moves_of(db_path, str(mover.id)) == 0
    await env.advance_time(30)
    assert f"Time is up for <@{mover.id}>" in text_of(ch.history()[-2:])
    assert moves_of(db_path, str(mover.id)) == 1
    # The next player's clock starts afresh.
    nxt = await whose_turn(ch, [world["alice"], world["bob"]])
    assert nxt is not None and nxt is not mover


async def test_a_move_in_time_resets_the_clock(world: dict[str, Any], db_path: Path) -> None:
    ch, env = world["channel"], world["env"]
    mover = await start_clocked(world)
    await env.advance_time(50)
    choices = await mover.autocomplete(ch, "play", "move", "")
    await mover.slash(ch, "play", move=choices[0]["value"])
    await env.advance_time(50)  # 100 s since the start, 50 s since the move
    assert "Time is up" not in text_of(ch.history())


async def test_downtime_is_forgiven_after_a_restart(
    world: dict[str, Any], db_path: Path, new_bot: Callable[[], Any]
) -> None:
    ch, env = world["channel"], world["env"]
    mover = await start_clocked(world)
    await env.advance_time(50)
    await env.restart_bot(new_bot())
    await env.advance_time(40)  # 90 s after the turn began, 40 s after the restart
    assert "Time is up" not in text_of(ch.history())
    assert moves_of(db_path, str(mover.id)) == 0
    await env.advance_time(25)
    assert f"Time is up for <@{mover.id}>" in text_of(ch.history())


async def test_clock_option_is_validated(world: dict[str, Any]) -> None:
    ch, alice = world["channel"], world["alice"]
    res = await alice.slash(ch, "game new", game="highcard", options="clock=soon")
    assert res.ephemeral and "clock" in res.response.content
    res = await alice.slash(ch, "game new", game="highcard", options="clock=5s")
    assert res.ephemeral and "30s" in res.response.content


async def test_idle_lobby_is_closed(world: dict[str, Any], db_path: Path) -> None:
    ch, alice, env = world["channel"], world["alice"], world["env"]
    assert env.bot.settings.lobby_idle_minutes == 30  # the default issue 8 asks for
    # Virtual minutes cost real settling time in simcord, so the test shortens it.
    env.bot.settings.lobby_idle_minutes = 2
    await alice.slash(ch, "game new", game="highcard")
    await env.advance_time(60)
    await world["bob"].slash(ch, "game join")  # activity keeps the lobby open
    await env.advance_time(90)
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT status FROM sessions").fetchone()[0] == "lobby"
    await env.advance_time(45)
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT status FROM sessions").fetchone()[0] == "ended"
    assert "closed" in ch.history()[-1].content
    res = await alice.slash(ch, "game new", game="highcard")
    assert not res.ephemeral


async def test_game_without_a_move_for_a_day_is_closed(
    world: dict[str, Any], db_path: Path
) -> None:
    ch, alice, bob, env = world["channel"], world["alice"], world["bob"], world["env"]
    assert env.bot.settings.game_idle_minutes == 24 * 60  # GAME_IDLE_MINUTES: a day
    # A virtual day is 17,000 clock ticks; three minutes test the same sweep.
    env.bot.settings.game_idle_minutes = 3
    await alice.slash(ch, "game new", game="highcard", options="clock=off hand_size=3")
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game start")
    await env.advance_time(150)
    mover = await whose_turn(ch, [alice, bob])
    assert mover is not None
    choices = await mover.autocomplete(ch, "play", "move", "")
    await mover.slash(ch, "play", move=choices[0]["value"])  # a move keeps it alive
    await env.advance_time(150)
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT status FROM sessions").fetchone()[0] == "running"
    await env.advance_time(40)
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT status FROM sessions").fetchone()[0] == "ended"
        points = conn.execute("SELECT COUNT(*) FROM ledger").fetchone()[0]
    assert points > 0  # what the move settled stays settled
    assert "nobody moved for 3m" in ch.history()[-1].content
    assert "This session was ended." in shown(table_message(ch))
    assert not (await mover.autocomplete(ch, "play", "move", ""))
    res = await alice.slash(ch, "game new", game="highcard")
    assert not res.ephemeral


async def test_reminders_alone_do_not_keep_a_game_alive(
    world: dict[str, Any], db_path: Path
) -> None:
    ch, alice, bob, env = world["channel"], world["alice"], world["bob"], world["env"]
    env.bot.settings.game_idle_minutes = 3
    await alice.slash(ch, "game new", game="highcard", options="clock=5m")
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game start")
    await env.advance_time(160)
    assert "half your time is gone" in ch.history()[-1].content
    await env.advance_time(40)  # idle at 180 s, before the clock would expire at 300 s
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT status FROM sessions").fetchone()[0] == "ended"
        assert conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0] == 0
    assert "nobody moved for 3m" in ch.history()[-1].content
