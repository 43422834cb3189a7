"""`/game new` knows the games by their common spellings, in autocomplete and as typed."""

from __future__ import annotations

from typing import Any

from tests.bot.helpers import table_message


async def test_game_autocomplete_finds_games_by_other_spellings(world: dict[str, Any]) -> None:
    alice, ch = world["alice"], world["channel"]
    found = await alice.autocomplete(ch, "game new", "game", "kruiz")
    assert [c["value"] for c in found] == ["keezen"]
    assert [c["name"] for c in found] == ["Kruizkeezen"]
    found = await alice.autocomplete(ch, "game new", "game", "Meij")
    assert [c["value"] for c in found] == ["meierijen"]
    assert len(await alice.autocomplete(ch, "game new", "game", "")) <= 25


async def test_a_typed_common_spelling_opens_that_game(world: dict[str, Any]) -> None:
    alice, ch = world["alice"], world["channel"]
    res = await alice.slash(ch, "game new", game="Meijerijen")
    assert res.acknowledged and not res.ephemeral, res
    assert "MeieRijen" in table_message(ch).content
