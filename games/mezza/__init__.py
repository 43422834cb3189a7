"""Mezza: the climbing card game with half cards (registry key `mezza`)."""

from games.mezza.engine import Mezza

__all__ = ["Mezza"]
