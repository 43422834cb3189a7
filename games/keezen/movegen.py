"""Move generation: every legal use of each rank for one seat, with its effect.

The per-rank generators live in a module per card kind (`moves_forward`,
`moves_seven`, `moves_ten`, `moves_jack`); this one picks them by rank.
"""

from __future__ import annotations

from collections.abc import Callable

from games.keezen.board import BACK, EIGHT, NORMAL
from games.keezen.moves import EXEMPT, Option
from games.keezen.moves_forward import enter, forward
from games.keezen.moves_jack import jack
from games.keezen.moves_seven import seven
from games.keezen.moves_ten import ten
from games.keezen.position import Position

Generate = Callable[[Position, list[Option]], None]


def _steps(n: int, kind: int = NORMAL) -> Generate:
    """A rank that walks one own pawn `n` steps of walk `kind`."""

    def generate(position: Position, out: list[Option]) -> None:
        forward(position, out, n, kind, False)

    return generate


def _ace(position: Position, out: list[Option]) -> None:
    enter(position, out)
    forward(position, out, 1, NORMAL, True)
    forward(position, out, 11, NORMAL, True)


def _king(position: Position, out: list[Option]) -> None:
    enter(position, out)
    forward(position, out, 13, NORMAL, False)


GENERATORS: dict[str, Generate] = {
    "A": _ace,
    "K": _king,
    "Q": _steps(12),
    "J": jack,
    "10": ten,
    "9": _steps(9),
    "8": _steps(8, EIGHT),
    "7": seven,
    "6": _steps(6),
    "5": _steps(5),
    "4": _steps(4, BACK),
    "3": _steps(3),
    "2": _steps(2),
}


def uses(position: Position, rank: str) -> tuple[list[Option], bool]:
    """The options of a rank, and whether one of them is compulsory to move."""
    out: list[Option] = []
    GENERATORS[rank](position, out)
    for option in out:
        if not option[EXEMPT]:
            return out, True
    return out, False
