"""The claim algorithm on its own: the research note's examples and invariants."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from games.muriel.cards import DECK, VALUE
from games.muriel.claims import resolve


def test_claim_example_1_highest_card_takes_itself_and_the_next_highest() -> None:
    r = resolve([(0, "Qs"), (1, "2c"), (3, "Jh"), (5, "7c")])
    assert r.winner == 0 and r.claims == [(0, "Qs"), (3, "Jh")]
    assert r.strays == [(1, "2c"), (5, "7c")]


def test_claim_example_2_two_identical_top_cards_go_to_the_second() -> None:
    r = resolve([(0, "3c"), (2, "Kh"), (5, "Ks"), (6, "Qd")])
    assert r.winner == 5 and sorted(c for _, c in r.claims) == ["Kh", "Ks"]


def test_claim_example_3_three_identical_second_takes_second_and_third() -> None:
    r = resolve([(0, "3c"), (1, "Qh"), (3, "Qs"), (6, "Qd")])
    assert r.winner == 3 and r.claims == [(3, "Qs"), (6, "Qd")]
    assert (1, "Qh") in r.strays


def test_claim_example_4_muriel_second_joker_takes_jokers_and_bonus_claims() -> None:
    r = resolve([(0, "XR"), (2, "Kh"), (4, "XB"), (7, "Qs"), (8, "Js")])
    assert r.muriel and r.winner == 4
    assert r.claims == [(0, "XR"), (4, "XB"), (2, "Kh"), (7, "Qs")]
    assert r.strays == [(8, "Js")]


def test_claim_example_5_a_lone_card_goes_to_its_own_player() -> None:
    r = resolve([(4, "9d")])
    assert r.winner == 4 and r.claims == [(4, "9d")] and r.strays == []


def test_tied_second_claim_takes_the_earlier_card() -> None:
    r = resolve([(0, "Qs"), (1, "Jh"), (2, "Jd")])
    assert r.claims == [(0, "Qs"), (1, "Jh")]


def test_without_the_muriel_rule_two_jokers_are_identical_claims() -> None:
    r = resolve([(0, "XR"), (2, "Kh"), (4, "XB")], muriel_rule=False)
    assert not r.muriel and r.winner == 4 and len(r.claims) == 2


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=9, unique=True), st.booleans())
def test_claims_and_strays_split_the_table_and_the_winner_played_a_claim(
    cards: list[str], muriel_rule: bool
) -> None:
    table = [(i, c) for i, c in enumerate(cards)]
    r = resolve(table, muriel_rule)
    assert sorted(r.claims + r.strays) == sorted(table)
    expected = min(len(table), 4) if r.muriel else min(len(table), 2)
    assert len(r.claims) == expected
    assert r.winner in {s for s, _ in r.claims}
    top = max(VALUE[c] for c in cards)
    assert max(VALUE[c] for _, c in r.claims) == top
