"""A turn in the play phase: play a card, discard one or fold; then the next seat."""

from __future__ import annotations

from games.base import Event, mention
from games.cards import pretty
from games.keezen.board import HOME0
from games.keezen.cards import played_name, played_rank
from games.keezen.deal import end_subround
from games.keezen.moves import Option, Segment
from games.keezen.options import KeezenOptions
from games.keezen.phases import OVER
from games.keezen.rules import Labels
from games.keezen.state import KeezenState
from games.keezen.winning import check_win
from games.seating import next_seat

_PAWN_NAMES = tuple(f"p{k + 1}" for k in range(16))
# Per seat: the other seats clockwise, then the seat itself.
_SEATS_AFTER = tuple(tuple(next_seat(seat, 4, step) for step in range(1, 5)) for seat in range(4))


def pawn_name(k: int) -> str:
    return _PAWN_NAMES[k] if 0 <= k < 16 else f"p{k + 1}"


def play_turn(
    state: KeezenState,
    options: KeezenOptions,
    seed: int,
    players: tuple[str, ...],
    labels: Labels,
    move: str,
    option: Option | None,
) -> list[Event]:
    """Carry out the legal `move` of the seat to move; `option` is its effect."""
    seat = state.current
    events: list[Event] = []
    hand = state.hands[seat]
    who = mention(players[seat])
    if move == "fold":
        shown = " ".join(pretty(c) for c in hand)
        state.discard.extend(hand)
        hand.clear()
        state.last = {"seat": seat, "move": move, "card": None, "segments": []}
        events.append(Event(f"{who} cannot move and folds: {shown}."))
    elif option is None:
        card = move.split(" ", 2)[1]
        hand.remove(card)
        state.discard.append(card)
        state.last = {"seat": seat, "move": move, "card": card, "segments": []}
        events.append(Event(f"{who} does not move and discards {pretty(card)}."))
    else:
        card, rank = played_rank(move)
        hand.remove(card)
        state.discard.append(card)
        pos, xi = state.pos, state.xi
        _, changes, option_segments, _ = option
        for k, p, x in changes:
            pos[k] = p
            xi[k] = x
        # A list, as before (moves hold tuples, which prepared moves share).
        segments = list(option_segments)
        # Segments as they are: JSON writes them as lists, and views read both.
        state.last = {"seat": seat, "move": move, "card": card, "segments": segments}
        events.append(Event(f"{who} {describe(labels, card, rank, segments)}."))
        for _, field, _ in changes:
            if HOME0 <= field < HOME0 + 16:
                check_win(state, options, players, events)
                break
    advance(state, options, seed, players, events)
    return events


def describe(labels: Labels, code: str, rank: str, segments: list[Segment]) -> str:
    """The table's line for a card play: `plays 7♥: p1 T3 → T6; p2 …`."""
    card = played_name(code, rank)
    label = labels.__getitem__
    name = pawn_name
    if rank == "J":
        (k, a, b, _, _), (t, _, _, _, _) = segments
        return f"plays {card}: {name(k)} on {label(a)} swaps with {name(t)} on {label(b)}"
    parts: list[str] = []
    for k, a, b, _, hits in segments:
        text = f"{name(k)} enters on {label(b)}" if a < 0 else f"{name(k)} {label(a)} → {label(b)}"
        if hits:
            text += ", hitting " + " and ".join([name(h) for h in hits])
        parts.append(text)
    return f"plays {card}: " + "; ".join(parts)


def advance(
    state: KeezenState,
    options: KeezenOptions,
    seed: int,
    players: tuple[str, ...],
    events: list[Event],
) -> None:
    """The next seat holding cards moves; when all hands are empty the subround ends."""
    if state.phase is OVER:
        return
    if not any(state.hands):
        end_subround(state, options, seed, players, events)
        return
    for seat in _SEATS_AFTER[state.current]:
        if state.hands[seat]:
            state.current = seat
            return
