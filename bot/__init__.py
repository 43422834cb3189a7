"""The scheids Discord bot. `python -m bot`, or `bot.main()` from a console script."""

from __future__ import annotations

import logging
import sys

from bot.settings import ConfigError, Settings, load_settings

log = logging.getLogger("bot")


def run(settings: Settings | None = None) -> None:
    """Run the bot until it is stopped (blocking): SIGTERM or SIGINT stop it cleanly."""
    import asyncio

    from bot.app import create_bot
    from bot.lifecycle import serve
    from bot.logs import setup_logging

    settings = settings or load_settings()
    token = settings.discord_token.get_secret_value()
    setup_logging(settings.log_level, token)
    if not token:
        # i18n: not for players (the operator starting the bot reads it)
        raise SystemExit("DISCORD_TOKEN is not set; put it in .env or the environment.")
    if problem := settings.deployment_problem():
        raise ConfigError(problem)
    backend = "PostgreSQL" if settings.database_url.get_secret_value() else "SQLite"
    where = "" if backend == "PostgreSQL" else f" {settings.database_path}"
    log.info("starting; database %s%s; shards %s", backend, where, settings.shards or "all")
    asyncio.run(serve(create_bot(settings), token))


def main(argv: list[str] | None = None) -> int:
    """Exit codes: 0 stopped normally, 2 bad configuration or token, 1 anything else."""
    import discord

    try:
        run()
    except ConfigError as exc:
        print(f"scheids: {exc}", file=sys.stderr)
        return 2
    except SystemExit as exc:
        if exc.code not in (None, 0):
            print(exc.code, file=sys.stderr)
            return 2
    except KeyboardInterrupt:
        pass
    except discord.LoginFailure:
        log.error("Discord refused the token; check DISCORD_TOKEN.")
        return 2
    except Exception as exc:
        # One line for operators (the structured handler masks the token);
        # the traceback only at DEBUG.
        log.error("stopped: %s: %s", type(exc).__name__, exc)
        log.debug("traceback", exc_info=exc)
        return 1
    return 0


__all__ = ["Settings", "main", "run"]
