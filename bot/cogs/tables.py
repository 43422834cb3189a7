"""`/game ...`: open, join, leave, fill, start, inspect and end a table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.cogs import game_choices
from games import aliases
from games.ai import is_computer

if TYPE_CHECKING:
    from bot.app import ScheidsBot

Interaction = discord.Interaction["ScheidsBot"]


@app_commands.guild_only()
class TablesCog(commands.GroupCog, group_name="game", group_description="Card game tables"):
    def __init__(self, bot: ScheidsBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="new", description="Open a game lobby in this channel")
    @app_commands.describe(game="Which game", options="House rules, e.g. key=value key2=value")
    async def new(
        self, interaction: Interaction, game: str | None = None, options: str | None = None
    ) -> None:
        first = next(iter(self.bot.tables.registry), "")
        name = (aliases.game_key(game) or game) if game else first
        await self.bot.flows.open(interaction, name, options)

    @new.autocomplete("game")
    async def new_game(self, _: Interaction, typed: str) -> list[app_commands.Choice[str]]:
        """Games by any of their spellings (`kruizkeezen`, `meijerijen`)."""
        titles = aliases.titles()
        return [app_commands.Choice(name=titles[k], value=k) for k in aliases.matching_keys(typed)]

    @app_commands.command(name="join", description="Take a seat at this channel's table")
    async def join(self, interaction: Interaction) -> None:
        await self.bot.flows.lobby(interaction, "join")

    @app_commands.command(name="leave", description="Give up your seat in the lobby")
    async def leave(self, interaction: Interaction) -> None:
        await self.bot.flows.lobby(interaction, "leave")

    @app_commands.command(name="addbot", description="Host: seat a computer player")
    async def addbot(self, interaction: Interaction) -> None:
        await self.bot.flows.lobby(interaction, "addbot")

    @app_commands.command(name="kick", description="Host: remove a seat (default: last computer)")
    @app_commands.describe(player="Who to remove; leave empty to remove the last computer seat")
    async def kick(self, interaction: Interaction, player: discord.User | None = None) -> None:
        target = str(player.id) if player is not None else None
        if target is None:
            row = await self.bot.repo.open_session(interaction.channel_id or 0)
            computers = [p for p in row.seats if is_computer(p)] if row else []
            if not computers:
                await self.bot.flows.private(
                    interaction, "Name the player to remove; there is no computer seat."
                )
                return
            target = computers[-1]
        await self.bot.flows.lobby(interaction, "kick", target=target)

    @app_commands.command(name="start", description="Host: deal and start the game")
    async def start(self, interaction: Interaction) -> None:
        await self.bot.flows.start(interaction)

    @app_commands.command(name="status", description="The table as everyone may see it")
    async def status(self, interaction: Interaction) -> None:
        flows = self.bot.flows
        channel = interaction.channel_id or 0
        found = await flows.guarded(interaction, self.bot.tables.status(channel))
        if found is None:
            return
        row, game = found
        from bot.ui import table_view

        await flows.public(interaction, flows.table_text(row, game), table_view(row), quiet=True)

    @app_commands.command(name="end", description="Host or server manager: stop this session")
    async def end(self, interaction: Interaction) -> None:
        flows = self.bot.flows
        perms = interaction.permissions
        found = await flows.guarded(
            interaction,
            self.bot.tables.end(
                interaction.channel_id or 0, str(interaction.user.id), perms.manage_guild
            ),
        )
        if found is None:
            return
        row, game = found
        await flows.public(
            interaction,
            f"{render.player_label(str(interaction.user.id))} ended the game. "
            "Whatever was settled stays settled.",
        )
        await flows.refresh_table(row, game)

    @app_commands.command(name="rules", description="A game's rules summary")
    @app_commands.describe(game="Which game (default: the one at this table)")
    @app_commands.choices(game=game_choices())
    async def rules(self, interaction: Interaction, game: str | None = None) -> None:
        name = game
        if name is None:
            row = await self.bot.repo.open_session(interaction.channel_id or 0)
            name = row.game if row else next(iter(self.bot.tables.registry), "")
        cls = self.bot.tables.registry.get(name)
        if cls is None:
            await self.bot.flows.private(interaction, "There is no such game here.")
            return
        await self.bot.flows.private(interaction, render.rules_text(cls))
