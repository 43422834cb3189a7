"""The end of a hand: points, the target, tie-breaks, the next dealer, the end of the game."""

from __future__ import annotations

from games.base import Event, mention
from games.muriel.cards import points
from games.muriel.dealing import MAX_TIE_BREAK_HANDS, deal, draw_for_dealer
from games.muriel.phases import LEAD, OVER
from games.muriel.state import Table
from games.seating import next_seat, seats_from
from games.wording import plural


def settle_hand(t: Table, final: bool) -> Event:
    """Add every pile to the totals; `final` ends the game on the target too."""
    session = t.session
    scores = [points(p) for p in t.hand.piles]
    for i, s in enumerate(scores):
        session.totals[i] += s
    session.hand_log.append(scores)
    line = ", ".join(
        f"{mention(p)} {s} ({session.totals[i]})"
        for i, (p, s) in enumerate(zip(t.players, scores, strict=True))
    )
    text = f"Hand {session.hand_no} is over: {line}."
    if final:
        finish(t, "target")
        text += " " + result_text(t)
    return Event(text, points={p: scores[i] for i, p in enumerate(t.players)})


def end_hand(t: Table) -> list[Event]:
    """Nobody holds cards: settle, then end the game or deal the next hand."""
    session, o = t.session, t.options
    settle = settle_hand(t, final=False)
    events = [settle]
    totals = session.totals
    top = max(totals)
    if top >= o.target:
        leaders = [i for i, total in enumerate(totals) if total == top]
        if len(leaders) > 1 and o.tie_break == "extra_hand" and session.extra < MAX_TIE_BREAK_HANDS:
            session.extra += 1
            events.append(Event(f"A tie at {top}: an extra hand decides."))
        else:
            finish(t, "target")
            return [Event(settle.text + " " + result_text(t), points=settle.points)]
    if session.hand_no >= t.hand_limit:
        finish(t, "hand_limit")
        return [
            Event(
                settle.text + " The hand limit is reached. " + result_text(t),
                points=settle.points,
            )
        ]
    session.hand_no += 1
    session.dealer = _next_dealer(t)
    t.hand = deal(t.seed, len(t.players), o, session.hand_no, session.dealer, None)
    t.phase = LEAD
    events.append(
        Event(f"Hand {session.hand_no}: {mention(t.players[session.dealer])} deals and leads.")
    )
    return events


def _next_dealer(t: Table) -> int:
    session = t.session
    rule = t.options.dealer_rule
    n = len(t.players)
    if rule != "redraw":
        session.draws = []
    if rule == "rotate":
        return next_seat(session.dealer, n)
    if rule == "redraw":
        dealer, session.draws = draw_for_dealer(t.seed, n, session.hand_no)
        return dealer
    last = session.hand_log[-1]
    best = max(last)
    for seat in seats_from(next_seat(session.dealer, n), n):
        if last[seat] == best:
            return seat
    return session.dealer  # pragma: no cover - some seat holds the maximum


def finish(t: Table, reason: str) -> None:
    t.session.over = True
    t.phase = OVER
    t.session.end_reason = reason
    t.hand.waiting = []


def result_text(t: Table) -> str:
    first = ranking(t)[0]
    names = " and ".join(mention(p) for p in first)
    pts = t.session.totals[t.seat_of[first[0]]]
    verb = "win" if len(first) > 1 else "wins"
    return f"{names} {verb} with {plural(pts, 'point')}."


def ranking(t: Table) -> list[list[str]]:
    """Places by total points, best first; equal totals share a place."""
    totals = t.session.totals
    order = sorted(range(len(t.players)), key=lambda i: -totals[i])
    places: list[list[str]] = []
    last: int | None = None
    for i in order:
        if last is not None and totals[i] == last:
            places[-1].append(t.players[i])
        else:
            places.append([t.players[i]])
        last = totals[i]
    return places
