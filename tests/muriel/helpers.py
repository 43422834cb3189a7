"""Shared set-ups for the Muriel tests: seats, a chosen dealer, stacked decks."""

from __future__ import annotations

from typing import Any

from games.base import Event
from games.muriel import Muriel
from games.muriel.cards import DECK, sort_cards
from tests.helpers import stacked

# Low cards first, so filled-up hands hold aces and twos that never win a trick.
FILLERS = sort_cards(list(DECK))


def seats(n: int = 9) -> list[str]:
    return [f"p{i}" for i in range(n)]


def seed_for_dealer(n: int, dealer: int, options: dict[str, Any] | None = None) -> int:
    """A seed whose draw for the deal makes seat `dealer` the dealer."""
    for seed in range(10_000):
        if Muriel.new(seats(n), seed=seed, options=options).view(None)["dealer"] == f"p{dealer}":
            return seed
    raise AssertionError("no seed found")


def dealing(
    n: int, hands: dict[int, list[str]], options: dict[str, Any] | None = None
) -> list[str]:
    """A 54-card deck giving each seat its listed cards, filled up with low cards.

    The deck is dealt in blocks (seat 0's cards first), 54 // n cards a seat.
    """
    size = 54 // n
    removed: list[str] = []
    if options and options.get("short_table") == "remove_low":
        removed = sorted(FILLERS[: 54 % n])
    top: list[str | None] = []
    for seat in range(n):
        cards = hands.get(seat, [])
        top += [*cards, *[None] * (size - len(cards))]
    return stacked(FILLERS, top, removed)


def game(
    hands: dict[int, list[str]] | None = None,
    n: int = 9,
    dealer: int = 0,
    options: dict[str, Any] | None = None,
) -> Muriel:
    seed = seed_for_dealer(n, dealer, options)
    return Muriel.new(seats(n), seed=seed, options=options, deck=dealing(n, hands or {}, options))


def trick(g: Muriel, plays: dict[int, str] | None = None) -> list[Event]:
    """Play one trick: listed seats play their listed card, the others their lowest."""
    plays = plays or {}
    events: list[Event] = []
    while not g.over:
        p = g.turn()[0]
        seat = g.players.index(p)
        legal = g.legal_moves(p)
        move = f"{legal[0][:4]} {plays[seat]}" if seat in plays else legal[0]
        new = g.play(p, move)
        events += new
        if any(" reveals " in e.text for e in new):
            break
    return events


def finish_hand(g: Muriel) -> list[Event]:
    """Play lowest cards until the current hand is settled."""
    hand = g.view(None)["hand_no"]
    events: list[Event] = []
    while not g.over and g.view(None)["hand_no"] == hand:
        p = g.turn()[0]
        events += g.play(p, g.legal_moves(p)[0])
    return events


def hand_of(g: Muriel, seat: int) -> list[str]:
    hand: list[str] = g.view(f"p{seat}")["hand"]
    return hand


def with_low_cards(cards: dict[int, str], n: int = 9) -> dict[int, str]:
    """`cards` plus, for every other seat, a distinct low card (aces, then twos)."""
    used = set(cards.values())
    low = [c for c in FILLERS if c not in used]
    return {s: cards[s] if s in cards else low.pop(0) for s in range(n)}


def first_trick(
    cards: dict[int, str],
    n: int = 9,
    dealer: int = 0,
    options: dict[str, Any] | None = None,
) -> tuple[Muriel, list[Event]]:
    """A fresh game whose first trick is played with exactly these cards
    (unlisted seats play a distinct low card)."""
    plays = with_low_cards(cards, n)
    g = game({s: [c] for s, c in plays.items()}, n=n, dealer=dealer, options=options)
    return g, trick(g, plays)


def pile(g: Muriel, seat: int) -> list[str]:
    cards: list[str] = g.view(None)["piles"][f"p{seat}"]
    return cards


def view_text(g: Muriel, player: str | None) -> str:
    """A view as JSON, without the draw for the deal (whose cards went back)."""
    import json

    v = dict(g.view(player))
    v.pop("draws")
    return json.dumps(v)


def tied_at_hand_end(options: dict[str, Any] | None = None) -> Muriel:
    """Last trick of a hand: p0 leads a lone ace and ends level with p1 above 300."""
    g = game(options=options)
    rest = [c for c in DECK if c not in ("XR", "XB", "Ks", "Kh", "10s", "Ah", "Ac")]
    g.table.hand.hands = [["Ac"]] + [[] for _ in range(8)]
    g.table.hand.piles = [["XR", "XB"], ["Ks", "Kh", "10s", "Ah"], rest] + [[] for _ in range(6)]
    g.table.session.totals = [300, 300, 0, 0, 0, 0, 0, 0, 0]
    g._legal_cache = {}
    return g
