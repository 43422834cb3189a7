"""`forward` lists straight walks from the track tables exactly as the plans list them."""

from __future__ import annotations

import random
from typing import Any

from games.keezen import Keezen
from games.keezen.movegen import _ACE_ELEVEN, _ACE_ONE, _KING, STEPS
from games.keezen.moves import Option
from games.keezen.moves_forward import forward, planned_moves
from games.keezen.moves_ten import _TEN
from games.keezen.phases import PLAY
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


def test_forward_lists_what_the_plans_list_in_random_games() -> None:
    rng = random.Random(7)
    compared = 0
    for options in _OPTIONS:
        for seed in range(6):
            g = Keezen.new(PLAYERS, seed=seed, options=options)
            for _ in range(400):
                if g.over:
                    break
                player = g.turn()[0]
                moves = g.legal_moves(player)
                if g.state.phase is PLAY:
                    position = g._position().turn(g.state.current)
                    others = [k for k in range(16) if g.pos[k] >= 0]
                    for key in _KEYS:
                        for pawns in (None, others):
                            out: list[Option] = []
                            must = forward(position, out, key, pawns)
                            chosen = position.movers if pawns is None else pawns
                            assert (out, must) == _by_plans(g, key, chosen)
                            compared += 1
                g.play(player, moves[rng.randrange(len(moves))])
    assert compared > 10_000
