"""User errors: a refusal with a reason fit to show the person who asked.

Raised from the flows as an `app_commands.AppCommandError`, so the command tree's
one error handler answers it (ephemerally, in the asker's language); component
callbacks route theirs to the same answer. Nothing was changed when one is raised.
"""

from __future__ import annotations

from discord import app_commands

from bot.render import Aliases, names
from games.message import Msg, t


class Refusal(app_commands.AppCommandError):
    """`message` says why; `aliases` maps the computer seats it mentions to the
    people who took them over; `reason` is the English text, for logs."""

    def __init__(self, message: Msg | str, aliases: Aliases = None) -> None:
        self.message = t(message) if isinstance(message, str) else message
        self.aliases = aliases
        self.reason = names(self.message.english(), aliases)
        super().__init__(self.reason)
