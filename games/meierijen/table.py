"""What every rule reads: the state, the options and the seats."""

from __future__ import annotations

from dataclasses import dataclass

from games.meierijen.fields import FitCache
from games.meierijen.options import MeieRijenOptions
from games.meierijen.state import MeieRijenState
from games.message import Player


@dataclass(slots=True)
class Table:
    state: MeieRijenState
    options: MeieRijenOptions
    players: tuple[str, ...]
    seats: tuple[int, ...]  # 0 .. n-1: looping over it makes no `range` or `enumerate`
    # Each seat as a message parameter, built once per game: events name players on every move.
    names: tuple[Player, ...]
    # Field acceptance per situation (see `fields`); derived data, never saved.
    fit_cache: FitCache
