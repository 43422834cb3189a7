"""The bot end to end through discord.py and simcord, on PostgreSQL: a game to its
end, then the standings and the ledger as players see them."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app import ScheidsBot
from bot.settings import Settings
from tests.bot.helpers import table_message, text_of, whose_turn
from tests.pgserver import PostgresServer


@pytest.fixture
async def simcord_bot(pg_server: PostgresServer, bots: list[ScheidsBot]) -> ScheidsBot:
    url = await pg_server.fresh_database()
    settings = Settings(discord_token="x", database_url=url, _env_file=None)  # type: ignore[call-arg]
    bot = ScheidsBot(settings, shard_count=1, seed_for=lambda sid: 7)
    bots.append(bot)
    return bot


async def test_a_game_and_its_standings_on_postgresql(world: dict[str, Any]) -> None:
    ch, alice, bob, env = world["channel"], world["alice"], world["bob"], world["env"]
    await alice.slash(ch, "game new", game="highcard")
    await bob.click(table_message(ch), label="Join")
    await alice.click(table_message(ch), label="Add computer")
    await alice.click(table_message(ch), label="Start")
    moves = 0
    while (player := await whose_turn(ch, [alice, bob])) is not None:
        choices = await player.autocomplete(ch, "play", "move", "")
        res = await player.slash(ch, "play", move=choices[0]["value"])
        assert res.acknowledged  # answered privately with the mover's fresh hand
        moves += 1
        assert moves < 50
    assert "Final result" in text_of(ch.history())
    repo = env.bot.repo
    row = await repo.last_session(ch.id)
    assert row is not None and row.status == "over"
    assert len(await repo.moves(row.id)) == row.ply
    board = await repo.leaderboard(row.guild_id, "wins")
    assert sum(s.games for s in board) == 2  # the two humans; the computer is left off
    res = await alice.slash(ch, "leaderboard", metric="wins")
    for standing in board:
        assert f"<@{standing.player}>" in res.response.content
    res = await bob.slash(ch, "ledger", player=alice)
    assert res.ephemeral and "Ledger" in res.response.content
