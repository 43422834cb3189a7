"""Pieces every terminal screen uses: cards in colour, player names, turn marks."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from rich.text import Text

from games.cards import JOKERS, SUIT_SYMBOLS, pretty
from games.wording import halves

Namer = Callable[[str], str]

RED_SUITS = frozenset("dh")
SUIT_STYLE = {"h": "bold red", "d": "bold red", "c": "bold", "s": "bold"}
JOKER_STYLE = {"XR": "bold red", "XB": "bold"}
TURN_STYLE = "bold black on yellow"
HEADER_STYLE = "bold cyan"
MUTED = "dim"


@dataclass(frozen=True, slots=True)
class Seen:
    """What a screen needs besides the view: names for ids, and who 'you' are."""

    name: Namer
    you: str | None


def card(code: str) -> Text:
    """One card with its suit symbol, red suits in red: `10h` -> 10♥."""
    if code in JOKERS:
        return Text(pretty(code), style=JOKER_STYLE[code])
    suit = code[-1:]
    if suit in SUIT_SYMBOLS:
        return Text(code[:-1] + SUIT_SYMBOLS[suit], style=SUIT_STYLE[suit])
    return mezza_card(code)


def mezza_card(code: str) -> Text:
    """A Mezza card (no suits): halves stand out."""
    shown = halves(code)
    return Text(shown, style="bold magenta" if "½" in shown else "bold")


def cards(codes: Iterable[str], show: Callable[[str], Text] = card, empty: str = "-") -> Text:
    """Cards separated by spaces; `empty` when there are none."""
    parts = [show(c) for c in codes]
    if not parts:
        return Text(empty, style=MUTED)
    return Text(" ").join(parts)


def player(pid: str, seen: Seen, *, turn: Iterable[str] = ()) -> Text:
    """A player's name; yours underlined, whoever the table waits on highlighted."""
    label = seen.name(pid)
    style = TURN_STYLE if pid in set(turn) else ("bold" if pid == seen.you else "")
    text = Text(("▶ " if pid in set(turn) else "") + label, style=style)
    if pid == seen.you:
        text.stylize("underline", 2 if pid in set(turn) else 0)
    return text


_MARKUP = re.compile(r"\*\*(.+?)\*\*|`([^`\n]+)`|<@([^<>\s]+)>")


def line(text: str, seen: Seen, *, mezza: bool = False) -> Text:
    """An engine text for the terminal: Discord markup rendered, ids as names.

    `**bold**` becomes bold, backticked moves a highlight, `<@id>` the player's name.
    Mezza writes half cards as `9.5`; people read `9½`.
    """
    out = Text()
    pos = 0
    for m in _MARKUP.finditer(text):
        out.append(_fix(text[pos : m.start()], mezza))
        bold, code, who = m.groups()
        if who is not None:
            out.append(seen.name(who), style="bold")
        elif bold is not None:
            start = len(out)
            out.append(line(bold, seen, mezza=mezza))
            out.stylize("bold", start, len(out))
        else:
            out.append(_fix(code or "", mezza), style="cyan")
        pos = m.end()
    out.append(_fix(text[pos:], mezza))
    return out


def _fix(text: str, mezza: bool) -> str:
    return halves(text) if mezza else text
