"""Every game's rules page has a Dutch twin in step with the English page.

`docs/rules/nl/<game>.md` names every option the English `docs/rules/<game>.md`
names (by its key, which is typed the same in both languages) and has as many
sections.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import games
from tests.i18n.pending import unless_pending

RULES = Path(__file__).resolve().parents[2] / "docs" / "rules"
# Games whose Dutch page is still being written.
PENDING: set[str] = set()
FENCE = re.compile(r"^```.*?^```", flags=re.M | re.S)
HEADING = re.compile(r"^(#+) (.+)$", flags=re.M)


def headings(page: str) -> list[tuple[int, str]]:
    """(level, title) of every heading, leaving out code blocks (`# comment` lines)."""
    return [(len(marks), title) for marks, title in HEADING.findall(FENCE.sub("", page))]


def options_named(page: str, name: str) -> list[str]:
    """The game's option keys that `page` names."""
    keys = games.REGISTRY[name].Options.model_fields
    return [key for key in keys if re.search(rf"\b{re.escape(key)}\b", page)]


def test_headings_leave_out_code_blocks() -> None:
    page = "# Rules\n\n```sh\n# not a heading\n```\n\n## Options\n"
    assert headings(page) == [(1, "Rules"), (2, "Options")]


@pytest.mark.parametrize("name", unless_pending(games.REGISTRY, PENDING, "being written"))
def test_the_dutch_rules_page_has_the_english_pages_options_and_sections(name: str) -> None:
    dutch_page = RULES / "nl" / f"{name}.md"
    assert dutch_page.exists(), f"docs/rules/nl/{name}.md is missing"
    english = (RULES / f"{name}.md").read_text(encoding="utf-8")
    dutch = dutch_page.read_text(encoding="utf-8")
    missing = sorted(set(options_named(english, name)) - set(options_named(dutch, name)))
    assert not missing, f"docs/rules/nl/{name}.md does not name these options: {missing}"
    theirs, ours = headings(english), headings(dutch)
    assert len(ours) == len(theirs), (
        f"docs/rules/nl/{name}.md has {len(ours)} sections, the English page {len(theirs)}:\n"
        f"{[t for _, t in ours]}\n{[t for _, t in theirs]}"
    )
