"""The pass card that ends a turn: to the own open cards (at most four) or penalty pile.

In the end phase the face-up pile card is the pass card when it cannot be played.
"""

from __future__ import annotations

from functools import partial
from itertools import chain

from games.base import Event
from games.meierijen.cards import ONE_DECK
from games.meierijen.endgame import pile_played_out
from games.meierijen.log import Log
from games.meierijen.mat import (
    DRAW_LETTER,
    HAND_TARGET,
    MARKER_FROM_BOTTOM,
    MIN_REFILL,
    OPEN_LIMIT,
    PENALTY_LETTER,
)
from games.meierijen.pawns import blocked
from games.meierijen.phases import HAND_PASS, PLAY
from games.meierijen.phrases import CARD, sentences
from games.meierijen.refill import draws_line, you_draw
from games.meierijen.table import Table
from games.meierijen.turns import end_turn
from games.message import Msg, Player, t

# Bound once: `Event.later`, a class method, makes a bound method on every call.
_later = Event.later
# Move texts that do not depend on the state, built once.
PASS_OPEN = {c: f"pass {c} open" for c in ONE_DECK}  # i18n: not for players (move texts)
PASS_PENALTY = {c: f"pass {c} penalty" for c in ONE_DECK}  # i18n: not for players (move texts)
PASS_BOTH = {c: (PASS_OPEN[c], PASS_PENALTY[c]) for c in ONE_DECK}
# What each pass text says: the card, and whether it goes to the open cards.
PASSES = {text: (c, True) for c, text in PASS_OPEN.items()}
PASSES.update({text: (c, False) for c, text in PASS_PENALTY.items()})


def open_room(table: Table, seat: int) -> bool:
    """Whether `seat` may add an open card (unlimited in the end phase)."""
    state = table.state
    opts = table.options
    if opts.open_unlimited == "both":
        if any(len(p) <= MARKER_FROM_BOTTOM for p in state.draw_piles):
            return True
    elif len(state.draw_piles[seat]) <= MARKER_FROM_BOTTOM:
        return True
    if opts.open_limit_scope == "shared":
        return sum(len(o) for o in state.open_cards) < OPEN_LIMIT
    return len(state.open_cards[seat]) < OPEN_LIMIT


def penalty_open_to_add(table: Table, seat: int) -> bool:
    """Whether `seat` may add to its penalty pile (a white pawn may close its field)."""
    places = table.state.white_places
    if table.options.penalty_block == "take_only" or not (places[0] or places[1]):
        return True
    return not blocked(table, PENALTY_LETTER[seat], seat)


def hand_pass_moves(table: Table, seat: int) -> list[str]:
    hand = table.state.hands[seat]
    if not hand:
        return []
    room = open_room(table, seat)
    penalty = penalty_open_to_add(table, seat)
    if room and penalty:
        return list(chain.from_iterable(map(PASS_BOTH.__getitem__, hand)))
    if room:
        return [PASS_OPEN[c] for c in hand]
    if penalty:
        return [PASS_PENALTY[c] for c in hand]
    return []


def _passes(who: Player, code: str, to_open: bool) -> Msg:
    card = CARD[code]
    if to_open:
        return t("{player} passes {card} to the open cards.", player=who, card=card)
    return t("{player} passes {card} to the penalty pile.", player=who, card=card)


def _cannot_use(who: Player, code: str, to_open: bool) -> Msg:
    """The face-up pile card that fits nowhere is the pass card."""
    card = CARD[code]
    if to_open:
        return t("{player} cannot use {card} and puts it on the open cards.", player=who, card=card)
    return t("{player} cannot use {card} and puts it on the penalty pile.", player=who, card=card)


def apply_pass(table: Table, seat: int, move: str, log: Log) -> None:
    state = table.state
    who = table.names[seat]
    if move == "pass":
        log.add(t("{player} ends the turn.", player=who))
        end_turn(table, seat, log)
        return
    code, to_open = PASSES[move]
    target = state.open_cards[seat] if to_open else state.penalty_piles[seat]
    pile = state.draw_piles[seat]
    if state.face_up and pile and pile[-1] == code and state.phase is PLAY:
        pile.pop()
        target.append(code)
        state.face_up = False
        log.add((_cannot_use, who, code, to_open))
        if not pile and pile_played_out(table, seat, log):
            return
        if table.options.end_phase_pass == "flip_and_hand" and state.hands[seat]:
            state.phase = HAND_PASS
            return
        end_turn(table, seat, log)
        return
    state.hands[seat].remove(code)
    target.append(code)
    log.add((_passes, who, code, to_open))
    end_turn(table, seat, log)


def pass_and_refill(table: Table, seat: int, passed: tuple[str, bool]) -> list[Event] | None:
    """A hand card passed, `passed` as `PASSES` reads its text, and the next seat's
    refill, in one step: what `apply_pass`, `turns.end_turn`, `turns.begin_turn` and
    `refill.draw` do at the common end of a turn, when nothing more happens (no card
    face up, no double or jump to send a pawn back, no draw pile played out, the turn
    guard far off, the next seat not skipped and drawing short of its marker).

    Returns None, having changed nothing, in every other case. Half of all moves
    are passes: this takes one call where the rules take five, and its event is
    bound with two partials, not a `Log` of its lines."""
    state = table.state
    if state.face_up or state.doubled or state.jumped or state.ender >= 0:
        return None
    after = table.next_seat[seat]
    pile = state.draw_piles[after]
    hand = state.hands[after]
    missing = HAND_TARGET - len(hand)
    count = missing if missing > MIN_REFILL else MIN_REFILL
    left = len(pile) - count
    if (
        left <= MARKER_FROM_BOTTOM
        or state.turns + 1 >= table.turn_guard
        or DRAW_LETTER[after] in state.white_places
    ):
        return None
    code, to_open = passed
    state.hands[seat].remove(code)
    (state.open_cards if to_open else state.penalty_piles)[seat].append(code)
    state.current = after
    state.turns += 1
    state.phase = PLAY
    if state.pawns_used:
        state.pawns_used = []
    drawn = pile[: -count - 1 : -1]  # the top cards, top first
    del pile[-count:]
    hand += drawn
    names = table.names
    # Its lines as one message, what a Log of them would make, bound without a Log.
    said = partial(_passed_and_drew, names[seat], code, to_open, names[after], count, left)
    return [_later(said, tell=partial(_you_drew, table.players[after], drawn))]


def _passed_and_drew(
    who: Player, code: str, to_open: bool, drawer: Player, count: int, left: int
) -> Msg:
    """A pass, then the next seat's draw (see `pass_and_refill`)."""
    return sentences([_passes(who, code, to_open), draws_line(drawer, count, left)])


def _you_drew(player: str, drawn: list[str]) -> dict[str, Msg]:
    """The cards the next seat drew, told to it alone (see `pass_and_refill`)."""
    return {player: you_draw(drawn)}
