"""The Kruizkeezen pack, hand order, and the ranks each card can be played as."""

from __future__ import annotations

import random
from collections import Counter

from games.cards import rank_of, standard_deck
from games.keezen.state import KeezenState

# A joker stands for any of these, listed in this order.
JOKER_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
_ORDER = {r: i for i, r in enumerate(JOKER_RANKS)}
_SUIT_ORDER = {"c": 0, "d": 1, "h": 2, "s": 3}
# Hands are sorted at every deal: remember each card's key.
_CARD_KEYS: dict[str, tuple[int, int, str]] = {}


def full_deck(jokers: int) -> Counter[str]:
    return Counter(standard_deck(jokers))


def card_key(code: str) -> tuple[int, int, str]:
    """Hand order: by rank as JOKER_RANKS lists them, then suit; jokers last."""
    got = _CARD_KEYS.get(code)
    if got is None:
        rank = rank_of(code)
        joker = rank == "X"
        got = (len(_ORDER), 0, code) if joker else (_ORDER[rank], _SUIT_ORDER[code[-1]], code)
        _CARD_KEYS[code] = got
    return got


# The hand order key of every card of the pack, made once: a deal sorts its hands
# by `PACK_KEYS.__getitem__`, which costs no Python call per card.
PACK_KEYS = {code: card_key(code) for code in standard_deck(4)}


# Per card code: each rank it can be played as, with the move-text prefix and
# whether its entry is skipped (a joker's king entry is its ace entry again).
Plan = tuple[tuple[str, str, bool], ...]
CARD_PLANS: dict[str, Plan] = {}


def card_plan(card: str) -> Plan:
    got = CARD_PLANS.get(card)
    if got is None:
        rank = rank_of(card)
        if rank == "X":
            # i18n: not for players (move text, the same in every language)
            got = tuple((r, f"play {card} as {r}", r == "K") for r in JOKER_RANKS)
        else:
            got = ((rank, f"play {card}", False),)
        CARD_PLANS[card] = got
    return got


def played_rank(move: str) -> tuple[str, str]:
    """The card and the rank it is played as, from a legal `play` move's text
    ("play 7h p1 7", "play XR as 7 p1 7": the card's use always follows it).

    (Sliced, not split: this runs for every card played.)
    """
    end = move.index(" ", 5)
    card = move[5:end]
    if move.startswith(" as ", end):
        return card, move[end + 4 : move.index(" ", end + 4)]
    return card, rank_of(card)


def cards_in_play(state: KeezenState) -> Counter[str]:
    c: Counter[str] = Counter(state.stock)
    c.update(state.discard)
    for h in state.hands:
        c.update(h)
    c.update(g for g in state.gifts if g is not None)
    return c


def redeal_hidden(state: KeezenState, seat: int | None, rng: random.Random) -> None:
    """Shuffle every card `seat` cannot see (stock, others' hands and gifts) anew."""
    pool = list(state.stock)
    for s in range(4):
        if s != seat:
            pool += state.hands[s]
            gift = state.gifts[s]
            if gift is not None:
                pool.append(gift)
    pool.sort()  # the deal must not depend on where the hidden cards lay
    rng.shuffle(pool)
    n = len(state.stock)
    state.stock, pool = pool[:n], pool[n:]
    for s in range(4):
        if s != seat:
            size = len(state.hands[s])
            state.hands[s] = sorted(pool[:size], key=card_key)
            pool = pool[size:]
            if state.gifts[s] is not None:
                state.gifts[s], pool = pool[0], pool[1:]
