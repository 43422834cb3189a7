"""`/settings language`: the language of a server's tables and announcements."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.errors import Refusal
from bot.flows import Flows
from games.message import Words, marked, t
from i18n import LANGUAGES, NAMES, Language

Interaction = discord.Interaction[Any]
# Each language as the other languages call it.
LANGUAGE_NAMES: dict[Language, str] = {"en": marked("English"), "nl": marked("Dutch")}


def language_name(lang: Language, words: Words) -> str:
    return words.t(LANGUAGE_NAMES[lang])


@app_commands.guild_only()
class SettingsCog(
    commands.GroupCog,
    group_name=locale_str("settings"),
    group_description=locale_str("This server's settings"),
):
    def __init__(self, flows: Flows) -> None:
        self.flows = flows
        super().__init__()

    @app_commands.command(
        name=locale_str("language"),
        description=locale_str("The language of this server's tables and announcements"),
    )
    @app_commands.rename(language=locale_str("language"))
    @app_commands.describe(
        language=locale_str("Server managers: the new language; leave empty to see the current one")
    )
    @app_commands.choices(
        language=[app_commands.Choice(name=NAMES[lang], value=lang) for lang in LANGUAGES]
    )
    async def language(self, interaction: Interaction, language: str | None = None) -> None:
        """Anyone may ask; only members with Manage Server may change it. A change is
        announced in the channel in the new language, and open tables follow."""
        guild = interaction.guild_id or 0
        langs = self.flows.langs
        if language is None:
            await self.tell(interaction, guild)
            return
        if not interaction.permissions.manage_guild:
            raise Refusal(t("Only server managers (Manage Server) can change the language."))
        chosen: Language = "nl" if language == "nl" else "en"
        await langs.choose(guild, chosen)
        said = await self.flows.channel_words(guild)
        who = await self.flows.names.display_name(guild, str(interaction.user.id), said)
        text = said.t(
            "{user} set this server's language to {language}: tables and announcements "
            "here are in {language} now. Private answers follow each person's Discord language.",
            user=who,
            language=language_name(chosen, said),
        )
        await self.flows.public(interaction, text, quiet=True)
        for row in await self.flows.repo.open_sessions():
            if row.guild_id == guild:
                self.flows.refresh_table(row)

    async def tell(self, interaction: Interaction, guild: int) -> None:
        """The server's language and where it comes from, to the asker alone."""
        said = self.flows.reader(interaction)
        langs = self.flows.langs
        chosen = await langs.chosen(guild)
        if chosen is not None:
            source = said.t("chosen by a server manager")
        elif langs.discord_locale(guild) is not None:
            source = said.t("the server's language on Discord")
        else:
            source = said.t("the default")
        text = said.t(
            "Tables and announcements on this server are in {language} ({source}). "
            "Server managers change it with `/settings language`.",
            language=language_name(await langs.server(guild), said),
            source=source,
        )
        await self.flows.private(interaction, text)


async def setup(bot: Any) -> None:
    await bot.add_cog(SettingsCog(bot.flows))
