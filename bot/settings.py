"""Configuration from the environment and `.env` (see `.env.example`)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

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
