"""Slash commands, one cog per area: tables (/game), play (/hand, /play), standings."""

from __future__ import annotations

from discord import app_commands

import games


def game_choices() -> list[app_commands.Choice[str]]:
    """Choices for `game` options, from the registry as it stands at import."""
    return [
        app_commands.Choice(name=cls.title, value=key)
        for key, cls in list(games.REGISTRY.items())[:25]
    ]
