"""Measure the Mezza snatch over whole games: when does laying a ½ out of turn pay?

    python bench/mezza_snatch.py [--games 2000] [--seed 1] [--seats 3] [--compare 0]

A hard computer's playouts look a few rounds ahead, too short to tell what a
snatch is worth, so its snatch rule (`games.mezza.ai.snatch_pays`) comes from
here. Normal computer players play seeded games; at every chance one seat (a
different one each game) has to snatch, the game is copied, the seat snatches
in one copy and lets the chance pass in the other, and both are played to the
end by normal players. Per situation the script prints how many more games the
seat finished first when it snatched (with a 95 % interval), beside what the
normal rule (`wants_snatch`) and the hard rule do there.

`--compare N` then plays N more deals twice, one seat snatching by the hard rule
and by the normal one, everything else normal, and prints both first-place
shares and their difference on the same deals.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.ai import choose_move, interjection
from games.base import derive_rng
from games.mezza import Mezza
from games.mezza.ai import skips_everyone, snatch_pays, wants_snatch
from games.mezza.cards import HALF
from scheids.simulate import mean_interval

SNATCH = "snatch 1/2"
# (top card, stock gone, cards in hand, skips every other seat, ½ held)
Situation = tuple[str, bool, str, bool, str]


def step(
    g: Mezza, seed: int, ply: int, passing: str | None = None, hard: str | None = None
) -> None:
    """One ply of normal computer play; `passing` lets this snatch chance go,
    `hard` snatches by the hard level's rule.

    (Not `games.ai.next_computer_move`: a seat here snatches by the hard rule
    but plays its turns as a normal player, and one seat may let a chance go.)"""
    rng = derive_rng(seed, "ai", ply)
    for p in g.players:
        if p == passing:
            continue
        level = "hard" if p == hard else "normal"
        move = interjection(g, p, rng, level)
        if move is not None:
            g.play(p, move)
            return
    player = next(p for p in g.turn() if g.legal_moves(p))
    g.play(player, choose_move(g, player, rng, "normal"))


def finish(g: Mezza, seed: int, ply: int, seat: str, hard: str | None = None) -> int:
    """Play on to the end; 1 if `seat` finished first."""
    while not g.over and ply < Mezza.move_limit:
        step(g, seed, ply, hard=hard)
        ply += 1
    return int(seat in g.outcome().ranking[0])


def situation(g: Mezza, seat: str) -> Situation:
    state = g.table.state
    me = g.table.seat_of[seat]
    halves = (state.hands[me] or state.ups[me]).count(HALF)
    return (
        state.pile[-1],
        not any(state.stocks),
        "0-2" if len(state.hands[me]) <= 2 else "3+",
        skips_everyone(state, me),
        str(min(halves, 3)) + ("+" if halves >= 3 else ""),
    )


def chances(
    games: int, seed: int, seats: int
) -> tuple[dict[Situation, list[int]], dict[Situation, set[str]]]:
    """Per situation, the gain (-1, 0, 1) of each snatch over letting it pass, and
    what the two rules did there (N the normal rule snatched, H the hard rule, -
    neither)."""
    gains: dict[Situation, list[int]] = defaultdict(list)
    rules: dict[Situation, set[str]] = defaultdict(set)
    players = [f"ai:{i + 1}" for i in range(seats)]
    for n in range(seed, seed + games):
        seat = players[n % seats]
        g = Mezza.new(players, seed=n)
        ply = 0
        while not g.over and ply < Mezza.move_limit:
            if seat not in g.turn() and SNATCH in g.legal_moves(seat):
                snatched, passed = g.copy(), g.copy()
                snatched.play(seat, SNATCH)
                step(passed, n, ply, passing=seat)
                gain = finish(snatched, n, ply + 1, seat) - finish(passed, n, ply + 1, seat)
                key = situation(g, seat)
                gains[key].append(gain)
                normal, hard = wants_snatch(g, seat), snatch_pays(g, seat)
                rules[key].add(("N" if normal else "-") + ("H" if hard else "-"))
            step(g, n, ply)
            ply += 1
    return gains, rules


def compare(games: int, seed: int, seats: int) -> None:
    players = [f"ai:{i + 1}" for i in range(seats)]
    first: dict[str, list[int]] = {"normal": [], "hard": []}
    for n in range(seed, seed + games):
        seat = players[n % seats]
        for rule in first:
            g = Mezza.new(players, seed=n)
            first[rule].append(finish(g, n, 0, seat, hard=seat if rule == "hard" else None))
    normal, hard = first["normal"], first["hard"]
    diff, low, high = mean_interval([h - m for h, m in zip(hard, normal, strict=True)])
    print(
        f"\n{games} deals, one seat of {seats}: finished first "
        f"{100 * sum(normal) / games:.2f} % snatching by the normal rule, "
        f"{100 * sum(hard) / games:.2f} % by the hard rule: "
        f"{100 * diff:+.2f} points [{100 * low:+.2f}, {100 * high:+.2f}]"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--compare", type=int, default=0, help="deals for the rule against rule")
    args = parser.parse_args()
    start = time.perf_counter()
    gains, rules = chances(args.games, args.seed, args.seats)
    total = sum(map(len, gains.values()))
    print(f"{total} snatch chances in {args.games} games of {args.seats} normal players")
    print("top   stock  hand  skips all  ½ held   chances   gain if snatched (points)  rules")
    for key in sorted(gains):
        top, gone, hand, everyone, halves = key
        mean, _, high = mean_interval(gains[key])
        spread = f"± {100 * (high - mean):5.2f}" if len(gains[key]) > 1 else " " * 7
        print(
            f"{top:5} {'gone' if gone else 'left':6} {hand:5} {'yes' if everyone else 'no':10} "
            f"{halves:8} {len(gains[key]):7}   {100 * mean:+6.2f} {spread}"
            f"              {'/'.join(sorted(rules[key]))}"
        )
    print("rules: N the normal rule snatches, H the hard rule does, - neither")
    if args.compare:
        compare(args.compare, args.seed + args.games, args.seats)
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
