"""The MeieRijen table state and the questions every rule asks of it."""

from __future__ import annotations

from games.meierijen import board as B
from games.meierijen import text as T
from games.meierijen.options import MeieRijenOptions

_TARGETS: dict[tuple[int, int, bool], list[str]] = {}


class Table:
    """Plain state: lists and ints only, indexed by seat (0 Red, 1 Blue, 2 Green, 3 Yellow).

    Every pile is stored bottom first, so its top card is `pile[-1]`. A seat's hand, draw
    pile, open cards and penalty pile only ever hold cards of that seat's own deck, so a
    card code names one card inside any of them. `fcards`/`frank` are the stacks on C, D,
    E and the rank each top stands for (0 = empty); `wloc`/`wby` where each white pawn is
    ("" = base H) and who put it there; `grey`/`redp` the holder's seat or -1; `flip` says
    the current player's pile top lies face up (end phase).
    """

    players: tuple[str, ...]
    options: MeieRijenOptions

    piles: list[list[str]]
    hands: list[list[str]]
    opens: list[list[str]]
    pens: list[list[str]]
    fcards: list[list[str]]
    frank: list[int]
    out: list[str]
    wloc: list[str]
    wby: list[int]
    grey: int
    redp: int
    cur: int
    starter: int
    mixer: int
    flip: bool
    phase: str
    pused: list[str]
    dbl: bool
    jmp: bool
    turns: int
    ender: int
    final_left: int
    result: list[int]
    start_cards: list[str]

    def seat_of(self, player: str) -> int:
        return self.players.index(player)

    def in_end_phase(self, seat: int) -> bool:
        return len(self.piles[seat]) <= B.MARKER_FROM_BOTTOM

    def _blocked(self, letter: str, seat: int) -> bool:
        wl = self.wloc
        if wl[0] == letter:
            i = 0
        elif wl[1] == letter:
            i = 1
        else:
            return False
        return self.options.block_scope == "everyone" or self.wby[i] != seat

    def open_room(self, seat: int) -> bool:
        opts = self.options
        if opts.open_unlimited == "both":
            if any(len(p) <= B.MARKER_FROM_BOTTOM for p in self.piles):
                return True
        elif len(self.piles[seat]) <= B.MARKER_FROM_BOTTOM:
            return True
        if opts.open_limit_scope == "shared":
            return sum(len(o) for o in self.opens) < B.OPEN_LIMIT
        return len(self.opens[seat]) < B.OPEN_LIMIT

    def penalty_open_to_add(self, seat: int) -> bool:
        if self.options.penalty_block == "take_only" or not (self.wloc[0] or self.wloc[1]):
            return True
        return not self._blocked(B.PENALTY_LETTER[seat], seat)

    def white_targets(self, seat: int) -> list[str]:
        """Every letter a white pawn may be put on by `seat` (free or not), mat order."""
        n = len(self.players)
        skip_g = self.options.white_targets == "A-F"
        key = (n, seat, skip_g)
        found = _TARGETS.get(key)
        if found is not None:
            return found
        out = []
        for letter in T.LETTER_ORDER[n]:
            if letter in ("C", "D", "E"):
                out.append(letter)
            elif letter in T.DRAW_SEAT:
                if T.DRAW_SEAT[letter] != seat:
                    out.append(letter)
            elif not (skip_g and letter == "G"):
                out.append(letter)
        _TARGETS[key] = out
        return out

    def penalty_of(self, seat: int) -> int:
        total = len(self.pens[seat]) + len(self.hands[seat]) + len(self.opens[seat])
        if self.options.count_draw_pile:
            total += len(self.piles[seat])
        return total
