"""Computer seats in front ends: out-of-turn moves are made, not only asked for."""

from __future__ import annotations

import random

import games
from games.ai import next_computer_move
from games.base import derive_rng


def test_computer_seats_snatch_out_of_turn_in_mezza() -> None:
    snatches = 0
    for seed in range(30):
        g = games.REGISTRY["mezza"].new(["ai:1", "ai:2", "ai:3"], seed=seed)
        ply = 0
        while not g.over and ply < 3000:
            found = next_computer_move(
                g, g.players, lambda p, ply=ply, seed=seed: derive_rng(seed, "ai", ply, p)
            )
            assert found is not None
            player, move = found
            if player not in g.turn():
                assert move == "snatch 1/2"
                snatches += 1
            g.play(player, move)
            ply += 1
        assert g.over
    assert snatches > 0


def test_random_computers_never_interject() -> None:
    g = games.REGISTRY["mezza"].new(["ai:1", "ai:2"], seed=1)
    found = next_computer_move(g, g.players, lambda p: random.Random(0), lambda _: "random")
    assert found is not None and found[0] in g.turn()
