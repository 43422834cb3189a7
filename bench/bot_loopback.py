"""Bot benchmark over real sockets: `/play` round trips through the loopback fake of Discord.

    python bench/bot_loopback.py                 # 1, 50 and 200 tables, ~55 s in all
    python bench/bot_loopback.py --levels 200 --seconds 20
    python bench/bot_loopback.py --levels 200 --profile /tmp/bot.prof   # cProfile the bot

The bot is `python -m bot`'s code, unmodified, in a child process (one per
level, on a fresh SQLite file), connected to `tests.loopback.fakediscord` over
a real websocket and real HTTP on 127.0.0.1. This process runs the fake and
the players. Every table is one human and `--computers` computers at `--game`
(Mezza and one computer by default), each in its
own channel; all tables play at once. A player's turn is one autocomplete on
`/play move:` (to learn the legal moves, as a person's client would) and then
`/play`; the computer answers inside the same interaction. A finished game is
replaced by a new one (`/game new`, Add computer, `/game start`), outside the
measurements.

Each level has two phases on the same tables. *Paced* (`think s` > 0): every
table waits about `--think` seconds between moves, like people do, so the
offered load is tables/think moves per second and the latency is that of a
bot that keeps up (or not). *Flat out* (`think s` 0): every table moves again
as soon as it is answered; a closed loop, so latency there is simply
tables / throughput (Little's law), and the figure that matters is moves/s.

Figures:

* `p50`/`p99`/`max`: `/play` latency, from just before INTERACTION_CREATE is
  written to the websocket to the interaction callback arriving at the fake
  (the move is committed before the bot answers). Both ends are stamped in
  this process, so its own event-loop delay is included.
* `ac p50`: the same for the autocomplete.
* `moves/s`: rows added to the SQLite `moves` table during the play phase
  (computer moves included), per second; `plays/s` counts the humans' `/play`.
* `KiB/table`: growth of the bot process's RSS while the tables were opened,
  divided by the number of tables.
* `bot cpu`/`driver`: CPU time over wall time during the play phase, for the
  bot process and for this one (fake plus players); near 100% is a saturated core.
* `defer`: `/play` answers that were deferred (the bot's 2 s budget ran out);
  `late`: callbacks after Discord's 3 s deadline, refused by the fake (10062)
  as Discord would (the player sees "This interaction failed");
  `refuse`: ephemeral refusals (should be 0: every move sent is legal).
* `REST/mv`: the bot's REST calls per committed move besides its interaction
  answers (channel messages, edits, deletes, DMs); `hook/mv`: interaction
  follow-ups and edits of answers; `msgs/mv`: public channel messages posted in
  the phase and still there, per move; `429s`: requests the fake refused under
  Discord's rate limits (per-route buckets, per channel; see the fake).
* `--trace-db`: the bot's aiosqlite round trips (one per transaction), timed
  from outside the bot's code (see `tests.loopback.runner`).

Prints a table; asserts nothing.

Measured (flat out, 5 s per level, one run each on a shared 2-core machine, the
fake enforcing Discord's rate limits), before the live table and after it:

    Mezza, 1 person + 1 computer      moves/s        REST/mv       msgs/mv      429s
      1 table    before / after      287 / 325     0.01 / 0.01   0.55 / 0.02    1 / 0
     50 tables   before / after      309 / 468     0.61 / 0.06   0.61 / 0.00  844 / 0
    200 tables   before / after      357 / 489     0.77 / 0.10   0.78 / 0.00 1229 / 0
    Pandoer, 1 person + 3 computers
      1 table    before / after      451 / 332     0.36 / 0.01   0.36 / 0.03  799 / 0
     50 tables   before / after      555 / 527     0.32 / 0.05   0.33 / 0.00  774 / 0

Before, every move posted a channel message (answer) and queued a table edit;
at one table the edits starved behind the channel's bucket (hence 0.01), and
interaction follow-ups added 0.1-0.3 calls per move. After, a move is answered
with the mover's hand and the table is edited at most once a second per
channel and 25 times a second in all; the remaining `msgs/mv` are the results
and new tables of games the benchmark replaces. The heavier hand answer costs
throughput at a single busy table (Pandoer, 1 table).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import pstats
import random
import re
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.loopback.fakediscord import FakeChannel, FakeDiscord, FakeUser  # noqa: E402
from tests.loopback.runner import BotProcess  # noqa: E402

LEVELS = (1, 50, 200)
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


@dataclass
class Stats:
    play: list[float] = field(default_factory=list)
    autocomplete: list[float] = field(default_factory=list)
    games: int = 0
    deferred: int = 0
    late: int = 0
    refused: list[str] = field(default_factory=list)


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    # utime and stime are fields 14 and 15; after the ")" they are at 11 and 12.
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def count_moves(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0])


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


GAME = "mezza"
COMPUTERS = 1


async def open_table(fake: FakeDiscord, user: FakeUser, channel: FakeChannel) -> None:
    opened = await fake.slash(user, channel, "game new", game=GAME, timeout=30)
    if opened.type != 4 or opened.ephemeral:
        raise RuntimeError(f"/game new did not open a table: {opened.content!r}")
    for _ in range(COMPUTERS):
        await fake.slash(user, channel, "game addbot", timeout=30)
    # Committed before it is answered (the starter's hand, or a deferral).
    await fake.slash(user, channel, "game start", timeout=30)


async def play_table(
    fake: FakeDiscord,
    user: FakeUser,
    channel: FakeChannel,
    stats: Stats,
    deadline: float,
    rng: random.Random,
    think: float,
) -> None:
    loop = asyncio.get_running_loop()
    if think:
        # Spread the tables' first moves, so they do not all arrive in step.
        await asyncio.sleep(rng.uniform(0, think))
    while loop.time() < deadline:
        offered = await fake.autocomplete(user, channel, "play", "move", "", timeout=30)
        stats.autocomplete.append(offered.latency)
        if not offered.choices:
            # Game over (or nothing for us to do): a fresh table, not measured.
            stats.games += 1
            await open_table(fake, user, channel)
            continue
        move = rng.choice(offered.choices)["value"]
        played = await fake.slash(user, channel, "play", move=move, timeout=30)
        stats.play.append(played.latency)
        if played.type == 0:
            stats.late += 1
        elif played.type == 5:
            stats.deferred += 1
        elif played.ephemeral and "Your hand" not in played.content:
            # The answer to a move is the mover's hand; anything else refused it.
            stats.refused.append(played.content[:120])
        if think:
            await asyncio.sleep(
                min(rng.uniform(0.5, 1.5) * think, max(0.0, deadline - loop.time()))
            )


async def play_phase(
    fake: FakeDiscord,
    bot: BotProcess,
    db: Path,
    pairs: list[tuple[FakeUser, FakeChannel]],
    seconds: float,
    think: float,
) -> dict[str, float]:
    stats = Stats()
    await fake.idle(quiet=0.3, timeout=60)
    moves_before = count_moves(db)
    requests_before, limited_before = len(fake.requests), len(fake.rate_limited)
    channel_ids = {c.id for _, c in pairs}
    seen_before = {m for c in channel_ids for m in fake.channel_log.get(c, [])}
    loop = asyncio.get_running_loop()
    started, cpu_bot0, cpu_me0 = loop.time(), cpu_seconds(bot.pid), time.process_time()
    deadline = started + seconds
    await asyncio.gather(
        *(
            play_table(fake, u, c, stats, deadline, random.Random(i), think)
            for i, (u, c) in enumerate(pairs)
        )
    )
    elapsed = loop.time() - started
    cpu_bot = cpu_seconds(bot.pid) - cpu_bot0
    cpu_me = time.process_time() - cpu_me0
    await fake.idle(quiet=0.3, timeout=60)
    moves = count_moves(db) - moves_before
    calls = fake.requests[requests_before:]
    rest = [
        r for r in calls if not r[1].startswith(("/api/v10/interactions/", "/api/v10/webhooks/"))
    ]
    hooks = [r for r in calls if r[1].startswith("/api/v10/webhooks/")]
    # Public messages posted during the phase that are still in their channel.
    live = sum(
        1
        for c in channel_ids
        for m in fake.channel_log.get(c, [])
        if m not in seen_before and m in fake.messages and not fake.messages[m]["flags"] & 64
    )
    if os.environ.get("BENCH_ROUTES"):
        shapes = Counter(f"{m} {re.sub(r'[0-9]{5,}|aW50[^/]+', '*', p)} {st}" for m, p, st in calls)
        for shape, n in shapes.most_common(12):
            print(f"  {n:>6} {shape}", file=sys.stderr)
    for refusal in stats.refused[:3]:
        print(f"  refused /play: {refusal}", file=sys.stderr)
    return {
        "tables": len(pairs),
        "think": think,
        "plays": len(stats.play),
        "p50": pct(stats.play, 0.50) * 1000,
        "p99": pct(stats.play, 0.99) * 1000,
        "max": max(stats.play, default=float("nan")) * 1000,
        "ac_p50": pct(stats.autocomplete, 0.50) * 1000,
        "moves_s": moves / elapsed,
        "plays_s": len(stats.play) / elapsed,
        "bot_cpu": cpu_bot / elapsed * 100,
        "driver_cpu": cpu_me / elapsed * 100,
        "games": stats.games,
        "deferred": stats.deferred,
        "late": stats.late,
        "refused": len(stats.refused),
        "rest_move": len(rest) / moves if moves else float("nan"),
        "hook_move": len(hooks) / moves if moves else float("nan"),
        "posts_move": live / moves if moves else float("nan"),
        "r429": len(fake.rate_limited) - limited_before,
    }


async def run_level(tables: int, args: argparse.Namespace, workdir: Path) -> list[dict[str, float]]:
    names = [f"p{i}" for i in range(tables)]
    db = workdir / f"bench-{tables}.sqlite3"
    trace = workdir / f"trace-{tables}.json" if args.trace_db else None
    rows = []
    async with FakeDiscord(members=names, channels=tables) as fake:
        bot = BotProcess(
            fake,
            db,
            log_level="WARNING",
            profile=args.profile,
            switch_interval=args.switch_interval,
            trace_db=trace,
        )
        async with bot:
            await fake.wait_for(lambda: fake.commands, "command sync", timeout=30)
            await asyncio.wait_for(fake.identified.wait(), 30)
            # Past discord.py's (shortened) wait for GUILD_CREATEs: on_ready has run.
            await asyncio.sleep(0.5)
            pairs = list(zip((fake.user(n) for n in names), fake.text_channels, strict=True))
            rss_before = rss_kib(bot.pid)
            await asyncio.gather(*(open_table(fake, u, c) for u, c in pairs))
            await fake.idle(quiet=0.3, timeout=60)
            kib_table = (rss_kib(bot.pid) - rss_before) / tables
            for think in (args.think, 0.0) if args.think else (0.0,):
                row = await play_phase(fake, bot, db, pairs, args.seconds, think)
                row["kib_table"] = kib_table
                rows.append(row)
        if bot.returncode != 0:
            print(f"  bot exited with {bot.returncode}:\n{bot.log()}", file=sys.stderr)
        for line in bot.errors()[:5]:
            print(f"  bot: {line[:200]}", file=sys.stderr)
        if fake.unknown or fake.errors:
            print(f"  fake: unknown={fake.unknown[:5]} errors={fake.errors[:5]}", file=sys.stderr)
    if trace is not None and trace.exists():
        data = json.loads(trace.read_text())
        for row in rows:
            row["trace"] = data
    return rows


def print_table(rows: list[dict[str, Any]]) -> None:
    head = (
        f"{'tables':>6} {'think s':>7} {'/play n':>7} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7}"
        f" {'ac p50':>7} {'moves/s':>7} {'plays/s':>7} {'KiB/table':>9} {'bot cpu':>7}"
        f" {'driver':>6} {'games':>5} {'defer':>5} {'late':>4} {'refuse':>6}"
        f" {'REST/mv':>7} {'hook/mv':>7} {'msgs/mv':>7} {'429s':>5}"
    )
    print(head)
    print("-" * len(head))
    for r in rows:
        think = f"{r['think']:.1f}" if r["think"] else "0"
        print(
            f"{r['tables']:>6.0f} {think:>7} {r['plays']:>7.0f} {r['p50']:>7.1f} {r['p99']:>7.1f}"
            f" {r['max']:>7.1f} {r['ac_p50']:>7.1f} {r['moves_s']:>7.0f} {r['plays_s']:>7.0f}"
            f" {r['kib_table']:>9.0f} {r['bot_cpu']:>6.0f}% {r['driver_cpu']:>5.0f}%"
            f" {r['games']:>5.0f} {r['deferred']:>5.0f} {r['late']:>4.0f} {r['refused']:>6.0f}"
            f" {r['rest_move']:>7.2f} {r['hook_move']:>7.2f} {r['posts_move']:>7.2f}"
            f" {r['r429']:>5.0f}"
        )
    traced = [r for r in rows if "trace" in r]
    seen: set[int] = set()
    for r in traced:
        if r["tables"] in seen:
            continue
        seen.add(r["tables"])
        hop = r["trace"]["hop"]
        print(
            f"db trace, {r['tables']:.0f} tables (whole run): aiosqlite round trip"
            f" (a whole transaction is one) p50 {hop.get('p50_ms', 0):.2f} ms"
            f" p99 {hop.get('p99_ms', 0):.2f} ms ({hop['n']})"
        )


def print_profile(path: Path, top: int) -> None:
    stats = pstats.Stats(str(path))
    print(f"\nbot profile ({path}), top {top} by own time:")
    stats.sort_stats("tottime").print_stats(top)
    print(f"top {top} by cumulative time:")
    stats.sort_stats("cumulative").print_stats(top)


async def main_async(args: argparse.Namespace) -> None:
    global GAME, COMPUTERS
    GAME, COMPUTERS = args.game, args.computers
    levels = [int(x) for x in args.levels.split(",")] if args.levels else list(LEVELS)
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="scheids-loopback-") as tmp:
        for n in levels:
            print(f"... {n} tables, {args.seconds:.0f} s per phase", file=sys.stderr, flush=True)
            rows += await run_level(n, args, Path(tmp))
    print_table(rows)
    if args.profile is not None and args.profile.exists():
        print_profile(args.profile, args.top)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default="", help="comma-separated table counts (1,50,200)")
    parser.add_argument("--seconds", type=float, default=5.0, help="play time per phase")
    parser.add_argument(
        "--think",
        type=float,
        default=2.0,
        help="paced phase: mean seconds between a table's moves (0: flat-out phase only)",
    )
    parser.add_argument("--game", default=GAME, help="which game every table plays")
    parser.add_argument("--computers", type=int, default=COMPUTERS, help="computer seats per table")
    parser.add_argument("--trace-db", action="store_true", help="time the bot's database use")
    parser.add_argument(
        "--switch-interval", type=float, help="sys.setswitchinterval for the bot (diagnostic)"
    )
    parser.add_argument("--profile", type=Path, help="cProfile the bot process into this file")
    parser.add_argument("--top", type=int, default=25, help="profile lines to print")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
