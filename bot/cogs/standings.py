"""`/leaderboard` (from the standings table, kept with every result) and `/ledger`."""

from __future__ import annotations

from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.cogs import game_choices
from bot.flows import Flows

Interaction = discord.Interaction[Any]
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
    def __init__(self, flows: Flows) -> None:
        self.flows = flows
        self.repo = flows.repo

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
        rows = await self.repo.leaderboard(interaction.guild_id or 0, chosen, game)
        game_cls = self.flows.tables.registry.get(game) if game else None
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
        await self.flows.public(interaction, f"{head}\n{body}", quiet=True)

    @app_commands.command(name="ledger", description="A player's money and points on this server")
    @app_commands.describe(player="Whose history (default: yours)")
    @app_commands.guild_only()
    async def ledger(self, interaction: Interaction, player: discord.User | None = None) -> None:
        """Per game: its totals (points of different games never add up), then the
        latest entries with their dates and reasons in names, never cut inside one."""
        guild = interaction.guild_id or 0
        who = str((player or interaction.user).id)
        summary = await self.repo.ledger_for(guild, who, limit=30)
        totals = await self.repo.ledger_by_game(guild, who)
        name = await self.flows.names.display_name(guild, who)
        lines = [f"**Ledger** of {name} · money in all games {render.euros(summary.money)}"]
        registry = self.flows.tables.registry
        for game, amounts in totals.items():
            title = registry[game].title if game in registry else game
            bits = []
            if "eur_cent" in amounts:
                bits.append(render.euros(amounts["eur_cent"]))
            if "points" in amounts:
                bits.append(render.points(amounts["points"]))
            lines.append(f"\n**{title}**: {', '.join(bits)}")
            for r in [r for r in summary.rows if r.game == game]:
                amount = (
                    render.euros(r.amount) if r.currency == "eur_cent" else render.points(r.amount)
                )
                mark = f" {render.FINISHED_BY_COMPUTER}" if r.by_computer else ""
                reason = (
                    r.reason.partition(": ")[2] if r.reason.startswith(f"{game}: ") else r.reason
                )
                stamp = f"<t:{_epoch(r.created_at)}:d>"
                reason = await self.flows.names.name_mentions(guild, reason)
                lines.append(f"{stamp} {amount} · {reason}{mark}")
        if not totals:
            lines.append("Nothing settled yet.")
        parts = render.chunks(lines)
        for part in parts:
            await self.flows.private(interaction, part)


def _epoch(stamp: str) -> int:
    from datetime import UTC, datetime

    when = datetime.fromisoformat(stamp)
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return int(when.timestamp())


async def setup(bot: Any) -> None:
    await bot.add_cog(StandingsCog(bot.flows))
