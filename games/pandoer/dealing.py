"""Dealing: the 2-2-open-4 deal, the open card's payment, a fresh auction, the next deal."""

from __future__ import annotations

from games.base import derive_rng, mention
from games.pandoer.cards import PACK, PRETTY, RANK_OF, roem
from games.pandoer.phases import Phase
from games.pandoer.state import Auction, Deal, Table, cents, show
from games.seating import next_seat, seats_from
from games.wording import euros

OPEN_CARD_CENTS = 10


def start_deal(t: Table, cards: list[str] | None) -> None:
    """Deal 2 cards each, turn the open card, deal 4 each; `cards` stacks the deck."""
    if cards is None:
        cards = list(PACK)
        derive_rng(t.seed, "deal", t.session.deal_no).shuffle(cards)
    t.deal = Deal()
    dealer = t.session.dealer
    order = seats_from(next_seat(dealer, 4), 4)
    hands = t.deal.hands
    pos = 0
    for _ in range(2):
        for seat in order:
            hands[seat] += cards[pos : pos + 2]
            pos += 2
    t.deal.open_card = cards[pos]
    pos += 1
    for seat in order:
        hands[seat] += cards[pos : pos + 4]
        pos += 4
    t.say(
        f"Deal {t.session.deal_no + 1} of {t.options.deals}: "
        f"{mention(t.players[dealer])} deals; the open card is {PRETTY[t.deal.open_card]}. "
        f"{mention(t.players[order[0]])} bids first.",
        private={t.players[s]: "Your hand: " + show(hands[s]) for s in range(4)},
    )
    pay_for_open_card(t)
    begin_auction(t)


def pay_for_open_card(t: Table) -> None:
    """An open 6♥ earns the dealer 10 ct from everyone; an open Q♠ costs the dealer that."""
    dealer = t.session.dealer
    others = [s for s in range(4) if s != dealer]
    if t.deal.open_card == "6h":
        money = {t.players[s]: -OPEN_CARD_CENTS for s in others}
        money[t.players[dealer]] = OPEN_CARD_CENTS * 3
        t.settle(money, f"The 6♥ is open: everyone pays the dealer {cents(10)}.")
    elif t.deal.open_card == "Qs":
        money = {t.players[s]: OPEN_CARD_CENTS for s in others}
        money[t.players[dealer]] = -OPEN_CARD_CENTS * 3
        t.settle(money, f"The Q♠ is open: the dealer pays everyone {cents(10)}.")


def begin_auction(t: Table) -> None:
    """A fresh auction; each seat's roem, aces and jacks count the open card too."""
    open_card = t.deal.open_card
    assert open_card is not None
    o = t.options
    nines = [[*t.deal.hands[s], open_card] for s in range(4)]
    ranks = [[RANK_OF[c] for c in nine] for nine in nines]
    t.deal.phase = Phase.BID
    t.auction = Auction(
        bid_turn=next_seat(t.session.dealer, 4),
        roems=[roem(nine, o.roem_long_sequences, o.roem_overlap) for nine in nines],
        aces=[r.count("A") for r in ranks],
        jacks=[r.count("J") for r in ranks],
    )


def finish_deal(t: Table) -> None:
    """Count the deal done; end the session after the last one, else deal the next."""
    session = t.session
    session.deals_done += 1
    if session.deals_done >= t.options.deals:
        t.deal.phase = Phase.OVER
        standing = ", ".join(
            f"{mention(t.players[s])} {euros(session.money[s], sign=True)}" for s in range(4)
        )
        t.say(f"The session is over. Money: {standing}.")
        return
    session.deal_no += 1
    session.dealer = next_seat(session.dealer, 4)
    start_deal(t, None)
