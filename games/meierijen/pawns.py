"""The pawns: white pawns block a letter, the grey allows doubles, the red jumps.

A ten-card (a 10 on a 9) gives pawn actions: put or move a white pawn, take the
grey or the red pawn.
"""

from __future__ import annotations

from games.meierijen.log import Line, Log
from games.meierijen.mat import DRAW_SEAT, LETTER_ORDER, PENALTY_SEAT
from games.meierijen.phases import PLAY
from games.meierijen.table import Table
from games.message import Msg, Param, Player, marked, t

_TARGETS: dict[tuple[int, int, bool], list[str]] = {}
WHITE = ("w0", "w1")  # the white pawns, as `pawns_used` names them
# Pawn move texts, built once: put a white pawn on a letter, send one home, move one.
_LETTERS = LETTER_ORDER[4]
PUT = {x: f"pawn white {x}" for x in _LETTERS}  # i18n: not for players (move texts)
HOME = {x: f"pawn white {x} home" for x in _LETTERS}  # i18n: not for players (move texts)
MOVE = {
    (a, b): f"pawn white {a} to {b}"  # i18n: not for players (move texts)
    for a in _LETTERS
    for b in _LETTERS
}


def blocked(table: Table, letter: str, seat: int) -> bool:
    """Whether a white pawn on `letter` closes it to `seat`."""
    places = table.state.white_places
    if places[0] == letter:
        i = 0
    elif places[1] == letter:
        i = 1
    else:
        return False
    return table.options.block_scope == "everyone" or table.state.white_placers[i] != seat


def white_targets(table: Table, seat: int) -> list[str]:
    """Every letter a white pawn may be put on by `seat` (free or not), mat order."""
    n = len(table.players)
    skip_g = table.options.white_targets == "A-F"
    key = (n, seat, skip_g)
    found = _TARGETS.get(key)
    if found is not None:
        return found
    out = []
    for letter in LETTER_ORDER[n]:
        if letter in ("C", "D", "E"):
            out.append(letter)
        elif letter in DRAW_SEAT:
            if DRAW_SEAT[letter] != seat:
                out.append(letter)
        elif not (skip_g and letter == "G"):
            out.append(letter)
    _TARGETS[key] = out
    return out


# The pawn moves by everything they depend on. A ten-card's pawn actions are listed
# twice per action (for the mover, and to see whether any is left) in few positions.
_PAWN_MOVES: dict[tuple[object, ...], tuple[str, ...]] = {}
PAWN_MOVES_LIMIT = 20_000  # a bound; a 2-player game meets a few hundred keys


def pawn_moves(table: Table, seat: int) -> tuple[str, ...]:
    state = table.state
    places = state.white_places
    key = (
        table.pawn_rules,
        seat,
        places[0],
        places[1],
        *state.pawns_used,
        state.grey_holder == seat,
        state.red_holder == seat,
    )
    found = _PAWN_MOVES.get(key)
    if found is None:
        if len(_PAWN_MOVES) >= PAWN_MOVES_LIMIT:
            _PAWN_MOVES.clear()
        found = _PAWN_MOVES[key] = tuple(_list_pawn_moves(table, seat))
    return found


def _list_pawn_moves(table: Table, seat: int) -> list[str]:
    """Every pawn action `seat` may still take after its ten-card, in mat order."""
    state = table.state
    used = state.pawns_used
    places = state.white_places
    free = [x for x in white_targets(table, seat) if x not in places]
    out: list[str] = []
    placed_from_base = False
    for i in (0, 1):
        if WHITE[i] in used:
            continue
        place = places[i]
        if not place:
            if not placed_from_base:
                out += map(PUT.__getitem__, free)
                placed_from_base = True
        else:
            out.append(HOME[place])
            out += [MOVE[place, x] for x in free]
    if "grey" not in used and state.grey_holder != seat:
        out.append("pawn grey")  # i18n: not for players (move text)
    if "red" not in used and state.red_holder != seat:
        out.append("pawn red")  # i18n: not for players (move text)
    return out


def apply_pawn(table: Table, seat: int, move: str, log: Log) -> None:
    state = table.state
    places = state.white_places
    parts = move.split(" ")
    names = table.names
    kind = parts[1]
    line: Line
    if kind == "white":
        if len(parts) == 3:
            # The first white pawn still at the base and not yet used this ten-card.
            i = 0 if not places[0] and WHITE[0] not in state.pawns_used else 1
            dest = parts[2]
            line = (_white_line, names, seat, dest)
        else:
            i = places.index(parts[2])
            dest = "" if parts[3] == "home" else parts[4]
            line = (
                (_white_home, names[seat], parts[2])
                if not dest
                else (_white_line, names, seat, dest, parts[2])
            )
        places[i] = dest
        state.white_placers[i] = seat if dest else -1
        state.pawns_used.append(WHITE[i])
    elif kind == "grey":
        line = (_takes, GREY_TAKEN, names[seat])
        state.grey_holder = seat
        state.pawns_used.append("grey")
    else:
        line = (_takes, RED_TAKEN, names[seat])
        state.red_holder = seat
        state.pawns_used.append("red")
    log.add(line)
    if table.one_pawn_action or not pawn_moves(table, seat):
        state.phase = PLAY


GREY_TAKEN = marked("{player} takes the grey pawn (doubles).")
RED_TAKEN = marked("{player} takes the red pawn (jumps).")


def _takes(key: str, who: Player) -> Msg:
    return t(key, player=who)


def _white_home(who: Player, letter: str) -> Msg:
    return t("{player} returns the white pawn on {field} to the base H.", player=who, field=letter)


# What a white pawn on a seat's draw or penalty field means is said with the move:
# (placed from H, moved from another letter) x (on a draw pile, a penalty field, a field).
_WHITE_LINES = {
    (False, "draw"): marked(
        "{player} puts a white pawn on {field} ({owner}'s draw pile: they pass a turn)."
    ),
    (False, "penalty"): marked("{player} puts a white pawn on {field} ({owner}'s penalty field)."),
    (False, ""): marked("{player} puts a white pawn on {field}."),
    (True, "draw"): marked(
        "{player} moves the white pawn from {start} to {field} "
        "({owner}'s draw pile: they pass a turn)."
    ),
    (True, "penalty"): marked(
        "{player} moves the white pawn from {start} to {field} ({owner}'s penalty field)."
    ),
    (True, ""): marked("{player} moves the white pawn from {start} to {field}."),
}


def _white_line(names: tuple[Player, ...], seat: int, letter: str, start: str = "") -> Msg:
    """`seat` puts a white pawn on `letter` (from H, or from `start`)."""
    owner: Param = ""
    kind = ""
    if letter in DRAW_SEAT:
        kind, owner = "draw", names[DRAW_SEAT[letter]]
    elif letter in PENALTY_SEAT:
        kind, owner = "penalty", names[PENALTY_SEAT[letter]]
    key = _WHITE_LINES[bool(start), kind]
    return t(key, player=names[seat], field=letter, start=start, owner=owner)
