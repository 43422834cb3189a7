"""A throwaway PostgreSQL server from the binaries on this machine, for tests and benches.

`initdb` and `pg_ctl` come from PATH (or the Debian layout under
/usr/lib/postgresql/*/bin). PostgreSQL refuses to run as root, so as root the
server runs as the `postgres` user, with its data in a temporary directory that
user owns. It listens on 127.0.0.1 on a free port, with `trust` authentication
and `synchronous_commit=off`: a commit survives a killed bot process or server
process (what the tests check, and what SQLite's WAL with synchronous=NORMAL
gives), not a power cut. Tests also turn fsync off; benches keep it.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import asyncpg

from storage.postgres import migrate_postgres

TEMPLATE = "scheids_template"


def find_binaries() -> Path | None:
    """The directory holding initdb and pg_ctl, or None when PostgreSQL is not installed."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(found).parent
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if (Path(folder) / "initdb").exists():
            return Path(folder)
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@dataclass
class PostgresServer:
    bin_dir: Path
    root: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="scheids-pg-")))
    port: int = field(default_factory=_free_port)
    fsync: bool = False

    @property
    def data(self) -> Path:
        return self.root / "data"

    def _run(self, *args: str) -> None:
        command = [str(self.bin_dir / args[0]), *args[1:]]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, capture_output=True, text=True)

    def start(self) -> None:
        if os.geteuid() == 0:
            user = pwd.getpwnam("postgres")
            os.chown(self.root, user.pw_uid, user.pw_gid)
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8")
        options = (
            f"-c listen_addresses=127.0.0.1 -c port={self.port}"
            f" -c unix_socket_directories={self.root} -c max_connections=200"
            " -c synchronous_commit=off"
        )
        if not self.fsync:
            options += " -c fsync=off -c full_page_writes=off"
        self._run(
            "pg_ctl",
            "-D",
            str(self.data),
            "-l",
            str(self.root / "log"),
            "-w",
            "-o",
            options,
            "start",
        )

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    async def make_template(self) -> None:
        """A migrated database that fresh ones are copied from (much faster than migrating)."""
        admin = await asyncpg.connect(self.url())
        try:
            await admin.execute(f"CREATE DATABASE {TEMPLATE}")
        finally:
            await admin.close()
        conn = await asyncpg.connect(self.url(TEMPLATE))
        try:
            await migrate_postgres(conn)
        finally:
            await conn.close()

    async def fresh_database(self, migrated: bool = True) -> str:
        """A new empty database's URL: migrated (from the template) or bare."""
        name = f"t_{uuid.uuid4().hex[:12]}"
        admin = await asyncpg.connect(self.url())
        try:
            template = TEMPLATE if migrated else "template0"
            await admin.execute(f"CREATE DATABASE {name} TEMPLATE {template}")
        finally:
            await admin.close()
        return self.url(name)
