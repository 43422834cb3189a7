"""Stacked decks and end-game set-ups for the Pandoer tests."""

from __future__ import annotations

from typing import Any

from games.base import Event
from games.pandoer.cards import PACK, strength
from games.pandoer.contracts import BY_KEY, CONTRACTS
from games.pandoer.engine import Pandoer
from games.pandoer.phases import Phase
from tests.helpers import stacked

P = ["a", "b", "c", "d"]  # a deals the first deal; b bids first


def dealing(hands: dict[int, list[str]], open_card: str, dealer: int = 0) -> list[str]:
    """A deck that deals `hands` (seat -> up to 8 cards) and turns `open_card` up.

    Seats not given (or given fewer than 8 cards) are filled from the unused cards.
    """
    top: list[str | None] = []
    for s in range(4):
        cards = hands.get(s, [])
        top += [*cards, *[None] * (8 - len(cards))]
    blocks = stacked(PACK, top, [open_card])
    full = {s: blocks[8 * s : 8 * s + 8] for s in range(4)}
    deck: list[str] = [""] * 33
    for k in range(4):
        s = (dealer + 1 + k) % 4
        deck[2 * k : 2 * k + 2] = full[s][0:2]
        deck[8 + 2 * k : 10 + 2 * k] = full[s][2:4]
        deck[17 + 4 * k : 21 + 4 * k] = full[s][4:8]
    deck[16] = open_card
    return deck


def deal(hands: dict[int, list[str]], open_card: str, **options: Any) -> Pandoer:
    return Pandoer.new(P, seed=5, options=options or None, deck=dealing(hands, open_card))


def run(g: Pandoer, *moves: str) -> list[Event]:
    """Play moves in turn order (each by the single player the table waits on)."""
    events: list[Event] = []
    for m in moves:
        turn = g.turn()
        assert len(turn) == 1, f"{turn} are to move; say who plays {m!r}"
        events += g.play(turn[0], m)
    return events


def money_of(events: list[Event]) -> dict[str, int]:
    total: dict[str, int] = {}
    for e in events:
        for p, v in e.money.items():
            total[p] = total.get(p, 0) + v
    return {p: v for p, v in total.items() if v}


def autoplay(g: Pandoer, winners: set[int], max_moves: int = 40) -> list[Event]:
    """Play the current deal's tricks: seats in `winners` play their strongest
    legal card, the others their weakest. Stops when the deal is settled."""
    events: list[Event] = []
    deal_no = g.table.session.deal_no
    for _ in range(max_moves):
        deal = g.table.deal
        if g.over or g.table.session.deal_no != deal_no or deal.phase != "play":
            break
        p = g.turn()[0]
        seat = P.index(p)
        cards = [m.split()[1] for m in g.legal_moves(p)]
        led = str(deal.trick[0][1])[-1] if deal.trick else None

        def key(c: str, led: str | None = led, trump: str | None = deal.trump) -> tuple[int, int]:
            s = strength(c, led or c[-1], trump, g.options.card_values)
            return (s, PACK.index(c))

        pick = max(cards, key=key) if seat in winners else min(cards, key=key)
        events += g.play(p, "play " + pick)
    return events


def endgame(
    key: str,
    winners: list[int],
    last: list[str],
    bidder: int = 1,
    mate: int | None = None,
    trump: str | None = "h",
    discard: str | None = None,
    alone: bool = False,
    tricks: list[tuple[int, list[str]]] | None = None,
    **options: Any,
) -> tuple[Pandoer, list[Event]]:
    """Set up the last trick of a deal directly (state poking) and play it.

    `winners` names who won tricks 1-7 (cards taken from the pack unless
    `tricks` gives (winner, cards) explicitly); `last` is the last trick in
    play order, led by `winners[-1]`. Returns the game and the last trick's events.
    """
    g = Pandoer.new(P, seed=1, options=options or None)
    deal = g.table.deal
    con = CONTRACTS[BY_KEY[key]]
    pool = [c for c in PACK if c not in last and c != discard]
    deal.phase = Phase.PLAY
    deal.contract = BY_KEY[key]
    deal.bidder = bidder
    deal.mate = mate
    deal.mate_public = mate is not None
    deal.alone = alone
    deal.trump = trump if con.trump else None
    deal.open_card = None
    deal.discards = [[], [], [], []]
    if discard:
        deal.discards[bidder] = [discard]
    deal.tricks = []
    deal.won = [0, 0, 0, 0]
    spec = tricks or [(w, pool[4 * i : 4 * i + 4]) for i, w in enumerate(winners)]
    for w, cards in spec:
        deal.tricks.append({"leader": w, "cards": [[(w + j) % 4, c] for j, c in enumerate(cards)],
                            "winner": w})  # fmt: skip
        deal.won[w] += 1
    lead = spec[-1][0]
    deal.hands = [[], [], [], []]
    for j, c in enumerate(last):
        deal.hands[(lead + j) % 4] = [c]
    extra = [c for c in pool[4 * len(spec) :] if c not in {x for _, cs in spec for x in cs}]
    if tricks is not None:  # keep every card somewhere
        deal.discards[(bidder + 1) % 4] = [
            c for c in PACK
            if c not in last and c != discard and c not in {x for _, cs in spec for x in cs}
        ]  # fmt: skip
    else:
        deal.discards[(bidder + 1) % 4] = extra
    deal.leader = lead
    deal.trick = []
    deal.bidder_played = True
    g._legal_cache = {}
    events: list[Event] = []
    for j in range(4):
        p = P[(lead + j) % 4]
        events += g.play(p, g.legal_moves(p)[0])
    return g, events
