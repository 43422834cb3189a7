"""Pieces every terminal screen uses: cards in colour, player names, turn marks."""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from rich.text import Text

from games.cards import JOKERS, SUIT_SYMBOLS
from games.message import ENGLISH, Words, card_text, literal
from games.wording import halves

Namer = Callable[[str], str]

# Styles are rich's words, not the players': the check for sentences cannot tell.
RED = "bold red"  # i18n: not for players (a rich style)
HALF_STYLE = "bold magenta"  # i18n: not for players (a rich style)
TURN_STYLE = "bold black on yellow"  # i18n: not for players (a rich style)
HEADER_STYLE = "bold cyan"  # i18n: not for players (a rich style)
MUTED = "dim"
RED_SUITS = frozenset("dh")
SUIT_STYLE = {"h": RED, "d": RED, "c": "bold", "s": "bold"}
JOKER_STYLE = {"XR": RED, "XB": "bold"}


@dataclass(frozen=True, slots=True)
class Seen:
    """What a screen needs besides the view: names for ids, who 'you' are, and the
    words of the language the screen is drawn in."""

    name: Namer
    you: str | None
    words: Words = ENGLISH


def card(code: str, words: Words = ENGLISH) -> Text:
    """One card with its suit symbol, red suits in red: `10h` -> 10♥, `Qd` -> V♦ in Dutch."""
    if code in JOKERS:
        return Text(card_text(code, words), style=JOKER_STYLE[code])
    suit = code[-1:]
    if suit in SUIT_SYMBOLS:
        return Text(card_text(code, words), style=SUIT_STYLE[suit])
    return mezza_card(code)


def mezza_card(code: str) -> Text:
    """A Mezza card (no suits): halves stand out."""
    shown = halves(code)
    return Text(shown, style=HALF_STYLE if "½" in shown else "bold")


def cards(
    codes: Iterable[str], words: Words = ENGLISH, *, mezza: bool = False, empty: str = "-"
) -> Text:
    """Cards separated by spaces (Mezza's as Mezza writes them); `empty` when there are none."""
    parts = [mezza_card(c) if mezza else card(c, words) for c in codes]
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


def styled(words: Words, key: str, /, **parts: Text | str) -> Text:
    """A marked text in the language of `words`, its placeholders filled with pieces
    that keep their colours: `styled(words, marked("{card} or higher"), card=card("7h"))`.

    Each language may put the pieces in its own order.
    """
    out = Text()
    for text, name, _, _ in string.Formatter().parse(words.lookup(key)):
        out.append(text)
        if name is not None:
            out.append(parts[name])
    return out


def engine_text(text: str, seen: Seen, *, mezza: bool = False) -> Text:
    """A line an engine wrote into its view, shown as it is (see `line`)."""
    return line(seen.words.say(literal(text)), seen, mezza=mezza)


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
