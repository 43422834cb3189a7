"""`scheids db backup PATH` and `scheids db check`: the operator's database tools.

A backup uses SQLite's online backup API: it copies a consistent snapshot while
the bot keeps running and committing (in WAL mode readers never block the
writer), checks the copy and only then gives it its final name. For PostgreSQL
(`DATABASE_URL`) the right tool is `pg_dump`, and the command says so.

`check` runs SQLite's integrity check, confirms every bundled migration is
applied, and checks the books: money sums to zero within each session, and each
finished game has a result for every seat. Each problem is one line; any
problem makes the exit code 1.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import sys
from contextlib import closing
from pathlib import Path

from games.message import Msg, literal, t
from i18n import DEFAULT, Language, render, tr

# Commands, typed as they are in any language.
PG_DUMP = 'pg_dump --format=custom --file scheids.dump "$DATABASE_URL"'  # i18n: not for players
PG_RESTORE = 'pg_restore --clean --dbname "$DATABASE_URL" scheids.dump'  # i18n: not for players


def pg_dump_advice(lang: Language = DEFAULT) -> str:
    return tr(
        lang,
        "DATABASE_URL points at PostgreSQL: back it up with pg_dump, e.g.\n"
        "  {dump}\n"
        "and restore with {restore}.",
        dump=PG_DUMP,
        restore=PG_RESTORE,
    )


class DatabaseProblem(Exception):
    """The command cannot go on; `message` says why in one line."""

    def __init__(self, message: Msg) -> None:
        super().__init__(message.english())
        self.message = message


def add_parsers(db: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    backup = db.add_parser(
        "backup", help="copy the SQLite database to PATH, safely while the bot runs"
    )
    backup.add_argument("path", type=Path, help="where to write the copy (replaced if present)")
    backup.add_argument("--database", type=Path, help="the database (default: DATABASE_PATH)")
    check = db.add_parser(
        "check", help="integrity, migrations and books of the database; exit 1 on a problem"
    )
    check.add_argument("--database", type=Path, help="the database (default: DATABASE_PATH)")


def run(args: argparse.Namespace) -> int:
    """Run `scheids db backup|check`."""
    lang: Language = getattr(args, "lang", DEFAULT)
    if os.environ.get("DATABASE_URL", "").startswith(("postgres://", "postgresql://")):
        print(pg_dump_advice(lang), file=sys.stderr)
        return 1
    try:
        database = args.database or _configured_database()
        if args.db_command == "backup":
            print(render(backup(database, args.path), lang))
            return 0
        problems = check(database)
    except DatabaseProblem as exc:
        command = f"scheids db {args.db_command}:"  # i18n: not for players (a command)
        print(command, render(exc.message, lang), file=sys.stderr)
        return 1
    for problem in problems:
        print(tr(lang, "problem: {problem}", problem=problem))
    if problems:
        return 1
    print(
        tr(
            lang,
            "ok: {database} passed the integrity, migration and ledger checks",
            database=str(database),
        )
    )
    return 0


def _configured_database() -> Path:
    from bot.settings import ConfigError, load_settings

    try:
        return Path(load_settings().database_path)
    except ConfigError as exc:
        # The settings explain themselves in English: they are the operator's.
        raise DatabaseProblem(literal(str(exc))) from None


def _open(path: Path) -> sqlite3.Connection:
    if not path.is_file():
        raise DatabaseProblem(t("no database file at {path}", path=str(path)))
    # mode=rw: never create a file that is not there.
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=rw", uri=True, timeout=10)


def backup(source: Path, target: Path) -> Msg:
    """Copy `source` to `target` (a consistent snapshot); returns a one-line summary."""
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    with closing(_open(source)) as src, closing(sqlite3.connect(partial)) as dst:
        # pages=-1: the whole file in one step, under one read snapshot.
        src.backup(dst, pages=-1)
        verdict = dst.execute("PRAGMA integrity_check").fetchone()[0]
        version = _schema_version(dst)
        sessions = dst.execute("SELECT COUNT(*) FROM sessions").fetchone()[0]
    if verdict != "ok":
        partial.unlink(missing_ok=True)
        raise DatabaseProblem(t("the copy failed its integrity check: {verdict}", verdict=verdict))
    partial.replace(target)
    size = target.stat().st_size
    return t(
        "backed up {source} to {target}: {size} bytes, schema version {version}, "
        "{sessions} sessions",
        source=str(source),
        target=str(target),
        size=size,
        version=version,
        sessions=sessions,
    )


def _schema_version(conn: sqlite3.Connection) -> int:
    try:
        row = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()
    except sqlite3.OperationalError:
        return 0
    return int(row[0] or 0)


def _applied(conn: sqlite3.Connection) -> set[int]:
    try:
        return {int(r[0]) for r in conn.execute("SELECT version FROM schema_version")}
    except sqlite3.OperationalError:
        return set()


def check(path: Path) -> list[Msg]:
    """Every problem found, one line each (empty: all well)."""
    from storage.db import migrations

    problems: list[Msg] = []
    with closing(_open(path)) as conn:
        verdict = [row[0] for row in conn.execute("PRAGMA integrity_check")]
        if verdict != ["ok"]:
            problems.append(t("integrity check: {verdict}", verdict="; ".join(verdict[:5])))
            return problems
        bundled = {number: name for number, name, _ in migrations()}
        applied = _applied(conn)
        missing = sorted(set(bundled) - applied)
        unknown = sorted(applied - set(bundled))
        if missing or unknown:
            if missing:
                names = ", ".join(bundled[n] for n in missing)
                problems.append(t("migrations not applied: {names}", names=names))
            if unknown:
                numbers = ", ".join(str(n) for n in unknown)
                problems.append(
                    t("the database has migrations this code lacks: {numbers}", numbers=numbers)
                )
            return problems
        for session_id, game, total in conn.execute(
            "SELECT l.session_id, s.game, SUM(l.amount) FROM ledger l"
            " JOIN sessions s ON s.id = l.session_id WHERE l.currency = 'eur_cent'"
            " GROUP BY l.session_id HAVING SUM(l.amount) != 0 ORDER BY l.session_id"
        ):
            problems.append(
                t(
                    "ledger of session {session} ({game}) sums to {total} euro cents, not 0",
                    session=session_id,
                    game=game,
                    total=total,
                )
            )
        for session_id, game, seats, results in conn.execute(
            "SELECT s.id, s.game, s.seats, COUNT(r.player) FROM sessions s"
            " LEFT JOIN results r ON r.session_id = s.id WHERE s.status = 'over'"
            " GROUP BY s.id ORDER BY s.id"
        ):
            if results != len(json.loads(seats)):
                problems.append(
                    t(
                        "finished session {session} ({game}) has {results} results "
                        "for {seats} seats",
                        session=session_id,
                        game=game,
                        results=results,
                        seats=len(json.loads(seats)),
                    )
                )
    return problems
