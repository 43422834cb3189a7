"""Slash commands in Dutch: names, descriptions, options and choices from the catalog.

Commands are written in English with `app_commands.locale_str` (which `pybabel
extract` finds); Discord shows each person the localisation for their client's
language. The English names are what the bot receives whatever the client
shows, so they stay the commands' real names.
"""

from __future__ import annotations

import logging
import re

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from i18n import words

log = logging.getLogger(__name__)

# Discord's rule for command and option names.
VALID_NAME = re.compile(r"^[-_\w]{1,32}$")
NAMES = (Where.command_name, Where.group_name, Where.parameter_name)


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        if locale is not discord.Locale.dutch:
            return None
        text = words("nl").lookup(string.message)
        if text == string.message:
            return None  # not in the catalog, or the same in Dutch: Discord shows the English
        if context.location in NAMES and (text != text.lower() or not VALID_NAME.match(text)):
            log.warning("not a valid command or option name, left English: %r", text)
            return None
        return text
