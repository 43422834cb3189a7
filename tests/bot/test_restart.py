"""Restarts lose nothing: simcord's restart_bot, and a killed process on a real file."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.bot.helpers import shown, table_message, whose_turn

ROOT = Path(__file__).resolve().parents[2]


async def test_restart_mid_game_resumes_table_and_buttons(
    world: dict[str, Any], new_bot: Callable[[], Any], db_path: Path
) -> None:
    ch, alice, bob, env = world["channel"], world["alice"], world["bob"], world["env"]
    await alice.slash(ch, "game new", game="highcard", options="hand_size=3")
    await bob.click(table_message(ch), label="Join")
    await alice.click(table_message(ch), label="Add computer")
    await alice.click(table_message(ch), label="Start")
    mover = await whose_turn(ch, [alice, bob])
    assert mover is not None
    choices = await mover.autocomplete(ch, "play", "move", "")
    await mover.slash(ch, "play", move=choices[0]["value"])
    with sqlite3.connect(db_path) as conn:
        before = conn.execute("SELECT version, ply FROM sessions").fetchone()

    await env.restart_bot(new_bot())

    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT version, ply FROM sessions").fetchone() == before
    # The old table message's button still works after the restart.
    res = await bob.click(table_message(ch), label="My hand")
    assert res.ephemeral and "Your hand" in res.response.content
    moves = 0
    while (player := await whose_turn(ch, [alice, bob])) is not None:
        choices = await player.autocomplete(ch, "play", "move", "")
        res = await player.slash(ch, "play", move=choices[0]["value"])
        assert res.ephemeral and "Your hand" in shown(res.response)
        moves += 1
    assert moves > 0
    with sqlite3.connect(db_path) as conn:
        status, ply = conn.execute("SELECT status, ply FROM sessions").fetchone()
        assert status == "over"
        assert conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0] == ply


async def test_restart_keeps_the_lobby(world: dict[str, Any], new_bot: Callable[[], Any]) -> None:
    ch, alice, bob, env = world["channel"], world["alice"], world["bob"], world["env"]
    await alice.slash(ch, "game new", game="highcard")
    await env.restart_bot(new_bot())
    res = await bob.click(table_message(ch), label="Join")
    assert not res.ephemeral
    res = await alice.click(table_message(ch), label="Start")
    assert res.acknowledged
    assert any("The cards are dealt" in shown(f) for f in res.followups)
    assert "playing" in shown(table_message(ch))


async def test_restart_finishes_due_computer_turns(
    world: dict[str, Any], new_bot: Callable[[], Any], db_path: Path
) -> None:
    """A computer turn that was due when the bot stopped is played on start-up."""
    ch, alice, env = world["channel"], world["alice"], world["env"]
    await alice.slash(ch, "game new", game="highcard")
    await alice.slash(ch, "game addbot")
    await alice.slash(ch, "game start")
    # Simulate a crash between a committed human move and the computer's reply:
    # play alice's move straight into storage, behind the running bot's back.
    bot = env.bot
    row = await bot.repo.open_session(ch.id)
    game = await bot.tables.game_for(row)
    if "ai:1" not in game.turn():
        from bot.tables import MoveResult

        result = MoveResult(row, game)
        await bot.tables._apply(result, str(alice.id), game.legal_moves(str(alice.id))[0])
    row = await bot.repo.open_session(ch.id)
    game = await bot.tables.game_for(row)
    assert game.turn() == ["ai:1"]
    await env.restart_bot(new_bot())
    with sqlite3.connect(db_path) as conn:
        ply_after = conn.execute("SELECT ply FROM sessions").fetchone()[0]
    assert ply_after > row.ply
    assert "Computer 1 plays" in ch.history()[-1].content or "Computer 1" in "\n".join(
        m.content for m in ch.history()[-3:]
    )


async def test_killed_process_loses_nothing(tmp_path: Path) -> None:
    path = tmp_path / "crash.sqlite3"
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.service.table_process", str(path), "3"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert proc.stdout is not None
    last = 0
    for line in proc.stdout:
        last = int(line.split()[1])
        if last >= 3:
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert last == 3

    from bot.tables import TableService
    from games import REGISTRY
    from storage.repository import open_repository

    repo = await open_repository(path)
    try:
        row = await repo.open_session(5)
        assert row is not None and row.status == "running" and row.ply == 3
        assert [m[0] for m in await repo.moves(row.id)] == [1, 2, 3]
        snap = await repo.snapshot(row.id)
        assert snap is not None and snap[0] == 3
        # The game continues from the saved state, to the end.
        service = TableService(repo, REGISTRY)
        game = await service.game_for(row)
        while not game.over:
            mover = game.turn()[0]
            result = await service.play(5, mover, game.legal_moves(mover)[0])
            game = result.game
        final = await repo.get_session(row.id)
        assert final is not None and final.status == "over"
    finally:
        await repo.close()


async def test_failing_computer_keeps_the_human_move_and_resumes_after_restart(
    world: dict[str, Any], new_bot: Callable[[], Any], db_path: Path, monkeypatch: Any
) -> None:
    from tests.bot.fakegame import Highcard

    ch, alice, env = world["channel"], world["alice"], world["env"]
    await alice.slash(ch, "game new", game="highcard")
    await alice.slash(ch, "game addbot")

    def broken(game: Any, player: str, rng: Any) -> str:
        raise RuntimeError("computer player bug")

    monkeypatch.setattr(Highcard, "strategy", broken, raising=False)
    await alice.slash(ch, "game start")
    if await whose_turn(ch, [alice]) is None:  # the computer was to lead and failed
        monkeypatch.undo()
        await env.restart_bot(new_bot())
        monkeypatch.setattr(Highcard, "strategy", broken, raising=False)
    choices = await alice.autocomplete(ch, "play", "move", "")
    res = await alice.slash(ch, "play", move=choices[0]["value"])
    assert "Your hand" in shown(res.response)  # answered, not "something went wrong"
    with sqlite3.connect(db_path) as conn:
        players = [r[0] for r in conn.execute("SELECT player FROM moves ORDER BY ply")]
    assert players[-1] == str(alice.id)  # committed; the computer has not moved
    monkeypatch.undo()
    await env.restart_bot(new_bot())
    with sqlite3.connect(db_path) as conn:
        players = [r[0] for r in conn.execute("SELECT player FROM moves ORDER BY ply")]
    assert players[-1] == "ai:1"
