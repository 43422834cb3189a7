"""The scheids Discord bot. `python -m bot`, or `bot.main()` from a console script."""

from __future__ import annotations

import logging
import sys

from bot.settings import Settings

log = logging.getLogger("bot")


def run(settings: Settings | None = None) -> None:
    """Run the bot until it is stopped (blocking)."""
    from bot.app import create_bot
    from bot.logs import setup_logging

    settings = settings or Settings()
    token = settings.discord_token.get_secret_value()
    setup_logging(settings.log_level, token)
    if not token:
        raise SystemExit("DISCORD_TOKEN is not set; put it in .env or the environment.")
    log.info("starting; database %s", settings.database_path)
    create_bot(settings).run(token, log_handler=None)


def main(argv: list[str] | None = None) -> int:
    try:
        run()
    except SystemExit as exc:
        if exc.code not in (None, 0):
            print(exc.code, file=sys.stderr)
            return 2
    except KeyboardInterrupt:
        pass
    return 0


__all__ = ["Settings", "main", "run"]
