"""Players by name: server display names for people, numbers for computers.

Mentions do not render in code blocks, embed titles and footers, or pictures,
so everything but the turn ping names people this way. Names are learned from
every interaction (free) and otherwise asked of Discord once, then remembered.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import discord

from bot import render
from bot.seats import person_of
from games.ai import is_computer
from games.message import ENGLISH, Words

if TYPE_CHECKING:
    from storage.repository import SessionRow


class Names:
    def __init__(self, client: discord.Client) -> None:
        self.client = client
        self._known: dict[tuple[int, str], str] = {}

    def learn(self, guild_id: int | None, user: discord.abc.User) -> None:
        if guild_id is not None:
            self._known[(guild_id, str(user.id))] = user.display_name

    async def display_name(self, guild_id: int, user_id: str, words: Words = ENGLISH) -> str:
        """A person's name on this server. Without the members intent the cache
        rarely holds them, so ask Discord once and remember it."""
        if is_computer(user_id):
            return render.computer_name(user_id, words)
        key = (guild_id, user_id)
        name = self._known.get(key)
        if name is not None:
            return name
        guild = self.client.get_guild(guild_id)
        found: discord.abc.User | None = guild.get_member(int(user_id)) if guild else None
        if found is None and guild is not None:
            with contextlib.suppress(discord.HTTPException):
                found = await guild.fetch_member(int(user_id))
        if found is None:
            return words.t("Player {n}", n=user_id[-4:])
        self._known[key] = found.display_name
        return found.display_name

    async def name_mentions(self, guild_id: int, text: str, words: Words = ENGLISH) -> str:
        """Every `<@id>` in `text` as that person's display name on this server."""
        book = {}
        for who in set(render.mentioned(text)):
            if not is_computer(who):
                book[who] = await self.display_name(guild_id, who, words)
        return render.named(text, book, words)

    async def seat_names(self, row: SessionRow, words: Words = ENGLISH) -> dict[str, str]:
        """Names for a picture: people by their server name, computers by number."""
        out = {}
        for seat in row.seats:
            person = person_of(row, seat)
            if is_computer(person):
                out[seat] = words.t("Computer {n}", n=person.partition(":")[2])
            else:
                out[seat] = await self.display_name(row.guild_id, person, words)
        return out

    async def book(self, row: SessionRow, words: Words = ENGLISH) -> dict[str, str]:
        """Seats and the people behind them, by display name (see `render.named`)."""
        book = await self.seat_names(row, words)
        for seat, person in row.takeovers.items():
            book[person] = book.get(seat, person)
        if row.host_id not in book:
            book[row.host_id] = await self.display_name(row.guild_id, row.host_id, words)
        return book
