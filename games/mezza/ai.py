"""The Mezza computer player: a small hand-tuned heuristic.

It only reads what the seat may know (its part of `game.view(player)`, see
`seat_sight`) and the legal moves.
Ideas: keep strong cards (½, 0, 10, high ranks) face up for the late game and
dump low cards from the hand first; play the cheapest legal rank, all copies of
it; save the ½, the 0 and the 10 for when nothing else fits, unless burning a
big pile; snatch out of turn when the snatch burns the pile.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol, cast

from games.mezza.cards import HALF, HALF_CARDS, VALUE, WHOLE
from games.mezza.view import seat_sight
from games.search import lead_score

if TYPE_CHECKING:
    from games.base import Game
    from games.mezza.state import MezzaState, Table

# How much we would rather keep a card: the specials are our way out of a pick-up.
KEEP = {HALF: 26.0, "0": 24.0, "10": 25.0}
BIG_PILE = 5
# Rounds of the table a hard computer's playout looks ahead before `standing`
# scores it. Short on purpose: a game runs to the first seat out some eighty plies
# later, and playouts that long cost so much, and carry so much luck of the stock,
# that the time budget bought too few of them to tell moves apart.
SEARCH_ROUNDS = 6
# What a ½, 0 or 10 kept is worth to a cut playout, in cards still to shed.
SPECIAL_WORTH = 1.0
# The lead in cards at which a cut playout scores about 0.88 (tanh of 1).
LEAD_SCALE = 4.0


class _AtTable(Protocol):
    """The game as its own computer player reads it: through its table (the
    engine's class is not imported here, as the engine imports this player)."""

    table: Table


def keep_value(code: str) -> float:
    return KEEP.get(code, float(VALUE.get(code, 0)))


def choose(game: Game, player: str, rng: random.Random) -> str:
    moves = game.legal_moves(player)
    if len(moves) == 1:
        return moves[0]
    view = _sight(game, player)
    if view["phase"] == "exchange":
        return _exchange(view, moves)
    plays = [m for m in moves if m.startswith("play ")]
    if not plays:
        return moves[0]
    scored = [(_cost(view, m), i, m) for i, m in enumerate(plays)]
    best = min(scored)[0]
    choices = [m for cost, _, m in scored if cost == best]
    return choices[0] if len(choices) == 1 else rng.choice(choices)


def interject(game: Game, player: str, rng: random.Random) -> str | None:
    """The snatch a computer seat makes out of turn, if it wants one."""
    return "snatch 1/2" if wants_snatch(game, player) else None


def wants_snatch(game: Game, player: str) -> bool:
    """Whether this seat would snatch now (for front ends that poll computer seats
    out of turn; `choose` itself only answers when asked to move)."""
    if "snatch 1/2" not in game.legal_moves(player):
        return False
    view = _sight(game, player)
    pile: list[str] = view["pile"]
    if pile and pile[-1] == "9.5":
        return True  # completes a 10: the pile burns and we lead
    hand: list[str] = view["hand"]
    return hand.count(HALF) >= 3


def interject_hard(game: Game, player: str, rng: random.Random) -> str | None:
    """The snatch a hard computer seat makes out of turn, if it wants one."""
    return "snatch 1/2" if snatch_pays(game, player) else None


def snatch_pays(game: Game, player: str) -> bool:
    """Whether a snatch now wins more games than letting play go on: the hard
    level's rule, where the normal player's is `wants_snatch`.

    The playouts of a search look a few rounds ahead, too short to see what a
    snatch is worth, so this rule was measured over whole games instead
    (`bench/mezza_snatch.py`): at every chance to snatch, one seat of three
    normal players snatched in one copy of the game and let it pass in another,
    and both were played to the end. A snatch pays once the stock is gone, when
    a turn back brings a seat closer to going out, most of all when it makes a
    10 or takes the turn from every other seat. While the stock lasts it wins or
    loses little either way, and the rule keeps to the few places where the
    measurement found a gain.
    """
    if "snatch 1/2" not in game.legal_moves(player):
        return False
    table = cast(_AtTable, game).table
    state = table.state
    me = table.seat_of[player]
    top = state.pile[-1]
    if top not in HALF_CARDS:
        return wants_snatch(game, player)  # a snatch on any card (an option): not measured
    stock_gone = not any(state.stocks)
    hand = state.hands[me]
    halves = (hand or state.ups[me]).count(HALF)
    if top == "9.5":
        return stock_gone or halves >= 2
    everyone = skips_everyone(state, me)
    if top == "6.5":
        if stock_gone:
            return len(hand) <= 2 or everyone
        return everyone and halves >= 3
    return stock_gone and everyone


def skips_everyone(state: MezzaState, me: int) -> bool:
    """Whether a snatch by seat `me` now takes the turn from every other seat still
    playing (at three seats: a seat snatching the half card it laid itself)."""
    active, current = state.active, state.current
    n = len(active)
    skipped = sum(1 for step in range((me - current) % n) if active[(current + step) % n])
    return skipped == sum(active) - 1


def _sight(game: Game, player: str) -> dict[str, Any]:
    table = cast(_AtTable, game).table
    return seat_sight(table, table.seat_of[player])


def _exchange(view: Mapping[str, Any], moves: list[str]) -> str:
    hand: list[str] = view["hand"]
    up: list[str] = view["up"]
    strongest = max(hand, key=keep_value)
    weakest = min(up, key=keep_value)
    move = f"swap {strongest} {weakest}"
    if keep_value(strongest) > keep_value(weakest) and move in moves:
        return move
    return "ready"


def _cost(view: Mapping[str, Any], move: str) -> float:
    cards = move.split()[1:]
    if cards[-1] == "plain":
        return keep_value(HALF) + 1.0  # completing is nearly always the better use
    pile: list[str] = view["pile"]
    whole = [c for c in cards if c != HALF]
    burns = _burns(view, cards)
    if whole and HALF in cards:
        code = whole[0]
        cost = keep_value(code) + 6.0  # spends a ½ as well
        if WHOLE[code] == "10":
            burns = True
    elif whole:
        cost = keep_value(whole[0])
    else:
        cost = keep_value(HALF)
        if view.get("open_half") and pile and WHOLE.get(pile[-1]) == "10":
            burns = True
    # Laying more cards at once thins the hand faster.
    cost -= 0.6 * (len(cards) - 1)
    if burns:
        cost -= 4.0 + len(pile)
        if len(pile) < BIG_PILE and whole and whole[0] == "10":
            cost += 6.0  # a 10 on a small pile is a waste
    return cost


def _burns(view: Mapping[str, Any], cards: list[str]) -> bool:
    """Four of a kind on top after these cards (halves skipped), by the default rule."""
    if "10" in cards:
        return True
    whole = [c for c in cards if c != HALF]
    if not whole:
        return False
    rank = whole[0]
    n = len(whole)
    for c in reversed(view["pile"]):
        if c == HALF:
            continue
        if c != rank:
            break
        n += 1
    return n >= 4


def standing(table: Table, player: str) -> float:
    """How well `player` stands, in [0, 1], where a hard computer's playout stops.

    Mezza is a race to shed cards, so each seat stands on the cards it still has
    to shed, less one for every ½, 0 or 10 in its hand or face up: those fit on
    any pile and so save it a pick-up later, which is why the normal player keeps
    them. The score is the seat's lead over the mean of the others still
    playing, squashed, so every card a move saves or costs counts.
    """
    state = table.state
    me = table.seat_of[player]
    others = [
        _still_to_shed(state, seat)
        for seat in range(len(table.players))
        if seat != me and state.active[seat]
    ]
    if not others:
        return 0.5
    lead = sum(others) / len(others) - _still_to_shed(state, me)
    return lead_score(lead, LEAD_SCALE)


def _still_to_shed(state: MezzaState, seat: int) -> float:
    left = len(state.hands[seat]) + len(state.ups[seat]) + len(state.downs[seat])
    ways_out = sum(1 for c in state.hands[seat] if c in KEEP)
    ways_out += sum(1 for c in state.ups[seat] if c in KEEP)
    return left - SPECIAL_WORTH * ways_out
