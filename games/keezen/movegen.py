"""Move generation: every legal use of each rank for one seat, with its effect.

The per-rank generators live in a module per card kind (`moves_forward`,
`moves_seven`, `moves_ten`, `moves_jack`); this one tells them by rank:
`moves_forward.forward` with the `STEPS` of a walking rank, or its entry in
`GENERATORS`. Each adds its options and tells whether one of them is compulsory
(an `Option`'s `exempt`).
"""

from __future__ import annotations

from collections.abc import Callable

from games.keezen.board import BACK, EIGHT, NORMAL
from games.keezen.moves import Option
from games.keezen.moves_forward import enter, forward, plan_key
from games.keezen.moves_jack import jack
from games.keezen.moves_seven import seven
from games.keezen.moves_ten import ten
from games.keezen.position import Position

Generate = Callable[[Position, list[Option]], bool]

_ACE_ONE = plan_key(1, NORMAL, True)
_ACE_ELEVEN = plan_key(11, NORMAL, True)
_KING = plan_key(13, NORMAL, False)


def _ace(position: Position, out: list[Option]) -> bool:
    must = enter(position, out)
    must = forward(position, out, _ACE_ONE) or must
    return forward(position, out, _ACE_ELEVEN) or must


def _king(position: Position, out: list[Option]) -> bool:
    must = enter(position, out)
    return forward(position, out, _KING) or must


# The ranks that walk one own pawn: how many steps, of which walk kind (as the
# `plan_key` of their forward plans).
STEPS: dict[str, int] = {
    "Q": plan_key(12, NORMAL, False),
    "9": plan_key(9, NORMAL, False),
    "8": plan_key(8, EIGHT, False),
    "6": plan_key(6, NORMAL, False),
    "5": plan_key(5, NORMAL, False),
    "4": plan_key(4, BACK, False),
    "3": plan_key(3, NORMAL, False),
    "2": plan_key(2, NORMAL, False),
}
# The other ranks' generators: each adds its options to the list it is given and
# tells whether one of them is compulsory to move.
GENERATORS: dict[str, Generate] = {"A": _ace, "K": _king, "J": jack, "10": ten, "7": seven}
