"""Shuffles and subrounds: a shuffle is dealt 5, 4, 5 cards a seat; the dealer rotates."""

from __future__ import annotations

from functools import partial

from games.base import Event, derive_rng
from games.cards import rank_of, standard_deck
from games.keezen.cards import PACK_KEYS
from games.keezen.options import KeezenOptions
from games.keezen.phases import Phase
from games.keezen.state import KeezenState
from games.keezen.winning import finish, leaders
from games.message import Msg, Param, Player, tn
from games.seating import next_seat

SUBROUND_SIZES = (5, 4, 5)


def shuffled(options: KeezenOptions, seed: int, deal_no: int, *extra: object) -> list[str]:
    cards = standard_deck(options.jokers)
    derive_rng(seed, "deal", deal_no, *extra).shuffle(cards)
    return cards


def opening_redeal(state: KeezenState, options: KeezenOptions, seed: int) -> None:
    """Reshuffle while some first-subround hand has no ace, king or joker (an option)."""
    if not options.opening_redeal:
        return
    for tries in range(1, 60):
        hands = [state.stock[5 * i : 5 * i + 5] for i in range(4)]
        if all(any(rank_of(c) in ("A", "K", "X") for c in h) for h in hands):
            return
        state.stock = shuffled(options, seed, state.deal_no, "redeal", tries)


def deal_subround(state: KeezenState, options: KeezenOptions, seed: int) -> None:
    state.subround += 1
    size = SUBROUND_SIZES[state.subround - 1]
    short = 4 * size - len(state.stock)
    if short > 0:
        # Two-joker pack: the third subround draws from the used pile.
        if options.discard_draw == "top":
            drawn = state.discard[-short:]
            del state.discard[-short:]
        else:
            pile = state.discard[:]
            derive_rng(seed, "draw", state.deal_no).shuffle(pile)
            drawn = pile[:short]
            for c in drawn:
                state.discard.remove(c)
        state.stock.extend(drawn)
    for seat in seats_after(state.dealer):
        state.hands[seat] = sorted(state.stock[:size], key=PACK_KEYS.__getitem__)
        del state.stock[:size]
    state.current = next_seat(state.dealer, 4)
    team = options.teams == "2v2"
    state.phase = Phase.EXCHANGE if team and options.card_exchange else Phase.PLAY


def seats_after(seat: int) -> list[int]:
    """The other seats clockwise from `seat`, then `seat` itself."""
    return [next_seat(seat, 4, step) for step in range(1, 5)]


def end_subround(
    state: KeezenState,
    options: KeezenOptions,
    seed: int,
    players: tuple[str, ...],
    events: list[Event],
) -> None:
    """Deal the next subround, or the next shuffle, or stop at max_deals."""
    if options.dealer_rotation == "per-subround":
        state.dealer = next_seat(state.dealer, 4)
    if state.subround < 3:
        deal_subround(state, options, seed)
        events.append(deal_event(state, players))
        return
    if options.dealer_rotation == "per-shuffle":
        state.dealer = next_seat(state.dealer, 4)
    if state.deal_no >= options.max_deals:
        state.guard_end = True
        finish(state, players, leaders(state, options), events)
        return
    state.deal_no += 1
    state.discard = []
    state.stock = shuffled(options, seed, state.deal_no)
    opening_redeal(state, options, seed)
    state.subround = 0
    deal_subround(state, options, seed)
    events.append(deal_event(state, players))


def deal_event(state: KeezenState, players: tuple[str, ...]) -> Event:
    """The table's line for the deal just made, worded only when read (a searching
    computer deals thousands of times and reads none)."""
    exchange = state.phase == Phase.EXCHANGE
    dealer, starter = players[state.dealer], players[state.current]
    return Event.later(
        partial(deal_message, state.deal_no, state.subround, dealer, starter, exchange)
    )


def deal_message(shuffle: int, subround: int, dealer: str, starter: str, exchange: bool) -> Msg:
    size = SUBROUND_SIZES[subround - 1]
    params: dict[str, Param] = {
        "shuffle": shuffle,
        "subround": subround,
        "dealer": Player(dealer),
        "starter": Player(starter),
    }
    if exchange:
        return tn(
            "Shuffle {shuffle}, subround {subround}: {dealer} deals {n} card each; "
            "{starter} starts. First each player gives their partner one card face down.",
            "Shuffle {shuffle}, subround {subround}: {dealer} deals {n} cards each; "
            "{starter} starts. First each player gives their partner one card face down.",
            size,
            **params,
        )
    return tn(
        "Shuffle {shuffle}, subround {subround}: {dealer} deals {n} card each; {starter} starts.",
        "Shuffle {shuffle}, subround {subround}: {dealer} deals {n} cards each; {starter} starts.",
        size,
        **params,
    )
