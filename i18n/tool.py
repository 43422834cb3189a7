"""`python3 dev.py i18n extract|update|compile|check`: the catalogs' workflow, with Babel.

extract   write the templates (.pot) of every domain into build/i18n
update    extract, then bring every language's .po in step (new ids empty,
          gone ids dropped); translate the empty ones, then `check`
compile   .po -> .mo next to them (optional: the .po loads as it is)
check     list ids without a Dutch translation and fuzzy ones; exit 1 if any
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.frontend import CommandLineInterface

from i18n.catalogs import DOMAINS, KEYWORDS, LOCALE_DIR, po_path, read_catalog

ROOT = LOCALE_DIR.parent.parent
TEMPLATES = ROOT / "build" / "i18n"
# Languages with catalogs; English is the source text itself.
TRANSLATED = ("nl",)


def sources(domain: str) -> list[str]:
    found: set[Path] = set()
    for pattern in DOMAINS[domain]:
        found.update(ROOT.glob(pattern))
    return sorted(str(p.relative_to(ROOT)) for p in found if "__pycache__" not in p.parts)


def pybabel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *args])  # type: ignore[no-untyped-call]


def template(domain: str, into: Path = TEMPLATES) -> Path:
    return into / f"{domain}.pot"


def extract(domains: list[str], into: Path = TEMPLATES) -> None:
    into.mkdir(parents=True, exist_ok=True)
    keywords = [arg for k in KEYWORDS for arg in ("-k", k)]
    for domain in domains:
        pybabel(
            "extract",
            "--no-default-keywords",
            *keywords,
            "--no-location",
            "--sort-output",
            "--no-wrap",
            "--project=scheids",
            "-o",
            str(template(domain, into)),
            *sources(domain),
        )


def update(domains: list[str]) -> None:
    extract(domains)
    for lang in TRANSLATED:
        for domain in domains:
            command = "update" if po_path(lang, domain).exists() else "init"
            extra = ["--no-fuzzy-matching", "--ignore-obsolete"] if command == "update" else []
            extra.append("--no-wrap")
            pybabel(
                command, "-i", str(template(domain)), "-d", str(LOCALE_DIR),
                "-D", domain, "-l", lang, *extra,
            )  # fmt: skip


def compile_all(domains: list[str]) -> None:
    for lang in TRANSLATED:
        for domain in domains:
            if po_path(lang, domain).exists():
                pybabel("compile", "-d", str(LOCALE_DIR), "-D", domain, "-l", lang)


def missing(lang: str, domain: str) -> list[str]:
    path = po_path(lang, domain)
    if not path.exists():
        return [f"{path.relative_to(ROOT)} does not exist"]
    problems = []
    for message in read_catalog(path):
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        key = message.id if isinstance(message.id, str) else message.id[0]
        if not all(strings):
            problems.append(f"{domain}: untranslated: {key!r}")
        elif message.fuzzy:
            problems.append(f"{domain}: fuzzy: {key!r}")
    return problems


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"extract", "update", "compile", "check"}:
        print(__doc__)
        return 2
    domains = argv[1:] or list(DOMAINS)
    unknown = [d for d in domains if d not in DOMAINS]
    if unknown:
        print(f"unknown domain(s): {', '.join(unknown)}; known: {', '.join(DOMAINS)}")
        return 2
    match argv[0]:
        case "extract":
            extract(domains)
        case "update":
            update(domains)
        case "compile":
            compile_all(domains)
        case "check":
            problems = [p for lang in TRANSLATED for d in domains for p in missing(lang, d)]
            print("\n".join(problems) or "every message has a Dutch translation")
            return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
