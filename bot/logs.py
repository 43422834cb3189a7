"""Structured logging: one `key=value` line per record, with secrets masked."""

from __future__ import annotations

import json
import logging
import sys
from datetime import UTC, datetime


class Redact(logging.Filter):
    """Masks the given secrets wherever they would appear in a log line."""

    def __init__(self, *secrets: str) -> None:
        super().__init__()
        self.secrets = [s for s in secrets if s]

    def filter(self, record: logging.LogRecord) -> bool:
        if self.secrets:
            text = record.getMessage()
            for secret in self.secrets:
                text = text.replace(secret, "[redacted]")
            record.msg, record.args = text, None
        return True


class KeyValueFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        stamp = datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds")
        line = (  # i18n: not for players (a log line's fields)
            f"ts={stamp} level={record.levelname.lower()} logger={record.name} "
            f"msg={json.dumps(record.getMessage(), ensure_ascii=False)}"
        )
        if record.exc_info:
            line += " exc=" + json.dumps(self.formatException(record.exc_info), ensure_ascii=False)
        return line


class QuietVoice(logging.Filter):
    """discord.py warns at start-up that voice needs PyNaCl and davey; the bot
    never joins voice, so those two lines are noise."""

    def filter(self, record: logging.LogRecord) -> bool:
        # i18n: not for players (discord.py's log line, matched)
        return "voice will NOT be supported" not in record.getMessage()


def setup_logging(level: str = "INFO", *secrets: str) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(KeyValueFormatter())
    # On the handler, so records from every logger (discord.py's too) pass it.
    handler.addFilter(Redact(*secrets))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    voice = logging.getLogger("discord.client")
    if not any(isinstance(f, QuietVoice) for f in voice.filters):
        voice.addFilter(QuietVoice())
