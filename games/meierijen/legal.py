"""Legal-move generation: the hot path of every decision, so plain and precomputed."""

from __future__ import annotations

from games.meierijen.fields import (
    CLOSED_KEY,
    D_KEY,
    E_KEY,
    FROM,
    GREY_HELD,
    HAND_AT,
    OPEN_AT,
    PENALTY_AT,
    PILE_AT,
    RED_HELD,
    wild_moves,
)
from games.meierijen.mat import (
    FIELD_BIT,
    LETTER_ORDER,
    MARKER_FROM_BOTTOM,
    OPEN_LIMIT,
    OPEN_SUFFIX,
    PENALTY_LETTER,
    PENALTY_SUFFIX,
    PILE_SUFFIX,
)
from games.meierijen.passing import (
    PASS_BOTH,
    PASS_OPEN,
    PASS_PENALTY,
    hand_pass_moves,
    open_room,
)
from games.meierijen.pawns import pawn_moves
from games.meierijen.phases import HAND_PASS, PAWNS, PLAY
from games.meierijen.table import Table

# The mat's letters as bits, so the white pawns' letters are one int: the fields C, D,
# E as 1, 2, 4 (as `fields.CLOSED_KEY` reads them), then the penalty fields.
LETTER_BIT = {"": 0, **FIELD_BIT, **{x: 8 << q for q, x in enumerate(PENALTY_LETTER)}}
LETTER_BIT.update({x: 0 for x in LETTER_ORDER[4] if x not in LETTER_BIT})
PENALTY_BIT = tuple(LETTER_BIT[x] for x in PENALTY_LETTER)
# Hand play text -> the same play from the pile, a seat's open cards, a seat's penalty
# pile. A natural card has one or two texts: a loop of lookups costs half a `map`.
Named = dict[str, str]
FROM_PILE: Named = FROM[PILE_SUFFIX]
FROM_OPEN: tuple[Named, ...] = tuple(FROM[suffix] for suffix in OPEN_SUFFIX)
FROM_PENALTY: tuple[Named, ...] = tuple(FROM[suffix] for suffix in PENALTY_SUFFIX)
# The pass texts of a hand card, looked up at C level.
PASS_OPEN_OF = PASS_OPEN.__getitem__
PASS_PENALTY_OF = PASS_PENALTY.__getitem__


def legal_moves(table: Table, seat: int) -> list[str]:
    """Every legal move of the seat to move."""
    state = table.state
    if state.phase is not PLAY:
        return _moves_between_plays(table, seat)
    places = state.white_places
    if not (places[0] or places[1]):
        closed = 0
    elif table.blocks_everyone:
        closed = LETTER_BIT[places[0]] | LETTER_BIT[places[1]]
    else:
        closed = closed_to(table, seat)
    moves, flip_ok = play_moves(table, seat, closed)
    pile = state.draw_piles[seat]
    # `penalty_open_to_add`, from the letters closed.
    penalty = not closed & PENALTY_BIT[seat] or table.penalty_take_only
    if len(pile) <= MARKER_FROM_BOTTOM:
        if not pile:
            moves.append("pass")  # the pile ran out; the player only finishes the turn
        elif not (flip_ok and table.options.end_phase_forced):
            c = pile[-1]
            moves.append(PASS_OPEN[c])  # open cards are unlimited in the end phase
            if penalty:
                moves.append(PASS_PENALTY[c])
        return moves
    hand = state.hands[seat]
    if not hand:
        if table.options.empty_hand_draw == "optional":
            moves.append("draw")
        moves.append("pass")
        return moves
    # The pass card: `hand_pass_moves`, with the common option values inlined.
    if table.open_limit_own:
        room = len(state.open_cards[seat]) < OPEN_LIMIT  # own pile is above the marker here
    else:
        room = open_room(table, seat)
    if room and penalty:
        # A loop costs less than chaining the pairs, which makes an iterator per card.
        for c in hand:
            moves += PASS_BOTH[c]
    elif room:
        moves += map(PASS_OPEN_OF, hand)
    elif penalty:
        moves += map(PASS_PENALTY_OF, hand)
    else:
        moves.append("pass")
    return moves


def _moves_between_plays(table: Table, seat: int) -> list[str]:
    phase = table.state.phase
    if phase is PAWNS:
        return [*pawn_moves(table, seat), "done"]
    if phase is HAND_PASS:
        return hand_pass_moves(table, seat) or ["pass"]
    return []


def closed_to(table: Table, seat: int) -> int:
    """The letters (as LETTER_BIT) a white pawn closes to `seat` (see `pawns.blocked`)."""
    state = table.state
    places, placers = state.white_places, state.white_placers
    everyone = table.blocks_everyone
    closed = 0
    for i in (0, 1):
        if everyone or placers[i] != seat:
            closed |= LETTER_BIT[places[i]]
    return closed


def penalty_sources(table: Table, seat: int, closed: int) -> list[tuple[str, int]]:
    """(card, the seat whose pile it lies on) of every penalty card `seat` may play,
    but for the tops under penalty_access=top (`play_moves` reads those itself)."""
    access = table.options.penalty_access
    out: list[tuple[str, int]] = []
    if access == "none":
        return out
    for q, cards in enumerate(table.state.penalty_piles):
        if not cards or (access == "opponent_top" and q == seat) or closed & PENALTY_BIT[q]:
            continue
        if access == "any":
            out += [(c, q) for c in cards]
        else:
            out.append((cards[-1], q))
    return out


def play_moves(table: Table, seat: int, closed: int) -> tuple[list[str], bool]:
    """All play moves, and whether the face-up pile card is among them. `closed`: the
    letters white pawns close to `seat` (as LETTER_BIT).

    Hot path. A card's moves from each source are one lookup in the situation, and
    most cards fit nowhere; a wild's moves from elsewhere are its moves from the hand
    with the source named. Wild cards are listed last."""
    state = table.state
    # The situation's key in `Table.fit_cache` (see `fields`): the three top ranks,
    # the fields white pawns close to `seat`, the grey and red pawns it holds. Made
    # here, not by a call: this runs on every listing.
    top_c, top_d, top_e = state.field_ranks
    key = top_c | D_KEY[top_d] | E_KEY[top_e]
    if closed:
        key |= CLOSED_KEY[closed & 7]
    if state.grey_holder == seat:
        key |= GREY_HELD
    if state.red_holder == seat:
        key |= RED_HELD
    fits, wilds = table.fit_cache[key]
    joker_any = table.joker_any
    moves: list[str] = []
    later: list[str] = []  # the wilds' moves
    # Few cards: a loop costs less than a filter object (made on every listing).
    for c in state.hands[seat]:
        if c not in fits:
            continue
        row = fits[c]
        if row:
            moves += row[HAND_AT]
        else:
            later += wild_moves(wilds, joker_any, c)
    flip_ok = False
    if state.face_up:
        pile = state.draw_piles[seat]
        if pile and pile[-1] in fits:
            # The face-up card's moves come in its own place, wild or not.
            row = fits[pile[-1]]
            if row:
                moves += row[PILE_AT]
                flip_ok = True
            else:
                texts = wild_moves(wilds, joker_any, pile[-1])
                for text in texts:
                    moves.append(FROM_PILE[text])
                flip_ok = bool(texts)
    opens = state.open_cards
    for q in table.seats:
        cards = opens[q]
        if cards:
            for c in cards:
                if c not in fits:
                    continue
                row = fits[c]
                if row:
                    moves += row[OPEN_AT + q]
                else:
                    later += map(FROM_OPEN[q].__getitem__, wild_moves(wilds, joker_any, c))
    if table.penalty_top:
        penalties = state.penalty_piles
        for q in table.seats:
            cards = penalties[q]
            if cards and cards[-1] in fits and not closed & PENALTY_BIT[q]:
                row = fits[cards[-1]]
                if row:
                    moves += row[PENALTY_AT + q]
                else:
                    later += map(
                        FROM_PENALTY[q].__getitem__, wild_moves(wilds, joker_any, cards[-1])
                    )
    else:
        for c, q in penalty_sources(table, seat, closed):
            if c in fits:
                row = fits[c]
                if row:
                    moves += row[PENALTY_AT + q]
                else:
                    later += map(FROM_PENALTY[q].__getitem__, wild_moves(wilds, joker_any, c))
    moves += later
    return moves, flip_ok
