"""Every game draws its public table and each player's hand as a small PNG,
from the view alone, with people named and hidden cards left out."""

from __future__ import annotations

import random

import pytest

import games
from games import card_art, table_art
from games.ai import random_move
from tests.pictures.helpers import NAMES, PEOPLE, SIZE_LIMIT, decoded, states

GAME_NAMES = sorted(games.REGISTRY)
STAGES = ("start", "middle", "end")


def stage(name: str, label: str) -> games.Game:
    found = dict(states(name))
    return found.get(label) or found["end"]


@pytest.mark.parametrize("label", STAGES)
@pytest.mark.parametrize("name", GAME_NAMES)
def test_table_picture_is_a_png_under_the_size_limit(name: str, label: str) -> None:
    g = stage(name, label)
    png = type(g).picture(g.view(None), NAMES)
    img = decoded(png)
    assert png is not None and len(png) < SIZE_LIMIT
    assert 400 <= img.size[0] <= 1000 and 300 <= img.size[1] <= 1000


@pytest.mark.parametrize("label", STAGES)
@pytest.mark.parametrize("name", GAME_NAMES)
def test_hand_picture_of_every_player_is_a_png_under_the_size_limit(name: str, label: str) -> None:
    g = stage(name, label)
    for p in g.players:
        png = type(g).hand_picture(g.view(p), NAMES)
        img = decoded(png)
        assert png is not None and len(png) < SIZE_LIMIT
        assert img.size[0] <= 1000


@pytest.mark.parametrize("label", STAGES)
@pytest.mark.parametrize("name", GAME_NAMES)
def test_table_picture_is_the_same_with_hidden_cards_reshuffled(name: str, label: str) -> None:
    g = stage(name, label)
    cls = type(g)
    png = cls.picture(g.view(None), NAMES)
    rng = random.Random(7)
    for _ in range(3):
        other = g.redeal_hidden(None, rng)
        assert cls.picture(other.view(None), NAMES) == png


@pytest.mark.parametrize("name", GAME_NAMES)
def test_hand_picture_is_the_same_with_cards_hidden_from_its_owner_reshuffled(name: str) -> None:
    g = stage(name, "middle")
    cls = type(g)
    rng = random.Random(11)
    for p in g.players:
        png = cls.hand_picture(g.view(p), NAMES)
        assert cls.hand_picture(g.redeal_hidden(p, rng).view(p), NAMES) == png


@pytest.mark.parametrize("name", GAME_NAMES)
def test_table_picture_shows_the_names_it_is_given(name: str) -> None:
    g = stage(name, "middle")
    cls = type(g)
    view = g.view(None)
    renamed = {**NAMES, PEOPLE[0]: "Zebedeus"}
    assert cls.picture(view, NAMES) != cls.picture(view, renamed)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_hand_picture_names_its_owner(name: str) -> None:
    g = stage(name, "middle")
    cls = type(g)
    view = g.view(PEOPLE[0])
    assert cls.hand_picture(view, NAMES) != cls.hand_picture(view, {PEOPLE[0]: "Zebedeus"})


@pytest.mark.parametrize("name", GAME_NAMES)
def test_mention_text_given_as_a_name_is_never_drawn(name: str) -> None:
    # Discord shows no mention inside a picture: `<@id>` would read as raw digits,
    # so such a "name" is treated like a missing one.
    g = stage(name, "middle")
    cls = type(g)
    view = g.view(None)
    mentions = {p: f"<@{p}>" for p in g.players}
    assert cls.picture(view, mentions) == cls.picture(view, {})


@pytest.mark.parametrize("name", GAME_NAMES)
def test_computer_seats_without_a_name_are_drawn_as_computer_n(name: str) -> None:
    g = stage(name, "middle")
    cls = type(g)
    view = g.view(None)
    named = {**NAMES, "ai:1": "Computer 1", "ai:2": "Computer 2", "ai:3": "Computer 3"}
    assert cls.picture(view, NAMES) == cls.picture(view, named)


@pytest.mark.parametrize(
    ("name", "key"),
    [("mezza", "last"), ("pandoer", "last_result")],
)
def test_mentions_inside_view_texts_are_drawn_as_names(name: str, key: str) -> None:
    g = stage(name, "middle")
    cls = type(g)
    with_mention = {**g.view(None), key: f"<@{PEOPLE[0]}> plays 7."}
    with_name = {**g.view(None), key: "Alice plays 7."}
    assert cls.picture(with_mention, NAMES) == cls.picture(with_name, NAMES)


def test_whose_turn_it_is_changes_the_table_picture() -> None:
    g = stage("muriel", "middle")
    view = g.view(None)
    waiting = view["turn"]
    others = [p for p in g.players if p not in waiting]
    moved = {**view, "turn": others[:1]}
    assert type(g).picture(view, NAMES) != type(g).picture(moved, NAMES)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_pictures_are_the_same_whether_card_faces_are_cached_or_not(name: str) -> None:
    g = stage(name, "middle")
    cls = type(g)
    warm = cls.picture(g.view(None), NAMES), cls.hand_picture(g.view(g.players[0]), NAMES)
    for cached in (card_art.card_face, card_art.card_back, card_art.suit_mark, table_art._glyphs):
        cached.cache_clear()
    cold = cls.picture(g.view(None), NAMES), cls.hand_picture(g.view(g.players[0]), NAMES)
    assert cold == warm


@pytest.mark.parametrize(
    ("name", "seats", "options"),
    [("mezza", 6, {}), ("muriel", 9, {}), ("meierijen", 4, {"multiplayer": True})],
)
def test_the_fullest_tables_stay_under_the_size_limit(
    name: str, seats: int, options: dict[str, object]
) -> None:
    cls = games.REGISTRY[name]
    players = [PEOPLE[0], PEOPLE[1], *(f"ai:{i}" for i in range(1, seats - 1))]
    g = cls.new(players, seed=5, options=options)
    rng = random.Random(5)
    for _ in range(60):
        if g.over:
            break
        player = rng.choice([p for p in g.players if g.legal_moves(p)])
        g.play(player, random_move(g, player, rng))
    png = cls.picture(g.view(None), NAMES)
    img = decoded(png)
    assert png is not None and len(png) < SIZE_LIMIT and img.size[1] <= 1000
