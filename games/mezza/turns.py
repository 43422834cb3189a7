"""Play: the moves a seat has, laying cards, flipping blind, picking up, whose turn is next.

Out of turn a seat may snatch with a ½ (option `snatch`) or cut in with the cards
that make four of a kind (option `cut_in`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from itertools import product

from games.base import Event, derive_rng
from games.message import Msg
from games.mezza import lines
from games.mezza.cards import (
    COMBO,
    COUNT_BIT,
    COUNT_FIELD,
    COUNT_SHIFT,
    HALF,
    HALF_CARDS,
    PLAY,
    RANKS,
    WHOLE,
    counts_of,
)
from games.mezza.ending import end_stalled, go_out
from games.mezza.lines import Cards
from games.mezza.pile import can_play, lay, playable, top_run
from games.mezza.state import FitMasks, Table

PLAIN_HALF = HALF + " plain"  # a ½ laid on an open half card without completing it

# Who laid which cards, with notes on what they did: a builder from `lines`.
Line = Callable[[str, Cards, list[Msg]], Msg]


# ------------------------------------------------------------------ moves


def turn_moves(t: Table, seat: int) -> list[str]:
    """The moves of the seat whose turn it is."""
    s = t.state
    hand = s.hands[seat]
    if hand:
        if t.counted[seat] is not hand:
            t.count_hand(seat)
        held = t.held[seat]
    elif s.ups[seat]:
        held = counts_of(s.ups[seat])
    else:  # blind: face-down cards only
        return ["flip", "pickup"] if t.rules.allow_voluntary_pickup and s.pile else ["flip"]
    if s.opening:
        return PLAY[s.lowest][: held >> COUNT_SHIFT[s.lowest] & COUNT_FIELD]
    key = -1 if s.lower else s.force  # under the limit, the rank in force no longer counts
    masks = t.playable_cache[key]
    if masks is None:
        masks = t.playable_cache[key] = fit_masks(playable(s, t.rules))
    fits = held & masks[0]
    if not fits:  # a sixth of all turns
        return ["pickup"]
    # Of each rank in start order, the first as many of its moves as there are cards:
    # joined from three groups of ranks, each group's moves looked up by its counts.
    low = fits & _GROUP_MASK
    middle = fits & _MIDDLE_MASK  # left in place: a shift more costs more than the longer key
    high = fits >> _HIGH_SHIFT
    try:
        moves = [*_LOW_KNOWN[low], *_MIDDLE_KNOWN[middle], *_HIGH_KNOWN[high]]
    except KeyError:  # counts met for the first time
        moves = [*_LOW_PLAYS.moves(low), *_MIDDLE_PLAYS.moves(middle), *_HIGH_PLAYS.moves(high)]
    if low & COUNT_FIELD:  # a ½ in hand (the low group's count, a smaller number)
        if t.combos:
            moves += _COMBOS[held & masks[1]]
        if s.open_half and t.rules.completion_optional:
            moves.append("play " + PLAIN_HALF)
    if t.rules.allow_voluntary_pickup and s.pile:
        moves.append("pickup")
    return moves


def fit_masks(fitting: frozenset[str]) -> FitMasks:
    """The masks over a hand's count fields for the cards in `fitting`."""
    plays = sum(COUNT_BIT[code] * COUNT_FIELD for code in fitting)
    combos = sum(COUNT_BIT[code] * COUNT_FIELD for code in HALF_CARDS if WHOLE[code] in fitting)
    return plays, combos


class _MovesByCounts:
    """The moves for some ranks' count fields: of each rank, the first as many of its
    moves as there are cards. Made on first need, and few: a group of five ranks has
    a few thousand counts at most. Shared, and nobody changes one: a hand's moves are
    a new list joined from them. Kept as tuples: one block each, and the garbage
    collector stops tracking a tuple of texts, so its collections do not walk the
    thousands kept.

    Three groups of five ranks measured cheaper than two of seven or eight (bigger
    tables, slower to fill), five of three (more to join), or a table of whole hands
    besides (about half of all hands are new to it in a run of 20,000 decisions).

    The moves met so far are a plain dict, `known`, which callers subscript: a
    subscript of a dict subclass (one with `__missing__`, say) takes a slow generic
    way round, a tenth of all listing once measured."""

    __slots__ = ("known", "ranks")

    def __init__(self, ranks: Sequence[str], moves: Mapping[str, list[str]], start: int) -> None:
        self.known: dict[int, tuple[str, ...]] = {}
        # Where each rank's count field starts in a key (taken from bit `start` of the
        # hand's count fields), and the rank's moves by count.
        self.ranks = [(COUNT_SHIFT[code] - start, moves[code]) for code in ranks]

    def moves(self, counts: int) -> tuple[str, ...]:
        """The moves for these counts, made when first asked."""
        made = self.known.get(counts)
        if made is None:
            joined: list[str] = []
            for shift, texts in self.ranks:  # each rank's moves joined at once
                joined += texts[: counts >> shift & COUNT_FIELD]
            made = self.known[counts] = tuple(joined)
        return made


# A hand's plays come in three groups of five ranks, each group's counts a key.
_GROUP_BITS = 5 * 4
_GROUP_MASK = (1 << _GROUP_BITS) - 1
_LOW_PLAYS = _MovesByCounts(RANKS[:5], PLAY, 0)
_MIDDLE_MASK = _GROUP_MASK << _GROUP_BITS
_MIDDLE_PLAYS = _MovesByCounts(RANKS[5:10], PLAY, 0)
_HIGH_SHIFT = 2 * _GROUP_BITS
_HIGH_PLAYS = _MovesByCounts(RANKS[10:], PLAY, _HIGH_SHIFT)
# Their `known` dicts, read every turn without an attribute look-up each (they are
# filled in place, never replaced).
_LOW_KNOWN = _LOW_PLAYS.known
_MIDDLE_KNOWN = _MIDDLE_PLAYS.known
_HIGH_KNOWN = _HIGH_PLAYS.known


def _every_combo() -> dict[int, tuple[str, ...]]:
    """A half card laid with the ½ that completes it, keyed by the counts of the half
    cards in place: all 125 made at once, so a plain dict look-up finds them."""
    combos = _MovesByCounts(HALF_CARDS, COMBO, 0)
    for counts in product(range(5), repeat=len(HALF_CARDS)):
        combos.moves(sum(n * COUNT_BIT[code] for n, code in zip(counts, HALF_CARDS, strict=True)))
    return combos.known


_COMBOS = _every_combo()
# `cards.counts_of` written out where a hand grows (every draw, every pick-up): the
# call itself measured some 190 instructions a decision.
_count_bit = COUNT_BIT.__getitem__
# Bound once: `Event.later(...)`, a class method, makes a bound method on every
# call (a fifth of all plays make such an event).
_later = Event.later


def out_of_turn_moves(t: Table, seat: int) -> list[str]:
    if t.rules.cut_in:
        return _snatch_moves(t, seat) + _cut_moves(t, seat)
    return _snatch_moves(t, seat)


def _cut_moves(t: Table, seat: int) -> list[str]:
    """Out of turn, the cards that make four of a kind on top (option `cut_in`)."""
    s = t.state
    if not s.pile or not s.active[seat] or t.rules.four_of_a_kind != "across_players":
        return []
    rank, n = top_run(s, t.rules)
    src = s.source(seat)
    need = 4 - n
    if not rank or need < 1 or src is None or src.count(rank) < need:
        return []
    return ["cut " + " ".join([rank] * need)]


def _snatch_moves(t: Table, seat: int) -> list[str]:
    s = t.state
    mode = t.rules.snatch
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
    cards: Cards,
    counts: int,
    line: Line = lines.plays,
    complete: bool = True,
) -> list[Event]:
    """Lay `cards` (whose count fields are `counts`, see `cards.COUNT_BIT`) from the
    seat's hand or face-up cards; `line` tells the table."""
    s = t.state
    hand = s.hands[seat]
    if hand:
        seen = s.seen[seat]
        if seen == hand:
            # Every card in hand was seen going in (four plays from hand in five): the
            # first of a card sits at the same place in both lists, so one search
            # finds it for both.
            for c in cards:
                at = hand.index(c)
                del hand[at]
                del seen[at]
        else:
            # Each card leaves the hand, and the cards seen going in as
            # `MezzaState.show_out` does, without a call. A list emptied is not
            # searched again, as a search that misses raises, which costs more than
            # the rest of the play (and `suppress` would cost a call).
            for c in cards:
                hand.remove(c)
                if seen:
                    try:  # noqa: SIM105
                        seen.remove(c)
                    except ValueError:  # not seen
                        pass
        t.held[seat] -= counts
    else:
        up = s.ups[seat]
        for c in cards:
            up.remove(c)
    s.opening = False
    return _after_lay(t, seat, cards, counts, line, complete)


def flip(t: Table, seat: int) -> list[Event]:
    """Play a random face-down card blind; if it does not fit, pick up the pile with it."""
    s = t.state
    down = s.downs[seat]
    index = _flip_index(t.seed, s.flips, len(down))
    s.flips += 1
    card = down.pop(index)
    if can_play(s, t.rules, card):
        return _after_lay(t, seat, (card,), COUNT_BIT[card], lines.flip_fits)
    s.pile.append(card)
    return pickup(t, seat, flipped=card)


def _flip_index(seed: int, flip: int, cards: int) -> int:
    """Which of the `cards` face-down cards the game's `flip`-th blind flip turns over.

    The flip's own generator, seeded from the game's seed and the flip's number,
    chooses. A last card needs no choosing, and seeding a generator costs more than
    a whole move of play, so none is made for it (nothing else draws from it).
    """
    if cards == 1:
        return 0
    return derive_rng(seed, "flip", flip).randrange(cards)


def pickup(t: Table, seat: int, flipped: str | None = None) -> list[Event]:
    """The seat takes the whole pile into hand (`flipped`: the blind card that missed)."""
    s = t.state
    player = t.players[seat]
    if flipped is None:
        size = len(s.pile)
        event = t.plain_events[seat].get(-size) or _plain_pickup(t, seat, size)
    else:
        event = Event.later(partial(lines.flip_misses, player, flipped, len(s.pile)))
    cards = s.clear_pile()
    s.hands[seat].extend(cards)
    t.held[seat] += sum(map(_count_bit, cards))
    s.seen[seat].extend(cards)
    s.plays += 1
    s.current = t.next_active[seat]
    s.last = None  # `MezzaState.remember`, without a call on every pick-up
    s.last_line = event
    events = [event]
    progress = s.progress()
    if progress < s.mark:
        s.mark = progress
        s.stall = 0
    s.stall += 1
    limit = t.rules.stall_limit
    if limit and s.stall >= limit:
        events += end_stalled(t)
    return events


def _after_lay(
    t: Table, seat: int, cards: Cards, counts: int, line: Line, complete: bool = True
) -> list[Event]:
    """Fire the cards' effects, draw back up to a full hand, then pass the turn on."""
    s, o = t.state, t.rules
    burn, skips, notes = lay(s, o, cards, complete)
    s.plays += 1
    hand = s.hands[seat]
    private: dict[str, Msg] | None = None
    points: dict[str, int] | None = None
    if len(hand) < o.hand_cards:  # drawn back up, or perhaps out
        stock = s.stocks[0] if len(s.stocks) == 1 else s.stocks[seat]
        if stock:
            private = _draw(t, seat, hand, stock)
        elif not hand and not s.ups[seat] and not s.downs[seat]:
            points = {}
            ended = go_out(t, seat, notes, points)
            if ended:  # the game is over, and its line stays the latest
                made = partial(line, t.players[seat], cards, notes)
                return [Event.later(made, points=points), *ended]
            burn = False  # the turn passes on from a seat that is out, burn or not
    if burn and o.burner_leads_again:
        s.current = seat
        notes.append(lines.leads_again(t.players[seat]))
    else:  # a burn without `burner_leads_again` stands, but the turn passes on
        nxt = t.next_active[seat]
        while skips:
            notes.append(lines.misses_a_turn(t.players[nxt]))
            nxt = t.next_active[nxt]
            skips -= 1
        s.current = nxt
    # The seat's player is looked up only for a line that says more than a plain play.
    if notes or private is not None or line is not lines.plays:
        event = _later(partial(line, t.players[seat], cards, notes), private, points=points)
    else:
        event = t.plain_events[seat].get(counts) or _plain_play(t, seat, cards, counts)
    s.last = None  # `MezzaState.remember`, without a call on every play
    s.last_line = event
    return [event]


def _plain_play(t: Table, seat: int, cards: Cards, counts: int) -> Event:
    """The event of a play that did nothing special, made once for the seat's player
    (see `Table.plain_events`): most plays do nothing special and draw nothing."""
    event = t.plain_events[seat][counts] = Event.say(lines.plays(t.players[seat], cards, []))
    return event


def _plain_pickup(t: Table, seat: int, size: int) -> Event:
    """The event of a plain pick-up of `size` cards, made once for the seat's player
    (see `Table.plain_events`): most moves but plays are plain pick-ups."""
    event = t.plain_events[seat][-size] = Event.say(lines.picks_up(t.players[seat], size))
    return event


def _draw(t: Table, seat: int, hand: list[str], stock: list[str]) -> dict[str, Msg]:
    """Refill the hand from the stock; what the seat drew, told to it alone."""
    # The top cards, as popped one by one: a slice taken backwards.
    drawn = tuple(stock[: -1 - min(t.rules.hand_cards - len(hand), len(stock)) : -1])
    del stock[len(stock) - len(drawn) :]
    hand += drawn
    t.held[seat] += sum(map(_count_bit, drawn))
    return {t.players[seat]: lines.you_draw(drawn)}
