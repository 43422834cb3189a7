"""Who plays which engine seat: people, computers, and people on computer seats.

Engines know seats only by the ids they were dealt (`ai:N` for computers) and
cannot rename them. So a person who takes over a computer seat in a running
game is recorded beside the engine (`SessionRow.takeovers`, seat -> user id),
and every permission check, hand, mention and ledger entry goes through here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.ai import DEFAULT_LEVEL, is_computer

if TYPE_CHECKING:
    from storage.repository import SessionRow

# Clock expiries in a row after which the computer keeps a seat for good.
STRIKE_LIMIT = 3


def seat_of(row: SessionRow, user: str) -> str | None:
    """The engine seat this user plays, if any."""
    if user in row.seats:
        return user
    for seat, human in row.takeovers.items():
        if human == user:
            return seat
    return None


def person_of(row: SessionRow, seat: str) -> str:
    """Who a seat stands for in the ledger and results: its person, or the seat."""
    return row.takeovers.get(seat, seat)


def computer_plays(row: SessionRow, seat: str) -> bool:
    """The computer moves for this seat (a computer seat, or a handed-over one)."""
    return seat in row.autoplay or (is_computer(seat) and seat not in row.takeovers)


def retired(row: SessionRow, seat: str) -> bool:
    """The clock ran out on this seat too often; the computer finishes it."""
    return row.strikes.get(seat, 0) >= STRIKE_LIMIT


def finished_by_computer(row: SessionRow, seat: str) -> bool:
    """A person's seat the computer played at the end (results say so)."""
    return seat in row.autoplay and not is_computer(person_of(row, seat))


def free_computer_seats(row: SessionRow) -> list[str]:
    return [p for p in row.seats if is_computer(p) and p not in row.takeovers]


def level_of(row: SessionRow, seat: str) -> str:
    """The level the computer plays a seat at: a computer seat's own, and normal
    for a person's seat it plays (left, or out of time too often)."""
    if is_computer(seat) and seat not in row.takeovers:
        return row.levels.get(seat, DEFAULT_LEVEL)
    return DEFAULT_LEVEL
