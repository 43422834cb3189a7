"""Names for player ids away from Discord.

Engines write players as `<@id>`. Discord renders human ids itself; the terminal
table names every seat with `namer` (its screens replace the mentions).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from games.message import ENGLISH, Words


def computer_name(player: str, words: Words = ENGLISH) -> str:
    """`ai:2` -> `Computer 2`."""
    return words.t("Computer {n}", n=player.removeprefix("ai:"))


def namer(names: Mapping[str, str], words: Words = ENGLISH) -> Callable[[str], str]:
    """A name function from a mapping, falling back to the computer name or the id."""

    def name(player: str) -> str:
        if player in names:
            return names[player]
        return computer_name(player, words) if player.startswith("ai:") else player

    return name
