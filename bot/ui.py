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
from typing import TYPE_CHECKING, Any

import discord

# Clicks pass the gate that stops the bot cleanly (bot.lifecycle).
from bot.lifecycle import Gated

if TYPE_CHECKING:
    from bot.app import ScheidsBot
    from storage.repository import SessionRow

TABLE_ACTIONS = ("join", "leave", "addbot", "start", "hand", "rematch")
_LABELS = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "addbot": ("Add computer", discord.ButtonStyle.secondary),
    "start": ("Start", discord.ButtonStyle.primary),
    "hand": ("My hand", discord.ButtonStyle.primary),
    "rematch": ("Rematch", discord.ButtonStyle.success),
}
SELECT_LIMIT = 25


def table_custom_id(action: str, session_id: int, version: int) -> str:
    return f"scheids:{action}:{session_id}:{version}"


class TableButton(
    Gated,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"scheids:(?P<action>join|leave|addbot|start|hand|rematch):(?P<sid>\d+):(?P<ver>\d+)",
):
    def __init__(self, action: str, session_id: int, version: int) -> None:
        label, style = _LABELS[action]
        super().__init__(
            discord.ui.Button(
                label=label, style=style, custom_id=table_custom_id(action, session_id, version)
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
        bot: ScheidsBot = interaction.client
        try:
            await bot.flows.table_button(interaction, self.action, self.session_id, self.version)
        except Exception as exc:
            await bot.flows.failed(interaction, exc)


class MoveSelect(
    Gated,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"scheids:move:(?P<sid>\d+):(?P<ver>\d+)",
):
    """A menu of the player's legal moves on their private hand message."""

    def __init__(self, session_id: int, version: int, moves: list[str] | None = None) -> None:
        options = [
            discord.SelectOption(label=m[:100], value=m[:100]) for m in (moves or [])[:SELECT_LIMIT]
        ]
        super().__init__(
            discord.ui.Select(
                custom_id=f"scheids:move:{session_id}:{version}",
                placeholder="Choose a move",
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
        return cls(int(match["sid"]), int(match["ver"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot: ScheidsBot = interaction.client
        data: Any = interaction.data or {}
        values = data.get("values") or []
        move = str(values[0]) if values else ""
        try:
            await bot.flows.play(
                interaction, move, version=self.version, session_id=self.session_id
            )
        except Exception as exc:
            await bot.flows.failed(interaction, exc)


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

    def __init__(self, verdict: str, session_id: int, number: int, user: str) -> None:
        allow = verdict == "allow"
        super().__init__(
            discord.ui.Button(
                label="Allow" if allow else "Refuse",
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
        bot: ScheidsBot = interaction.client
        try:
            await bot.flows.takeover_verdict(
                interaction, self.allow, self.session_id, self.seat, self.user
            )
        except Exception as exc:
            await bot.flows.failed(interaction, exc)


def takeover_view(session_id: int, seat: str, user: str) -> discord.ui.View:
    number = int(seat.partition(":")[2])
    view = discord.ui.View(timeout=None)
    for verdict in ("allow", "refuse"):
        view.add_item(TakeoverButton(verdict, session_id, number, user))
    return view


def table_view(row: SessionRow) -> discord.ui.View | None:
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
        view.add_item(TableButton(action, row.id, row.version))
    return view


def hand_view(row: SessionRow, moves: list[str]) -> discord.ui.View | None:
    if not moves:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(MoveSelect(row.id, row.version, moves))
    return view
