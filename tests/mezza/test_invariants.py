"""Invariants checked along seeded random games (cheap, no hypothesis)."""

from __future__ import annotations

import json
import random

import pytest

from games.base import Game
from games.mezza.engine import Mezza
from games.mezza.pile import lay
from games.mezza.state import Rules
from tests.helpers import anyone_with_a_move, play_out


def replayed(g: Mezza) -> tuple[int, bool, bool]:
    """Rank in force, limit and open half card from laying the pile again card by card."""
    h = g.copy()
    s = h.table.state
    pile = s.clear_pile()
    for c in pile:
        lay(s, Rules.of(h.options), [c])
    return s.force, s.lower, s.open_half


@pytest.mark.parametrize("n", [2, 3, 5])
def test_pile_state_hand_refill_and_turns_stay_consistent(n: int) -> None:
    for seed in range(4):
        g = Mezza.new([f"p{i}" for i in range(n)], seed=seed)

        def any_mover(g: Game, rng: random.Random) -> str:
            movers = [p for p in g.players if g.legal_moves(p)]
            assert g.turn() and set(g.turn()) <= set(movers)
            return rng.choice(movers)

        def consistent(p: str, *_: object, g: Mezza = g) -> None:
            s = g.table.state
            if s.phase != "play":
                return
            assert (s.force, s.lower, s.open_half) == replayed(g)
            assert s.active[s.current]
            for seat, hand in enumerate(s.hands):
                if s.active[seat] and not hand:
                    assert not s.stocks[0], "a hand only runs dry once the stock is gone"
            json.dumps(g.view(p))

        play_out(g, random.Random(seed), mover=any_mover, each=consistent)


def test_every_legal_play_fits_the_pile() -> None:
    def checked_random(g: Mezza, p: str, rng: random.Random) -> str:
        for move in g.legal_moves(p):
            cards = move.split()[1:]
            if move.startswith("play") and not g.table.state.opening:
                whole = [c for c in cards if c != "1/2"]
                code = whole[0] if whole else "1/2"
                if whole and "1/2" in cards:
                    code = {"3.5": "4", "6.5": "7", "9.5": "10"}[code]
                assert g.can_play(code), (move, g.table.state.pile)
        return rng.choice(g.legal_moves(p))

    for seed in range(6):
        g = Mezza.new(["a", "b", "c"], seed=seed, options={"exchange": False})
        play_out(g, random.Random(seed), checked_random)


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"cut_in": True, "snatch": "any_time"},
        {"self_combo": True, "completion_optional": True, "allow_voluntary_pickup": True},
        {"stock": "personal", "hand_cards": 5, "four_of_a_kind": "single_play"},
        {"lower_card": "3.5", "lower_card_is_wild": True, "exchange": False},
    ],
)
def test_moves_listed_from_kept_hand_counts_match_a_hand_counted_afresh(
    options: dict[str, object],
) -> None:
    # Each hand's rank counts are kept move by move rather than counted on every
    # listing; a game loaded from its JSON counts every hand afresh.
    for seed in range(3):
        g = Mezza.new([f"p{i}" for i in range(4)], seed=seed, options=options)

        def same_as_fresh(*_: object, g: Mezza = g) -> None:
            fresh = Mezza.from_json(g.to_json())
            for p in g.players:
                assert g.legal_moves(p) == fresh.legal_moves(p), p

        play_out(g, random.Random(seed), mover=anyone_with_a_move, each=same_as_fresh)
