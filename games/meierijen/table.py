"""What every rule reads: the state, the options and the seats."""

from __future__ import annotations

from dataclasses import dataclass

from games.base import Event
from games.meierijen.fields import FitCache, fit_cache
from games.meierijen.mat import turn_guard
from games.meierijen.options import MeieRijenOptions
from games.meierijen.state import MeieRijenState
from games.message import Player


@dataclass(slots=True)
class Table:
    state: MeieRijenState
    options: MeieRijenOptions
    players: tuple[str, ...]
    seats: tuple[int, ...]  # 0 .. n-1: looping over it makes no `range` or `enumerate`
    next_seat: tuple[int, ...]  # each seat's left-hand neighbour, who plays next
    turn_guard: int  # `mat.turn_guard` for these seats, read at every turn's end
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
    one_pawn_action: bool  # ten_pawn_actions == "one"
    # What the pawn moves depend on besides the state: the number of seats and the
    # letters a white pawn may be put on (see `pawns.pawn_moves`).
    pawn_rules: tuple[int, str]
    # Per seat, the events of its plain plays by move text (see `plain_events_of`).
    plain_events: tuple[dict[str, Event], ...]


# Plain plays' events (a card from the hand, nothing more happening) by player, then
# by move text, kept across tables: a player makes the same plays game after game,
# searches included, and an event is a value that nothing changes once made.
_PLAIN_EVENTS: dict[str, dict[str, Event]] = {}
PLAIN_PLAYERS_LIMIT = 1000  # past this many players, all are forgotten at once


def plain_events_of(player: str) -> dict[str, Event]:
    """The shared plain-play events of `player` (empty for a new one)."""
    if player not in _PLAIN_EVENTS and len(_PLAIN_EVENTS) >= PLAIN_PLAYERS_LIMIT:
        _PLAIN_EVENTS.clear()
    return _PLAIN_EVENTS.setdefault(player, {})


def seat_table(state: MeieRijenState, options: MeieRijenOptions, players: tuple[str, ...]) -> Table:
    """The table of a game in `state` with these options and players."""
    return Table(
        state,
        options,
        players,
        tuple(range(len(players))),
        tuple((seat + 1) % len(players) for seat in range(len(players))),
        turn_guard(len(players)),
        tuple(map(Player, players)),
        fit_cache(options),
        options.joker_colour == "any",
        options.penalty_access == "top",
        options.penalty_block == "take_only",
        options.block_scope == "everyone",
        options.open_unlimited == "player" and options.open_limit_scope == "per_player",
        options.ten_pawn_actions == "one",
        (len(players), options.white_targets),
        tuple(map(plain_events_of, players)),
    )
