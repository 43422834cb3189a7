"""Move generation: every legal use of each rank for one seat, with its effect.

The per-rank generators live in a module per card kind (`moves_forward`,
`moves_seven`, `moves_ten`, `moves_jack`); this one picks them by rank and
remembers each rank's uses for the position.
"""

from __future__ import annotations

from games.keezen.board import BACK, EIGHT, NORMAL
from games.keezen.moves import Option
from games.keezen.moves_forward import enter, forward
from games.keezen.moves_jack import jack
from games.keezen.moves_seven import seven
from games.keezen.moves_ten import ten
from games.keezen.position import Position

# Ranks that only walk one pawn forward, and how far.
FORWARD = {"Q": 12, "9": 9, "6": 6, "5": 5, "3": 3, "2": 2}


class Generator(Position):
    """Legal card uses for one seat in one position."""

    __slots__ = ()

    def uses(self, rank: str) -> tuple[list[Option], bool]:
        """The options of a rank, and whether one of them is compulsory to move."""
        got = self.cache.get(rank)
        if got is None:
            options = self._compute(rank)
            must = False
            for _, _, _, exempt in options:
                if not exempt:
                    must = True
                    break
            got = self.cache[rank] = (options, must)
        return got

    def _compute(self, rank: str) -> list[Option]:
        out: list[Option] = []
        n = FORWARD.get(rank)
        if n is not None:
            # Most ranks just go forward: test them first.
            forward(self, out, n, NORMAL, False)
            return out
        match rank:
            case "A":
                enter(self, out)
                forward(self, out, 1, NORMAL, True)
                forward(self, out, 11, NORMAL, True)
            case "K":
                enter(self, out)
                forward(self, out, 13, NORMAL, False)
            case "8":
                forward(self, out, 8, EIGHT, False)
            case "4":
                forward(self, out, 4, BACK, False)
            case "7":
                seven(self, out)
            case "10":
                ten(self, out)
            case "J":
                jack(self, out)
        return out
