"""The pieces of the terminal table: colour choice, numbered menus, each game's screen."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console
from rich.text import Text

import games
from games.message import ENGLISH, Words
from scheids.menu import grouped, menu, number, order
from scheids.screens import Seen, move_text, screen
from scheids.table import TerminalTable, make_console, wants_colour


class FakeTty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_colour_only_on_a_terminal_and_never_with_no_color() -> None:
    assert wants_colour(FakeTty(), {}) is True
    assert wants_colour(io.StringIO(), {}) is False
    assert wants_colour(FakeTty(), {"NO_COLOR": "1"}) is False
    assert wants_colour(FakeTty(), {"NO_COLOR": ""}) is True, "an empty NO_COLOR is unset"


def test_a_plain_console_writes_no_escape_codes() -> None:
    out = io.StringIO()
    make_console(out, colour=False).print(Text("7♥", style="bold red"))
    assert out.getvalue() == "7♥\n"
    out = io.StringIO()
    make_console(out, colour=True).print(Text("7♥", style="bold red"))
    assert "\x1b[" in out.getvalue()


def test_numbers_are_read_with_or_without_a_hash() -> None:
    assert number("3") == 3 and number(" #12 ") == 12
    assert number("play 3") is None and number("") is None


def test_many_moves_are_grouped_by_card_and_numbered_group_by_group() -> None:
    moves = [f"play XR as {r} p1" for r in "AKQJ"] + ["play 7h p1 7", "play 7h p2 7"]
    moves = moves[:2] + ["discard 3c"] + moves[2:] + [f"play XB as {r} p1" for r in "AKQJ98"]
    assert grouped(moves)
    ordered = order(moves)
    assert sorted(ordered) == sorted(moves)
    keys = [" ".join(m.split()[:2]) for m in ordered]
    assert keys == sorted(keys, key=keys.index), "each group's moves are numbered together"


def test_a_hand_of_single_card_plays_stays_one_numbered_list() -> None:
    moves = [f"play {r}h" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")]
    moves.append("play As")
    assert not grouped(moves) and order(moves) == moves


@pytest.mark.parametrize("width", [60, 80, 120])
def test_the_move_list_fits_the_terminal_width(width: int) -> None:
    moves = [f"play XR as {r} p{p} {n}" for r in "AK" for p in (1, 2, 3) for n in (1, 11)]
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(menu(moves, Text))
    lines = out.getvalue().splitlines()
    assert max(len(line.rstrip()) for line in lines) <= width
    assert all(f"{i:>2} " in out.getvalue() for i in range(1, len(moves) + 1))


def test_kruizkeezen_moves_keep_their_text_and_name_whose_pawns() -> None:
    view = {"game": "keezen", "seat": 0}
    assert move_text("play 10d p6", view).plain == "play 10d p6  (Blue 2)"
    assert move_text("play Jc p2 swap p9", view).plain == "play Jc p2 swap p9  (your 2, Yellow 1)"


def test_mezza_moves_show_half_cards_as_people_write_them() -> None:
    assert move_text("play 9.5 1/2", {"game": "mezza"}).plain == "play 9½ ½"


def screens_along_a_game(
    name: str, words: Words = ENGLISH, moves: int = 60, width: int = 100
) -> str:
    """A random game, drawn after every move for every seat and a spectator."""
    cls = games.REGISTRY[name]
    lo, hi = cls.seat_range(cls.Options())
    seats = [f"ai:{i}" for i in range(max(lo, min(hi, 3)))]
    g = cls.new(seats, seed=11)
    rng = random.Random(11)
    seen = Seen(lambda p: f"Name{p[-1]}", seats[0], words)
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None)
    for _ in range(moves):
        for who in [*seats, None]:
            console.print(screen(g.view(who), seen))
        if g.over:
            break
        player = g.turn()[0]
        g.play(player, rng.choice(g.legal_moves(player)))
    return out.getvalue()


@pytest.mark.parametrize("name", list(games.REGISTRY))
def test_every_view_along_a_game_draws_without_ids_or_markup(name: str) -> None:
    text = screens_along_a_game(name)
    assert "<@" not in text and "**" not in text and "ai:" not in text


def test_the_table_says_input_ended_when_input_ends() -> None:
    out = io.StringIO()
    table = TerminalTable("pandoer", players=4, seed=1, out=out)
    assert table.run(iter([])) == 0
    assert out.getvalue().rstrip().endswith("Input ended; leaving the table.")
