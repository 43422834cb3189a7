"""Settings from the environment and .env; logs never show the token; guild sync."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import simcord

from bot.logs import setup_logging
from bot.settings import Settings
from tests.bot.conftest import make_bot

ROOT = Path(__file__).resolve().parents[2]


def test_settings_from_env_and_dotenv(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for key in ("DISCORD_TOKEN", "DATABASE_PATH", "DISCORD_GUILD_IDS", "LOG_LEVEL"):
        monkeypatch.delenv(key, raising=False)
    env_file = tmp_path / ".env"
    env_file.write_text("DISCORD_TOKEN=from-file\nDISCORD_GUILD_IDS=12, 34\nLOG_LEVEL=debug\n")
    s = Settings(_env_file=env_file)  # type: ignore[call-arg]
    assert s.discord_token.get_secret_value() == "from-file"
    assert "from-file" not in repr(s)
    assert s.guild_ids == [12, 34] and s.log_level == "DEBUG"
    assert s.database_path == Path("data/scheids.sqlite3")
    monkeypatch.setenv("DISCORD_TOKEN", "from-env")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "x.db"))
    s = Settings(_env_file=env_file)  # type: ignore[call-arg]
    assert s.discord_token.get_secret_value() == "from-env"
    assert s.database_path == tmp_path / "x.db"
    monkeypatch.setenv("DISCORD_GUILD_IDS", "12,abc")
    with pytest.raises(ValueError, match="DISCORD_GUILD_IDS"):
        Settings(_env_file=None)  # type: ignore[call-arg]


def test_logs_mask_the_token(capsys: pytest.CaptureFixture[str]) -> None:
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    try:
        setup_logging("INFO", "sekrit.token.value")
        logging.getLogger("discord.http").info("using %s now", "sekrit.token.value")
        err = capsys.readouterr().err
        assert "sekrit" not in err and "[redacted]" in err and "level=info" in err
    finally:
        root.handlers[:], _ = saved[0], root.setLevel(saved[1])


def test_python_m_bot_without_token_says_so(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    proc = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2 and "DISCORD_TOKEN" in proc.stderr


async def test_commands_sync_to_configured_guilds(db_path: Path) -> None:
    bot = make_bot(db_path)
    bot.settings = Settings(
        discord_token="x",
        database_path=db_path,  # type: ignore[call-arg]
        discord_guild_ids="4242424242",
        _env_file=None,
    )
    env: Any = simcord.Env(bot)
    guild = env.create_guild("Home", id=4242424242)
    await env.start()
    try:
        channel = guild.create_text_channel("cards")
        alice = guild.add_member(env.create_user("alice"))
        assert "game new" in alice.available_commands(channel)
        puts = [r.path for r in env.http_requests if r.method == "PUT"]
        assert puts == [f"/applications/{bot.application_id}/guilds/4242424242/commands"]
        res = await alice.slash(channel, "game rules", game="highcard")
        assert res.ephemeral
    finally:
        await env.shutdown()
        await bot.repo.close()
