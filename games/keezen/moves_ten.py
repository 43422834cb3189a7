"""The 10: an opponent's pawn (or any pawn, by option) ten fields forward."""

from __future__ import annotations

from games.keezen.board import TEN
from games.keezen.moves import EXPOSED, Option
from games.keezen.moves_forward import forward, plan_key
from games.keezen.position import Position

_TEN = plan_key(10, TEN, False)


def ten(position: Position, out: list[Option]) -> bool:
    pos = position.pos
    targets: list[int] = []
    for t in position.rules.ten_targets[position.seat]:
        # Not a pawn in base, in its home lane or safe on its own start place.
        if EXPOSED[t][pos[t] + 1]:
            targets.append(t)
    # A 10's moves are never exempt from the must-move rule: `forward` gives
    # them the flag a walk of kind TEN has, which is never set.
    return bool(targets) and forward(position, out, _TEN, targets)
