"""Seat arithmetic shared by every game: seats are numbered 0..count-1 clockwise."""

from __future__ import annotations


def next_seat(seat: int, count: int, step: int = 1) -> int:
    """The seat `step` places clockwise of `seat` (negative steps go anticlockwise)."""
    return (seat + step) % count


def seats_from(seat: int, count: int) -> list[int]:
    """Every seat once, in playing order, starting with `seat`."""
    return [(seat + offset) % count for offset in range(count)]
