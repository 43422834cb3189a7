"""Play: the moves a seat has, laying cards, flipping blind, picking up, whose turn is next.

Out of turn a seat may snatch with a ½ (option `snatch`) or cut in with the cards
that make four of a kind (option `cut_in`).
"""

from __future__ import annotations

from collections.abc import Callable

from games.base import Event, derive_rng
from games.message import Msg
from games.mezza import lines
from games.mezza.cards import COMBO, HALF, HALF_CARDS, PLAY, WHOLE
from games.mezza.ending import end_stalled, go_out
from games.mezza.phases import OVER
from games.mezza.pile import can_play, lay, playable, top_run
from games.mezza.state import Table
from games.seating import next_seat, seats_from

PLAIN_HALF = HALF + " plain"  # a ½ laid on an open half card without completing it

# Who laid which cards, with notes on what they did: a builder from `lines`.
Line = Callable[[str, list[str], list[Msg]], Msg]


# ------------------------------------------------------------------ moves


def turn_moves(t: Table, seat: int) -> list[str]:
    """The moves of the seat whose turn it is."""
    s, o = t.state, t.options
    src = s.source(seat)
    voluntary = o.allow_voluntary_pickup and bool(s.pile)
    if src is None:
        return ["flip", "pickup"] if voluntary else ["flip"]
    count = src.count  # hands grow big after pick-ups; list.count runs in C
    if s.opening:
        return PLAY[s.lowest][: count(s.lowest)]
    present = set(src)
    moves: list[str] = []
    for code in playable(t):
        if code in present:
            moves.extend(PLAY[code][: count(code)])
    if HALF in present and t.combos:
        for code in HALF_CARDS:
            if code in present and can_play(s, o, WHOLE[code]):
                moves.extend(COMBO[code][: count(code)])
    if s.open_half and HALF in present and o.completion_optional:
        moves.append("play " + PLAIN_HALF)
    if not moves:
        return ["pickup"]
    if voluntary:
        moves.append("pickup")
    return moves


def out_of_turn_moves(t: Table, seat: int) -> list[str]:
    if t.options.cut_in:
        return _snatch_moves(t, seat) + _cut_moves(t, seat)
    return _snatch_moves(t, seat)


def _cut_moves(t: Table, seat: int) -> list[str]:
    """Out of turn, the cards that make four of a kind on top (option `cut_in`)."""
    s = t.state
    if not s.pile or not s.active[seat] or t.options.four_of_a_kind != "across_players":
        return []
    rank, n = top_run(s, t.options)
    src = s.source(seat)
    need = 4 - n
    if not rank or need < 1 or src is None or src.count(rank) < need:
        return []
    return ["cut " + " ".join([rank] * need)]


def _snatch_moves(t: Table, seat: int) -> list[str]:
    s = t.state
    mode = t.options.snatch
    if mode == "off" or not s.active[seat]:
        return []
    if mode == "complete_half":
        if not s.open_half:
            return []
    elif not s.pile:
        return []
    src = s.source(seat)
    if src is not None and HALF in src:
        return ["snatch 1/2"]
    return []


# ------------------------------------------------------------------ steps


def play_cards(
    t: Table,
    seat: int,
    cards: list[str],
    line: Line = lines.plays,
    complete: bool = True,
) -> list[Event]:
    """Lay `cards` from the seat's hand or face-up cards; `line` tells the table."""
    s = t.state
    src = s.hands[seat] or s.ups[seat]
    for c in cards:
        src.remove(c)
    if src is s.hands[seat] and s.seen[seat]:
        s.show_out(seat, cards)
    s.opening = False
    notes = [] if complete else [lines.WITHOUT_COMPLETING]
    return _after_lay(t, seat, cards, line, notes, complete)


def flip(t: Table, seat: int) -> list[Event]:
    """Play a random face-down card blind; if it does not fit, pick up the pile with it."""
    s = t.state
    down = s.downs[seat]
    index = derive_rng(t.seed, "flip", s.flips).randrange(len(down))
    s.flips += 1
    card = down.pop(index)
    if can_play(s, t.options, card):
        return _after_lay(t, seat, [card], lines.flip_fits, [])
    s.pile.append(card)
    return pickup(t, seat, flipped=card)


def pickup(t: Table, seat: int, flipped: str | None = None) -> list[Event]:
    """The seat takes the whole pile into hand (`flipped`: the blind card that missed)."""
    s = t.state
    player = t.players[seat]
    if flipped is None:
        line = lines.picks_up(player, len(s.pile))
    else:
        line = lines.flip_misses(player, flipped, len(s.pile))
    cards = s.clear_pile()
    s.hands[seat].extend(cards)
    s.seen[seat].extend(cards)
    s.plays += 1
    s.current = _next_active(t, seat)
    events = [s.remember(Event.say(line))]
    progress = s.progress()
    if progress < s.mark:
        s.mark = progress
        s.stall = 0
    s.stall += 1
    limit = t.options.stall_limit
    if limit and s.stall >= limit:
        events += end_stalled(t)
    return events


def _after_lay(
    t: Table, seat: int, cards: list[str], line: Line, notes: list[Msg], complete: bool = True
) -> list[Event]:
    """Fire the cards' effects, draw back up to a full hand, then pass the turn on."""
    s, o = t.state, t.options
    burn, skips, effects = lay(s, o, cards, complete)
    s.plays += 1
    notes += effects
    private: dict[str, Msg] = {}
    hand = s.hands[seat]
    stock = s.stocks[0] if len(s.stocks) == 1 else s.stocks[seat]
    target = o.hand_cards
    if len(hand) < target and stock:
        drawn = [stock.pop() for _ in range(min(target - len(hand), len(stock)))]
        hand.extend(drawn)
        private[t.players[seat]] = lines.you_draw(drawn)
    events: list[Event] = []
    points: dict[str, int] = {}
    out = not hand and not s.ups[seat] and not s.downs[seat]
    if out:
        events += go_out(t, seat, notes, points)
    if burn and not o.burner_leads_again:
        burn = False  # the burn stands, but the turn passes on
    if s.phase is not OVER:
        if burn and not out:
            s.current = seat
            notes.append(lines.leads_again(t.players[seat]))
        else:
            nxt = _next_active(t, seat)
            for _ in range(skips):
                notes.append(lines.misses_a_turn(t.players[nxt]))
                nxt = _next_active(t, nxt)
            s.current = nxt
    event = Event.say(line(t.players[seat], cards, notes), private, points=points)
    if s.phase is not OVER:  # else the game-over line stays the latest
        s.remember(event)
    events.insert(0, event)
    return events


def _next_active(t: Table, seat: int) -> int:
    """The next seat clockwise still in the game (`seat` itself if none is)."""
    active = t.state.active
    count = len(active)
    for other in seats_from(next_seat(seat, count), count):
        if active[other]:
            return other
    return seat
