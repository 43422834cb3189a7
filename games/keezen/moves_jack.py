"""The jack: one own pawn on the board swaps places with an opponent's pawn."""

from __future__ import annotations

from games.keezen.board import FIELDS, HOME0
from games.keezen.moves import EXPOSED, Option
from games.keezen.position import Position

# A swap's path for each pawn: the one field it lands on, shared.
ONE_FIELD = tuple((f,) for f in range(FIELDS))
# The move text after the card, per own pawn and pawn swapped with: " p1 swap p6".
SWAP_TEXT = tuple(tuple(f" p{k + 1} swap p{t + 1}" for t in range(16)) for k in range(16))


def jack(position: Position, out: list[Option]) -> bool:
    """Every swap; a swap is never exempt from the must-move rule."""
    pos, xi = position.pos, position.xi
    # Opponents' pawns that may be taken (`moves.exposed`).
    targets: list[int] = []
    for t in position.rules.jack_pools[position.seat]:
        if EXPOSED[t][pos[t] + 1]:
            targets.append(t)
    if not targets:
        return False
    count = len(out)
    own_start_ok = position.rules.opts.jack_own_start_pawn
    for k in position.mine:
        p = pos[k]
        if HOME0 <= p < HOME0 + 16:
            continue
        if p == 16 * (k // 4) and not own_start_ok:
            continue
        texts = SWAP_TEXT[k]
        path_p = ONE_FIELD[p]
        for t in targets:
            q = pos[t]
            changes = ((k, q, xi[t]), (t, p, xi[k]))
            segments = ((k, p, q, ONE_FIELD[q], ()), (t, q, p, path_p, ()))
            out.append((texts[t], changes, segments, False))
    return len(out) > count
