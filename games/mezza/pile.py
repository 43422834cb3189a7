"""What may go on the pile, and what laying cards on it does.

The card effects as one small rule book: the 10 burns, the skip rank skips, the
lower card restricts, a ½ completes an open 3½/6½/9½, four of a kind burns. What a
whole card does is read from one table per set of rules, `cards.whole_card_effects`.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.message import Msg
from games.mezza.cards import HALF, LOWER_LIMIT, RANKS, VALUE, WHOLE
from games.mezza.lines import (
    COMPLETES,
    FOUR_OF_A_KIND,
    FOUR_OR_LOWER,
    PILE_BURNS,
    WITHOUT_COMPLETING,
)
from games.mezza.options import MezzaOptions
from games.mezza.state import MezzaState, Rules


def can_play(s: MezzaState, o: Rules | MezzaOptions, code: str) -> bool:
    """Whether `code` may go on the pile now (for the whole number of a combo too)."""
    if code == HALF or code == "0":
        return True
    if s.lower:
        if code == "10":
            return o.ten_beats_lower
        return VALUE[code] <= LOWER_LIMIT
    if o.lower_card_is_wild and code == o.lower_card:
        return True
    return VALUE[code] >= s.force


def playable(s: MezzaState, o: Rules | MezzaOptions) -> frozenset[str]:
    """The codes `can_play` allows now."""
    return frozenset(c for c in RANKS if can_play(s, o, c))


def lay(
    s: MezzaState, o: Rules, cards: Sequence[str], complete: bool = True
) -> tuple[bool, int, list[Msg]]:
    """Put `cards` on the pile in order and fire their effects.

    `complete=False` lays a ½ as a plain transparent card even on an open half
    card (option `completion_optional`), and says so. Returns (burned, players to
    skip, notes for the event text). The burn wins over every other effect: a
    burnt pile skips nobody and restricts nothing.

    `cards` are what one move lays: whole cards of one rank, or ½s, or copies of
    a half card with the ½ that completes it laid last; a ½ among them is last.
    """
    pile = s.pile
    notes: list[Msg] = [] if complete else [WITHOUT_COMPLETING]
    last = cards[-1]
    if last != HALF:  # nearly every play: whole cards of one rank, which is then in force
        pile += cards
        s.force, s.lower, s.open_half, burn, skip = o.laid[last]
        skips = len(cards) if skip else 0
        # Four of a kind needs four of this rank on the pile, unless a completed half
        # card counts as its whole number: most plays end here, without a call.
        if burn or len(pile) < 4:
            four = False
        elif o.pair_counts_as == "whole":
            four = True
        else:
            # Fewer than four laid reach a run of four only over a card of their rank
            # or a ½ beneath them, which is asked first: it spares counting the pile
            # (two comparisons, as a tuple to look in would be made on every play).
            beneath = pile[-1 - len(cards)] if len(cards) < 4 else last
            four = (beneath == last or beneath == HALF) and pile.count(last) >= 4  # noqa: SIM109
    else:
        burn, skips = _lay_with_halves(s, o, cards, complete, notes)
        four = not burn and len(pile) >= 4
    if four and four_of_a_kind(s, o, cards):
        notes.append(FOUR_OF_A_KIND)
        burn = True
    if burn:
        s.burned.extend(s.clear_pile())
        notes.append(PILE_BURNS)
        return True, 0, notes
    if s.lower:
        notes.append(FOUR_OR_LOWER)
    if skips and not o.skip_per_card:
        skips = 1
    return False, skips, notes


def _lay_with_halves(
    s: MezzaState, o: Rules, cards: Sequence[str], complete: bool, notes: list[Msg]
) -> tuple[bool, int]:
    """`lay` for cards with a ½ among them, one by one: (burned, skips) so far."""
    pile = s.pile
    skip_rank = o.skip_rank
    lower_card = o.lower_card
    skips = 0
    burn = False
    for c in cards:
        if c == HALF:
            if s.open_half and complete:
                # The open half card may lie under ½s laid plain (completion_optional):
                # those are transparent, so this ½ completes the card beneath them.
                at = len(pile) - 1
                while pile[at] == HALF:
                    at -= 1
                whole = WHOLE[pile[at]]
                s.completed.append(at)
                s.open_half = False
                s.force = VALUE[whole]
                notes.append(COMPLETES[pile[at]])
                if whole == "10":
                    burn = True
                else:
                    if whole == lower_card:
                        s.lower = True
                    if whole == skip_rank:
                        skips += 1
            elif o.half_copies_effects and pile and s.force == VALUE[skip_rank]:
                skips += 1
            pile.append(c)
        else:
            pile.append(c)
            s.force, s.lower, s.open_half, burns, skip = o.laid[c]
            if burns:
                burn = True
            elif skip:
                skips += 1
    return burn, skips


def four_of_a_kind(s: MezzaState, o: Rules | MezzaOptions, cards: Sequence[str]) -> bool:
    """Whether laying `cards` made four of a kind, which burns the pile."""
    mode = o.four_of_a_kind
    if mode == "across_players":
        pile = s.pile
        top = pile[-1]
        if top != HALF:
            # A run of this rank needs four of it on the pile; most plays end here.
            if o.pair_counts_as == "half_rank" and pile.count(top) < 4:
                return False
        elif o.four_halves_burn:
            n = 0
            for c in reversed(pile):
                if c != HALF:
                    break
                n += 1
            if n >= 4:
                return True
        return top_run(s, o)[1] >= 4
    if mode == "single_play":
        for c in set(cards):
            if cards.count(c) >= 4 and (c != HALF or o.four_halves_burn):
                return True
    return False


def top_run(s: MezzaState, o: Rules | MezzaOptions) -> tuple[str, int]:
    """The rank of the equal cards on top of the pile and how many there are.

    ½ cards are skipped or end the run (`halves_in_run`); a completed 3½/6½/9½
    counts as its half rank or, with `pair_counts_as=whole`, as the whole number.
    """
    pile = s.pile
    skip_halves = o.halves_in_run == "ignored"
    whole = o.pair_counts_as == "whole"
    rank = ""
    n = 0
    for i in range(len(pile) - 1, -1, -1):
        c = pile[i]
        if c == HALF:
            if skip_halves:
                continue
            break
        if whole and i in s.completed:
            c = WHOLE[c]
        if not rank:
            rank = c
        elif c != rank:
            break
        n += 1
    return rank, n
