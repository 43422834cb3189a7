"""What every rule reads: the state, the options and the seats."""

from __future__ import annotations

from dataclasses import dataclass

from games.meierijen.fields import FitCache
from games.meierijen.options import MeieRijenOptions
from games.meierijen.state import MeieRijenState


@dataclass(slots=True)
class Table:
    state: MeieRijenState
    options: MeieRijenOptions
    players: tuple[str, ...]
    # Each seat's `mention`, built once per game: event texts name players on every move.
    names: tuple[str, ...]
    # Field acceptance per situation (see `fields`); derived data, never saved.
    fit_cache: FitCache
