"""Every registered game runs start to finish through the table service, each move
committed (on SQLite and PostgreSQL); every table and hand the bot would send
fits Discord's limits, names nobody by a raw `<@id>`, and offers every legal move
in words within menus."""

from __future__ import annotations

import pytest

import games
from bot import embeds, render
from bot.tables import TableService
from bot.ui import hand_view
from games.ai import choose_move, is_computer
from games.base import derive_rng
from storage.repository import open_repository

REAL_GAMES = sorted(name for name in games.REGISTRY if name != "highcard")


@pytest.mark.parametrize("name", REAL_GAMES)
async def test_game_plays_to_the_end_through_the_service(name: str, database: str) -> None:
    repo = await open_repository(database)
    service = TableService(repo, games.REGISTRY, seed_for=lambda sid: 5)
    cls = games.REGISTRY[name]
    try:
        lo, _ = cls.seat_range(cls.Options())
        await service.open(session_id=1, guild_id=1, channel_id=9, host="1", game_name=name)
        await service.join(9, "2")
        for _ in range(lo - 2):
            await service.add_bot(9, "1")
        result = await service.start(9, "1")
        game, humans = result.game, ("1", "2")
        for step in range(cls.move_limit):
            if game.over:
                break
            able = [p for p in game.turn() if p in humans]
            able += [p for p in humans if p not in able and game.legal_moves(p)]
            assert able, "the table waits on nobody"
            player = able[0]
            result = await service.play(9, player, choose_move(game, player, derive_rng(3, step)))
            game = result.game
            book = {"1": "Ann", "2": "Bob"}
            recent = [e.text for e in result.events]
            table = embeds.table_embed(result.row, cls, game, book, recent)
            assert len(table) <= embeds.EMBED_TOTAL and "<@" not in str(table.to_dict())
            assert len(embeds.header_line(result.row, cls, book)) <= render.MESSAGE_LIMIT
            for human in humans:
                hand = embeds.hand_embed(cls, game, human, book, recent)
                assert len(hand) <= embeds.EMBED_TOTAL and "<@" not in str(hand.to_dict())
                moves = game.legal_moves(human)
                labels = [(m, game.move_label(human, m)) for m in moves]
                assert all(0 < len(label) <= 100 and len(m) <= 100 for m, label in labels)
                offered = set()
                for page in range(-(-len(moves) // 100)):
                    view = hand_view(result.row, labels, page)
                    assert view is not None and len(view.children) <= 25
                    for item in view.children:
                        menu = getattr(item, "item", item)
                        offered |= {o.value for o in getattr(menu, "options", [])}
                assert offered == set(moves)  # every legal move reachable from the hand
        assert game.over
        row = await repo.get_session(1)
        assert row is not None and row.status == "over"
        assert len(await repo.moves(1)) == row.ply
        for player in game.players:  # every cent settled, the deal's own included
            summary = await repo.ledger_for(1, player)
            assert summary.money == game.outcome().money.get(player, 0)
        places = {p for group in game.outcome().ranking for p in group}
        assert places == set(game.players) and any(is_computer(p) for p in places) == (lo > 2)
        kept = await repo.standings_rows()  # kept move by move, as a rebuild makes them
        await repo.rebuild_standings()
        assert await repo.standings_rows() == kept
    finally:
        await repo.close()


async def test_money_settled_by_the_deal_is_booked_when_the_game_starts(database: str) -> None:
    # Find a seed whose first Pandoer deal turns up the 6♥ or Q♠ (money at the deal).
    cls = games.REGISTRY["pandoer"]
    seed = next(
        s
        for s in range(500)
        if any(e.money for e in cls.new(["1", "2", "ai:1", "ai:2"], seed=s).opening_events())
    )
    repo = await open_repository(database)
    service = TableService(repo, games.REGISTRY, seed_for=lambda sid: seed)
    try:
        await service.open(session_id=1, guild_id=1, channel_id=9, host="1", game_name="pandoer")
        await service.join(9, "2")
        await service.add_bot(9, "1")
        await service.add_bot(9, "1")
        result = await service.start(9, "1")
        opening = result.game.opening_events()
        assert result.events[: len(opening)] == opening  # posted with the start
        for player, amount in opening[0].money.items():
            assert (await repo.ledger_for(1, player)).money == amount
    finally:
        await repo.close()
