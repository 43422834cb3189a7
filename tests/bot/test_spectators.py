"""Issue 8: people without a seat see the public table and nothing private."""

from __future__ import annotations

from typing import Any

from tests.bot.helpers import shown, table_message, text_of, whose_turn

NOT_SEATED = "You are not seated at this table; `/game status` shows the table."


async def test_a_spectator_sees_the_table_and_nothing_private(world: dict[str, Any]) -> None:
    ch, alice, bob, carol = world["channel"], world["alice"], world["bob"], world["carol"]
    await alice.slash(ch, "game new", game="highcard", options="hand_size=3 nudge=on")
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game start")
    private: list[str] = []
    for _ in range(3):
        mover = await whose_turn(ch, [alice, bob])
        assert mover is not None
        choices = await mover.autocomplete(ch, "play", "move", "")
        res = await mover.slash(ch, "play", move=choices[0]["value"])
        private.append(shown(res.response))

    # What a spectator may use: the table, in public, and the rules.
    res = await carol.slash(ch, "game status")
    assert not res.ephemeral and "Highcard" in shown(res.response)
    assert "**Turn:** " in shown(res.response)
    res = await carol.slash(ch, "game rules")
    assert res.ephemeral and "Highcard" in shown(res.response)
    # What needs a seat is refused privately, with the way to the table.
    res = await carol.click(table_message(ch), label="My hand")
    assert res.ephemeral and res.response.content == NOT_SEATED
    res = await carol.slash(ch, "hand")
    assert res.ephemeral and res.response.content == NOT_SEATED
    res = await carol.slash(ch, "play", move="play 1")
    assert res.ephemeral and res.response.content == NOT_SEATED
    assert await carol.autocomplete(ch, "play", "move", "") == []
    res = await carol.slash(ch, "game end")
    assert res.ephemeral and "Only the host" in res.response.content

    # Nothing private in anything she can see: hands, draws, nudges.
    seen = text_of(ch.history(viewer=carol))
    assert "your hand:" not in seen and "Your hand" not in seen
    assert "You drew" not in seen and "You are next" not in seen
    draws = [line for p in private for line in p.split("\n") if line.startswith("You drew")]
    assert draws and not any(d in seen for d in draws)
    assert carol.user.dm_channel is None or not carol.user.dm_channel.history()
    # The players' own hand views hold private news, which proves the check
    # above looked at a table where private things did happen.
    assert "Your hand" in text_of(ch.history(viewer=alice)) + text_of(ch.history(viewer=bob))
