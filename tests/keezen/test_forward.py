"""Listing shortcuts hold to what they stand for: `forward` to the plans, the pawn
lists a board keeps to those of a fresh board, the independent 7 splits to the general split,
the straight pawns' 7 parts to the prepared rows."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from games.keezen import Keezen
from games.keezen.board import NORMAL
from games.keezen.movegen import _ACE_ELEVEN, _ACE_ONE, _KING, STEPS
from games.keezen.moves import Option
from games.keezen.moves_forward import forward, planned_moves, walks_straight
from games.keezen.moves_seven import (
    PARTS_REACH,
    PARTS_WHOLE,
    _all_apart,
    _independent_pairs,
    _independent_splits,
    _list_each_order_once,
    _prepared_rows,
    _split_sevens,
    _straight_part_table,
    _straight_parts,
    _whole_sevens,
    part_table,
)
from games.keezen.moves_ten import _TEN
from games.keezen.phases import PLAY
from games.keezen.position import Position
from games.keezen.rules import PartTable, PawnRows
from games.keezen.walks import WalkEntry
from tests.keezen.helpers import PLAYERS

# Every walking card's plan key: the ace's two, the king's 13, the 10's, the others'.
_KEYS = (_ACE_ONE, _ACE_ELEVEN, _KING, _TEN, *STEPS.values())
_OPTIONS: tuple[dict[str, Any], ...] = (
    {},
    {"hit_own_pawns": False, "teams": "ffa"},
    {"must_enter_home": True, "strict_must_move": True, "ten_into_home": "illegal"},
    {"cross": False, "home_moves_obligatory": True, "ten_target": "any"},
    {"backward_in_cross": "forbidden", "seven_hits_passed": True, "gate_offset": 4},
)


def _by_plans(g: Keezen, key: int, pawns: list[int]) -> tuple[list[Option], bool]:
    position = g._position()
    out: list[Option] = []
    must = False
    for k in pawns:
        must = planned_moves(position, out, key, k) or must
    return out, must


def _play_turns(seeds: int, rng: random.Random) -> Iterator[Keezen]:
    """Random games under every rule set above, at each turn of the play phase."""
    for options in _OPTIONS:
        for seed in range(seeds):
            g = Keezen.new(PLAYERS, seed=seed, options=options)
            for _ in range(400):
                if g.over:
                    break
                player = g.turn()[0]
                moves = g.legal_moves(player)
                if g.state.phase is PLAY:
                    yield g
                g.play(player, moves[rng.randrange(len(moves))])


def test_forward_lists_what_the_plans_list_in_random_games() -> None:
    compared = 0
    for g in _play_turns(6, random.Random(7)):
        position = g._position().turn(g.state.current)
        others = [k for k in range(16) if g.pos[k] >= 0]
        for key in _KEYS:
            for pawns in (None, others):
                out: list[Option] = []
                must = forward(position, out, key, pawns)
                chosen = position.movers if pawns is None else pawns
                assert (out, must) == _by_plans(g, key, chosen)
                compared += 1
    assert compared > 10_000


def test_the_pawn_lists_kept_from_turn_to_turn_are_those_of_a_fresh_board() -> None:
    compared = 0
    for g in _play_turns(4, random.Random(3)):
        kept = g._position().turn(g.state.current)
        fresh = Position(g._rules, list(g.pos), list(g.xi)).turn(g.state.current)
        assert (kept.mine, kept.movers) == (fresh.mine, fresh.movers)
        compared += 1
    assert compared > 2_000


def test_independent_splits_list_what_the_general_split_lists() -> None:
    compared = 0
    for g in _play_turns(6, random.Random(11)):
        position = g._position().turn(g.state.current)
        movers = position.movers
        entries: dict[int, tuple[WalkEntry, ...]] = {}
        table: dict[int, PartTable] = {}
        plans: dict[int, PawnRows] = {}
        _whole_sevens(position, [], True, entries, table, plans)
        independent = _independent_pairs(movers, plans)
        rules = position.rules
        if len(movers) < 2 or rules.hit_passed or not rules.hit_own:
            continue
        if not _all_apart(movers, independent):
            continue
        fast: list[Option] = []
        _independent_splits(movers, table, fast)
        general: list[Option] = []
        found = _split_sevens(position, entries, table, [], [], False, independent)
        _list_each_order_once(found, general)
        assert fast == general
        compared += 1
    assert compared > 1_000


def test_straight_sevens_part_as_the_prepared_rows_do() -> None:
    """A pawn whose seven steps walk straight takes its parts, whole 7s and reach
    from `_straight_parts` instead of `_pawn_rows`: the same on every board."""
    compared = 0
    for g in _play_turns(6, random.Random(5)):
        position = g._position().turn(g.state.current)
        rules = position.rules
        if rules.must_enter_home or rules.hit_passed:
            continue
        for k in position.mine:
            if not walks_straight(position, k, 7, NORMAL):
                continue
            parts = rules.straight_parts.get(position.spots[k]) or _straight_parts(position, k)
            plan = _prepared_rows(position, k)
            assert [list(row) for row in _straight_part_table(position, k, parts)] == [
                list(row) for row in part_table(position, k, plan)
            ]
            assert parts[PARTS_WHOLE] == plan.whole
            reach = parts[PARTS_REACH]
            assert (reach.reach, reach.starts, reach.home, reach.part_starts, reach.part_home) == (
                plan.reach,
                plan.starts,
                plan.home,
                plan.part_starts,
                plan.part_home,
            )
            compared += 1
    assert compared > 5_000
