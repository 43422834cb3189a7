"""The listing's fast paths held to the named rules they stand in for."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from itertools import product

from games.meierijen import MeieRijen
from games.meierijen.legal import legal_moves
from games.meierijen.log import Log
from games.meierijen.mat import PENALTY_LETTER
from games.meierijen.passing import PASSES, apply_pass, pass_and_refill
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


def test_a_pass_and_the_next_refill_in_one_step_do_what_the_rules_do() -> None:
    """`passing.pass_and_refill` stands in for `apply_pass` (then `end_turn`,
    `begin_turn`, `draw`): over many random states, wherever a pass card is legal, it
    either changes nothing and declines, or leaves the game and the event exactly as
    the rules do."""
    taken = declined = 0
    for g in random_play(games=8, moves=300):
        seat = g.table.state.current
        passes = [move for move in g.legal_moves(g.players[seat]) if move in PASSES]
        for move in passes[:1] + passes[-1:]:  # to the open cards and the penalty pile
            fast, rules = g.clone(), g.clone()
            events = pass_and_refill(fast.table, seat, PASSES[move])
            if events is None:
                declined += 1
                assert fast.to_json() == g.to_json()
                continue
            taken += 1
            log = Log()
            apply_pass(rules.table, seat, move, log)
            assert fast.to_json() == rules.to_json()
            assert events == log.events()
    assert taken > 1000 and declined > 100
