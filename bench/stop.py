"""How long a clean stop takes: SIGTERM to exit of the real bot over the loopback fake.

    python bench/stop.py            # 3 rounds each: idle, and with an interaction running

*idle*: the bot is connected and nothing is running; the stop still keeps the
gateway one second for interactions already on their way. *running*: a
`/game start` is waiting on its hand DM (held by the fake) when the signal
comes; the DM is released half a second later, so the figure is that wait plus
the stop. Prints seconds from the signal to the process's exit, and its code.
"""

from __future__ import annotations

import asyncio
import signal
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.loopback.fakediscord import FakeDiscord
from tests.loopback.runner import BotProcess
from tests.service.helpers import hold_route, lobby_with_computer

ROUNDS = 3


async def one(running: bool) -> tuple[float, int]:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            proc = BotProcess(fake, Path(tmp) / "scheids.sqlite3", guild_ids=str(fake.guild_id))
            await proc.start()
            try:
                await proc.wait_ready()
                release = asyncio.Event()
                if running:
                    alice = fake.user("alice")
                    await lobby_with_computer(fake, alice)
                    release = hold_route(fake, "POST", "/users/@me/channels")
                    await fake.slash(alice, None, "game start")
                assert proc.proc is not None
                started = time.perf_counter()
                proc.proc.send_signal(signal.SIGTERM)
                if running:
                    await asyncio.sleep(0.5)
                    release.set()
                code = await proc.proc.wait()
                return time.perf_counter() - started, code
            finally:
                await proc.stop()


async def main() -> None:
    print(f"{'case':<8} {'round':>5} {'stop s':>7} {'exit':>5}")
    for running in (False, True):
        for n in range(ROUNDS):
            seconds, code = await one(running)
            print(f"{'running' if running else 'idle':<8} {n + 1:>5} {seconds:>7.2f} {code:>5}")


if __name__ == "__main__":
    asyncio.run(main())
