"""Pieces Pandoer's messages are built from: sentences told one after another,
rows of cards, a tally seat by seat, either-or choices, contract names.

Engines say everything as `Msg`; these build the parts that have no sentence of
their own, so each language can still write the cards and words in them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence

from games.message import Card, Money, Msg, Param, Player, literal, marked, t
from games.pandoer.cards import PACK, sort_hand
from games.pandoer.contracts import CONTRACTS, Contract

# One `Card` per card of the pack, made once: trick play names a card every move.
CARD: dict[str, Card] = {c: Card(c) for c in PACK}
# Contract names are Dutch in every language; they still go through the catalogs.
CONTRACT_NAMES: dict[str, Msg] = {c.key: Msg(c.title) for c in CONTRACTS}


def contract_name(con: Contract) -> Msg:
    return CONTRACT_NAMES[con.key]


_THEN = marked("{first} {then}")


def then(first: Msg, more: Msg) -> Msg:
    """Two sentences told as one line."""
    return Msg(_THEN, {"first": first, "then": more})  # `t`, without its keyword call


# A row of n cards is one flat message: rendered in one step, where a chain of
# two-part messages would cost a render per card at every deal.
_ROWS: tuple[str, ...] = (
    marked("{c1}"),
    marked("{c1} {c2}"),
    marked("{c1} {c2} {c3}"),
    marked("{c1} {c2} {c3} {c4}"),
    marked("{c1} {c2} {c3} {c4} {c5}"),
    marked("{c1} {c2} {c3} {c4} {c5} {c6}"),
    marked("{c1} {c2} {c3} {c4} {c5} {c6} {c7}"),
    marked("{c1} {c2} {c3} {c4} {c5} {c6} {c7} {c8}"),
    marked("{c1} {c2} {c3} {c4} {c5} {c6} {c7} {c8} {c9}"),
)
_SLOTS = tuple(f"c{i}" for i in range(1, len(_ROWS) + 1))


def card_row(cards: Sequence[str]) -> Msg:
    """Cards as they lie, separated by spaces: `7♣ J♣ 9♥` (`B♣` in Dutch)."""
    if not cards:
        return literal("")
    if len(cards) > len(_ROWS):  # never in Pandoer: nine cards at most
        return t("{first} {then}", first=card_row(cards[:-1]), then=CARD[cards[-1]])
    params: dict[str, Param] = dict(zip(_SLOTS, map(CARD.__getitem__, cards), strict=False))
    return Msg(_ROWS[len(cards) - 1], params)


def hand(cards: Sequence[str]) -> Msg:
    """A hand sorted for people, suit by suit."""
    if not cards or len(cards) > len(_ROWS):
        return card_row(sort_hand(cards))
    return Msg(_ROWS[len(cards) - 1], _Later(_sorted_row, cards))


_YOUR_HAND = marked("Your hand: {cards}")


def your_hand(cards: Sequence[str]) -> Msg:
    """`Your hand: 7♣ J♣ 9♥`, the line each player is told at every deal."""
    return Msg(_YOUR_HAND, _Later(_hand_params, cards))


def _sorted_row(cards: tuple[str, ...]) -> dict[str, Param]:
    return dict(zip(_SLOTS, map(CARD.__getitem__, sort_hand(cards)), strict=False))


def _hand_params(cards: tuple[str, ...]) -> dict[str, Param]:
    return {"cards": hand(cards)}


class _Later(Mapping[str, Param]):
    """A message's parameters, made from its cards when first read.

    Every deal tells each player their hand, and a search deals again and again
    but reads no line: sorting and naming the cards then would cost more than
    the rest of the deal's lines together. The cards are copied, as a hand
    changes in play and the message must keep the cards it was told.
    """

    __slots__ = ("_cards", "_make", "_params")

    def __init__(
        self, make: Callable[[tuple[str, ...]], dict[str, Param]], cards: Sequence[str]
    ) -> None:
        self._make = make
        self._cards = tuple(cards)
        self._params: dict[str, Param] | None = None

    def _made(self) -> dict[str, Param]:
        if self._params is None:
            self._params = self._make(self._cards)
        return self._params

    def __getitem__(self, slot: str) -> Param:
        return self._made()[slot]

    def __iter__(self) -> Iterator[str]:
        return iter(self._made())

    def __len__(self) -> int:
        return len(self._made())

    def __repr__(self) -> str:
        return repr(self._made())


def either(cards: Sequence[str]) -> Msg | Card:
    """`A♣ or K♣`: the cards a player may choose from."""
    choice: Msg | Card = CARD[cards[0]]
    for card in cards[1:]:
        choice = t("{first} or {then}", first=choice, then=CARD[card])
    return choice


def per_seat(who: Sequence[Player], values: Sequence[int | Money]) -> Msg:
    """Each of the four players with a number or an amount: `Ann 3, Bas 1, ...`."""
    p1, p2, p3, p4 = who
    v1, v2, v3, v4 = values
    return t(
        "{p1} {v1}, {p2} {v2}, {p3} {v3}, {p4} {v4}",
        p1=p1, v1=v1, p2=p2, v2=v2, p3=p3, v3=v3, p4=p4, v4=v4,
    )  # fmt: skip
