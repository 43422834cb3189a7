"""Moves in words: every game labels each legal move for menus (at most 100
characters, cards with suit symbols), while the canonical move stays the value."""

from __future__ import annotations

import re

import pytest

import games
from games.ai import choose_move
from games.base import derive_rng

CARD_CODE = re.compile(r"\b(10|[2-9JQKA])[cdhs]\b")
REAL_GAMES = sorted(games.REGISTRY)


@pytest.mark.parametrize("name", REAL_GAMES)
def test_every_legal_move_has_a_label_in_words(name: str) -> None:
    cls = games.REGISTRY[name]
    lo, _ = cls.seat_range(cls.Options())
    game = cls.new(["1"] + [f"ai:{i}" for i in range(1, lo)], seed=11)
    seen = 0
    for step in range(400):
        if game.over:
            break
        for player in game.players:
            for move in game.legal_moves(player):
                label = game.move_label(player, move)
                assert 0 < len(label) <= 100, (move, label)
                assert not CARD_CODE.search(label), (move, label)  # symbols, not codes
                seen += 1
        player = next(p for p in game.players if game.legal_moves(p))
        game.play(player, choose_move(game, player, derive_rng(2, step)))
    assert seen > 0


@pytest.mark.parametrize(
    ("name", "move", "label"),
    [
        ("meierijen", "play 7h C", "7♥ on C"),
        ("meierijen", "play 2s E as J", "2♠ as J on E"),
        ("meierijen", "pawn white F", "White pawn to F"),
        ("pandoer", "bid polkzonder", "Bid: Polk zonder"),
        ("pandoer", "trump hearts", "Trump: ♥ hearts"),
        ("muriel", "lead 7h", "Lead 7♥ face down"),
        ("mezza", "play 3.5 1/2", "Play 3½ + ½"),
        ("mezza", "pickup", "Pick up the pile"),
        ("keezen", "play 7h p1 3 p2 4", "7♥: pawn 1 3 steps, pawn 2 4 steps"),
        ("keezen", "play Ah enter", "A♥: a pawn onto the start"),
    ],
)
def test_labels_read_as_words(name: str, move: str, label: str) -> None:
    cls = games.REGISTRY[name]
    lo, _ = cls.seat_range(cls.Options())
    game = cls.new(["1"] + [f"ai:{i}" for i in range(1, lo)], seed=1)
    assert game.move_label("1", move) == label


def test_the_default_label_is_the_move_itself() -> None:
    assert games.Game.move_label.__doc__
    cls = games.REGISTRY["mezza"]
    game = cls.new(["1", "2"], seed=1)
    assert games.Game.move_label(game, "1", "pickup") == "pickup"
