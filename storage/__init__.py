"""Persistence for scheids: sessions, the move log, snapshots, ledger and results.

The bot talks to `storage.repository.Repository`; `SqliteRepository` is the
aiosqlite implementation. SQL stays portable so a PostgreSQL backend can follow.
"""

from storage.db import connect, migrate
from storage.repository import (
    ChannelBusy,
    LedgerEntry,
    LedgerRow,
    MoveCommit,
    NewSession,
    Repository,
    ResultRow,
    SessionRow,
    SqliteRepository,
    StaleVersion,
    open_repository,
)

__all__ = [
    "ChannelBusy",
    "LedgerEntry",
    "LedgerRow",
    "MoveCommit",
    "NewSession",
    "Repository",
    "ResultRow",
    "SessionRow",
    "SqliteRepository",
    "StaleVersion",
    "connect",
    "migrate",
    "open_repository",
]
