"""The engine bench's floor row still answers the contract.

Its engine is a `Game` that does nothing, so a change to the contract (a new
abstract method, say) would otherwise break it unnoticed until the next
measurement. Nothing here is timed; `test_bench_scripts` runs the bench itself.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "engine.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_engine", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_floor_engine_plays_four_hundred_decisions_a_game(bench: ModuleType) -> None:
    n_games, decisions, _ = bench.playouts(bench.Floor, 0, 1000)
    assert decisions == 1000
    assert n_games == 3  # two whole games of 400, and the start of a third


def test_the_floor_engine_answers_the_whole_contract(bench: ModuleType) -> None:
    floor = bench.Floor.new(["a", "b", "c", "d"], seed=1)
    assert floor.legal_moves("b") == []
    floor.play("a", floor.legal_moves("a")[0])
    again = bench.Floor.from_json(floor.to_json())
    assert again.turn() == floor.turn() == ["b"]
    assert again.view("a")["turn"] == floor.view("a")["turn"]
    assert floor.redeal_hidden("a", random.Random(1)).turn() == ["b"]
    assert floor.outcome().ranking == [["a", "b", "c", "d"]]
