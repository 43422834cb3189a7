"""Drawing: the hand is refilled from the own draw pile down to its marker.

The tenth card from the bottom is the marker: nobody draws past it. A seat whose
pile reaches it is in the end phase and plays its pile top face up instead.
"""

from __future__ import annotations

from games.meierijen.cards import PRETTY
from games.meierijen.log import Log
from games.meierijen.mat import MARKER_FROM_BOTTOM
from games.meierijen.table import Table


def in_end_phase(table: Table, seat: int) -> bool:
    return len(table.state.draw_piles[seat]) <= MARKER_FROM_BOTTOM


def draw(table: Table, seat: int, count: int, log: Log) -> None:
    """Draw up to `count` cards, never past the marker; turn it face up on reaching it."""
    state = table.state
    pile = state.draw_piles[seat]
    m = min(count, len(pile) - MARKER_FROM_BOTTOM)
    if m > 0:
        drawn = pile[-m:]
        drawn.reverse()
        del pile[-m:]
        state.hands[seat] += drawn
        log.say(
            f"{table.names[seat]} draws {m} (draw pile {len(pile)}).",
            table.players[seat],
            "You draw " + " ".join([PRETTY[c] for c in drawn]) + ".",
        )
    if len(pile) == MARKER_FROM_BOTTOM:
        state.face_up = True
        log.add(
            f"{table.names[seat]} reaches the tenth card from the bottom: "
            f"{PRETTY[pile[-1]]} lies face up. End phase: no more drawing."
        )
