"""The strength ladder of the computer levels, game by game.

    python bench/ladder.py [--games 200] [--rung normal:easy] [--game mezza] [--playouts N]
        [--horizon PLIES] [--seed N] [--seats N]

For every game and rung (a stronger level over a weaker one) it plays computer
games with seats rotated and prints the stronger level's result with its 95 %
interval beside the target it should reach:

- MeieRijen (2 players): the stronger level wins at least 60 % of games;
- Kruizkeezen (partners): the stronger pair wins at least 60 %;
- Mezza (3 players) and Muriel (4): one stronger seat among weaker ones finishes
  first at least 1.5 times its fair share;
- Pandoer (4): one stronger seat among weaker ones ends ahead in money, the
  interval above zero.

`--seats` changes the table size of the games where one stronger seat sits
among weaker ones (the target follows: 1.5 times a fair share of that table).
Figures are printed, never asserted; docs/computers.md keeps the latest run.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.search import DEFAULT_BUDGET, SearchBudget
from scheids.simulate import Report, mean_interval, simulate, wilson_interval

# Seats per game, and whether the stronger level sits alone among weaker ones.
SETUPS: dict[str, tuple[int, bool]] = {
    "meierijen": (2, False),
    "keezen": (4, False),
    "mezza": (3, True),
    "muriel": (4, True),
    "pandoer": (4, True),
}
RUNGS = ("easy:random", "normal:easy", "hard:normal")


def seats(game: str, strong: str, weak: str, size: int | None = None) -> list[str]:
    count, alone = SETUPS[game]
    if alone:
        count = size or count
        return [strong] + [weak] * (count - 1)
    return [strong, weak] * (count // 2)


def verdict(game: str, report: Report, strong: str) -> str:
    stats = report.levels[strong]
    _, alone = SETUPS[game]
    count = report.players
    # Partners share one result: the interval counts games, not seats.
    pair = 1 if alone or count == 2 else count // 2
    low, high = wilson_interval(sum(stats.wins) // pair, stats.seats // pair)
    share = f"first {100 * stats.win_share:.1f}% [{100 * low:.1f}-{100 * high:.1f}]"
    if game == "pandoer":
        mean, m_low, m_high = mean_interval(stats.money)
        money = f"money/game {mean / 100:+.2f} € [{m_low / 100:+.2f}, {m_high / 100:+.2f}]"
        return f"{share}; {money} -> target interval above 0: {_met(m_low > 0)}"
    if game in ("mezza", "muriel"):
        target = 1.5 / count
        return f"{share} -> target {100 * target:.1f}%: {_met(stats.win_share >= target)}"
    return f"{share} -> target 60%: {_met(stats.win_share >= 0.6)}"


def _met(ok: bool) -> str:
    return "met" if ok else "not met"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rung", action="append", help="STRONG:WEAK, e.g. hard:normal")
    parser.add_argument("--game", action="append", help="only these games")
    parser.add_argument("--playouts", type=int, default=None, help="hard level: playouts a move")
    parser.add_argument("--horizon", type=int, default=None, help="hard level: plies a playout")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", type=int, default=None, help="table size (Mezza, Muriel)")
    args = parser.parse_args()
    budget = None
    if args.playouts or args.horizon:
        budget = SearchBudget(
            playouts=args.playouts or DEFAULT_BUDGET.playouts,
            horizon=args.horizon or DEFAULT_BUDGET.horizon,
        )
    for rung in args.rung or RUNGS:
        strong, weak = rung.split(":")
        for game in args.game or SETUPS:
            report = simulate(
                game, args.games, seats(game, strong, weak, args.seats), args.seed, budget=budget
            )
            print(
                f"{game:<10} {strong:>6} over {weak:<6} {report.games} games "
                f"{report.seconds:7.1f} s  {verdict(game, report, strong)}",
                flush=True,
            )


if __name__ == "__main__":
    main()
