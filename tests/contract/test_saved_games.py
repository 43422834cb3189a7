"""Games saved by earlier versions of the engines still load, save the same and play on.

`saved/*.json` are mid-game saves written before the engines took their present
layout; databases hold saves like them.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import games
from tests.helpers import anyone_with_a_move, play_out

SAVED = Path(__file__).resolve().parent / "saved"


@pytest.mark.parametrize("path", sorted(SAVED.glob("*.json")), ids=lambda p: p.stem)
def test_an_earlier_save_loads_saves_byte_for_byte_and_plays_to_the_end(path: Path) -> None:
    text = path.read_text(encoding="utf-8").strip()
    cls = games.REGISTRY[path.stem]
    g = cls.from_json(text)
    assert g.to_json() == text
    play_out(g, random.Random(1), mover=anyone_with_a_move)
    assert g.over
    assert g.cards_in_play() == g.full_deck()
