"""Rommelpotten: when all four pass, the dealer's nine cards go round and come back."""

from __future__ import annotations

from games.base import derive_rng, mention
from games.pandoer.cards import PRETTY
from games.pandoer.dealing import begin_auction, finish_deal, pay_for_open_card
from games.pandoer.phases import Phase
from games.pandoer.state import Table, cents, show
from games.seating import next_seat

ROMMELPOT_CENTS = 2


def start_rommelpot(t: Table) -> None:
    """Everyone pays the dealer; the dealer's eight and the open card are dealt 3 each."""
    deal, dealer = t.deal, t.session.dealer
    if t.options.max_rommelpot == "once" and deal.rommel_count >= 1:
        t.say("All pass again: the deal is thrown in.")
        t.session.last_result = f"Deal {t.session.deal_no + 1}: thrown in after rommelpotten."
        finish_deal(t)
        return
    deal.rommel_count += 1
    money = {t.players[s]: -ROMMELPOT_CENTS for s in range(4) if s != dealer}
    money[t.players[dealer]] = ROMMELPOT_CENTS * 3
    t.settle(money, f"All pass: rommelpotten! Everyone pays the dealer {cents(ROMMELPOT_CENTS)}.")
    assert deal.open_card is not None
    nine = [*deal.hands[dealer], deal.open_card]
    deal.hands[dealer] = []
    deal.open_card = None
    derive_rng(t.seed, "rommel", t.session.deal_no, deal.rommel_count).shuffle(nine)
    private: dict[str, str] = {}
    for i in range(1, 4):
        s = next_seat(dealer, 4, i)
        got = nine[3 * (i - 1) : 3 * i]
        deal.hands[s] += got
        private[t.players[s]] = (
            f"You get {show(got)}; give 3 cards back to the dealer (`give CARD`)."
        )
    deal.phase = Phase.ROMMELPOT
    deal.given = [[], [], [], []]
    t.say(
        f"{mention(t.players[dealer])} deals the 9 cards 3 each; everyone gives 3 cards back.",
        private=private,
    )


def giving_back(t: Table) -> list[int]:
    """The seats that still owe the dealer cards."""
    return [s for s in range(4) if s != t.session.dealer and len(t.deal.given[s]) < 3]


def give_back(t: Table, seat: int, card: str) -> None:
    """One card back; once all nine are in, the dealer takes 8 and a new open card."""
    deal = t.deal
    deal.hands[seat].remove(card)
    deal.given[seat].append(card)
    player = t.players[seat]
    t.say(
        f"{mention(player)} gives a card back ({len(deal.given[seat])}/3).",
        private={player: f"You give {PRETTY[card]} back."},
    )
    if giving_back(t):
        return
    dealer = t.session.dealer
    back = [c for s in range(4) for c in deal.given[s]]
    deal.given = [[], [], [], []]
    derive_rng(t.seed, "rommelback", t.session.deal_no, deal.rommel_count).shuffle(back)
    deal.hands[dealer] = back[:4] + back[5:]
    deal.open_card = back[4]
    t.say(
        f"{mention(t.players[dealer])} deals himself 8 again; the new open card is "
        f"{PRETTY[deal.open_card]}. Bidding starts again.",
        private={t.players[dealer]: "Your hand: " + show(deal.hands[dealer])},
    )
    if t.options.open_card_bonus_on_rommelpot:
        pay_for_open_card(t)
    begin_auction(t)
