"""Mezza's redeal for the search: what every seat saw go into a hand stays there."""

from __future__ import annotations

import random
from collections import Counter

import games
from games.ai import next_computer_move
from games.mezza.engine import Mezza
from tests.mezza.helpers import new_game

A = (["5", "6", "8"], ["9", "10", "2"], ["1", "3", "4"])
B = (["7", "7", "9"], ["0", "3", "5"], ["2", "6", "8"])
C = (["1", "2", "3"], ["4", "6", "7"], ["8", "9", "10"])


def first_pickup(seed: int) -> tuple[Mezza, str, list[str]]:
    """A normal game just after its first pick-up: the game, who picked up, and the pile."""
    seats = ["ai:1", "ai:2", "ai:3"]
    game = games.REGISTRY["mezza"].new(seats, seed=seed)
    assert isinstance(game, Mezza)
    rng = random.Random(seed)
    while not game.over:
        found = next_computer_move(game, seats, lambda _seat: rng)
        assert found is not None
        pile = list(game.table.state.pile)
        game.play(*found)
        if found[1] == "pickup":
            return game, found[0], pile
    raise AssertionError("no pick-up in the game")


def holds(hand: list[str], cards: list[str]) -> bool:
    return not Counter(cards) - Counter(hand)


def test_a_redeal_keeps_the_picked_up_pile_in_the_hand_that_took_it() -> None:
    game, picker, pile = first_pickup(seed=4)
    watcher = next(p for p in game.players if p != picker)
    seat = game.table.seat_of[picker]
    hands = []
    for n in range(20):
        world = game.redeal_hidden(watcher, random.Random(n))
        hand = world.table.state.hands[seat]
        assert holds(hand, pile)
        hands.append(sorted(hand))
        assert world.view(watcher) == game.view(watcher)
        assert world.cards_in_play() == game.cards_in_play()
    # The cards it drew unseen are dealt anew.
    assert len(pile) == len(hands[0]) or len({tuple(h) for h in hands}) > 1


def test_a_redeal_keeps_a_face_up_card_swapped_into_hand() -> None:
    game = new_game([A, B, C], exchange=True)
    game.play("a", "swap 5 9")
    for n in range(10):
        world = game.redeal_hidden("b", random.Random(n))
        assert "9" in world.table.state.hands[0]


def test_a_seen_card_played_again_is_no_longer_known_to_be_in_the_hand() -> None:
    game = new_game([A, B, C], exchange=True)
    game.play("a", "swap 5 9")
    assert game.table.state.seen[0] == ["9"]
    for player in ("a", "b", "c"):
        game.play(player, "ready")
    while "play 9" not in game.legal_moves("a"):
        mover = game.turn()[0]
        game.play(mover, game.legal_moves(mover)[0])
    game.play("a", "play 9")
    assert game.table.state.seen[0] == []


def test_cards_seen_survive_saving_and_a_save_without_them_knows_none() -> None:
    game, picker, pile = first_pickup(seed=4)
    loaded = Mezza.from_json(game.to_json())
    seat = game.table.seat_of[picker]
    assert Counter(loaded.table.state.seen[seat]) == Counter(pile)
    fresh = games.REGISTRY["mezza"].new(["a", "b", "c"], seed=2)
    assert "seen" not in fresh.to_json()
    assert Mezza.from_json(fresh.to_json()).table.state.seen == [[], [], []]
