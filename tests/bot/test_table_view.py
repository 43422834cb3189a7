"""The live table and the hand view: rules uncut, menus reaching every move, one
coalesced edit per move, autocomplete cached per version, ledger per game, the
result after the end."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest

import games
from bot import embeds
from bot.cogs.tables import embed_messages
from bot.ui import PAGE_SIZE, hand_view
from games.options import describe_options
from storage.repository import SessionRow
from tests.bot.helpers import shown, table_message, whose_turn

REAL_GAMES = sorted(name for name in games.REGISTRY if name != "highcard")


@pytest.mark.parametrize("name", REAL_GAMES)
def test_rules_name_every_option_uncut_within_discords_limits(name: str) -> None:
    cls = games.REGISTRY[name]
    pages = embeds.rules_embeds(cls)
    for group in embed_messages(pages):
        assert len(group) <= 10 and sum(len(e) for e in group) <= 6000
    text = "\n".join(e.description or "" for e in pages)
    assert all(len(e.description or "") <= 4096 for e in pages)
    for option, default, allowed, description in describe_options(cls.Options):
        assert f"`{option}` = " in text and f"(default `{default}`)" in text
        assert all(f"`{value}`" in text for value in allowed.split(", ") if " " not in value)
        assert description in text
    assert cls.summary(None).strip() in text.replace("\n\n", "\n\n")
    assert "…" not in text or "…" in cls.summary(None) + cls.move_help


def _row(session_id: int = 5, version: int = 3) -> SessionRow:
    return SessionRow(
        id=session_id,
        guild_id=1,
        channel_id=2,
        game="mezza",
        options={},
        host_id="1",
        seats=("1", "ai:1"),
        seed=1,
        status="running",
        version=version,
        ply=0,
        message_id=None,
        created_at="2026-01-01T00:00:00+00:00",
        updated_at="2026-01-01T00:00:00+00:00",
    )


def test_more_moves_than_one_menu_holds_are_all_reachable() -> None:
    moves = [(f"move {i}", f"Move {i}") for i in range(PAGE_SIZE + 30)]
    reached = set()
    for page in range(2):
        view = hand_view(_row(), moves, page)
        assert view is not None
        menus = [getattr(i, "item", i) for i in view.children]
        selects = [m for m in menus if hasattr(m, "options")]
        buttons = [m for m in menus if not hasattr(m, "options")]
        assert len(selects) <= 4 and len(buttons) == 2  # 5 rows: 4 menus, 1 row of pages
        assert all(len(s.options) <= 25 for s in selects)
        reached |= {o.value for s in selects for o in s.options}
        assert {o.label for s in selects for o in s.options} <= {label for _, label in moves}
    assert reached == {m for m, _ in moves}


async def open_with_computers(
    world: dict[str, Any], computers: int, opts: str = "hand_size=2"
) -> None:
    ch, alice = world["channel"], world["alice"]
    await alice.slash(ch, "game new", game="highcard", options=opts)
    for _ in range(computers):
        await alice.slash(ch, "game addbot")
    await alice.slash(ch, "game start")


async def test_a_move_and_the_computer_moves_it_sets_off_give_one_table_edit(
    world: dict[str, Any], monkeypatch: Any
) -> None:
    from bot.live import LiveTables

    ch, alice = world["channel"], world["alice"]
    await open_with_computers(world, 2, "hand_size=4")
    shows: list[int] = []
    original = LiveTables.show

    async def counted(self: LiveTables, table: Any) -> None:
        shows.append(table.session_id)
        await original(self, table)

    monkeypatch.setattr(LiveTables, "show", counted)
    before = len(ch.history())
    choices = await alice.autocomplete(ch, "play", "move", "")
    await alice.slash(ch, "play", move=choices[0]["value"])
    assert len(shows) == 1  # alice's move and both computers' replies: one edit
    assert len(ch.history()) == before  # no new channel message: the move is on the table
    assert "Computer 2" in shown(table_message(ch))


async def test_autocomplete_labels_are_worked_out_once_per_version(
    world: dict[str, Any], monkeypatch: Any
) -> None:
    from tests.bot.fakegame import Highcard

    ch, alice = world["channel"], world["alice"]
    calls: list[str] = []
    monkeypatch.setattr(
        Highcard,
        "move_label",
        lambda self, p, m, words=None: calls.append(m) or m.title(),
        raising=False,
    )
    await open_with_computers(world, 1, "hand_size=4")
    first = await alice.autocomplete(ch, "play", "move", "")
    worked = len(calls)
    again = await alice.autocomplete(ch, "play", "move", "pl")
    await alice.slash(ch, "hand")
    assert first and [c["name"] for c in first] == [c["value"].title() for c in first]
    assert again and len(calls) == worked == len(first)  # the same version: from the cache


async def test_after_the_end_status_gives_the_result_and_the_ledger_goes_per_game(
    world: dict[str, Any], db_path: Path
) -> None:
    ch, alice, bob = world["channel"], world["alice"], world["bob"]
    await open_with_computers(world, 1, "hand_size=2")
    while (mover := await whose_turn(ch, [alice])) is not None:
        choices = await mover.autocomplete(ch, "play", "move", "")
        await mover.slash(ch, "play", move=choices[0]["value"])
    res = await bob.slash(ch, "game status")
    assert res.ephemeral and "Final result" in res.response.content
    assert "is over" in res.response.content
    res = await alice.slash(ch, "ledger")
    text = res.response.content
    assert "**Highcard**" in text and "<t:" in text and "Ledger** of alice" in text
    assert "highcard:" not in text  # the game's key is not repeated on every line


async def test_an_ended_lobby_says_so(world: dict[str, Any]) -> None:
    ch, alice = world["channel"], world["alice"]
    await alice.slash(ch, "game new", game="highcard")
    await alice.slash(ch, "game end")
    assert "lobby was closed" in shown(table_message(ch))


async def test_the_pacer_spaces_turns_even_when_many_wait_at_once() -> None:
    import asyncio

    from bot.live import Pacer

    pacer = Pacer(200.0)
    loop = asyncio.get_running_loop()
    granted: list[float] = []

    async def one() -> None:
        await pacer.turn()
        granted.append(loop.time())

    await asyncio.gather(*(one() for _ in range(6)))
    gaps = [b - a for a, b in itertools.pairwise(granted)]
    assert len(granted) == 6 and all(gap >= pacer.step * 0.999 for gap in gaps)
