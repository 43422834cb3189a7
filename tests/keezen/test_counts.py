"""Move counts in constructed positions: `legal_moves` is complete, canonical, deduplicated."""

from __future__ import annotations

from tests.keezen.helpers import game, moves_with


def test_count_opening_hand_without_pawns_out_only_the_entries() -> None:
    g = game(["Ah", "Kh", "7c", "5c", "2c"])
    assert g.legal_moves("n") == ["play Ah enter", "play Kh enter"]


def test_count_seven_with_four_pawns_far_apart_is_40() -> None:
    # 4 whole moves + 6 pawn pairs x 6 splits; the other order of each split is the same.
    g = game(["7c"], {"p1": "T20", "p2": "T30", "p3": "T40", "p4": "T50"})
    assert len(moves_with(g, "7c")) == 40


def test_count_seven_with_pawns_close_lists_both_orders_where_they_differ() -> None:
    g = game(["7c"], {"p1": "T20", "p2": "T22"})
    moves = moves_with(g, "7c")
    # p1 2 would hit p2, so "p1 2 p2 5" is out and "p2 5 p1 2" is in.
    assert len(moves) == 2 + 6 and "play 7c p2 5 p1 2" in moves


def test_count_joker_with_one_pawn_out_and_an_opponent_on_the_track_is_15() -> None:
    g = game(["XR"], {"p1": "T3", "p5": "T20"})
    assert len(g.legal_moves("n")) == 15


def test_count_two_jokers_of_the_same_colour_are_listed_once() -> None:
    g = game(["XR", "XR", "5c"], {"p1": "T3"})
    moves = g.legal_moves("n")
    assert len(moves) == len(set(moves))
    # A enter, A 1, A 11, K, Q, 9, 8, 7, 6, 5, 4, 3, 2; no opponent pawn for J and 10.
    assert sum(m.startswith("play XR") for m in moves) == 13


def test_count_king_from_the_centre_spot_has_three_exits_and_a_home_fork() -> None:
    g = game(["Kh"], {"p1": ("M", "in", 0), "p2": "T20"})
    # Arm 3 leads to T56: 3 + 1 + 7 steps reach T63, so 13 can end in the home lane.
    assert moves_with(g, "Kh") == [
        "play Kh enter", "play Kh p1 arm 1", "play Kh p1 arm 2", "play Kh p1 arm 3 home",
        "play Kh p1 arm 3", "play Kh p2",
    ]  # fmt: skip


def test_count_full_hand_midgame_is_deduplicated_and_stable() -> None:
    pawns = {"p1": "T5", "p2": "T12", "p3": ("a11", "out", 0), "p5": "T20", "p9": "T44"}
    g = game(["7c", "XR", "Jc", "10c", "8c"], pawns)
    moves = g.legal_moves("n")
    assert len(moves) == len(set(moves))
    assert moves == g.copy().legal_moves("n")
    # J: 3 swaps with p5 (p9 is the partner's); 10: p5; 8: 3; 7: 3 whole + 3 pairs x 6;
    # joker: A 7, K 3, Q 3, J 3, 10 1, 9 3, 8 3, 7 21, 6/5/4/3/2 3 each = 59.
    assert len(moves) == 3 + 1 + 3 + 21 + 59
