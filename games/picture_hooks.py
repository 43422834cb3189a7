"""The one-line way a game class names the functions that draw its pictures.

    picture = drawn_by("games.mezza.picture", "table_png")
    hand_picture = drawn_by("games.mezza.picture", "hand_png")

The drawing module is imported on the first picture, so engines, the terminal
table and simulations never load Pillow.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from games.message import ENGLISH, Words


def drawn_by(module: str, function: str) -> Any:
    """A `Game.picture` or `Game.hand_picture` hook: `module.function(view, names, words)`."""

    def hook(
        cls: type,
        view: Mapping[str, Any],
        names: Mapping[str, str] | None = None,
        words: Words = ENGLISH,
    ) -> bytes:
        draw = getattr(importlib.import_module(module), function)
        png: bytes = draw(view, names, words)
        return png

    hook.__name__ = hook.__qualname__ = function
    return classmethod(hook)
