"""Set-ups for Mezza tests: stacked decks, and tables laid out card by card."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from games.mezza.cards import deck_list
from games.mezza.engine import Mezza
from games.mezza.phases import Phase
from games.mezza.pile import lay
from games.mezza.state import Rules
from tests.helpers import stacked

Seat = tuple[Sequence[str], Sequence[str], Sequence[str]]  # (hand, face-up, face-down)


def dealing(seats: Sequence[Seat], stock: Sequence[str] = ()) -> list[str]:
    """A full 68-card deck dealing `seats` (hand, up, down) and then `stock` on top.

    The deck deals seat by seat: 3 down, 3 up, 3 hand; the rest is the stock, top first.
    Cards not named follow in a fixed order.
    """
    top: list[str] = []
    for hand, up, down in seats:
        block = [*down, *up, *hand]
        assert len(block) == 9, "a stacked seat needs 3 hand, 3 up and 3 down cards"
        top += block
    return stacked(deck_list(), [*top, *stock])


def new_game(
    seats: Sequence[Seat], stock: Sequence[str] = (), exchange: bool = False, **options: Any
) -> Mezza:
    players = [chr(ord("a") + i) for i in range(len(seats))]
    opts = {"exchange": exchange, **options}
    return Mezza.new(players, seed=5, options=opts, deck=dealing(seats, stock))


def table(
    hands: Sequence[Sequence[str]],
    pile: Sequence[str] = (),
    stock: Sequence[str] = (),
    ups: Sequence[Sequence[str]] | None = None,
    downs: Sequence[Sequence[str]] | None = None,
    current: int = 0,
    **options: Any,
) -> Mezza:
    """A game in play with exactly these cards placed; all others are out of play.

    A state-poking set-up for positions a stacked deck cannot reach quickly (a long
    pile, empty stock). The pile is laid card by card through the real rules, so the
    rank in force and the restrictions are what play would have produced.
    """
    n = len(hands)
    g = Mezza.new(
        [chr(ord("a") + i) for i in range(n)], seed=5, options={"exchange": False, **options}
    )
    s = g.table.state
    s.hands = [list(h) for h in hands]
    s.ups = [list(u) for u in (ups or [[] for _ in range(n)])]
    s.downs = [list(d) for d in (downs or [[] for _ in range(n)])]
    s.stocks = [list(reversed(stock))]
    s.clear_pile()
    placed = Counter(c for group in (s.hands, s.ups, s.downs) for cards in group for c in cards)
    placed.update(stock)
    placed.update(pile)
    rest = Counter(deck_list())
    rest.subtract(placed)
    assert all(v >= 0 for v in rest.values()), f"too many cards: {-rest}"
    s.burned = sorted(rest.elements())
    for c in pile:
        burned, _, _ = lay(s, Rules.of(g.options), [c])
        assert not burned, "a table pile must not burn while it is laid"
    s.phase, s.current, s.opening = Phase.PLAY, current, False
    s.mark = s.progress()
    g._legal_cache = {}
    return g


def ready_all(g: Mezza) -> None:
    for p in list(g.turn()):
        g.play(p, "ready")
