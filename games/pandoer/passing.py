"""The contract's set-up between auction and tricks: buying the 4th jack, putting a card
down, giving one to the 'die zit' mate, Piek zonder's chain to the left, naming trump."""

from __future__ import annotations

from functools import lru_cache

from games.base import Event
from games.cards import SUIT_BY_NAME, SUIT_NAMES, SUITS
from games.message import Money, Player, Suit, t
from games.pandoer.cards import PACK
from games.pandoer.phases import BUY_GIVE, DISCARD, MATE_DISCARD, TRUMP
from games.pandoer.phrases import CARD
from games.pandoer.state import Table
from games.pandoer.tricks import start_play
from games.seating import next_seat

JACK_PRICE = 2


# A card is put down every deal, by the same few players, and an event is a value,
# never changed once made: each is made once.
@lru_cache(maxsize=4096)
def _puts_down(player: str, card: str) -> Event:
    return Event.say(
        t("{player} puts a card down.", player=Player(player)),
        private={player: t("You put down {card}.", card=CARD[card])},
    )


# ------------------------------------------------------------------ moves


# Each card's moves, made once
DISCARD_MOVE: dict[str, str] = {c: "discard " + c for c in PACK}
GIVE_MOVE: dict[str, str] = {c: "give " + c for c in PACK}


def discard_moves(table: Table, seat: int) -> list[str]:
    hand = table.deal.hands[seat]
    moves = list(map(DISCARD_MOVE.__getitem__, hand))  # no comprehension's frame
    if table.contract_played.mate == "diezit":
        moves += [GIVE_MOVE[c] for c in hand]
    return moves


def buy_give_moves(table: Table, seat: int) -> list[str]:
    return [GIVE_MOVE[c] for c in table.deal.hands[seat] if c != table.deal.bought]


def chain_moves(table: Table, seat: int) -> list[str]:
    moves = DISCARD_MOVE if chain_discards(table) else GIVE_MOVE
    return [moves[c] for c in table.deal.hands[seat]]


def trump_moves() -> list[str]:
    return ["trump " + SUIT_NAMES[s] for s in SUITS]


def chain_discards(table: Table) -> bool:
    """Piek zonder: whether the seat on the chain now discards instead of passing on."""
    if table.deal.chain_steps == 4:
        return True  # full circle: back at the bidder
    return table.options.piek_zonder_chain == "last_discards" and table.deal.chain_steps == 3


# -------------------------------------------------------------- the steps


def buy_jack(table: Table, seat: int, card: str) -> None:
    """4e boer: the bidder buys the missing jack from its holder for €0.02."""
    deal = table.deal
    assert deal.bought_from is not None
    seller = deal.bought_from
    player = table.players[seat]
    deal.hands[seller].remove(card)
    deal.hands[seat].append(card)
    table.settle(
        {player: -JACK_PRICE, table.players[seller]: JACK_PRICE},
        t(
            "{player} buys {card} from {seller} for {price} and gives a card in return.",
            player=Player(player),
            card=CARD[card],
            seller=Player(table.players[seller]),
            price=Money(JACK_PRICE),
        ),
    )
    deal.phase = BUY_GIVE


def give_for_jack(table: Table, seat: int, card: str) -> None:
    deal = table.deal
    assert deal.bought_from is not None
    seller = deal.bought_from
    player = table.players[seat]
    deal.hands[seat].remove(card)
    deal.hands[seller].append(card)
    table.say(
        t(
            "{player} hands {seller} a card for the jack.",
            player=Player(player),
            seller=Player(table.players[seller]),
        ),
        private={
            player: t("You give {card}.", card=CARD[card]),
            table.players[seller]: t("You receive {card} for your jack.", card=CARD[card]),
        },
    )
    deal.phase = DISCARD


def give_to_mate(table: Table, seat: int, card: str) -> None:
    """Halve stoet: the bidder gives the mate a card; the mate then puts one down."""
    deal = table.deal
    assert deal.mate is not None
    deal.hands[seat].remove(card)
    deal.hands[deal.mate].append(card)
    deal.gave_to_mate = True
    player, mate = table.players[seat], table.players[deal.mate]
    table.say(
        t(
            "{player} gives a card to the mate {mate}, who puts one down.",
            player=Player(player),
            mate=Player(mate),
        ),
        private={
            player: t("You give {card}.", card=CARD[card]),
            mate: t("You receive {card}.", card=CARD[card]),
        },
    )
    deal.phase = MATE_DISCARD


def put_down(table: Table, seat: int, card: str) -> None:
    """A card out of the hand, face down; then trump is named, or play starts."""
    table.deal.hands[seat].remove(card)
    table.deal.discards[seat].append(card)
    player = table.players[seat]
    table.events.append(_puts_down(player, card))
    if table.contract_played.trump:
        table.deal.phase = TRUMP
    else:
        start_play(table)


def pass_left(table: Table, seat: int, card: str) -> None:
    """Piek zonder: a card to the left-hand neighbour, who passes one on in turn."""
    deal = table.deal
    left = next_seat(seat, 4)
    deal.hands[seat].remove(card)
    deal.hands[left].append(card)
    deal.chain_steps += 1
    deal.chain_seat = left
    player, receiver = table.players[seat], table.players[left]
    table.say(
        t(
            "{player} passes a card to {receiver}.",
            player=Player(player),
            receiver=Player(receiver),
        ),
        private={
            player: t("You pass {card}.", card=CARD[card]),
            receiver: t("You receive {card}.", card=CARD[card]),
        },
    )


def name_trump(table: Table, seat: int, word: str) -> None:
    table.deal.trump = SUIT_BY_NAME[word]
    table.say(
        t(
            "{player} names trump: {suit}.",
            player=Player(table.players[seat]),
            suit=Suit(table.deal.trump),
        )
    )
    start_play(table)
