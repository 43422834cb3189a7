"""Buttons and menus that survive restarts.

Every component is a `discord.ui.DynamicItem` whose custom id carries what the
click needs: `scheids:<action>:<session id>:<version>` (at most ~50 chars).
After a restart discord.py rebuilds the item from the id alone, and the version
lets a click on an outdated message be refused instead of acting on a table
that has moved on. Requests to take over a computer seat carry
`scheids:seat:<allow|refuse>:<session id>:<N>:<user id>` instead (see
`TakeoverButton` for why without a version).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, cast

import discord

# Clicks pass the gate that stops the bot cleanly (bot.lifecycle).
from bot.lifecycle import Gated
from games.message import ENGLISH, Words, marked

if TYPE_CHECKING:
    from storage.repository import SessionRow


class Handlers(Protocol):
    """What the components call; `bot.flows.Flows` implements it."""

    async def table_button(
        self, interaction: discord.Interaction[Any], action: str, session_id: int, version: int
    ) -> None: ...

    async def play(
        self,
        interaction: discord.Interaction[Any],
        move: str,
        version: int | None = None,
        session_id: int | None = None,
    ) -> None: ...

    async def hand_page(
        self, interaction: discord.Interaction[Any], session_id: int, page: int
    ) -> None: ...

    async def takeover_verdict(
        self,
        interaction: discord.Interaction[Any],
        allow: bool,
        session_id: int,
        seat: str,
        user: str,
    ) -> None: ...

    async def failed(self, interaction: discord.Interaction[Any], error: Exception) -> None: ...


class _HasHandlers(Protocol):
    flows: Handlers


def handlers(interaction: discord.Interaction[Any]) -> Handlers:
    """The flows of the client that received this click (set up in `setup_hook`)."""
    return cast(_HasHandlers, interaction.client).flows


async def run_click(
    interaction: discord.Interaction[Any], work: Callable[[Handlers], Awaitable[None]]
) -> None:
    """Run a component's work; whatever fails, the click is answered."""
    flows = handlers(interaction)
    try:
        await work(flows)
    except Exception as exc:
        await flows.failed(interaction, exc)


_LABELS = {
    "join": (marked("Join"), discord.ButtonStyle.success),
    "leave": (marked("Leave"), discord.ButtonStyle.secondary),
    "addbot": (marked("Add computer"), discord.ButtonStyle.secondary),
    "start": (marked("Start"), discord.ButtonStyle.primary),
    "hand": (marked("My hand"), discord.ButtonStyle.primary),
    "rematch": (marked("Rematch"), discord.ButtonStyle.success),
}
SELECT_LIMIT = 25
# A message holds 5 rows: up to 4 move menus, and a row of page buttons when
# there are more moves than 4 menus hold.
MENUS_PER_PAGE = 4
PAGE_SIZE = SELECT_LIMIT * MENUS_PER_PAGE


def table_custom_id(action: str, session_id: int, version: int) -> str:
    return f"scheids:{action}:{session_id}:{version}"


class TableButton(
    Gated,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"scheids:(?P<action>join|leave|addbot|start|hand|rematch):(?P<sid>\d+):(?P<ver>\d+)",
):
    def __init__(self, action: str, session_id: int, version: int, words: Words = ENGLISH) -> None:
        label, style = _LABELS[action]
        super().__init__(
            discord.ui.Button(
                label=words.t(label),
                style=style,
                custom_id=table_custom_id(action, session_id, version),
            )
        )
        self.action = action
        self.session_id = session_id
        self.version = version

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> TableButton:
        return cls(match["action"], int(match["sid"]), int(match["ver"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await run_click(
            interaction,
            lambda f: f.table_button(interaction, self.action, self.session_id, self.version),
        )


class MoveSelect(
    Gated,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"scheids:move:(?P<sid>\d+):(?P<ver>\d+):(?P<part>\d+)",
):
    """One menu of the player's legal moves on their private hand message: the
    label in words, the value the canonical move."""

    def __init__(
        self,
        session_id: int,
        version: int,
        part: int = 0,
        choices: Sequence[tuple[str, str]] = (),
        words: Words = ENGLISH,
    ) -> None:
        options = [
            discord.SelectOption(label=label[:100] or move[:100], value=move[:100])
            for move, label in choices[:SELECT_LIMIT]
        ]
        placeholder = words.t("Choose a move")
        if choices:
            first, last = choices[0][1], choices[-1][1]
            placeholder = first[:70] if len(choices) == 1 else f"{first[:70]} … {last[:70]}"
        super().__init__(
            discord.ui.Select(
                custom_id=f"scheids:move:{session_id}:{version}:{part}",
                placeholder=placeholder[:150],
                options=options or [discord.SelectOption(label="-", value="-")],
                min_values=1,
                max_values=1,
            )
        )
        self.session_id = session_id
        self.version = version

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> MoveSelect:
        return cls(int(match["sid"]), int(match["ver"]), int(match["part"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data: Any = interaction.data or {}
        values = data.get("values") or []
        move = str(values[0]) if values else ""
        await run_click(
            interaction, lambda f: f.play(interaction, move, self.version, self.session_id)
        )


class PageButton(
    Gated,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"scheids:page:(?P<sid>\d+):(?P<page>\d+)",
):
    """Another page of a hand's moves (more than four menus of 25 hold)."""

    def __init__(self, session_id: int, page: int, label: str = "Page", current: bool = False):
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.primary if current else discord.ButtonStyle.secondary,
                custom_id=f"scheids:page:{session_id}:{page}",
                disabled=current,
            )
        )
        self.session_id = session_id
        self.page = page

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> PageButton:
        return cls(int(match["sid"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await run_click(interaction, lambda f: f.hand_page(interaction, self.session_id, self.page))


class TakeoverButton(
    Gated,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"scheids:seat:(?P<verdict>allow|refuse):(?P<sid>\d+):(?P<n>\d+):(?P<uid>\d+)",
):
    """Allow / Refuse on a request to take over computer seat `ai:N`.

    No version in the id, unlike the table buttons: every move bumps the
    version, and a request must stay answerable while the game goes on. The
    service checks the seat is still free when the host clicks instead.
    """

    def __init__(
        self, verdict: str, session_id: int, number: int, user: str, words: Words = ENGLISH
    ) -> None:
        allow = verdict == "allow"
        super().__init__(
            discord.ui.Button(
                label=words.t("Allow") if allow else words.t("Refuse"),
                style=discord.ButtonStyle.success if allow else discord.ButtonStyle.danger,
                custom_id=f"scheids:seat:{verdict}:{session_id}:{number}:{user}",
            )
        )
        self.allow = allow
        self.session_id = session_id
        self.seat = f"ai:{number}"
        self.user = user

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> TakeoverButton:
        return cls(match["verdict"], int(match["sid"]), int(match["n"]), match["uid"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await run_click(
            interaction,
            lambda f: f.takeover_verdict(
                interaction, self.allow, self.session_id, self.seat, self.user
            ),
        )


def takeover_view(session_id: int, seat: str, user: str, words: Words = ENGLISH) -> discord.ui.View:
    number = int(seat.partition(":")[2])
    view = discord.ui.View(timeout=None)
    for verdict in ("allow", "refuse"):
        view.add_item(TakeoverButton(verdict, session_id, number, user, words))
    return view


def table_view(row: SessionRow, words: Words = ENGLISH) -> discord.ui.View | None:
    """The buttons under the table message for the session's state."""
    if row.status == "lobby":
        actions: tuple[str, ...] = ("join", "leave", "addbot", "start")
    elif row.status == "running":
        actions = ("hand",)
    elif row.status == "over":
        actions = ("rematch",)
    else:
        return None
    view = discord.ui.View(timeout=None)
    for action in actions:
        view.add_item(TableButton(action, row.id, row.version, words))
    return view


def hand_view(
    row: SessionRow, choices: Sequence[tuple[str, str]], page: int = 0, words: Words = ENGLISH
) -> discord.ui.View | None:
    """Menus of (move, label) pairs: every legal move reachable, four menus of 25 per
    page and page buttons beyond that (Discord allows 5 rows of components)."""
    if not choices:
        return None
    pages = max(1, -(-len(choices) // PAGE_SIZE))
    page = min(max(page, 0), pages - 1)
    shown = choices[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
    view = discord.ui.View(timeout=None)
    for part in range(0, len(shown), SELECT_LIMIT):
        menu = MoveSelect(
            row.id, row.version, part // SELECT_LIMIT, shown[part : part + SELECT_LIMIT], words
        )
        view.add_item(menu)
    if pages > 1:
        for number in range(min(pages, 5)):
            first = number * PAGE_SIZE + 1
            last = min(len(choices), (number + 1) * PAGE_SIZE)
            label = words.t("Moves {first}-{last}", first=first, last=last)
            view.add_item(PageButton(row.id, number, label, current=number == page))
    return view
