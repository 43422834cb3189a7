"""Dealing: the 2-2-open-4 deal, the open card's payment, a fresh auction, the next deal."""

from __future__ import annotations

from games.base import derive_rng
from games.message import Card, Money, t
from games.pandoer.cards import PACK, masks_roem, rank_count, suit_masks
from games.pandoer.phases import Phase
from games.pandoer.phrases import CARD, hand, per_seat
from games.pandoer.state import Auction, Deal, Table
from games.seating import next_seat, seats_from

OPEN_CARD_CENTS = 10


def shuffled(table: Table) -> list[str]:
    """The pack shuffled for this deal: the deal number fixes the order."""
    cards = list(PACK)
    derive_rng(table.seed, "deal", table.session.deal_no).shuffle(cards)
    return cards


def start_deal(table: Table, cards: list[str] | None) -> None:
    """Deal 2 cards each, turn the open card, deal 4 each; `cards` stacks the deck."""
    if cards is None:
        cards = shuffled(table)
    table.deal = Deal()
    dealer = table.session.dealer
    order = seats_from(next_seat(dealer, 4), 4)
    hands = table.deal.hands
    pos = 0
    for _ in range(2):
        for seat in order:
            hands[seat] += cards[pos : pos + 2]
            pos += 2
    table.deal.open_card = cards[pos]
    pos += 1
    for seat in order:
        hands[seat] += cards[pos : pos + 4]
        pos += 4
    table.say(
        t(
            "Deal {deal} of {deals}: {dealer} deals; the open card is {card}. {first} bids first.",
            deal=table.session.deal_no + 1,
            deals=table.options.deals,
            dealer=table.who[dealer],
            card=CARD[table.deal.open_card],
            first=table.who[order[0]],
        ),
        private={
            player: t("Your hand: {cards}", cards=hand(cards))
            for player, cards in zip(table.players, hands, strict=True)
        },
    )
    pay_for_open_card(table)
    begin_auction(table)


def pay_for_open_card(table: Table) -> None:
    """An open 6♥ earns the dealer 10 ct from everyone; an open Q♠ costs the dealer that."""
    dealer = table.session.dealer
    others = [s for s in range(4) if s != dealer]
    if table.deal.open_card == "6h":
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
    elif table.deal.open_card == "Qs":
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
    open_card = table.deal.open_card
    assert open_card is not None
    o = table.options
    masks = [suit_masks([*table.deal.hands[s], open_card]) for s in range(4)]
    table.deal.phase = Phase.BID
    table.auction = Auction(
        bid_turn=next_seat(table.session.dealer, 4),
        roems=[masks_roem(m, o.roem_long_sequences, o.roem_overlap) for m in masks],
        aces=[rank_count(m, "A") for m in masks],
        jacks=[rank_count(m, "J") for m in masks],
    )


def finish_deal(table: Table) -> None:
    """Count the deal done; end the session after the last one, else deal the next."""
    session = table.session
    session.deals_done += 1
    if session.deals_done >= table.options.deals:
        table.deal.phase = Phase.OVER
        standing = per_seat(table.who, [Money(m, sign=True) for m in session.money])
        table.say(t("The session is over. Money: {standing}.", standing=standing))
        return
    session.deal_no += 1
    session.dealer = next_seat(session.dealer, 4)
    start_deal(table, None)
