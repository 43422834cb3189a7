"""The MeieRijen computer player: a greedy penalty-shedder.

It looks only at its part of `view(player)` (`seat_sight`) and
`legal_moves(player)`. Priorities: after a ten-card, make the opponent pass a
turn, then take the grey and red pawns; play every card it can, own penalty and
open cards first (each one played is a penalty point gone), wilds last unless
they make a ten-card; never play an opponent's open or penalty card (that would
lower the opponent's penalty); and pass the card that is furthest from fitting
any field, to the open cards when there is room (an open card may still be
played later, by anyone).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Protocol, cast

from games.meierijen.cards import NATURAL, RANK_VALUE, RED
from games.meierijen.mat import FIELD_INDEX, FIELDS
from games.meierijen.view import seat_sight
from games.seating import next_seat

if TYPE_CHECKING:
    from games.base import Game
    from games.meierijen.table import Table


class _AtTable(Protocol):
    """The game as its own computer player reads it: through its table (the
    engine's class is not imported here, as the engine imports this player)."""

    table: Table


def choose(game: Game, player: str, rng: random.Random) -> str:
    moves = game.legal_moves(player)
    if len(moves) == 1:
        return moves[0]
    table = cast(_AtTable, game).table
    me = table.players.index(player)
    view = seat_sight(table, me)
    seats = view["seats"]
    colour = seats[me]["colour"]
    if view["phase"] == "pawns":
        return _pawn_choice(moves, seats, me)
    tops = _tops(view)
    best, best_score = "", -1e9
    for m in moves:
        if m.startswith("play "):
            score = _play_score(m, colour, tops)
        elif m.startswith("pass ") and m != "pass":
            score = _pass_score(m, tops)
        else:
            score = -50.0  # plain pass, draw, done
        score += rng.random() * 0.01  # seeded tie-break
        if score > best_score:
            best, best_score = m, score
    return best


def _pawn_choice(moves: list[str], seats: list[dict[str, Any]], me: int) -> str:
    victim = seats[next_seat(me, len(seats))]["draw_field"]
    # i18n: not for players (move text)
    for wanted in (f"pawn white {victim}", "pawn grey", "pawn red"):
        if wanted in moves:
            return wanted
    return "done" if "done" in moves else moves[0]


def _tops(view: dict[str, Any]) -> list[int]:
    out = []
    for f in FIELDS:
        rank = view["fields"][f]["rank"]
        out.append(RANK_VALUE[rank.lower()] if rank else 0)
    return out


def _play_score(move: str, colour: str, tops: list[int]) -> float:
    parts = move.split(" ")
    code = parts[1]
    field_index = FIELD_INDEX[parts[2]]
    source = move.split(" from ", 1)[1] if " from " in move else "hand"
    if source == "pile":
        score = 6.0
    elif source == "hand":
        score = 2.0
    elif source.startswith(colour):
        score = 3.0 if source.endswith("penalty") else 2.5
    else:
        return -20.0  # an opponent's card: it only lowers their penalty
    top = tops[field_index]
    rank = NATURAL[code]
    if rank == 0:
        declared = RANK_VALUE[parts[4].lower()]
        if top == 9 and declared == 10:
            score += 1.5  # a ten-card: pawns
        else:
            score -= 1.8 + (1.0 if top == 0 else 0.0)
            # A higher declared rank moves the stack towards its ace sooner.
            score += declared / 100
    elif top == 9 and rank == 10:
        score += 1.0
    return score


def _pass_score(move: str, tops: list[int]) -> float:
    parts = move.split(" ")
    code = parts[1]
    rank = NATURAL[code]
    base = -5.0 if parts[2] == "open" else -6.0
    if rank == 0:
        return base - 20.0  # keep wilds
    fields = (0, 1) if RED[code] else (1, 2)
    gap = min(((rank - tops[f] - 1) % 13) if tops[f] else 0 for f in fields)
    return base + gap / 2
