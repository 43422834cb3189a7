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

from pydantic import (
    Field,
    SecretStr,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    # Empty values count as unset: `DISCORD_TOKEN=` in an env file must not hide
    # the credential file, nor `METRICS_PORT=` fail to parse.
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", env_ignore_empty=True
    )

    discord_token: SecretStr = SecretStr("")
    database_path: Path = Path("data/scheids.sqlite3")
    # postgresql://user:password@host/db: PostgreSQL instead of the SQLite file
    # (needed when several processes share the shards). Secret: it may hold a password.
    database_url: SecretStr = SecretStr("")
    # Discord's shards in all, and those this process connects (comma list).
    # Unset: one process, as many shards as Discord recommends.
    shard_count: int | None = Field(None, ge=1)
    shard_ids: str = ""
    # Plain text, parsed below: pydantic-settings would read a list as JSON.
    discord_guild_ids: str = ""
    log_level: str = "INFO"
    # Default turn clock for new tables in seconds (0: none); `clock=` overrides it.
    turn_clock_seconds: int = Field(600, ge=0, le=7 * 24 * 3600)
    # Lobbies untouched this long are closed (0: never): half an hour frees a channel
    # that someone opened and forgot, yet outlasts a group still gathering.
    lobby_idle_minutes: int = Field(30, ge=0)
    # Running games without a move this long are ended (0: never). Minutes, like
    # the lobby sweep, so tests and small servers can use short values.
    game_idle_minutes: int = Field(24 * 60, ge=0)
    # How long a hard computer thinks about a move, in seconds. It thinks in a
    # worker process, so other tables are served meanwhile; a quarter second is
    # a fair pause at a card table and buys a few hundred playouts.
    ai_think_seconds: float = Field(0.25, gt=0, le=600)
    # Worker processes for hard computers' thoughts. One leaves a core of a small
    # machine to the bot itself; hard tables beyond it wait their turn to think.
    ai_think_workers: int = Field(1, ge=1, le=64)
    # `/healthz` and `/metrics` on this port (unset: no HTTP server). Loopback by
    # default; METRICS_HOST=0.0.0.0 lets a scraper in another container reach it.
    metrics_port: int | None = Field(None, ge=1, le=65535)
    metrics_host: str = "127.0.0.1"

    @field_validator("discord_guild_ids", "shard_ids")
    @classmethod
    def _check_ids(cls, value: str, info: ValidationInfo) -> str:
        for part in value.split(","):
            if part.strip() and not part.strip().isdigit():
                name = str(info.field_name).upper()
                raise ValueError(f"{name} must be comma-separated numbers, not {part!r}")
        return value

    @field_validator("database_url")
    @classmethod
    def _check_url(cls, value: SecretStr) -> SecretStr:
        url = value.get_secret_value()
        if url and not url.startswith(("postgresql://", "postgres://")):
            raise ValueError("DATABASE_URL must start with postgresql:// (or be empty for SQLite)")
        return value

    @model_validator(mode="after")
    def _check_shard_range(self) -> Settings:
        ids = self.shards
        if ids is None:
            return self
        if self.shard_count is None:
            raise ValueError("SHARD_IDS needs SHARD_COUNT (the number of shards in all)")
        if any(i >= self.shard_count for i in ids):
            raise ValueError(f"SHARD_IDS must be below SHARD_COUNT ({self.shard_count}): {ids}")
        return self

    @field_validator("log_level")
    @classmethod
    def _check_level(cls, value: str) -> str:
        level = value.strip().upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError("LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR or CRITICAL")
        return level

    @property
    def shards(self) -> list[int] | None:
        """The shards this process connects, or None for all of them."""
        ids = sorted({int(p) for p in self.shard_ids.split(",") if p.strip()})
        return ids or None

    @property
    def database(self) -> str:
        """Where the repository lives: the PostgreSQL URL if set, else the SQLite file."""
        return self.database_url.get_secret_value() or str(self.database_path)

    def deployment_problem(self) -> str | None:
        """Why this process must not start as configured, or None."""
        partial = self.shards is not None and len(self.shards) < (self.shard_count or 0)
        if partial and not self.database_url.get_secret_value():
            return (  # i18n: not for players (the operator starting the bot reads it)
                "SHARD_IDS names only part of the shards, so other processes serve the rest; "
                "they must share one database, and SQLite is one process's file. "
                "Set DATABASE_URL=postgresql://... (see docs/scaling.md), "
                "or drop SHARD_IDS to run every shard in this process."
            )
        return None

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
        # i18n: not for players (pydantic's prefix, and a line for the operator)
        reason = first["msg"].removeprefix("Value error, ")
        raise ConfigError(f"bad setting {name}: {reason}") from None  # i18n: not for players
