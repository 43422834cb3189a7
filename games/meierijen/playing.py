"""Playing a card onto C, D or E: one up in rank (a double with the grey pawn, a
jump of two with the red pawn); an ace completes and removes the stack; a 10 on
a 9 is a ten-card and gives pawn actions."""

from __future__ import annotations

from games.meierijen.cards import ACE, NATURAL, RANK_NAME, RANK_VALUE
from games.meierijen.endgame import pile_played_out
from games.meierijen.log import Log
from games.meierijen.mat import COLOURS, EMPTY_HAND_DRAW, FIELD_INDEX, FIELDS, MARKER_FROM_BOTTOM
from games.meierijen.phases import Phase
from games.meierijen.phrases import CARD, rank_word, sentences
from games.meierijen.refill import draw
from games.meierijen.table import Table
from games.message import Msg, Param, Player, t, tn


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
    source = "hand"
    owner = table.names[seat]
    from_pile = from_hand = False
    if len(parts) > i:
        where = parts[i + 1]
        if where == "pile":
            state.draw_piles[seat].pop()
            from_pile = True
            source = "pile"
        else:
            owner_seat = COLOURS.index(where)
            owner = table.names[owner_seat]
            source = parts[i + 2]
            if source == "open":
                state.open_cards[owner_seat].remove(code)
            else:
                pile = state.penalty_piles[owner_seat]
                if pile[-1] == code:
                    pile.pop()
                else:
                    pile.remove(code)
    else:
        state.hands[seat].remove(code)
        from_hand = True
    top = state.field_ranks[field]
    letter = FIELDS[field]
    shown: Param = CARD[code]
    if NATURAL[code] == 0:
        shown = t("{card} as {rank}", card=shown, rank=rank_word(RANK_NAME[rank]))
    lines = [_plays(table.names[seat], shown, letter, source, owner)]
    if top and rank == top:
        state.doubled = True
        lines.append(t("A double (grey pawn)."))
    elif top and rank == top + 2:
        state.jumped = True
        lines.append(t("A jump (red pawn)."))
    ten = top == 9 and rank == 10
    stack = state.field_cards[field]
    stack.append(code)
    if rank == ACE:
        state.removed += stack
        # English says "cards" for one card too, as the table always has.
        lines.append(
            tn(
                "The stack on {field} is complete ({n} cards) and removed.",
                "The stack on {field} is complete ({n} cards) and removed.",
                len(stack),
                field=letter,
            )
        )
        state.field_cards[field] = []
        state.field_ranks[field] = 0
    else:
        state.field_ranks[field] = rank
    if ten:
        lines.append(t("A ten-card: pawn actions."))
    log.add(sentences(lines))
    if from_pile and _pile_taken(table, seat, log):
        return
    if from_hand and not state.hands[seat]:
        _empty_hand(table, seat, log)
    if ten:
        state.pawns_used = []
        state.phase = Phase.PAWNS


def _plays(who: Player, card: Param, field: str, source: str, owner: Player) -> Msg:
    """`who` plays `card` on `field`, and where it came from unless the hand."""
    match source:
        case "hand":
            return t("{player} plays {card} on {field}.", player=who, card=card, field=field)
        case "pile":
            return t(
                "{player} plays {card} on {field} (the face-up card of the draw pile).",
                player=who,
                card=card,
                field=field,
            )
        case "open":
            return t(
                "{player} plays {card} on {field} (from {owner}'s open cards).",
                player=who,
                card=card,
                field=field,
                owner=owner,
            )
    return t(
        "{player} plays {card} on {field} (from {owner}'s penalty pile).",
        player=who,
        card=card,
        field=field,
        owner=owner,
    )


def _pile_taken(table: Table, seat: int, log: Log) -> bool:
    """After the face-up card left the pile: turn the next one, or the pile ran out.

    Returns True when the game is over."""
    pile = table.state.draw_piles[seat]
    if pile:
        log.add(t("{player} turns up {card}.", player=table.names[seat], card=CARD[pile[-1]]))
        return False
    table.state.face_up = False
    return pile_played_out(table, seat, log)


def _empty_hand(table: Table, seat: int, log: Log) -> None:
    if (
        table.options.empty_hand_draw == "automatic"
        and len(table.state.draw_piles[seat]) > MARKER_FROM_BOTTOM
    ):
        draw(table, seat, EMPTY_HAND_DRAW, log)
