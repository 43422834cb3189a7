"""Drawing: the hand is refilled from the own draw pile down to its marker.

The tenth card from the bottom is the marker: nobody draws past it. A seat whose
pile reaches it is in the end phase and plays its pile top face up instead.
"""

from __future__ import annotations

from games.meierijen.log import Log
from games.meierijen.mat import MARKER_FROM_BOTTOM
from games.meierijen.phrases import CARD, card_row
from games.meierijen.table import Table
from games.message import Msg, Player, t, tn


def in_end_phase(table: Table, seat: int) -> bool:
    return len(table.state.draw_piles[seat]) <= MARKER_FROM_BOTTOM


def draws_line(who: Player, n: int, left: int) -> Msg:
    """A draw as the table hears it: how many, and what is left of the pile."""
    # The English line has no noun to agree with the count; others may.
    return tn(
        "{player} draws {n} (draw pile {left}).",
        "{player} draws {n} (draw pile {left}).",
        n,
        player=who,
        left=left,
    )


def you_draw(drawn: list[str]) -> Msg:
    """A draw as the drawing player hears it: the cards."""
    return t("You draw {cards}.", cards=card_row(drawn))


def turns_up(who: Player, code: str) -> Msg:
    """The seat's pile top turned face up (end phase)."""
    return t("{player} turns up {card}.", player=who, card=CARD[code])


def draw(table: Table, seat: int, count: int, log: Log) -> None:
    """Draw up to `count` cards, never past the marker; turn it face up on reaching it."""
    state = table.state
    pile = state.draw_piles[seat]
    m = len(pile) - MARKER_FROM_BOTTOM  # at most down to the marker
    if count < m:
        m = count
    if m > 0:
        drawn = pile[: -m - 1 : -1]  # the top m cards, top first
        del pile[-m:]
        state.hands[seat] += drawn
        log.say(
            (draws_line, table.names[seat], m, len(pile)),
            table.players[seat],
            (you_draw, drawn),
        )
    if len(pile) == MARKER_FROM_BOTTOM:
        state.face_up = True
        log.add(
            t(
                "{player} reaches the tenth card from the bottom: {card} lies face up. "
                "End phase: no more drawing.",
                player=table.names[seat],
                card=CARD[pile[-1]],
            )
        )
