"""`/leaderboard` (from the standings table, kept with every result) and `/ledger`."""

from __future__ import annotations

from typing import Any, Literal

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot import render
from bot.cogs import game_choices
from bot.flows import Flows
from games.message import Words, marked
from i18n.stored import loads

Interaction = discord.Interaction[Any]
# How each metric is named, in the leaderboard's header and as the option's choices.
METRIC_NAMES = {"wins": marked("wins"), "points": marked("points"), "money": marked("money")}
METRICS = [
    app_commands.Choice(name=locale_str(name), value=value) for value, name in METRIC_NAMES.items()
]
REASON_LIMIT = 200


def _value(metric: str, value: int, games: int, words: Words, by_computer: int = 0) -> str:
    if metric == "money":
        return render.euros(value, words)
    if metric == "points":
        return words.tn("{n} point", "{n} points", value)
    text = words.t(
        "{wins} in {games}",
        wins=words.tn("{n} win", "{n} wins", value),
        games=words.tn("{n} game", "{n} games", games),
    )
    if by_computer:
        text += ", " + words.t("{n} finished by computer", n=by_computer)
    return text


class StandingsCog(commands.Cog):
    def __init__(self, flows: Flows) -> None:
        self.flows = flows
        self.repo = flows.repo

    @app_commands.command(
        name=locale_str("leaderboard"), description=locale_str("This server's standings")
    )
    @app_commands.rename(game=locale_str("game"), metric=locale_str("metric"))
    @app_commands.describe(
        game=locale_str("Only this game"), metric=locale_str("wins, points or money")
    )
    @app_commands.choices(game=game_choices(), metric=METRICS)
    @app_commands.guild_only()
    async def leaderboard(
        self, interaction: Interaction, game: str | None = None, metric: str | None = None
    ) -> None:
        """Posted in the channel, so in the server's language."""
        chosen: Literal["wins", "points", "money"] = "wins"
        if metric == "points":
            chosen = "points"
        elif metric == "money":
            chosen = "money"
        guild = interaction.guild_id or 0
        said = await self.flows.channel_words(guild)
        rows = await self.repo.leaderboard(guild, chosen, game)
        game_cls = self.flows.tables.registry.get(game) if game else None
        head = said.t(
            "**Leaderboard** · {metric} · {scope}",
            metric=said.t(METRIC_NAMES[chosen]),
            scope=game_cls.title if game_cls else said.t("all games"),
        )
        if not rows:
            body = said.t("No finished games yet.")
        else:
            body = "\n".join(
                f"{i}. {render.player_label(r.player, words=said)}: "
                + _value(chosen, r.value, r.games, said, r.by_computer)
                for i, r in enumerate(rows, start=1)
            )
        await self.flows.public(interaction, f"{head}\n{body}", quiet=True)

    @app_commands.command(
        name=locale_str("ledger"),
        description=locale_str("A player's money and points on this server"),
    )
    @app_commands.rename(player=locale_str("player"))
    @app_commands.describe(player=locale_str("Whose history (default: yours)"))
    @app_commands.guild_only()
    async def ledger(self, interaction: Interaction, player: discord.User | None = None) -> None:
        """Per game: its totals (points of different games never add up), then the
        latest entries with their dates and reasons in names, never cut inside one.
        Only the asker sees it, in their language."""
        said = self.flows.reader(interaction)
        guild = interaction.guild_id or 0
        who = str((player or interaction.user).id)
        summary = await self.repo.ledger_for(guild, who, limit=30)
        totals = await self.repo.ledger_by_game(guild, who)
        name = await self.flows.names.display_name(guild, who, said)
        lines = [
            said.t(
                "**Ledger** of {name} · money in all games {money}",
                name=name,
                money=render.euros(summary.money, said),
            )
        ]
        registry = self.flows.tables.registry
        for game, amounts in totals.items():
            title = registry[game].title if game in registry else game
            bits = []
            if "eur_cent" in amounts:
                bits.append(render.euros(amounts["eur_cent"], said))
            if "points" in amounts:
                bits.append(render.points(amounts["points"], said))
            lines.append(f"\n**{title}**: {', '.join(bits)}")
            for r in [r for r in summary.rows if r.game == game]:
                amount = (
                    render.euros(r.amount, said)
                    if r.currency == "eur_cent"
                    else render.points(r.amount, said)
                )
                mark = " " + render.finished_mark(said) if r.by_computer else ""
                stamp = f"<t:{_epoch(r.created_at)}:d>"
                reason = await self.flows.names.name_mentions(
                    guild, _reason(r.message, r.reason, game, said), said
                )
                lines.append(f"{stamp} {amount} · {reason}{mark}")
        if not totals:
            lines.append(said.t("Nothing settled yet."))
        parts = render.chunks(lines)
        for part in parts:
            await self.flows.private(interaction, part)


def _reason(message: str | None, english: str, game: str, words: Words) -> str:
    """What an entry was for, in the reader's language when it was kept as a message;
    entries from before that read as they were written."""
    if message is not None:
        try:
            return render.cut_words(words.say(loads(message)), REASON_LIMIT)
        except ValueError:
            pass
    return english.partition(": ")[2] if english.startswith(f"{game}: ") else english


def _epoch(stamp: str) -> int:
    from datetime import UTC, datetime

    when = datetime.fromisoformat(stamp)
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return int(when.timestamp())


async def setup(bot: Any) -> None:
    await bot.add_cog(StandingsCog(bot.flows))
