"""Kruizkeezen house rules. Each field is one open point of the research note (A1-A25)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from games.options import GameOptions


class KeezenOptions(GameOptions):
    teams: Literal["2v2", "ffa"] = Field(
        "2v2",
        description="A2: 2v2 = partners sit opposite (seats 1+3 vs 2+4) and a team wins with "
        "all 8 pawns home; ffa = everyone alone, first with 4 pawns home wins.",
    )
    jokers: Literal[4, 2] = Field(
        4,
        description="A3: jokers in the pack. With 2, the third subround takes two cards from "
        "the used pile.",
    )
    discard_draw: Literal["shuffled", "top"] = Field(
        "shuffled",
        description="A3: with 2 jokers, draw the missing cards from the shuffled used pile "
        "(hidden) or take its top cards.",
    )
    dealer_rotation: Literal["per-subround", "per-shuffle"] = Field(
        "per-subround",
        description="A4: the dealer passes on after every subround (seed) or after each shuffle.",
    )
    no_move_action: Literal["discard-one", "fold-hand"] = Field(
        "discard-one",
        description="A1: a player who cannot (or need not) move discards one card, or folds "
        "the whole hand for the rest of the subround.",
    )
    card_exchange: bool = Field(
        False,
        description="A5: in 2v2, partners give each other one card face down after each deal "
        "of a subround.",
    )
    hit_own_pawns: bool = Field(
        True,
        description="A6: landing on a pawn of the moving pawn's own colour sends it home too "
        "(off: such a move is illegal).",
    )
    ten_into_home: Literal["skip", "illegal"] = Field(
        "skip",
        description="A7: a pawn moved by a 10 skips its own home branch, or may not pass its "
        "home entrance at all.",
    )
    ten_target: Literal["opponent", "any"] = Field(
        "opponent",
        description="A7: the 10 moves an opponent's pawn (seed), or any pawn on the board.",
    )
    opponent: Literal["other-team", "any-other-player"] = Field(
        "other-team",
        description="A8/A9: who counts as an opponent for the 10 and the jack in 2v2.",
    )
    jack_own_start_pawn: bool = Field(
        False,
        description="A9: the jack may swap away your own pawn that stands on its own start place.",
    )
    cross: bool = Field(True, description="Play with the cross to the centre spot (the 8 rule).")
    gate_offset: Annotated[int, Field(ge=1, le=15)] = Field(
        8,
        description="A11: the gates into the cross are track fields 16q + gate_offset.",
    )
    arm_length: Annotated[int, Field(ge=1, le=6)] = Field(
        3, description="A11: fields in each arm of the cross between gate and centre spot."
    )
    eight_from_gate: bool = Field(
        False,
        description="A10: an 8 that starts on a gate also turns into the cross.",
    )
    pass_through: Literal["straight", "mover-chooses"] = Field(
        "straight",
        description="A12: a pawn passing the centre spot goes straight on, or the mover "
        "picks the exit arm.",
    )
    centre_exit: Literal["not-entry", "any"] = Field(
        "not-entry",
        description="A13: arms a pawn may leave the centre spot by: all but its entry arm, or any.",
    )
    backward_in_cross: Literal["retrace", "forbidden"] = Field(
        "retrace",
        description="A14: a 4 in the cross retraces the pawn's route, or cannot be played there.",
    )
    seven_hits_passed: bool = Field(
        False,
        description="A15: each part of a 7 also hits every pawn it passes.",
    )
    seven_partner_remainder: bool = Field(
        True,
        description="A16: in 2v2, the rest of a 7 that brings your last pawn home moves a "
        "partner's pawn.",
    )
    strict_must_move: bool = Field(
        False,
        description="A17: off = moving past your own start place is never compulsory; on = "
        "every possible move is compulsory.",
    )
    must_enter_home: bool = Field(
        False,
        description="A18: a pawn that can go into its home with a card may not pass it by.",
    )
    home_moves_obligatory: bool = Field(
        False,
        description="A19: moves inside the home count for the must-move rule.",
    )
    opening_redeal: bool = Field(
        False,
        description="A24: reshuffle the first subround of a shuffle when a hand holds no "
        "ace, king or joker.",
    )
    max_deals: Annotated[int, Field(ge=1, le=200)] = Field(
        60,
        description="Guard: after this many shuffles the game ends; most pawns home wins.",
    )
