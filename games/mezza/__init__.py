"""Mezza: the climbing card game with half cards (registry key `mezza`)."""

from games.mezza.engine import Mezza
from games.registry import register

register(Mezza)

__all__ = ["Mezza"]
