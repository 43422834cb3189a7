"""The computer player: legal, seeded, blind to hidden cards, and better than random."""

from __future__ import annotations

import random
from functools import partial

import pytest

from games.ai import interjection
from games.mezza.ai import choose, keep_value, snatch_pays, wants_snatch
from games.mezza.engine import Mezza
from games.mezza.view import seat_sight
from tests.helpers import anyone_with_a_move, play_out
from tests.mezza.helpers import table
from tests.mezza.test_options import NON_DEFAULTS


def hero_against_random(seed: int, hero: str) -> Mezza:
    g = Mezza.new(["a", "b"], seed=seed)

    def hero_or_random(g: Mezza, p: str, rng: random.Random) -> str:
        return choose(g, p, rng) if p == hero else rng.choice(g.legal_moves(p))

    play_out(g, random.Random(seed), hero_or_random)
    return g


def test_heuristic_beats_random_legal_play_heads_up() -> None:
    wins = sum(
        hero_against_random(seed, "ab"[seed % 2]).outcome().ranking[0] == ["ab"[seed % 2]]
        for seed in range(40)
    )
    assert wins >= 30  # about 92% over 400 games; random would be near 50%


def test_heuristic_is_deterministic_for_a_seeded_rng() -> None:
    g = Mezza.new(["a", "b", "c"], seed=4)
    assert choose(g, "a", random.Random(1)) == choose(g, "a", random.Random(1))


def test_heuristic_does_not_depend_on_hidden_cards() -> None:
    g = table([["3", "5", "9", "1/2"], ["8", "2"]], pile=["4", "1"], stock=["7", "7", "9"])
    for seed in range(5):
        other = g.redeal_hidden("a", random.Random(seed))
        assert choose(other, "a", random.Random(0)) == choose(g, "a", random.Random(0))


def test_heuristic_saves_the_half_and_plays_the_lowest_rank() -> None:
    g = table([["1/2", "9", "5", "5"], ["8"]], pile=["4", "1"])
    assert choose(g, "a", random.Random(0)) == "play 5 5"


def test_heuristic_burns_a_big_pile_with_a_ten() -> None:
    g = table([["10", "9", "5"], ["8"]], pile=["2", "3", "3", "4", "5", "6", "9"])
    assert choose(g, "a", random.Random(0)) == "play 10"


def test_heuristic_puts_strong_cards_face_up_in_the_exchange() -> None:
    g = Mezza.new(["a", "b"], seed=2)
    rng = random.Random(0)
    while "a" in g.turn():
        g.play("a", choose(g, "a", rng))
    up = g.view("a")["seats"][0]["up"]
    assert min(map(keep_value, up)) >= max(map(keep_value, g.view("a")["hand"]))


def test_snatch_is_wanted_when_it_burns_the_pile() -> None:
    g = table([["9.5", "2"], ["8"], ["1/2", "3"]])
    g.play("a", "play 9.5")
    assert wants_snatch(g, "c")
    g = table([["6.5", "2"], ["8"], ["1/2", "3"]])
    g.play("a", "play 6.5")
    assert not wants_snatch(g, "c")


# The hard level's snatch (`snatch_pays`). Seats a, b, c; `a` has just laid the
# half card, so b is to move: c's snatch skips b, a's own snatch skips b and c.
STOCK = ["4", "5", "8"]


@pytest.mark.parametrize(
    ("laid", "snatcher", "hand", "stock", "hard", "normal"),
    [
        # Completing a 10 burns the pile: once the stock is gone it always pays...
        ("9.5", "c", ["1/2", "3"], [], True, True),
        # ...while the stock lasts only with a ½ to spare for later.
        ("9.5", "c", ["1/2", "3", "5"], STOCK, False, True),
        ("9.5", "c", ["1/2", "1/2", "5"], STOCK, True, True),
        # On a 6½ once the stock is gone: with two cards or fewer in hand...
        ("6.5", "c", ["1/2", "3"], [], True, False),
        ("6.5", "c", ["1/2", "3", "5"], [], False, False),
        # ...or when the snatch skips every other seat (its own half card).
        ("6.5", "a", ["1/2", "3", "5"], [], True, False),
        # While the stock lasts, a 6½ only with three ½ and skipping everyone.
        ("6.5", "a", ["1/2", "1/2", "1/2"], STOCK, True, True),
        ("6.5", "c", ["1/2", "1/2", "1/2"], STOCK, False, True),
        ("6.5", "a", ["1/2", "1/2", "3"], STOCK, False, False),
        # On a 3½ only once the stock is gone, skipping every other seat.
        ("3.5", "a", ["1/2", "3", "5"], [], True, False),
        ("3.5", "c", ["1/2", "3"], [], False, False),
        ("3.5", "a", ["1/2", "1/2", "1/2"], STOCK, False, True),
    ],
)
def test_hard_snatch_follows_what_whole_games_measured(
    laid: str, snatcher: str, hand: list[str], stock: list[str], hard: bool, normal: bool
) -> None:
    hands = {"a": [laid, "2"], "b": ["8"], "c": ["3"]}
    hands[snatcher] = [laid, *hand] if snatcher == "a" else hand
    g = table(list(hands.values()), stock=stock)
    g.play("a", f"play {laid}")
    assert "snatch 1/2" in g.legal_moves(snatcher)
    assert snatch_pays(g, snatcher) is hard
    assert wants_snatch(g, snatcher) is normal
    expected = "snatch 1/2" if hard else None
    assert interjection(g, snatcher, random.Random(0), "hard") == expected


def test_hard_snatch_on_any_card_keeps_the_normal_rule() -> None:
    """`snatch=any_time` lets a ½ fall on any card, which was not measured."""
    g = table([["8", "2"], ["9"], ["1/2", "1/2", "1/2"]], stock=STOCK, snatch="any_time")
    g.play("a", "play 8")
    assert "snatch 1/2" in g.legal_moves("c")
    assert snatch_pays(g, "c") is wants_snatch(g, "c") is True


def test_heuristic_plays_legal_moves_under_every_option() -> None:
    for i, options in enumerate(NON_DEFAULTS):
        n = 7 if options.get("seven_players") else 3
        g = Mezza.new([f"p{k}" for k in range(n)], seed=i, options=options)
        play_out(g, random.Random(i), choose, mover=anyone_with_a_move)
        assert g.over, options


def test_the_computer_reads_its_part_of_the_view_and_nothing_else() -> None:
    for seed in range(20):
        g = Mezza.new(["a", "b", "c"], seed=seed)
        check = partial(_sight_matches_view, g)
        play_out(g, random.Random(seed), choose, mover=anyone_with_a_move, limit=60, each=check)


def _sight_matches_view(g: Mezza, *_: object) -> None:
    for p in g.players:
        view = g.view(p)
        mine = next(s for s in view["seats"] if s["player"] == p)
        assert seat_sight(g.table, g.table.seat_of[p]) == {
            "phase": view["phase"],
            "hand": view["hand"],
            "up": mine["up"],
            "pile": view["pile"],
            "open_half": view["open_half"],
        }
