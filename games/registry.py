"""Every playable game by its registry key, in menu order.

The registry imports the games, never the other way round, so no game module
depends on the list of games.
"""

from __future__ import annotations

from games.base import Game
from games.keezen import Keezen
from games.meierijen import MeieRijen
from games.mezza import Mezza
from games.muriel import Muriel
from games.pandoer import Pandoer

# This order is the menu order.
REGISTRY: dict[str, type[Game]] = {
    cls.name: cls for cls in (Mezza, Muriel, Pandoer, Keezen, MeieRijen)
}
