"""Kruizkeezen (registry name `keezen`)."""

from games.keezen.engine import Keezen

__all__ = ["Keezen"]
