"""Turn flow: a turn begins by refilling the hand (or turning the pile top face up),
and ends with a pass card; a white pawn on a seat's draw field skips its turn."""

from __future__ import annotations

from games.meierijen.endgame import final_turn_done, finish
from games.meierijen.log import Log
from games.meierijen.mat import DRAW_LETTER, HAND_TARGET, MARKER_FROM_BOTTOM, MIN_REFILL
from games.meierijen.phases import PLAY
from games.meierijen.refill import draw, turns_up
from games.meierijen.table import Table
from games.message import t

GREY_BACK = t("The grey pawn goes back to the base H.")
RED_BACK = t("The red pawn goes back to the base H.")


def end_turn(table: Table, seat: int, log: Log) -> None:
    state = table.state
    if state.doubled or state.jumped:
        _pawns_back(table, seat, log)
    # Fast path: nobody has emptied a pile and the turn guard is far away.
    if (state.ender >= 0 or state.turns >= table.turn_guard) and final_turn_done(table, seat):
        finish(table, log)
        return
    state.current = table.next_seat[seat]  # the next seat clockwise
    begin_turn(table, log)


def _pawns_back(table: Table, seat: int, log: Log) -> None:
    """The grey and red pawns go back once their holder used them this turn."""
    state = table.state
    if state.doubled and state.grey_holder == seat:
        state.grey_holder = -1
        log.add(GREY_BACK)
    if state.jumped and state.red_holder == seat:
        state.red_holder = -1
        log.add(RED_BACK)


def begin_turn(table: Table, log: Log) -> None:
    state = table.state
    places = state.white_places
    state.turns += 1
    if DRAW_LETTER[state.current] in places and _skipped(table, log):
        return
    seat = state.current
    state.doubled = state.jumped = False
    state.phase = PLAY
    if state.pawns_used:
        state.pawns_used = []
    pile = state.draw_piles[seat]
    if len(pile) > MARKER_FROM_BOTTOM:
        state.face_up = False
        missing = HAND_TARGET - len(state.hands[seat])
        draw(table, seat, missing if missing > MIN_REFILL else MIN_REFILL, log)
    else:
        state.face_up = bool(pile)
        if pile:
            log.add((turns_up, table.names[seat], pile[-1]))


def _skipped(table: Table, log: Log) -> bool:
    """Seats with a white pawn on their draw field pass their turn and the pawn goes home,
    until a seat may play. Returns True when that ended the game."""
    state = table.state
    places = state.white_places
    n = len(table.players)
    while True:
        seat = state.current
        letter = DRAW_LETTER[seat]
        if letter not in places:
            return False
        i = places.index(letter)
        places[i] = ""
        state.white_placers[i] = -1
        log.add(
            t(
                "{player} must pass this turn (white pawn on {field}); "
                "the pawn goes back to the base H.",
                player=table.names[seat],
                field=letter,
            )
        )
        if final_turn_done(table, seat):
            finish(table, log)
            return True
        state.current = (seat + 1) % n
        state.turns += 1
