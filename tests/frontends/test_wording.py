"""Words players read: money, plurals, card notation, game names, no research jargon."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import games
from games.aliases import game_key, matching_keys
from games.message import ENGLISH
from games.options import describe_options
from games.wording import euros, halves, plain
from i18n import words

ROOT = Path(__file__).resolve().parents[2]
JARGON = re.compile(r"\bseed(?:ed|'s)?\b|research|strategic known|\b[AQ]\d{1,2}:|§|/work/|shared/")


def test_euros_has_one_format_for_gains_losses_and_zero() -> None:
    assert euros(30) == "€0.30"
    assert euros(-114) == "-€1.14"
    assert euros(0) == "€0.00"
    assert euros(1500, sign=True) == "+€15.00"
    assert euros(-7, sign=True) == "-€0.07"


def test_plural_says_one_card_and_two_cards_in_both_languages() -> None:
    assert ENGLISH.tn("{n} card", "{n} cards", 1) == "1 card"
    assert ENGLISH.tn("{n} card", "{n} cards", 2) == "2 cards"
    assert ENGLISH.tn("{n} card", "{n} cards", 0) == "0 cards"
    assert words("nl").tn("{n} card", "{n} cards", 1) == "1 kaart"
    assert words("nl").tn("{n} card", "{n} cards", 2) == "2 kaarten"


def test_half_cards_are_written_with_the_half_sign_for_display() -> None:
    assert halves("play 9.5 1/2") == "play 9½ ½"
    assert halves("play 3.5 and 10") == "play 3½ and 10"
    assert halves("deal 1/8") == "deal 1/8"


def test_discord_markup_is_taken_out_for_other_front_ends() -> None:
    assert plain("**Muriel** plays `play 7h`.") == "Muriel plays play 7h."


@pytest.mark.parametrize(
    ("typed", "key"),
    [
        ("kruizkeezen", "keezen"),
        ("Kruiskeezen", "keezen"),
        ("KEEZEN", "keezen"),
        ("meierijen", "meierijen"),
        ("Meijerijen", "meierijen"),
        ("Meie-Rijen", "meierijen"),
        ("mezza", "mezza"),
        ("Muriel", "muriel"),
        ("pandoeren", "pandoer"),
    ],
)
def test_game_names_accept_full_and_common_spellings(typed: str, key: str) -> None:
    assert game_key(typed) == key


def test_unknown_game_names_are_not_guessed() -> None:
    assert game_key("poker") is None
    assert game_key("") is None


def test_autocomplete_matches_beginnings_and_other_spellings() -> None:
    assert matching_keys("kru") == ["keezen"]
    assert matching_keys("meij") == ["meierijen"]
    assert matching_keys("") == list(games.REGISTRY)
    assert matching_keys("rij") == ["meierijen"]


@pytest.mark.parametrize("name", list(games.REGISTRY))
def test_option_help_and_rules_summary_use_players_words(name: str) -> None:
    cls = games.REGISTRY[name]
    for key, _default, _allowed, description in describe_options(cls.Options):
        assert description.endswith("."), f"{key}: a sentence, please"
        assert not JARGON.search(description), f"{key}: {description}"
    summary = cls.summary(cls.Options())
    assert not JARGON.search(summary), JARGON.findall(summary)
    assert not re.search(r"\d ct\b|€-", summary), "money is written €0.30 or -€0.30"


@pytest.mark.parametrize("page", sorted((ROOT / "docs" / "rules").glob("*.md")))
def test_rules_pages_use_players_words(page: Path) -> None:
    text = page.read_text(encoding="utf-8").replace("--seed", "")
    found = JARGON.findall(text)
    assert not found, f"{page.name}: {found}"


@pytest.mark.parametrize("name", list(games.REGISTRY))
def test_readme_names_the_game_key_and_shows_its_table(name: str) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"`{name}`" in readme
    assert f"docs/terminal/{name}.svg" in readme
    assert (ROOT / "docs" / "terminal" / f"{name}.svg").read_text().startswith("<svg")
