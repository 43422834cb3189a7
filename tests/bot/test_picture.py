"""Pictures: the live table carries the game's picture (drawn from the spectator's
view) and `/hand` the player's hand picture, for every game; pictures are
cached per (session, version, viewer, language)."""

from __future__ import annotations

from typing import Any

import pytest

from games import REGISTRY
from tests.bot.helpers import table_message, whose_turn

PNG = b"\x89PNG\r\n\x1a\n"
REAL_GAMES = sorted(name for name in REGISTRY if name != "highcard")


async def seat_and_start(world: dict[str, Any], name: str) -> None:
    ch, alice = world["channel"], world["alice"]
    res = await alice.slash(ch, "game new", game=name)
    assert not res.ephemeral
    cls = REGISTRY[name]
    for _ in range(cls.seat_range(cls.Options())[0] - 1):
        await alice.slash(ch, "game addbot")
    assert not table_message(ch).attachments  # a lobby has no picture yet
    await alice.click(table_message(ch), label="Start")


@pytest.mark.parametrize("name", REAL_GAMES)
async def test_every_table_message_carries_a_picture(world: dict[str, Any], name: str) -> None:
    ch, alice = world["channel"], world["alice"]
    await seat_and_start(world, name)
    board = table_message(ch).attachments
    assert [a.filename for a in board] == ["table.png"]
    first = await board[0].read()
    assert first.startswith(PNG) and len(first) < 150_000
    assert table_message(ch).embeds[0].image.url == "attachment://table.png"
    if await whose_turn(ch, [alice]) is not None:
        choices = await alice.autocomplete(ch, "play", "move", "")
        await alice.slash(ch, "play", move=choices[0]["value"])
        after = table_message(ch).attachments
        assert [a.filename for a in after] == ["table.png"]
        assert (await after[0].read()) != first  # the table moved on


@pytest.mark.parametrize("name", REAL_GAMES)
async def test_every_hand_answer_carries_a_picture_of_the_hand(
    world: dict[str, Any], name: str
) -> None:
    ch, alice = world["channel"], world["alice"]
    await seat_and_start(world, name)
    res = await alice.slash(ch, "hand")
    assert res.ephemeral
    files = res.response.attachments
    assert [a.filename for a in files] == ["hand.png"]
    assert (await files[0].read()).startswith(PNG)
    assert res.response.embeds[0].image.url == "attachment://hand.png"


async def test_pictures_are_drawn_once_per_version_and_viewer(world: dict[str, Any]) -> None:
    ch, alice, env = world["channel"], world["alice"], world["env"]
    await seat_and_start(world, "keezen")
    cache = env.bot.flows.pictures
    drawn = cache.drawn
    await world["bob"].slash(ch, "game status")  # re-posts the same table version
    await alice.slash(ch, "hand")
    await alice.slash(ch, "hand")
    # The table and Alice's hand at this version were drawn at the start: no redraw.
    assert cache.drawn == drawn
    # People by their server name, computers by number; never an id.
    row = await env.bot.repo.open_session(ch.id)
    assert await env.bot.flows.names.seat_names(row) == {
        str(alice.id): "alice",
        "ai:1": "Computer 1",
        "ai:2": "Computer 2",
        "ai:3": "Computer 3",
    }


def test_pictures_are_cached_per_language_too() -> None:
    from bot.pictures import PictureCache

    game = REGISTRY["mezza"].new(["1", "ai:1"], seed=3)
    cache = PictureCache()
    english = cache.table(1, 1, game, {"1": "Ann"}, "en")
    dutch = cache.table(1, 1, game, {"1": "Ann"}, "nl")
    assert cache.drawn == 2 and english is not None and dutch is not None
    assert cache.table(1, 1, game, {"1": "Ann"}, "nl") is dutch and cache.drawn == 2
    cache.hand(1, 1, game, "1", {"1": "Ann"}, "nl")
    cache.hand(1, 1, game, "1", {"1": "Ann"}, "en")
    assert cache.drawn == 4
