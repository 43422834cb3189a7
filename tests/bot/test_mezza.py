"""A full game of real Mezza through discord.py: lobby to leaderboard."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from games.ai import choose_move
from games.base import derive_rng
from tests.bot.helpers import button_ids, saved_game, shown, table_message, text_of


async def test_full_mezza_game_two_humans_and_a_computer(
    world: dict[str, Any], db_path: Path
) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    res = await alice.slash(ch, "game new", game="mezza")
    assert not res.ephemeral and "Mezza" in shown(res.response)
    await bob.click(table_message(ch), label="Join")
    await alice.click(table_message(ch), label="Add computer")
    res = await alice.click(table_message(ch), label="Start")
    assert res.acknowledged
    assert any("Your hand" in shown(f) and "Mezza" in shown(f) for f in res.followups)
    dm = shown(bob.user.dm_channel.history()[-1])
    assert "Your hand" in dm and "Mezza" in dm
    humans = {str(alice.id): alice, str(bob.id): bob}

    moves = 0
    while True:
        game = saved_game(db_path, ch.id)
        if game.over:
            break
        # A human the table waits on, else one with an out-of-turn move.
        able = [p for p in game.turn() if p in humans and game.legal_moves(p)]
        able += [p for p in humans if p not in able and game.legal_moves(p)]
        assert able, "the table waits on nobody but the game is not over"
        player = able[0]
        move = choose_move(game, player, derive_rng(1, "test", moves))
        choices = await humans[player].autocomplete(ch, "play", "move", move)
        assert move in [c["value"] for c in choices]
        # Offered in words (`Play 7 7`, `Pick up the pile`), played as the canonical move.
        assert all(c["name"] != c["value"] for c in choices)
        res = await humans[player].slash(ch, "play", move=move)
        assert res.acknowledged and res.ephemeral and "Your hand" in shown(res.response)
        moves += 1
        assert moves < 400

    assert "Final result" in text_of(ch.history())
    # A finished table offers only a rematch.
    assert [i.split(":")[1] for i in button_ids(table_message(ch))] == ["rematch"]
    with sqlite3.connect(db_path) as conn:
        status, ply = conn.execute("SELECT status, ply FROM sessions").fetchone()
        assert status == "over"
        assert conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0] == ply
        computer_moves = conn.execute(
            "SELECT COUNT(*) FROM moves WHERE player = 'ai:1'"
        ).fetchone()[0]
        assert computer_moves > 0 and ply == moves + computer_moves
        results = dict(conn.execute("SELECT player, place FROM results"))
        assert set(results) == {str(alice.id), str(bob.id), "ai:1"}
    outcome = game.outcome()
    res = await bob.slash(ch, "leaderboard", game="mezza", metric="wins")
    board = res.response.content
    for p in outcome.winners:
        if p in humans:
            assert f"<@{p}>: 1 win" in board
    res = await alice.slash(ch, "leaderboard", metric="points")
    assert "Leaderboard" in res.response.content
    res = await alice.slash(ch, "ledger")
    assert res.ephemeral and "Ledger" in res.response.content


async def test_public_table_hides_every_hidden_card(world: dict[str, Any], db_path: Path) -> None:
    """The table message is the same whatever the hidden cards are: it is built from
    the spectator's view alone. Checked against engine copies with hidden cards redealt."""
    import random

    from bot import render
    from games import REGISTRY

    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    await alice.slash(ch, "game new", game="mezza")
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game addbot")
    await alice.slash(ch, "game start")
    game = saved_game(db_path, ch.id)
    table = shown(table_message(ch))
    book = {str(alice.id): "alice", str(bob.id): "bob", "ai:1": "Computer 1"}
    picture = render.named(REGISTRY["mezza"].render(game.view(None)), book)
    assert picture.split("\n")[0] in table
    for seed in range(5):
        other = game.redeal_hidden(None, random.Random(seed))
        assert render.named(REGISTRY["mezza"].render(other.view(None)), book) == picture
    # Each hand message shows that player's own cards and nobody else's.
    res = await alice.slash(ch, "hand")
    own = game.view(str(alice.id))["hand"]
    bobs = game.view(str(bob.id))["hand"]
    assert res.ephemeral and own != bobs
