"""The bot: start-up (database, migrations, cogs, buttons, command sync) and resume."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

import games
from bot.errors import Refusal
from bot.flows import Flows
from bot.lifecycle import Gate, GatedTree
from bot.metrics import http_trace
from bot.settings import Settings
from bot.shards import ShardLeases, owner_name
from bot.tables import TableService, default_seed
from bot.thinking import Thinker
from bot.translator import CatalogTranslator
from bot.ui import MoveSelect, PageButton, TableButton, TakeoverButton
from games.base import Game
from games.message import t
from storage.repository import Repository, open_repository

log = logging.getLogger(__name__)

# How often turn clocks are checked: the resolution of deadlines and reminders.
CLOCK_TICK_SECONDS = 5.0


EXTENSIONS = ("bot.cogs.tables", "bot.cogs.play", "bot.cogs.standings", "bot.cogs.settings")


class ScheidsBot(commands.AutoShardedBot):
    """Start-up and shutdown. The services (repository, table service, flows) are
    built in `setup_hook` and handed to each cog by its extension's `setup`."""

    repo: Repository
    tables: TableService
    flows: Flows
    leases: ShardLeases

    def __init__(
        self,
        settings: Settings,
        *,
        registry: Mapping[str, type[Game]] | None = None,
        seed_for: Any = default_seed,
        shard_count: int | None = None,
        thinker: Thinker | None = None,
    ) -> None:
        # Slash commands and components need no privileged intents.
        intents = discord.Intents.default()
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            shard_count=shard_count if shard_count is not None else settings.shard_count,
            help_command=None,
            # Service hooks: interactions pass a gate that a clean stop closes,
            # and REST answers (errors, 429s) are counted for /metrics.
            tree_cls=GatedTree,
            http_trace=http_trace(),
        )
        # Only this process's part of the shards (None: all of them). discord.py
        # reads the attribute when it launches them, as it would the `shard_ids` option.
        self.shard_ids = settings.shards
        self.gate = Gate()
        self.settings = settings
        self.registry = registry if registry is not None else games.REGISTRY
        self.seed_for = seed_for
        # Hard computers think in worker processes (tests hand in their own thinker).
        self.thinker = thinker or Thinker(settings.ai_think_seconds, settings.ai_think_workers)
        self._resumed = False
        self.tree.error(self.on_app_command_error)

    async def setup_hook(self) -> None:
        # discord.utils.utcnow, so stored times and the turn clock share one clock
        # (and a test harness's virtual clock drives both).
        self.repo = await open_repository(self.settings.database, clock=discord.utils.utcnow)
        self.leases = ShardLeases(self.repo, owner_name(self.settings.shards))
        self.tables = TableService(
            self.repo,
            self.registry,
            seed_for=self.seed_for,
            now=discord.utils.utcnow,
            default_clock=self.settings.turn_clock_seconds,
            thinker=self.thinker,
        )
        self.flows = Flows(self, self.tables, self.repo, self.settings, self.leases)
        self.add_dynamic_items(TableButton, MoveSelect, PageButton, TakeoverButton)
        for extension in EXTENSIONS:
            if extension not in self.extensions:
                await self.load_extension(extension)
        # Dutch names and descriptions of the commands, sent with every sync.
        await self.tree.set_translator(CatalogTranslator())
        if self.settings.guild_ids:
            for guild_id in self.settings.guild_ids:
                guild = discord.Object(guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            log.info("commands synced to guilds %s", self.settings.guild_ids)
        else:
            await self.tree.sync()
            log.info("commands synced globally")

    async def on_ready(self) -> None:
        # on_ready fires again after reconnects; resuming once per process is enough.
        if self._resumed:
            return
        log.info("ready as %s in %d guilds", self.user, len(self.guilds))
        await self.renew_leases()
        self._resumed = True
        await self.flows.resume_all(self.leases.held)
        if not self.clock_tick.is_running():
            self.clock_tick.start()

    @tasks.loop(seconds=CLOCK_TICK_SECONDS)
    async def clock_tick(self) -> None:
        """Turn clocks (reminders, expiry) and the idle-lobby sweep."""
        try:
            await self.renew_leases()
            await self.flows.tick()
        except Exception:
            log.exception("clock tick failed")

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        # Whoever acts tells us their server name and language for free: no look-up later.
        self.flows.names.learn(interaction.guild_id, interaction.user)
        self.flows.langs.reader(interaction)

    async def on_message(self, message: discord.Message) -> None:
        # Chat below a live table: after enough of it the table is re-posted.
        self.flows.live.seen(message)

    async def renew_leases(self) -> None:
        """Hold the leases of this process's shards (all of them when SHARD_IDS is unset).

        Shards taken over later (their process stopped) get their tables resumed."""
        count = self.shard_count or 1
        shards = self.shard_ids if self.shard_ids is not None else range(count)
        gained = await self.leases.renew(shards, count, self.tables.now())
        if gained and self._resumed:
            await self.flows.resume_all(gained)

    async def on_app_command_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        """The one place user errors are answered: a refusal privately, with its reason;
        anything else is logged and answered with an apology. Nothing was changed."""
        refusal = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        if isinstance(refusal, Refusal):
            # Answered as intended: /metrics counts it ok, as a refused click is.
            interaction.command_failed = False
            await self.flows.refuse(interaction, refusal.message, refusal.aliases)
            return
        log.error(
            "command %s failed", interaction.command and interaction.command.name, exc_info=error
        )
        apology = t("Something went wrong on my side; nothing was changed. Please try again.")
        text = self.flows.reader(interaction).say(apology)
        try:
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            pass

    async def close(self) -> None:
        self.clock_tick.cancel()
        tables = getattr(self, "tables", None)
        if tables is not None:
            await tables.close()  # computers stop thinking; their workers exit
        flows = getattr(self, "flows", None)
        if flows is not None:
            await flows.live.settle()
        await super().close()
        repo = getattr(self, "repo", None)
        if repo is not None:
            try:
                await self.leases.release()
            except Exception as exc:  # the database may be gone; the leases then run out
                log.warning("could not give up shard leases: %s", exc)
            await repo.close()


def create_bot(settings: Settings | None = None, **kwargs: Any) -> ScheidsBot:
    return ScheidsBot(settings or Settings(), **kwargs)
