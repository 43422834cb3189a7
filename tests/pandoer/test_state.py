"""A fresh deal and auction, and what the quick paths of trick play rely on."""

from __future__ import annotations

from games.pandoer.contracts import CONTRACTS
from games.pandoer.state import Auction, Deal


def test_fresh_deal_equals_constructed() -> None:
    hands = [["7c", "8c"], ["9c"], ["Ac"], ["Jd"]]
    fresh = Deal.fresh([h[:] for h in hands], "6h")
    assert fresh == Deal(hands=[h[:] for h in hands], open_card="6h")
    assert fresh.to_dict() == Deal(hands=hands, open_card="6h").to_dict()


def test_fresh_auction_equals_constructed() -> None:
    fresh = Auction.fresh(2, [20, 0, 50, 0], [1, 2, 0, 1], [0, 1, 3, 0])
    made = Auction(bid_turn=2, roems=[20, 0, 50, 0], aces=[1, 2, 0, 1], jacks=[0, 1, 3, 0])
    assert fresh == made
    assert fresh.to_dict() == made.to_dict()


def test_no_contract_without_trump_has_a_first_trick_mate() -> None:
    # Trick play without trump lists the cards that follow suit and leaves the mate
    # obligation out, which holds only while no such contract finds its mate so.
    assert not any(con.mate == "first" and not con.trump for con in CONTRACTS)
