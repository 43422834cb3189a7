"""The tenth card from the bottom, the end of the game and the penalty count."""

from __future__ import annotations

from games.meierijen import MeieRijen
from tests.meierijen.helpers import BL, R, game, pass_any, pass_until_end_phase

# Fields stay C = 5h, D = 7d, E = 8s while both players only pass; none of these fit.
DEAD_RED = ("3d", "4d", "5d", "3h", "4h", "Kh", "Qh", "Jh", "10h")
DEAD_BLUE = ("3c", "4c", "5c", "6c", "7c", "3s", "4s", "5s", "6s", "7s")


def end_game(red_bottom: tuple[str, ...], **options: object) -> MeieRijen:
    g = game(red_bottom=red_bottom, blue_bottom=DEAD_BLUE, **options)  # type: ignore[arg-type]
    pass_until_end_phase(g, R)
    return g


def test_the_tenth_card_from_the_bottom_starts_the_end_phase_face_up() -> None:
    g = end_game(("9h", *DEAD_RED))
    seat = g.view(None)["seats"][0]
    assert seat["end_phase"] and seat["draw_pile"] == 10
    assert seat["face_up"] == "9h"  # the marker, public


def test_no_more_drawing_in_the_end_phase() -> None:
    g = end_game((*DEAD_RED, "9h"))
    hand = len(g.view(R)["hand"])
    pass_any(g, R)
    pass_any(g, BL)
    assert g.turn() == [R]
    assert len(g.view(R)["hand"]) == hand  # no refill
    assert g.view(None)["seats"][0]["draw_pile"] == 9


def test_the_face_up_card_must_be_played_if_possible_and_the_next_one_turns() -> None:
    g = end_game(("6h", "7h", *DEAD_RED[:8]))
    legal = g.legal_moves(R)
    assert "play 6h C from pile" in legal
    assert not any(m.startswith("pass 6h") for m in legal)
    g.play(R, "play 6h C from pile")
    assert g.view(None)["seats"][0]["face_up"] == "7h"
    assert g.turn() == [R]
    g.play(R, "play 7h C from pile")
    legal = g.legal_moves(R)
    assert "pass 3d open" in legal and "pass 3d penalty" in legal
    assert not any(m.startswith("pass") and "3d" not in m for m in legal)  # no hand pass


def test_end_phase_forced_off_lets_a_fitting_face_up_card_be_passed() -> None:
    g = end_game(("6h", *DEAD_RED), end_phase_forced=False)
    assert "pass 6h open" in g.legal_moves(R)


def test_an_unplayable_face_up_card_goes_to_open_cards_or_penalty_pile_and_ends_the_turn() -> None:
    g = end_game((*DEAD_RED, "9h"))
    g.play(R, "pass 3d penalty")
    assert g.turn() == [BL]
    assert g.view(None)["seats"][0]["penalty_pile"][-1] == "3d"
    pass_any(g, BL)
    assert g.view(None)["seats"][0]["face_up"] == "4d"


def test_open_cards_are_unlimited_in_the_end_phase() -> None:
    g = end_game((*DEAD_RED, "9h"))
    hand, opens = g.hands[0], g.opens[0]
    while len(opens) < 4 and hand:  # state poke: four open cards already
        opens.append(hand.pop())
    opens += [hand.pop() for _ in range(min(2, len(hand)))]
    assert "pass 3d open" in g.legal_moves(R)


def test_open_unlimited_both_lifts_the_limit_for_the_opponent_too() -> None:
    for mode, expected in (("player", False), ("both", True)):
        g = end_game((*DEAD_RED, "9h"), open_unlimited=mode)
        assert not g.in_end_phase(1)  # Blue's pile still holds more than ten cards
        hand, opens = g.hands[1], g.opens[1]
        while len(opens) < 4:  # state poke: Blue has four open cards
            opens.append(hand.pop())
        assert g.open_room(1) == expected


def test_end_phase_pass_flip_and_hand_passes_a_hand_card_as_well() -> None:
    g = end_game((*DEAD_RED, "9h"), end_phase_pass="flip_and_hand")
    g.play(R, "pass 3d penalty")
    assert g.turn() == [R] and g.phase == "hand_pass"
    legal = g.legal_moves(R)
    assert legal and all(m.startswith("pass ") for m in legal)
    g.play(R, legal[0])
    assert g.turn() == [BL]


def play_out(g: MeieRijen) -> None:
    for _ in range(40):
        if g.over:
            return
        pass_any(g, g.turn()[0])


def test_the_game_stops_when_a_player_has_played_their_whole_draw_pile() -> None:
    g = end_game((*DEAD_RED, "9h"))
    events = []
    for _ in range(40):
        if g.over:
            break
        player = g.turn()[0]
        legal = g.legal_moves(player)
        move = next(m for m in legal if m.startswith("pass") and m.endswith("penalty"))
        events += g.play(player, move)
    assert g.over and g.turn() == []
    assert g.view(None)["seats"][0]["draw_pile"] == 0
    assert g.view(None)["seats"][1]["draw_pile"] > 0
    final = events[-1]
    assert final.points == {p: -n for p, n in g.view(None)["result"].items()}


def test_penalty_points_are_penalty_pile_hand_and_open_cards_lowest_wins() -> None:
    g = end_game((*DEAD_RED, "9h"))
    play_out(g)
    view = g.view(None)
    for s, seat in enumerate(view["seats"]):
        expected = len(seat["penalty_pile"]) + seat["hand_size"] + len(seat["open"])
        assert view["result"][seat["player"]] == expected
        assert g.outcome().points[seat["player"]] == -expected
        assert g.penalty_of(s) == expected
    ranking = g.outcome().ranking
    best = min(view["result"].values())
    assert all(view["result"][p] == best for p in ranking[0])
    assert sorted(p for place in ranking for p in place) == sorted([R, BL])


def test_count_draw_pile_adds_the_cards_left_in_the_pile() -> None:
    g = end_game((*DEAD_RED, "9h"), count_draw_pile=True)
    play_out(g)
    seat = g.view(None)["seats"][1]
    assert g.view(None)["result"][BL] == (
        len(seat["penalty_pile"]) + seat["hand_size"] + len(seat["open"]) + seat["draw_pile"]
    )


def test_end_timing_end_of_turn_lets_the_player_finish_the_turn() -> None:
    g = end_game((*DEAD_RED, "6h"), end_timing="end_of_turn")
    for _ in range(40):
        if g.turn() == [R] and g.view(None)["seats"][0]["draw_pile"] == 1:
            break
        pass_any(g, g.turn()[0])
    g.play(R, "play 6h C from pile")
    assert not g.over and g.turn() == [R]
    assert "pass" in g.legal_moves(R)
    g.play(R, "pass")
    assert g.over


def test_end_timing_immediate_stops_even_mid_turn() -> None:
    g = end_game((*DEAD_RED, "6h"))
    for _ in range(40):
        if g.turn() == [R] and g.view(None)["seats"][0]["draw_pile"] == 1:
            break
        pass_any(g, g.turn()[0])
    g.play(R, "play 6h C from pile")
    assert g.over


def test_end_timing_equal_turns_gives_the_other_player_a_last_turn() -> None:
    g = end_game((*DEAD_RED, "9h"), end_timing="equal_turns")
    for _ in range(40):
        if g.view(None)["seats"][0]["draw_pile"] == 0:
            break
        pass_any(g, g.turn()[0])
    assert not g.over and g.turn() == [BL]  # Red started, so Blue gets its last turn
    pass_any(g, BL)
    assert g.over


def test_ties_go_to_fewer_penalty_pile_cards() -> None:
    g = end_game((*DEAD_RED, "9h"))
    play_out(g)
    # state poke: equal totals, Blue with fewer penalty-pile cards ranks first
    g.result = [5, 5]
    g.pens[0] = ["x"] * 3
    g.pens[1] = ["x"] * 1
    assert g.outcome().ranking[0] == [BL]
