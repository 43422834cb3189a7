"""A turn in the play phase: play a card, discard one or fold; then the next seat."""

from __future__ import annotations

from functools import partial

from games.base import Event
from games.keezen.board import HOME0
from games.keezen.cards import played_rank
from games.keezen.deal import end_subround
from games.keezen.moves import Option, Segment
from games.keezen.options import KeezenOptions
from games.keezen.phases import OVER
from games.keezen.phrases import card_row, played_card
from games.keezen.position import Position
from games.keezen.rules import Labels
from games.keezen.state import KeezenState
from games.keezen.winning import check_win
from games.message import Card, Msg, Param, Player, items, t
from games.seating import next_seat

_PAWN_NAMES = tuple(f"p{k + 1}" for k in range(16))
# Per seat: the other seats clockwise, then the seat itself.
_SEATS_AFTER = tuple(tuple(next_seat(seat, 4, step) for step in range(1, 5)) for seat in range(4))


def pawn_name(k: int) -> str:
    return _PAWN_NAMES[k] if 0 <= k < 16 else f"p{k + 1}"


def play_turn(
    state: KeezenState,
    board: Position,
    options: KeezenOptions,
    seed: int,
    players: tuple[str, ...],
    labels: Labels,
    move: str,
    option: Option | None,
) -> list[Event]:
    """Carry out the legal `move` of the seat to move; `option` is its effect, made
    on the board through `board` (the game's position, in step with `state`)."""
    seat = state.current
    events: list[Event] = []
    hand = state.hands[seat]
    who = players[seat]
    # Lines are told lazily: a searching computer plays thousands of moves and reads none.
    if move == "fold":
        shown = card_row(hand)
        state.discard.extend(hand)
        hand.clear()
        state.last = {"seat": seat, "move": move, "card": None, "segments": []}
        folds = t("{player} cannot move and folds: {cards}.", player=Player(who), cards=shown)
        events.append(Event.say(folds))
    elif option is None:
        card = move.split(" ", 2)[1]
        hand.remove(card)
        state.discard.append(card)
        state.last = {"seat": seat, "move": move, "card": card, "segments": []}
        events.append(Event.later(partial(discarded, who, card)))
    else:
        card, rank = played_rank(move)
        hand.remove(card)
        state.discard.append(card)
        _, changes, option_segments, _ = option
        board.move(changes)
        # A list, as before (moves hold tuples, which prepared moves share).
        segments = list(option_segments)
        # Segments as they are: JSON writes them as lists, and views read both.
        state.last = {"seat": seat, "move": move, "card": card, "segments": segments}
        events.append(Event.later(partial(describe, labels, who, card, rank, option_segments)))
        for _, field, _ in changes:
            if HOME0 <= field < HOME0 + 16:
                check_win(state, options, players, events)
                break
    advance(state, options, seed, players, events)
    return events


def discarded(player: str, card: str) -> Msg:
    return t("{player} does not move and discards {card}.", player=Player(player), card=Card(card))


def describe(
    labels: Labels, player: str, code: str, rank: str, segments: tuple[Segment, ...]
) -> Msg:
    """The table's line for a card play: `<@id> plays 7♥: p1 T3 → T6; p2 …`."""
    who = Player(player)
    card = played_card(code, rank)
    if rank == "J":
        (k, a, b, _, _), (other, _, _, _, _) = segments
        names = {
            "pawn": pawn_name(k),
            "field": labels[a],
            "other": pawn_name(other),
            "other_field": labels[b],
        }
        return t(
            "{player} plays {card}: {pawn} on {field} swaps with {other} on {other_field}.",
            player=who,
            card=card,
            **names,
        )
    first = _segment(labels, segments[0])
    if len(segments) == 1:
        return t("{player} plays {card}: {move}.", player=who, card=card, move=first)
    # A move has at most two parts: a 7 split over two pawns.
    second = _segment(labels, segments[1])
    return t(
        "{player} plays {card}: {first}; {second}.",
        player=who,
        card=card,
        first=first,
        second=second,
    )


def _segment(labels: Labels, segment: Segment) -> str | Msg:
    """One pawn's part of a move (a pawn entering from its base starts at -1)."""
    k, a, b, _, hits = segment
    pawn = pawn_name(k)
    start = labels[a] if a >= 0 else None
    end = labels[b]
    if not hits:
        if start is None:
            return t("{pawn} enters on {field}", pawn=pawn, field=end)
        # Pawn and field names only, the same in every language.
        return f"{pawn} {start} → {end}"
    names: list[Param] = []
    for h in hits:  # (a loop: a comprehension costs more for one or two)
        names.append(pawn_name(h))
    hit = items(names)
    if start is None:
        return t("{pawn} enters on {field}, hitting {hits}", pawn=pawn, field=end, hits=hit)
    return t("{pawn} {start} → {end}, hitting {hits}", pawn=pawn, start=start, end=end, hits=hit)


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
