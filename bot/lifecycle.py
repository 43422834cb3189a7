"""Running the bot as a service: a clean stop on SIGTERM or SIGINT.

Every interaction passes a gate (the command tree's and each button's
`interaction_check`). The gate remembers the task handling it, so on a stop
signal it can close, answer interactions that arrive late with `RESTARTING`,
wait for those already running (a move, and the computer moves it set off, all
committing), and only then disconnect and close the database. Docker's and
systemd's stop signal is SIGTERM, Ctrl-C's is SIGINT; both end with exit 0.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import metrics
from games.message import marked
from i18n import language_of, words

if TYPE_CHECKING:
    from bot.app import ScheidsBot

log = logging.getLogger(__name__)

RESTARTING = marked("The referee is restarting; try again in a moment.")
# How long a stop waits for running interactions; Docker's grace period is longer.
DRAIN_SECONDS = 3.0
# How long the gateway stays up after the gate closes even with nothing running,
# so interactions already on their way get the restarting answer, not silence.
LINGER_SECONDS = 1.0


class Gate:
    """Admits interactions while open and tracks the tasks handling them."""

    def __init__(self) -> None:
        self.closed = False
        self._running: set[asyncio.Task[Any]] = set()

    @property
    def running(self) -> int:
        return sum(not t.done() for t in self._running)

    async def admit(self, interaction: discord.Interaction[Any]) -> bool:
        kind = metrics.interaction_kind(interaction)
        if self.closed:
            metrics.interaction_done(kind, "restarting")
            if interaction.type is not discord.InteractionType.autocomplete:
                with contextlib.suppress(discord.HTTPException):
                    if not interaction.response.is_done():
                        text = words(language_of(interaction.locale)).t(RESTARTING)
                        await interaction.response.send_message(text, ephemeral=True)
            return False
        task = asyncio.current_task()
        if task is not None and task not in self._running:
            started = metrics.now()
            self._running.add(task)

            def finished(done: asyncio.Task[Any]) -> None:
                self._running.discard(done)
                outcome = "failed" if interaction.command_failed else "ok"
                if interaction.type is not discord.InteractionType.autocomplete:
                    metrics.interaction_done(kind, outcome, metrics.now() - started)

            task.add_done_callback(finished)
        return True

    async def drain(self, timeout: float) -> int:
        """Close, then wait up to `timeout` for running work; returns how many did not end."""
        self.closed = True
        pending = {t for t in self._running if not t.done()}
        if pending:
            _, pending = await asyncio.wait(pending, timeout=timeout)
        return len(pending)


_ALWAYS_OPEN = Gate()


def gate_of(client: Any) -> Gate:
    gate = getattr(client, "gate", None)
    return gate if isinstance(gate, Gate) else _ALWAYS_OPEN


class GatedTree(app_commands.CommandTree[Any]):
    """Slash commands (and their autocomplete) pass the bot's gate."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return await gate_of(interaction.client).admit(interaction)


class Gated:
    """Mixed into the buttons and menus (DynamicItems): clicks pass the bot's gate."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return await gate_of(interaction.client).admit(interaction)


async def stop_gracefully(bot: ScheidsBot) -> None:
    """Close the gate, let running interactions finish, then close the bot.

    The clock tick is cancelled by `close()` rather than awaited (it sleeps
    between ticks); each of its writes is one transaction, so a cancelled tick
    leaves whole moves or none, and start-up resumes what it did not finish.
    Then `close()` stops the hard computers' thinking: a thought under way is
    dropped (start-up thinks again), a computer move being committed finishes,
    and the thinking worker processes are shut down."""
    log.info("stopping: %d interactions still running", bot.gate.running)
    left, _ = await asyncio.gather(bot.gate.drain(DRAIN_SECONDS), asyncio.sleep(LINGER_SECONDS))
    if left:
        log.warning("stopping: %d interactions did not finish in %.0f s", left, DRAIN_SECONDS)
    await bot.close()


async def serve(bot: ScheidsBot, token: str) -> None:
    """Run until Discord refuses us (raises) or a stop signal (returns)."""
    from bot.health import HealthServer

    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError):  # no signal handlers on Windows
            loop.add_signal_handler(sig, stop.set)
    health = HealthServer(bot) if bot.settings.metrics_port else None
    async with bot:
        if health is not None:
            await health.start(bot.settings.metrics_host, bot.settings.metrics_port or 0)
        runner = asyncio.create_task(bot.start(token))
        stopped = asyncio.create_task(stop.wait())
        try:
            await asyncio.wait({runner, stopped}, return_when=asyncio.FIRST_COMPLETED)
            if stopped.done() and not runner.done():
                await stop_gracefully(bot)
            await runner  # re-raises a refused token or a fatal gateway error
        finally:
            stopped.cancel()
            if health is not None:
                await health.stop()
    log.info("stopped")
