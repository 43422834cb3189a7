"""`scheids db rebuild-standings` and `scheids db copy`: looking after a growing install.

A database is named as in the bot's settings: a `postgresql://` URL, or a
SQLite file (`sqlite:///path` or a plain path). Without `--database`, the
bot's own (DATABASE_URL, else DATABASE_PATH) is used.
"""

from __future__ import annotations

import argparse
import asyncio
import sys

from i18n import tr, trn
from storage.copy import CopyRefused, copy_database
from storage.repository import open_repository


def add_scale_commands(db: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    rebuild = db.add_parser(
        "rebuild-standings", help="recompute the standings table from results and the ledger"
    )
    rebuild.add_argument("--database", default=None, help="default: the bot's database")
    rebuild.set_defaults(run=_rebuild)
    copy = db.add_parser(
        "copy", help="copy every table into a new, empty database (stop the bot first)"
    )
    copy.add_argument("--from", dest="source", required=True, help="sqlite:///path or URL")
    copy.add_argument("--to", dest="target", required=True, help="postgresql://... or sqlite:///")
    copy.set_defaults(run=_copy)


def _bot_database() -> str:
    from bot.settings import Settings

    return Settings().database


def _rebuild(args: argparse.Namespace) -> int:
    async def work() -> int:
        repo = await open_repository(args.database or _bot_database())
        try:
            return await repo.rebuild_standings()
        finally:
            await repo.close()

    print(
        trn(
            args.lang,
            "standings rebuilt: {n} row",
            "standings rebuilt: {n} rows",
            asyncio.run(work()),
        )
    )
    return 0


def _copy(args: argparse.Namespace) -> int:
    async def work() -> str:
        source = await open_repository(args.source)
        try:
            target = await open_repository(args.target)
            try:
                return (await copy_database(source, target)).format()
            finally:
                await target.close()
        finally:
            await source.close()

    try:
        print(tr(args.lang, "copied: {counts}", counts=asyncio.run(work())))
    except CopyRefused as exc:
        # The storage layer explains a refused copy in English, to the operator.
        print(f"scheids db copy: {exc}", file=sys.stderr)  # i18n: not for players (a command)
        return 2
    return 0
