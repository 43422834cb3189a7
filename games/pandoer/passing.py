"""The contract's set-up between auction and tricks: buying the 4th jack, putting a card
down, giving one to the 'die zit' mate, Piek zonder's chain to the left, naming trump."""

from __future__ import annotations

from games.base import mention
from games.cards import SUIT_BY_NAME, SUIT_NAMES, SUITS
from games.pandoer.cards import PRETTY
from games.pandoer.phases import Phase
from games.pandoer.state import Table, cents
from games.pandoer.tricks import start_play
from games.seating import next_seat

JACK_PRICE = 2


# ------------------------------------------------------------------ moves


def discard_moves(t: Table, seat: int) -> list[str]:
    hand = t.deal.hands[seat]
    moves = ["discard " + c for c in hand]
    if t.contract_played.mate == "diezit":
        moves += ["give " + c for c in hand]
    return moves


def buy_give_moves(t: Table, seat: int) -> list[str]:
    return ["give " + c for c in t.deal.hands[seat] if c != t.deal.bought]


def chain_moves(t: Table, seat: int) -> list[str]:
    verb = "discard " if chain_discards(t) else "give "
    return [verb + c for c in t.deal.hands[seat]]


def trump_moves() -> list[str]:
    return ["trump " + SUIT_NAMES[s] for s in SUITS]


def chain_discards(t: Table) -> bool:
    """Piek zonder: whether the seat on the chain now discards instead of passing on."""
    if t.deal.chain_steps == 4:
        return True  # full circle: back at the bidder
    return t.options.piek_zonder_chain == "last_discards" and t.deal.chain_steps == 3


# -------------------------------------------------------------- the steps


def buy_jack(t: Table, seat: int, card: str) -> None:
    """4e boer: the bidder buys the missing jack from its holder for €0.02."""
    deal = t.deal
    assert deal.bought_from is not None
    seller = deal.bought_from
    player = t.players[seat]
    deal.hands[seller].remove(card)
    deal.hands[seat].append(card)
    t.settle(
        {player: -JACK_PRICE, t.players[seller]: JACK_PRICE},
        f"{mention(player)} buys {PRETTY[card]} from {mention(t.players[seller])} "
        f"for {cents(JACK_PRICE)} and gives a card in return.",
    )
    deal.phase = Phase.BUY_GIVE


def give_for_jack(t: Table, seat: int, card: str) -> None:
    deal = t.deal
    assert deal.bought_from is not None
    seller = deal.bought_from
    player = t.players[seat]
    deal.hands[seat].remove(card)
    deal.hands[seller].append(card)
    t.say(
        f"{mention(player)} hands {mention(t.players[seller])} a card for the jack.",
        private={
            player: f"You give {PRETTY[card]}.",
            t.players[seller]: f"You receive {PRETTY[card]} for your jack.",
        },
    )
    deal.phase = Phase.DISCARD


def give_to_mate(t: Table, seat: int, card: str) -> None:
    """Halve stoet: the bidder gives the mate a card; the mate then puts one down."""
    deal = t.deal
    assert deal.mate is not None
    deal.hands[seat].remove(card)
    deal.hands[deal.mate].append(card)
    deal.gave_to_mate = True
    player, mate = t.players[seat], t.players[deal.mate]
    t.say(
        f"{mention(player)} gives a card to the mate {mention(mate)}, who puts one down.",
        private={player: f"You give {PRETTY[card]}.", mate: f"You receive {PRETTY[card]}."},
    )
    deal.phase = Phase.MATE_DISCARD


def put_down(t: Table, seat: int, card: str) -> None:
    """A card out of the hand, face down; then trump is named, or play starts."""
    t.deal.hands[seat].remove(card)
    t.deal.discards[seat].append(card)
    player = t.players[seat]
    t.say(f"{mention(player)} puts a card down.", private={player: f"You put down {PRETTY[card]}."})
    if t.contract_played.trump:
        t.deal.phase = Phase.TRUMP
    else:
        start_play(t)


def pass_left(t: Table, seat: int, card: str) -> None:
    """Piek zonder: a card to the left-hand neighbour, who passes one on in turn."""
    deal = t.deal
    left = next_seat(seat, 4)
    deal.hands[seat].remove(card)
    deal.hands[left].append(card)
    deal.chain_steps += 1
    deal.chain_seat = left
    player, receiver = t.players[seat], t.players[left]
    t.say(
        f"{mention(player)} passes a card to {mention(receiver)}.",
        private={player: f"You pass {PRETTY[card]}.", receiver: f"You receive {PRETTY[card]}."},
    )


def name_trump(t: Table, seat: int, word: str) -> None:
    t.deal.trump = SUIT_BY_NAME[word]
    t.say(f"{mention(t.players[seat])} names trump: {SUIT_NAMES[t.deal.trump]}.")
    start_play(t)
