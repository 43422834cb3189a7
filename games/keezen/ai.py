"""A Kruizkeezen computer player: one-ply look-ahead on the public board.

Each legal move is scored by the board it leaves (`Keezen.move_effects` tells
the pawn changes of every legal move; they follow from the public board and the
player's own cards alone). The score favours the own team's progress, pawns out
of base and in the home lane, hits on opponents, and pawns out of reach of
opponents behind them; it avoids spending jokers, aces and kings needlessly.

This player also plays every seat of every playout of the hard level's search,
so it reads the board from the game rather than building the player's whole
view, and a pawn's progress from a table made once per board shape.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Protocol, cast

from games.cards import rank_of
from games.keezen.board import FIELDS
from games.keezen.moves import Changes
from games.keezen.options import KeezenOptions
from games.seating import next_seat

if TYPE_CHECKING:
    from games.base import Game


class _Keezen(Protocol):
    """The game as its own computer player reads it: the public board and what each
    legal move does to it (the engine's class is not imported here, as the engine
    imports this player)."""

    players: tuple[str, ...]
    options: KeezenOptions

    @property
    def pos(self) -> list[int]: ...

    @property
    def xi(self) -> list[int]: ...

    def move_effects(self, player: str) -> dict[str, Changes]: ...


# Cheapest card to throw away first.
DISCARD_ORDER = ("Q", "9", "6", "5", "3", "2", "8", "10", "J", "4", "7", "K", "A", "X")
CARD_COST = {"X": 6.0, "A": 2.0, "K": 2.0, "7": 1.0, "4": 0.5}
# What an opponent's pawn within reach behind an own pawn costs, as a share of
# that pawn's progress, and what the opponents' progress counts against the side's.
THREAT_SHARE = 0.12
OPPONENT_SHARE = 0.8
# The track fields behind a pawn from which an opponent can hit it next turn.
REACH = 13
_REACH_MASK = (1 << REACH) - 1
_START = tuple(16 * (k // 4) for k in range(16))

# Per pawn, `_progress` of every field and cross heading: `[k][9 * (p + 1) + xi + 1]`.
ProgressTable = tuple[tuple[float, ...], ...]


def _progress(k: int, p: int, xi: int, arm_length: int, gate_offset: int) -> float:
    """How far pawn k has come: base 0, track 10..73, home 90+."""
    c = k // 4
    if p < 0:
        return 0.0
    if p < 64:
        return 10.0 + (p - 16 * c) % 64
    if p < 80:
        return 90.0 + 3 * ((p - 64) % 4)
    centre = 80 + 4 * arm_length
    if p == centre:
        return 10.0 + 32.0
    q, j0 = divmod(p - 80, arm_length)
    gate = (16 * q + gate_offset - 16 * c) % 64
    outward = xi >= 0 and xi & 1
    return 10.0 + gate + (arm_length - j0 if outward else j0 + 1)


@cache
def progress_table(arm_length: int, gate_offset: int) -> ProgressTable:
    """`_progress` of every pawn on every field with every heading (`xi` -1 to 7),
    for one board shape."""
    return tuple(
        tuple(
            _progress(k, p, xi, arm_length, gate_offset)
            for p in range(-1, FIELDS)
            for xi in range(-1, 8)
        )
        for k in range(16)
    )


@cache
def friendly_pawns(seat: int, team: bool) -> tuple[bool, ...]:
    """Per pawn, whether it is on the side of `seat` (its own and, in teams, its partner's)."""
    friends = {seat, next_seat(seat, 4, 2)} if team else {seat}
    return tuple(k // 4 in friends for k in range(16))


def threats_behind(pos: Sequence[int], friendly: Sequence[bool]) -> int:
    """The opponents' pawns on the track as bits: bit f, and f + 64, for one on field
    f, so that the `REACH` fields behind any field are one shift and mask, across
    the wrap from T63 to T0 (see `pawn_worth`)."""
    behind = 0
    for k in range(16):
        p = pos[k]
        if 0 <= p < 64 and not friendly[k]:
            behind |= 1 << p
    return behind | behind << 64


def pawn_worth(
    k: int, p: int, xi: int, behind: int, friendly: Sequence[bool], progress: ProgressTable
) -> float:
    """What pawn k on field p (heading xi) is worth to the side `friendly` marks: an own
    pawn its progress, less a share of it for each opponent's pawn up to `REACH` track
    fields behind it (unless it stands on its own start place, where it is safe); an
    opponent's pawn a share of its progress, negated. `behind` is `threats_behind`."""
    if p < 0:
        return 0.0  # in base
    value = progress[k][9 * p + xi + 10]
    if not friendly[k]:
        return -OPPONENT_SHARE * value
    if p < 64 and p != _START[k]:
        return value - THREAT_SHARE * value * (behind >> (p + 64 - REACH) & _REACH_MASK).bit_count()
    return value


def pawn_worths(
    pos: Sequence[int],
    xi: Sequence[int],
    behind: int,
    friendly: Sequence[bool],
    progress: ProgressTable,
) -> list[float]:
    """`pawn_worth` of every pawn on this board."""
    return [pawn_worth(k, pos[k], xi[k], behind, friendly, progress) for k in range(16)]


def evaluate(
    pos: Sequence[int], xi: Sequence[int], friendly: Sequence[bool], progress: ProgressTable
) -> float:
    """What a board is worth to the side `friendly` marks: the sum of its pawns'
    `pawn_worth`."""
    return sum(pawn_worths(pos, xi, threats_behind(pos, friendly), friendly, progress))


# Per move text: whether it plays a card (else it discards or folds), and what the
# card costs to spend or, for a discard, the cost of throwing that card away. (Move
# texts come from a finite grammar, and a playout meets the same ones again and again.)
_MOVE_COSTS: dict[str, tuple[bool, float]] = {}


def move_cost(move: str) -> tuple[bool, float]:
    got = _MOVE_COSTS.get(move)
    if got is None:
        words = move.split()
        if words[0] in ("discard", "fold"):
            rank = rank_of(words[1]) if len(words) > 1 else "Q"
            got = (False, DISCARD_ORDER.index(rank) * 0.1)
        else:
            got = (True, CARD_COST.get(rank_of(words[1]), 0.0))
        _MOVE_COSTS[move] = got
    return got


def _own_moves_worth(
    changes: Changes,
    base_score: float,
    worths: list[float],
    behind: int,
    friendly: Sequence[bool],
    progress: ProgressTable,
) -> float | None:
    """The board's worth after `changes` when they move only own pawns (no hit), else
    None. Then no other pawn's worth changes, as the opponents' pawns, which threaten,
    stay where they are: only the moved pawns' worth is worked out again."""
    value = base_score
    now = worths[:]
    for k, p, x in changes:
        if not friendly[k]:
            return None
        worth = pawn_worth(k, p, x, behind, friendly, progress)
        value += worth - now[k]
        now[k] = worth
    return value


def choose(game: Game, player: str, rng: random.Random) -> str:
    moves = game.legal_moves(player)
    if len(moves) == 1:
        return moves[0]
    if moves[0].startswith("give"):
        # Give the partner what helps most: an ace, king or joker first.
        return max(moves, key=lambda m: DISCARD_ORDER.index(rank_of(m.split()[1])))
    keezen = cast(_Keezen, game)
    options = keezen.options
    friendly = friendly_pawns(keezen.players.index(player), options.teams == "2v2")
    progress = progress_table(options.arm_length, options.gate_offset)
    pos, xi = keezen.pos, keezen.xi
    behind = threats_behind(pos, friendly)
    worths = pawn_worths(pos, xi, behind, friendly, progress)
    base_score = sum(worths)
    scored: list[tuple[float, str]] = []
    for move, changes in keezen.move_effects(player).items():
        plays, cost = move_cost(move)
        if not plays:
            scored.append((base_score - 3.0 - cost, move))
            continue
        value = _own_moves_worth(changes, base_score, worths, behind, friendly, progress)
        if value is None:
            after_pos, after_xi = pos[:], xi[:]
            for k, p, x in changes:
                after_pos[k], after_xi[k] = p, x
            value = evaluate(after_pos, after_xi, friendly, progress)
        scored.append((value - cost, move))
    best = max(v for v, _ in scored)
    top = [m for v, m in scored if v >= best - 1e-9]
    return top[0] if len(top) == 1 else rng.choice(top)
