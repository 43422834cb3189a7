"""Picture, text view, computer player, JSON and the no-leak check with options on."""

from __future__ import annotations

import io
import random

from PIL import Image

from games.ai import random_move
from games.keezen import Keezen
from games.keezen.ai import choose
from games.keezen.picture import board_png
from tests.helpers import any_waiting, play_out
from tests.keezen.helpers import PLAYERS, game


def played(seed: int, steps: int, options: dict[str, object] | None = None) -> Keezen:
    g = Keezen.new(PLAYERS, seed=seed, options=options)
    play_out(g, random.Random(seed), mover=any_waiting, limit=steps)
    return g


def test_board_png_decodes_and_has_the_requested_size() -> None:
    g = played(3, 150)
    for size in (800, 400):
        data = board_png(g.view(None), size)
        img = Image.open(io.BytesIO(data))
        assert img.format == "PNG" and img.size == (size, size)


def test_board_png_draws_the_last_move_highlight() -> None:
    g = game(["8c"], {"p1": "T5"})
    before = board_png(g.view(None))
    g.play("n", "play 8c p1")
    assert board_png(g.view(None)) != before


def test_render_is_compact_text_with_the_hand() -> None:
    g = played(5, 80)
    text = Keezen.render(g.view("n"))
    assert len(text.splitlines()) <= 40
    assert "Your hand" in text or not g.view("n")["hand"]
    assert Keezen.render(g.view(None)).strip()


def test_summary_fits_and_shows_house_rules() -> None:
    text = Keezen.summary(Keezen.Options(teams="ffa"))
    assert len(text) < 3500 and "`teams=ffa` (house rule)" in text


def one_team_of_computers(g: Keezen, p: str, rng: random.Random) -> str:
    """Seats 0 and 2 play the computer player, seats 1 and 3 at random."""
    seat = PLAYERS.index(p)
    return choose(g, p, rng) if seat % 2 == 0 else random_move(g, p, rng)


def test_computer_player_beats_random_play() -> None:
    wins = 0
    games = 6
    for i in range(games):
        g = Keezen.new(PLAYERS, seed=500 + i)
        play_out(g, random.Random(i), one_team_of_computers)
        wins += g.winners == [0, 2]
    assert wins >= 5


def test_json_round_trip_mid_exchange_and_no_leak() -> None:
    g = Keezen.new(PLAYERS, seed=8, options={"card_exchange": True})
    g.play("n", g.legal_moves("n")[0])
    back = Keezen.from_json(g.to_json())
    assert back.view("n") == g.view("n") and back.turn() == ["e", "s", "w"]
    rng = random.Random(1)
    for p in [*PLAYERS, None]:
        other = g.redeal_hidden(p, rng)
        assert other.view(p) == g.view(p)
        assert other.cards_in_play() == g.cards_in_play()


def test_random_games_with_house_rules_end_and_keep_every_card() -> None:
    options = [
        {"teams": "ffa", "jokers": 2, "no_move_action": "fold-hand"},
        {"card_exchange": True, "pass_through": "mover-chooses", "seven_hits_passed": True},
        {"centre_exit": "any", "dealer_rotation": "per-shuffle", "hit_own_pawns": False},
    ]
    for i, opts in enumerate(options):
        g = played(20 + i, 6000, opts)
        assert g.over
        assert g.cards_in_play() == g.full_deck()


def test_board_png_labels_seats_with_the_names_given() -> None:
    g = Keezen.new(["111111111111111111", "b", "c", "d"], seed=1)
    plain = board_png(g.view(None), 400)
    named = board_png(g.view(None), 400, names={"111111111111111111": "Alice"})
    assert plain != named
