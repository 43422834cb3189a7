"""The gettext catalogs: where they live, which sources feed each, how they load.

One catalog (a gettext domain) per part of the code, so people translating
different parts never edit the same file; at run time they are read as one.
A compiled `.mo` is used when it is at least as new as its `.po`; otherwise the
`.po` is compiled in memory, so a fresh checkout speaks Dutch before anyone
runs `dev.py i18n compile`.
"""

from __future__ import annotations

import gettext
import io
from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

LOCALE_DIR = Path(__file__).resolve().parent / "locale"

# Domain -> the source files it is extracted from (globs, relative to the repository).
DOMAINS: dict[str, tuple[str, ...]] = {
    "games": ("games/*.py",),
    "meierijen": ("games/meierijen/*.py",),
    "muriel": ("games/muriel/*.py",),
    "pandoer": ("games/pandoer/*.py",),
    "mezza": ("games/mezza/*.py",),
    "keezen": ("games/keezen/*.py",),
    "bot": ("bot/*.py", "bot/cogs/*.py"),
    "terminal": ("scheids/*.py", "scheids/screens/*.py"),
}

# The markers `pybabel extract` looks for (see games.message and i18n).
KEYWORDS = ("t", "tn:1,2", "tr:2", "trn:2,3", "marked", "locale_str")


def po_path(lang: str, domain: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"


def read_catalog(path: Path) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle)


def _load(lang: str, domain: str) -> gettext.GNUTranslations | None:
    po = po_path(lang, domain)
    if not po.exists():
        return None
    mo = po.with_suffix(".mo")
    if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        with mo.open("rb") as handle:
            return gettext.GNUTranslations(handle)
    buffer = io.BytesIO()
    write_mo(buffer, read_catalog(po))
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """Every domain of `lang` as one; a text no catalog has stays English."""
    merged: gettext.NullTranslations = gettext.NullTranslations()
    for domain in DOMAINS:
        loaded = _load(lang, domain)
        if loaded is not None:
            loaded.add_fallback(merged)
            merged = loaded
    return merged
