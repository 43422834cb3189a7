"""No sentence a player reads is written outside the catalogs.

A heuristic over the source: a string with two or more words in it is a
sentence, unless it is marked for translation (`t`, `tn`, `tr`, `trn`,
`locale_str`), a docstring, a log line, a developer's exception, SQL, a
metric's help, or sits on a line marked `# i18n: not for players` (say why
next to it). What is left is a sentence a player would read in English.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from i18n.catalogs import DOMAINS

ROOT = Path(__file__).resolve().parents[2]
MARKERS = {"t", "tn", "tr", "trn", "marked", "locale_str", "literal"}
# Calls whose text people other than players read: logs, developers, operators.
NOT_FOR_PLAYERS = {
    "debug", "info", "warning", "error", "exception", "critical", "log",
    "ValueError", "TypeError", "RuntimeError", "KeyError", "AssertionError",
    "NotImplementedError", "Counter", "Gauge", "Histogram", "Summary",
    "add_argument", "ArgumentParser", "add_parser", "execute", "executemany",
    "fetch", "fetchrow", "fetchval", "fetchall", "fetchone", "getLogger",
    "PlainTextResponse",
}  # fmt: skip
OPT_OUT = "# i18n: not for players"
SENTENCE = re.compile(r"[A-Za-z]{2,}[^\n]*\s[A-Za-z]{2,}")
TYPE_EXPRESSION = re.compile(r"^[\w.\[\], ]*[|\[][\w.\[\]|, ]*$")
SQL = re.compile(r"^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|WITH|ALTER|DROP|PRAGMA)\b", re.I)
# Where players' words are written; engines' rule logic elsewhere has none.
SCOPES: dict[str, tuple[str, ...]] = {**DOMAINS}


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


class _Finder(ast.NodeVisitor):
    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.found: list[tuple[int, str]] = []
        self.quiet = 0

    def _docstring(self, node: ast.AST) -> None:
        body = getattr(node, "body", [])
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body[0].value.__dict__["docstring"] = True

    def visit_Module(self, node: ast.Module) -> None:
        self._docstring(node)
        self.generic_visit(node)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self._docstring(node)
        self.generic_visit(node)

    visit_AsyncFunctionDef = visit_FunctionDef  # type: ignore[assignment]

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self._docstring(node)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        if _name(node.func) in MARKERS | NOT_FOR_PLAYERS:
            self.quiet += 1
            self.generic_visit(node)
            self.quiet -= 1
        else:
            self.generic_visit(node)

    def visit_Raise(self, node: ast.Raise) -> None:
        # SystemExit and friends from developers' tools; players' refusals are `t`.
        exc = node.exc
        if isinstance(exc, ast.Call) and _name(exc.func) in NOT_FOR_PLAYERS:
            self.quiet += 1
            self.generic_visit(node)
            self.quiet -= 1
        else:
            self.generic_visit(node)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        text = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
        self._check(node, text)

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str) and not node.__dict__.get("docstring"):
            self._check(node, node.value)

    def _check(self, node: ast.expr, text: str) -> None:
        if self.quiet or not SENTENCE.search(text) or SQL.match(text):
            return
        if TYPE_EXPRESSION.match(text):
            return
        line = self.lines[node.lineno - 1]
        if OPT_OUT in line or (node.lineno >= 2 and OPT_OUT in self.lines[node.lineno - 2]):
            return
        self.found.append((node.lineno, text[:60]))


def _files(domain: str) -> list[Path]:
    found: set[Path] = set()
    for pattern in SCOPES[domain]:
        found.update(ROOT.glob(pattern))
    return sorted(found)


def sentences(path: Path) -> list[tuple[int, str]]:
    source = path.read_text()
    finder = _Finder(source.splitlines())
    finder.visit(ast.parse(source))
    return finder.found


# Parts whose texts are still being moved into the catalogs.
PENDING: set[str] = set()


@pytest.mark.parametrize(
    "domain",
    [
        pytest.param(d, marks=pytest.mark.xfail(strict=True, reason="being translated"))
        if d in PENDING
        else d
        for d in sorted(SCOPES)
    ],
)
def test_no_sentence_outside_the_catalogs(domain: str) -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for path in _files(domain)
        for line, text in sentences(path)
    ]
    assert not found, "mark these for translation with t()/tr():\n" + "\n".join(found)
