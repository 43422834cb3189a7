"""Run the real bot (`python -m bot`'s `bot.main()`) in a subprocess against a FakeDiscord.

`python -m tests.loopback.runner` points discord.py's two seams at the fake
(`Route.BASE`, which the webhook adapter shares, and `DEFAULT_GATEWAY`) and
then runs `bot.main()` unchanged. `BotProcess` is the parent's side: start,
wait for "ready", stop with SIGINT (what Ctrl-C or systemd's KillSignal=SIGINT
does) and collect the exit code and log lines.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]

ENV_API = "SCHEIDS_LOOPBACK_API"
ENV_GATEWAY = "SCHEIDS_LOOPBACK_GATEWAY"
ENV_READY_TIMEOUT = "SCHEIDS_LOOPBACK_GUILD_READY_TIMEOUT"
ENV_PROFILE = "SCHEIDS_LOOPBACK_PROFILE"
ENV_SWITCH_INTERVAL = "SCHEIDS_LOOPBACK_SWITCH_INTERVAL"
ENV_TRACE_DB = "SCHEIDS_LOOPBACK_TRACE_DB"


def _trace_database(out: str) -> None:
    """Diagnostic for benchmarks: time every aiosqlite round trip to its worker
    thread (a whole transaction is one); JSON summary written at exit. Wraps the
    library from outside; the bot's code is unchanged."""
    import atexit
    import json
    import time

    import aiosqlite.core

    hops: list[float] = []
    execute: Any = aiosqlite.core.Connection._execute

    async def timed_execute(self: Any, fn: Any, *args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return await execute(self, fn, *args, **kwargs)
        finally:
            hops.append(time.perf_counter() - started)

    def summary(values: list[float]) -> dict[str, float]:
        ordered = sorted(values)
        n = len(ordered)
        if not n:
            return {"n": 0}
        return {
            "n": n,
            "total_s": sum(ordered),
            "p50_ms": ordered[n // 2] * 1000,
            "p99_ms": ordered[min(n - 1, int(n * 0.99))] * 1000,
        }

    def dump() -> None:
        with open(out, "w") as f:
            json.dump({"hop": summary(hops)}, f)

    aiosqlite.core.Connection._execute = timed_execute  # type: ignore[method-assign]
    atexit.register(dump)


def _point_discord_at_fake() -> None:
    import yarl
    from discord.gateway import DiscordWebSocket
    from discord.http import Route

    Route.BASE = os.environ[ENV_API]
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ[ENV_GATEWAY])
    ready_timeout = os.environ.get(ENV_READY_TIMEOUT)
    if ready_timeout:
        # discord.py waits this long after the last GUILD_CREATE before on_ready
        # (2 s by default); the bot does not expose the option, so set it on the
        # instance the bot's own run() creates.
        import bot.app

        create = bot.app.create_bot

        def create_bot(*args: Any, **kwargs: Any) -> bot.app.ScheidsBot:
            made = create(*args, **kwargs)
            made._connection.guild_ready_timeout = float(ready_timeout)
            return made

        bot.app.create_bot = create_bot


def main() -> int:
    _point_discord_at_fake()
    switch = os.environ.get(ENV_SWITCH_INTERVAL)
    if switch:
        # A diagnostic knob for benchmarks: how much of the bot's latency is the
        # GIL hand-over between the event loop and aiosqlite's worker thread.
        sys.setswitchinterval(float(switch))
    trace = os.environ.get(ENV_TRACE_DB)
    if trace:
        _trace_database(trace)
    from bot import main as bot_main

    profile = os.environ.get(ENV_PROFILE)
    if not profile:
        return bot_main()
    import cProfile

    profiler = cProfile.Profile()
    try:
        return profiler.runcall(bot_main)
    finally:
        profiler.dump_stats(profile)


class BotProcess:
    """The bot as a child process; `async with` guarantees it is gone afterwards."""

    def __init__(
        self,
        fake: Any,
        database: Path,
        *,
        guild_ids: str = "",
        log_level: str = "INFO",
        profile: Path | None = None,
        ready_timeout: float = 0.1,
        switch_interval: float | None = None,
        trace_db: Path | None = None,
        extra_env: dict[str, str] | None = None,
    ) -> None:
        self.fake = fake
        self.database = database
        self.guild_ids = guild_ids
        self.log_level = log_level
        self.profile = profile
        self.ready_timeout = ready_timeout
        self.switch_interval = switch_interval
        self.trace_db = trace_db
        # More settings (DATABASE_URL, SHARD_COUNT, SHARD_IDS, METRICS_PORT, ...);
        # `database` still names the working directory.
        self.extra_env = extra_env or {}
        self.proc: asyncio.subprocess.Process | None = None
        self.lines: list[str] = []
        self.returncode: int | None = None
        self._reader: asyncio.Task[None] | None = None
        self._line_seen = asyncio.Event()

    async def __aenter__(self) -> BotProcess:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def start(self) -> None:
        env = {
            "PATH": os.environ.get("PATH", ""),
            # The worktree's packages, not whatever an editable install points at.
            "PYTHONPATH": str(REPO),
            "DISCORD_TOKEN": self.fake.token,
            "DATABASE_PATH": str(self.database),
            "DISCORD_GUILD_IDS": self.guild_ids,
            "LOG_LEVEL": self.log_level,
            "TURN_CLOCK_SECONDS": "0",
            ENV_API: self.fake.api_base,
            ENV_GATEWAY: self.fake.gateway_url,
            ENV_READY_TIMEOUT: str(self.ready_timeout),
        }
        env.update(self.extra_env)
        if self.profile is not None:
            env[ENV_PROFILE] = str(self.profile)
        if self.switch_interval is not None:
            env[ENV_SWITCH_INTERVAL] = str(self.switch_interval)
        if self.trace_db is not None:
            env[ENV_TRACE_DB] = str(self.trace_db)
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.loopback.runner",
            env=env,
            # Not the repo: Settings reads `.env` from the working directory.
            cwd=str(self.database.parent),
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        while line := await self.proc.stdout.readline():
            self.lines.append(line.decode(errors="replace").rstrip())
            self._line_seen.set()
            self._line_seen = asyncio.Event()

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    async def wait_log(self, needle: str, timeout: float = 10.0) -> str:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        checked = 0
        while True:
            for line in self.lines[checked:]:
                if needle in line:
                    return line
            checked = len(self.lines)
            if self.proc is not None and self.proc.returncode is not None:
                raise AssertionError(f"bot exited ({self.proc.returncode}):\n{self.log()}")
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise AssertionError(
                    f"no {needle!r} in the bot's log within {timeout}s:\n{self.log()}"
                )
            seen = self._line_seen
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(seen.wait(), min(remaining, 0.5))

    async def wait_ready(self, timeout: float = 15.0) -> None:
        await self.wait_log('msg="ready as', timeout)

    def log(self) -> str:
        return "\n".join(self.lines[-60:])

    def errors(self) -> list[str]:
        """Error lines, and warnings from the bot's own loggers (a failed edit, a lost DM)."""
        return [
            line
            for line in self.lines
            if "level=error" in line
            or "Traceback" in line
            or ("level=warning" in line and "logger=bot" in line)
        ]

    async def kill(self) -> None:
        """SIGKILL, as a crash or the OOM killer would: no shutdown code runs."""
        if self.proc is not None and self.proc.returncode is None:
            self.proc.kill()
            await self.proc.wait()

    async def stop(self, timeout: float = 10.0, sig: signal.Signals = signal.SIGINT) -> int:
        """`sig` (SIGINT, or SIGTERM as Docker and systemd send), then wait; SIGKILL only
        if it will not stop (and then fail loudly)."""
        if self.proc is None:
            return 0
        if self.proc.returncode is None:
            self.proc.send_signal(sig)
            try:
                await asyncio.wait_for(self.proc.wait(), timeout)
            except TimeoutError:
                self.proc.kill()
                await self.proc.wait()
                self.lines.append(f"[runner] bot did not stop within {timeout}s; killed")
        if self._reader is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._reader, 2.0)
        self.returncode = self.proc.returncode
        return self.returncode if self.returncode is not None else -1


if __name__ == "__main__":
    sys.exit(main())
