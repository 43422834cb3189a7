"""Every playable game by its registry key."""

from __future__ import annotations

import importlib

from games.base import Game

REGISTRY: dict[str, type[Game]] = {}

# Each module registers its class on import; this order is the menu order.
GAME_MODULES = ("mezza", "muriel", "pandoer", "keezen", "meierijen")


def register(cls: type[Game]) -> type[Game]:
    REGISTRY[cls.name] = cls
    return cls


for _module in GAME_MODULES:
    importlib.import_module(f"games.{_module}")
