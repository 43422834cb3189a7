"""Golden trace: the speed work must not change behaviour.

Random playouts (fixed seeds and RNG) under several option sets; every legal-move list,
every event (text, private lines, points) and the JSON after every move are hashed. The
hash was taken from the engine before its speed-up (commit 5db3013). A deliberate change
of rules, texts or the JSON layout changes it too: then check the change and update it.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from games.meierijen import MeieRijen, fields

VARIANTS: list[dict[str, Any]] = [
    {},
    {"joker_colour": "any", "penalty_access": "any", "block_scope": "opponents_of_placer"},
    {
        "ace_on_empty": "forbidden",
        "wild_may_start": False,
        "penalty_block": "take_only",
        "open_limit_scope": "shared",
        "white_targets": "A-G",
    },
    {
        "empty_hand_draw": "optional",
        "end_phase_forced": False,
        "end_phase_pass": "flip_and_hand",
        "open_unlimited": "both",
        "end_timing": "end_of_turn",
        "ten_pawn_actions": "one",
    },
    {"penalty_access": "opponent_top", "end_timing": "equal_turns", "multiplayer": True},
    {"penalty_access": "none", "count_draw_pile": True, "multiplayer": True},
]
SEEDS = 3
GOLDEN = "760a3454fa70bb583c88e7248dd35cee4bfbc57d6e69fab70cf686f3315ba7bf"


def trace_hash() -> str:
    h = hashlib.sha256()

    def out(text: str) -> None:
        h.update(text.encode())
        h.update(b"\n")

    for vi, opts in enumerate(VARIANTS):
        for n in (3, 4) if opts.get("multiplayer") else (2,):
            for seed in range(SEEDS):
                rng = random.Random(seed * 7 + vi)
                players = [f"p{i}" for i in range(n)]
                g = MeieRijen.new(players, seed=seed, options=opts)
                out(g.to_json())
                while not g.over:
                    p = g.turn()[0]
                    moves = g.legal_moves(p)
                    out("|".join(moves))
                    events = g.play(p, moves[rng.randrange(len(moves))])
                    out(json.dumps([e.to_dict() for e in events], sort_keys=True))
                    out(g.to_json())
                out(repr(g.outcome()))
    return h.hexdigest()


def test_random_playouts_match_the_golden_trace() -> None:
    assert trace_hash() == GOLDEN


def test_clearing_the_memos_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The shared memos of field acceptance and wild texts are pure: tiny limits that
    clear them all the time give the same trace."""
    monkeypatch.setattr(fields, "FIT_CACHE_LIMIT", 3)
    monkeypatch.setattr(fields, "WILD_MEMO_LIMIT", 3)
    assert trace_hash() == GOLDEN
