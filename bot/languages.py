"""Which language the bot speaks to whom.

Private answers (ephemeral replies, hands, refusals, DMs) follow the reader's
Discord client (`interaction.locale`). Public messages in a server's channels
(the table, announcements, results, the leaderboard) follow the server: the
language a manager chose with `/settings language`, else the server's Discord
locale, else English. People are remembered by the last locale they acted
with, for what reaches them outside an interaction (a hand refreshed by
someone else's move); someone never seen reads the server's language.

A server's choice is read from the database once and kept here; this process
changes it in both places. Another process sharing the database (shards) sees
a change after its own restart.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from i18n import LANGUAGES, Language, language_of

if TYPE_CHECKING:
    from storage.repository import Repository

# People remembered at most, so a long-running process keeps a bounded map.
PEOPLE_KEPT = 100_000


class Languages:
    def __init__(self, client: discord.Client, repo: Repository) -> None:
        self.client = client
        self.repo = repo
        self._chosen: dict[int, Language | None] = {}
        self._guild_locales: dict[int, Language] = {}
        self._people: dict[str, Language] = {}

    def reader(self, interaction: discord.Interaction[Any]) -> Language:
        """The language of the person behind `interaction`, remembered for later."""
        lang = language_of(interaction.locale)
        user = str(interaction.user.id)
        if self._people.get(user) != lang:
            if len(self._people) >= PEOPLE_KEPT:
                self._people.clear()
            self._people[user] = lang
        if interaction.guild_id is not None and interaction.guild_locale is not None:
            self._guild_locales[interaction.guild_id] = language_of(interaction.guild_locale)
        return lang

    async def chosen(self, guild_id: int) -> Language | None:
        """The language a server manager set for the server, if any."""
        if guild_id not in self._chosen:
            stored = await self.repo.guild_language(guild_id)
            self._chosen[guild_id] = _known(stored)
        return self._chosen[guild_id]

    def discord_locale(self, guild_id: int) -> Language | None:
        """The server's own Discord locale, as the gateway or an interaction told it."""
        guild = self.client.get_guild(guild_id)
        if guild is not None and guild.preferred_locale is not None:
            return language_of(guild.preferred_locale)
        return self._guild_locales.get(guild_id)

    async def server(self, guild_id: int) -> Language:
        """The language of the server's channels."""
        return await self.chosen(guild_id) or self.discord_locale(guild_id) or "en"

    async def person(self, user: str, guild_id: int) -> Language:
        """A person's language outside an interaction: as last seen, else the server's."""
        return self._people.get(user) or await self.server(guild_id)

    async def choose(self, guild_id: int, lang: Language) -> None:
        await self.repo.set_guild_language(guild_id, lang)
        self._chosen[guild_id] = lang


def _known(stored: str | None) -> Language | None:
    for lang in LANGUAGES:
        if stored == lang:
            return lang
    return None
