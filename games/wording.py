"""Notation shared by every front end: money in English, Mezza's halves, plain text.

Pure functions. Counts and sentences go through `games.message` (`tn`), which
knows each language's plural.
"""

from __future__ import annotations

import re


def euros(cents: int, *, sign: bool = False) -> str:
    """`30` -> `€0.30`, `-114` -> `-€1.14`; with `sign`, gains get a `+` too."""
    text = f"€{abs(cents) // 100}.{abs(cents) % 100:02d}"
    if cents < 0:
        return "-" + text
    return ("+" + text) if sign and cents > 0 else text


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
