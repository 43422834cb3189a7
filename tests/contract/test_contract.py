"""The engine contract, checked the same way for every game in the registry.

Each game registered in `games.REGISTRY` gets these for free: legal moves are
accepted, bad moves raise IllegalMove and change nothing, JSON round trips,
determinism, games end, no card is created or lost, no view leaks a hidden
card, and money sums to zero.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games
from games.ai import choose_move, interjection
from games.base import Game
from tests.helpers import anyone_with_a_move, play_out

GAME_NAMES = sorted(games.REGISTRY)
SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def seat_counts(cls: type[Game]) -> list[int]:
    lo, hi = cls.seat_range(cls.Options())
    return list(range(lo, hi + 1))


def new_game(name: str, n: int | None, seed: int) -> Game:
    cls = games.REGISTRY[name]
    counts = seat_counts(cls)
    n = n if n in counts else counts[len(counts) // 2]
    return cls.new([f"p{i}" for i in range(n)], seed=seed)


def advance(g: Game, rng: random.Random, steps: int) -> list[games.Event]:
    return play_out(g, rng, mover=anyone_with_a_move, limit=steps)


def card_strings(value: Any) -> list[str]:
    out: list[str] = []
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, dict):
        for v in value.values():
            out += card_strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            out += card_strings(v)
    return out


game_param = pytest.mark.parametrize("name", GAME_NAMES)
seeds = st.integers(min_value=0, max_value=2**31)
steps = st.integers(min_value=0, max_value=120)


@game_param
def test_registry_entry_is_complete(name: str) -> None:
    cls = games.REGISTRY[name]
    assert cls.name == name
    assert cls.title and cls.move_help
    assert 1 <= cls.min_players <= cls.max_players
    assert cls.summary(cls.Options()).strip()
    assert len(cls.summary(cls.Options())) < 3500


@game_param
def test_unknown_option_raises_value_error_naming_it(name: str) -> None:
    cls = games.REGISTRY[name]
    with pytest.raises(ValueError, match="no_such_rule"):
        cls.new([f"p{i}" for i in range(cls.max_players)], options={"no_such_rule": 1})


@game_param
def test_wrong_seat_count_raises_value_error(name: str) -> None:
    cls = games.REGISTRY[name]
    with pytest.raises(ValueError):
        cls.new([f"p{i}" for i in range(cls.max_players + 1)])
    with pytest.raises(ValueError):
        cls.new(["p0", "p0"] + [f"p{i}" for i in range(1, cls.min_players)])


@game_param
@SETTINGS
@given(seed=seeds, n=st.integers(1, 10), k=steps)
def test_every_listed_legal_move_is_accepted(name: str, seed: int, n: int, k: int) -> None:
    g = new_game(name, n, seed)
    advance(g, random.Random(seed), k)
    if g.over:
        return
    snapshot = g.to_json()
    for player in g.players:
        for move in g.legal_moves(player):
            trial = type(g).from_json(snapshot)
            trial.play(player, move)  # must not raise


@game_param
@SETTINGS
@given(seed=seeds, n=st.integers(1, 10), k=steps, junk=st.text(max_size=20))
def test_illegal_moves_raise_and_change_nothing(
    name: str, seed: int, n: int, k: int, junk: str
) -> None:
    g = new_game(name, n, seed)
    advance(g, random.Random(seed), k)
    before = g.to_json()
    attempts: list[tuple[str, str]] = [("nobody-seated", "pass")]
    for player in g.players:
        legal = set(g.legal_moves(player))
        # Junk that is a lenient spelling of a legal move ("7" for "play 7") is legal.
        if junk not in legal and g.canonical(player, junk) not in legal:
            attempts.append((player, junk))
        attempts.append((player, "play zz9 definitely-not-a-card"))
        if not legal:
            # Out of turn: anyone else's legal move, typed by this player.
            for other in g.players:
                for move in g.legal_moves(other)[:2]:
                    attempts.append((player, move))
    for player, move in attempts:
        if move in g.legal_moves(player):
            continue
        with pytest.raises(games.IllegalMove) as info:
            g.play(player, move)
        assert str(info.value).strip(), "an illegal move needs a reason for the player"
        assert g.to_json() == before


@game_param
@pytest.mark.parametrize("listed_first", [False, True])
def test_refusals_give_game_over_then_not_seated_then_not_your_turn(
    name: str, listed_first: bool
) -> None:
    # `play` trusts moves listed since the last play; asking for the lists first
    # (as every front end does) must not change which reason a refusal gives.
    g = new_game(name, None, 3)
    waiting = g.turn()[0]
    idle = next((p for p in g.players if not g.legal_moves(p)), None)
    if listed_first:
        for player in (*g.players, "nobody-seated"):
            g.legal_moves(player)
    with pytest.raises(games.IllegalMove, match="not seated"):
        g.play("nobody-seated", g.legal_moves(waiting)[0])
    if idle is not None:
        with pytest.raises(games.IllegalMove) as info:
            g.play(idle, g.legal_moves(waiting)[0])
        assert "over" not in str(info.value) and "not seated" not in str(info.value)
    play_out(g, random.Random(3))
    assert g.over
    for player in (*g.players, "nobody-seated"):
        if listed_first:
            g.legal_moves(player)
        with pytest.raises(games.IllegalMove, match="over"):
            g.play(player, "pass")


@game_param
@SETTINGS
@given(seed=seeds, n=st.integers(1, 10), k=steps)
def test_json_round_trip_keeps_moves_and_views(name: str, seed: int, n: int, k: int) -> None:
    g = new_game(name, n, seed)
    advance(g, random.Random(seed), k)
    text = g.to_json()
    back = type(g).from_json(text)
    assert back.to_json() == text
    assert back.turn() == g.turn()
    assert back.over == g.over
    for p in [*g.players, None]:
        assert back.view(p) == g.view(p)
        json.dumps(g.view(p))  # JSON-able
        if p is not None:
            assert back.legal_moves(p) == g.legal_moves(p)
    # And the two go on identically.
    rng_a, rng_b = random.Random(seed + 1), random.Random(seed + 1)
    advance(g, rng_a, 30)
    advance(back, rng_b, 30)
    assert back.to_json() == g.to_json()


@game_param
def test_from_json_refuses_other_games_and_versions(name: str) -> None:
    g = new_game(name, None, 3)
    data = json.loads(g.to_json())
    data["version"] = 999
    with pytest.raises(ValueError):
        type(g).from_json(json.dumps(data))
    data["game"] = "not-" + name
    with pytest.raises(ValueError):
        type(g).from_json(json.dumps(data))


@game_param
@SETTINGS
@given(seed=seeds, n=st.integers(1, 10))
def test_same_seed_and_moves_give_same_state(name: str, seed: int, n: int) -> None:
    a, b = new_game(name, n, seed), new_game(name, n, seed)
    assert a.to_json() == b.to_json()
    advance(a, random.Random(seed), 60)
    advance(b, random.Random(seed), 60)
    assert a.to_json() == b.to_json()


@game_param
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, n=st.integers(1, 10))
def test_random_games_end_within_the_move_limit(name: str, seed: int, n: int) -> None:
    g = new_game(name, n, seed)
    play_out(g, random.Random(seed), mover=anyone_with_a_move)
    assert g.over, f"{name} did not end within {type(g).move_limit} decisions"
    assert g.turn() == []
    outcome = g.outcome()
    placed = [p for place in outcome.ranking for p in place]
    assert sorted(placed) == sorted(g.players)
    assert sum(outcome.money.values()) == 0


@game_param
@SETTINGS
@given(seed=seeds, n=st.integers(1, 10), k=steps)
def test_no_card_is_created_or_lost(name: str, seed: int, n: int, k: int) -> None:
    g = new_game(name, n, seed)
    deck = g.full_deck()
    assert g.cards_in_play() == deck

    def same_cards(*_: object) -> None:
        assert g.cards_in_play() == deck

    play_out(g, random.Random(seed), mover=anyone_with_a_move, limit=k, each=same_cards)


@game_param
@SETTINGS
@given(seed=seeds, n=st.integers(1, 10), k=steps)
def test_no_view_leaks_a_hidden_card(name: str, seed: int, n: int, k: int) -> None:
    g = new_game(name, n, seed)
    advance(g, random.Random(seed), k)
    rng = random.Random(seed ^ 0x5EED)
    for p in [*g.players, None]:
        view = g.view(p)
        for _ in range(3):
            other = g.redeal_hidden(p, rng)
            assert other.cards_in_play() == g.cards_in_play()
            assert other.view(p) == view, f"view of {p} depends on cards hidden from {p}"
        if p is not None:
            assert "hand" in view


@game_param
@SETTINGS
@given(seed=seeds, n=st.integers(1, 10), k=steps)
def test_event_money_sums_to_zero_and_private_lines_go_to_players(
    name: str, seed: int, n: int, k: int
) -> None:
    g = new_game(name, n, seed)
    totals: Counter[str] = Counter()
    assert g.opening_events() == g.opening_events()  # part of the state, not drained
    for event in g.opening_events() + advance(g, random.Random(seed), k):
        assert isinstance(event.text, str)
        assert sum(event.money.values()) == 0
        assert set(event.private) <= set(g.players)
        assert set(event.money) <= set(g.players)
        assert set(event.points) <= set(g.players)
        totals.update(event.money)
    if g.over:
        outcome_money = {p: v for p, v in g.outcome().money.items() if v}
        assert outcome_money == {p: v for p, v in totals.items() if v}


@game_param
@SETTINGS
@given(seed=seeds, n=st.integers(1, 10), k=steps)
def test_computer_players_choose_only_legal_moves(name: str, seed: int, n: int, k: int) -> None:
    g = new_game(name, n, seed)
    advance(g, random.Random(seed), k)
    for p in g.players:
        rng = random.Random(seed)
        wish = interjection(g, p, rng)
        assert wish is None or wish in g.legal_moves(p)
        if p in g.turn() and g.legal_moves(p):
            assert choose_move(g, p, rng) in g.legal_moves(p)


@game_param
def test_render_and_status_work_for_every_view(name: str) -> None:
    g = new_game(name, None, 11)
    advance(g, random.Random(11), 20)
    cls = type(g)
    for p in [*g.players, None]:
        assert cls.render(g.view(p)).strip()
    assert g.status_line()
