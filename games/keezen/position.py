"""One seat's position for move generation: the board as plain lists and the rules.

Generation works on plain lists and a field -> pawn dict; it never mutates the
game. A Position is built for every decision, so it copies what the per-rank
generators read into its own slots once.
"""

from __future__ import annotations

from games.keezen.board import HOME0
from games.keezen.moves import PAWNS_OF, Option, blocked_starts
from games.keezen.options import KeezenOptions
from games.keezen.rules import ForwardPlan, PawnRows, Rules
from games.keezen.walks import SevenKey, WalkEntry, WalkKey
from games.seating import next_seat

_PARTNER = tuple(next_seat(seat, 4, 2) for seat in range(4))


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

    opponents: tuple[int, ...]
    cache: dict[str, tuple[list[Option], bool]]
    __slots__ = (
        "blocked",
        "cache",
        "colour",
        "forward_plans",
        "geo",
        "hit_own",
        "hit_passed",
        "home_obligatory",
        "jack_pool",
        "mine",
        "mine_spots",
        "must_enter_home",
        "occupied",
        "opponents",
        "opts",
        "pos",
        "row_plans",
        "seat",
        "sevens",
        "strict",
        "team",
        "ten_targets",
        "walks",
        "xi",
    )

    def __init__(self, rules: Rules, pos: list[int], xi: list[int], seat: int) -> None:
        self.opts: KeezenOptions = rules.opts
        self.geo = rules.geo
        self.pos = pos
        self.xi = xi
        self.seat = seat
        self.team = team = rules.team
        self.colour = c = _PARTNER[seat] if team and all_home(pos, seat) else seat
        self.opponents = rules.opponents[seat]
        self.ten_targets: tuple[int, ...] = rules.ten_targets[seat]
        self.jack_pool: tuple[int, ...] = rules.jack_pools[seat]
        # Plain loops: cheaper than comprehensions this small (no function call).
        occupied: dict[int, int] = {}
        for k, p in enumerate(pos):
            if p >= 0:
                occupied[p] = k
        self.occupied = occupied
        # Bit c: colour c's start place is blocked by its own pawn (see `blocked_starts`).
        self.blocked = blocked_starts(occupied)
        # The colour's pawns on the board, asked for by nearly every rank, with
        # their `spot` keys.
        mine: list[int] = []
        spots: list[tuple[int, int]] = []
        for k in PAWNS_OF[c]:
            p = pos[k]
            if p >= 0:
                mine.append(k)
                spots.append((k, k << 12 | (p + 1) << 4 | (xi[k] + 1)))
        self.mine = mine
        self.mine_spots = spots
        self.cache = {}
        self.walks: dict[WalkKey, WalkEntry] = rules.walks
        self.sevens: dict[SevenKey, tuple[WalkEntry, ...]] = rules.sevens
        self.forward_plans: dict[int, dict[int, ForwardPlan]] = rules.forward_plans
        self.row_plans: dict[int, PawnRows] = rules.row_plans
        self.strict = rules.strict
        self.hit_own = rules.hit_own
        self.hit_passed = rules.hit_passed
        self.home_obligatory = rules.home_obligatory
        self.must_enter_home = rules.must_enter_home
