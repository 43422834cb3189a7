"""Every playable game by its registry key."""

from __future__ import annotations

from games.base import Game

REGISTRY: dict[str, type[Game]] = {}


def register(cls: type[Game]) -> type[Game]:
    REGISTRY[cls.name] = cls
    return cls


def _load() -> None:
    # One import per game; each module registers its class. Order is the menu order.
    import games.pandoer  # noqa: F401


_load()
