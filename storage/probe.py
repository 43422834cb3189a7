"""Can the database file take a write right now? (for `/healthz`)

A separate short connection takes SQLite's write lock and lets it go at once,
so the probe never shares a transaction with the bot's own connection and never
creates a missing file.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path


def sqlite_unwritable(path: str | Path, timeout: float = 1.0) -> str | None:
    """None when a write transaction can begin on `path`; otherwise why not."""
    try:
        conn = sqlite3.connect(
            f"{Path(path).resolve().as_uri()}?mode=rw", uri=True, timeout=timeout
        )
    except sqlite3.Error as exc:
        return f"cannot open: {exc}"
    try:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("ROLLBACK")
    except sqlite3.Error as exc:
        return f"not writable: {exc}"
    finally:
        conn.close()
    return None
