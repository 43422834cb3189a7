"""Mezza's own cards: codes, lenient parsing, and facts as plain tables.

Codes are 1/2, 0, 1 ... 10, 3.5, 6.5, 9.5. Parsing ignores case, accepts the ½
sign and a decimal comma, and returns the canonical code (or None). The tables
keep the hot paths to dict look-ups.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import lru_cache

RANKS = ("1/2", "0", "1", "2", "3", "3.5", "4", "5", "6", "6.5", "7", "8", "9", "9.5", "10")
_RANK_SET = frozenset(RANKS)
HALF = "1/2"
# Ranks in half units so 3½ is a whole number; the ½ has no rank (it is transparent).
VALUE: dict[str, int] = {
    "0": 0, "1": 2, "2": 4, "3": 6, "3.5": 7, "4": 8, "5": 10, "6": 12,
    "6.5": 13, "7": 14, "8": 16, "9": 18, "9.5": 19, "10": 20,
}  # fmt: skip
LOWER_LIMIT = VALUE["4"]
# Ordering for "who holds the lowest card": the seed says the ½ is the lowest.
START_ORDER: dict[str, int] = {code: i for i, code in enumerate(RANKS)}
RANK_INDEX = START_ORDER.__getitem__  # the sort key, made once
# Each card as a one in its rank's four-bit field, the fields in start order: the
# sum over a hand then holds how many of each rank it has (at most twelve ½).
COUNT_SHIFT: dict[str, int] = {code: 4 * i for i, code in enumerate(RANKS)}
COUNT_BIT: dict[str, int] = {code: 1 << shift for code, shift in COUNT_SHIFT.items()}
COUNT_FIELD = 15
# The whole number a ½ completes each half card to.
WHOLE: dict[str, str] = {"3.5": "4", "6.5": "7", "9.5": "10"}
HALF_CARDS = ("3.5", "6.5", "9.5")

DECK_COUNTS: dict[str, int] = {code: (12 if code == HALF else 4) for code in RANKS}
DECK_SIZE = sum(DECK_COUNTS.values())

# What laying one whole card does (see `whole_card_effects`): the rank it puts in force
# (in half units), whether it is the lower card, whether it waits for a ½ to complete
# it, whether it burns the pile, whether it skips a player. A plain tuple, read on
# every play.
CardEffects = tuple[int, bool, bool, bool, bool]


def whole_card_effects(lower_card: str, completion: bool, skip_rank: str) -> dict[str, CardEffects]:
    """What each whole card does when laid, under these house rules: it puts its rank
    in force; the lower card allows only 4 or lower next; with completion on, a
    3½/6½/9½ waits for a ½; the 10 burns the pile; the skip rank skips the next player."""
    return {
        code: (
            VALUE[code],
            code == lower_card,
            completion and code in WHOLE,
            code == "10",
            code == skip_rank,
        )
        for code in RANKS
        if code != HALF
    }


# Precomputed canonical move texts: PLAY[code][k-1] plays k copies.
PLAY: dict[str, list[str]] = {
    code: ["play " + " ".join([code] * k) for k in range(1, 13)] for code in RANKS
}
# COMBO[code][k-1] plays k copies of a half card completed by one ½.
COMBO: dict[str, list[str]] = {
    code: ["play " + " ".join([code] * k) + " " + HALF for k in range(1, 5)] for code in HALF_CARDS
}

# The cards of every canonical play text above, and their count fields (see
# COUNT_BIT), so applying a move needs no parsing and no counting. The cards are the
# very code objects of RANKS, as dealt, not copies split from the text: finding a card
# in a hand or a table then stops at the first check, for identity.
Played = tuple[tuple[str, ...], int]


def counts_of(cards: Iterable[str]) -> int:
    """The count fields (see COUNT_BIT) of `cards`: what they add to a hand's."""
    return sum(map(COUNT_BIT.__getitem__, cards))


PLAYED: dict[str, Played] = {
    text: ((code,) * k, counts_of((code,) * k))
    for code, texts in PLAY.items()
    for k, text in enumerate(texts, 1)
}
PLAYED.update(
    (text, ((code,) * k + (HALF,), counts_of((code,) * k + (HALF,))))
    for code, texts in COMBO.items()
    for k, text in enumerate(texts, 1)
)


def full_deck() -> Counter[str]:
    return Counter(DECK_COUNTS)


_DECK = tuple(code for code in RANKS for _ in range(DECK_COUNTS[code]))


def deck_list() -> list[str]:
    """The 68 cards in start order, a new list (every game shuffles one)."""
    return list(_DECK)


def sort_cards(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=RANK_INDEX)


@lru_cache(maxsize=1024)
def parse_card(text: str) -> str | None:
    """The canonical Mezza card code for `text` ("½", "3½", "3,5", "half"), or None."""
    t = text.strip().lower().replace(" ", "")
    if t in ("½", "1/2", "0.5", ".5", "0,5", "half", "h"):
        return "1/2"
    t = t.replace("½", ".5").replace(",", ".")
    if t.endswith(".0"):
        t = t[:-2]
    return t if t in _RANK_SET else None


def pretty(code: str) -> str:
    return code.replace("1/2", "½").replace(".5", "½")


PRETTY: dict[str, str] = {code: pretty(code) for code in RANKS}


def show(cards: list[str] | tuple[str, ...]) -> str:
    """Cards for people: ½, 3½, 10."""
    # Refusals echo what a player typed; text that is no card is shown as typed.
    # PRETTY.get(c, c) for each card, mapped in C.
    return " ".join(map(PRETTY.get, cards, cards)) if cards else "-"
