"""The engine bench still fits the engines and the contract.

Benchmarks are run by hand, so a change to the contract (a new abstract method,
say) would otherwise break `bench/engine.py` unnoticed until the next
measurement. These play a few decisions of each row; nothing here is timed.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

import games

BENCH = Path(__file__).resolve().parents[2] / "bench" / "engine.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_engine", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", sorted(games.REGISTRY))
def test_each_game_plays_a_fixed_number_of_decisions(bench: ModuleType, name: str) -> None:
    _, decisions, _ = bench.playouts(games.REGISTRY[name], 0, 300)
    assert decisions == 300


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
