"""Computer moves: quick levels inline, the hard level in a worker process."""

from __future__ import annotations

import asyncio

import games
from bot.thinking import Thinker, ThinkRequest, rng_for, think
from games.ai import next_computer_move

SEATS = ["ai:1", "ai:2"]


def meierijen_game() -> games.Game:
    return games.REGISTRY["meierijen"].new(SEATS, seed=4)


def test_a_worker_thinks_from_the_saved_game_alone() -> None:
    game = meierijen_game()
    request = ThinkRequest(
        game="meierijen",
        state=game.to_json(),
        computers=tuple(SEATS),
        levels=(("ai:1", "hard"), ("ai:2", "hard")),
        seed=4,
        ply=0,
        seconds=0.05,
    )
    found = think(request)
    assert found is not None
    player, move = found
    assert move in game.legal_moves(player)


async def test_quick_levels_move_inline_exactly_as_the_engine_helper_does() -> None:
    game = meierijen_game()
    thinker = Thinker()
    levels = {"ai:1": "normal", "ai:2": "easy"}
    found = await thinker.next_move(game, SEATS, levels, seed=9, ply=3)
    assert found == next_computer_move(game, SEATS, rng_for(9, 3), levels.__getitem__)
    thinker.close()


async def test_a_hard_computer_thinks_while_the_event_loop_serves_others() -> None:
    game = meierijen_game()
    thinker = Thinker(seconds=0.3)
    ticks = 0
    thinking = True

    async def other_tables() -> None:
        nonlocal ticks
        while thinking:
            ticks += 1
            await asyncio.sleep(0.01)

    other = asyncio.create_task(other_tables())
    try:
        found = await thinker.next_move(game, SEATS, {"ai:1": "hard", "ai:2": "hard"}, 4, 0)
    finally:
        thinking = False
        await other
        thinker.close()
    assert found is not None and found[1] in game.legal_moves(found[0])
    assert ticks > 2  # the loop kept running other work during the thought
