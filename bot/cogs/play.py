"""`/hand` and `/play`: a player's private hand and their moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

if TYPE_CHECKING:
    from bot.app import ScheidsBot

Interaction = discord.Interaction["ScheidsBot"]
AUTOCOMPLETE_LIMIT = 25


class PlayCog(commands.Cog):
    def __init__(self, bot: ScheidsBot) -> None:
        self.bot = bot

    @app_commands.command(name="hand", description="Your hand and legal moves (only you see it)")
    @app_commands.guild_only()
    async def hand(self, interaction: Interaction) -> None:
        await self.bot.flows.hand(interaction)

    @app_commands.command(name="play", description="Make a move")
    @app_commands.describe(move="Your move, e.g. from /hand")
    @app_commands.guild_only()
    async def play(self, interaction: Interaction, move: str) -> None:
        await self.bot.flows.play(interaction, move)

    @play.autocomplete("move")
    async def move_autocomplete(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        moves = await self.bot.tables.legal_moves(
            interaction.channel_id or 0, str(interaction.user.id)
        )
        typed = " ".join(current.lower().split())
        if typed:
            starts = [m for m in moves if m.lower().startswith(typed)]
            inside = [m for m in moves if typed in m.lower() and m not in starts]
            moves = starts + inside
        return [
            app_commands.Choice(name=m[:100], value=m[:100]) for m in moves[:AUTOCOMPLETE_LIMIT]
        ]
