"""Game names as people type them: full names, common spellings, any case.

One lookup for every front end: the terminal's `scheids play kruizkeezen` and
the bot's `/game new` autocomplete both resolve names here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

# Spellings beyond each game's registry key and title, folded (lower case, no
# spaces, hyphens or dots). Keys are registry keys.
_SPELLINGS: dict[str, tuple[str, ...]] = {
    "mezza": ("mezza", "mezzah", "mezzo"),
    "muriel": ("muriel", "murielle"),
    "pandoer": ("pandoer", "pandoeren", "pandur"),
    "keezen": ("keezen", "kruizkeezen", "kruiskeezen", "keez", "keezbord", "kruizkeez"),
    "meierijen": ("meierijen", "meijerijen", "meierij", "meijerij", "meierijden", "meijerijden"),
}


def fold(text: str) -> str:
    """Lower case without spaces, hyphens, underscores or dots: `Meie-Rijen` -> `meierijen`."""
    return re.sub(r"[\s\-_.]+", "", text.casefold())


def spellings(key: str, title: str = "") -> tuple[str, ...]:
    """Every folded spelling that names the game `key`."""
    return tuple(dict.fromkeys((fold(key), fold(title), *_SPELLINGS.get(key, ()))))


def titles() -> dict[str, str]:
    """Registry key -> title, in menu order."""
    from games.registry import REGISTRY

    return {key: cls.title for key, cls in REGISTRY.items()}


def game_key(text: str, known: Mapping[str, str] | None = None) -> str | None:
    """The registry key a typed name stands for, or None. `known` maps key -> title
    (default: the registry)."""
    known = titles() if known is None else known
    wanted = fold(text)
    if not wanted:
        return None
    for key, title in known.items():
        if wanted in spellings(key, title):
            return key
    return None


def matching_keys(prefix: str, known: Mapping[str, str] | None = None) -> list[str]:
    """Keys whose name or spellings start with (then contain) what was typed, in menu order."""
    known = titles() if known is None else known
    typed = fold(prefix)
    names = {k: spellings(k, t) for k, t in known.items()}
    starts = [k for k, s in names.items() if any(x.startswith(typed) for x in s)]
    inside = [k for k, s in names.items() if k not in starts and any(typed in x for x in s)]
    return starts + inside
