"""kill -9 right after a game's final move commits: results, ledger and standings are all
there."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from scheids.db_commands import check
from storage.repository import open_repository
from tests.bot import fakegame

ROOT = Path(__file__).resolve().parents[2]


async def kept_and_rebuilt_standings(path: Path) -> tuple[list[Any], list[Any]]:
    """The standings the bot kept, and what a rebuild from results and ledger makes."""
    repo = await open_repository(str(path))
    try:
        kept = await repo.standings_rows()
        await repo.rebuild_standings()
        return kept, await repo.standings_rows()
    finally:
        await repo.close()


async def test_kill_at_game_end_leaves_results_ledger_and_standings_complete(
    tmp_path: Path,
) -> None:
    path = tmp_path / "end.sqlite3"
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.service.table_process", str(path), "over", "--computer"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert proc.stdout is not None
    # Killed the moment the final move's commit has returned.
    for line in proc.stdout:
        if line.split()[-1] == "over":
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert line.split()[-1] == "over", line
    final_ply = int(line.split()[1])

    with sqlite3.connect(path) as conn:
        seats, seed, options, status, ply = conn.execute(
            "SELECT seats, seed, options, status, ply FROM sessions"
        ).fetchone()
        moves = conn.execute("SELECT player, move FROM moves ORDER BY ply").fetchall()
        results = conn.execute("SELECT player, place, win FROM results").fetchall()
        ledger = conn.execute("SELECT player, currency, SUM(amount) FROM ledger GROUP BY 1, 2")
        booked = {(p, c): total for p, c, total in ledger}
    assert status == "over" and ply == final_ply == len(moves)

    # Replay the logged moves: every result and every cent and point they settled is booked.
    game = fakegame.Highcard.new(json.loads(seats), seed=seed, options=json.loads(options))
    settled: Counter[tuple[str, str]] = Counter()
    for event in game.opening_events():
        settled.update({(p, "eur_cent"): a for p, a in event.money.items()})
    for player, move in moves:
        for event in game.play(player, move):
            settled.update({(p, "eur_cent"): a for p, a in event.money.items() if a})
            settled.update({(p, "points"): a for p, a in event.points.items() if a})
    assert game.over
    assert booked == {key: total for key, total in settled.items() if total}
    outcome = game.outcome()
    expected = {(p, place) for place, group in enumerate(outcome.ranking, 1) for p in group}
    assert {(p, place) for p, place, _ in results} == expected
    assert sum(win for *_, win in results) == len(outcome.ranking[0])
    assert check(path) == []

    # The standings were kept in the same transaction: a rebuild changes nothing.
    kept, rebuilt = await kept_and_rebuilt_standings(path)
    assert kept and kept == rebuilt
