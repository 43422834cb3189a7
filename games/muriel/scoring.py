"""The end of a hand: points, the target, tie-breaks, the next dealer, the end of the game."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from games.base import Event
from games.message import Msg, Param, Player, items, t, tn
from games.muriel.cards import points
from games.muriel.dealing import MAX_TIE_BREAK_HANDS, deal, draw_for_dealer
from games.muriel.phases import LEAD, OVER
from games.muriel.phrases import sentences
from games.muriel.state import Table
from games.seating import next_seat, seats_from


def settle_hand(table: Table, final: bool) -> Event:
    """Add every pile to the totals; `final` ends the game on the target too."""
    settled, scored = _settle(table)
    if final:
        finish(table, "target")
        return Event.say(sentences(settled(), result_message(table)), points=scored)
    return Event.later(settled, points=scored)


def _settle(table: Table) -> tuple[Callable[[], Msg], dict[str, int]]:
    """The hand's points added to the totals: the line that says so, and the points.

    The line is put together when first read (see `Event.later`): a searching
    computer settles many hands without reading one.
    """
    session = table.session
    scores = [points(p) for p in table.hand.piles]
    for i, s in enumerate(scores):
        session.totals[i] += s
    session.hand_log.append(scores)
    settled = partial(
        _settled_line, table.who, session.hand_no, tuple(scores), tuple(session.totals)
    )
    return settled, {p: scores[i] for i, p in enumerate(table.players)}


def _settled_line(
    who: list[Player], hand_no: int, scores: tuple[int, ...], totals: tuple[int, ...]
) -> Msg:
    line: Param | None = None
    for i in reversed(range(len(scores))):
        score = t("{player} {points} ({total})", player=who[i], points=scores[i], total=totals[i])
        line = score if line is None else t("{first}, {then}", first=score, then=line)
    assert line is not None
    return t("Hand {hand} is over: {scores}.", hand=hand_no, scores=line)


def end_hand(table: Table) -> list[Event]:
    """Nobody holds cards: settle, then end the game or deal the next hand."""
    session, o = table.session, table.options
    settled, scored = _settle(table)
    totals = session.totals
    top = max(totals)
    tie: list[Event] = []
    if top >= o.target:
        leaders = [i for i, total in enumerate(totals) if total == top]
        if len(leaders) > 1 and o.tie_break == "extra_hand" and session.extra < MAX_TIE_BREAK_HANDS:
            session.extra += 1
            tie.append(Event.say(t("A tie at {points}: an extra hand decides.", points=top)))
        else:
            finish(table, "target")
            return [Event.say(sentences(settled(), result_message(table)), points=scored)]
    if session.hand_no >= table.hand_limit:
        finish(table, "hand_limit")
        limit = t("The hand limit is reached.")
        return [Event.say(sentences(settled(), limit, result_message(table)), points=scored)]
    events = [Event.later(settled, points=scored), *tie]
    session.hand_no += 1
    session.dealer = _next_dealer(table)
    table.hand = deal(table.seed, len(table.players), o, session.hand_no, session.dealer, None)
    table.phase = LEAD
    events.append(
        Event.say(
            t(
                "Hand {hand}: {player} deals and leads.",
                hand=session.hand_no,
                player=table.who[session.dealer],
            )
        )
    )
    return events


def _next_dealer(table: Table) -> int:
    session = table.session
    rule = table.options.dealer_rule
    n = len(table.players)
    if rule != "redraw":
        session.draws = []
    if rule == "rotate":
        return next_seat(session.dealer, n)
    if rule == "redraw":
        dealer, session.draws = draw_for_dealer(table.seed, n, session.hand_no)
        return dealer
    last = session.hand_log[-1]
    best = max(last)
    for seat in seats_from(next_seat(session.dealer, n), n):
        if last[seat] == best:
            return seat
    return session.dealer  # pragma: no cover - some seat holds the maximum


def finish(table: Table, reason: str) -> None:
    table.session.over = True
    table.phase = OVER
    table.session.end_reason = reason
    table.hand.waiting = []


def result_message(table: Table) -> Msg:
    first = ranking(table)[0]
    pts = table.session.totals[table.seat_of[first[0]]]
    if len(first) > 1:
        return tn(
            "{players} win with {n} point.",
            "{players} win with {n} points.",
            pts,
            players=items([Player(p) for p in first]),
        )
    return tn(
        "{player} wins with {n} point.",
        "{player} wins with {n} points.",
        pts,
        player=Player(first[0]),
    )


def ranking(table: Table) -> list[list[str]]:
    """Places by total points, best first; equal totals share a place."""
    totals = table.session.totals
    order = sorted(range(len(table.players)), key=lambda i: -totals[i])
    places: list[list[str]] = []
    last: int | None = None
    for i in order:
        if last is not None and totals[i] == last:
            places[-1].append(table.players[i])
        else:
            places.append([table.players[i]])
        last = totals[i]
    return places
