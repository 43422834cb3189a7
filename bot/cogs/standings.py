"""`/leaderboard` (from the standings table, kept with every result) and `/ledger`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.cogs import game_choices

if TYPE_CHECKING:
    from bot.app import ScheidsBot

Interaction = discord.Interaction["ScheidsBot"]
METRICS = [app_commands.Choice(name=n, value=n) for n in ("wins", "points", "money")]


def _value(metric: str, value: int, games: int, by_computer: int = 0) -> str:
    if metric == "money":
        return render.euros(value)
    if metric == "points":
        return f"{value} points"
    wins = "win" if value == 1 else "wins"
    text = f"{value} {wins} in {games} {'game' if games == 1 else 'games'}"
    if by_computer:
        text += f", {by_computer} {render.FINISHED_BY_COMPUTER[1:-1]}"
    return text


class StandingsCog(commands.Cog):
    def __init__(self, bot: ScheidsBot) -> None:
        self.bot = bot

    @app_commands.command(name="leaderboard", description="This server's standings")
    @app_commands.describe(game="Only this game", metric="wins, points or money")
    @app_commands.choices(game=game_choices(), metric=METRICS)
    @app_commands.guild_only()
    async def leaderboard(
        self, interaction: Interaction, game: str | None = None, metric: str | None = None
    ) -> None:
        chosen: Literal["wins", "points", "money"] = "wins"
        if metric == "points":
            chosen = "points"
        elif metric == "money":
            chosen = "money"
        rows = await self.bot.repo.leaderboard(interaction.guild_id or 0, chosen, game)
        game_cls = self.bot.tables.registry.get(game) if game else None
        scope = game_cls.title if game_cls else "all games"
        head = f"**Leaderboard** · {chosen} · {scope}"
        if not rows:
            body = "No finished games yet."
        else:
            body = "\n".join(
                f"{i}. {render.player_label(r.player)}: "
                + _value(chosen, r.value, r.games, r.by_computer)
                for i, r in enumerate(rows, start=1)
            )
        await self.bot.flows.public(interaction, f"{head}\n{body}", quiet=True)

    @app_commands.command(name="ledger", description="A player's money and points on this server")
    @app_commands.describe(player="Whose history (default: yours)")
    @app_commands.guild_only()
    async def ledger(self, interaction: Interaction, player: discord.User | None = None) -> None:
        who = str((player or interaction.user).id)
        summary = await self.bot.repo.ledger_for(interaction.guild_id or 0, who)
        lines = [
            f"**Ledger** of {render.player_label(who)}: money {render.euros(summary.money)}, "
            f"points {summary.points}"
        ]
        for r in summary.rows:
            amount = render.euros(r.amount) if r.currency == "eur_cent" else render.points(r.amount)
            mark = f" {render.FINISHED_BY_COMPUTER}" if r.by_computer else ""
            lines.append(
                f"`{r.created_at[:16].replace('T', ' ')}` {amount} · {render.names(r.reason)}{mark}"
            )
        if not summary.rows:
            lines.append("Nothing settled yet.")
        await self.bot.flows.private(interaction, render.chunks(lines)[0])
