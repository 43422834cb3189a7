"""Pandoer, the Dutch 33-card bidding game (house rules of seed 002)."""

from games.pandoer.engine import Pandoer

__all__ = ["Pandoer"]
