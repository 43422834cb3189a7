"""What move generation needs of the options, worked out once per rule set.

Besides the options read into plain attributes, a rule set keeps the plans of
its pawns' walks: per pawn place, the walks of one card and the moves they make
on a board where nothing is in the way. Those moves are built once and shared by
every position (tuples, never mutated), which spares the allocations on the
common path.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from games.keezen.board import HOME0, MOST_STEPS, Geometry
from games.keezen.moves import TO_BASE, Option, PawnMove
from games.keezen.options import KeezenOptions
from games.keezen.walks import (
    END,
    PATH,
    SevenKey,
    StraightTable,
    TextWalk,
    WalkEntry,
    WalkKey,
    seven_cache,
    walk_cache,
)
from games.seating import next_seat

# Set in a forward plan's `mask` when its walks always take the general path; every
# position's mask of blocked start places has it set too (`Position.blocked_or_general`).
GENERAL = 1 << 4


# (mask, ends, plain, must, pawn, kind, start, walks, needs_home): one pawn's walks
# of one card from one place, and their moves on this rule set. `plain` holds the
# moves when no end field is taken (one per walk), `must` whether one of them is
# compulsory (see `moves.Option`). `mask` holds the start places the walks pass or
# land on, with `GENERAL` when the walks need own home fields free (`needs_home`)
# or the rules filter them further: then the board decides. `kind` is the walk
# kind (see `board`), `start` the pawn's field.
# A plain tuple, read by the index constants below: the rule set keeps its plans
# by the ten thousand, and the garbage collector stops tracking a plain tuple of
# untracked items, never an object (every full collection walked them all).
ForwardPlan = tuple[
    int, tuple[int, ...], tuple[Option, ...], bool, int, int, int, tuple[TextWalk, ...], bool
]
MASK: Final = 0
ENDS: Final = 1
PLAIN: Final = 2
MUST: Final = 3
PLAN_PAWN: Final = 4
PLAN_KIND: Final = 5
PLAN_START: Final = 6
PLAN_WALKS: Final = 7
PLAN_NEEDS_HOME: Final = 8


def hitting(plan: ForwardPlan, i: int, hit: int) -> Option:
    """Walk i's move when it ends on pawn `hit`, which goes back to its base."""
    walk = plan[PLAN_WALKS][i]
    words, changes, _, exempt = plan[PLAIN][i]
    segment = (plan[PLAN_PAWN], plan[PLAN_START], walk[END], walk[PATH], (hit,))
    return (words, (*changes, TO_BASE[hit]), (segment,), exempt)


# (walks, start_mask, needs_home, ends, plain): one pawn's walk entry (see
# `walks.WalkEntry`) for one part length of a split 7, with its moves when nothing
# is in the way. A plain tuple, as a `ForwardPlan` is.
RowPlan = tuple[tuple[TextWalk, ...], int, bool, tuple[int, ...], tuple[PawnMove, ...]]
ROW_PLAIN: Final = 4
# A pawn's moves per part length 0..7 on one board.
PartTable = Sequence[Sequence[PawnMove]]


class PartReach:
    """How a pawn's parts of 1..6 steps of a split 7 can meet another pawn's: `reach`
    holds the pawn's field and every part's end, `starts` whether a part leaves or
    takes the own start place, `home` whether the pawn is in its home lane or a
    part ends there, `part_starts` the start places the parts pass and
    `part_home` whether some part needs own home fields free."""

    __slots__ = ("home", "part_home", "part_starts", "reach", "starts")

    def __init__(
        self,
        reach: frozenset[int],
        starts: bool,
        home: bool,
        part_starts: int,
        part_home: bool,
    ) -> None:
        self.reach = reach
        self.starts = starts
        self.home = home
        self.part_starts = part_starts
        self.part_home = part_home

    def apart_from(self, other: PartReach, colour: int) -> bool:
        """Whether the parts of these two pawns of one colour can never meet: no
        part ends where the other pawn stands or ends, and neither part changes
        the start place or home fields the other's walks need."""
        bit = 1 << colour
        return (
            self.reach.isdisjoint(other.reach)
            and not (self.starts and other.part_starts & bit)
            and not (other.starts and self.part_starts & bit)
            and not (self.home and other.part_home)
            and not (other.home and self.part_home)
        )


class PawnRows(PartReach):
    """One pawn's row plans for 0..7 steps from one place, and what they need together.

    `entries` are the walk entries the rows come from, `plain_rows` the rows when
    nothing is in the way and `whole` the whole-7 options of its last row then;
    `by_home` keeps the rows of a pawn whose walks need own home fields free, per
    set of taken home fields, for boards where no other end (`outer_ends`) is taken.
    The rest (`PartReach`) tells how its parts can meet another pawn's.
    """

    __slots__ = (
        "any_home",
        "by_home",
        "end_rows",
        "ends",
        "entries",
        "outer_ends",
        "plain_rows",
        "rows",
        "start_mask",
        "whole",
    )

    def __init__(
        self,
        rows: tuple[RowPlan, ...],
        entries: tuple[WalkEntry, ...],
        end_rows: dict[int, tuple[int, ...]],
        whole: tuple[Option, ...],
        reach: frozenset[int],
        starts: bool,
        home: bool,
        needs: tuple[int, bool, int, bool],
    ) -> None:
        """`needs`: the union of the rows' start masks, whether some row needs own
        home fields free, and the same two for the parts of 1..6 steps."""
        self.rows = rows
        self.entries = entries
        self.start_mask, self.any_home, part_starts, part_home = needs
        super().__init__(reach, starts, home, part_starts, part_home)
        # Per end field, the rows with a walk ending there.
        self.end_rows = end_rows
        self.ends = tuple(sorted(end_rows))
        self.by_home: dict[int, PartTable] = {}
        outer_ends: list[int] = []
        for end in self.ends:
            if not HOME0 <= end < HOME0 + 16:
                outer_ends.append(end)
        self.outer_ends = tuple(outer_ends)
        self.plain_rows = tuple([row[ROW_PLAIN] for row in rows])
        self.whole = whole


# (rows, whole, trail, start_mask, reach): a pawn's part table for a 7 from a place
# where its seven steps walk straight (`Geometry.straight`), when nothing is in
# the way: a row per part length 0..7 (one move each, none for 0), the whole-7
# options of its last row, the fields its seven steps pass (every part's end),
# the start places they pass, and how its parts meet another pawn's.
StraightParts = tuple[
    tuple[tuple[PawnMove, ...], ...], tuple[Option, ...], tuple[int, ...], int, PartReach
]


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
    """Pawn, field and xi in one int: a memo key that hashes and compares cheaply.

    (Fields are below 127 and xi below 16. Arithmetic, not bit operations: CPython
    3.11 runs + and * on small ints in specialised instructions, << and | not.)
    The pawn is `(spot + 1) // 2048` (xi is -1..14).
    """
    return (k * 128 + pos) * 16 + xi


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
        "enters",
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
        "straight",
        "straight_parts",
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
        # whether the text says the steps, packed by `moves_forward.plan_key`.
        self.forward_plans: dict[int, dict[int, ForwardPlan]] = {}
        self.row_plans: dict[int, PawnRows] = {}
        # Keyed by `spot`, for pawns whose seven steps walk straight.
        self.straight_parts: dict[int, StraightParts] = {}
        # Per walk, at `steps * 4 + kind`: its straight walks per colour and field (see
        # `walks.straight_walks`), made when first asked.
        self.straight: list[StraightTable | None] = [None] * (4 * MOST_STEPS + 4)
        # Each pawn's entry, made once, keyed by `pawn * 17 + 1 + hit pawn` (0 for none).
        self.enters: dict[int, Option] = {}


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
