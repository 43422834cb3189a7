"""Kruizkeezen house rules: each field is a point the original rules leave open."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from games.message import marked
from games.options import GameOptions


class KeezenOptions(GameOptions):
    teams: Literal["2v2", "ffa"] = Field(
        "2v2",
        description=marked(
            "2v2: partners sit opposite (seats 1+3 against 2+4) and a team wins with "
            "all 8 pawns home. ffa: everyone plays alone and the first with 4 pawns home wins."
        ),
    )
    jokers: Literal[4, 2] = Field(
        4,
        description=marked(
            "How many jokers are in the pack: 4, or 2 (then the third round of a shuffle "
            "takes two cards from the played pile)."
        ),
    )
    discard_draw: Literal["shuffled", "top"] = Field(
        "shuffled",
        description=marked(
            "With 2 jokers, the missing cards come from the played pile: "
            "shuffled = shuffled and dealt unseen; top = its top cards."
        ),
    )
    dealer_rotation: Literal["per-subround", "per-shuffle"] = Field(
        "per-subround",
        description=marked(
            "per-subround: the deal passes on after every round, as in the original rules; "
            "per-shuffle: only after each new shuffle."
        ),
    )
    no_move_action: Literal["discard-one", "fold-hand"] = Field(
        "discard-one",
        description=marked(
            "A player who cannot (or need not) move: discard-one = discards one "
            "card and stays in; fold-hand = throws the whole hand away for the rest of the round."
        ),
    )
    card_exchange: bool = Field(
        False,
        description=marked(
            "On: in 2v2, partners give each other one card face down after each deal."
        ),
    )
    hit_own_pawns: bool = Field(
        True,
        description=marked(
            "On: landing on a pawn of the moving pawn's own colour sends it to its "
            "base too. Off: such a move is not allowed."
        ),
    )
    ten_into_home: Literal["skip", "illegal"] = Field(
        "skip",
        description=marked(
            "skip: a pawn moved by a 10 goes past its own home lane; illegal: a 10 may not "
            "carry a pawn past its home entrance at all."
        ),
    )
    ten_target: Literal["opponent", "any"] = Field(
        "opponent",
        description=marked(
            "opponent: the 10 moves an opponent's pawn, as in the original rules; any: any "
            "pawn on the board, your own and your partner's too."
        ),
    )
    opponent: Literal["other-team", "any-other-player"] = Field(
        "other-team",
        description=marked(
            "Whose pawns the 10 and the jack may take in 2v2: other-team = only the other "
            "team's; any-other-player = your partner's too."
        ),
    )
    jack_own_start_pawn: bool = Field(
        False,
        description=marked(
            "On: the jack may swap away your own pawn that stands on its own start place."
        ),
    )
    cross: bool = Field(
        True,
        description=marked(
            "On: play with the cross to the centre spot (the 8 rule). Off: a plain track."
        ),
    )
    gate_offset: Annotated[int, Field(ge=1, le=15)] = Field(
        8,
        description=marked(
            "Where the gates into the cross are: this many fields after each start place "
            "(8 puts them at T8, T24, T40 and T56)."
        ),
    )
    arm_length: Annotated[int, Field(ge=1, le=6)] = Field(
        3,
        description=marked(
            "How many fields each arm of the cross has between its gate and the centre spot."
        ),
    )
    eight_from_gate: bool = Field(
        False,
        description=marked("On: an 8 that starts on a gate also turns into the cross."),
    )
    pass_through: Literal["straight", "mover-chooses"] = Field(
        "straight",
        description=marked(
            "A pawn passing the centre spot: straight = goes straight on; mover-chooses = "
            "its player picks the arm it leaves by."
        ),
    )
    centre_exit: Literal["not-entry", "any"] = Field(
        "not-entry",
        description=marked(
            "A pawn leaving the centre spot: not-entry = by any arm but the one it came in "
            "by; any = by any arm."
        ),
    )
    backward_in_cross: Literal["retrace", "forbidden"] = Field(
        "retrace",
        description=marked(
            "A 4 for a pawn in the cross: retrace = it walks back the way it came; "
            "forbidden = it cannot be played there."
        ),
    )
    seven_hits_passed: bool = Field(
        False,
        description=marked("On: each part of a split 7 also sends home every pawn it passes."),
    )
    seven_partner_remainder: bool = Field(
        True,
        description=marked(
            "On: in 2v2, the rest of a 7 that brings your last pawn home moves one of "
            "your partner's pawns."
        ),
    )
    strict_must_move: bool = Field(
        False,
        description=marked(
            "Off: moving past your own start place is never compulsory. On: every possible "
            "move is compulsory."
        ),
    )
    must_enter_home: bool = Field(
        False,
        description=marked(
            "On: a pawn that can go into its home lane with a card may not pass it by."
        ),
    )
    home_moves_obligatory: bool = Field(
        False,
        description=marked("On: moves inside the home lane count for the must-move rule."),
    )
    opening_redeal: bool = Field(
        False,
        description=marked(
            "On: deal the first round of a shuffle again when a hand holds no ace, king or joker."
        ),
    )
    max_deals: Annotated[int, Field(ge=1, le=200)] = Field(
        60,
        description=marked(
            "A safety limit: after this many shuffles the game ends and the most pawns home wins."
        ),
    )
