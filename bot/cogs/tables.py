"""`/game ...`: open, join, leave, fill, start, inspect and end a table."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot import embeds, render
from bot.cogs import game_choices
from bot.errors import Refusal
from bot.flows import Flows
from bot.tables import NO_SESSION
from games import aliases
from games.ai import DEFAULT_LEVEL, is_computer
from games.message import t

Interaction = discord.Interaction[Any]
# Discord: at most 10 embeds and 6,000 embed characters per message.
EMBEDS_PER_MESSAGE = 10
EMBED_CHARACTERS = 6000


def embed_messages(items: list[discord.Embed]) -> list[list[discord.Embed]]:
    """Group embeds into as few messages as Discord's per-message limits allow."""
    out: list[list[discord.Embed]] = []
    size = 0
    for embed in items:
        length = len(embed)
        if not out or len(out[-1]) >= EMBEDS_PER_MESSAGE or size + length > EMBED_CHARACTERS:
            out.append([])
            size = 0
        out[-1].append(embed)
        size += length
    return out


@app_commands.guild_only()
class TablesCog(
    commands.GroupCog,
    group_name=locale_str("game"),
    group_description=locale_str("Card game tables"),
):
    def __init__(self, flows: Flows) -> None:
        self.flows = flows
        self.tables = flows.tables
        super().__init__()

    @app_commands.command(
        name=locale_str("new"), description=locale_str("Open a game lobby in this channel")
    )
    @app_commands.rename(game=locale_str("game"), options=locale_str("options"))
    @app_commands.describe(
        game=locale_str("Which game"),
        options=locale_str("House rules, e.g. key=value key2=value"),
    )
    async def new(
        self, interaction: Interaction, game: str | None = None, options: str | None = None
    ) -> None:
        first = next(iter(self.tables.registry), "")
        name = (aliases.game_key(game) or game) if game else first
        await self.flows.open(interaction, name, options)

    @new.autocomplete("game")
    async def new_game(self, _: Interaction, typed: str) -> list[app_commands.Choice[str]]:
        """Games by any of their spellings (`kruizkeezen`, `meijerijen`)."""
        titles = aliases.titles()
        return [app_commands.Choice(name=titles[k], value=k) for k in aliases.matching_keys(typed)]

    @app_commands.command(
        name=locale_str("join"), description=locale_str("Take a seat at this channel's table")
    )
    async def join(self, interaction: Interaction) -> None:
        await self.flows.lobby(interaction, "join")

    @app_commands.command(
        name=locale_str("leave"), description=locale_str("Give up your seat in the lobby")
    )
    async def leave(self, interaction: Interaction) -> None:
        await self.flows.lobby(interaction, "leave")

    @app_commands.command(
        name=locale_str("addbot"), description=locale_str("Host: seat a computer player")
    )
    @app_commands.rename(level=locale_str("level"))
    @app_commands.describe(level=locale_str("How well it plays (default: normal)"))
    @app_commands.choices(
        level=[
            app_commands.Choice(name=locale_str("easy"), value="easy"),
            app_commands.Choice(name=locale_str("normal"), value="normal"),
            app_commands.Choice(name=locale_str("hard"), value="hard"),
        ]
    )
    async def addbot(self, interaction: Interaction, level: str = DEFAULT_LEVEL) -> None:
        await self.flows.lobby(interaction, "addbot", level=level)

    @app_commands.command(
        name=locale_str("kick"),
        description=locale_str("Host: remove a seat (default: last computer)"),
    )
    @app_commands.rename(player=locale_str("player"))
    @app_commands.describe(
        player=locale_str("Who to remove; leave empty to remove the last computer seat")
    )
    async def kick(self, interaction: Interaction, player: discord.User | None = None) -> None:
        target = str(player.id) if player is not None else None
        if target is None:
            row = await self.flows.repo.open_session(interaction.channel_id or 0)
            computers = [p for p in row.seats if is_computer(p)] if row else []
            if not computers:
                raise Refusal(t("Name the player to remove; there is no computer seat."))
            target = computers[-1]
        await self.flows.lobby(interaction, "kick", target=target)

    @app_commands.command(
        name=locale_str("start"), description=locale_str("Host: deal and start the game")
    )
    async def start(self, interaction: Interaction) -> None:
        await self.flows.start(interaction)

    @app_commands.command(
        name=locale_str("status"), description=locale_str("The table as everyone may see it")
    )
    async def status(self, interaction: Interaction) -> None:
        """The live table, re-posted here at the bottom; after the end, the result."""
        channel = interaction.channel_id or 0
        row = await self.flows.repo.open_session(channel)
        if row is None:
            last = await self.flows.repo.last_session(channel)
            if last is None:
                raise Refusal(NO_SESSION)
            await self.flows.ended_status(interaction, last)
            return
        found = await self.flows.guarded(interaction, self.tables.status(channel))
        if found is not None:
            await self.flows.answer_table(interaction, *found)

    @app_commands.command(
        name=locale_str("end"), description=locale_str("Host or server manager: stop this session")
    )
    async def end(self, interaction: Interaction) -> None:
        flows = self.flows
        found = await flows.guarded(
            interaction,
            self.tables.end(
                interaction.channel_id or 0,
                str(interaction.user.id),
                interaction.permissions.manage_guild,
            ),
        )
        if found is None:
            return
        row, game = found
        said = await flows.channel_words(row.guild_id)
        who = await flows.names.display_name(row.guild_id, str(interaction.user.id), said)
        text = said.t("{user} ended the game. Whatever was settled stays settled.", user=who)
        await flows.public(interaction, text, quiet=True)
        await flows.live.forget(row.id, row.channel_id)
        flows.refresh_table(row, game)

    @app_commands.command(
        name=locale_str("rules"), description=locale_str("A game's rules summary")
    )
    @app_commands.rename(game=locale_str("game"))
    @app_commands.describe(game=locale_str("Which game (default: the one at this table)"))
    @app_commands.choices(game=game_choices())
    async def rules(self, interaction: Interaction, game: str | None = None) -> None:
        """The whole summary, the moves and every option: as many embeds as it takes."""
        name = game
        if name is None:
            row = await self.flows.repo.open_session(interaction.channel_id or 0)
            name = row.game if row else next(iter(self.tables.registry), "")
        cls = self.tables.registry.get(name)
        if cls is None:
            raise Refusal(t("There is no such game here."))
        for group in embed_messages(embeds.rules_embeds(cls, self.flows.reader(interaction))):
            await self.flows.private(interaction, "", embeds=group)


async def setup(bot: Any) -> None:
    await bot.add_cog(TablesCog(bot.flows))


__all__ = ["TablesCog", "embed_messages", "render"]
