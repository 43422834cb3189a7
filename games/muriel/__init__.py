"""Muriel: a nine-player card game of face-down leads, claims and strays."""

from games.muriel.engine import Muriel

__all__ = ["Muriel"]
