"""Slash commands in Dutch: the translator reads the catalog, and every command's
Dutch names are names Discord accepts, unique beside each other."""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest
from discord.app_commands import TranslationContext, locale_str
from discord.app_commands import TranslationContextLocation as Where

from bot.translator import CatalogTranslator

NAME = re.compile(r"^[-_\w]{1,32}$")
# The English names are the contract; the bot always receives these.
COMMANDS = {"game", "hand", "play", "leaderboard", "ledger", "settings"}


async def translate(text: str, locale: discord.Locale, where: Where) -> str | None:
    return await CatalogTranslator().translate(
        locale_str(text), locale, TranslationContext(where, None)
    )


async def test_dutch_clients_get_the_catalogs_words() -> None:
    dutch = discord.Locale.dutch
    assert await translate("new", dutch, Where.command_name) == "nieuw"
    assert await translate("Make a move", dutch, Where.command_description) == "Doe een zet"
    assert await translate("wins", dutch, Where.choice_name) == "overwinningen"


@pytest.mark.parametrize(
    ("text", "locale", "where"),
    [
        ("new", discord.Locale.american_english, Where.command_name),
        ("new", discord.Locale.german, Where.command_name),
        ("no such text anywhere", discord.Locale.dutch, Where.command_description),
        ("hand", discord.Locale.dutch, Where.command_name),  # the same word in Dutch
        ("Make a move", discord.Locale.dutch, Where.command_name),  # not a valid name
    ],
)
async def test_anything_else_stays_english(text: str, locale: discord.Locale, where: Where) -> None:
    assert await translate(text, locale, where) is None


def _check_level(options: list[dict[str, Any]], where: str, problems: list[str]) -> None:
    """Names of one level (subcommands, or a command's options) are valid and unique."""
    dutch = [o.get("name_localizations", {}).get("nl", o["name"]) for o in options]
    if len(set(dutch)) != len(dutch):
        problems.append(f"{where}: Dutch names repeat: {dutch}")
    for option in options:
        _check(option, f"{where} {option['name']}", problems)


def _check(item: dict[str, Any], where: str, problems: list[str]) -> None:
    name = item.get("name_localizations", {}).get("nl", item["name"])
    if not NAME.match(name) or name != name.lower():
        problems.append(f"{where}: not a valid name: {name!r}")
    description = item.get("description_localizations", {}).get("nl")
    if item.get("description") and not description:
        problems.append(f"{where}: no Dutch description")
    if description is not None and not 1 <= len(description) <= 100:
        problems.append(f"{where}: Dutch description of {len(description)} characters")
    for choice in item.get("choices", []):
        if len(choice.get("name_localizations", {}).get("nl", choice["name"])) > 100:
            problems.append(f"{where}: Dutch choice too long: {choice}")
    _check_level(item.get("options", []), where, problems)


async def test_every_command_has_valid_dutch_names_and_descriptions(
    world: dict[str, Any],
) -> None:
    tree = world["env"].bot.tree
    translator = CatalogTranslator()
    payloads = [await c.get_translated_payload(tree, translator) for c in tree.get_commands()]
    assert {p["name"] for p in payloads} == COMMANDS
    problems: list[str] = []
    _check_level(payloads, "/", problems)
    assert not problems, "\n".join(problems)
    # What the bot synced to Discord carries them.
    synced = {c["name"]: c for c in world["env"].backend.commands[None].values()}
    assert synced["game"]["name_localizations"] == {"nl": "spel"}
    new = next(o for o in synced["game"]["options"] if o["name"] == "new")
    assert new["name_localizations"] == {"nl": "nieuw"}
