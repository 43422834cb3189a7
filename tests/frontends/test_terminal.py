"""`scheids play` for every game, in a real pseudo-terminal (colour) and on pipes (plain).

Each game: a whole game answered by choice numbers, a move typed in a lenient
spelling, Ctrl-C (exit 130, one line, no traceback) and end of input.
"""

from __future__ import annotations

import hashlib
import io
import re
import shutil
from collections.abc import Callable

import pytest

import games
from games.cards import SUIT_SYMBOLS
from scheids.table import YOU, TerminalTable
from tests.frontends.session import ANSI, ROOT, Session

GAME_NAMES = list(games.REGISTRY)
# Small games, so a whole one is quick: few points, one deal.
QUICK = {"muriel": "target=50", "pandoer": "deals=1"}
SEED = "2"
Start = Callable[..., Session]
WAYS: dict[str, Start] = {"terminal": Session.on_pty, "pipe": Session.on_pipes}


def play_args(name: str) -> list[str]:
    args = ["play", name, "--seed", SEED, "--level", "random"]
    return args + (["--options", QUICK[name]] if name in QUICK else [])


def first_moves(name: str) -> list[str]:
    """Your legal moves at the first prompt of `play_args(name)`, found in process."""
    cls = games.REGISTRY[name]
    lo, hi = cls.seat_range(cls.Options())
    table = TerminalTable(
        name,
        players=max(lo, min(hi, 3)),
        seed=int(SEED),
        level="random",
        options=QUICK.get(name),
        out=io.StringIO(),
    )
    table.run(iter([]))
    return table.game.legal_moves(YOU)


def lenient(move: str) -> str:
    """A move as a person might type it: capitals, suit symbols, ½, extra spaces."""
    words = []
    for word in move.split():
        if re.fullmatch(r"(10|[2-9JQKA])[cdhs]", word):
            word = word[:-1] + SUIT_SYMBOLS[word[-1]]
        elif word == "1/2" or word.endswith(".5"):
            word = word.removesuffix(".5").replace("1/2", "") + "½"
        words.append(word.upper())
    return "   ".join(words)


def test_lenient_spelling_differs_from_the_canonical_text() -> None:
    assert lenient("play 9.5 1/2") == "PLAY   9½   ½"
    assert lenient("play 10h C") == "PLAY   10♥   C"


@pytest.mark.parametrize("name", GAME_NAMES)
def test_whole_game_on_a_terminal_in_colour_by_numbers(name: str) -> None:
    session = Session.on_pty(*play_args(name))
    assert session.play_by_numbers() == 0, session.plain[-2000:]
    assert ANSI.search(bytes(session.output)), "a terminal gets colour"
    if name != "mezza":  # Mezza's cards have no suits
        assert b"\x1b[1;31m" in session.output, "hearts and diamonds in bold red"
    assert "Final standing:" in session.plain
    assert session.plain.count("Game over") == 1
    assert "Not allowed" not in session.plain, "every number picked a legal move"
    assert "Traceback" not in session.plain


@pytest.mark.parametrize("name", GAME_NAMES)
def test_whole_game_on_pipes_without_colour_by_numbers(name: str) -> None:
    session = Session.on_pipes(*play_args(name))
    assert session.play_by_numbers() == 0, session.text[-2000:]
    assert not ANSI.search(bytes(session.output)), "no colour codes when not a terminal"
    assert "Final standing:" in session.text
    assert "Not allowed" not in session.text
    assert "<@" not in session.text and "**" not in session.text, "no Discord markup"


def test_no_color_turns_colour_off_even_on_a_terminal() -> None:
    session = Session.on_pty(*play_args("mezza"), NO_COLOR="1")
    assert session.until_prompt() is not None
    session.send("quit\n")
    assert session.wait() == 0
    assert not ANSI.search(bytes(session.output))


@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_lenient_spelling_of_a_move_is_played(name: str, way: str) -> None:
    move = first_moves(name)[-1]
    session = WAYS[way](*play_args(name))
    assert session.until_prompt() is not None
    session.send(lenient(move) + "\n")
    shown = session.until_prompt()
    session.send("quit\n")
    assert session.wait() == 0
    assert shown is not None and b"Not allowed" not in shown, session.plain[-1500:]


@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_number_out_of_range_is_explained(name: str, way: str) -> None:
    session = WAYS[way](*play_args(name))
    assert session.until_prompt() is not None
    session.send("999\n")
    assert session.until_prompt() is not None
    session.send("quit\n")
    assert session.wait() == 0
    assert "There is no move 999; choose 1 to" in session.plain


@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize("name", GAME_NAMES)
def test_ctrl_c_exits_with_130_and_one_line(name: str, way: str) -> None:
    assert_ctrl_c_says_one_line(WAYS[way](*play_args(name)))


def assert_ctrl_c_says_one_line(session: Session) -> None:
    """At the first prompt, Ctrl-C: exit 130 and one line (besides the echoed ^C)."""
    assert session.until_prompt() is not None
    seen = len(session.plain)
    session.interrupt()
    if not session.ended_before_silence(10.0):
        # A signal that lands after the prompt is written but before the read has
        # begun only marks itself pending, and the read then waits for a line; a
        # person would press Ctrl-C again, which interrupts the read. Only the first
        # press was lost, so this still tests the one goodbye line below.
        session.interrupt()
    assert session.wait() == 130
    after = [ln for ln in session.plain[seen:].splitlines() if ln.strip() and ln.strip() != "^C"]
    assert after == ["Interrupted; bye."], after
    assert "Traceback" not in session.plain


@pytest.mark.parametrize("way", WAYS)
def test_end_of_input_is_reported_as_such(way: str) -> None:
    session = WAYS[way](*play_args("pandoer"))
    assert session.until_prompt() is not None
    session.end_input()
    assert session.wait() == 0
    assert "Input ended; leaving the table." in session.plain
    assert "Interrupted" not in session.plain


def _dev_py_is_set_up() -> bool:
    stamp = ROOT / ".venv" / ".scheids-installed"
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    return stamp.exists() and stamp.read_text().strip() == wanted


@pytest.mark.skipif(not _dev_py_is_set_up(), reason="dev.py has not set up .venv here")
def test_ctrl_c_through_dev_py_exits_with_130_and_one_line() -> None:
    python = shutil.which("python3") or "/usr/bin/python3"
    assert_ctrl_c_says_one_line(
        Session.on_pty(command=[python, str(ROOT / "dev.py"), *play_args("muriel")])
    )
