"""The terminal table in Dutch: `--lang nl` or a Dutch locale; English otherwise.

The table's own texts (menus, prompts, help, refusals around the game's words,
the result, every screen) must read Dutch now. The games' own texts (events,
refusals, move labels, rules) are translated game by game: until a game is done
it is in `PENDING`, and its whole-game check is a strict xfail, while a second
check marks every text no catalog translates and looks only at the rest.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

import games
import i18n
from games.message import Words, literal
from scheids.cli import main
from scheids.language import from_environment, parse_language
from scheids.menu import group_key
from scheids.screens.common import card
from scheids.table import YOU, TerminalTable, options_help
from tests.frontends.session import Session
from tests.frontends.test_screens import screens_along_a_game
from tests.i18n.english import english_words
from tests.i18n.pending import unless_pending
from tests.i18n.test_dutch_everywhere import _known_keys as translated_keys

# Games whose own texts are still being translated.
PENDING: set[str] = set()
GAME_NAMES = sorted(games.REGISTRY)
QUICK = {"muriel": "target=50", "pandoer": "deals=1"}
# What a text no catalog translates is wrapped in, so a check can leave it out.
MARKED = re.compile(r"⟦[^⟦⟧]*⟧")


def marking_dutch() -> Words:
    """Dutch, with every text that has no translation (and every line an engine wrote
    as plain text) wrapped in ⟦ ⟧."""
    dutch = i18n.words("nl")
    known = translated_keys()

    def lookup(key: str) -> str:
        return dutch.lookup(key) if key in known else f"⟦{key}⟧"

    def lookup_plural(singular: str, plural: str, n: int) -> str:
        if singular in known:
            return dutch.lookup_plural(singular, plural, n)
        return f"⟦{singular if n == 1 else plural}⟧"

    return replace(dutch, lookup=lookup, lookup_plural=lookup_plural)


def table_for(name: str, out: io.StringIO, lang: i18n.Language = "nl") -> TerminalTable:
    cls = games.REGISTRY[name]
    lo, hi = cls.seat_range(cls.Options())
    table = TerminalTable(
        name,
        players=max(lo, min(hi, 3)),
        seed=5,
        options=QUICK.get(name),
        level="random",
        name_of_you="Sanne",
        out=out,
        colour=False,
        lang=lang,
    )
    # Wide enough that no line wraps inside a marked text.
    table.console.width = 250
    return table


def scripted(table: TerminalTable, commands: list[str], moves: set[str]) -> Iterator[str]:
    """Typed input: the commands first, a wrong number and a refused move, then the
    last listed move by its number until the game ends. Notes every legal move."""
    typed = [*commands, "999", "onzin"]
    while True:
        legal = table.game.legal_moves(YOU)
        moves.update(legal)
        if YOU not in table.game.turn():
            yield ""  # a chance to move out of turn, let go
        elif typed:
            yield typed.pop(0)
        else:
            yield str(len(table.choices)) if table.choices else legal[-1]


OPTION_SETTING = re.compile(r"[a-z_]+ ?= ?\S+")
MOVE_FORM = re.compile(r"^[^\n—:]*(?:<|\b[A-Z]{4,}\b)[^\n—:]*[—:]", re.MULTILINE)
# A move given as an example (`bijv. trump hearts`) is typed as it is too.
EXAMPLE = re.compile(r"bijv\.[^\n(]*")


def the_tables_own(text: str, moves: set[str]) -> str:
    """`text` without marked texts and without move texts (which are the same in
    every language: `play 7h`, `lead Ad`)."""
    while MARKED.search(text):
        text = MARKED.sub(" ", text)
    # Options as typed (`max_deals=60`) and the move forms of the help
    # (`play <card> <field> from pile — ...`) are the same in every language too.
    text = OPTION_SETTING.sub(" ", text)
    text = MOVE_FORM.sub(" ", text)
    text = EXAMPLE.sub(" ", text)
    # A grouped menu shows each move's words after its group's (`play XR`) on their own.
    parts = {group_key(m) for m in moves} | {m[len(group_key(m)) + 1 :] for m in moves}
    for move in sorted(moves | parts - {""}, key=len, reverse=True):
        text = text.replace(move, " ")
    return text


def play_in_dutch(name: str, commands: list[str]) -> tuple[str, set[str]]:
    out = io.StringIO()
    table = table_for(name, out)
    moves: set[str] = set()
    assert table.run(scripted(table, commands, moves)) == 0
    assert table.game.over, out.getvalue()[-2000:]
    return out.getvalue(), moves


@pytest.mark.parametrize("name", GAME_NAMES)
def test_the_tables_own_texts_read_dutch(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    marking = marking_dutch()
    english = i18n.words
    monkeypatch.setattr(i18n, "words", lambda lang: marking if lang == "nl" else english(lang))
    label = games.REGISTRY[name].move_label

    def game_label(game: games.Game, player: str, move: str, words: Words = marking) -> str:
        # A game's labels are its own text: shown, but not judged here.
        return words.say(literal(label(game, player, move, words=words)))

    monkeypatch.setattr(games.REGISTRY[name], "move_label", game_label)
    text, moves = play_in_dutch(name, ["hulp", "zetten", "tafel"])
    for dutch in ("Jouw zetten (", "Jouw zet> ", "Er is geen zet 999", "Mag niet:", "Eindstand:"):
        assert dutch in text
    assert "Zo schrijf je een zet:" in text and "stoppen  van tafel gaan" in text
    own = the_tables_own(text, moves)
    assert "⟦" not in own and "⟧" not in own
    assert english_words(own) == [], own[-3000:]


@pytest.mark.parametrize("name", unless_pending(GAME_NAMES, PENDING, "being translated"))
def test_a_whole_game_reads_dutch(name: str) -> None:
    text, moves = play_in_dutch(name, ["hulp", "zetten", "tafel", "regels"])
    found = english_words(the_tables_own(text, moves))
    assert found == [], f"English words in a Dutch game of {name}: {sorted(set(found))}"


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_screen_along_a_game_reads_dutch(name: str) -> None:
    drawn = screens_along_a_game(name, marking_dutch(), moves=80, width=250)
    own = the_tables_own(drawn, set())
    assert "⟦" not in own
    assert english_words(own) == [], own[-3000:]


def test_cards_on_a_dutch_screen_have_dutch_rank_letters() -> None:
    dutch = i18n.words("nl")
    assert [card(c, dutch).plain for c in ("Qd", "Jc", "Kh", "10s", "Ah")] == [
        "V♦",
        "B♣",
        "H♥",
        "10♠",
        "A♥",
    ]
    assert card("Qd").plain == "Q♦", "English keeps its letters"


def test_the_house_rules_list_reads_dutch() -> None:
    listed = options_help("mezza", "nl")
    assert listed.startswith("Mezza: huisregels (schrijf ze als --options")
    assert "skip_rank" in listed, "option keys are typed as they are"


@pytest.mark.parametrize(
    ("env", "lang"),
    [
        ({}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "nl_NL.UTF-8"}, "nl"),
        ({"LANG": "nl_BE.UTF-8", "LC_ALL": "en_GB.UTF-8"}, "en"),
        ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "nl_NL.UTF-8"}, "nl"),
        ({"LANG": "nl_NL.UTF-8", "LC_ALL": ""}, "nl"),
    ],
)
def test_the_language_follows_lc_all_then_lc_messages_then_lang(
    env: dict[str, str], lang: str
) -> None:
    assert from_environment(env) == lang


@pytest.mark.parametrize(
    ("typed", "lang"),
    [("nl", "nl"), ("NL", "nl"), ("nl_BE.UTF-8", "nl"), ("Nederlands", "nl"), ("en", "en")],
)
def test_lang_takes_codes_locales_and_names(typed: str, lang: str) -> None:
    assert parse_language(typed) == lang


def _first_prompt(session: Session) -> str:
    assert session.until_prompt() is not None
    session.send("999\n")
    assert session.until_prompt() is not None
    session.send("quit\n")
    assert session.wait() == 0
    return session.text


def test_lang_nl_on_the_command_line_speaks_dutch() -> None:
    shown = _first_prompt(Session.on_pipes("play", "muriel", "--seed", "2", "--lang", "nl"))
    assert "Jouw zet> " in shown and "Er is geen zet 999; kies 1 tot en met" in shown
    assert "aan tafel: Speler, Computer 1, Computer 2" in shown
    assert shown.rstrip().endswith("Tot ziens.")


def test_a_dutch_locale_makes_dutch_the_default() -> None:
    shown = _first_prompt(Session.on_pipes("play", "pandoer", "--seed", "2", LANG="nl_NL.UTF-8"))
    assert "Jouw zet> " in shown and "Spelnummer 2." in shown


def test_english_without_a_dutch_locale_and_with_lang_en() -> None:
    shown = _first_prompt(Session.on_pipes("play", "pandoer", "--seed", "2"))
    assert "Your move> " in shown and "There is no move 999" in shown
    shown = _first_prompt(
        Session.on_pipes("play", "pandoer", "--seed", "2", "--lang", "en", LANG="nl_NL.UTF-8")
    )
    assert "Your move> " in shown and "Jouw" not in shown


def test_an_unknown_lang_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["play", "mezza", "--lang", "fr"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "unknown language 'fr'; choose from: en (English), nl (Nederlands)" in err


def test_a_dutch_locale_refuses_in_dutch(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    with pytest.raises(SystemExit):
        main(["play", "poker"])
    assert "onbekend spel 'poker'; kies uit: mezza (Mezza)" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["play", "mezza", "--lang", "fr"])
    assert "onbekende taal 'fr'" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "dutch"),
    [
        (["play", "mezza", "--options", "no_such_option=1"], "Onbekende optie 'no_such_option'"),
        (
            ["play", "mezza", "--players", "9"],
            "Mezza speel je met 2 tot en met 6 spelers, niet met 9.",
        ),
        (["play", "mezza", "--level", "grandmaster"], "Onbekend niveau 'grandmaster'"),
        (["simulate", "mezza", "--seats", "grandmaster"], "kies uit easy, normal, hard."),
        (["simulate", "mezza", "--seats", ","], "easy, normal, hard en random"),
    ],
)
def test_command_line_refusals_in_dutch(
    args: list[str], dutch: str, capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main([*args, "--lang", "nl"])
    except SystemExit as exc:  # argparse's own refusals
        code = int(str(exc.code))
    assert code == 2
    assert dutch in capsys.readouterr().err


def test_ctrl_c_says_goodbye_in_dutch(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted(self: TerminalTable, lines: Iterator[str]) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(TerminalTable, "run", interrupted)
    assert main(["play", "mezza", "--lang", "nl"]) == 130
    assert capsys.readouterr().err == "\nOnderbroken; tot ziens.\n"


def test_simulate_reports_in_dutch(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "pandoer", "--games", "2", "--lang", "nl"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Pandoer: 2 potjes, 4 spelers, ")
    assert "beslissingen per potje" in out and "eerste plaats" in out
    assert "gehaald in totaal" in out
    assert english_words(out) == [], out


def test_database_tools_answer_in_dutch(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = str(tmp_path / "nothing.sqlite3")
    assert main(["db", "check", "--database", missing, "--lang", "nl"]) == 1
    assert f"scheids db check: geen databasebestand op {missing}" in capsys.readouterr().err
