"""MeieRijen house rules: every point the original rules leave open."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from games.message import marked
from games.options import GameOptions


class MeieRijenOptions(GameOptions):
    joker_colour: Literal["match", "any"] = Field(
        "match",
        description=marked(
            "match: the red joker fits C and D, the black joker E and D; "
            "any: either joker fits every field."
        ),
    )
    setup_tie: Literal["redraw", "coin"] = Field(
        "redraw",
        description=marked(
            "Equal start cards on C and E: redraw both (redraw) or let a coin toss "
            "pick who places the mix card (coin)."
        ),
    )
    ace_on_empty: Literal["removed", "forbidden"] = Field(
        "removed",
        description=marked(
            "removed: an ace (or a wild as ace) may start a stack and is removed at "
            "once, also at setup; forbidden: aces never start a stack and are passed over at setup."
        ),
    )
    wild_may_start: bool = Field(
        True, description=marked("A two or joker may start an empty field, declared as any rank.")
    )
    empty_hand_draw: Literal["automatic", "optional"] = Field(
        "automatic",
        description=marked(
            "An emptied hand draws 5 more at once (automatic) or only on 'draw' (optional)."
        ),
    )
    open_limit_scope: Literal["per_player", "shared"] = Field(
        "per_player",
        description=marked(
            "per_player: each player may have 4 open cards; shared: 4 for the whole mat."
        ),
    )
    penalty_access: Literal["top", "any", "opponent_top", "none"] = Field(
        "top",
        description=marked(
            "Which penalty cards may be played: top = the top of any pile; any = any "
            "card of any pile; opponent_top = only opponents' tops; none = none."
        ),
    )
    ten_pawn_actions: Literal["each_pawn_once", "one"] = Field(
        "each_pawn_once",
        description=marked(
            "each_pawn_once: a ten-card acts on any number of pawns, each once; "
            "one: on one pawn only."
        ),
    )
    white_targets: Literal["A-F", "A-G"] = Field(
        "A-F",
        description=marked(
            "A-F: as the original rules list (Blue's penalty field G cannot be blocked); "
            "A-G: G too."
        ),
    )
    block_scope: Literal["everyone", "opponents_of_placer"] = Field(
        "everyone",
        description=marked(
            "Whom a white pawn blocks: everyone, or opponents_of_placer = everyone "
            "but the player who placed it."
        ),
    )
    penalty_block: Literal["closed", "take_only"] = Field(
        "closed",
        description=marked(
            "A blocked penalty field: closed for taking and adding (closed), or only "
            "for taking (take_only)."
        ),
    )
    end_phase_forced: bool = Field(
        True,
        description=marked(
            "End phase: the face-up pile card must be played while it fits a field."
        ),
    )
    end_phase_pass: Literal["flip_only", "flip_and_hand"] = Field(
        "flip_only",
        description=marked(
            "End phase: the unplayable face-up card is the turn's pass card "
            "(flip_only), or a hand card is passed as well (flip_and_hand)."
        ),
    )
    open_unlimited: Literal["player", "both"] = Field(
        "player",
        description=marked(
            "Who loses the limit of 4 open cards in the end phase: the player in it, "
            "or everyone once anyone is in it."
        ),
    )
    end_timing: Literal["immediate", "end_of_turn", "equal_turns"] = Field(
        "immediate",
        description=marked(
            "When an empty draw pile ends the game: at once, at the end of that turn, "
            "or once every player has had as many turns as the starting player."
        ),
    )
    count_draw_pile: bool = Field(
        False, description=marked("Cards left in a draw pile count as penalty points too.")
    )
    multiplayer: bool = Field(
        False,
        description=marked(
            "Extension (not in the original 2-player rules): allow 3 or 4 "
            "players, each with their own deck, draw pile, penalty field and open cards."
        ),
    )
