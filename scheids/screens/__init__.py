"""Terminal pictures of each game, drawn with rich from the engines' public views.

`screen(view, seen)` draws the table as one player may see it; `move_text` shows a
legal move the way that game's players read it (canonical text kept, so what is
shown can be typed back).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rich.console import RenderableType
from rich.text import Text

from games.message import ENGLISH, Words
from games.wording import halves
from scheids.screens import keezen, meierijen, mezza, muriel, pandoer
from scheids.screens.common import Seen

Screen = Callable[[Mapping[str, Any], Seen], RenderableType]

SCREENS: dict[str, Screen] = {
    "mezza": mezza.screen,
    "muriel": muriel.screen,
    "pandoer": pandoer.screen,
    "keezen": keezen.screen,
    "meierijen": meierijen.screen,
}


def screen(view: Mapping[str, Any], seen: Seen, fallback: str = "") -> RenderableType:
    """The table for this view; a game without a screen shows its plain `render` text."""
    draw = SCREENS.get(str(view.get("game")))
    return draw(view, seen) if draw else Text(fallback)


def move_text(move: str, view: Mapping[str, Any], words: Words = ENGLISH) -> Text:
    """A legal move as shown in the numbered list."""
    game = view.get("game")
    if game == "keezen":
        return keezen.move_text(move, view, words)
    if game == "mezza":
        return Text(halves(move))
    return Text(move)


__all__ = ["SCREENS", "Screen", "Seen", "move_text", "screen"]
