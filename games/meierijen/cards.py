"""The cards as plain tables, so the hot paths only index dicts.

Every player has an own 54-card deck (52 cards and two jokers); twos and jokers
are wild.
"""

from __future__ import annotations

from collections import Counter

from games.cards import pretty, standard_deck

DECK_SIZE = 54
ACE = 14

RANK_NAME = {3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
             11: "J", 12: "Q", 13: "K", 14: "A"}  # fmt: skip
RANK_VALUE = {v.lower(): k for k, v in RANK_NAME.items()}
RANK_VALUE.update({"jack": 11, "queen": 12, "king": 13, "ace": 14, "1": 14, "t": 10})
# Dutch letters and names, as the Dutch table shows ranks: boer, vrouw, heer, aas.
RANK_VALUE.update({"b": 11, "v": 12, "h": 13, "boer": 11, "vrouw": 12, "heer": 13, "aas": 14})

ONE_DECK: Counter[str] = Counter(standard_deck(2))


def _natural(code: str) -> int:
    """The rank a card has on a field: 3..14, or 0 for the wilds (twos and jokers)."""
    if code in ("XR", "XB") or code[:-1] == "2":
        return 0
    r = code[:-1]
    return {"J": 11, "Q": 12, "K": 13, "A": 14}.get(r) or int(r)


def _red(code: str) -> bool:
    return code == "XR" or (code not in ("XR", "XB") and code[-1] in "dh")


NATURAL: dict[str, int] = {c: _natural(c) for c in ONE_DECK}
RED: dict[str, bool] = {c: _red(c) for c in ONE_DECK}
JOKER = frozenset({"XR", "XB"})
WILDS = frozenset(c for c, r in NATURAL.items() if r == 0)
PRETTY = {c: pretty(c) for c in ONE_DECK}


def fits_colour(code: str, field: int, joker_any: bool) -> bool:
    """C (0) takes red, E (2) black, D (1) both; jokers everywhere with joker_any."""
    if field == 1 or (joker_any and code in JOKER):
        return True
    return RED[code] == (field == 0)
