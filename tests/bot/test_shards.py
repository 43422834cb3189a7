"""Shard ranges: settings, SQLite's refusal, which process sweeps which guild."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.settings import Settings
from bot.shards import ShardLeases, shard_of
from storage.repository import open_repository

ROOT = Path(__file__).resolve().parents[2]


def settings(**values: object) -> Settings:
    return Settings(_env_file=None, discord_token="x", **values)  # type: ignore[call-arg, arg-type]


def test_shard_settings_are_checked() -> None:
    s = settings(shard_count=4, shard_ids="2, 0")
    assert s.shards == [0, 2] and s.shard_count == 4
    assert settings().shards is None
    with pytest.raises(ValueError, match="SHARD_COUNT"):
        settings(shard_ids="0")
    with pytest.raises(ValueError, match="below SHARD_COUNT"):
        settings(shard_count=2, shard_ids="0,2")
    with pytest.raises(ValueError, match="SHARD_IDS"):
        settings(shard_count=2, shard_ids="zero")
    with pytest.raises(ValueError, match="postgresql://"):
        settings(database_url="mysql://x")


def test_sqlite_refuses_part_of_the_shards_only() -> None:
    assert settings(shard_count=2, shard_ids="0").deployment_problem() is not None
    assert settings(shard_count=2, shard_ids="0,1").deployment_problem() is None
    url = "postgresql://u@h/db"
    assert settings(shard_count=2, shard_ids="1", database_url=url).deployment_problem() is None


def test_python_m_bot_with_sqlite_and_a_shard_range_exits_2(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    env.update(PYTHONPATH=str(ROOT), DISCORD_TOKEN="x", SHARD_COUNT="2", SHARD_IDS="1")
    proc = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2 and "DATABASE_URL" in proc.stderr and "SQLite" in proc.stderr


def test_a_guild_belongs_to_the_shard_discord_sends_it_to() -> None:
    guild = (123456 << 22) | 999
    assert shard_of(guild, 1) == 0
    assert shard_of(guild, 4) == 123456 % 4


async def test_only_one_process_holds_a_shard_until_its_lease_runs_out(database: str) -> None:
    from datetime import UTC, datetime, timedelta

    repo_a, repo_b = await open_repository(database), await open_repository(database)
    a, b = ShardLeases(repo_a, "host-a:0,1"), ShardLeases(repo_b, "host-b:1,2")
    t0 = datetime(2030, 1, 1, tzinfo=UTC)
    try:
        assert await a.renew([0, 1], 3, t0) == {0, 1}
        assert await b.renew([1, 2], 3, t0) == {2}  # shard 1 is a's
        assert await a.renew([0, 1], 3, t0 + timedelta(seconds=20)) == set()  # renewed, kept
        assert await b.renew([1, 2], 3, t0 + timedelta(seconds=40)) == set()  # a renewed at 20
        guild_of_shard_1 = 1 << 22
        assert a.owns(guild_of_shard_1) and not b.owns(guild_of_shard_1)
        # a stops renewing (killed): once its lease ran out, b takes shard 1 over.
        assert await b.renew([1, 2], 3, t0 + timedelta(seconds=51)) == {1}
        assert await a.renew([0, 1], 3, t0 + timedelta(seconds=52)) == set()
        assert a.held == {0} and b.owns(guild_of_shard_1)
        await b.release()  # a clean stop frees its leases at once
        assert await a.renew([0, 1], 3, t0 + timedelta(seconds=53)) == {1}
    finally:
        await repo_a.close()
        await repo_b.close()
