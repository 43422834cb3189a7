"""Does a hard computer's thinking slow other tables down? `/play` latency at
human tables with no hard computer thinking, and with hard computers thinking
at other tables all the while.

    python bench/think_latency.py                  # 20 human tables, 10 hard ones, 10 s a phase
    python bench/think_latency.py --tables 50 --hard 10 --seconds 20 --think-seconds 0.25

The bot is `python -m bot`'s code in a child process on a fresh SQLite file,
over the loopback fake of Discord (as in `bench/bot_loopback.py`, whose players
this reuses). *Human tables*: one person and one normal computer at `--game`;
each person moves about every `--pace` seconds, and only their `/play` round
trips are measured (from the INTERACTION_CREATE written to the callback back).
*Hard tables*: one person and one hard computer; in the thinking phase each of
their people moves again as soon as it is their turn, so the hard computers
think without pause (`AI_THINK_SECONDS` each thought, `AI_THINK_WORKERS`
worker processes; more thoughts than workers wait their turn).

Three phases on the same human tables:
- *quiet*: only the human tables play;
- *thinking*: the hard tables play, so their computers think without pause;
- *matched*: as many other tables as there are hard ones, each with a normal
  computer, whose people pause between moves so that their computers move as
  often as the hard ones did (the pause corrected round by round): the
  traffic of the thinking phase, without thinking.
With `--rounds N` the three phases take turns N times and each phase's answers
are pooled, so a slow drift (a growing database, a busier machine) falls on all
three alike; between phases the computers finish what they were thinking.
Thinking against matched is what thinking itself costs the other tables;
thinking against quiet adds what the hard tables' own moves cost (their
commands, commits and table edits), which any ten busy tables would cost.

Prints p50/p99 of each phase, the ratios, the other tables' moves in each phase,
and the bot's CPU (its own process; the workers' is not included). Asserts
nothing. The machine may be shared: other processes' load shows in all phases
alike only if it is steady.

Measured on a two-core machine with nothing else running, `--seconds 15
--rounds 4` (Mezza, one worker, 0.25 s a thought): quiet p50 8.0 ms, p99 29.6
ms; thinking 9.5 and 52.9 ms with 309 hard moves; matched 9.4 and 58.9 ms with
367 moves. Thinking against matched: 1.01x at p50, 0.90x at p99, so the
thinking itself costs the other tables nothing measurable; against quiet 1.18x
and 1.78x, which is what ten more busy tables cost. Single runs of one round
varied from 1.08x to 1.38x against quiet, which is why the rounds exist.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.bot_loopback import Stats, cpu_seconds, open_table, pct, play_table  # noqa: E402
from tests.loopback.fakediscord import FakeChannel, FakeDiscord, FakeUser  # noqa: E402
from tests.loopback.runner import BotProcess  # noqa: E402

Pair = tuple[FakeUser, FakeChannel]


def computer_moves(db: Path, tables: list[Pair]) -> int:
    """Moves made so far by the computers of these tables."""
    channels = [channel.id for _, channel in tables]
    with sqlite3.connect(db) as conn:
        sql = (
            "SELECT COUNT(*) FROM moves m JOIN sessions s ON s.id = m.session_id"
            f" WHERE m.player = 'ai:1' AND s.channel_id IN ({','.join('?' * len(channels))})"
        )
        return int(conn.execute(sql, channels).fetchone()[0])


async def open_other_table(
    fake: FakeDiscord, user: FakeUser, channel: FakeChannel, game: str, level: str
) -> None:
    await fake.slash(user, channel, "game new", game=game, timeout=30)
    await fake.slash(user, channel, "game addbot", level=level, timeout=30)
    await fake.slash(user, channel, "game start", timeout=30)


def table_state(conn: sqlite3.Connection, channel: FakeChannel) -> tuple[str, int]:
    """The channel's latest session: its status and ply (read by this process, so
    waiting for the computer costs the bot nothing)."""
    row = conn.execute(
        "SELECT status, ply FROM sessions WHERE channel_id = ?"
        " ORDER BY created_at DESC, id DESC LIMIT 1",
        (channel.id,),
    ).fetchone()
    return (str(row[0]), int(row[1])) if row else ("none", 0)


async def keep_playing(
    fake: FakeDiscord,
    db: Path,
    pair: Pair,
    game: str,
    deadline: float,
    level: str,
    pause: float,
) -> None:
    """Move whenever it is this person's turn, waiting `pause` after each move; a
    finished game is replaced. At a hard table (no pause) the computer always
    has a move to think about."""
    user, channel = pair
    loop = asyncio.get_running_loop()
    rng = random.Random(channel.id)
    conn = sqlite3.connect(db, isolation_level=None)
    while loop.time() < deadline:
        # Read before asking: a computer move committed in between changes it.
        before = table_state(conn, channel)
        offered = await fake.autocomplete(user, channel, "play", "move", "", timeout=30)
        if offered.choices:
            move = rng.choice(offered.choices)["value"]
            await fake.slash(user, channel, "play", move=move, timeout=30)
            if pause:
                await asyncio.sleep(pause)
            continue
        if before[0] != "running":
            await open_other_table(fake, user, channel, game, level)
            continue
        # The computer is thinking: wait for its move without asking the bot.
        while loop.time() < deadline and table_state(conn, channel) == before:
            await asyncio.sleep(0.05)
    conn.close()


async def until_still(
    db: Path, tables: list[Pair], quiet: float = 1.0, timeout: float = 120.0
) -> None:
    """Wait until the computers of these tables have made no move for `quiet` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    last = -1
    while loop.time() < deadline and (now := computer_moves(db, tables)) != last:
        last = now
        await asyncio.sleep(quiet)


@dataclass
class Tally:
    """What one phase measured, summed over its rounds."""

    stats: Stats = field(default_factory=Stats)
    other_moves: int = 0
    cpu: float = 0.0
    elapsed: float = 0.0

    def row(self) -> dict[str, Any]:
        play = self.stats.play
        return {
            "plays": len(play),
            "p50": pct(play, 0.50) * 1000,
            "p99": pct(play, 0.99) * 1000,
            "max": max(play, default=float("nan")) * 1000,
            "other_moves": self.other_moves,
            "bot_cpu": self.cpu / self.elapsed * 100 if self.elapsed else 0.0,
            "late": self.stats.late,
            "refused": len(self.stats.refused),
        }


async def phase(
    fake: FakeDiscord,
    bot: BotProcess,
    db: Path,
    humans: list[Pair],
    others: list[Pair],
    level: str,
    args: argparse.Namespace,
    tally: Tally,
    round_: int,
    pause: float = 0.0,
) -> float:
    """Play the human tables, and the `others` tables (computers at `level`, whose
    people wait `pause` after each move) beside; the others' computer moves a second."""
    await fake.idle(quiet=0.5, timeout=120)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + (args.warmup if others else 0.0) + args.seconds
    busy = [
        asyncio.create_task(keep_playing(fake, db, pair, args.game, deadline, level, pause))
        for pair in others
    ]
    if others:
        # The other tables' first moves (and their pictures) come as a burst; the
        # measurement starts once they play as they will go on playing.
        await asyncio.sleep(args.warmup)
    started, cpu0, moves0 = loop.time(), cpu_seconds(bot.pid), computer_moves(db, others)
    await asyncio.gather(
        *(
            play_table(
                fake, u, c, tally.stats, deadline, random.Random(i + 1000 * round_), args.pace
            )
            for i, (u, c) in enumerate(humans)
        ),
        *busy,
    )
    elapsed = loop.time() - started
    moves = computer_moves(db, others) - moves0 if others else 0
    tally.elapsed += elapsed
    tally.cpu += cpu_seconds(bot.pid) - cpu0
    tally.other_moves += moves
    if others:
        # Thoughts still queued when the phase ends must not spill into the next one.
        await until_still(db, others)
    return moves / elapsed


async def run(args: argparse.Namespace) -> list[tuple[str, dict[str, Any]]]:
    count = args.tables + 2 * args.hard
    names = [f"p{i}" for i in range(count)]
    quiet, matched, thinking = Tally(), Tally(), Tally()
    env = {"AI_THINK_SECONDS": str(args.think_seconds), "AI_THINK_WORKERS": str(args.workers)}
    with tempfile.TemporaryDirectory(prefix="scheids-think-") as tmp:
        db = Path(tmp) / "think.sqlite3"
        async with FakeDiscord(members=names, channels=count) as fake:
            async with BotProcess(fake, db, log_level="WARNING", extra_env=env) as bot:
                await fake.wait_for(lambda: fake.commands, "command sync", timeout=30)
                await asyncio.wait_for(fake.identified.wait(), 30)
                await asyncio.sleep(0.5)  # past on_ready
                pairs = list(zip((fake.user(n) for n in names), fake.text_channels, strict=True))
                humans = pairs[: args.tables]
                normal = pairs[args.tables : args.tables + args.hard]
                hard = pairs[args.tables + args.hard :]
                await asyncio.gather(*(open_table(fake, u, c) for u, c in humans))
                for level, tables in (("normal", normal), ("hard", hard)):
                    await asyncio.gather(
                        *(open_other_table(fake, u, c, args.game, level) for u, c in tables)
                    )
                # Hard computers to move after the deal (or in Mezza's exchange)
                # think before the quiet phase, not during it.
                await until_still(db, hard)
                # The matched tables' people pause so that their computers move as
                # often as the hard ones did: first as long as a hard computer waits
                # for its thought and its turn at a worker, then corrected each round.
                pause = args.think_seconds * max(1.0, args.hard / args.workers)
                for round_ in range(args.rounds):
                    await phase(fake, bot, db, humans, [], "normal", args, quiet, round_)
                    rate = await phase(fake, bot, db, humans, hard, "hard", args, thinking, round_)
                    got = await phase(
                        fake, bot, db, humans, normal, "normal", args, matched, round_, pause
                    )
                    pause *= min(4.0, max(0.25, got / rate)) if rate and got else 1.0
            for line in bot.errors()[:5]:
                print(f"  bot: {line[:200]}", file=sys.stderr)
    return [("quiet", quiet.row()), ("matched", matched.row()), ("thinking", thinking.row())]


def report(rows: list[tuple[str, dict[str, Any]]], args: argparse.Namespace) -> None:
    print(
        f"{args.game}: {args.tables} human tables (1 person + 1 normal computer, a move every"
        f" ~{args.pace:g} s), {args.hard} other tables (matched: normal computers; thinking:"
        f" hard ones); AI_THINK_SECONDS={args.think_seconds:g},"
        f" AI_THINK_WORKERS={args.workers}, {args.seconds:g} s a phase, {args.rounds} round(s)"
    )
    head = (
        f"{'phase':<12} {'/play n':>7} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7}"
        f" {'other mv':>8} {'bot cpu':>7} {'late':>4} {'refuse':>6}"
    )
    print(head)
    print("-" * len(head))
    for name, r in rows:
        print(
            f"{name:<12} {r['plays']:>7} {r['p50']:>7.1f} {r['p99']:>7.1f} {r['max']:>7.1f}"
            f" {r['other_moves']:>8} {r['bot_cpu']:>6.0f}% {r['late']:>4} {r['refused']:>6}"
        )
    (_, quiet), (_, matched), (_, thinking) = rows
    for name, base in (("matched", matched), ("quiet", quiet)):
        print(
            f"ratio thinking/{name}: p50 {thinking['p50'] / base['p50']:.2f}x,"
            f" p99 {thinking['p99'] / base['p99']:.2f}x"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=20, help="human tables, measured")
    parser.add_argument(
        "--hard", type=int, default=10, help="tables with a hard computer (and as many matched)"
    )
    parser.add_argument("--seconds", type=float, default=10.0, help="play time per phase")
    parser.add_argument(
        "--rounds", type=int, default=1, help="times the three phases take turns (pooled)"
    )
    parser.add_argument("--pace", type=float, default=1.0, help="mean seconds between moves")
    parser.add_argument(
        "--warmup", type=float, default=3.0, help="seconds the hard tables play before measuring"
    )
    parser.add_argument("--game", default="mezza", help="which game every table plays")
    parser.add_argument("--think-seconds", type=float, default=0.25, help="AI_THINK_SECONDS")
    parser.add_argument("--workers", type=int, default=1, help="AI_THINK_WORKERS")
    args = parser.parse_args()
    started = time.monotonic()
    rows = asyncio.run(run(args))
    report(rows, args)
    print(f"({time.monotonic() - started:.0f} s in all)", file=sys.stderr)


if __name__ == "__main__":
    main()
