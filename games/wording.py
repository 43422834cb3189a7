"""Words for people, shared by every front end: money, counts, card notation.

Pure functions, so the terminal table, the bot and rules summaries all say
`€0.30`, `1 trick` and `9½` the same way.
"""

from __future__ import annotations

import re

# Words whose plural is not the word plus "s".
_IRREGULAR = {"penalty": "penalties", "match": "matches", "pass": "passes"}


def euros(cents: int, *, sign: bool = False) -> str:
    """`30` -> `€0.30`, `-114` -> `-€1.14`; with `sign`, gains get a `+` too."""
    text = f"€{abs(cents) // 100}.{abs(cents) % 100:02d}"
    if cents < 0:
        return "-" + text
    return ("+" + text) if sign and cents > 0 else text


def plural(n: int, word: str, many: str | None = None) -> str:
    """`1 trick`, `2 tricks`, `0 cards`; `many` for plurals not made with -s."""
    if n == 1 or n == -1:
        return f"{n} {word}"
    return f"{n} {many or _IRREGULAR.get(word) or word + 's'}"


def points(n: int) -> str:
    """`1 point`, `12 points`."""
    return plural(n, "point")


_HALF = re.compile(r"(?<![\d/.])(\d+)\.5(?![\d])|(?<![\d/])1/2(?![\d/])")


def halves(text: str) -> str:
    """Mezza's half cards as people write them: `9.5` -> `9½`, `1/2` -> `½`.

    Move texts keep their canonical form; this is only for display.
    """
    return _HALF.sub(lambda m: f"{m.group(1)}½" if m.group(1) else "½", text)


_BOLD = re.compile(r"\*\*(.+?)\*\*")
_CODE = re.compile(r"`([^`\n]+)`")


def plain(text: str) -> str:
    """Discord markup (`**bold**`, backticks) taken out, for front ends that are not Discord."""
    return _CODE.sub(r"\1", _BOLD.sub(r"\1", text))
