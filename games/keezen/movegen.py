"""Move generation: every legal use of each rank for one seat, with its effect.

The per-rank generators live in a module per card kind (`moves_forward`,
`moves_seven`, `moves_ten`, `moves_jack`); this one picks them by rank.
"""

from __future__ import annotations

from collections.abc import Callable

from games.keezen.board import BACK, EIGHT, NORMAL
from games.keezen.moves import Option
from games.keezen.moves_forward import enter, forward
from games.keezen.moves_jack import jack
from games.keezen.moves_seven import seven
from games.keezen.moves_ten import ten
from games.keezen.position import Position

Generate = Callable[[Position, list[Option]], None]


def _ace(position: Position, out: list[Option]) -> None:
    enter(position, out)
    forward(position, out, 1, NORMAL, True)
    forward(position, out, 11, NORMAL, True)


def _king(position: Position, out: list[Option]) -> None:
    enter(position, out)
    forward(position, out, 13, NORMAL, False)


# The ranks that walk one own pawn: how many steps, of which walk kind.
STEPS: dict[str, tuple[int, int]] = {
    "Q": (12, NORMAL),
    "9": (9, NORMAL),
    "8": (8, EIGHT),
    "6": (6, NORMAL),
    "5": (5, NORMAL),
    "4": (4, BACK),
    "3": (3, NORMAL),
    "2": (2, NORMAL),
}
# The other ranks' generators.
GENERATORS: dict[str, Generate] = {"A": _ace, "K": _king, "J": jack, "10": ten, "7": seven}


def uses(position: Position, rank: str) -> tuple[list[Option], bool]:
    """The options of a rank, and whether one of them is compulsory to move."""
    out: list[Option] = []
    steps = STEPS.get(rank)
    if steps is None:
        GENERATORS[rank](position, out)
    else:
        forward(position, out, steps[0], steps[1], False)
    for option in out:
        if not option.exempt:
            return out, True
    return out, False
