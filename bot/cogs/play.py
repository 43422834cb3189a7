"""`/hand` and `/play`: a player's private hand and their moves."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.flows import Flows

Interaction = discord.Interaction[Any]
AUTOCOMPLETE_LIMIT = 25


class PlayCog(commands.Cog):
    def __init__(self, flows: Flows) -> None:
        self.flows = flows

    @app_commands.command(
        name=locale_str("hand"),
        description=locale_str("Your hand and legal moves (only you see it)"),
    )
    @app_commands.guild_only()
    async def hand(self, interaction: Interaction) -> None:
        await self.flows.hand(interaction)

    @app_commands.command(name=locale_str("play"), description=locale_str("Make a move"))
    @app_commands.rename(move=locale_str("move"))
    @app_commands.describe(move=locale_str("Your move, e.g. from /hand"))
    @app_commands.guild_only()
    async def play(self, interaction: Interaction, move: str) -> None:
        await self.flows.play(interaction, move)

    @play.autocomplete("move")
    async def move_autocomplete(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The legal moves in words (value: the canonical move), matched on both."""
        choices = await self.flows.choices_for(
            interaction.channel_id or 0,
            str(interaction.user.id),
            self.flows.langs.reader(interaction),
        )
        typed = " ".join(current.lower().split())
        if typed:
            starts = [
                c for c in choices if c[0].startswith(typed) or c[1].lower().startswith(typed)
            ]
            inside = [
                c for c in choices if c not in starts and (typed in c[0] or typed in c[1].lower())
            ]
            choices = starts + inside
        return [
            app_commands.Choice(name=label[:100], value=move[:100])
            for move, label in choices[:AUTOCOMPLETE_LIMIT]
        ]


async def setup(bot: Any) -> None:
    await bot.add_cog(PlayCog(bot.flows))
