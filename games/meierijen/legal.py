"""Legal-move generation: the hot path of every decision, so plain and precomputed."""

from __future__ import annotations

from itertools import chain

from games.meierijen import board as B
from games.meierijen import text as T
from games.meierijen.options import MeieRijenOptions
from games.meierijen.state import Table

N_RANKS = tuple(range(3, 15))
N_RANKS_NO_ACE = tuple(range(3, 14))

# Move texts that do not depend on the state, built once.
PLAY_C = {c: f"play {c} C" for c in B.ONE_DECK}
PLAY_D = {c: f"play {c} D" for c in B.ONE_DECK}
PLAY_E = {c: f"play {c} E" for c in B.ONE_DECK}
PASS_OPEN = {c: f"pass {c} open" for c in B.ONE_DECK}
PASS_PEN = {c: f"pass {c} penalty" for c in B.ONE_DECK}
PASS_BOTH = {c: (PASS_OPEN[c], PASS_PEN[c]) for c in B.ONE_DECK}
# Wild card from the hand -> field -> declared rank -> move text.
WILD_TEXT = {
    c: [{r: f"play {c} {f} as {B.RANK_NAME[r]}" for r in range(3, 15)} for f in B.FIELDS]
    for c in B.WILDS
}
PEN_LETTERS = frozenset(B.PENALTY_LETTER)
_ACCEPTS: dict[tuple[int, tuple[int, ...]], frozenset[str]] = {}


def accepts(fi: int, ranks: tuple[int, ...]) -> frozenset[str]:
    """The natural card codes field `fi` takes when these ranks are allowed there."""
    key = (fi, ranks)
    found = _ACCEPTS.get(key)
    if found is None:
        found = frozenset(
            c for c, r in B.NATURAL.items() if r and r in ranks and B.fits_colour(c, fi, False)
        )
        _ACCEPTS[key] = found
    return found


FitCache = dict[
    tuple[object, ...],
    tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str], list[tuple[int, ...]]],
]
_FIT_CACHES: dict[tuple[str, bool, str], FitCache] = {}


def fit_cache(opts: MeieRijenOptions) -> FitCache:
    """A memo of field acceptance shared by every game with the same field rules.

    It only memoises a pure function of its key, so sharing it changes no result."""
    key = (opts.ace_on_empty, opts.wild_may_start, opts.block_scope)
    cache = _FIT_CACHES.setdefault(key, {})
    if len(cache) > 200_000:  # bound the memory of a long-running bot
        cache.clear()
    return cache


class LegalMoves(Table):
    def _field_ranks(self, seat: int) -> list[tuple[int, ...]]:
        """Per field: the ranks a card may have or stand for there now (() = closed)."""
        opts = self.options
        out: list[tuple[int, ...]] = []
        grey = self.grey == seat
        red = self.redp == seat
        pawns_out = self.wloc[0] or self.wloc[1]
        for fi in range(3):
            if pawns_out and self._blocked(B.FIELDS[fi], seat):
                out.append(())
                continue
            t = self.frank[fi]
            if t == 0:
                out.append(N_RANKS_NO_ACE if opts.ace_on_empty == "forbidden" else N_RANKS)
                continue
            ranks: tuple[int, ...] = (t + 1,)
            if grey:
                ranks = (t, *ranks)
            if red and t + 2 < B.ACE:  # no jump ever lands on an ace
                ranks = (*ranks, t + 2)
            out.append(ranks)
        return out

    def sources(self, seat: int) -> list[tuple[str, str]]:
        """(card, move suffix) for every card `seat` may play now, hand first."""
        out = [(c, "") for c in self.hands[seat]]
        pile = self.piles[seat]
        if self.flip and pile:
            out.append((pile[-1], " from pile"))
        for q, cards in enumerate(self.opens):
            if cards:
                suffix = T.OPEN_SUFFIX[q]
                out += [(c, suffix) for c in cards]
        out += self._penalty_sources(seat)
        return out

    def _penalty_sources(self, seat: int) -> list[tuple[str, str]]:
        access = self.options.penalty_access
        out: list[tuple[str, str]] = []
        if access == "top" and not (self.wloc[0] or self.wloc[1]):
            return [(cards[-1], T.PEN_SUFFIX[q]) for q, cards in enumerate(self.pens) if cards]
        if access == "none":
            return out
        for q, cards in enumerate(self.pens):
            if not cards or (access == "opponent_top" and q == seat):
                continue
            if self._blocked(B.PENALTY_LETTER[q], seat):
                continue
            suffix = T.PEN_SUFFIX[q]
            if access == "any":
                out += [(c, suffix) for c in cards]
            else:
                out.append((cards[-1], suffix))
        return out

    def _play_moves(self, seat: int) -> tuple[list[str], bool]:
        """All play moves, and whether the face-up pile card is among them.

        Hot path: naturals are tested against precomputed sets of the codes each field
        accepts; only the few wild cards loop over declared ranks."""
        wl, wb = self.wloc, self.wby
        fr = self.frank
        key = (fr[0], fr[1], fr[2], self.grey == seat, self.redp == seat,
               wl[0], wl[1], wb[0] == seat, wb[1] == seat)  # fmt: skip
        cached = self._fit_cache.get(key)
        if cached is None:
            ranks = self._field_ranks(seat)
            wr = (
                ranks
                if self.options.wild_may_start
                else [r if fr[fi] else () for fi, r in enumerate(ranks)]
            )
            a0, a1, a2 = accepts(0, ranks[0]), accepts(1, ranks[1]), accepts(2, ranks[2])
            cached = (a0, a1, a2, a0 | a1 | a2 | B.WILDS, wr)
            self._fit_cache[key] = cached
        a0, a1, a2, a_any, wild_ranks = cached
        joker_any = self.options.joker_colour == "any"
        moves: list[str] = []
        add = moves.append
        wild_set = B.WILDS
        play_c, play_d, play_e = PLAY_C, PLAY_D, PLAY_E
        wilds: list[tuple[str, str]] = []
        # Most cards fit nowhere: a C-level disjointness test skips them all at once.
        hand = self.hands[seat]
        if not a_any.isdisjoint(hand):
            for c in [c for c in hand if c in a_any]:
                if c in wild_set:
                    wilds.append((c, ""))
                    continue
                if c in a0:
                    add(play_c[c])
                if c in a1:
                    add(play_d[c])
                if c in a2:
                    add(play_e[c])
        flip_ok = False
        pile = self.piles[seat]
        if self.flip and pile:
            c = pile[-1]
            before = len(moves)
            if c in wild_set:
                self._wild_moves(c, " from pile", wild_ranks, joker_any, moves)
            else:
                for acc, f in ((a0, "C"), (a1, "D"), (a2, "E")):
                    if c in acc:
                        add(f"play {c} {f} from pile")
            flip_ok = len(moves) > before
        open_suffix = T.OPEN_SUFFIX
        for q, cards in enumerate(self.opens):
            if a_any.isdisjoint(cards):
                continue
            for c in cards:
                if c in a_any:
                    if c in wild_set:
                        wilds.append((c, open_suffix[q]))
                        continue
                    suffix = open_suffix[q]
                    if c in a0:
                        add(f"play {c} C{suffix}")
                    if c in a1:
                        add(f"play {c} D{suffix}")
                    if c in a2:
                        add(f"play {c} E{suffix}")
        pen_letters = PEN_LETTERS
        if self.options.penalty_access == "top" and not (
            wl[0] in pen_letters or wl[1] in pen_letters
        ):
            pen_suffix = T.PEN_SUFFIX
            tops = [(p[-1], pen_suffix[q]) for q, p in enumerate(self.pens) if p and p[-1] in a_any]
        else:
            tops = self._penalty_sources(seat)
        for c, suffix in tops:
            if c in a_any:
                if c in wild_set:
                    wilds.append((c, suffix))
                    continue
                if c in a0:
                    add(f"play {c} C{suffix}")
                if c in a1:
                    add(f"play {c} D{suffix}")
                if c in a2:
                    add(f"play {c} E{suffix}")
        for c, suffix in wilds:
            self._wild_moves(c, suffix, wild_ranks, joker_any, moves)
        return moves, flip_ok

    @staticmethod
    def _wild_moves(
        code: str,
        suffix: str,
        ranks: list[tuple[int, ...]],
        joker_any: bool,
        moves: list[str],
    ) -> None:
        if joker_any and code in B.JOKER:
            fis: tuple[int, ...] = (0, 1, 2)
        else:
            fis = (0, 1) if B.RED[code] else (1, 2)
        if not suffix:
            for fi in fis:
                table = WILD_TEXT[code][fi]
                moves += [table[r] for r in ranks[fi]]
            return
        for fi in fis:
            f = B.FIELDS[fi]
            for r in ranks[fi]:
                moves.append(f"play {code} {f} as {B.RANK_NAME[r]}{suffix}")

    def _hand_pass_moves(self, seat: int) -> list[str]:
        hand = self.hands[seat]
        if not hand:
            return []
        room = self.open_room(seat)
        pen = self.penalty_open_to_add(seat)
        if room and pen:
            return list(chain.from_iterable(map(PASS_BOTH.__getitem__, hand)))
        if room:
            return [PASS_OPEN[c] for c in hand]
        if pen:
            return [PASS_PEN[c] for c in hand]
        return []

    def _pawn_moves(self, seat: int) -> list[str]:
        used = self.pused
        targets = self.white_targets(seat)
        free = [x for x in targets if x not in self.wloc]
        out: list[str] = []
        placed_from_base = False
        for i in (0, 1):
            if f"w{i}" in used:
                continue
            loc = self.wloc[i]
            if not loc:
                if not placed_from_base:
                    out += [f"pawn white {x}" for x in free]
                    placed_from_base = True
            else:
                out.append(f"pawn white {loc} home")
                out += [f"pawn white {loc} to {x}" for x in free]
        if "grey" not in used and self.grey != seat:
            out.append("pawn grey")
        if "red" not in used and self.redp != seat:
            out.append("pawn red")
        return out

    def _legal_moves(self, player: str) -> list[str]:
        seat = self.cur
        if self.players[seat] != player:
            return []
        phase = self.phase
        if phase == "pawns":
            return [*self._pawn_moves(seat), "done"]
        if phase == "hand_pass":
            return self._hand_pass_moves(seat) or ["pass"]
        moves, flip_ok = self._play_moves(seat)
        pile = self.piles[seat]
        if len(pile) <= B.MARKER_FROM_BOTTOM:
            if not pile:
                moves.append("pass")  # the pile ran out; the player only finishes the turn
            elif not (flip_ok and self.options.end_phase_forced):
                c = pile[-1]
                moves.append(f"pass {c} open")  # open cards are unlimited in the end phase
                if self.penalty_open_to_add(seat):
                    moves.append(f"pass {c} penalty")
            return moves
        passes = self._hand_pass_moves(seat)
        if not self.hands[seat] and self.options.empty_hand_draw == "optional":
            moves.append("draw")
        moves += passes or ["pass"]
        return moves
