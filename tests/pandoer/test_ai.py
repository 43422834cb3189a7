"""The computer player: legal, blind to hidden cards, bids its hands, better than random."""

from __future__ import annotations

import random
from functools import partial

import pytest

from games.ai import random_move
from games.base import Event
from games.pandoer import Pandoer
from games.pandoer.ai import choose
from games.pandoer.ai_bidding import (
    WEAKER_IN_SUIT,
    contract_scores,
    danger,
    made_chance,
    needed_chance,
    pick_bid,
    rank_key,
    win_tricks,
)
from games.pandoer.cards import PACK, SUIT_OF
from games.pandoer.contracts import CONTRACTS
from games.pandoer.view import seat_sight
from scheids.pandoer_stats import PandoerStats
from scheids.simulate import simulate
from tests.helpers import any_waiting, play_out
from tests.pandoer.helpers import P, deal, run

# Sessions of 8 deals in the table simulation: enough deals for the rarer contracts.
GAMES = 75
LOW = ["7c", "8c", "7d", "8d", "7s", "8s", "7h", "8h"]


def test_computer_moves_are_legal_and_ignore_hidden_cards() -> None:
    for seed in range(6):
        g = Pandoer.new(P, seed=seed, options={"deals": 2})
        steps = 0

        def choose_blind(g: Pandoer, p: str, rng: random.Random) -> str:
            nonlocal steps
            move = choose(g, p, random.Random(steps))
            assert move in g.legal_moves(p)
            if steps % 7 == 0:  # the same move whatever the hidden cards are
                other = g.redeal_hidden(p, random.Random(steps))
                assert choose(other, p, random.Random(steps)) == move
            steps += 1
            return move

        play_out(g, random.Random(seed), choose_blind, mover=any_waiting, limit=400)


def test_hand_estimates_count_top_trumps_as_tricks_and_low_cards_as_safe() -> None:
    strong = ["Jh", "9h", "Ah", "Kh", "Qh", "10h", "8h", "7h"]
    assert win_tricks(strong, "h", "dutch146") >= 8
    assert danger(["7c", "8c", "7d", "8d", "7s", "8s", "6h", "7h"], "s", "dutch146") <= 1


def first_bid(hand: list[str], open_card: str) -> str:
    """What the first bidder (b, left of the dealer a) bids with `hand`."""
    g = deal({1: hand}, open_card)
    return choose(g, "b", random.Random(0))


@pytest.mark.parametrize(
    ("family", "hand", "open_card", "bids"),
    [
        ("lose every trick", LOW, "6h", {"bid praatje", "bid omver"}),
        ("one trick with the trump jack", ["Jc", *LOW[1:]], "6h", {"bid piek"}),
        ("first and last trick", ["Jc", "9c", "Ad", *LOW[2:7]], "6h", {"bid vogeltje"}),
        ("one trick with an ace, no trump", ["Ac", *LOW[1:]], "6h", {"bid piekzonder"}),
        (
            "tricks with trump",
            ["Jh", "9h", "Ah", "Kh", "Qh", "10h", "Ac", "Kc"],
            "8h",
            {"bid solo", "bid polke", "bid pandoer"},
        ),
        (
            "tricks without trump",
            ["Ac", "Kc", "Qc", "Ad", "Kd", "Qd", "As", "Ks"],
            "7h",
            {"bid polkzonder", "bid solozonder", "bid stoet"},
        ),
        (
            "tricks with a first-trick mate",
            ["Jh", "9h", "Ah", "Kh", "10h", "8h", "Ac", "7d"],
            "7s",
            {"bid pandoer", "bid polke", "bid solo"},
        ),
    ],
)
def test_normal_computer_bids_a_strong_hand_of_each_contract_family(
    family: str, hand: list[str], open_card: str, bids: set[str]
) -> None:
    assert first_bid(hand, open_card) in bids, family


def test_normal_computer_passes_a_middling_hand_when_it_speaks_first() -> None:
    middling = ["9c", "10d", "Qh", "Jc", "9s", "Kd", "10c", "Qs"]
    assert first_bid(middling, "8h") == "pass"


def test_bidding_bar_drops_with_each_pass_before_any_bid() -> None:
    bars = [needed_chance(passes) for passes in range(4)]
    assert bars == sorted(bars, reverse=True)
    assert bars[0] > 0.5 > bars[3]


def test_bid_is_the_best_expected_gain_among_contracts_made_often_enough() -> None:
    nine = [*LOW, "6h"]
    scores = contract_scores(nine, "dutch146")
    assert made_chance("praatje", scores["praatje"]) >= needed_chance(0)
    # Praatje pays 12 a defender, Omver 10: with the same hand Praatje is worth more.
    assert pick_bid(nine, "dutch146", ["praatje", "omver", "piekzonder"]) == "praatje"
    assert pick_bid(nine, "dutch146", ["polke", "solo"]) is None


def test_computer_follows_the_trump_rules_and_takes_tricks_it_needs() -> None:
    g = deal({1: ["Jh", "9h", "Ah", "Kh", "Qh", "10h", "8h", "7h"]}, "7c")
    run(g, "bid solo", "pass", "pass", "pass")
    assert choose(g, "b", random.Random(0)) == "discard 7c"
    run(g, "discard 7c")
    assert choose(g, "b", random.Random(0)) == "trump hearts"
    run(g, "trump hearts")
    assert choose(g, "b", random.Random(0)) == "play Jh"  # draw trumps from the top


def test_piek_zonder_bidder_keeps_an_ace_to_take_the_first_trick() -> None:
    g = deal({1: ["Ac", *LOW[1:]]}, "6h")
    run(g, "bid piekzonder", "pass", "pass", "pass")
    assert choose(g, "b", random.Random(0)) != "give Ac"


def test_pandoer_bidder_gives_the_first_trick_away_to_find_a_mate() -> None:
    g = deal({1: ["Jh", "9h", "Ah", "Kh", "10h", "8h", "Ac", "7d"]}, "7s")
    run(g, "bid pandoer", "pass", "pass", "pass")
    while g.table.deal.phase != "play":  # put down a card, name trump
        run(g, choose(g, "b", random.Random(0)))
    lead = choose(g, "b", random.Random(0))
    assert lead.split()[1][-1] != "h"  # a side card, not a trump that wins


def test_table_statistics_count_auctions_contracts_and_results() -> None:
    stats = PandoerStats()
    stats.add(
        [
            Event("All pass: rommelpotten! Everyone pays the dealer €0.02."),
            Event("<@b> plays Piek zonder for €0.07 and takes the open card 6♥."),
            Event("Piek zonder made: tricks <@a> 0, <@b> 1, <@c> 4, <@d> 3. <@b> wins."),
            Event("<@c> plays Piek for €0.12 and takes the open card 7♣."),
            Event("Piek failed (decided early): tricks <@a> 1, <@b> 2. <@c> pays."),
        ]
    )
    assert stats.auctions == 3
    assert stats.rommelpot_share == pytest.approx(1 / 3)
    assert stats.played == {"piekzonder": 1, "piek": 1}
    assert stats.made == {"piekzonder": 1}
    assert stats.made_share == 0.5
    assert "rommelpot 1" in stats.format()


def test_all_computer_table_rarely_passes_out_makes_its_bids_and_plays_many_contracts() -> None:
    """600 seeded deals; `scheids simulate pandoer` prints the same over 1,000 and more.

    Solo, Solo zonder, 4e boer and Vogeltje come up a few times in a thousand
    deals, so a run this short shows at least 9 of the 13 contracts.
    """
    report = simulate("pandoer", n_games=GAMES, levels=["normal"] * 4, seed=7)
    stats = report.pandoer
    assert stats is not None and report.unfinished == 0
    assert sum(stats.played.values()) == GAMES * 8
    assert stats.rommelpot_share <= 0.10
    assert stats.made_share >= 0.65
    assert sum(1 for c in CONTRACTS if stats.played[c.key]) >= 9


def test_computer_beats_random_legal_players() -> None:
    ai_total = 0
    for seed in range(12):
        seat = seed % 4
        g = Pandoer.new(P, seed=seed, options={"deals": 4})

        def one_computer(g: Pandoer, p: str, rng: random.Random, seat: int = seat) -> str:
            return choose(g, p, rng) if p == P[seat] else random_move(g, p, rng)

        play_out(g, random.Random(seed), one_computer)
        ai_total += g.outcome().money[P[seat]]
    assert ai_total > 0


def test_the_computer_reads_its_part_of_the_view_and_nothing_else() -> None:
    for seed in range(6):
        g = Pandoer.new(P, seed=seed)
        check = partial(_sight_matches_view, g)
        play_out(g, random.Random(seed), choose, mover=any_waiting, limit=150, each=check)


def _sight_matches_view(g: Pandoer, *_: object) -> None:
    for p in g.players:
        view = g.view(p)
        sight = seat_sight(g.table, g.table.seat_of[p])
        assert sight == {key: view[key] for key in sight}


def test_a_card_is_dangerous_by_the_others_cards_of_its_suit_that_can_duck_under_it() -> None:
    """`danger` counts, per card, the others' weaker cards of its suit beyond those
    the hand's own weaker cards absorb; its table of weaker cards is the pack's."""
    for (trump, system), weaker in WEAKER_IN_SUIT.items():
        for card in PACK:
            same_suit = [x for x in PACK if SUIT_OF[x] == SUIT_OF[card]]
            below = [
                x for x in same_suit if rank_key(x, trump, system) < rank_key(card, trump, system)
            ]
            assert weaker[card] == len(below)
    # No trump: the 8 of clubs alone has one club (the 7) to duck under it, the 9 two.
    assert danger(["8c"], None, "dutch146") == 0.5
    assert danger(["9c"], None, "dutch146") == 1.0
    # Beside the hand's own 7, the 9 has only the 8 under it, which the 7 absorbs.
    assert danger(["7c", "9c"], None, "dutch146") == 0.0
