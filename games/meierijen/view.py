"""What one player (or a spectator) may see of a MeieRijen table."""

from __future__ import annotations

from typing import Any

from games.meierijen.cards import RANK_NAME
from games.meierijen.endgame import penalty_of
from games.meierijen.mat import (
    BASE,
    COLOURS,
    DRAW_LETTER,
    FIELDS,
    MARKER_FROM_BOTTOM,
    PENALTY_LETTER,
)
from games.meierijen.phases import Phase
from games.meierijen.phrases import PHASE, colour_word, commas
from games.meierijen.table import Table
from games.message import ENGLISH, Player, Words, t


def table_view(table: Table, seat: int) -> dict[str, Any]:
    """The game's own view keys for `seat` (-1: a spectator); the engine adds the shared ones."""
    state = table.state
    players = table.players
    seat_views = []
    for s, p in enumerate(players):
        pile = state.draw_piles[s]
        face_up = pile[-1] if (state.face_up and s == state.current and pile) else None
        seat_views.append(
            {
                "player": p,
                "colour": COLOURS[s],
                "draw_field": DRAW_LETTER[s],
                "penalty_field": PENALTY_LETTER[s],
                "draw_pile": len(pile),
                "face_up": face_up,
                "end_phase": len(pile) <= MARKER_FROM_BOTTOM,
                "hand_size": len(state.hands[s]),
                "open": list(state.open_cards[s]),
                "penalty_pile": list(state.penalty_piles[s]),
                "penalty_points": penalty_of(table, s),
            }
        )
    ranks = state.field_ranks
    view: dict[str, Any] = {
        "seats": seat_views,
        "fields": {
            f: {
                "top": state.field_cards[i][-1] if state.field_cards[i] else None,
                "rank": RANK_NAME[ranks[i]] if ranks[i] else None,
                "size": len(state.field_cards[i]),
            }
            for i, f in enumerate(FIELDS)
        },
        "white_pawns": [place or BASE for place in state.white_places],
        "grey_pawn": players[state.grey_holder] if state.grey_holder >= 0 else None,
        "red_pawn": players[state.red_holder] if state.red_holder >= 0 else None,
        "removed": len(state.removed),
        "start_cards": list(state.start_cards),
        "starter": players[state.starter],
        "phase": str(state.phase),
        "pawns_used": list(state.pawns_used),
        "turn_no": state.turns,
        "hand": list(state.hands[seat]) if seat >= 0 else [],
    }
    if state.phase == Phase.OVER:
        view["result"] = {p: state.result[s] for s, p in enumerate(players)}
    return view


def seat_sight(table: Table, seat: int) -> dict[str, Any]:
    """The part of the seat's `view` its computer player reads: the phase, each seat's
    player, colour and draw field, and each field's rank, with the same values.

    A searching computer chooses a move for every ply of every playout; the whole
    view, with every pile and penalty count, would cost more than the choice itself.
    """
    state, ranks = table.state, table.state.field_ranks
    return {
        "seats": [
            {"player": p, "colour": COLOURS[s], "draw_field": DRAW_LETTER[s]}
            for s, p in enumerate(table.players)
        ],
        "fields": {
            f: {"rank": RANK_NAME[ranks[i]] if ranks[i] else None} for i, f in enumerate(FIELDS)
        },
        "phase": str(state.phase),
    }


def status_line(table: Table, words: Words = ENGLISH) -> str:
    state = table.state
    if state.phase == Phase.OVER:
        return words.t("Game over.")
    piles = commas(
        [
            t("{first} {then}", first=colour_word(COLOURS[s]), then=len(pile))
            for s, pile in enumerate(state.draw_piles)
        ]
    )
    return words.t(
        "{player} to move ({phase}); draw piles: {piles}.",
        player=Player(table.players[state.current]),
        phase=PHASE.get(state.phase, str(state.phase)),
        piles=piles,
    )
