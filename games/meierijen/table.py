"""What every rule reads: the state, the options and the seats."""

from __future__ import annotations

from dataclasses import dataclass

from games.meierijen.fields import FitCache, fit_cache
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
    # Options the legal moves read on every decision, as plain slots: reading a field
    # of the (pydantic) options costs several times as much.
    joker_any: bool  # joker_colour == "any"
    penalty_top: bool  # penalty_access == "top"
    penalty_take_only: bool  # penalty_block == "take_only"
    blocks_everyone: bool  # block_scope == "everyone"
    open_limit_own: bool  # the limit of four open cards is each seat's own


def seat_table(state: MeieRijenState, options: MeieRijenOptions, players: tuple[str, ...]) -> Table:
    """The table of a game in `state` with these options and players."""
    return Table(
        state,
        options,
        players,
        tuple(range(len(players))),
        tuple(map(Player, players)),
        fit_cache(options),
        options.joker_colour == "any",
        options.penalty_access == "top",
        options.penalty_block == "take_only",
        options.block_scope == "everyone",
        options.open_unlimited == "player" and options.open_limit_scope == "per_player",
    )
