"""Golden trace: the engine's moves, events and saved states stay exactly as recorded.

Speed work on move generation must not change behaviour. A few random playouts
under several house-rule sets hash every legal-move list, preview, event and
`to_json()` along the way; the hashes were recorded before the speed work.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from games.keezen import Keezen
from tests.keezen.helpers import PLAYERS

VARIANTS: list[dict[str, object]] = [
    {},
    {"teams": "ffa", "hit_own_pawns": False, "seven_hits_passed": True},
    {"strict_must_move": True, "must_enter_home": True, "home_moves_obligatory": True},
    {
        "pass_through": "mover-chooses",
        "centre_exit": "any",
        "eight_from_gate": True,
        "backward_in_cross": "forbidden",
        "ten_into_home": "illegal",
        "ten_target": "any",
    },
    {
        "opponent": "any-other-player",
        "jack_own_start_pawn": True,
        "card_exchange": True,
        "no_move_action": "fold-hand",
        "jokers": 2,
        "seven_partner_remainder": False,
    },
    {"cross": False, "gate_offset": 3, "arm_length": 1, "opening_redeal": True},
]

GOLDEN = [
    "bf6cf1f1dbdb126799db",
    "6e093dfeb79f1a938092",
    "ed92c6d4cc5a00a8a4c7",
    "7598da1a2354959358fc",
    "ab20207449bc4d65de53",
    "97cc472ff873e4407933",
]


def trace(options: dict[str, object], seeds: int = 2, steps: int = 400) -> str:
    h = hashlib.sha256()
    for seed in range(seeds):
        rng = random.Random(seed)
        g = Keezen.new(PLAYERS, seed=seed, options=options)
        for step in range(steps):
            if g.over:
                break
            p = rng.choice(g.turn())
            for q in PLAYERS:
                h.update(repr(g.legal_moves(q)).encode())
            moves = g.legal_moves(p)
            move = moves[rng.randrange(len(moves))]
            if step % 5 == 0:
                h.update(repr(g.preview(p, move)).encode())
            events = g.play(p, move)
            h.update(repr([e.to_dict() for e in events]).encode())
            h.update(g.to_json().encode())
    return h.hexdigest()[:20]


@pytest.mark.parametrize("i", range(len(VARIANTS)))
def test_random_playouts_match_the_recorded_trace(i: int) -> None:
    assert trace(VARIANTS[i]) == GOLDEN[i]
