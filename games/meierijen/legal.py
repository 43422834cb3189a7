"""Legal-move generation: the hot path of every decision, so plain and precomputed."""

from __future__ import annotations

from itertools import chain
from typing import NamedTuple

from games.meierijen import board as B
from games.meierijen import text as T
from games.meierijen.options import MeieRijenOptions
from games.meierijen.state import Table

N_RANKS = tuple(range(3, 15))
N_RANKS_NO_ACE = tuple(range(3, 14))

# Move texts that do not depend on the state, built once.
PASS_OPEN = {c: f"pass {c} open" for c in B.ONE_DECK}
PASS_PEN = {c: f"pass {c} penalty" for c in B.ONE_DECK}
PASS_BOTH = {c: (PASS_OPEN[c], PASS_PEN[c]) for c in B.ONE_DECK}

# Which fields a card fits, as bits: C 1, D 2, E 4. WILD marks a two or joker, whose
# moves depend on the ranks it may be declared as, so they are built apart.
FIELD_BITS = ((1, "C"), (2, "D"), (4, "E"))
WILD = 8
PILE_SUFFIX = " from pile"
SUFFIXES = ("", PILE_SUFFIX, *T.OPEN_SUFFIX, *T.PEN_SUFFIX)

# A situation's acceptance is one byte per card: card `c` owns byte INDEX[c] (its field
# bits and WILD). The fields' parts are ints with those bytes, so they combine with `|`
# and `int.to_bytes` turns the sum into a table a card reads with one index.
INDEX = {c: i for i, c in enumerate(sorted(B.ONE_DECK))}
N_CODES = len(INDEX)
WILD_BITS = sum(WILD << 8 * INDEX[c] for c in B.WILDS)


def _texts_by_mask(code: str, suffix: str) -> tuple[tuple[str, ...], ...]:
    """For each field mask 0..7: the play texts of a natural card, in field order C D E."""
    return tuple(
        tuple(f"play {code} {f}{suffix}" for bit, f in FIELD_BITS if mask & bit)
        for mask in range(8)
    )


# Source suffix -> natural card -> field mask -> move texts. A lookup replaces three
# set tests and an f-string per fitting card (about 3,400 small tuples in all).
PLAY_TEXT: dict[str, dict[str, tuple[tuple[str, ...], ...]]] = {
    suffix: {c: _texts_by_mask(c, suffix) for c, r in B.NATURAL.items() if r} for suffix in SUFFIXES
}
HAND_TEXT = PLAY_TEXT[""]
# Source suffix -> wild card -> field -> declared rank -> move text.
WILD_TEXT: dict[str, dict[str, list[dict[int, str]]]] = {
    suffix: {
        c: [{r: f"play {c} {f} as {B.RANK_NAME[r]}{suffix}" for r in N_RANKS} for f in B.FIELDS]
        for c in B.WILDS
    }
    for suffix in SUFFIXES
}
PEN_LETTERS = frozenset(B.PENALTY_LETTER)
FIELD_BIT = {"C": 1, "D": 2, "E": 4}


def field_ranks(t: int, grey: bool, red: bool, blocked: bool, no_ace: bool) -> tuple[int, ...]:
    """The ranks a card may have or stand for on a field with top rank `t` (0 = empty)."""
    if blocked:
        return ()
    if t == 0:
        return N_RANKS_NO_ACE if no_ace else N_RANKS
    ranks: tuple[int, ...] = (t + 1,)
    if grey:
        ranks = (t, *ranks)
    if red and t + 2 < B.ACE:  # no jump ever lands on an ace
        ranks = (*ranks, t + 2)
    return ranks


def accepted(fi: int, ranks: tuple[int, ...]) -> frozenset[str]:
    """The natural card codes field `fi` takes when these ranks are allowed there."""
    return frozenset(
        c for c, r in B.NATURAL.items() if r and r in ranks and B.fits_colour(c, fi, False)
    )


class Fit(NamedTuple):
    """What the fields accept in one situation (tops, pawns held, fields blocked)."""

    masks: bytes  # per card INDEX: the field bits it fits, WILD for wilds
    fitting: frozenset[str]  # the cards with any bit, for a quick disjointness test
    wild_ranks: tuple[tuple[int, ...], ...]  # per field: the ranks a wild may declare
    wild_texts: dict[tuple[str, str], tuple[str, ...]]  # (wild, suffix) -> moves, memo


# One field's part of a Fit, by (field, top rank, grey, red, blocked): few enough to
# build once, so a new situation is three lookups and an `|`.
FieldPart = tuple[int, frozenset[str], tuple[int, ...]]  # bits, codes, wild ranks
FitCache = dict[int, Fit]
_WILD_MEMO: dict[tuple[str, str, tuple[tuple[int, ...], ...], tuple[int, ...]], tuple[str, ...]]
_WILD_MEMO = {}
WILD_MEMO_LIMIT = 50_000  # entries of a few hundred bytes
# About 2 KB per entry; 3,000 random games make some 20,000 situations.
FIT_CACHE_LIMIT = 30_000
_FIT_CACHES: dict[tuple[str, bool, str], FitCache] = {}
_PARTS: dict[tuple[bool, bool], dict[tuple[int, int, bool, bool, bool], FieldPart]] = {}


def fit_cache(opts: MeieRijenOptions) -> FitCache:
    """A memo of field acceptance shared by every game with the same field rules.

    It only memoises a pure function of its key and these options, so sharing it
    changes no result. Its keys are at most 14^3 tops x 4 pawn holds x 8 blocks."""
    key = (opts.ace_on_empty, opts.wild_may_start, opts.joker_colour)
    return _FIT_CACHES.setdefault(key, {})


def field_parts(opts: MeieRijenOptions) -> dict[tuple[int, int, bool, bool, bool], FieldPart]:
    """(field, top, grey, red, blocked) -> (acceptance bits, the codes accepted, ranks a
    wild may declare)."""
    no_ace = opts.ace_on_empty == "forbidden"
    key = (no_ace, opts.wild_may_start)
    parts = _PARTS.get(key)
    if parts is None:
        parts = {}
        for fi in range(3):
            for t in range(B.ACE):
                for grey in (False, True):
                    for red in (False, True):
                        for blocked in (False, True):
                            ranks = field_ranks(t, grey, red, blocked, no_ace)
                            wild = ranks if opts.wild_may_start or t else ()
                            codes = accepted(fi, ranks)
                            bits = sum((1 << fi) << 8 * INDEX[c] for c in codes)
                            parts[fi, t, grey, red, blocked] = (bits, codes, wild)
        _PARTS[key] = parts
    return parts


class LegalMoves(Table):
    # Field acceptance per situation; derived data, never persisted.
    _fit_cache: FitCache

    def _field_blocks(self, seat: int) -> int:
        """Field bits (C 1, D 2, E 4) of the fields a white pawn closes to `seat`."""
        wl = self.wloc
        if self.options.block_scope == "everyone":  # a pawn closes its letter to all
            return FIELD_BIT.get(wl[0], 0) | FIELD_BIT.get(wl[1], 0)
        return (
            (1 if self._blocked("C", seat) else 0)
            | (2 if self._blocked("D", seat) else 0)
            | (4 if self._blocked("E", seat) else 0)
        )

    def _fit(self, key: int) -> Fit:
        """Build the Fit of situation `key` (see `_play_moves`) from its field parts."""
        parts = field_parts(self.options)
        grey, red, blocks = bool(key & 0x1000), bool(key & 0x2000), key >> 14
        p0 = parts[0, key & 15, grey, red, bool(blocks & 1)]
        p1 = parts[1, (key >> 4) & 15, grey, red, bool(blocks & 2)]
        p2 = parts[2, (key >> 8) & 15, grey, red, bool(blocks & 4)]
        masks = (p0[0] | p1[0] | p2[0] | WILD_BITS).to_bytes(N_CODES, "little")
        fitting = p0[1] | p1[1] | p2[1] | B.WILDS
        fit = Fit(masks, fitting, (p0[2], p1[2], p2[2]), {})
        cache = self._fit_cache
        if len(cache) >= FIT_CACHE_LIMIT:  # bound the memory of a long-running bot
            cache.clear()
        cache[key] = fit
        return fit

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

        Hot path. The fields' acceptance is memoised per situation (tops, pawns held,
        fields blocked) as per-card field bits, so a card costs two lookups and its texts
        come ready-made; wild cards are listed last, their texts memoised too."""
        wl = self.wloc
        fr = self.frank
        key = (fr[0] | fr[1] << 4 | fr[2] << 8 | (self.grey == seat) << 12
               | (self.redp == seat) << 13)  # fmt: skip
        if wl[0] or wl[1]:
            key |= self._field_blocks(seat) << 14
        fit = self._fit_cache.get(key) or self._fit(key)
        masks = fit.masks
        index = INDEX
        moves: list[str] = []
        wilds: list[tuple[str, str]] = []
        fitting = fit.fitting
        # Most cards fit nowhere: a C-level disjointness test skips whole sources at once.
        hand = self.hands[seat]
        if not fitting.isdisjoint(hand):
            texts = HAND_TEXT
            for c in filter(fitting.__contains__, hand):  # C-level skip of the rest
                m = masks[index[c]]
                if m:
                    if m == WILD:
                        wilds.append((c, ""))
                    else:
                        moves += texts[c][m]
        flip_ok = False
        pile = self.piles[seat]
        if self.flip and pile:
            c = pile[-1]
            m = masks[index[c]]
            if m == WILD:
                found = self._wild_texts(fit, c, PILE_SUFFIX)
            else:
                found = PLAY_TEXT[PILE_SUFFIX][c][m]
            if found:
                moves += found
                flip_ok = True
        for q, cards in enumerate(self.opens):
            if not cards or fitting.isdisjoint(cards):
                continue
            suffix = T.OPEN_SUFFIX[q]
            texts = PLAY_TEXT[suffix]
            for c in filter(fitting.__contains__, cards):
                m = masks[index[c]]
                if m:
                    if m == WILD:
                        wilds.append((c, suffix))
                    else:
                        moves += texts[c][m]
        if self.options.penalty_access == "top" and not (
            wl[0] in PEN_LETTERS or wl[1] in PEN_LETTERS
        ):
            pen_suffix = T.PEN_SUFFIX
            tops = [
                (p[-1], pen_suffix[q]) for q, p in enumerate(self.pens) if p and p[-1] in fitting
            ]
        else:
            tops = self._penalty_sources(seat)
        for c, suffix in tops:
            m = masks[index[c]]
            if m:
                if m == WILD:
                    wilds.append((c, suffix))
                else:
                    moves += PLAY_TEXT[suffix][c][m]
        if wilds:
            memo = fit.wild_texts
            for w in wilds:
                known = memo.get(w)
                moves += self._wild_texts(fit, *w) if known is None else known
        return moves, flip_ok

    def _wild_texts(self, fit: Fit, code: str, suffix: str) -> tuple[str, ...]:
        """The moves of wild `code` from the source `suffix` names, field by field."""
        found = fit.wild_texts.get((code, suffix))
        if found is not None:
            return found
        if self.options.joker_colour == "any" and code in B.JOKER:
            fis: tuple[int, ...] = (0, 1, 2)
        else:
            fis = (0, 1) if B.RED[code] else (1, 2)
        # Many situations share their wild ranks, so a second, global memo catches most
        # first uses in a new situation.
        key = (code, suffix, fit.wild_ranks, fis)
        found = _WILD_MEMO.get(key)
        if found is None:
            table = WILD_TEXT[suffix][code]
            found = tuple([table[fi][r] for fi in fis for r in fit.wild_ranks[fi]])
            if len(_WILD_MEMO) > WILD_MEMO_LIMIT:  # bound the memory of a long-running bot
                _WILD_MEMO.clear()
            _WILD_MEMO[key] = found
        fit.wild_texts[(code, suffix)] = found
        return found

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
        hand = self.hands[seat]
        if not hand:
            if self.options.empty_hand_draw == "optional":
                moves.append("draw")
            moves.append("pass")
            return moves
        # The pass card: `_hand_pass_moves`, with the common option values inlined.
        opts = self.options
        if opts.open_unlimited == "player" and opts.open_limit_scope == "per_player":
            room = len(self.opens[seat]) < B.OPEN_LIMIT  # own pile is above the marker here
        else:
            room = self.open_room(seat)
        wl = self.wloc
        pen = not (wl[0] or wl[1]) or self.penalty_open_to_add(seat)
        if room and pen:
            moves += chain.from_iterable(map(PASS_BOTH.__getitem__, hand))
        elif room:
            moves += map(PASS_OPEN.__getitem__, hand)
        elif pen:
            moves += map(PASS_PEN.__getitem__, hand)
        else:
            moves.append("pass")
        return moves
