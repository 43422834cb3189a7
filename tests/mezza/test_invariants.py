"""Invariants checked along seeded random games (cheap, no hypothesis)."""

from __future__ import annotations

import json
import random

import pytest

from games.mezza.engine import Mezza
from games.mezza.pile import lay


def replayed(g: Mezza) -> tuple[int, bool, bool]:
    """Rank in force, limit and open half card from laying the pile again card by card."""
    h = g.copy()
    s = h.table.state
    pile = list(s.pile)
    s.pile, s.completed = [], []
    s.force, s.lower, s.open_half = 0, False, False
    for c in pile:
        lay(s, h.options, [c])
    return s.force, s.lower, s.open_half


@pytest.mark.parametrize("n", [2, 3, 5])
def test_pile_state_hand_refill_and_turns_stay_consistent(n: int) -> None:
    for seed in range(4):
        g = Mezza.new([f"p{i}" for i in range(n)], seed=seed)
        rng = random.Random(seed)
        while not g.over:
            movers = [p for p in g.players if g.legal_moves(p)]
            assert g.turn() and set(g.turn()) <= set(movers)
            p = rng.choice(movers)
            g.play(p, rng.choice(g.legal_moves(p)))
            if g.table.state.phase != "play":
                continue
            assert (g.table.state.force, g.table.state.lower, g.table.state.open_half) == replayed(
                g
            )
            assert g.table.state.active[g.table.state.current]
            for seat, hand in enumerate(g.table.state.hands):
                if g.table.state.active[seat] and not hand:
                    assert not g.table.state.stocks[0], (
                        "a hand only runs dry once the stock is gone"
                    )
            json.dumps(g.view(p))


def test_every_legal_play_fits_the_pile() -> None:
    for seed in range(6):
        g = Mezza.new(["a", "b", "c"], seed=seed, options={"exchange": False})
        rng = random.Random(seed)
        while not g.over:
            p = g.turn()[0]
            for move in g.legal_moves(p):
                cards = move.split()[1:]
                if move.startswith("play") and not g.table.state.opening:
                    whole = [c for c in cards if c != "1/2"]
                    code = whole[0] if whole else "1/2"
                    if whole and "1/2" in cards:
                        code = {"3.5": "4", "6.5": "7", "9.5": "10"}[code]
                    assert g.can_play(code), (move, g.table.state.pile)
            g.play(p, rng.choice(g.legal_moves(p)))
