"""Every refusal is an ephemeral answer with a reason, and changes nothing."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from tests.bot.helpers import table_message, whose_turn


def snapshot(db_path: Path) -> list[Any]:
    with sqlite3.connect(db_path) as conn:
        return [
            conn.execute("SELECT id, status, version, seats, ply FROM sessions").fetchall(),
            conn.execute("SELECT COUNT(*) FROM moves").fetchone(),
            conn.execute("SELECT COUNT(*) FROM ledger").fetchone(),
        ]


async def refused(actor: Any, channel: Any, command: str, needle: str, **opts: Any) -> None:
    res = await actor.slash(channel, command, **opts)
    assert res.acknowledged and res.ephemeral, (command, res)
    assert needle.lower() in res.response.content.lower(), (command, res.response.content)


async def test_no_session_here(world: dict[str, Any], db_path: Path) -> None:
    ch, alice = world["channel"], world["alice"]
    for command, opts in [
        ("play", {"move": "play 1"}),
        ("hand", {}),
        ("game join", {}),
        ("game start", {}),
        ("game status", {}),
        ("game end", {}),
        ("game addbot", {}),
        ("game leave", {}),
    ]:
        await refused(alice, ch, command, "no game in this channel", **opts)
    assert await alice.autocomplete(ch, "play", "move", "") == []


async def test_lobby_refusals(world: dict[str, Any], db_path: Path) -> None:
    ch, alice, bob, carol = world["channel"], world["alice"], world["bob"], world["carol"]
    await alice.slash(ch, "game new", game="highcard")
    before = snapshot(db_path)
    await refused(bob, ch, "game new", "busy", game="highcard")
    await refused(alice, ch, "game start", "at least 2")
    await refused(alice, ch, "game join", "already seated")
    await refused(alice, ch, "game leave", "host")
    await refused(bob, ch, "game leave", "not seated")
    await refused(bob, ch, "game addbot", "only the host")
    await refused(bob, ch, "game kick", "only the host", player=alice)
    await refused(alice, ch, "game kick", "not seated", player=carol)
    await refused(alice, ch, "game kick", "no computer seat")
    await refused(bob, ch, "hand", "not seated")
    res = await bob.click(table_message(ch), label="Start")
    assert res.ephemeral and "only the host" in res.response.content.lower()
    res = await bob.click(table_message(ch), label="Add computer")
    assert res.ephemeral and "only the host" in res.response.content.lower()
    res = await bob.click(table_message(ch), label="Leave")
    assert res.ephemeral and "not seated" in res.response.content.lower()
    assert snapshot(db_path) == before
    # The lobby still works after all that.
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game addbot")
    await alice.slash(ch, "game kick")  # removes the computer
    res = await alice.slash(ch, "game kick", player=bob)
    assert not res.ephemeral
    assert "bob" not in table_message(ch).content.partition("Seats")[2]


async def test_play_refusals(world: dict[str, Any], db_path: Path) -> None:
    ch, alice, bob, carol = world["channel"], world["alice"], world["bob"], world["carol"]
    await alice.slash(ch, "game new", game="highcard")
    await refused(alice, ch, "play", "not started", move="play 1")
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game start")
    before = snapshot(db_path)
    mover = await whose_turn(ch, [alice, bob])
    assert mover is not None
    waiting = bob if mover is alice else alice
    await refused(waiting, ch, "play", "not your turn", move="play 1")
    await refused(carol, ch, "play", "not seated", move="play 1")
    await refused(mover, ch, "play", "not a legal move", move="play 99")
    await refused(mover, ch, "play", "not a legal move", move="dance")
    await refused(carol, ch, "game join", "already started")
    await refused(alice, ch, "game start", "already started")
    await refused(bob, ch, "game end", "only the host")
    res = await waiting.click(table_message(ch), label="My hand")
    assert res.ephemeral
    assert snapshot(db_path) == before
    # Play the game out, then a move is refused as game over.
    while (player := await whose_turn(ch, [alice, bob])) is not None:
        choices = await player.autocomplete(ch, "play", "move", "")
        await player.slash(ch, "play", move=choices[0]["value"])
    await refused(alice, ch, "play", "over", move="play 1")
    await refused(alice, ch, "hand", "over")


async def test_end_by_server_manager(world: dict[str, Any]) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    guild, env = world["guild"], world["env"]
    import discord

    mod_role = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    mod = guild.add_member(env.create_user("mod"), roles=[mod_role])
    await alice.slash(ch, "game new", game="highcard")
    await refused(bob, ch, "game end", "only the host")
    res = await mod.slash(ch, "game end")
    assert not res.ephemeral and "ended" in res.response.content
