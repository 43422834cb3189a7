"""Dealing: the 2-2-open-4 deal, the open card's payment, a fresh auction, the next deal."""

from __future__ import annotations

from functools import partial
from operator import itemgetter

from games.base import Event, derive_rng
from games.message import Card, Money, Msg, Player, t
from games.pandoer.cards import PACK, nine_card_tallies
from games.pandoer.events import told_hands
from games.pandoer.phases import BID, OVER
from games.pandoer.phrases import CARD, per_seat
from games.pandoer.state import Auction, Deal, Table
from games.seating import next_seat
from games.shuffle import Shuffle

OPEN_CARD_CENTS = 10


def shuffled(table: Table) -> list[str]:
    """The pack shuffled for this deal: the deal number fixes the order."""
    cards = list(PACK)
    shuffle_pack(cards, derive_rng(table.seed, "deal", table.session.deal_no))
    return cards


# `rng.shuffle` on the pack, with its draws worked out once: a deal comes every few moves.
shuffle_pack = Shuffle(len(PACK))


# Where the cards of each hand lie in the dealt pack, from the dealer's left: two
# rounds of two, the open card, then a round of four.
_PACKETS = tuple(
    (*range(2 * i, 2 * i + 2), *range(8 + 2 * i, 10 + 2 * i), *range(17 + 4 * i, 21 + 4 * i))
    for i in range(4)
)
# ... and, by dealer, the cards of each seat from seat 0, each picked in one step
_SEAT_HANDS = tuple(
    tuple(itemgetter(*_PACKETS[(seat - dealer - 1) % 4]) for seat in range(4))
    for dealer in range(4)
)
OPEN_CARD_AT = 16


def start_deal(table: Table, cards: list[str] | None) -> None:
    """Deal 2 cards each, turn the open card, deal 4 each; `cards` stacks the deck."""
    if cards is None:
        cards = shuffled(table)
    dealer = table.session.dealer
    pick0, pick1, pick2, pick3 = _SEAT_HANDS[dealer]
    dealt = s0, s1, s2, s3 = pick0(cards), pick1(cards), pick2(cards), pick3(cards)
    open_card = cards[OPEN_CARD_AT]
    table.deal = Deal.fresh([[*s0], [*s1], [*s2], [*s3]], open_card)
    # The lines are made when first read: a search deals often and reads none.
    who, deal_no = table.who, table.session.deal_no + 1
    line = partial(
        _deal_line, deal_no, table.rules.deals, who[dealer], open_card, who[next_seat(dealer, 4)]
    )
    table.events.append(Event.later(line, tell=partial(told_hands, table.players, dealt)))
    pay_for_open_card(table)
    begin_auction(table)


def _deal_line(deal: int, deals: int, dealer: Player, open_card: str, first: Player) -> Msg:
    card = CARD[open_card]
    return t(
        "Deal {deal} of {deals}: {dealer} deals; the open card is {card}. {first} bids first.",
        deal=deal, deals=deals, dealer=dealer, card=card, first=first,
    )  # fmt: skip


def pay_for_open_card(table: Table) -> None:
    """An open 6♥ earns the dealer 10 ct from everyone; an open Q♠ costs the dealer that."""
    open_card = table.deal.open_card
    if open_card != "6h" and open_card != "Qs":
        return
    dealer = table.session.dealer
    others = [s for s in range(4) if s != dealer]
    if open_card == "6h":
        money = {table.players[s]: -OPEN_CARD_CENTS for s in others}
        money[table.players[dealer]] = OPEN_CARD_CENTS * 3
        table.settle(
            money,
            t(
                "The {card} is open: everyone pays the dealer {amount}.",
                card=Card("6h"),
                amount=Money(OPEN_CARD_CENTS),
            ),
        )
    else:
        money = {table.players[s]: OPEN_CARD_CENTS for s in others}
        money[table.players[dealer]] = -OPEN_CARD_CENTS * 3
        table.settle(
            money,
            t(
                "The {card} is open: the dealer pays everyone {amount}.",
                card=Card("Qs"),
                amount=Money(OPEN_CARD_CENTS),
            ),
        )


def begin_auction(table: Table) -> None:
    """A fresh auction; each seat's roem, aces and jacks count the open card too."""
    deal, o = table.deal, table.rules
    assert deal.open_card is not None
    roems, aces, jacks = nine_card_tallies(
        deal.hands, deal.open_card, o.roem_long_sequences, o.roem_overlap
    )
    deal.phase = BID
    table.auction = Auction.fresh(next_seat(table.session.dealer, 4), roems, aces, jacks)


def finish_deal(table: Table) -> None:
    """Count the deal done; end the session after the last one, else deal the next."""
    session = table.session
    session.deals_done += 1
    if session.deals_done >= table.rules.deals:
        table.deal.phase = OVER
        standing = per_seat(table.who, [Money(m, sign=True) for m in session.money])
        table.say(t("The session is over. Money: {standing}.", standing=standing))
        return
    session.deal_no += 1
    session.dealer = next_seat(session.dealer, 4)
    start_deal(table, None)
