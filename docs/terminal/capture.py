"""Draw each game's terminal table into docs/terminal/<game>.svg.

    .venv/bin/python docs/terminal/capture.py

Each picture is a real table: a seeded game played a few moves in, drawn by the
same code as `scheids play`, recorded by rich and exported as SVG.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from rich.console import Console

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from scheids.table import TerminalTable  # noqa: E402

# Game -> (seats, deal number, what "you" type before the picture is taken).
SCENES: dict[str, tuple[int, int, list[str]]] = {
    "mezza": (3, 5, ["ready", "1", "1", "1", "1"]),
    "muriel": (4, 3, ["1", "1", "1"]),
    "pandoer": (4, 2, ["2", "1", "1", "1"]),
    "keezen": (4, 4, ["1"] * 6),
    "meierijen": (2, 3, ["1", "1", "3", "1", "1", "1"]),
}
WIDTH = 100


def capture(name: str) -> str:
    seats, seed, typed = SCENES[name]
    table = TerminalTable(name, players=seats, seed=seed, out=io.StringIO(), colour=True)
    table.run(iter(typed))  # stops with "Input ended" at the prompt after the last answer
    console = Console(record=True, width=WIDTH, force_terminal=True, color_system="truecolor")
    console.file = io.StringIO()
    table.console = console
    table.show_table()
    table.show_moves()
    table.prompt("Your move> ")
    return console.export_svg(title=f"scheids play {name}")


def main() -> int:
    out = Path(__file__).resolve().parent
    for name in games.REGISTRY:
        path = out / f"{name}.svg"
        path.write_text(capture(name), encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
