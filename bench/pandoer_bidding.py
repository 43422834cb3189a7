"""Calibrate the Pandoer computer's bids: how often does a hand make each contract?

    python bench/pandoer_bidding.py [--deals 1000] [--seed 1] [--width 0.5]

For every seeded deal, every seat and every contract that seat may bid with
its 9 cards, the auction is forced (the others pass, that seat bids the
contract) and the deal is played out by the normal computer players. Each
playout gives one (contract, hand score, made) sample, the score being
`contract_scores` of the bidding module. Per contract the script prints the
made share by score band, fitted to rise with the score (pool adjacent
violators), and the steps to paste into `MADE_CHANCE`. Hopeless hands (below
`FLOOR`) are not played out, which keeps a run to minutes.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.base import derive_rng
from games.pandoer import Pandoer
from games.pandoer.ai import choose
from games.pandoer.ai_bidding import contract_scores
from games.pandoer.contracts import CONTRACTS
from scheids.pandoer_stats import PandoerStats

SEATS = ["a", "b", "c", "d"]
# Scores below these are not worth playing out: nobody would bid them.
FLOOR = {
    "polkzonder": 5.0, "solo": 4.0, "stoet": 4.5, "vierdeboer": 4.0, "halvestoet": 4.0,
    "praatje": -3.0, "polke": 5.0, "piek": -3.0, "solozonder": 4.0, "omver": -3.0,
    "vogeltje": -3.0, "pandoer": 4.5, "piekzonder": -5.0,
}  # fmt: skip


def forced_playout(start: Pandoer, seat: int, key: str) -> bool | None:
    """Made (True/False) when `seat` plays `key` and everyone else passed; None if void."""
    g = start.copy()
    dealer = SEATS.index(str(start.view(None)["dealer"]))
    order = [(dealer + i) % 4 for i in range(1, 5)]
    stats = PandoerStats()
    for s in order:
        player = SEATS[s]
        if g.turn() != [player]:
            return None
        move = f"bid {key}" if s == seat else "pass"
        if move not in g.legal_moves(player):
            return None
        stats.add(g.play(player, move))
        if s == seat and g.view(None)["high"] is None:  # Halve stoet without 'die zit'
            return None
    ply = 0
    while not g.over:
        player = g.turn()[0]
        stats.add(g.play(player, choose(g, player, derive_rng(0, ply))))
        ply += 1
    if not stats.played[key]:
        return None
    return stats.made[key] > 0


def pooled(bands: list[tuple[float, int, int]]) -> list[tuple[float, int, int]]:
    """Pool adjacent bands (lowest score first) until the made share never falls."""
    out: list[list[float]] = []
    for low, made, n in bands:
        out.append([low, made, n])
        while len(out) > 1 and out[-2][1] / out[-2][2] >= out[-1][1] / out[-1][2]:
            hi = out.pop()
            out[-1][1] += hi[1]
            out[-1][2] += hi[2]
    return [(low, int(made), int(n)) for low, made, n in out]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--width", type=float, default=0.5, help="score band width")
    args = parser.parse_args()
    samples: dict[str, list[tuple[float, bool]]] = defaultdict(list)
    begin = time.perf_counter()
    for i in range(args.deals):
        game = Pandoer.new(SEATS, seed=args.seed + i, options={"deals": 1})
        system = game.options.card_values
        for seat in range(4):
            view = game.view(SEATS[seat])
            nine = [*view["hand"], str(view["open_card"])]
            scores = contract_scores(nine, system)
            for con in CONTRACTS:
                if scores[con.key] < FLOOR[con.key]:
                    continue
                made = forced_playout(game, seat, con.key)
                if made is not None:
                    samples[con.key].append((scores[con.key], made))
    seconds = time.perf_counter() - begin
    print(f"{args.deals} deals, {sum(map(len, samples.values()))} playouts, {seconds:.0f} s")
    steps: dict[str, list[tuple[float, float]]] = {}
    for con in CONTRACTS:
        rows = samples[con.key]
        by_band: dict[float, list[int]] = defaultdict(lambda: [0, 0])
        for score, made in rows:
            band = args.width * (score // args.width)
            by_band[band][0] += made
            by_band[band][1] += 1
        bands = [(low, m, n) for low, (m, n) in sorted(by_band.items())]
        print(f"\n{con.title} ({len(rows)} hands): score band, made/played, made %")
        for low, m, n in bands:
            print(f"  {low:>6.2f}  {m:>5}/{n:<5} {100 * m / n:5.1f} %")
        fitted = pooled(bands)
        # (made + 1) / (played + 2): a band of one lucky hand is not a sure thing.
        steps[con.key] = [(low, round((m + 1) / (n + 2), 2)) for low, m, n in reversed(fitted)]
        shown = (f"≥{low:.2f}: {100 * m / n:.0f} % ({n})" for low, m, n in fitted)
        print("  fitted: " + ", ".join(shown))
    print("\nMADE_CHANCE = {")
    for key, fit in steps.items():
        print(f"    {key!r}: {tuple(fit)!r},")
    print("}")


if __name__ == "__main__":
    main()
