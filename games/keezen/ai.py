"""A Kruizkeezen computer player: one-ply look-ahead on the public board.

Each legal move is scored by the board it leaves (`Keezen.preview` tells the
pawn changes a move makes; it needs only the public board and the player's own
card). The score favours the own team's progress, pawns out of base and in the
home lane, hits on opponents, and pawns out of reach of opponents behind them;
it avoids spending jokers, aces and kings needlessly.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from games.cards import rank_of
from games.seating import next_seat

if TYPE_CHECKING:
    from games.base import Game

# Cheapest card to throw away first.
DISCARD_ORDER = ("Q", "9", "6", "5", "3", "2", "8", "10", "J", "4", "7", "K", "A", "X")
CARD_COST = {"X": 6.0, "A": 2.0, "K": 2.0, "7": 1.0, "4": 0.5}


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


def _evaluate(pos: list[int], xi: list[int], seat: int, team: bool, arm: int, gate: int) -> float:
    friends = {seat, next_seat(seat, 4, 2)} if team else {seat}
    score = 0.0
    track_owner = {p: k for k, p in enumerate(pos) if 0 <= p < 64}
    for k in range(16):
        value = _progress(k, pos[k], xi[k], arm, gate)
        if k // 4 in friends:
            score += value
            p = pos[k]
            if 0 <= p < 64 and p != 16 * (k // 4):
                # Opponent pawns 1..13 fields behind can hit this one next turn.
                for d in range(1, 14):
                    o = track_owner.get((p - d) % 64)
                    if o is not None and o // 4 not in friends:
                        score -= 0.12 * value
        else:
            score -= 0.8 * value
    return score


def choose(game: Game, player: str, rng: random.Random) -> str:
    moves = game.legal_moves(player)
    if len(moves) == 1:
        return moves[0]
    view = game.view(player)
    seat = int(view["seat"])
    board = view["board"]
    arm, gate = int(board["arm_length"]), int(board["gate_offset"])
    team = view.get("teams") is not None
    if moves[0].startswith("give"):
        # Give the partner what helps most: an ace, king or joker first.
        return max(moves, key=lambda m: DISCARD_ORDER.index(rank_of(m.split()[1])))
    pos = [int(p["pos"]) for p in view["pawns"]]
    xi = [
        -1 if p["entry"] is None else 2 * int(p["entry"]) + (1 if p["heading"] == "out" else 0)
        for p in view["pawns"]
    ]
    base_score = _evaluate(pos, xi, seat, team, arm, gate)
    preview = getattr(game, "preview", None)
    scored: list[tuple[float, str]] = []
    for move in moves:
        words = move.split()
        if words[0] in ("discard", "fold"):
            rank = rank_of(words[1]) if len(words) > 1 else "Q"
            value = base_score - 3.0 - DISCARD_ORDER.index(rank) * 0.1
            scored.append((value, move))
            continue
        changes = preview(player, move) if preview is not None else []
        after_pos, after_xi = pos[:], xi[:]
        for k, p, x in changes:
            after_pos[k], after_xi[k] = p, x
        value = _evaluate(after_pos, after_xi, seat, team, arm, gate)
        rank = rank_of(words[1])
        value -= CARD_COST.get(rank, 0.0)
        scored.append((value, move))
    best = max(v for v, _ in scored)
    top = [m for v, m in scored if v >= best - 1e-9]
    return top[0] if len(top) == 1 else rng.choice(top)
