"""The computer player: legal, blind to hidden cards, sensible, better than random."""

from __future__ import annotations

import random

from games.ai import random_move
from games.pandoer import Pandoer
from games.pandoer.ai import choose, danger, wanted_contract, win_tricks
from tests.helpers import any_waiting, play_out
from tests.pandoer.helpers import P, deal, run


def test_computer_moves_are_legal_and_ignore_hidden_cards() -> None:
    for seed in range(6):
        g = Pandoer.new(P, seed=seed, options={"deals": 2})
        steps = 0

        def choose_blind(g: Pandoer, p: str, rng: random.Random) -> str:
            nonlocal steps
            move = choose(g, p, random.Random(steps))
            assert move in g.legal_moves(p)
            if steps % 7 == 0:  # the same move whatever the hidden cards are
                other = g.redeal_hidden(p, random.Random(steps))
                assert choose(other, p, random.Random(steps)) == move
            steps += 1
            return move

        play_out(g, random.Random(seed), choose_blind, mover=any_waiting, limit=400)


def test_computer_bids_solo_with_all_top_trumps_and_passes_rubbish() -> None:
    strong = ["Jh", "9h", "Ah", "Kh", "Qh", "10h", "8h", "7h", "Ac"]
    assert win_tricks(strong, "h", "dutch146") >= 8
    assert "solo" in wanted_contract(strong, "dutch146")
    middling = ["9c", "10d", "Qh", "Jc", "9s", "Kd", "10c", "Qs", "8h"]
    assert wanted_contract(middling, "dutch146") == []


def test_computer_plays_omver_with_only_low_cards() -> None:
    low = ["7c", "8c", "7d", "8d", "7s", "8s", "6h", "7h", "8h"]
    assert danger(low[:8], "s", "dutch146") <= 1
    assert "omver" in wanted_contract(low, "dutch146")


def test_computer_follows_the_trump_rules_and_takes_tricks_it_needs() -> None:
    g = deal({1: ["Jh", "9h", "Ah", "Kh", "Qh", "10h", "8h", "7h"]}, "7c")
    run(g, "bid solo", "pass", "pass", "pass")
    assert choose(g, "b", random.Random(0)) == "discard 7c"
    run(g, "discard 7c")
    assert choose(g, "b", random.Random(0)) == "trump hearts"
    run(g, "trump hearts")
    assert choose(g, "b", random.Random(0)) == "play Jh"  # draw trumps from the top


def test_computer_beats_random_legal_players() -> None:
    ai_total = 0
    for seed in range(12):
        seat = seed % 4
        g = Pandoer.new(P, seed=seed, options={"deals": 4})

        def one_computer(g: Pandoer, p: str, rng: random.Random, seat: int = seat) -> str:
            return choose(g, p, rng) if p == P[seat] else random_move(g, p, rng)

        play_out(g, random.Random(seed), one_computer)
        ai_total += g.outcome().money[P[seat]]
    assert ai_total > 0
