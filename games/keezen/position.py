"""The board as move generation reads it: plain lists, a field -> pawn dict, the rules.

Generation never mutates the game. The engine keeps one Position per game and
every move is made through it (`move`), so the field -> pawn dict is updated
instead of rebuilt at every decision; `turn` sets it up for the seat to move.
Everything the options decide is read from the shared `Rules`.
"""

from __future__ import annotations

from games.keezen.board import HOME0
from games.keezen.moves import PAWNS_OF, Changes, blocked_starts
from games.keezen.rules import GENERAL, Rules, spot
from games.seating import next_seat

_PARTNER = tuple(next_seat(seat, 4, 2) for seat in range(4))
_STARTS = frozenset(16 * c for c in range(4))


def all_home(pos: list[int], colour: int) -> bool:
    k = 4 * colour
    lo, hi = HOME0, HOME0 + 16
    return (
        lo <= pos[k] < hi
        and lo <= pos[k + 1] < hi
        and lo <= pos[k + 2] < hi
        and (lo <= pos[k + 3] < hi)
    )


class Position:
    """The board as seat `seat` moves on it (a team player whose pawns are all home
    moves the partner's colour)."""

    __slots__ = (
        "blocked",
        "blocked_or_general",
        "colour",
        "mine",
        "mine_of",
        "movers",
        "movers_of",
        "occupied",
        "pos",
        "rules",
        "seat",
        "spots",
        "stale",
        "xi",
    )

    def __init__(self, rules: Rules, pos: list[int], xi: list[int]) -> None:
        self.rules = rules
        # The state's own lists: every move goes through `move`.
        self.pos = pos
        self.xi = xi
        occupied: dict[int, int] = {}
        # Each pawn's `rules.spot` while on the board, kept by `move` (read by `turn`).
        spots = [0] * 16
        for k, p in enumerate(pos):
            if p >= 0:
                occupied[p] = k
                spots[k] = spot(k, p, xi[k])
        self.occupied = occupied
        self.spots = spots
        self._blocked()
        self.seat = self.colour = 0
        self.mine: list[int] = []
        self.movers: list[int] = []
        # Per colour: its pawns on the board and those that may still move (see
        # `_pawns_of`), kept from turn to turn; `stale[c]` when a move may have
        # changed colour c's (a pawn entering, hit, or moving in its home lane).
        self.mine_of: list[list[int]] = [[], [], [], []]
        self.movers_of: list[list[int]] = [[], [], [], []]
        self.stale = [True] * 4

    def _blocked(self) -> None:
        # Bit c: colour c's start place is blocked by its own pawn (see `blocked_starts`).
        self.blocked = blocked = blocked_starts(self.occupied)
        # Forward plans test both at once (see `rules.GENERAL`).
        self.blocked_or_general = blocked | GENERAL

    def move(self, changes: Changes) -> None:
        """Make a move's pawn changes on the state's lists, keeping the field -> pawn
        dict in step (in order, as `moves.apply_changes` reads them)."""
        pos, xi, occupied, spots = self.pos, self.xi, self.occupied, self.spots
        starts = False
        for k, p, x in changes:
            old = pos[k]
            if old >= 0 and occupied.get(old) == k:
                del occupied[old]
            pos[k] = p
            xi[k] = x
            if p >= 0:
                occupied[p] = k
                # `rules.spot`, written out: this runs for every pawn moved.
                spots[k] = (k * 128 + p) * 16 + x
            starts = starts or old in _STARTS or p in _STARTS
            if old < 0 or p < 0 or HOME0 <= p < HOME0 + 16 or HOME0 <= old < HOME0 + 16:
                self.stale[k // 4] = True
        if starts:
            # Only a pawn leaving or taking a start place can change what is blocked.
            self._blocked()

    def turn(self, seat: int) -> Position:
        """Set up for `seat` to move: its colour and that colour's pawns on the board."""
        pos = self.pos
        self.seat = seat
        c = seat
        # (The last pawn, the last to leave the base, tells at once, mostly, that
        # not all are home.)
        if self.rules.team and pos[4 * seat + 3] >= HOME0 and all_home(pos, seat):
            c = _PARTNER[seat]
        self.colour = c
        # Most moves keep a colour's pawns on the board and out of its home lane: the
        # lists of its last turn still hold.
        if self.stale[c]:
            self._pawns_of(c)
        self.mine = self.mine_of[c]
        self.movers = self.movers_of[c]
        return self

    def _pawns_of(self, c: int) -> None:
        """Colour c's pawns on the board (asked for by nearly every rank), and those of
        them that may still move: pawns at the top of the home lane, every field above
        them taken, never move again; most pawns of a long game end there, so the
        cards that walk own pawns skip them."""
        pos = self.pos
        mine: list[int] = []
        for k in PAWNS_OF[c]:
            if pos[k] >= 0:
                mine.append(k)
        occupied = self.occupied
        lane = HOME0 + 4 * c
        top = lane + 3
        while top >= lane and top in occupied:
            top -= 1
        movers = mine
        if top != lane + 3:
            movers = []
            for k in mine:
                if not lane <= pos[k] <= lane + 3 or pos[k] <= top:
                    movers.append(k)
        self.mine_of[c] = mine
        self.movers_of[c] = movers
        self.stale[c] = False
