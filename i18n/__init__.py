"""Every word a player reads, in the player's language: English or Dutch.

Texts are marked where they are written: engines build `games.message.Msg`
values with `t`/`tn`; the bot and the terminal table use the same markers and
render with `render(msg, lang)`, or `tr(lang, key, ...)` in one step. The
English text is the message key, so English needs no catalog; Dutch comes from
the gettext catalogs under `i18n/locale/nl/`, which `python3 dev.py i18n`
extracts, updates and compiles with Babel, and `tests/i18n` keeps complete.
"""

from __future__ import annotations

from decimal import Decimal
from functools import cache
from typing import Literal, get_args

from babel.numbers import format_currency

from games.message import ENGLISH, Msg, Param, Words, t, tn
from games.message import render as render_in
from i18n.catalogs import translations

Language = Literal["en", "nl"]
LANGUAGES: tuple[Language, ...] = get_args(Language)
DEFAULT: Language = "en"
# Each language named in itself, for menus.
NAMES: dict[Language, str] = {"en": "English", "nl": "Nederlands"}


def language_of(locale: object) -> Language:
    """The language for a Discord locale (`nl`, `en-US`) or a POSIX one (`nl_NL.UTF-8`).

    Anything not Dutch is English, the bot's other language.
    """
    text = str(getattr(locale, "value", locale) or "").lower()
    return "nl" if text[:2] == "nl" else "en"


def _dutch_money(cents: int, sign: bool) -> str:
    text = format_currency(Decimal(abs(cents)) / 100, "EUR", locale="nl_NL")
    if cents < 0:
        return "-" + text
    return ("+" + text) if sign and cents > 0 else text


@cache
def words(lang: Language) -> Words:
    if lang == "en":
        return ENGLISH
    catalog = translations(lang)
    return Words(
        lookup=catalog.gettext,
        lookup_plural=catalog.ngettext,
        ranks={"J": "B", "Q": "V", "K": "H"},
        suits={"c": "klaveren", "d": "ruiten", "h": "harten", "s": "schoppen"},
        joker={"XR": "🃏R", "XB": "🃏Z"},
        money=_dutch_money,
        player=ENGLISH.player,
        last_join=" en ",
    )


def render(msg: Msg, lang: Language) -> str:
    """`msg` in `lang`."""
    return render_in(msg, words(lang))


def tr(lang: Language, key: str, /, **params: Param) -> str:
    """Mark and render in one step: `tr(lang, "Your turn, {player}.", player=...)`."""
    return render(t(key, **params), lang)


def trn(lang: Language, singular: str, plural: str, n: int, /, **params: Param) -> str:
    return render(tn(singular, plural, n, **params), lang)


__all__ = [
    "DEFAULT",
    "LANGUAGES",
    "NAMES",
    "Language",
    "language_of",
    "render",
    "tr",
    "trn",
    "words",
]
