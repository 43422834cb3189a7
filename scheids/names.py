"""Turning engine texts into text for people away from Discord.

Engines write players as `<@id>`. Discord renders human ids itself; every
other front end (the terminal table, simulations, the bot for computer seats)
maps ids to names here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

_MENTION = re.compile(r"<@([^<>\s]+)>")


def computer_name(player: str) -> str:
    """`ai:2` -> `Computer 2`."""
    return "Computer " + player.removeprefix("ai:")


def replace_mentions(text: str, name: Callable[[str], str]) -> str:
    return _MENTION.sub(lambda m: name(m.group(1)), text)


def namer(names: Mapping[str, str]) -> Callable[[str], str]:
    """A name function from a mapping, falling back to the computer name or the id."""

    def name(player: str) -> str:
        if player in names:
            return names[player]
        return computer_name(player) if player.startswith("ai:") else player

    return name
