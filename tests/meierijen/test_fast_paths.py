"""The listing's fast paths held to the named rules they stand in for."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from itertools import product

from games.meierijen import MeieRijen
from games.meierijen.legal import legal_moves
from games.meierijen.mat import PENALTY_LETTER
from games.meierijen.phases import PLAY

SCOPES = ("everyone", "opponents_of_placer")


def random_play(games: int, moves: int) -> Iterator[MeieRijen]:
    """Each state of random games, for both block scopes and two and four seats, white
    pawns allowed on every letter; yielded before its move is made."""
    for scope, players in product(SCOPES, (2, 4)):
        rng = random.Random(players)
        seats = [f"p{i}" for i in range(players)]
        options = {"block_scope": scope, "multiplayer": players > 2, "white_targets": "A-G"}
        for seed in range(games):
            g = MeieRijen.new(seats, seed=seed, options=options)
            for _ in range(moves):
                if g.over:
                    break
                yield g
                mover = rng.choice(g.turn())
                g.play(mover, rng.choice(g.legal_moves(mover)))


def test_the_penalty_tops_a_listing_reads_itself_are_those_penalty_sources_allows() -> None:
    """Under penalty_access=top a listing reads the penalty tops itself, skipping the
    piles a white pawn closes to the mover; `legal.penalty_sources` stays the rule.
    A table told otherwise (`penalty_top` off) lists through it: over many random
    states, white pawns on penalty fields among them, both list the same moves."""
    on_penalty = 0
    for g in random_play(games=30, moves=400):
        table = g.table
        state = table.state
        if state.phase is not PLAY:
            continue
        if any(letter in PENALTY_LETTER for letter in state.white_places):
            on_penalty += 1
        through_rule = replace(table, penalty_top=False)
        assert legal_moves(table, state.current) == legal_moves(through_rule, state.current)
    assert on_penalty > 100  # white pawns stood on penalty fields often enough to tell
