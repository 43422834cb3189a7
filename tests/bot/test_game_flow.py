"""End to end through discord.py and simcord: lobby, start, moves, results, standings."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from tests.bot.helpers import button_ids, shown, table_message, text_of, whose_turn


async def open_table(world: dict[str, Any], game: str = "highcard", **opts: Any) -> Any:
    res = await world["alice"].slash(world["channel"], "game new", game=game, **opts)
    assert res.acknowledged and not res.ephemeral
    return res


async def test_full_game_two_humans_and_a_computer(world: dict[str, Any], db_path: Path) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    await open_table(world)
    res = await bob.click(table_message(ch), label="Join")
    assert res.acknowledged
    res = await alice.click(table_message(ch), label="Add computer")
    assert "Computer 1" in table_message(ch).content
    assert "bob" in table_message(ch).content and f"<@{bob.id}>" not in table_message(ch).content

    res = await alice.click(table_message(ch), label="Start")
    assert res.acknowledged
    # The host sees their hand as the answer; the other human gets it by DM.
    assert any("Your hand" in shown(f) for f in res.followups if f.ephemeral)
    dms = bob.user.dm_channel.history()
    assert dms and "Your hand" in shown(dms[-1])
    assert button_ids(table_message(ch)) and all(
        i.startswith("scheids:hand:") for i in button_ids(table_message(ch))
    )

    moves = 0
    while True:
        player = await whose_turn(ch, [alice, bob])
        if player is None:
            break
        choices = await player.autocomplete(ch, "play", "move", "pl")
        assert 0 < len(choices) <= 25
        res = await player.slash(ch, "play", move=choices[0]["value"])
        # The answer is the mover's fresh hand; the table shows the move.
        assert res.acknowledged and res.ephemeral, res
        assert "Your hand" in shown(res.response)
        moves += 1
        assert moves < 50
    final = text_of(ch.history())
    assert "Final result" in final
    assert "game over" in shown(table_message(ch)) or not button_ids(table_message(ch))

    with sqlite3.connect(db_path) as conn:
        status, _version, ply = conn.execute("SELECT status, version, ply FROM sessions").fetchone()
        assert status == "over"
        logged = conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
        assert logged == ply  # every move, human and computer, is in the log
        money = conn.execute(
            "SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE currency = 'eur_cent'"
        ).fetchone()[0]
        assert money == 0
        winners = [r[0] for r in conn.execute("SELECT player FROM results WHERE win")]
        assert winners

    res = await alice.slash(ch, "leaderboard", metric="wins")
    board = res.response.content
    assert "Leaderboard" in board
    human_winners = [w for w in winners if not w.startswith("ai:")]
    for w in human_winners:
        assert f"<@{w}>" in board
    res = await alice.slash(ch, "leaderboard", game="highcard", metric="money")
    assert "€" in res.response.content or "No finished" in res.response.content
    res = await bob.slash(ch, "ledger", player=alice)
    assert res.ephemeral and "Ledger" in res.response.content
    assert "points" in res.response.content


async def test_hand_is_ephemeral_and_hidden_from_others(world: dict[str, Any]) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    await open_table(world)
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game start")
    res = await alice.slash(ch, "hand")
    assert res.ephemeral and "Your hand" in res.response.content
    hand_msg = res.response.message
    assert hand_msg.id not in {m.id for m in ch.history(viewer=bob)}
    assert hand_msg.id in {m.id for m in ch.history(viewer=alice)}
    res = await bob.click(table_message(ch), label="My hand")
    assert res.ephemeral and "Your hand" in res.response.content
    # Public messages carry no hand: the spectator view only.
    for m in ch.history(viewer=bob):
        if not m.flags.ephemeral:
            assert "your hand:" not in shown(m)
    # Bob's DM holds his own hand, never Alice's.
    assert "your hand:" in shown(bob.user.dm_channel.history()[-1])


async def test_dm_closed_game_goes_on(world: dict[str, Any]) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    env = world["env"]
    await open_table(world)
    await bob.slash(ch, "game join")
    env.inject_error(
        "POST",
        "/channels/*/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=None,
    )
    res = await alice.slash(ch, "game start")
    assert res.acknowledged
    assert "could not send" in text_of(ch.history()).lower()
    env.backend.faults.clear()
    res = await alice.slash(ch, "hand")
    assert res.ephemeral and "Your hand" in res.response.content


async def test_move_select_and_private_draw(world: dict[str, Any]) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    await open_table(world)
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game start")
    player = await whose_turn(ch, [alice, bob])
    assert player is not None
    res = await player.slash(ch, "hand")
    menu = res.response.message
    stale = (await player.slash(ch, "hand")).response.message
    options = menu.components[0].children[0].options
    res = await player.select(menu, [options[0].value])
    assert res.acknowledged
    # The hand view itself shows the new hand, with the private draw in it.
    updated = next(m for m in ch.history(viewer=player) if m.id == menu.id)
    assert "You drew" in shown(updated)
    other = bob if player is alice else alice
    assert "You drew" not in text_of(ch.history(viewer=other))
    # A click on an outdated hand view shows the fresh hand instead of an error.
    res = await player.select(stale, [options[-1].value])
    fresh = next(m for m in ch.history(viewer=player) if m.id == stale.id)
    assert "moved on" in shown(fresh) and "Your hand" in shown(fresh)


async def test_options_are_validated(world: dict[str, Any]) -> None:
    ch, alice = world["channel"], world["alice"]
    res = await alice.slash(ch, "game new", game="highcard", options="hand_size=9")
    assert res.ephemeral
    assert "hand_size" in res.response.content and "1 to 4" in res.response.content
    res = await alice.slash(ch, "game new", game="highcard", options="colour=red")
    assert res.ephemeral and "Unknown option" in res.response.content
    res = await alice.slash(ch, "game new", game="highcard", options="nonsense")
    assert res.ephemeral and "key=value" in res.response.content
    assert not ch.history(viewer=world["bob"])
    res = await alice.slash(ch, "game new", game="highcard", options="hand_size=1 stakes=high")
    assert not res.ephemeral and "hand_size=1" in shown(res.response)


async def test_rules_status_and_end(world: dict[str, Any], db_path: Path) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    res = await alice.slash(ch, "game rules", game="highcard")
    assert res.ephemeral and "Highcard" in shown(res.response)
    await open_table(world)
    res = await bob.slash(ch, "game status")
    assert "Highcard" in shown(res.response)
    res = await bob.slash(ch, "game end")
    assert res.ephemeral and "Only the host" in res.response.content
    res = await alice.slash(ch, "game end")
    assert not res.ephemeral and "ended" in res.response.content
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT status FROM sessions").fetchone()[0] == "ended"
    res = await alice.slash(ch, "game status")
    assert res.ephemeral and "lobby here was closed" in res.response.content
    # The channel is free again.
    res = await alice.slash(ch, "game new", game="highcard")
    assert not res.ephemeral


def _state(db_path: Path) -> str:
    with sqlite3.connect(db_path) as conn:
        return json.dumps(conn.execute("SELECT * FROM sessions").fetchall())


async def test_slow_work_is_deferred_then_answered(world: dict[str, Any], monkeypatch: Any) -> None:
    """Past the acknowledgement budget the bot defers (privately), then posts publicly."""
    import bot.flows

    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    await open_table(world)
    await alice.slash(ch, "game addbot")
    await alice.slash(ch, "game start")
    monkeypatch.setattr(bot.flows, "ACK_BUDGET", -1.0)
    while (player := await whose_turn(ch, [alice])) is not None:
        choices = await player.autocomplete(ch, "play", "move", "")
        res = await player.slash(ch, "play", move=choices[0]["value"])
        assert res.acknowledged and res.ephemeral  # the deferred placeholder, then the hand
        assert "Your hand" in shown(res.response)  # the move itself is on the table:
        assert "Computer 1 plays" in text_of(ch.history(viewer=bob)) or "over" in text_of(
            ch.history(viewer=bob)
        )


async def test_private_line_for_another_player_falls_back_when_dms_are_closed(
    world: dict[str, Any], monkeypatch: Any
) -> None:
    import bot.flows

    ch, alice, bob, env = world["channel"], world["alice"], world["bob"], world["env"]
    await open_table(world, options="nudge=on")
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game start")
    mover = await whose_turn(ch, [alice, bob])
    assert mover is not None
    other = bob if mover is alice else alice
    choices = await mover.autocomplete(ch, "play", "move", "")
    # Open DMs: the line reaches the other player privately.
    await mover.slash(ch, "play", move=choices[0]["value"])
    assert "You are next." in shown(other.user.dm_channel.history()[-1])
    assert "You are next" not in text_of(ch.history(viewer=mover))
    # Closed DMs: the game goes on and the channel says "check /hand" (no content).
    for method, path in (("POST", "/channels/*/messages"), ("PATCH", "/channels/*/messages/*")):
        env.inject_error(
            method,
            path,
            status=403,
            code=50007,
            message="Cannot send messages to this user",
            times=None,
        )
    # Once an ephemeral hand view is too old to edit (15 minutes), only a DM would do.
    monkeypatch.setattr(bot.flows, "HAND_VIEW_SECONDS", -1.0)
    choices = await other.autocomplete(ch, "play", "move", "")
    res = await other.slash(ch, "play", move=choices[0]["value"])
    assert res.acknowledged and res.ephemeral
    note = ch.history()[-1].content
    assert f"<@{mover.id}>" in note and "check `/hand`" in note and "next" not in note


async def test_rematch_opens_a_lobby_with_the_same_seats(world: dict[str, Any]) -> None:
    ch, alice, bob, carol = world["channel"], world["alice"], world["bob"], world["carol"]
    await open_table(world, options="hand_size=1")
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game addbot")
    await alice.slash(ch, "game start")
    while (player := await whose_turn(ch, [alice, bob])) is not None:
        choices = await player.autocomplete(ch, "play", "move", "")
        await player.slash(ch, "play", move=choices[0]["value"])
    finished = table_message(ch)
    res = await carol.click(finished, label="Rematch")
    assert res.ephemeral and "only the players" in res.response.content.lower()
    res = await bob.click(finished, label="Rematch")
    assert not res.ephemeral and "Rematch" in res.response.content
    lobby = table_message(ch)
    assert lobby.id != finished.id and "hand_size=1" in shown(lobby)
    assert "bob (host)" in lobby.content and "Computer 1" in lobby.content
    old = next(m for m in ch.history() if m.id == finished.id)
    assert not button_ids(old)  # the finished table no longer offers a rematch
    res = await alice.click(lobby, label="Start")
    assert res.ephemeral and "only the host" in res.response.content.lower()
    res = await bob.click(lobby, label="Start")
    assert res.acknowledged and not res.ephemeral


async def test_leaving_a_running_game_hands_the_seat_to_the_computer(
    world: dict[str, Any], db_path: Path
) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    await open_table(world, options="hand_size=3")
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game start")
    res = await bob.slash(ch, "game leave")
    assert not res.ephemeral and "computer plays their seat" in res.response.content
    assert "(left; 🤖 plays)" in table_message(ch).content
    # Bob's seat no longer waits for him: only Alice is ever asked to move.
    assert await whose_turn(ch, [alice, bob]) is alice
    res = await bob.slash(ch, "play", move="play 1")
    assert res.ephemeral and "takes it back" in res.response.content
    res = await bob.slash(ch, "game leave")
    assert res.ephemeral and "already left" in res.response.content
    # He takes the seat back, then leaves for good; the game still finishes.
    res = await bob.slash(ch, "game join")
    assert not res.ephemeral and "is back" in res.response.content
    assert "(left" not in table_message(ch).content
    await bob.slash(ch, "game leave")
    while (player := await whose_turn(ch, [alice, bob])) is not None:
        assert player is alice
        choices = await player.autocomplete(ch, "play", "move", "")
        await player.slash(ch, "play", move=choices[0]["value"])
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT status FROM sessions").fetchone()[0] == "over"
        bob_moves = conn.execute(
            "SELECT COUNT(*) FROM moves WHERE player = ?", (str(bob.id),)
        ).fetchone()[0]
        assert bob_moves > 0  # made by the computer for him


async def test_one_turn_ping_that_goes_once_answered(world: dict[str, Any]) -> None:
    """A person the table waits on is pinged once (after a short wait), by a real
    mention; the ping is deleted when the turn moves on, so pings never pile up."""
    ch, alice, bob, env = world["channel"], world["alice"], world["bob"], world["env"]
    await open_table(world, options="hand_size=3 clock=off")
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game start")
    pinged = 0
    for _ in range(3):
        mover = await whose_turn(ch, [alice, bob])
        assert mover is not None
        other = bob if mover is alice else alice
        choices = await mover.autocomplete(ch, "play", "move", "")
        await mover.slash(ch, "play", move=choices[0]["value"])
        await env.advance_time(10)
        pings = [m for m in ch.history() if "your turn at Highcard" in m.content]
        if await whose_turn(ch, [alice, bob]) is other:
            assert [p.content.split(":")[0] for p in pings] == [f"<@{other.id}>"]
            pinged += 1
    assert pinged >= 2  # one ping each time, the earlier ones deleted


async def test_chat_below_the_table_brings_it_back_to_the_bottom(world: dict[str, Any]) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    await open_table(world, options="hand_size=3")
    await alice.slash(ch, "game addbot")
    await alice.slash(ch, "game start")
    first = table_message(ch)
    for i in range(10):
        await bob.send(ch, f"chat line {i}")
    choices = await alice.autocomplete(ch, "play", "move", "")
    await alice.slash(ch, "play", move=choices[0]["value"])
    table = table_message(ch)
    assert table.id != first.id and ch.history()[-1].id == table.id
    assert first.id not in {m.id for m in ch.history()}  # the old copy is gone
