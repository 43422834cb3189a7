"""The end: a draw pile played out (then by end_timing), penalty points and places."""

from __future__ import annotations

from games.base import Outcome
from games.meierijen.log import Log
from games.meierijen.mat import turn_guard
from games.meierijen.phases import OVER
from games.meierijen.phrases import commas
from games.meierijen.table import Table
from games.message import Player, t, tn


def penalty_of(table: Table, seat: int) -> int:
    """Penalty points: cards in the penalty pile, hand and open cards (and draw pile)."""
    state = table.state
    total = len(state.penalty_piles[seat]) + len(state.hands[seat]) + len(state.open_cards[seat])
    if table.options.count_draw_pile:
        total += len(state.draw_piles[seat])
    return total


def pile_played_out(table: Table, seat: int, log: Log) -> bool:
    """The seat's draw pile just ran out. Returns True when that ends the game now."""
    state = table.state
    if state.ender < 0:
        state.ender = seat
    log.add(t("{player} has played out the whole draw pile.", player=table.names[seat]))
    if table.options.end_timing == "immediate":
        finish(table, log)
        return True
    return False


def final_turn_done(table: Table, seat: int) -> bool:
    """Whether the game ends after this turn (end_timing and the turn guard)."""
    state = table.state
    if state.turns >= turn_guard(len(table.players)):
        return True
    if state.ender < 0:
        return False
    if table.options.end_timing != "equal_turns":
        return True
    n = len(table.players)
    if seat == state.ender and state.final_left < 0:
        state.final_left = (state.starter - seat - 1) % n
    else:
        state.final_left -= 1
    return state.final_left <= 0


def finish(table: Table, log: Log) -> None:
    state = table.state
    players = table.players
    state.phase = OVER
    state.face_up = False
    state.result = [penalty_of(table, s) for s in range(len(players))]
    scores = [
        tn(
            "{player} {n} penalty point",
            "{player} {n} penalty points",
            state.result[s],
            player=table.names[s],
        )
        for s in range(len(players))
    ]
    winners = [Player(p) for p in outcome(table).winners]
    log.say(
        t("Game over. {scores}. Winner: {winners}.", scores=commas(scores), winners=commas(winners))
    )
    log.points = {p: -state.result[s] for s, p in enumerate(players)}


def _rank_key(table: Table, seat: int, penalties: list[int]) -> tuple[int, int, int]:
    """Fewest penalty points; ties: the smaller penalty pile, then who ended the game."""
    state = table.state
    return (penalties[seat], len(state.penalty_piles[seat]), 0 if seat == state.ender else 1)


def outcome(table: Table) -> Outcome:
    players = table.players
    n = len(players)
    penalties = table.state.result or [penalty_of(table, s) for s in range(n)]
    order = sorted(range(n), key=lambda s: _rank_key(table, s, penalties))
    ranking: list[list[str]] = []
    last: tuple[int, int, int] | None = None
    for s in order:
        key = _rank_key(table, s, penalties)
        if key == last:
            ranking[-1].append(players[s])
        else:
            ranking.append([players[s]])
        last = key
    return Outcome(
        ranking=ranking,
        points={p: -penalties[s] for s, p in enumerate(players)},
        money={p: 0 for p in players},
    )
