"""The normal Kruizkeezen player's scoring of a board."""

from __future__ import annotations

import pytest

from games.keezen.ai import (
    OPPONENT_SHARE,
    THREAT_SHARE,
    _progress,
    evaluate,
    friendly_pawns,
    progress_table,
)

PROGRESS = progress_table(3, 8)
RED_AND_YELLOW = friendly_pawns(0, True)


def board(**fields: int) -> tuple[list[int], list[int]]:
    """Every pawn in base but those named, `p1=5` putting pawn p1 on T5."""
    pos = [-1] * 16
    for name, field in fields.items():
        pos[int(name[1:]) - 1] = field
    return pos, [-1] * 16


def worth(**fields: int) -> float:
    pos, xi = board(**fields)
    return evaluate(pos, xi, RED_AND_YELLOW, PROGRESS)


def test_partners_are_one_side_in_teams_and_every_colour_alone_otherwise() -> None:
    assert [k for k in range(16) if RED_AND_YELLOW[k]] == [0, 1, 2, 3, 8, 9, 10, 11]
    assert [k for k in range(16) if friendly_pawns(1, False)[k]] == [4, 5, 6, 7]


def test_an_empty_board_is_worth_nothing() -> None:
    assert worth() == 0.0


def test_own_and_partner_pawns_count_their_progress_and_opponents_against() -> None:
    assert worth(p1=5) == 15.0  # ten for leaving base, five steps
    assert worth(p9=37) == 15.0  # yellow starts on T32
    assert worth(p5=21) == pytest.approx(-OPPONENT_SHARE * 15.0)


def test_an_opponent_up_to_thirteen_fields_behind_threatens_a_pawn() -> None:
    alone = worth(p1=20)
    blue = 10.0 + (7 - 16) % 64  # blue's pawn on T7 has come 55 fields
    assert worth(p1=20, p5=7) == pytest.approx(alone - THREAT_SHARE * alone - OPPONENT_SHARE * blue)
    # Fourteen fields behind it is out of reach.
    assert worth(p1=20, p5=6) == pytest.approx(alone - OPPONENT_SHARE * (blue - 1))


def test_threats_reach_across_the_wrap_from_t63_to_t0() -> None:
    red = worth(p1=2)
    green = _progress(12, 60, -1, 3, 8)
    assert worth(p1=2, p13=60) == pytest.approx(red - THREAT_SHARE * red - OPPONENT_SHARE * green)


def test_a_pawn_on_its_own_start_place_is_safe_and_partners_never_threaten() -> None:
    blue = _progress(4, 62, -1, 3, 8)
    assert worth(p1=0, p5=62) == pytest.approx(10.0 - OPPONENT_SHARE * blue)
    assert worth(p1=20, p9=10) == worth(p1=20) + worth(p9=10)


def test_each_opponent_in_reach_counts_once() -> None:
    alone = worth(p1=30)
    threatened = worth(p1=30, p5=20, p6=25)
    blues = worth(p5=20) + worth(p6=25)
    assert threatened == pytest.approx(alone * (1 - 2 * THREAT_SHARE) + blues)
