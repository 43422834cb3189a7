"""The catalogs are complete, in step with the code, and safe to format."""

from __future__ import annotations

import string
from pathlib import Path

import pytest
from babel.messages.catalog import Message

from i18n.catalogs import DOMAINS, po_path, read_catalog
from i18n.tool import extract

DOMAIN_NAMES = sorted(DOMAINS)


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def _messages(domain: str) -> list[Message]:
    path = po_path("nl", domain)
    if not path.exists():
        return []
    return [m for m in read_catalog(path) if m.id]


def _key(message: Message) -> str:
    return message.id if isinstance(message.id, str) else message.id[0]


@pytest.mark.parametrize("domain", DOMAIN_NAMES)
def test_every_message_has_a_dutch_translation(domain: str) -> None:
    missing = []
    for message in _messages(domain):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(strings) or message.fuzzy:
            missing.append(_key(message))
    assert not missing, f"{domain}: translate these in {po_path('nl', domain)}: {missing}"


@pytest.mark.parametrize("domain", DOMAIN_NAMES)
def test_translations_use_the_same_placeholders(domain: str) -> None:
    wrong = []
    for message in _messages(domain):
        if isinstance(message.id, tuple):
            allowed = _fields(message.id[0]) | _fields(message.id[1]) | {"n"}
            needed = _fields(message.id[0]) - {"n"}
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            for form in forms:
                # A singular form may say "one" instead of {n}; nothing else may go.
                if not _fields(form) <= allowed or not needed <= _fields(form):
                    wrong.append((message.id, form))
        elif message.string and _fields(message.string) != _fields(message.id):
            wrong.append((message.id, message.string))
    assert not wrong, f"{domain}: placeholders differ: {wrong}"


def test_one_text_has_one_translation_across_catalogs() -> None:
    seen: dict[str, tuple[str, object]] = {}
    clashes = []
    for domain in DOMAIN_NAMES:
        for message in _messages(domain):
            key = _key(message)
            if key in seen and seen[key][1] != message.string:
                clashes.append((key, seen[key][0], domain))
            seen.setdefault(key, (domain, message.string))
    assert not clashes, f"the same English text translated differently: {clashes}"


@pytest.mark.parametrize("domain", DOMAIN_NAMES)
def test_catalogs_are_in_step_with_the_code(domain: str, tmp_path: Path) -> None:
    extract([domain], into=tmp_path)
    with (tmp_path / f"{domain}.pot").open("rb") as handle:
        from babel.messages.pofile import read_po

        wanted = {_key(m) for m in read_po(handle) if m.id}
    have = {_key(m) for m in _messages(domain)}
    assert wanted - have == set(), f"not in the catalog; run `python3 dev.py i18n update {domain}`"
    assert have - wanted == set(), (
        f"no longer in the code; run `python3 dev.py i18n update {domain}`"
    )
