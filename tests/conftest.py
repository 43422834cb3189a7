"""Fixtures shared by every suite: the database backends.

`database` is parametrised over SQLite (a file in the test's temporary
directory) and PostgreSQL (a fresh database on one throwaway server per test
session, started from the PostgreSQL binaries on this machine). Where no
PostgreSQL is installed, the PostgreSQL cases are skipped and say why.
"""

from __future__ import annotations

import asyncio
import os
import pwd
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.pgserver import PostgresServer, find_binaries


def _has_user(name: str) -> bool:
    try:
        pwd.getpwnam(name)
    except KeyError:
        return False
    return True


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PostgresServer]:
    bin_dir = find_binaries()
    if bin_dir is None:
        pytest.skip("PostgreSQL is not installed (no initdb/pg_ctl on PATH or under /usr/lib)")
    if os.geteuid() == 0 and not _has_user("postgres"):
        pytest.skip("running as root, and there is no `postgres` user to run PostgreSQL as")
    server = PostgresServer(bin_dir)
    server.start()
    try:
        # Its own loop on its own thread: the first test to ask may already run one.
        with ThreadPoolExecutor(1) as pool:
            pool.submit(asyncio.run, server.make_template()).result()
        yield server
    finally:
        server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
async def database(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a repository lives: a SQLite file path or a `postgresql://` URL."""
    if request.param == "sqlite":
        return str(tmp_path / "scheids.sqlite3")
    server: PostgresServer = request.getfixturevalue("pg_server")
    return await server.fresh_database()


@pytest.fixture(autouse=True)
def english_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test starts in a neutral locale: the `scheids` command speaks the locale's
    language, and tests that read English must not depend on the machine's."""
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
