"""Card codes: canonical spelling, lenient parsing and pretty printing.

Standard cards are rank then suit: ranks 2-10, J, Q, K, A; suits c d h s.
Jokers are XR (red) and XB (black). Parsing ignores case, accepts suit symbols,
and always returns the canonical code (or None when the text is no card). Mezza's
own cards live in games/mezza/cards.py.
"""

from __future__ import annotations

from functools import lru_cache

SUITS = ("c", "d", "h", "s")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
JOKERS = ("XR", "XB")
SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
# A suit named on its own (`trump hearts`): English or Dutch word, symbol or letter.
SUIT_BY_NAME = {
    "clubs": "c", "club": "c", "c": "c", "♣": "c", "klaver": "c", "klaveren": "c",
    "diamonds": "d", "diamond": "d", "d": "d", "♦": "d", "ruiten": "d", "ruit": "d",
    "hearts": "h", "heart": "h", "h": "h", "♥": "h", "harten": "h", "hart": "h",
    "spades": "s", "spade": "s", "s": "s", "♠": "s", "schoppen": "s", "schop": "s",
}  # fmt: skip
RED_SUITS = frozenset({"d", "h"})

_SUIT_ALIASES = {
    "c": "c", "♣": "c", "♧": "c", "clubs": "c", "club": "c",
    "d": "d", "♦": "d", "♢": "d", "diamonds": "d", "diamond": "d",
    "h": "h", "♥": "h", "♡": "h", "hearts": "h", "heart": "h",
    "s": "s", "♠": "s", "♤": "s", "spades": "s", "spade": "s",
}  # fmt: skip
_RANK_ALIASES = {
    **{r.lower(): r for r in RANKS},
    "t": "10", "1": "A", "ace": "A", "king": "K", "queen": "Q", "jack": "J",
    "b": "J", "v": "Q", "h": "K",  # Dutch boer, vrouw, heer
}  # fmt: skip
_JOKER_ALIASES = {
    "xr": "XR", "xb": "XB", "jr": "XR", "jb": "XB", "rj": "XR", "bj": "XB",
    "redjoker": "XR", "blackjoker": "XB", "joker-red": "XR", "joker-black": "XB",
    "🃏": "XR",
}  # fmt: skip


def standard_deck(jokers: int = 0) -> list[str]:
    """The 52 cards in a fixed order, plus `jokers` jokers (alternating red, black)."""
    cards = [r + s for s in SUITS for r in RANKS]
    cards += [JOKERS[i % 2] for i in range(jokers)]
    return cards


def rank_of(code: str) -> str:
    return code[:-1] if code not in JOKERS else "X"


def is_red(code: str) -> bool:
    return code == "XR" or (code not in JOKERS and code[-1] in RED_SUITS)


@lru_cache(maxsize=4096)
def parse_card(text: str) -> str | None:
    """The canonical standard card code for `text`, or None."""
    t = text.strip().lower().replace(" ", "").replace("_", "")
    if not t:
        return None
    if t in _JOKER_ALIASES:
        return _JOKER_ALIASES[t]
    # Symbols are one character; letters may be a word ("7hearts", "queenofspades").
    for alias in sorted(_SUIT_ALIASES, key=len, reverse=True):
        if t.endswith(alias) and len(t) > len(alias):
            rank = t[: -len(alias)].removesuffix("of")
            if rank in _RANK_ALIASES:
                return _RANK_ALIASES[rank] + _SUIT_ALIASES[alias]
    return None


def pretty(code: str) -> str:
    """A card for people: 7♥, 10♠, Q♦, 🃏R."""
    if code in JOKERS:
        return "🃏" + code[1]
    # Refusals echo what a player typed; text that is no card is shown as typed.
    return code[:-1] + SUIT_SYMBOLS[code[-1]] if code[-1:] in SUIT_SYMBOLS else code
