"""Playing cards, passing, refilling (seed: 'Gameplay' steps 1-16 and 'Aces')."""

from __future__ import annotations

from games.meierijen import MeieRijen
from tests.meierijen.helpers import BL, R, game, pass_any, tops

# Default table: C = 5h, D = 7d, E = 8s; Red starts with the five cards after 5h.


def red_hand(*cards: str, **options: object) -> MeieRijen:
    return game(red=["5h", *cards], **options)  # type: ignore[arg-type]


def test_ascending_play_one_rank_up() -> None:
    g = red_hand("6h", "7h", "9s", "8d", "3c")
    legal = g.legal_moves(R)
    assert "play 6h C" in legal
    assert "play 7h C" not in legal
    assert "play 9s E" in legal
    assert "play 8d D" in legal
    g.play(R, "play 6h C")
    assert "play 7h C" in g.legal_moves(R)


def test_rank_order_runs_ten_jack_queen_king_ace() -> None:
    g = red_hand("9h", "10h", "Jh", "Qh", "Kh", blue=["8s", "8d"])
    g.play(R, "play 9h D")
    for card in ("10h", "Jh", "Qh", "Kh"):
        # 10h on the 9 is a ten-card: skip its pawn actions
        g.play(R, f"play {card} D")
        if g.phase == "pawns":
            g.play(R, "done")
    assert tops(g)["D"] == "Kh"


def test_red_field_takes_only_red_cards_and_black_field_only_black() -> None:
    g = red_hand("6s", "9d", "6d", "3c", "4c")
    legal = g.legal_moves(R)
    assert "play 6s C" not in legal and "play 6d C" in legal
    assert "play 9d E" not in legal


def test_mix_field_takes_both_colours() -> None:
    g = red_hand("8c", "8h", "3c", "4c", "5c")
    legal = g.legal_moves(R)
    assert "play 8c D" in legal and "play 8h D" in legal


def test_twos_and_jokers_are_wild_in_their_own_colour() -> None:
    g = red_hand("XR", "2h", "2s", "XB", "3c")
    legal = g.legal_moves(R)
    assert "play XR C as 6" in legal and "play XR D as 8" in legal
    assert not any(m.startswith("play XR E") for m in legal)
    assert "play 2h C as 6" in legal and not any(m.startswith("play 2h E") for m in legal)
    assert "play 2s E as 9" in legal and not any(m.startswith("play 2s C") for m in legal)
    assert "play XB E as 9" in legal and not any(m.startswith("play XB C") for m in legal)
    g.play(R, "play XR C as 6")
    assert g.view(None)["fields"]["C"]["rank"] == "6"
    assert "play 2h C as 7" in g.legal_moves(R)


def test_joker_colour_any_lets_either_joker_on_every_field() -> None:
    g = red_hand("XR", "XB", "3c", "4c", "6c", joker_colour="any")
    legal = g.legal_moves(R)
    assert "play XR E as 9" in legal and "play XB C as 6" in legal
    assert not any(m.startswith("play 2") and " C " in m for m in legal)


def test_an_ace_closes_the_stack_and_removes_it() -> None:
    g = red_hand("Kd", "Ad", "3c", "4c", "5c", blue=["8s", "Qd"])
    g.play(R, "play Kd D")
    g.play(R, "play Ad D")
    view = g.view(None)
    assert view["fields"]["D"] == {"top": None, "rank": None, "size": 0}
    assert view["removed"] == 3
    assert g.cards_in_play() == g.full_deck()


def test_a_wild_played_as_ace_closes_the_stack() -> None:
    g = red_hand("Kd", "2d", "3c", "4c", "5c", blue=["8s", "Qd"])
    g.play(R, "play Kd D")
    g.play(R, "play 2d D as A")
    assert tops(g)["D"] is None


def test_a_new_stack_starts_with_any_card_of_the_right_colour() -> None:
    g = red_hand("Kd", "Ad", "Jc", "9h", "5c", blue=["8s", "Qd"])
    g.play(R, "play Kd D")
    g.play(R, "play Ad D")
    legal = g.legal_moves(R)
    assert "play Jc D" in legal and "play 9h D" in legal
    g.play(R, "play Jc D")
    assert tops(g)["D"] == "Jc"


def test_a_lone_ace_starting_a_field_is_removed_at_once() -> None:
    g = red_hand("Kd", "Ad", "Ac", "9h", "5c", blue=["8s", "Qd"])
    g.play(R, "play Kd D")
    g.play(R, "play Ad D")
    g.play(R, "play Ac D")
    assert tops(g)["D"] is None
    assert g.view(None)["removed"] == 4


def test_ace_on_empty_forbidden_keeps_aces_off_empty_fields() -> None:
    g = red_hand("Kd", "Ad", "Ac", "XB", "5c", blue=["8s", "Qd"], ace_on_empty="forbidden")
    g.play(R, "play Kd D")
    g.play(R, "play Ad D")
    legal = g.legal_moves(R)
    assert "play Ac D" not in legal
    assert "play XB D as K" in legal and "play XB D as A" not in legal


def test_a_wild_may_start_a_stack_as_any_rank() -> None:
    g = red_hand("Kd", "Ad", "XB", "3c", "5c", blue=["8s", "Qd"])
    g.play(R, "play Kd D")
    g.play(R, "play Ad D")
    wild = [m for m in g.legal_moves(R) if m.startswith("play XB D as ")]
    assert len(wild) == 12


def test_wild_may_start_off_keeps_wilds_off_empty_fields() -> None:
    g = red_hand("Kd", "Ad", "XB", "3c", "5c", blue=["8s", "Qd"], wild_may_start=False)
    g.play(R, "play Kd D")
    g.play(R, "play Ad D")
    assert not any(m.startswith("play XB D") for m in g.legal_moves(R))


def test_playing_is_optional_and_the_turn_ends_with_a_pass_card() -> None:
    g = red_hand("6h", "3c", "4c", "5c", "Jc")
    assert "pass 6h open" in g.legal_moves(R)
    assert "pass" not in g.legal_moves(R)  # a pass card is due
    g.play(R, "pass Jc open")
    assert g.turn() == [BL]
    assert g.view(None)["seats"][0]["open"] == ["Jc"]


def test_pass_card_may_go_on_the_own_penalty_pile() -> None:
    g = red_hand("6h", "3c", "4c", "5c", "Jc")
    g.play(R, "pass Jc penalty")
    seat = g.view(None)["seats"][0]
    assert seat["penalty_pile"] == ["Jc"]
    assert seat["penalty_points"] == 5  # 4 in hand + 1 penalty card


def test_at_most_four_open_cards() -> None:
    g = red_hand("3c", "4c", "6c", "7c", "Jc")
    for _ in range(4):
        g.play(R, next(m for m in g.legal_moves(R) if m.startswith("pass") and m.endswith(" open")))
        pass_any(g, BL)
    assert len(g.view(None)["seats"][0]["open"]) == 4
    legal = g.legal_moves(R)
    assert not any(m.startswith("pass") and m.endswith(" open") for m in legal)
    assert any(m.startswith("pass") and m.endswith(" penalty") for m in legal)


def test_open_limit_shared_counts_all_open_cards_on_the_mat() -> None:
    g = red_hand("3c", "4c", "6c", "7c", "Jc", open_limit_scope="shared")
    for _ in range(2):
        g.play(R, next(m for m in g.legal_moves(R) if m.startswith("pass") and m.endswith(" open")))
        g.play(
            BL, next(m for m in g.legal_moves(BL) if m.startswith("pass") and m.endswith(" open"))
        )
    assert not any(m.startswith("pass") and m.endswith(" open") for m in g.legal_moves(R))


def test_refill_to_five_but_always_at_least_two() -> None:
    g = red_hand("3c", "4c", "6c", "7c", "Jc")
    g.play(R, "pass Jc open")  # Red keeps 4
    pass_any(g, BL)
    assert len(g.view(R)["hand"]) == 6  # 4 + at least 2
    g.play(R, "pass 3c penalty")
    pass_any(g, BL)
    assert len(g.view(R)["hand"]) == 7  # 5 + 2


def test_refill_examples_from_the_research_note() -> None:
    # hand size before the refill -> cards drawn: 0->5, 1->4, 2->3, 3->2, 4->2, 7->2
    for before, drawn in ((0, 5), (1, 4), (2, 3), (3, 2), (4, 2), (7, 2)):
        g = red_hand("3c", "4c", "6c", "7c", "Jc")
        g.play(R, "pass Jc open")
        hand, pile = g.hands[0], g.piles[0]
        while len(hand) > before:  # state poke: set Red's hand size for the refill
            g.out.append(hand.pop())
        while len(hand) < before:
            hand.append(pile.pop())
        size = len(pile)
        pass_any(g, BL)
        assert size - len(g.piles[0]) == drawn, before
        assert g.cards_in_play() == g.full_deck()


def test_emptying_the_hand_draws_five_more_in_the_same_turn_again_and_again() -> None:
    g = red_hand(
        "6h", "7h", "8h", "9h", "8d",
        "9s", "10s", "Js", "Qs", "Ks",
        "3c", "4c", "6c", "7c", "Jc",
    )  # fmt: skip
    for card in ("6h", "7h", "8h", "9h"):
        g.play(R, f"play {card} C")
    g.play(R, "play 8d D")
    assert g.view(R)["hand"] == ["9s", "10s", "Js", "Qs", "Ks"]
    assert g.turn() == [R]
    for card in ("9s", "10s", "Js", "Qs", "Ks"):
        g.play(R, f"play {card} E")
        if g.phase == "pawns":
            g.play(R, "done")
    assert g.view(R)["hand"] == ["3c", "4c", "6c", "7c", "Jc"]
    assert g.view(None)["seats"][0]["draw_pile"] == 38


def test_empty_hand_draw_optional_waits_for_draw() -> None:
    g = red_hand("6h", "7h", "8h", "9h", "8d", "3c", empty_hand_draw="optional")
    for card in ("6h", "7h", "8h", "9h"):
        g.play(R, f"play {card} C")
    g.play(R, "play 8d D")
    assert g.view(R)["hand"] == []
    legal = g.legal_moves(R)
    assert "draw" in legal and "pass" in legal
    g.play(R, "draw")
    assert len(g.view(R)["hand"]) == 5


def test_players_may_play_each_others_open_cards() -> None:
    g = red_hand("Jc", "3c", "4c", "6c", "7c", blue=["8s", "7d", "6h", "3d", "4d", "5d", "Qd"])
    g.play(R, "pass Jc open")
    g.play(BL, "pass 6h open")  # Blue leaves 6h open; it fits Red's 5h on C
    assert "play 6h C from blue open" in g.legal_moves(R)
    g.play(R, "play 6h C from blue open")
    assert g.view(None)["seats"][1]["open"] == []
    assert "play Jc D" not in g.legal_moves(BL)


def test_penalty_cards_may_be_played_top_card_only() -> None:
    g = red_hand("6h", "3c", "4c", "6c", "7c", blue=["8s", "7d", "9s", "6d", "3d", "4d", "Qd"])
    g.play(R, "pass 6h penalty")
    g.play(BL, "pass 9s penalty")  # Blue's own penalty top fits E (8s)
    g.play(R, "pass 7c penalty")  # Red's refill: 6h now under 7c
    legal = g.legal_moves(BL)
    assert "play 9s E from blue penalty" in legal
    assert not any("from red penalty" in m for m in legal)  # 7c fits nothing, 6h is covered
    g.play(BL, "play 9s E from blue penalty")
    assert g.view(None)["seats"][1]["penalty_pile"] == []


def test_penalty_access_any_opponent_top_and_none() -> None:
    def setup(access: str) -> MeieRijen:
        g = red_hand(
            "6h", "3c", "4c", "6c", "7c", blue=["8s", "7d", "9s", "6d"], penalty_access=access
        )
        g.play(R, "pass 6h penalty")
        g.play(BL, "pass 9s penalty")
        g.play(R, "pass 7c penalty")
        return g

    assert "play 6h C from red penalty" in setup("any").legal_moves(BL)
    g = setup("opponent_top")
    assert "play 9s E from blue penalty" not in g.legal_moves(BL)
    g = setup("none")
    assert not any("penalty" in m and m.startswith("play") for m in g.legal_moves(BL))


def test_a_pass_card_with_nowhere_to_go_ends_the_turn_plainly() -> None:
    g = red_hand("8d", "9d", "10d", "3c", "4c")
    for move in ("play 8d D", "play 9d D", "play 10d D", "pawn white A", "done"):
        g.play(R, move)
    pile = g.piles[0]
    g.opens[0] = [pile.pop() for _ in range(4)]  # state poke: four open cards already
    legal = g.legal_moves(R)
    assert "pass" in legal
    assert not any(m.startswith("pass ") for m in legal)
    g.play(R, "pass")
    assert g.turn() == [BL]
    assert g.view(R)["hand"] == ["3c", "4c"]  # the card stays in hand
