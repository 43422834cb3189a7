"""What move generation needs of the options, worked out once per rule set.

Besides the options read into plain attributes, a rule set keeps the plans of
its pawns' walks: per pawn place, the walks of one card and the moves they make
on a board where nothing is in the way. Those moves are built once and shared by
every position (tuples, never mutated), which spares the allocations on the
common path.
"""

from __future__ import annotations

from games.keezen.board import Geometry
from games.keezen.moves import Option, PawnMove
from games.keezen.options import KeezenOptions
from games.keezen.walks import SevenKey, TextWalk, WalkEntry, WalkKey, seven_cache, walk_cache
from games.seating import next_seat

# One pawn's forward walks of one card from one place: (walks, start_mask, general,
# ends, plain, entry). `general`: the walks need the general path (a pawn in its
# home lane, or home fields that must be free); `ends` their end fields; `plain`
# the moves when every end field is free (only when not general); `entry` the
# walk entry they came from.
ForwardPlan = tuple[list[TextWalk], int, bool, tuple[int, ...], list[Option], WalkEntry]
# One pawn's walks of one part length of a split 7: (walks, start_mask, needs_home,
# ends, plain), `plain` being the moves when nothing is in the way.
RowPlan = tuple[list[TextWalk], int, bool, tuple[int, ...], list[PawnMove]]
# One pawn's row plans for 0..7 steps, and what they need together: (rows,
# start_mask, needs_home, ends, plain_rows).
PawnRows = tuple[tuple[RowPlan, ...], int, bool, tuple[int, ...], list[list[PawnMove]]]


# Opponent colours per seat: everyone else, or (2v2 with other-team) the other team.
_OTHERS = tuple(tuple(c for c in range(4) if c != seat) for seat in range(4))
_OTHER_TEAM = tuple((next_seat(seat, 4), next_seat(seat, 4, 3)) for seat in range(4))


def geometry(opts: KeezenOptions) -> Geometry:
    return Geometry(
        cross=opts.cross,
        gate_offset=opts.gate_offset,
        arm_length=opts.arm_length,
        eight_from_gate=opts.eight_from_gate,
        pass_through=opts.pass_through,
        centre_exit=opts.centre_exit,
        backward_in_cross=opts.backward_in_cross,
        ten_into_home=opts.ten_into_home,
    )


def spot(k: int, pos: int, xi: int) -> int:
    """Pawn, field and xi in one int: a memo key that hashes and compares cheaply."""
    return k << 12 | (pos + 1) << 4 | (xi + 1)


class Labels(dict[int, str]):
    """`Geometry.label` of every field, looked up instead of formatted each time."""

    def __init__(self, geo: Geometry) -> None:
        super().__init__((p, geo.label(p)) for p in range(-1, geo.centre + 1))
        self.geo = geo

    def __missing__(self, pos: int) -> str:
        return self.geo.label(pos)


class Rules:
    """What move generation needs of the options, worked out once per game.

    A generator is built for every decision; reading the options and hashing
    the Geometry to find its walk memos each time cost as much as some ranks'
    whole move generation.
    """

    __slots__ = (
        "forward_plans",
        "geo",
        "hit_own",
        "hit_passed",
        "home_obligatory",
        "jack_pools",
        "labels",
        "must_enter_home",
        "opponents",
        "opts",
        "row_plans",
        "sevens",
        "strict",
        "team",
        "ten_targets",
        "walks",
    )

    def __init__(self, opts: KeezenOptions) -> None:
        geo = geometry(opts)
        self.opts = opts
        self.geo = geo
        self.walks: dict[WalkKey, WalkEntry] = walk_cache(geo)
        self.sevens: dict[SevenKey, tuple[WalkEntry, ...]] = seven_cache(geo)
        self.team = opts.teams == "2v2"
        # Opponent colours per seat.
        self.opponents = _OTHER_TEAM if self.team and opts.opponent == "other-team" else _OTHERS
        # The pawns a 10 may move, per seat, in the order their moves are listed.
        self.ten_targets = tuple(
            tuple(range(16))
            if opts.ten_target == "any"
            else tuple(sorted(k for c in others for k in range(4 * c, 4 * c + 4)))
            for others in self.opponents
        )
        # The opponents' pawns a jack may swap with, per seat, in listing order.
        self.jack_pools = tuple(
            tuple(t for c in sorted(others) for t in range(4 * c, 4 * c + 4))
            for others in self.opponents
        )
        self.strict = opts.strict_must_move
        self.hit_own = opts.hit_own_pawns
        self.hit_passed = opts.seven_hits_passed
        self.home_obligatory = opts.home_moves_obligatory
        self.must_enter_home = opts.must_enter_home
        # Field names (base, T0.., E0.1.., a01.., M) for describing moves.
        self.labels = Labels(geo)
        # Keyed by `spot`; forward plans first by the card's steps, walk kind and
        # whether the text says the steps, packed as `steps << 3 | kind << 1 | say_steps`.
        self.forward_plans: dict[int, dict[int, ForwardPlan]] = {}
        self.row_plans: dict[int, PawnRows] = {}


_RULES: dict[KeezenOptions, Rules] = {}


def rules_for(opts: KeezenOptions) -> Rules:
    """The shared Rules of these options (options are frozen, so they key a memo)."""
    got = _RULES.get(opts)
    if got is None:
        if len(_RULES) >= 8:
            # Each rule set's plans grow to some MB: keep only a few rule sets.
            _RULES.clear()
        got = _RULES[opts] = Rules(opts)
    return got
