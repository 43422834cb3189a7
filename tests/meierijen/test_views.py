"""Hidden information, views, render, summary and persistence."""

from __future__ import annotations

import json
import random

from games.meierijen import MeieRijen
from games.meierijen.options import MeieRijenOptions
from tests.meierijen.helpers import BL, R, game
from tests.meierijen.test_end import DEAD_RED, end_game


def test_hands_are_private_and_draw_piles_hidden_from_everyone() -> None:
    g = game(red=["5h", "3d", "4d", "6d", "7d", "8d"])
    assert g.view(R)["hand"] == ["3d", "4d", "6d", "7d", "8d"]
    for viewer in (BL, None):
        text = json.dumps(g.view(viewer))
        assert "3d" not in text and "8d" not in text
    assert g.view(None)["hand"] == []
    # Red's own pile is hidden from Red as well: shuffling it changes no view.
    rng = random.Random(3)
    for viewer in (R, BL, None):
        assert g.redeal_hidden(viewer, rng).view(viewer) == g.view(viewer)


def test_the_face_up_end_phase_card_is_public_and_not_redealt() -> None:
    g = end_game(("9h", *DEAD_RED))
    assert g.view(BL)["seats"][0]["face_up"] == "9h"
    rng = random.Random(4)
    for viewer in (R, BL, None):
        other = g.redeal_hidden(viewer, rng)
        assert other.view(viewer) == g.view(viewer)
        assert other.cards_in_play() == g.cards_in_play()


def test_draw_events_show_the_cards_only_to_the_drawer() -> None:
    g = game(blue=["8s", "7d", "3c", "4c", "5c", "6c", "7c"])
    events = g.play(R, g.legal_moves(R)[-1])
    draw = next(e for e in events if "draws" in e.text)
    assert "3♣" not in draw.text
    assert "3♣" in draw.private[BL]
    assert set(draw.private) == {BL}


def test_json_round_trip_in_the_pawn_phase_and_end_phase() -> None:
    g = game(red=["5h", "8d", "9d", "10d", "3c", "4c"])
    for move in ("play 8d D", "play 9d D", "play 10d D"):
        g.play(R, move)
    back = MeieRijen.from_json(g.to_json())
    assert back.legal_moves(R) == g.legal_moves(R)
    g2 = end_game(("9h", *DEAD_RED))
    back2 = MeieRijen.from_json(g2.to_json())
    assert back2.view(R) == g2.view(R)
    assert back2.legal_moves(R) == g2.legal_moves(R)


def test_render_is_compact_for_every_view() -> None:
    g = end_game(("9h", *DEAD_RED))
    for viewer in (R, BL, None):
        text = MeieRijen.render(g.view(viewer))
        assert 0 < len(text.splitlines()) <= 40
        assert "Fields" in text and "C:" in text
    assert "Your hand" in MeieRijen.render(g.view(R))


def test_summary_is_short_and_shows_changed_options() -> None:
    text = MeieRijen.summary(MeieRijenOptions(joker_colour="any"))
    assert len(text) < 3500
    assert "joker_colour=any (changed)" in text
    assert len(MeieRijen.summary(None)) < 3500


def test_status_line_names_the_mover() -> None:
    g = game()
    assert f"<@{R}>" in g.status_line()
