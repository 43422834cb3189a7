"""Configuration from the environment and `.env` (see `.env.example`).

Under systemd the token may also come from a credential file
(`LoadCredential=discord_token:...`): systemd names its folder in
`$CREDENTIALS_DIRECTORY`, and a `discord_token` file there is read when
`DISCORD_TOKEN` is not set. `load_settings` turns a bad value into one line
naming the setting.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    # Empty values count as unset: `DISCORD_TOKEN=` in an env file must not hide
    # the credential file, nor `METRICS_PORT=` fail to parse.
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True
    )

    discord_token: SecretStr = SecretStr("")
    database_path: Path = Path("data/scheids.sqlite3")
    # Plain text, parsed below: pydantic-settings would read a list as JSON.
    discord_guild_ids: str = ""
    log_level: str = "INFO"
    # Default turn clock for new tables in seconds (0: none); `clock=` overrides it.
    turn_clock_seconds: int = Field(600, ge=0, le=7 * 24 * 3600)
    # Lobbies untouched this long are closed (0: never); half an hour, as issue 8 asks.
    lobby_idle_minutes: int = Field(30, ge=0)
    # Running games without a move this long are ended (0: never). Minutes, like
    # the lobby sweep, so tests and small servers can use short values.
    game_idle_minutes: int = Field(24 * 60, ge=0)
    # `/healthz` and `/metrics` on this port (unset: no HTTP server). Loopback by
    # default; METRICS_HOST=0.0.0.0 lets a scraper in another container reach it.
    metrics_port: int | None = Field(None, ge=1, le=65535)
    metrics_host: str = "127.0.0.1"

    @field_validator("discord_guild_ids")
    @classmethod
    def _check_ids(cls, value: str) -> str:
        for part in value.split(","):
            if part.strip() and not part.strip().isdigit():
                raise ValueError(f"DISCORD_GUILD_IDS must be comma-separated ids, not {part!r}")
        return value

    @field_validator("log_level")
    @classmethod
    def _check_level(cls, value: str) -> str:
        level = value.strip().upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError("LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR or CRITICAL")
        return level

    @property
    def guild_ids(self) -> list[int]:
        return [int(p) for p in self.discord_guild_ids.split(",") if p.strip()]


class ConfigError(Exception):
    """A setting is missing or wrong; the message is one line naming it."""


def load_settings(**overrides: Any) -> Settings:
    """Settings from the environment, `.env` and systemd's credential folder."""
    credentials = os.environ.get("CREDENTIALS_DIRECTORY")
    if credentials:
        overrides.setdefault("_secrets_dir", credentials)
    try:
        return Settings(**overrides)
    except ValidationError as exc:
        first = exc.errors()[0]
        name = "_".join(str(part) for part in first["loc"]).upper() or "settings"
        reason = first["msg"].removeprefix("Value error, ")
        raise ConfigError(f"bad setting {name}: {reason}") from None
