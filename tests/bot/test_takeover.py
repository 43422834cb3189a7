"""Issue 8: a person takes over a computer seat of a running game, only if the
host allows; the engine seat keeps its id and a takeover entry maps it."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.bot.helpers import button_ids, shown, table_message, text_of, whose_turn


def now(channel: Any, message: Any) -> Any:
    """The message as it is now (after edits)."""
    return next(m for m in channel.history() if m.id == message.id)


def seat_moves(db_path: Path) -> int:
    """Moves logged for the engine seat `ai:1` (the log keeps engine seats)."""
    with sqlite3.connect(db_path) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM moves WHERE player = 'ai:1'").fetchone()[0])


def request(channel: Any) -> Any:
    for message in reversed(channel.history()):
        if "asks to take over" in message.content:
            return message
    raise AssertionError("no takeover request in the channel")


async def play_first(player: Any, ch: Any) -> None:
    choices = await player.autocomplete(ch, "play", "move", "")
    res = await player.slash(ch, "play", move=choices[0]["value"])
    assert res.acknowledged and res.ephemeral and "Your hand" in shown(res.response), res


async def test_takeover_needs_the_host(
    world: dict[str, Any], db_path: Path, new_bot: Callable[[], Any]
) -> None:
    ch, env = world["channel"], world["env"]
    alice, bob, carol = world["alice"], world["bob"], world["carol"]
    await alice.slash(ch, "game new", game="highcard", options="hand_size=4")
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game addbot")
    await alice.slash(ch, "game start")
    # The computer has moved by now: its points stay with the computer seat.
    while (mover := await whose_turn(ch, [alice, bob])) is not None:
        with sqlite3.connect(db_path) as conn:
            if conn.execute("SELECT COUNT(*) FROM moves WHERE player = 'ai:1'").fetchone()[0]:
                break
        await play_first(mover, ch)

    res = await carol.slash(ch, "game join")
    assert not res.ephemeral and "asks to take over 🤖 Computer 1's seat" in res.response.content
    assert f"<@{alice.id}>" in res.response.content  # the host is asked
    asked = request(ch)
    assert sorted(i.split(":")[2] for i in button_ids(asked)) == ["allow", "refuse"]
    # Only the host answers.
    res = await bob.click(asked, label="Allow")
    assert res.ephemeral and "Only the host" in res.response.content
    res = await carol.click(asked, label="Allow")
    assert res.ephemeral and "Only the host" in res.response.content
    await alice.click(asked, label="Refuse")
    assert "said no" in now(ch, asked).content and not button_ids(now(ch, asked))
    res = await carol.slash(ch, "play", move="play 1")
    assert res.ephemeral and "not seated" in res.response.content
    assert not await carol.autocomplete(ch, "play", "move", "")

    # Asked again; the request survives a restart and moves of the game.
    await carol.slash(ch, "game join")
    asked = request(ch)
    await carol.slash(ch, "game join")  # impatient: a second request for the same seat
    again = request(ch)
    assert again.id != asked.id
    await env.restart_bot(new_bot())
    if (mover := await whose_turn(ch, [alice, bob])) is not None:
        await play_first(mover, ch)
    ai_before = seat_moves(db_path)
    await alice.click(asked, label="Allow")
    assert "took over 🤖 Computer 1's seat" in now(ch, asked).content
    assert not button_ids(now(ch, asked))
    assert "They play it from the next move on" in now(ch, asked).content
    assert "carol (for 🤖 Computer 1)" in table_message(ch).content
    # Allowing the second request cannot hand the seat out twice.
    res = await alice.click(again, label="Allow")
    assert res.ephemeral and f"already taken over by <@{carol.id}>" in res.response.content

    # Carol now plays the seat: hand, moves, mentions, ledger and result.
    res = await carol.slash(ch, "hand")
    assert res.ephemeral and "Your hand" in res.response.content
    carol_moves = 0
    while (mover := await whose_turn(ch, [alice, bob, carol])) is not None:
        if mover is carol:
            carol_moves += 1
            assert "**Turn:** carol" in shown(table_message(ch))
        await play_first(mover, ch)
        if mover is carol:
            assert "carol plays" in shown(table_message(ch))
    assert carol_moves > 0
    with sqlite3.connect(db_path) as conn:
        ledger = dict(
            conn.execute(
                "SELECT player, SUM(amount) FROM ledger WHERE currency = 'points' GROUP BY player"
            ).fetchall()
        )
        results = {r[0] for r in conn.execute("SELECT player FROM results")}
    assert seat_moves(db_path) == ai_before + carol_moves  # every later move was hers
    assert ledger["ai:1"] > 0 and ledger[str(carol.id)] > 0
    assert str(carol.id) in results and "ai:1" not in results
    result = text_of(ch.history()[-1:])
    assert "Final result" in result and "carol" in result  # the result names Carol
    assert "🤖 Computer 1" not in result


async def test_takeover_refused_when_no_computer_seat_is_free(world: dict[str, Any]) -> None:
    ch, alice, bob, carol = world["channel"], world["alice"], world["bob"], world["carol"]
    await alice.slash(ch, "game new", game="highcard")
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game start")
    res = await carol.slash(ch, "game join")
    assert res.ephemeral and "no computer seat is free" in res.response.content


async def test_a_taken_over_seat_can_be_left_and_taken_back(
    world: dict[str, Any], db_path: Path
) -> None:
    ch, alice, carol = world["channel"], world["alice"], world["carol"]
    await alice.slash(ch, "game new", game="highcard", options="hand_size=3")
    await alice.slash(ch, "game addbot")
    await alice.slash(ch, "game start")
    await carol.slash(ch, "game join")
    await alice.click(request(ch), label="Allow")
    res = await carol.slash(ch, "game leave")
    assert not res.ephemeral and "computer plays their seat" in res.response.content
    assert not await carol.autocomplete(ch, "play", "move", "")
    res = await carol.slash(ch, "game join")
    assert not res.ephemeral and "is back" in res.response.content
    while (mover := await whose_turn(ch, [alice, carol])) is not None:
        await play_first(mover, ch)
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT status FROM sessions").fetchone()[0] == "over"


async def test_the_rematch_seats_whoever_took_over(world: dict[str, Any]) -> None:
    ch, alice, carol = world["channel"], world["alice"], world["carol"]
    await alice.slash(ch, "game new", game="highcard", options="hand_size=1")
    await alice.slash(ch, "game addbot")
    await alice.slash(ch, "game start")
    await carol.slash(ch, "game join")
    await alice.click(request(ch), label="Allow")
    while (mover := await whose_turn(ch, [alice, carol])) is not None:
        await play_first(mover, ch)
    res = await carol.click(table_message(ch), label="Rematch")
    assert not res.ephemeral and "Rematch" in res.response.content
    lobby = table_message(ch).content
    assert "carol (host)" in lobby and "alice" in lobby
    assert "Computer" not in lobby
