"""Taking a trick reads its winner from the four cards without `trick_winner`'s loop;
`trick_rules.trick_winner` stays the rule, and every trick taken must agree with it."""

from __future__ import annotations

import random

import pytest

from games.pandoer.engine import Pandoer
from games.pandoer.trick_rules import trick_winner
from tests.pandoer.helpers import P


@pytest.mark.parametrize("card_values", ["dutch146", "klaverjas162"])
def test_every_trick_taken_goes_to_the_seat_trick_winner_names(card_values: str) -> None:
    rng = random.Random(card_values)
    checked = 0
    for seed in range(40):
        g = Pandoer.new(P, seed=seed, options={"card_values": card_values})
        for _ in range(300):
            if g.over:
                break
            deal = g.table.deal
            taken = len(deal.tricks)
            player = rng.choice(g.turn())
            g.play(player, rng.choice(g.legal_moves(player)))
            if g.table.deal is deal and len(deal.tricks) > taken:
                trick = deal.tricks[-1]
                cards = trick["cards"]
                assert cards[trick_winner(cards, deal.trump, card_values)][0] == trick["winner"]
                checked += 1
    assert checked > 500
