"""Winning: all four pawns home (both partners' in 2v2), or most pawns home at max_deals."""

from __future__ import annotations

from games.base import Event, Outcome
from games.keezen.board import HOME0
from games.keezen.options import KeezenOptions
from games.keezen.phases import Phase
from games.keezen.phrases import winners
from games.keezen.position import all_home
from games.keezen.state import KeezenState
from games.message import Code, tn
from games.seating import next_seat


def home_counts(pos: list[int]) -> list[int]:
    return [sum(1 for p in pos[4 * c : 4 * c + 4] if HOME0 <= p < HOME0 + 16) for c in range(4)]


def leaders(state: KeezenState, options: KeezenOptions) -> list[int]:
    """The seats with most pawns home (by team in 2v2)."""
    counts = home_counts(state.pos)
    if options.teams == "2v2":
        team = [counts[0] + counts[2], counts[1] + counts[3]]
        best = max(team)
        return [s for s in range(4) if team[s % 2] == best]
    best = max(counts)
    return [s for s in range(4) if counts[s] == best]


def check_win(
    state: KeezenState, options: KeezenOptions, players: tuple[str, ...], events: list[Event]
) -> None:
    if options.teams == "2v2":
        for t in (0, 1):
            if all_home(state.pos, t) and all_home(state.pos, t + 2):
                finish(state, players, [t, t + 2], events)
                return
    else:
        for s in range(4):
            if all_home(state.pos, s):
                finish(state, players, [s], events)
                return


def finish(
    state: KeezenState, players: tuple[str, ...], seats: list[int], events: list[Event]
) -> None:
    state.phase = Phase.OVER
    state.winners = sorted(seats)
    pts = {players[s]: 1 for s in state.winners}
    for p, v in pts.items():
        state.points[p] = state.points.get(p, 0) + v
    names = winners(players, state.winners)
    if state.guard_end:
        text = tn(
            "After {shuffles} the game stops ({option}); most pawns home: {players} wins.",
            "After {shuffles} the game stops ({option}); most pawns home: {players} win.",
            len(state.winners),
            option=Code("max_deals"),
            shuffles=tn("{n} shuffle", "{n} shuffles", state.deal_no),
            players=names,
        )
    else:
        text = tn(
            "All pawns home: {players} wins Kruizkeezen!",
            "All pawns home: {players} win Kruizkeezen!",
            len(state.winners),
            players=names,
        )
    events.append(Event.say(text, points=pts))


def outcome(state: KeezenState, options: KeezenOptions, players: tuple[str, ...]) -> Outcome:
    counts = home_counts(state.pos)
    if options.teams == "2v2":
        score = [counts[s] + counts[next_seat(s, 4, 2)] for s in range(4)]
    else:
        score = counts
    won = set(state.winners)
    key = [(s in won, score[s]) for s in range(4)]
    places: list[list[str]] = []
    for k in sorted(set(key), reverse=True):
        places.append([players[s] for s in range(4) if key[s] == k])
    return Outcome(ranking=places, points=dict(state.points), money={})
