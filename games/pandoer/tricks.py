"""Eight tricks: the lead, the cards each seat may play, open hands and the first-trick mate."""

from __future__ import annotations

from functools import lru_cache, partial
from operator import itemgetter
from typing import Any

from games.base import Event
from games.message import Msg, Player, t
from games.pandoer.cards import OF_SUIT, PACK, RANK_OF, SUIT_OF, TRICK_STRENGTH
from games.pandoer.contracts import CONTRACTS
from games.pandoer.dealing import finish_deal
from games.pandoer.phases import PLAY
from games.pandoer.phrases import contract_name, hand, then
from games.pandoer.settlement import settle_contract, verdict
from games.pandoer.state import Table
from games.pandoer.trick_rules import FOLLOWING, UNDERTRUMPS, legal_cards
from games.seating import next_seat

PLAY_MOVE = {c: "play " + c for c in PACK}
CARD_PLAYED = {move: c for c, move in PLAY_MOVE.items()}  # the card of a `play CARD` move
# The moves of the cards of one suit, by card: a hand's cards of the suit led, as
# moves, in one pass that runs no Python code per card (the other cards give None)
PLAY_IN_SUIT: dict[str, dict[str, str]] = {
    s: {c: PLAY_MOVE[c] for c in cards} for s, cards in OF_SUIT.items()
}
_play_move = PLAY_MOVE.__getitem__  # a card's move, for `map`
# By the card led: the `get` of its suit's moves (`PLAY_IN_SUIT`), for `map`
_FOLLOWS = {c: PLAY_IN_SUIT[SUIT_OF[c]].get for c in PACK}
# `legal_cards`' tables with trump, as moves: by trump and the strength of the
# trick's best card, the moves of a hand void in the suit led (all but the trumps
# that do not beat the trick) ...
_VOID_MOVES: dict[tuple[str, int], dict[str, str]] = {
    key: {c: PLAY_MOVE[c] for c in PACK if c not in under} for key, under in UNDERTRUMPS.items()
}
# ... and, by suit led too, of a hand that holds the suit led (it, or a higher trump)
_FOLLOW_MOVES: dict[tuple[str, str, int], dict[str, str]] = {
    key: {c: PLAY_MOVE[c] for c in cards} for key, cards in FOLLOWING.items()
}
_TRUMP_JACK_ALONE = {s: ["play J" + s] for s in OF_SUIT}  # led trump, the jack the only trump


# `Event.later`, bound once: a class method makes a bound method on every call
_later = Event.later


# The first lead's event depends on its player alone, and the same players lead
# deal after deal, during searches many times over. An event is a value, never
# changed once made, so each is made once (a trick's line likewise: `Table.takes`).
@lru_cache(maxsize=1024)
def _leads(player: str) -> Event:
    return Event.say(t("{player} leads the first trick.", player=Player(player)))


def start_play(table: Table) -> None:
    deal = table.deal
    assert deal.bidder is not None
    deal.phase = PLAY
    deal.leader = (
        deal.bidder if table.rules.first_lead == "bidder" else next_seat(table.session.dealer, 4)
    )
    deal.trick = []
    table.events.append(_leads(table.players[deal.leader]))


def to_play(table: Table) -> int:
    """The seat whose card the trick waits on."""
    deal = table.deal
    return (deal.leader + len(deal.trick)) % 4  # `next_seat`, inline: asked every move


_CARD_OF = itemgetter(1)  # of a trick's [seat, card] pair, without a Python loop per card


def playable(table: Table, seat: int) -> list[str]:
    """The cards `seat` may play now, with the mate obligation while the mate is unknown."""
    deal = table.deal
    if not deal.trick:  # the lead: any card, whatever the obligation
        return deal.hands[seat][:]
    return legal_cards(
        deal.hands[seat],
        list(map(_CARD_OF, deal.trick)),
        deal.trump,
        table.options.card_values,
        obligation(table, seat),
    )


def obligation(table: Table, seat: int) -> str:
    """The mate obligation `seat` plays under: the house rule's while a first-trick
    mate is still unknown, else "off"."""
    deal = table.deal
    contract = deal.contract
    if (
        deal.mate is None
        and not deal.alone
        and seat != deal.bidder
        and contract is not None
        and CONTRACTS[contract].mate == "first"  # `contract_played`, without its call
    ):
        return table.options.mate_obligation
    return "off"


def card_moves(table: Table, seat: int) -> list[str]:
    """The moves of `seat`: a card it may play on its turn, none at another's."""
    deal = table.deal
    trick = deal.trick
    if (deal.leader + len(trick)) % 4 != seat:  # `to_play`, inline
        return []
    cards = deal.hands[seat]
    if not trick:  # the lead: any card
        return list(map(_play_move, cards))
    trump = deal.trump
    if trump is None:
        # `playable` in short for the usual case: no trump, so no first-trick mate
        # and no obligation; `following`, as moves in one pass
        return list(filter(None, map(_FOLLOWS[trick[0][1]], cards))) or list(map(_play_move, cards))
    if deal.mate is None and not deal.alone and obligation(table, seat) != "off":
        return list(map(_play_move, playable(table, seat)))
    return _trump_moves(cards, trick, trump, table.rules.card_values)


def _trump_moves(cards: list[str], trick: list[list[Any]], trump: str, system: str) -> list[str]:
    """`legal_cards` with trump and no obligation, as moves, from its tables as moves."""
    led = SUIT_OF[trick[0][1]]
    if led == trump:
        trumps = list(filter(None, map(PLAY_IN_SUIT[trump].get, cards)))
        # The trump jack may always be kept back, even as the only trump.
        if trumps and trumps != _TRUMP_JACK_ALONE[trump]:
            return trumps
        return list(map(_play_move, cards))
    top = max(map(TRICK_STRENGTH[system, trump, led].__getitem__, map(_CARD_OF, trick)))
    if OF_SUIT[led].isdisjoint(cards):
        allowed = _VOID_MOVES[trump, top]
    else:
        allowed = _FOLLOW_MOVES[led, trump, top]
    # None allowed: only trumps left, none beats the trick, so undertrumping is forced
    return list(filter(None, map(allowed.get, cards))) or list(map(_play_move, cards))


# `card_moves` leaves the mate obligation out without trump: no such contract has one
# (a test holds the contracts to that).

# Contracts in which a card may say more than which card it is: the bidder's hand
# laid open at the fifth card, the 4th ace showing the mate
_MAY_TELL_MORE = tuple(con.open_hands == "bidder" or con.mate == "ace" for con in CONTRACTS)


def play_card(table: Table, seat: int, card: str) -> None:
    deal = table.deal
    deal.hands[seat].remove(card)
    trick = deal.trick
    trick.append([seat, card])
    played = table.plays[seat][card]
    contract = deal.contract
    assert contract is not None
    telling_more = (seat == deal.bidder and not deal.bidder_played) or _MAY_TELL_MORE[contract]
    if len(trick) < 4 and not telling_more:
        table.events.append(played)  # the usual card: its event as made once
        return
    message = table.play_lines[seat][card]  # `played.message`, without its hook
    text = _told(table, seat, card, message) if telling_more else message
    if len(trick) < 4:
        table.say(text)
    else:
        _take_trick(table, text)


def _told(table: Table, seat: int, card: str, text: Msg) -> Msg:
    """The line of a card that opens hands or shows the mate."""
    deal = table.deal
    bidder, contract = deal.bidder, deal.contract
    assert bidder is not None and contract is not None
    con = CONTRACTS[contract]  # `contract_played`, without its call
    if seat == bidder and not deal.bidder_played:
        deal.bidder_played = True
        if con.open_hands == "all":
            deal.exposed = [True, True, True, True]
            text = then(text, t("All hands are open now; the defenders may talk."))
    if (
        con.open_hands == "bidder"
        and 4 * len(deal.tricks) + len(deal.trick) == 5  # the fifth card of the deal
        and not deal.exposed[bidder]
    ):
        deal.exposed[bidder] = True
        text = then(
            text,
            t(
                "{player} lays the hand open ({cards}); no talking!",
                player=table.who[bidder],
                cards=hand(deal.hands[bidder]),
            ),
        )
    if con.mate == "ace" and not deal.mate_public and seat == deal.mate and RANK_OF[card] == "A":
        deal.mate_public = True
        text = then(text, t("That is the 4th ace: {player} is mate.", player=table.who[seat]))
    return text


def _take_trick(table: Table, text: Msg) -> None:
    """The fourth card is down: the trick goes to its winner, who may become mate,
    and the deal is settled once its result can no longer change."""
    deal, o = table.deal, table.rules
    bidder, contract = deal.bidder, deal.contract
    assert bidder is not None and contract is not None
    con = CONTRACTS[contract]
    trick = deal.trick
    # `trick_winner`, written out for the four cards: a plain loop costs twice this
    (winner, first), (seat1, card1), (seat2, card2), (seat3, card3) = trick
    of = TRICK_STRENGTH[o.card_values, deal.trump, SUIT_OF[first]]
    top = of[first]
    if of[card1] > top:
        winner, top = seat1, of[card1]
    if of[card2] > top:
        winner, top = seat2, of[card2]
    if of[card3] > top:
        winner = seat3
    deal.tricks.append({"leader": deal.leader, "cards": trick, "winner": winner})
    deal.won[winner] += 1
    deal.trick = []
    deal.leader = winner
    takes = table.takes[winner][len(deal.tricks) - 1]
    if con.mate != "first" or deal.mate is not None or deal.alone:
        # No mate to find: the card and the taking told as one line, made when first
        # read (a search takes many tricks and reads no line)
        table.events.append(_later(partial(then, text, takes)))
    elif not _first_trick_mate(table, then(text, takes), winner):
        return  # no mate found, the deal void: the next one is dealt
    final = len(deal.tricks) == 8
    made = verdict(table, final)
    if made is not None and (final or o.stop_when_decided):
        settle_contract(table, made, final)


def _first_trick_mate(table: Table, text: Msg, winner: int) -> bool:
    """Tell a trick of a first-trick mate contract still looking for its mate: the
    winner other than the bidder becomes mate; past the window none is found, and
    the house rule may void the deal (then False: the deal is over)."""
    deal, o = table.deal, table.options
    bidder, contract = deal.bidder, deal.contract
    assert bidder is not None and contract is not None
    if winner != bidder:
        deal.mate = winner
        deal.mate_public = True
        text = then(text, t("{player} is mate.", player=table.who[winner]))
    elif len(deal.tricks) >= o.mate_window:
        if o.no_mate == "void_deal":
            table.say(then(text, t("No mate found: the deal is void.")))
            table.record_result(
                t(
                    "Deal {deal}: {contract}, no mate, void.",
                    deal=table.session.deal_no + 1,
                    contract=contract_name(CONTRACTS[contract]),
                )
            )
            finish_deal(table)
            return False
        deal.alone = True
        text = then(text, t("No mate: {player} plays alone.", player=table.who[bidder]))
    table.say(text)
    return True
