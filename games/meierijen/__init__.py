"""MeieRijen, the Dutch two-deck race with pawns (registry key `meierijen`)."""

from games.meierijen.ai import choose
from games.meierijen.engine import MeieRijen

__all__ = ["MeieRijen", "choose"]
