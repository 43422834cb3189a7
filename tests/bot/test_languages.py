"""Who reads which language: private answers follow the reader's Discord client,
public ones the server (`/settings language`, else the server's Discord locale)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import discord

from tests.bot.helpers import click_action, live_table, shown, whose_turn
from tests.bot.locales import Locales


def manager(world: dict[str, Any], guild: Any | None = None) -> Any:
    guild = guild or world["guild"]
    role = guild.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    return guild.add_member(world["env"].create_user("mod"), roles=[role])


def labels(message: Any) -> list[str]:
    return [item.label for row in message.components for item in row.children]


def stored_language(path: Path) -> list[tuple[int, str]]:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT guild_id, language FROM guild_settings").fetchall()


async def test_a_server_manager_sets_the_language_and_the_table_follows(
    world: dict[str, Any], db_path: Path
) -> None:
    ch, alice = world["channel"], world["alice"]
    mod = manager(world)
    await alice.slash(ch, "game new", game="highcard")
    assert "host alice" in shown(live_table(ch, db_path))
    res = await mod.slash(ch, "settings language", language="nl")
    # Announced to everyone, in the new language; the open table follows.
    assert not res.ephemeral and "Nederlands" in res.response.content
    table = shown(live_table(ch, db_path))
    assert "gastheer alice" in table and "Plaatsen" in table, table
    assert stored_language(db_path) == [(world["guild"].id, "nl")]
    res = await alice.slash(ch, "settings language")
    assert res.ephemeral and "Dutch (chosen by a server manager)" in res.response.content


async def test_only_server_managers_change_the_language(
    world: dict[str, Any], db_path: Path
) -> None:
    ch, bob = world["channel"], world["bob"]
    res = await bob.slash(ch, "settings language", language="nl")
    assert res.ephemeral and "Only server managers" in res.response.content
    assert stored_language(db_path) == []
    res = await bob.slash(ch, "settings language")
    assert res.ephemeral and "English (the server's language on Discord)" in res.response.content


async def test_a_dutch_server_speaks_dutch_until_a_manager_says_otherwise(
    world: dict[str, Any], db_path: Path
) -> None:
    env = world["env"]
    guild = env.create_guild("Kroeg", preferred_locale="nl")
    ch = guild.create_text_channel("kaarten")
    ann = guild.add_member(env.create_user("ann"))
    res = await ann.slash(ch, "settings language")
    assert res.ephemeral and "Dutch (the server's language on Discord)" in res.response.content
    await ann.slash(ch, "game new", game="highcard")
    assert "gastheer ann" in shown(live_table(ch, db_path))
    await manager(world, guild).slash(ch, "settings language", language="en")
    assert "host ann" in shown(live_table(ch, db_path))


async def test_the_language_survives_a_restart(
    world: dict[str, Any], new_bot: Callable[[], Any], db_path: Path
) -> None:
    ch, alice, env = world["channel"], world["alice"], world["env"]
    await manager(world).slash(ch, "settings language", language="nl")
    await env.restart_bot(new_bot())
    res = await alice.slash(ch, "settings language")
    assert "Dutch (chosen by a server manager)" in res.response.content
    res = await alice.slash(ch, "game new", game="highcard")
    assert "gastheer alice" in shown(live_table(ch, db_path))


async def test_a_dutch_player_on_an_english_server_reads_dutch_privately(
    world: dict[str, Any], locales: Locales, db_path: Path
) -> None:
    ch, alice, carol = world["channel"], world["alice"], world["carol"]
    locales.set(carol, "nl")
    await alice.slash(ch, "game new", game="highcard", options="hand_size=2")
    await click_action(carol, live_table(ch, db_path), "join")
    await click_action(alice, live_table(ch, db_path), "start")
    # Carol's hand came by DM, in Dutch; the table stays English.
    dm = shown(carol.user.dm_channel.history()[-1])
    assert "Je hand aan de tafel Highcard" in dm and "Je hand · Highcard" in dm
    table = live_table(ch, db_path)
    assert "playing" in shown(table) and "My hand" in labels(table)
    mover = await whose_turn(ch, [alice, carol])
    waiting = carol if mover is alice else alice
    res = await waiting.slash(ch, "play", move="play 1")
    expected = "Je bent niet aan de beurt" if waiting is carol else "It is not your turn"
    assert res.ephemeral and expected in res.response.content
    res = await carol.slash(ch, "hand")
    assert res.ephemeral and "Je hand · Highcard" in shown(res.response)
    res = await alice.slash(ch, "hand")
    assert res.ephemeral and "Your hand · Highcard" in shown(res.response)
    res = await carol.slash(ch, "game join")
    assert res.ephemeral and res.response.content == "Je zit al aan deze tafel."
