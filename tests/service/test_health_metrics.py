"""/healthz and /metrics of the real bot process, over the loopback fake."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import sys
from pathlib import Path

import aiohttp
from aiohttp import web
from prometheus_client.parser import text_string_to_metric_families

from tests.loopback.fakediscord import FakeDiscord
from tests.loopback.runner import REPO, BotProcess
from tests.service.helpers import (
    Handler,
    carried_out,
    first_move,
    free_port,
    lobby_with_computer,
    override_route,
)


def samples(text: str) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    found = {}
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            found[(s.name, frozenset(s.labels.items()))] = s.value
    return found


def sample(
    found: dict[tuple[str, frozenset[tuple[str, str]]], float], name: str, **labels: str
) -> float:
    return found.get((name, frozenset(labels.items())), 0.0)


def rate_limit_once(original: Handler, hits: list[str]) -> Handler:
    """The first request gets Discord's 429 (a per-user limit); later ones pass."""

    async def handler(request: web.Request, args: dict[str, str]) -> web.Response:
        hits.append(request.path)
        if len(hits) == 1:
            body = {"message": "You are being rate limited.", "retry_after": 0.05, "global": False}
            # Exactly "application/json", as Discord sends it: discord.py compares it.
            return web.Response(
                body=json.dumps(body).encode(),
                status=429,
                headers={
                    "Content-Type": "application/json",
                    "Via": "1.1 google",
                    "X-RateLimit-Scope": "user",
                },
            )
        return await original(request, args)

    return handler


async def test_healthz_and_metrics_report_what_the_bot_did(tmp_path: Path) -> None:
    port = free_port()
    db = tmp_path / "scheids.sqlite3"
    base = f"http://127.0.0.1:{port}"
    async with FakeDiscord() as fake, aiohttp.ClientSession() as http:
        env = {"METRICS_PORT": str(port)}
        async with BotProcess(fake, db, guild_ids=str(fake.guild_id), extra_env=env) as proc:
            await proc.wait_ready()
            async with http.get(f"{base}/healthz") as r:
                assert r.status == 200
                assert await r.json() == {
                    "gateway": "connected",
                    "database": "writable",
                    "stopping": False,
                }
            alice = fake.user("alice")
            await lobby_with_computer(fake, alice)
            # The live table's first edit after the deal meets one 429 and is retried.
            hits: list[str] = []
            override_route(
                fake,
                "PATCH",
                "/channels/{channel_id}/messages/{message_id}",
                lambda original: rate_limit_once(original, hits),
            )
            await fake.slash(alice, None, "game start")
            await fake.wait_for(lambda: len(hits) >= 2, "the table edit retried after a 429")
            move = await first_move(fake, alice)
            refused = await fake.slash(alice, None, "play", move="swap play penalty")
            assert refused.ephemeral
            played = await fake.slash(alice, None, "play", move=move)
            assert carried_out(played)
            await fake.idle()
            async with http.get(f"{base}/metrics") as r:
                assert r.status == 200
                found = samples(await r.text())

            # The container health check: `python -m bot.healthcheck` asks /healthz.
            checked = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bot.healthcheck", cwd=REPO,
                env={"PYTHONPATH": str(REPO), "METRICS_PORT": str(port)},
                stdout=asyncio.subprocess.PIPE,
            )  # fmt: skip
            out, _ = await checked.communicate()
            assert checked.returncode == 0 and b'"writable"' in out

            # A write lock held elsewhere makes the database unwritable: 503.
            with sqlite3.connect(db, timeout=5) as lock:
                lock.execute("BEGIN IMMEDIATE")
                async with http.get(f"{base}/healthz") as r:
                    assert r.status == 503
                    body = await r.json()
                    assert body["gateway"] == "connected"
                    assert "locked" in body["database"]
                lock.execute("ROLLBACK")
        assert proc.returncode == 0, proc.log()

    assert sample(found, "scheids_interactions_total", kind="play", outcome="ok") == 2
    assert sample(found, "scheids_interactions_total", kind="game start", outcome="ok") == 1
    assert sample(found, "scheids_moves_total", game="mezza", outcome="illegal") == 1
    assert sample(found, "scheids_moves_total", game="mezza", outcome="accepted") >= 1
    assert sample(found, "scheids_play_seconds_count") == 2
    assert sample(found, "scheids_open_tables", game="mezza", status="running") == 1
    assert sample(found, "scheids_computer_think_seconds_count", game="mezza") >= 1
    assert sample(found, "scheids_db_commit_seconds_count") >= 1
    assert sample(found, "scheids_discord_rate_limited_total", scope="user") == 1
    assert sample(found, "scheids_discord_rest_errors_total", status="429") == 1


def test_health_check_fails_when_nothing_answers() -> None:
    from bot.healthcheck import check

    assert check(str(free_port()), timeout=1.0) == 1
    assert check(None) == 1
