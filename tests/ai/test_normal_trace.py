"""Golden trace: the normal players choose exactly as recorded.

The normal player is also every seat of every playout of the hard level's
search, so it is made fast; that work must not change a single choice. Seeded
games of normal players under several house-rule sets hash every move made; the
hashes were recorded before the speed work. A change meant to play differently
records them anew, and measures the ladder again (`bench/ladder.py`): every
rung stands on these choices.
"""

from __future__ import annotations

import hashlib
import random

import pytest

import games
from games.ai import next_computer_move

# (game, seats, house rules, hash of every move of six seeded games)
CASES: list[tuple[str, int, dict[str, object], str]] = [
    ("keezen", 4, {}, "e605832b2f504208fc27"),
    ("keezen", 4, {"teams": "ffa", "hit_own_pawns": False}, "2e0899005353c17ddb34"),
    ("keezen", 4, {"cross": False, "gate_offset": 3, "arm_length": 1}, "21e0cb0a2a2f9814e6e0"),
    (
        "keezen",
        4,
        {"arm_length": 5, "gate_offset": 12, "card_exchange": True},
        "83f12a733c212b9f60da",
    ),
    ("pandoer", 4, {}, "b60d4accd12bc9b5cb28"),
    ("muriel", 4, {}, "be245d5593c89af5d29a"),
    ("muriel", 9, {}, "ebb4789fba02fdfe6bec"),
    ("mezza", 3, {}, "d811bf46637559ef1acc"),
    ("meierijen", 2, {}, "96f2d0ad6328cada4009"),
]


def trace(name: str, seats: int, options: dict[str, object], games_played: int = 6) -> str:
    cls = games.REGISTRY[name]
    players = [f"ai:{i + 1}" for i in range(seats)]
    h = hashlib.sha256()
    for seed in range(games_played):
        game = cls.new(players, seed=seed, options=options)
        rng = random.Random(seed)
        every_seat = {player: rng for player in players}
        for _ in range(cls.move_limit):
            made = next_computer_move(game, players, every_seat.__getitem__)
            if made is None:
                break
            h.update(repr(made).encode())
            game.play(*made)
    return h.hexdigest()[:20]


@pytest.mark.parametrize(("name", "seats", "options", "recorded"), CASES)
def test_normal_players_choose_as_recorded(
    name: str, seats: int, options: dict[str, object], recorded: str
) -> None:
    assert trace(name, seats, options) == recorded
