"""A seat's legal moves: every use of every card in hand, or a discard or fold.

Each move text maps to its effect (an Option), or None for a discard or fold;
the card and the rank it is played as are read back from the text.
"""

from __future__ import annotations

from games.keezen.cards import CARD_PLANS, card_plan
from games.keezen.movegen import GENERATORS, STEPS
from games.keezen.moves import WORDS, Option
from games.keezen.moves_forward import forward
from games.keezen.options import KeezenOptions
from games.keezen.position import Position
from games.keezen.state import KeezenState

Actions = dict[str, Option | None]


def actions_for(state: KeezenState, board: Position, options: KeezenOptions, seat: int) -> Actions:
    """The legal moves of the seat to move, each with its effect; `board` is the
    game's position, in step with `state`."""
    hand = state.hands[seat]
    position = board.turn(seat)
    actions: Actions = {}
    compulsory = False
    # A joker asks for every rank, and may share them with the other cards.
    found: dict[str, list[Option]] = {}
    # (A second card of a kind adds the same texts again, which the dict keeps once
    # where they were first listed: no need to drop duplicate cards first.)
    for card in hand:
        for rank, prefix, skip_enter in CARD_PLANS.get(card) or card_plan(card):
            rank_options = found.get(rank)
            if rank_options is None:
                rank_options = found[rank] = []
                steps = STEPS.get(rank)
                if steps is None:
                    must = GENERATORS[rank](position, rank_options)
                else:
                    must = forward(position, rank_options, steps)
                if must:
                    # (A joker's skipped king entry is its ace entry, listed before.)
                    compulsory = True
            if skip_enter:
                for option in rank_options:
                    words = option[WORDS]
                    if words != " enter":  # the same as the joker's ace entry
                        actions[prefix + words] = option
            else:
                for option in rank_options:
                    actions[prefix + option[WORDS]] = option
    if not compulsory:
        # Nothing compulsory: the player may give up the card (or the hand) instead.
        if options.no_move_action == "fold-hand":
            actions["fold"] = None
        else:
            for card in hand:
                actions[f"discard {card}"] = None
    return actions
