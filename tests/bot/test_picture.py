"""Every game draws its table (Kruizkeezen its board, Mezza its pile and seats),
and the picture rides on the table message after each move."""

from __future__ import annotations

from typing import Any

from tests.bot.helpers import table_message, whose_turn

PNG = b"\x89PNG\r\n\x1a\n"


async def test_keezen_table_carries_the_board_after_a_move(world: dict[str, Any]) -> None:
    ch, alice = world["channel"], world["alice"]
    res = await alice.slash(ch, "game new", game="keezen")
    assert not res.ephemeral
    for _ in range(3):
        await alice.slash(ch, "game addbot")
    assert not table_message(ch).attachments  # a lobby has no board yet
    await alice.click(table_message(ch), label="Start")
    board = table_message(ch).attachments
    assert [a.filename for a in board] == ["board.png"]
    assert (await board[0].read()).startswith(PNG)
    assert await whose_turn(ch, [alice]) is not None  # Alice is asked to move
    choices = await alice.autocomplete(ch, "play", "move", "")
    res = await alice.slash(ch, "play", move=choices[0]["value"])
    assert res.acknowledged and not res.ephemeral
    after = table_message(ch).attachments
    assert [a.filename for a in after] == ["board.png"]
    assert (await after[0].read()) != (await board[0].read())  # the board moved on
    # People by their server name, computers by number; never an id.
    row = await world["env"].bot.repo.open_session(ch.id)
    assert await world["env"].bot.flows.seat_names(row) == {
        str(alice.id): "alice",
        "ai:1": "Computer 1",
        "ai:2": "Computer 2",
        "ai:3": "Computer 3",
    }
    # /game status stays a compact text view.
    res = await world["bob"].slash(ch, "game status")
    assert "```" in res.response.content and not res.response.attachments


async def test_mezza_table_carries_its_picture(world: dict[str, Any]) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    await alice.slash(ch, "game new", game="mezza")
    await bob.slash(ch, "game join")
    await alice.slash(ch, "game start")
    mover = await whose_turn(ch, [alice, bob])
    assert mover is not None
    choices = await mover.autocomplete(ch, "play", "move", "")
    await mover.slash(ch, "play", move=choices[0]["value"])
    pictures = table_message(ch).attachments
    assert len(pictures) == 1 and (await pictures[0].read()).startswith(PNG)
