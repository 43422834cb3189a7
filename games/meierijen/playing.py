"""Playing a card onto C, D or E: one up in rank (a double with the grey pawn, a
jump of two with the red pawn); an ace completes and removes the stack; a 10 on
a 9 is a ten-card and gives pawn actions."""

from __future__ import annotations

from games.meierijen.cards import ACE, NATURAL, PRETTY, RANK_NAME, RANK_VALUE
from games.meierijen.endgame import pile_played_out
from games.meierijen.log import Log
from games.meierijen.mat import COLOURS, EMPTY_HAND_DRAW, FIELD_INDEX, FIELDS, MARKER_FROM_BOTTOM
from games.meierijen.phases import Phase
from games.meierijen.refill import draw
from games.meierijen.table import Table


def apply_play(table: Table, seat: int, move: str, log: Log) -> None:
    state = table.state
    parts = move.split(" ")
    code = parts[1]
    field = FIELD_INDEX[parts[2]]
    rank = NATURAL[code]
    i = 3
    if len(parts) > 3 and parts[3] == "as":
        rank = RANK_VALUE[parts[4].lower()]
        i = 5
    who = table.names[seat]
    source_text = ""
    from_pile = from_hand = False
    if len(parts) > i:
        where = parts[i + 1]
        if where == "pile":
            state.draw_piles[seat].pop()
            from_pile = True
            source_text = " (the face-up card of the draw pile)"
        else:
            owner_seat = COLOURS.index(where)
            owner = table.names[owner_seat]
            if parts[i + 2] == "open":
                state.open_cards[owner_seat].remove(code)
                source_text = f" (from {owner}'s open cards)"
            else:
                pile = state.penalty_piles[owner_seat]
                if pile[-1] == code:
                    pile.pop()
                else:
                    pile.remove(code)
                source_text = f" (from {owner}'s penalty pile)"
    else:
        state.hands[seat].remove(code)
        from_hand = True
    top = state.field_ranks[field]
    letter = FIELDS[field]
    shown = PRETTY[code] + (f" as {RANK_NAME[rank]}" if NATURAL[code] == 0 else "")
    text = f"{who} plays {shown} on {letter}{source_text}."
    if top and rank == top:
        state.doubled = True
        text += " A double (grey pawn)."
    elif top and rank == top + 2:
        state.jumped = True
        text += " A jump (red pawn)."
    ten = top == 9 and rank == 10
    stack = state.field_cards[field]
    stack.append(code)
    if rank == ACE:
        state.removed += stack
        text += f" The stack on {letter} is complete ({len(stack)} cards) and removed."
        state.field_cards[field] = []
        state.field_ranks[field] = 0
    else:
        state.field_ranks[field] = rank
    if ten:
        text += " A ten-card: pawn actions."
    log.add(text)
    if from_pile and _pile_taken(table, seat, log):
        return
    if from_hand and not state.hands[seat]:
        _empty_hand(table, seat, log)
    if ten:
        state.pawns_used = []
        state.phase = Phase.PAWNS


def _pile_taken(table: Table, seat: int, log: Log) -> bool:
    """After the face-up card left the pile: turn the next one, or the pile ran out.

    Returns True when the game is over."""
    pile = table.state.draw_piles[seat]
    if pile:
        log.add(f"{table.names[seat]} turns up {PRETTY[pile[-1]]}.")
        return False
    table.state.face_up = False
    return pile_played_out(table, seat, log)


def _empty_hand(table: Table, seat: int, log: Log) -> None:
    if (
        table.options.empty_hand_draw == "automatic"
        and len(table.state.draw_piles[seat]) > MARKER_FROM_BOTTOM
    ):
        draw(table, seat, EMPTY_HAND_DRAW, log)
