"""Options parsing, random-play termination under every option, and the computer player."""

from __future__ import annotations

import random
from functools import partial

import pytest

from games.ai import random_move
from games.meierijen import MeieRijen, choose
from games.meierijen.options import MeieRijenOptions
from games.meierijen.view import seat_sight
from tests.helpers import play_out
from tests.meierijen.helpers import game, pass_any

ALTERNATIVES = {
    "joker_colour": "any",
    "setup_tie": "coin",
    "ace_on_empty": "forbidden",
    "wild_may_start": False,
    "empty_hand_draw": "optional",
    "open_limit_scope": "shared",
    "penalty_access": "any",
    "ten_pawn_actions": "one",
    "white_targets": "A-G",
    "block_scope": "opponents_of_placer",
    "penalty_block": "take_only",
    "end_phase_forced": False,
    "end_phase_pass": "flip_and_hand",
    "open_unlimited": "both",
    "end_timing": "equal_turns",
    "count_draw_pile": True,
}


def test_every_option_has_a_default_and_a_description() -> None:
    for name, field in MeieRijenOptions.model_fields.items():
        assert field.description, name
    assert set(ALTERNATIVES) | {"multiplayer"} == set(MeieRijenOptions.model_fields)


def test_options_parse_from_text_and_bad_values_are_refused() -> None:
    g = MeieRijen.new(["a", "b"], options="joker_colour=any end_phase_forced=off")  # type: ignore[arg-type]
    assert g.options.joker_colour == "any" and not g.options.end_phase_forced  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="joker_colour"):
        MeieRijen.new(["a", "b"], options={"joker_colour": "purple"})


@pytest.mark.parametrize(("key", "value"), sorted(ALTERNATIVES.items()))
def test_random_games_end_and_balance_under_each_alternative(key: str, value: object) -> None:
    rng = random.Random(7)
    for seed in range(4):
        g = MeieRijen.new(["a", "b"], seed=seed, options={key: value})
        full = g.full_deck()
        play_out(g, rng)
        assert g.over and g.cards_in_play() == full


def test_the_turn_guard_ends_a_runaway_game() -> None:
    g = game()
    g.turns = 10_000  # state poke: far past the proven bound
    pass_any(g, g.turn()[0])
    assert g.over


def play_match(seed: int, ai_seat: int) -> bool:
    g = MeieRijen.new(["x", "y"], seed=seed)
    ai = g.players[ai_seat]

    def one_computer(g: MeieRijen, p: str, rng: random.Random) -> str:
        return choose(g, p, rng) if p == ai else random_move(g, p, rng)

    play_out(g, random.Random(seed), one_computer)
    return ai in g.outcome().ranking[0] and len(g.outcome().ranking[0]) == 1


def test_the_computer_player_beats_random_play() -> None:
    wins = sum(play_match(seed, seed % 2) for seed in range(40))
    assert wins >= 30, wins


def test_the_computer_player_only_makes_legal_moves_in_every_phase() -> None:
    g = MeieRijen.new(["x", "y"], seed=5, options={"multiplayer": False})
    play_out(g, random.Random(5), choose)


def test_the_computer_reads_its_part_of_the_view_and_nothing_else() -> None:
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        options = {"multiplayer": True} if players > 2 else None
        g = MeieRijen.new([f"p{i}" for i in range(players)], seed=seed, options=options)
        check = partial(_sight_matches_view, g)
        play_out(g, random.Random(seed), choose, limit=120, each=check)


def _sight_matches_view(g: MeieRijen, *_: object) -> None:
    for p in g.players:
        view, sight = g.view(p), seat_sight(g.table, g.players.index(p))
        assert sight["phase"] == view["phase"]
        for mine, shown in zip(sight["seats"], view["seats"], strict=True):
            assert mine == {key: shown[key] for key in mine}
        ranks = {f: {"rank": shown["rank"]} for f, shown in view["fields"].items()}
        assert sight["fields"] == ranks
