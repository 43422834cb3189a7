"""Numbered choices: the legal moves as a list a player can answer with a number.

Many moves (a joker in Kruizkeezen has dozens) are grouped by the card they play,
and laid out in columns sized to the terminal, so the list never wraps into a block.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import groupby

from rich.columns import Columns
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

# Up to this many moves are listed flat; more are grouped by their first two words.
FLAT_UP_TO = 12
NUMBER_STYLE = "bold cyan"  # i18n: not for players (a rich style)


def _numbered(n: int, label: Text) -> Text:
    return Text(f"{n:>2} ", style=NUMBER_STYLE).append(label)


def group_key(move: str) -> str:
    """What a move is grouped by: its verb and card (`play XR`), or the verb alone."""
    return " ".join(move.split()[:2])


def grouped(moves: Sequence[str]) -> bool:
    """Group when there are many moves and grouping halves the lines at least
    (a hand of single card plays stays one list of columns)."""
    return len(moves) > FLAT_UP_TO and 2 * len({group_key(m) for m in moves}) <= len(moves)


def order(moves: Sequence[str]) -> list[str]:
    """The order moves are numbered in: as given, or each group together when grouped."""
    if not grouped(moves):
        return list(moves)
    first: dict[str, int] = {}
    for i, m in enumerate(moves):
        first.setdefault(group_key(m), i)
    return sorted(moves, key=lambda m: first[group_key(m)])


def menu(
    moves: Sequence[str],
    label: Callable[[str], Text],
    heading: Callable[[str], Text] | None = None,
) -> RenderableType:
    """The moves numbered from 1, in the order given (see `order`).

    `label` shows a move; `heading` shows a group's words (default: `label`), which
    its moves' labels then leave out, so it must show them as `label` begins.
    """
    heading = heading or label
    if not grouped(moves):
        return Columns(
            [_numbered(i, label(m)) for i, m in enumerate(moves, 1)], padding=(0, 3), expand=False
        )
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True)
    grid.add_column()
    for key, items in groupby(enumerate(moves, 1), key=lambda item: group_key(item[1])):
        group = list(items)
        if len(group) == 1:
            grid.add_row(_numbered(group[0][0], label(group[0][1])), "")
            continue
        title = heading(key)
        title.stylize("bold")
        # What is shown of the group's words, which need not be as long as typed (`9½`).
        cut = len(title.plain) + 1
        entries = [_numbered(n, _rest(label(m), cut)) for n, m in group]
        grid.add_row(title, Columns(entries, padding=(0, 3), expand=False))
    return grid


def _rest(label: Text, cut: int) -> Text:
    """The label without the group's words, which the heading already shows."""
    rest = label[cut:]
    return rest if rest.plain.strip() else label


def number(typed: str) -> int | None:
    """The choice number typed (`3`, `#3`), or None when the text is not a number."""
    text = typed.strip().lstrip("#")
    return int(text) if text.isdigit() else None
