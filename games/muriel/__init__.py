"""Muriel: a nine-player card game of face-down leads, claims and strays."""

from games.muriel.engine import Muriel
from games.registry import register

register(Muriel)

__all__ = ["Muriel"]
