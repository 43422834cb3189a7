"""Rommelpotten: when all four pass, the dealer's nine cards go round and come back."""

from __future__ import annotations

from games.base import derive_rng
from games.message import Code, Money, Msg, Player, t
from games.pandoer.dealing import begin_auction, finish_deal, pay_for_open_card
from games.pandoer.phases import ROMMELPOT
from games.pandoer.phrases import CARD, hand, your_hand
from games.pandoer.state import Table
from games.seating import next_seat

ROMMELPOT_CENTS = 2


def start_rommelpot(table: Table) -> None:
    """Everyone pays the dealer; the dealer's eight and the open card are dealt 3 each."""
    deal, dealer = table.deal, table.session.dealer
    if table.options.max_rommelpot == "once" and deal.rommel_count >= 1:
        table.say(t("All pass again: the deal is thrown in."))
        table.record_result(
            t("Deal {deal}: thrown in after rommelpotten.", deal=table.session.deal_no + 1)
        )
        finish_deal(table)
        return
    deal.rommel_count += 1
    money = {table.players[s]: -ROMMELPOT_CENTS for s in range(4) if s != dealer}
    money[table.players[dealer]] = ROMMELPOT_CENTS * 3
    table.settle(
        money,
        t(
            "All pass: rommelpotten! Everyone pays the dealer {amount}.",
            amount=Money(ROMMELPOT_CENTS),
        ),
    )
    assert deal.open_card is not None
    nine = [*deal.hands[dealer], deal.open_card]
    deal.hands[dealer] = []
    deal.open_card = None
    derive_rng(table.seed, "rommel", table.session.deal_no, deal.rommel_count).shuffle(nine)
    private: dict[str, Msg] = {}
    for i in range(1, 4):
        s = next_seat(dealer, 4, i)
        got = nine[3 * (i - 1) : 3 * i]
        deal.hands[s] += got
        private[table.players[s]] = t(
            "You get {cards}; give 3 cards back to the dealer ({move}).",
            cards=hand(got),
            move=Code("give CARD"),
        )
    deal.phase = ROMMELPOT
    deal.given = [[], [], [], []]
    table.say(
        t(
            "{dealer} deals the 9 cards 3 each; everyone gives 3 cards back.",
            dealer=Player(table.players[dealer]),
        ),
        private=private,
    )


def giving_back(table: Table) -> list[int]:
    """The seats that still owe the dealer cards."""
    return [s for s in range(4) if s != table.session.dealer and len(table.deal.given[s]) < 3]


def give_back(table: Table, seat: int, card: str) -> None:
    """One card back; once all nine are in, the dealer takes 8 and a new open card."""
    deal = table.deal
    deal.hands[seat].remove(card)
    deal.given[seat].append(card)
    player = table.players[seat]
    table.say(
        t(
            "{player} gives a card back ({count}/3).",
            player=Player(player),
            count=len(deal.given[seat]),
        ),
        private={player: t("You give {card} back.", card=CARD[card])},
    )
    if giving_back(table):
        return
    dealer = table.session.dealer
    back = [c for s in range(4) for c in deal.given[s]]
    deal.given = [[], [], [], []]
    derive_rng(table.seed, "rommelback", table.session.deal_no, deal.rommel_count).shuffle(back)
    deal.hands[dealer] = back[:4] + back[5:]
    deal.open_card = back[4]
    table.say(
        t(
            "{dealer} takes 8 of the cards given back as a new hand; the new open card is {card}. "
            "Bidding starts again.",
            dealer=Player(table.players[dealer]),
            card=CARD[deal.open_card],
        ),
        private={table.players[dealer]: your_hand(deal.hands[dealer])},
    )
    if table.options.open_card_bonus_on_rommelpot:
        pay_for_open_card(table)
    begin_auction(table)
