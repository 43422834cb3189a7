"""Each quick bench still runs, at the smallest size it takes.

The benches are run by hand to measure; these runs only check that they
start, play and print, so a change to the engines or the computers cannot break
one unnoticed. The benches that drive the bot, the loopback Discord or
PostgreSQL have tests of their own parts and take minutes, so they are not here.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

RUNS = {
    "engine": (["--decisions", "50"], "decisions in"),
    "ladder": (
        ["--games", "2", "--rung", "easy:random", "--game", "meierijen"],
        "easy over random",
    ),
    "search_budget": (
        ["--ms", "5", "--moves", "2", "--plies", "50", "--game", "mezza"],
        "a ply of normal players",
    ),
    "pandoer_bidding": (["--deals", "20"], "piekzonder"),
    "mezza_snatch": (["--games", "10", "--compare", "5"], "by the hard rule"),
    "pictures": (["--runs", "1", "--game", "mezza"], "mezza"),
}


@pytest.mark.parametrize("name", sorted(RUNS))
def test_bench_runs_and_prints(name: str) -> None:
    args, printed = RUNS[name]
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / f"{name}.py"), *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert printed in done.stdout
