"""Issue 8: three clock expiries in a row hand a seat to the computer for the
rest of the game, and the result says so; a move in time resets the count."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from tests.bot.helpers import shown, table_message, text_of, whose_turn


def strikes(db_path: Path) -> dict[str, int]:
    with sqlite3.connect(db_path) as conn:
        return dict(json.loads(conn.execute("SELECT strikes FROM sessions").fetchone()[0]))


async def play_first(player: Any, ch: Any) -> None:
    choices = await player.autocomplete(ch, "play", "move", "")
    res = await player.slash(ch, "play", move=choices[0]["value"])
    assert res.acknowledged and res.ephemeral and "Your hand" in shown(res.response), res


async def clocked_game(world: dict[str, Any]) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    await alice.slash(ch, "game new", game="highcard", options="clock=60s hand_size=4")
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game start")


async def let_bob_time_out(world: dict[str, Any], times: int) -> None:
    """Alice moves when asked; Bob's turns run out `times` times."""
    ch, env, alice, bob = world["channel"], world["env"], world["alice"], world["bob"]
    while times:
        mover = await whose_turn(ch, [alice, bob])
        assert mover is not None
        if mover is alice:
            await play_first(alice, ch)
        else:
            await env.advance_time(65)
            times -= 1


async def test_three_expiries_in_a_row_hand_the_seat_to_the_computer(
    world: dict[str, Any], db_path: Path
) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    await clocked_game(world)
    await let_bob_time_out(world, 2)
    assert strikes(db_path) == {str(bob.id): 2}
    assert "(out of time" not in table_message(ch).content
    await let_bob_time_out(world, 1)
    assert "third time in a row" in text_of(ch.history()[-3:])
    assert "bob (out of time 3×; 🤖 finishes)" in table_message(ch).content
    res = await bob.slash(ch, "game status")
    assert "(out of time 3×; 🤖 finishes)" in res.response.content
    # For good: neither a move nor a rejoin gives the seat back.
    res = await bob.slash(ch, "play", move="play 1")
    assert res.ephemeral and "three times in a row" in res.response.content
    res = await bob.slash(ch, "game join")
    assert res.ephemeral and "three times in a row" in res.response.content
    while (mover := await whose_turn(ch, [alice, bob])) is not None:
        assert mover is alice
        await play_first(alice, ch)
    final = text_of(ch.history())
    assert "bob (finished by computer)" in final
    assert "alice (finished by computer)" not in final
    # The table message itself says so too.
    assert "bob (finished by computer)" in table_message(ch).content
    assert "Game over." in shown(table_message(ch))
    with sqlite3.connect(db_path) as conn:
        marked = dict(conn.execute("SELECT player, by_computer FROM results").fetchall())
    assert marked == {str(alice.id): 0, str(bob.id): 1}
    res = await alice.slash(ch, "leaderboard", metric="wins")
    board = res.response.content
    bob_line = next(line for line in board.splitlines() if f"<@{bob.id}>" in line)
    assert "1 finished by computer" in bob_line
    alice_line = next(line for line in board.splitlines() if f"<@{alice.id}>" in line)
    assert "finished by computer" not in alice_line
    res = await alice.slash(ch, "ledger", player=bob)
    assert "(finished by computer)" in res.response.content
    res = await bob.slash(ch, "ledger", player=alice)
    assert "(finished by computer)" not in res.response.content


async def test_a_move_in_time_resets_the_count(world: dict[str, Any], db_path: Path) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    bob_id = str(bob.id)
    await clocked_game(world)
    await let_bob_time_out(world, 2)
    while await whose_turn(ch, [alice, bob]) is alice:
        await play_first(alice, ch)
    assert await whose_turn(ch, [alice, bob]) is bob
    await play_first(bob, ch)
    assert strikes(db_path) == {}
    await let_bob_time_out(world, 2)
    assert strikes(db_path) == {bob_id: 2}
    assert "third time" not in text_of(ch.history())
    assert "(out of time" not in table_message(ch).content
