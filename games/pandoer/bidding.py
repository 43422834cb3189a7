"""The auction: who may bid what, 'die zit' for a Halve stoet, and the contract it ends in."""

from __future__ import annotations

from functools import lru_cache

from games.base import Event
from games.message import Money, Player, t
from games.pandoer.cards import RANK_OF
from games.pandoer.contracts import BY_KEY, CONTRACTS
from games.pandoer.phases import BID, BUY, CHAIN, DIE_ZIT, DISCARD
from games.pandoer.phrases import CARD, contract_name
from games.pandoer.rommelpot import start_rommelpot
from games.pandoer.state import Table
from games.seating import next_seat

ACES = ("Ac", "Ad", "Ah", "As")
JACKS = ("Jc", "Jd", "Jh", "Js")


def nine_cards(table: Table, seat: int) -> list[str]:
    """A seat's eight cards and the open card: what its bids are judged on."""
    assert table.deal.open_card is not None
    return [*table.deal.hands[seat], table.deal.open_card]


def is_win_game(table: Table, index: int) -> bool:
    """Whether the contract prefers high roem when bid twice (see `contracts.win_game`)."""
    return table.rules.win_games[index]


STOET, VIERDE_BOER, HALVE_STOET = BY_KEY["stoet"], BY_KEY["vierdeboer"], BY_KEY["halvestoet"]
BID_MOVES: tuple[str, ...] = tuple("bid " + con.key for con in CONTRACTS)
BID_INDEX: dict[str, int] = {move: i for i, move in enumerate(BID_MOVES)}  # by `bid KEY` move


# Most bids are passes (each seat's event made once, `Table.passes`), the rest the
# same few contracts at a handful of roem values, and the winning
# bid takes one of 33 open cards; an event or a message is a value, never changed
# once made, so each is made once.
@lru_cache(maxsize=4096)
def _bids(player: str, index: int, roem: int) -> Event:
    return Event.say(
        t(
            "{player} bids {contract} (roem {roem}).",
            player=Player(player),
            contract=contract_name(CONTRACTS[index]),
            roem=roem,
        )
    )


@lru_cache(maxsize=4096)
def _takes_open_card(player: str, index: int, card: str) -> Event:
    con = CONTRACTS[index]
    return Event.say(
        t(
            "{player} plays {contract} for {stake} and takes the open card {card}.",
            player=Player(player),
            contract=contract_name(con),
            stake=Money(con.stake),
            card=CARD[card],
        )
    )


def open_to(table: Table, seat: int) -> int:
    """How far up the ladder `seat` may bid: every contract above this index.

    The ladder runs from the top (a lower index is a higher bid): open are the
    contracts above the bid to beat, and that bid itself for better roem.
    """
    a = table.auction
    if a.high is None:
        return len(CONTRACTS)
    _, high, high_roem = a.high
    if table.rules.roem_overbid:
        mine = a.roems[seat]
        # `is_win_game`, without its call: every listing over a bid asks
        if mine > high_roem if table.rules.win_games[high] else mine < high_roem:
            return high + 1
    return high


def _barred(aces: int, jacks: int, may_halve: bool) -> tuple[int, ...]:
    """The contracts a seat may not bid with its cards: Stoet needs exactly 3 aces,
    4e boer 3 or 4 jacks, Halve stoet exactly 2 aces, not from the dealer and not
    again after nobody sat (`may_halve`: neither)."""
    stoet = () if aces == 3 else (STOET,)
    vierde_boer = () if jacks >= 3 else (VIERDE_BOER,)
    halve_stoet = () if aces == 2 and may_halve else (HALVE_STOET,)
    return stoet + vierde_boer + halve_stoet


def bid_moves(table: Table, seat: int) -> list[str]:
    a = table.auction
    may_halve = seat != table.session.dealer and not a.hs_void[seat]
    situation = (open_to(table, seat), a.aces[seat], a.jacks[seat], may_halve)
    moves = _BID_LISTS.get(situation)
    if moves is None:
        moves = _BID_LISTS[situation] = _bid_list(*situation)
    return moves


# The auction asks for the bids at every turn, and the ladder's open part and the
# cards' aces and jacks take few values: each list is made once and shared (never
# changed: the caller copies it). A plain dict, read with `get`: cheaper than
# `functools.cache`'s wrapper call.
_BID_LISTS: dict[tuple[int, int, int, bool], list[str]] = {}


def _bid_list(open_to: int, aces: int, jacks: int, may_halve: bool) -> list[str]:
    barred = _barred(aces, jacks, may_halve)
    return ["pass", *[BID_MOVES[i] for i in range(open_to) if i not in barred]]


def holds_other_aces(table: Table, seat: int) -> bool:
    """Halve stoet: `seat` holds, in its own 8 cards, both aces the bidder lacks."""
    assert table.auction.pending is not None
    bidder = table.auction.pending[0]
    if seat == bidder:
        return False
    mine = {x for x in nine_cards(table, bidder) if RANK_OF[x] == "A"}
    missing = [a for a in ACES if a not in mine]
    return all(a in table.deal.hands[seat] for a in missing)


def die_zit_moves(table: Table, seat: int) -> list[str]:
    return ["pass", "diezit"] if holds_other_aces(table, seat) else ["pass"]


def bid(table: Table, seat: int, move: str) -> None:
    """`pass` or `bid KEY`; a Halve stoet first asks who sits with the other two aces."""
    a = table.auction
    if move == "pass":
        a.passed[seat] = True
        a.bids.append([seat, "pass", 0])
        table.events.append(table.passes[seat])
        _next_bidder(table, seat)
        return
    index = BID_INDEX[move]
    con = CONTRACTS[index]
    if con.key == "halvestoet":
        a.pending = [seat, index, a.roems[seat]]
        table.say(
            t(
                "{player} bids {contract} (roem {roem}). Who sits?",
                player=table.who[seat],
                contract=contract_name(con),
                roem=a.roems[seat],
            )
        )
        if table.options.die_zit == "automatic":
            holder = next((s for s in range(4) if holds_other_aces(table, s)), None)
            _resolve_die_zit(table, holder)
        else:
            table.deal.phase = DIE_ZIT
            a.diezit_wait = [next_seat(seat, 4, step) for step in range(1, 4)]
            a.diezit_yes = None
        return
    _register_bid(table, seat, index)


def answer_die_zit(table: Table, seat: int, move: str) -> None:
    """`diezit` or `pass`; answers stay secret until all are in, so the text never says which."""
    a = table.auction
    a.diezit_wait.remove(seat)
    if move == "diezit":
        a.diezit_yes = seat
    table.say(t("{player} has answered.", player=table.who[seat]))
    if not a.diezit_wait:
        _resolve_die_zit(table, a.diezit_yes)


def _register_bid(table: Table, seat: int, index: int) -> None:
    a = table.auction
    con = CONTRACTS[index]
    if con.mate != "diezit":  # an overbid Halve stoet takes its mate with it
        table.deal.mate = None
        table.deal.mate_public = False
    a.high = [seat, index, a.roems[seat]]
    a.bids.append([seat, con.key, a.roems[seat]])
    if not table.rules.pass_is_final:
        a.passed = [False, False, False, False]
    table.events.append(_bids(table.players[seat], index, a.roems[seat]))
    _next_bidder(table, seat)


def _resolve_die_zit(table: Table, holder: int | None) -> None:
    a = table.auction
    assert a.pending is not None
    seat, index, _ = a.pending
    table.deal.phase = BID
    a.diezit_wait = []
    if holder is None:
        a.pending = None
        a.hs_void[seat] = True
        a.bid_turn = seat
        table.say(
            t(
                "Nobody says 'die zit': the Halve stoet of {player} is void; "
                "bid something else or pass.",
                player=table.who[seat],
            )
        )
        return
    a.pending = None
    table.deal.mate = holder
    table.deal.mate_public = True
    table.say(t("{player}: “Die zit!”", player=table.who[holder]))
    _register_bid(table, seat, index)


# The seats clockwise after each seat, itself last: every bid looks for the next bidder.
_CLOCKWISE_AFTER = tuple(tuple((seat + step) % 4 for step in range(1, 5)) for seat in range(4))


def _next_bidder(table: Table, seat: int) -> None:
    a = table.auction
    high_seat = a.high[0] if a.high is not None else -1
    for s in _CLOCKWISE_AFTER[seat]:
        if not a.passed[s] and s != high_seat:
            a.bid_turn = s
            return
    if a.high is None:
        start_rommelpot(table)
    else:
        _end_auction(table)


def _end_auction(table: Table) -> None:
    """The high bidder plays: takes the open card, then the contract's set-up begins."""
    deal = table.deal
    assert table.auction.high is not None and deal.open_card is not None
    bidder, index, _ = table.auction.high
    deal.bidder, deal.contract = bidder, index
    con = CONTRACTS[index]
    if con.mate != "diezit":
        deal.mate = None
        deal.mate_public = False
    card = deal.open_card
    deal.hands[bidder].append(card)
    deal.open_card = None
    table.events.append(_takes_open_card(table.players[bidder], index, card))
    if con.mate == "ace":
        missing = next(a for a in ACES if a not in deal.hands[bidder])
        deal.mate = next(s for s in range(4) if missing in deal.hands[s])
        deal.mate_public = table.options.reveal_ace_mate == "immediately"
        if deal.mate_public:
            table.say(
                t(
                    "{player} holds the 4th ace and is mate.",
                    player=table.who[deal.mate],
                )
            )
    if con.key == "vierdeboer":
        missing_jacks = [j for j in JACKS if j not in deal.hands[bidder]]
        if missing_jacks:
            deal.bought = missing_jacks[0]
            deal.bought_from = next(s for s in range(4) if missing_jacks[0] in deal.hands[s])
            deal.phase = BUY
            return
    if con.key == "piekzonder":
        deal.phase = CHAIN
        deal.chain_seat = bidder
        deal.chain_steps = 0
        return
    deal.phase = DISCARD
