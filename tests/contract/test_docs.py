"""Every game has a rules page that documents its moves and every option."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import games

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


@pytest.mark.parametrize("name", sorted(games.REGISTRY))
def test_rules_page_lists_the_move_grammar_and_every_option(name: str) -> None:
    page = DOCS / f"{name}.md"
    assert page.exists(), f"docs/rules/{name}.md is missing"
    text = page.read_text(encoding="utf-8")
    headings = [h.lower() for h in re.findall(r"^#+ (.+)$", text, flags=re.M)]
    assert any("move" in h for h in headings), "no section on the move grammar"
    assert any("option" in h for h in headings), "no section on the options"
    missing = [key for key in games.REGISTRY[name].Options.model_fields if key not in text]
    assert not missing, f"options not documented in docs/rules/{name}.md: {missing}"
