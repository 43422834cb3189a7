"""Legal-move generation: the hot path of every decision, so plain and precomputed."""

from __future__ import annotations

from itertools import chain

from games.meierijen.fields import (
    HAND_TEXT,
    INDEX,
    PLAY_TEXT,
    WILD,
    build_fit,
    wild_texts,
)
from games.meierijen.mat import (
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
    penalty_open_to_add,
)
from games.meierijen.pawns import blocked, field_blocks, pawn_moves
from games.meierijen.phases import PLAY, Phase
from games.meierijen.table import Table

PENALTY_LETTERS = frozenset(PENALTY_LETTER)


def legal_moves(table: Table, seat: int) -> list[str]:
    """Every legal move of the seat to move."""
    state = table.state
    if state.phase is not PLAY:
        return _moves_between_plays(table, seat)
    moves, flip_ok = play_moves(table, seat)
    pile = state.draw_piles[seat]
    opts = table.options
    if len(pile) <= MARKER_FROM_BOTTOM:
        if not pile:
            moves.append("pass")  # the pile ran out; the player only finishes the turn
        elif not (flip_ok and opts.end_phase_forced):
            c = pile[-1]
            moves.append(PASS_OPEN[c])  # open cards are unlimited in the end phase
            if penalty_open_to_add(table, seat):
                moves.append(PASS_PENALTY[c])
        return moves
    hand = state.hands[seat]
    if not hand:
        if opts.empty_hand_draw == "optional":
            moves.append("draw")
        moves.append("pass")
        return moves
    # The pass card: `hand_pass_moves`, with the common option values inlined.
    if opts.open_unlimited == "player" and opts.open_limit_scope == "per_player":
        room = len(state.open_cards[seat]) < OPEN_LIMIT  # own pile is above the marker here
    else:
        room = open_room(table, seat)
    places = state.white_places
    penalty = not (places[0] or places[1]) or penalty_open_to_add(table, seat)
    if room and penalty:
        moves += chain.from_iterable(map(PASS_BOTH.__getitem__, hand))
    elif room:
        moves += map(PASS_OPEN.__getitem__, hand)
    elif penalty:
        moves += map(PASS_PENALTY.__getitem__, hand)
    else:
        moves.append("pass")
    return moves


def _moves_between_plays(table: Table, seat: int) -> list[str]:
    match table.state.phase:
        case Phase.PAWNS:
            return [*pawn_moves(table, seat), "done"]
        case Phase.HAND_PASS:
            return hand_pass_moves(table, seat) or ["pass"]
        case _:
            return []


def penalty_sources(table: Table, seat: int) -> list[tuple[str, str]]:
    """(card, move suffix) of every penalty card `seat` may play."""
    state = table.state
    access = table.options.penalty_access
    out: list[tuple[str, str]] = []
    if access == "top" and not (state.white_places[0] or state.white_places[1]):
        return [
            (cards[-1], PENALTY_SUFFIX[q]) for q, cards in enumerate(state.penalty_piles) if cards
        ]
    if access == "none":
        return out
    for q, cards in enumerate(state.penalty_piles):
        if not cards or (access == "opponent_top" and q == seat):
            continue
        if blocked(table, PENALTY_LETTER[q], seat):
            continue
        suffix = PENALTY_SUFFIX[q]
        if access == "any":
            out += [(c, suffix) for c in cards]
        else:
            out.append((cards[-1], suffix))
    return out


def play_moves(table: Table, seat: int) -> tuple[list[str], bool]:
    """All play moves, and whether the face-up pile card is among them.

    Hot path. The fields' acceptance is memoised per situation (tops, pawns held,
    fields blocked) as per-card field bits, so a card costs two lookups and its texts
    come ready-made; wild cards are listed last, their texts memoised too."""
    state = table.state
    places = state.white_places
    ranks = state.field_ranks
    # The situation as one int: three top ranks (4 bits each), the grey and red pawns
    # held, and the field bits of the fields closed by white pawns.
    key = (ranks[0] | ranks[1] << 4 | ranks[2] << 8 | (state.grey_holder == seat) << 12
           | (state.red_holder == seat) << 13)  # fmt: skip
    if places[0] or places[1]:
        key |= field_blocks(table, seat) << 14
    fit = table.fit_cache.get(key) or build_fit(table.fit_cache, table.options, key)
    joker_any = table.options.joker_colour == "any"
    masks = fit.masks
    index = INDEX
    moves: list[str] = []
    wilds: list[tuple[str, str]] = []
    fitting = fit.fitting
    # Most cards fit nowhere: a C-level disjointness test skips whole sources at once.
    hand = state.hands[seat]
    if not fitting.isdisjoint(hand):
        texts = HAND_TEXT
        for c in filter(fitting.__contains__, hand):  # C-level skip of the rest
            m = masks[index[c]]
            if m:
                if m == WILD:
                    wilds.append((c, ""))
                else:
                    moves += texts[c][m]
    flip_ok = False
    pile = state.draw_piles[seat]
    if state.face_up and pile:
        c = pile[-1]
        m = masks[index[c]]
        if m == WILD:
            found = wild_texts(fit, joker_any, c, PILE_SUFFIX)
        else:
            found = PLAY_TEXT[PILE_SUFFIX][c][m]
        if found:
            moves += found
            flip_ok = True
    for q, cards in enumerate(state.open_cards):
        if not cards or fitting.isdisjoint(cards):
            continue
        suffix = OPEN_SUFFIX[q]
        texts = PLAY_TEXT[suffix]
        for c in filter(fitting.__contains__, cards):
            m = masks[index[c]]
            if m:
                if m == WILD:
                    wilds.append((c, suffix))
                else:
                    moves += texts[c][m]
    if table.options.penalty_access == "top" and not (
        places[0] in PENALTY_LETTERS or places[1] in PENALTY_LETTERS
    ):
        tops = [
            (p[-1], PENALTY_SUFFIX[q])
            for q, p in enumerate(state.penalty_piles)
            if p and p[-1] in fitting
        ]
    else:
        tops = penalty_sources(table, seat)
    for c, suffix in tops:
        m = masks[index[c]]
        if m:
            if m == WILD:
                wilds.append((c, suffix))
            else:
                moves += PLAY_TEXT[suffix][c][m]
    if wilds:
        memo = fit.wild_texts
        for w in wilds:
            known = memo.get(w)
            moves += wild_texts(fit, joker_any, *w) if known is None else known
    return moves, flip_ok
