"""Playing a card onto C, D or E: one up in rank (a double with the grey pawn, a
jump of two with the red pawn); an ace completes and removes the stack; a 10 on
a 9 is a ten-card and gives pawn actions."""

from __future__ import annotations

from functools import partial

from games.base import Event
from games.meierijen.cards import ACE, NATURAL
from games.meierijen.endgame import pile_played_out
from games.meierijen.fields import PLAYS, Play
from games.meierijen.log import Log
from games.meierijen.mat import EMPTY_HAND_DRAW, FIELDS, MARKER_FROM_BOTTOM
from games.meierijen.phases import PAWNS
from games.meierijen.phrases import CARD, WILD_AS, sentences
from games.meierijen.refill import draw, turns_up
from games.meierijen.state import MeieRijenState
from games.meierijen.table import Table
from games.message import Msg, Param, Player, t, tn

DOUBLE = t("A double (grey pawn).")
JUMP = t("A jump (red pawn).")
TEN_CARD = t("A ten-card: pawn actions.")
# Bound once: `Event.later`, a class method, makes a bound method on every call.
_later = Event.later


def apply_play(table: Table, seat: int, move: str) -> list[Event]:
    state = table.state
    play = PLAYS[move]
    code, field, rank, source, _ = play
    if source == "hand":  # the common source, without a call
        hand = state.hands[seat]
        hand.remove(code)
    else:
        _take(state, seat, play)
    top = state.field_ranks[field]
    step: Msg | None = None
    if top and rank == top:
        state.doubled = True
        step = DOUBLE
    elif top and rank == top + 2:
        state.jumped = True
        step = JUMP
    state.field_cards[field].append(code)
    completed = 0
    if rank == ACE:
        completed = _complete(state, field)
    else:
        state.field_ranks[field] = rank
    ten = top == 9 and rank == 10
    if source == "hand" and step is None and not completed and not ten and hand:
        # A plain play says only who played which card where: its event is shared.
        return [table.plain_events[seat].get(move) or _plain_event(table, seat, move)]
    if source != "pile" and (source != "hand" or hand):
        # The play's own line is all it says: its event is bound without a Log.
        if ten:
            _pawn_actions(state)
        return [_later(partial(_play_line, table.names, seat, play, step, completed, ten))]
    log = Log()
    log.add((_play_line, table.names, seat, play, step, completed, ten))
    if source == "pile":
        if _pile_taken(table, seat, log):
            return log.events()
    else:
        _empty_hand(table, seat, log)
    if ten:
        _pawn_actions(state)
    return log.events()


def _pawn_actions(state: MeieRijenState) -> None:
    """A ten-card was played: its pawn actions begin."""
    state.pawns_used = []
    state.phase = PAWNS


def _plain_event(table: Table, seat: int, move: str) -> Event:
    """The event of a plain play from the hand, made once per player and move."""
    log = Log()
    log.add((_play_line, table.names, seat, PLAYS[move], None, 0, False))
    (event,) = log.events()
    table.plain_events[seat][move] = event
    return event


def _take(state: MeieRijenState, seat: int, play: Play) -> None:
    """Take the played card from where it lay (the hand's is taken by `apply_play`)."""
    code, _, _, source, owner = play
    if source == "pile":
        state.draw_piles[seat].pop()
    elif source == "open":
        state.open_cards[owner].remove(code)
    else:
        pile = state.penalty_piles[owner]
        if pile[-1] == code:
            pile.pop()
        else:
            pile.remove(code)


def _complete(state: MeieRijenState, field: int) -> int:
    """An ace completed the stack on `field`: it is removed. Returns its size."""
    stack = state.field_cards[field]
    state.removed += stack
    state.field_cards[field] = []
    state.field_ranks[field] = 0
    return len(stack)


def _play_line(
    names: tuple[Player, ...], seat: int, play: Play, step: Msg | None, completed: int, ten: bool
) -> Msg:
    """What a play says: the card played, then a double or jump, a completed stack
    (its size) or a ten-card."""
    lines = [_plays(names, seat, play)]
    if step is not None:
        lines.append(step)
    if completed:
        # English says "cards" for one card too, as the table always has.
        lines.append(
            tn(
                "The stack on {field} is complete ({n} cards) and removed.",
                "The stack on {field} is complete ({n} cards) and removed.",
                completed,
                field=FIELDS[play[1]],  # the field it was played on
            )
        )
    if ten:
        lines.append(TEN_CARD)
    return sentences(lines)


def _plays(names: tuple[Player, ...], seat: int, play: Play) -> Msg:
    """Who plays which card on which field, and where it came from unless the hand."""
    code, field, rank, source, owner = play
    who = names[seat]
    card: Param = CARD[code] if NATURAL[code] else WILD_AS[code, rank]
    letter = FIELDS[field]
    match source:
        case "hand":
            return t("{player} plays {card} on {field}.", player=who, card=card, field=letter)
        case "pile":
            return t(
                "{player} plays {card} on {field} (the face-up card of the draw pile).",
                player=who,
                card=card,
                field=letter,
            )
        case "open":
            return t(
                "{player} plays {card} on {field} (from {owner}'s open cards).",
                player=who,
                card=card,
                field=letter,
                owner=names[owner],
            )
    return t(
        "{player} plays {card} on {field} (from {owner}'s penalty pile).",
        player=who,
        card=card,
        field=letter,
        owner=names[owner],
    )


def _pile_taken(table: Table, seat: int, log: Log) -> bool:
    """After the face-up card left the pile: turn the next one, or the pile ran out.

    Returns True when the game is over."""
    pile = table.state.draw_piles[seat]
    if pile:
        log.add((turns_up, table.names[seat], pile[-1]))
        return False
    table.state.face_up = False
    return pile_played_out(table, seat, log)


def _empty_hand(table: Table, seat: int, log: Log) -> None:
    if (
        table.options.empty_hand_draw == "automatic"
        and len(table.state.draw_piles[seat]) > MARKER_FROM_BOTTOM
    ):
        draw(table, seat, EMPTY_HAND_DRAW, log)
