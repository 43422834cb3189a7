"""The terminal table and the CLI, for every game in the registry."""

from __future__ import annotations

import io
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import games
from scheids.cli import main
from scheids.table import YOU, TerminalTable

ROOT = Path(__file__).resolve().parents[2]
GAME_NAMES = sorted(games.REGISTRY)


def first_legal_player(table: TerminalTable, limit: int = 5000) -> Iterator[str]:
    """Typed input that always makes a legal move, with some noise mixed in."""
    noise = ["", "help", "moves", "table", "rules", "nonsense move", "play 99x"]
    for i in range(limit):
        yield noise[i % len(noise)]
        moves = table.game.legal_moves(YOU)
        yield moves[-1] if moves else ""


@pytest.mark.parametrize("name", GAME_NAMES)
def test_terminal_table_plays_a_whole_game_and_explains_bad_input(name: str) -> None:
    cls = games.REGISTRY[name]
    lo, hi = cls.seat_range(cls.Options())
    out = io.StringIO()
    table = TerminalTable(name, players=max(lo, min(hi, 3)), seed=4, level="random", out=out)
    assert table.run(first_legal_player(table)) == 0
    text = out.getvalue()
    assert table.game.over, text[-2000:]
    assert "Final standing:" in text
    assert text.count("Game over") == 1, "the end is announced once"
    assert "Not allowed:" in text
    assert "<@" not in text, "player ids must be shown as names"


@pytest.mark.parametrize("name", GAME_NAMES)
def test_cli_play_survives_garbage_and_end_of_input_without_a_traceback(name: str) -> None:
    script = "garbage\n\x00\n" + "play\n" * 3 + "quit\n"
    run = subprocess.run(
        [sys.executable, "-m", "scheids", "play", name, "--seed", "1"],
        input=script,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stdout + run.stderr
    assert "Not allowed:" in run.stdout


def test_cli_refuses_unknown_games_and_bad_options_clearly(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["play", "nosuchgame"])
    assert "unknown game" in capsys.readouterr().err
    if GAME_NAMES:
        assert main(["play", GAME_NAMES[0], "--options", "no_such_option=1"]) == 2
        assert "Unknown option" in capsys.readouterr().err


@pytest.mark.parametrize("name", GAME_NAMES)
def test_cli_simulate_prints_statistics(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", name, "--games", "4", "--levels", "best,random"]) == 0
    out = capsys.readouterr().out
    assert "decisions per game" in out and "first place" in out
