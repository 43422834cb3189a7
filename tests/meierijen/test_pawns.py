"""Ten-cards and the pawns (seed: 'What is a ten-card?', 'Pawn Actions')."""

from __future__ import annotations

import random

from games.meierijen import MeieRijen
from games.meierijen.legal import LETTER_BIT, closed_to
from games.meierijen.mat import LETTER_ORDER
from games.meierijen.pawns import blocked
from tests.meierijen.helpers import BL, R, game, pass_any

# Default table: C = 5h, D = 7d, E = 8s; Red starts.


def ten_ready(*more: str, **options: object) -> MeieRijen:
    """Red has played 8d, 9d on D and holds `more` (a ten-card among them)."""
    g = game(red=["5h", "8d", "9d", *more], **options)  # type: ignore[arg-type]
    g.play(R, "play 8d D")
    g.play(R, "play 9d D")
    return g


def test_a_ten_on_a_nine_gives_pawn_actions() -> None:
    g = ten_ready("10d", "3c", "4c")
    g.play(R, "play 10d D")
    assert g.phase == "pawns"
    legal = g.legal_moves(R)
    assert "pawn white F" in legal and "pawn grey" in legal and "pawn red" in legal
    assert legal[-1] == "done"
    assert not any(m.startswith(("play", "pass")) for m in legal)


def test_a_joker_or_a_two_played_as_ten_on_a_nine_is_a_ten_card() -> None:
    for wild in ("XR", "2h", "2d"):
        g = ten_ready(wild, "3c", "4c")
        g.play(R, f"play {wild} D as 10")
        assert g.phase == "pawns", wild


def test_a_ten_not_placed_on_a_nine_is_no_ten_card() -> None:
    g = game(red=["5h", "Kd", "Ad", "10d", "3c", "4c"], blue=["8s", "Qd"])
    g.play(R, "play Kd D")
    g.play(R, "play Ad D")
    g.play(R, "play 10d D")  # starts the empty field
    assert g.phase == "play"


def test_a_white_pawn_on_the_opponents_draw_pile_makes_them_pass_one_turn() -> None:
    g = ten_ready("10d", "3c", "4c")
    g.play(R, "play 10d D")
    g.play(R, "pawn white F")
    g.play(R, "done")
    assert g.view(None)["white_pawns"] == ["F", "H"]
    g.play(R, "pass 3c open")
    assert g.turn() == [R]  # Blue passed a turn
    assert g.view(None)["white_pawns"] == ["H", "H"]  # and the pawn went home
    assert g.view(BL)["hand"] == []  # Blue did not even draw


def test_a_white_pawn_blocks_a_field_until_a_ten_card_sends_it_home() -> None:
    g = ten_ready("10d", "9s", "10s", "6h")
    g.play(R, "play 10d D")
    g.play(R, "pawn white C")
    g.play(R, "done")
    assert not any(" C" in m for m in g.legal_moves(R) if m.startswith("play"))
    g.play(R, "play 9s E")
    g.play(R, "play 10s E")  # a second ten-card
    assert "pawn white C home" in g.legal_moves(R)
    g.play(R, "pawn white C home")
    g.play(R, "done")
    assert "play 6h C" in g.legal_moves(R)


def test_a_white_pawn_may_move_straight_to_another_target() -> None:
    g = ten_ready("10d", "9s", "10s", "6h")
    g.play(R, "play 10d D")
    g.play(R, "pawn white C")
    g.play(R, "done")
    g.play(R, "play 9s E")
    g.play(R, "play 10s E")
    g.play(R, "pawn white C to F")
    assert g.view(None)["white_pawns"][0] == "F"


def test_white_pawn_targets_are_A_to_F_not_the_own_draw_pile() -> None:
    g = ten_ready("10d", "3c", "4c")
    g.play(R, "play 10d D")
    places = {m.split()[2] for m in g.legal_moves(R) if m.startswith("pawn white")}
    assert places == {"A", "C", "D", "E", "F"}


def test_white_targets_A_to_G_adds_blues_penalty_field() -> None:
    g = ten_ready("10d", "3c", "4c", white_targets="A-G")
    g.play(R, "play 10d D")
    places = {m.split()[2] for m in g.legal_moves(R) if m.startswith("pawn white")}
    assert places == {"A", "C", "D", "E", "F", "G"}


def test_a_blocked_penalty_field_is_closed_for_taking_and_adding() -> None:
    g = ten_ready("10d", "3c", "4c")
    g.play(R, "play 10d D")
    g.play(R, "pawn white A")
    g.play(R, "done")
    legal = g.legal_moves(R)
    assert not any(m.endswith(" penalty") for m in legal)
    assert "pass 3c open" in legal


def test_penalty_block_take_only_still_lets_the_owner_add() -> None:
    g = ten_ready("10d", "3c", "4c", penalty_block="take_only")
    g.play(R, "play 10d D")
    g.play(R, "pawn white A")
    g.play(R, "done")
    g.play(R, "pass 3c penalty")
    assert g.view(None)["seats"][0]["penalty_pile"] == ["3c"]


def test_a_block_holds_for_everyone_by_default() -> None:
    g = ten_ready("10d", "Jd", "4c")
    g.play(R, "play 10d D")
    g.play(R, "pawn white D")
    g.play(R, "done")
    assert "play Jd D" not in g.legal_moves(R)


def test_block_scope_opponents_of_placer_spares_the_placer() -> None:
    g = ten_ready("10d", "Jd", "4c", block_scope="opponents_of_placer")
    g.play(R, "play 10d D")
    g.play(R, "pawn white D")
    g.play(R, "done")
    assert "play Jd D" in g.legal_moves(R)


def test_the_grey_pawn_allows_doubles_then_returns_to_the_base() -> None:
    g = ten_ready("10d", "10h", "Jd")
    g.play(R, "play 10d D")
    g.play(R, "pawn grey")
    g.play(R, "done")
    assert "play 10h D" in g.legal_moves(R)  # a 10 on a 10
    g.play(R, "play 10h D")
    g.play(R, "play Jd D")
    assert g.view(None)["grey_pawn"] == R
    pass_any(g, R)
    assert g.view(None)["grey_pawn"] is None


def test_an_unused_grey_pawn_is_kept_and_the_opponent_may_take_it() -> None:
    g = ten_ready("10d", "3c", "4c", blue=["8s", "7d", "9s", "10s", "4d", "5d", "6d"])
    g.play(R, "play 10d D")
    g.play(R, "pawn grey")
    g.play(R, "done")
    g.play(R, "pass 3c open")
    assert g.view(None)["grey_pawn"] == R
    g.play(BL, "play 9s E")
    g.play(BL, "play 10s E")
    assert "pawn grey" in g.legal_moves(BL)
    g.play(BL, "pawn grey")
    assert g.view(None)["grey_pawn"] == BL


def test_the_red_pawn_allows_jumps_but_never_onto_an_ace() -> None:
    for last in ("Ad", "XR"):
        g = ten_ready("10d", "Qd", last)
        g.play(R, "play 10d D")
        g.play(R, "pawn red")
        g.play(R, "done")
        assert "play Qd D" in g.legal_moves(R)  # 10 -> Q skips the jack
        g.play(R, "play Qd D")
        legal = g.legal_moves(R)
        assert "play Ad D" not in legal  # Q -> A would be a jump onto the ace
        assert "play XR D as A" not in legal
        if last == "XR":
            assert "play XR D as K" in legal
        pass_any(g, R)
        assert g.view(None)["red_pawn"] is None


def test_one_ten_card_acts_on_each_pawn_once() -> None:
    g = ten_ready("10d", "3c", "4c")
    g.play(R, "play 10d D")
    g.play(R, "pawn white F")
    legal = g.legal_moves(R)
    assert "pawn white F home" not in legal
    assert "pawn white C" in legal  # the second white pawn
    g.play(R, "pawn white C")
    g.play(R, "pawn grey")
    g.play(R, "pawn red")
    assert g.phase == "play"  # nothing left to do: the pawn actions end by themselves


def test_ten_pawn_actions_one_allows_a_single_action() -> None:
    g = ten_ready("10d", "3c", "4c", ten_pawn_actions="one")
    g.play(R, "play 10d D")
    g.play(R, "pawn grey")
    assert g.phase == "play"


def test_the_letters_a_white_pawn_closes_are_read_as_bits_as_blocked_says() -> None:
    """Listing moves reads the fields and penalty piles white pawns close as one int
    (`legal.closed_to`); it must close exactly those `blocked` names, for every seat
    and scope (draw piles have no bit: a closed draw pile changes no listing)."""
    placed = 0
    for scope in ("everyone", "opponents_of_placer"):
        for players in (2, 4):
            options = {"block_scope": scope, "multiplayer": players > 2}
            rng = random.Random(players)
            for seed in range(40):
                g = MeieRijen.new([f"p{i}" for i in range(players)], seed=seed, options=options)
                for _ in range(400):
                    if g.over:
                        break
                    table = g.table
                    if any(table.state.white_places):
                        placed += 1
                    for seat in range(players):
                        bits = closed_to(table, seat)
                        for letter in filter(LETTER_BIT.get, LETTER_ORDER[players]):
                            closes = bool(bits & LETTER_BIT[letter])
                            assert closes == blocked(table, letter, seat), (letter, seat)
                    mover = rng.choice(g.turn())
                    g.play(mover, rng.choice(g.legal_moves(mover)))
    assert placed > 100  # the white pawns stood somewhere often enough to tell
