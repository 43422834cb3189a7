"""Engines are pure: no I/O, no Discord, no clock, no global randomness."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAMES = Path(__file__).resolve().parents[2] / "games"
FORBIDDEN_MODULES = {
    "asyncio", "aiosqlite", "datetime", "discord", "logging", "os", "pathlib",
    "socket", "sqlite3", "subprocess", "sys", "threading", "time", "urllib",
}  # fmt: skip
# Module-level functions of `random` draw from the shared global generator.
GLOBAL_RANDOM = {"random", "choice", "choices", "shuffle", "randint", "randrange", "sample", "seed"}
FORBIDDEN_CALLS = {"print", "open", "input", "exec", "eval"}


def sources() -> list[Path]:
    return sorted(GAMES.rglob("*.py"))


@pytest.mark.parametrize("path", sources(), ids=lambda p: str(p.relative_to(GAMES)))
def test_engine_module_does_no_io_and_uses_only_seeded_randomness(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    problems: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules = [a.name.split(".")[0] for a in node.names]
            drawn: list[str] = []
        elif isinstance(node, ast.ImportFrom):
            modules = [(node.module or "").split(".")[0]]
            drawn = [a.name for a in node.names if a.name in GLOBAL_RANDOM]
            drawn = drawn if node.module == "random" else []
        else:
            modules, drawn = [], []
        problems += [f"line {node.lineno}: imports {m}" for m in modules if m in FORBIDDEN_MODULES]
        problems += [f"line {node.lineno}: imports random.{n} (global)" for n in drawn]
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in FORBIDDEN_CALLS:
                problems.append(f"line {node.lineno}: calls {func.id}()")
            if (
                isinstance(func, ast.Attribute)
                and isinstance(func.value, ast.Name)
                and func.value.id == "random"
                and func.attr in GLOBAL_RANDOM
            ):
                problems.append(f"line {node.lineno}: calls random.{func.attr}() (global)")
    assert not problems, f"{path.relative_to(GAMES)}: " + "; ".join(problems)
