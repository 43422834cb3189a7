"""The strength report: seats rotate, every level gets an interval."""

from __future__ import annotations

import pytest

from scheids.cli import main
from scheids.simulate import mean_interval, simulate, wilson_interval


def test_wilson_interval_brackets_the_share_and_stays_within_zero_and_one() -> None:
    low, high = wilson_interval(60, 100)
    assert 0.5 < low < 0.6 < high < 0.7
    assert wilson_interval(0, 10)[0] == pytest.approx(0.0, abs=1e-12)
    assert wilson_interval(10, 10)[1] == pytest.approx(1.0)


def test_mean_interval_is_the_mean_plus_or_minus_its_standard_error() -> None:
    mean, low, high = mean_interval([1, 2, 3, 4])
    assert mean == 2.5
    assert low == pytest.approx(2.5 - 1.959963984540054 * (5 / 3 / 4) ** 0.5)
    assert high == pytest.approx(5 - low)


def test_every_seat_of_every_game_is_counted_once_per_level() -> None:
    report = simulate("meierijen", 6, ["normal", "easy"], seed=3)
    assert report.levels["normal"].seats + report.levels["easy"].seats == 12
    assert report.levels["normal"].seats == 6


def test_simulate_command_takes_seats_with_a_hard_budget(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main(["simulate", "mezza", "--games", "2", "--seats", "hard,normal", "--playouts", "4"])
    out = capsys.readouterr().out
    assert code == 0
    assert "hard" in out and "normal" in out and "[" in out


def test_simulate_command_refuses_an_unknown_level(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "mezza", "--games", "1", "--seats", "grandmaster"]) == 2
    assert "easy, normal, hard" in capsys.readouterr().err
