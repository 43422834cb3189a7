"""User errors: a refusal with a reason fit to show the person who asked.

Raised from the flows as an `app_commands.AppCommandError`, so the command tree's
one error handler answers it (ephemerally); component callbacks route theirs to
the same answer. Nothing was changed when one is raised.
"""

from __future__ import annotations

from discord import app_commands


class Refusal(app_commands.AppCommandError):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
