"""A table service in its own process on a real SQLite file, there to be killed.

`python -m tests.service.table_process PATH UNTIL [--computer]` opens a highcard
table (players "1" and "2", and a computer seat with `--computer`), deals, and
plays the humans' first legal moves, printing `committed PLY` after each commit.
Once the ply reaches UNTIL (a number, or `over` for the game's end) it waits to
be killed, so the parent can kill -9 it at that exact point.
"""

from __future__ import annotations

import asyncio
import sys

from tests.bot import fakegame

CHANNEL, SESSION, SEED = 5, 77, 11


async def main(path: str, until: str, computer: bool) -> None:
    fakegame.register()
    from bot.tables import TableService
    from games import REGISTRY
    from storage.repository import open_repository

    repo = await open_repository(path)
    svc = TableService(repo, REGISTRY, seed_for=lambda sid: SEED)
    await svc.open(
        session_id=SESSION,
        guild_id=1,
        channel_id=CHANNEL,
        host="1",
        game_name="highcard",
        options_text="hand_size=4",
    )
    await svc.join(CHANNEL, "2")
    if computer:
        await svc.add_bot(CHANNEL, "1")
    result = await svc.start(CHANNEL, "1")
    while result.row.status != "over":
        game = result.game
        mover = next(p for p in game.turn() if not p.startswith("ai:"))
        result = await svc.play(CHANNEL, mover, game.legal_moves(mover)[0])
        print("committed", result.row.ply, result.row.status, flush=True)
        if until.isdigit() and result.row.ply >= int(until):
            break
    await asyncio.sleep(60)  # wait here to be killed


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], "--computer" in sys.argv[3:]))
