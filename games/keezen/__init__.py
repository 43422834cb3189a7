"""Kruizkeezen (registry name `keezen`)."""

from games.keezen.engine import Keezen
from games.registry import register

register(Keezen)

__all__ = ["Keezen"]
