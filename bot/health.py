"""`/healthz` and `/metrics` over HTTP (aiohttp, which discord.py already brings).

`/healthz` answers 200 when every gateway shard is connected and the database
takes a write lock, 503 otherwise, with a short JSON body saying which.
`/metrics` is Prometheus's text format. `bot.healthcheck` is the client side.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from bot import metrics
from storage.probe import sqlite_unwritable

if TYPE_CHECKING:
    from bot.app import ScheidsBot


def gateway_problem(bot: ScheidsBot) -> str | None:
    if bot.is_closed():
        return "closed"
    if not bot.is_ready():
        return "not connected yet"  # i18n: not for players (the health check's answer)
    down = [shard_id for shard_id, shard in bot.shards.items() if shard.is_closed()]
    return f"shards {down} disconnected" if down else None  # i18n: not for players


async def health(bot: ScheidsBot) -> tuple[bool, dict[str, Any]]:
    gateway = gateway_problem(bot)
    database = await asyncio.to_thread(sqlite_unwritable, bot.settings.database_path)
    body = {
        "gateway": gateway or "connected",
        "database": database or "writable",
        "stopping": bot.gate.closed,
    }
    return gateway is None and database is None and not bot.gate.closed, body


class HealthServer:
    def __init__(self, bot: ScheidsBot) -> None:
        self.bot = bot
        self.app = web.Application()
        self.app.router.add_get("/healthz", self.healthz)
        self.app.router.add_get("/metrics", self.metrics)
        self.runner: web.AppRunner | None = None

    async def start(self, host: str, port: int) -> None:
        self.runner = web.AppRunner(self.app, access_log=None)
        await self.runner.setup()
        await web.TCPSite(self.runner, host, port).start()

    async def stop(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()

    async def healthz(self, request: web.Request) -> web.Response:
        ok, body = await health(self.bot)
        return web.json_response(body, status=200 if ok else 503)

    async def metrics(self, request: web.Request) -> web.Response:
        repo = getattr(self.bot, "repo", None)
        if repo is not None and not self.bot.gate.closed:
            metrics.open_tables((row.game, row.status) for row in await repo.open_sessions())
        return web.Response(body=generate_latest(), headers={"Content-Type": CONTENT_TYPE_LATEST})
