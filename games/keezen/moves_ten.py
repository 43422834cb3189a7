"""The 10: an opponent's pawn (or any pawn, by option) ten fields forward."""

from __future__ import annotations

from games.keezen.board import HOME0, TEN
from games.keezen.moves import Option
from games.keezen.moves_forward import pawn_moves
from games.keezen.position import Position


def ten(position: Position, out: list[Option]) -> None:
    pos = position.pos
    for t in position.rules.ten_targets[position.seat]:
        p = pos[t]
        # Not a pawn in base, in its home lane or safe on its own start place.
        if p < 0 or HOME0 <= p < HOME0 + 16 or p == 16 * (t // 4):
            continue
        for words, changes, segment, _ in pawn_moves(
            position, t, 10, TEN, pos, position.xi, position.occupied
        ):
            out.append((f" p{t + 1}{words}", changes, (segment,), False))
