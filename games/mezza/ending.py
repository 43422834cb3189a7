"""Going out, the end of the game and the places."""

from __future__ import annotations

from games.base import Event
from games.message import Msg
from games.mezza import lines
from games.mezza.phases import Phase
from games.mezza.state import Table


def go_out(t: Table, seat: int, notes: list[Msg], points: dict[str, int]) -> list[Event]:
    """`seat` has no cards left: it takes the next place and its points (noted in `notes`)."""
    s = t.state
    n = len(t.players)
    s.active[seat] = False
    t.seat_out()
    s.finished.append(seat)
    place = len(s.finished)
    gained = n - place
    s.points[seat] += gained
    if gained:
        points[t.players[seat]] = gained
    notes.append(lines.is_out(t.players[seat], place))
    left = [i for i in range(n) if s.active[i]]
    if len(left) == 1:
        s.tail = [left]
        s.active[left[0]] = False
        s.ended = "out"
    elif t.rules.end_mode == "first_out":
        s.ended = "first_out"
        s.tail = rank_by_cards(t, left)
    else:
        return []
    return finish(t)


def end_stalled(t: Table) -> list[Event]:
    """Too many pick-ups without progress: those left are ranked by cards left."""
    s = t.state
    s.tail = rank_by_cards(t, [i for i in range(len(t.players)) if s.active[i]])
    s.ended = "stall"
    return finish(t)


def rank_by_cards(t: Table, seats: list[int]) -> list[list[int]]:
    groups: dict[int, list[int]] = {}
    for seat in seats:
        groups.setdefault(t.state.cards_left(seat), []).append(seat)
    return [groups[k] for k in sorted(groups)]


def finish(t: Table) -> list[Event]:
    s = t.state
    s.phase = Phase.OVER
    t.over = True
    below = len(t.players) - len(s.finished)
    awarded: dict[str, int] = {}
    for group in s.tail:
        below -= len(group)
        for seat in group:
            s.active[seat] = False
            if below:
                s.points[seat] += below
                awarded[t.players[seat]] = below
    line = lines.game_over(ranking(t), s.ended, s.stall)
    return [s.remember(Event.say(line, points=awarded))]


def ranking(t: Table) -> list[list[str]]:
    """Places so far, best first: those out, the ranked rest, then anyone still playing."""
    s, players = t.state, t.players
    places = [[players[seat]] for seat in s.finished]
    places += [[players[seat] for seat in group] for group in s.tail]
    if s.phase != Phase.OVER:
        rest = [seat for seat in range(len(players)) if s.active[seat]]
        if rest:
            places.append([players[seat] for seat in rest])
    return places
