"""Helpers every game's tests share: stacked decks and playing games out.

`stacked` is the one way to stack a deck: each game's tests only say where its
deal puts which card. `play_out` plays a game to its end (or a decision limit)
with a chosen mover and move picker; `random_step` is one random decision by
anyone who has a move, out-of-turn moves included.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

from games.ai import random_move
from games.base import Event, Game

G = TypeVar("G", bound=Game)
Chooser = Callable[[G, str, random.Random], str]
MoverPicker = Callable[[Game, random.Random], str]


def stacked(
    full: Sequence[str], top: Sequence[str | None] = (), bottom: Sequence[str] = ()
) -> list[str]:
    """A stacked deck, top card first: `top`, then the rest of `full` in its order, then `bottom`.

    A None in `top` is a gap, filled with the next card of the rest. Each named
    card takes the first copy of it in `full`, so decks with duplicates work too.
    """
    rest = list(full)
    for card in [*top, *bottom]:
        if card is not None:
            assert card in rest, f"{card} is not (or no longer) in the deck"
            rest.remove(card)
    filled = [rest.pop(0) if card is None else card for card in top]
    return [*filled, *rest, *bottom]


def first_to_move(g: Game, rng: random.Random) -> str:
    """The first player the table waits on."""
    return g.turn()[0]


def any_waiting(g: Game, rng: random.Random) -> str:
    """Any player the table waits on (simultaneous moves)."""
    return rng.choice(g.turn())


def anyone_with_a_move(g: Game, rng: random.Random) -> str:
    """Any player with a legal move, including out-of-turn moves."""
    movers = [p for p in g.players if g.legal_moves(p)]
    assert movers, "a running game must have someone who can move"
    return rng.choice(movers)


def play_out(
    g: G,
    rng: random.Random,
    choose: Chooser[G] = random_move,
    *,
    mover: MoverPicker = first_to_move,
    limit: int | None = None,
    each: Callable[[str, str, list[Event]], None] | None = None,
) -> list[Event]:
    """Play `g` until it is over, or for at most `limit` decisions; return every event.

    `mover` picks who moves and `choose` what they play, which must be a listed
    legal move. `each(player, move, events)` runs after every move.
    """
    events: list[Event] = []
    for _ in range(type(g).move_limit if limit is None else limit):
        if g.over:
            break
        player = mover(g, rng)
        move = choose(g, player, rng)
        assert move in g.legal_moves(player), (player, move)
        new = g.play(player, move)
        events += new
        if each is not None:
            each(player, move, new)
    return events


def random_step(g: Game, rng: random.Random) -> tuple[str, str, list[Event]]:
    """Make one random legal move by any player who has one."""
    player = anyone_with_a_move(g, rng)
    move = random_move(g, player, rng)
    return player, move, g.play(player, move)


def first_listed(g: Game, player: str, rng: random.Random) -> str:
    """The first legal move listed: a fixed way to play a game out."""
    return g.legal_moves(player)[0]
