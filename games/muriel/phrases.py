"""Messages made of parts: cards side by side, who played what, sentences in a row.

A trick's line names as many cards and players as the table holds, so it is
put together from small messages, each translated on its own; the joins add no
words, only the spaces and commas the English line always had.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.message import Msg, Param, Player, t
from games.muriel.cards import CARDS


def cards(codes: Sequence[str]) -> Param:
    """Cards side by side, `7♥ Q♠`, or `nothing`."""
    if len(codes) < 2:
        return CARDS[codes[0]] if codes else t("nothing")
    shown = _pair(codes[-2], codes[-1])
    for code in reversed(codes[:-2]):
        shown = t("{first} {then}", first=CARDS[code], then=shown)
    return shown


# Every trick names two claims and most name two strays; there are only 54 * 53
# pairs, and a message is a value, so each pair is put together once.
_PAIRS: dict[tuple[str, str], Msg] = {}


def _pair(first: str, then: str) -> Msg:
    key = first, then
    pair = _PAIRS.get(key)
    if pair is None:
        pair = _PAIRS[key] = t("{first} {then}", first=CARDS[first], then=CARDS[then])
    return pair


def played(entries: Sequence[tuple[int, str]], who: Sequence[Player]) -> Param:
    """Who played which card, `<@a> 7♥, <@b> Q♠`; `who` holds the seats' players."""
    shown: Param = t("nothing")
    for i, (seat, code) in enumerate(reversed(entries)):
        part = t("{player} {card}", player=who[seat], card=CARDS[code])
        shown = part if i == 0 else t("{first}, {then}", first=part, then=shown)
    return shown


def sentences(*said: Msg) -> Msg:
    """Sentences one after the other on one line."""
    line = said[-1]
    for first in reversed(said[:-1]):
        line = t("{first} {then}", first=first, then=line)
    return line
