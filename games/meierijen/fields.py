"""What the fields C, D and E accept, memoised per situation, with the play texts.

A situation is the three top ranks, whether the player holds the grey and red
pawns, and which fields white pawns close to them. Its acceptance is one byte
per card: card `c` owns byte INDEX[c] (its field bits and WILD). The fields'
parts are ints with those bytes, so they combine with `|` and `int.to_bytes`
turns the sum into a table a card reads with one index. A situation's Fit is
built on first use (`FitCache`) and kept; the wild cards' texts are kept per
field, whose allowed ranks take few values. `PLAYS` says what each play text
means, so applying a move is one lookup.
"""

from __future__ import annotations

from typing import NamedTuple

from games.meierijen.cards import ACE, JOKER, NATURAL, ONE_DECK, RANK_NAME, RED, WILDS, fits_colour
from games.meierijen.mat import FIELDS, OPEN_SUFFIX, PENALTY_SUFFIX, PILE_SUFFIX
from games.meierijen.options import MeieRijenOptions

NATURAL_RANKS = tuple(range(3, 15))
NATURAL_RANKS_NO_ACE = tuple(range(3, 14))

# Which fields a card fits, as bits: C 1, D 2, E 4. WILD marks a two or joker, whose
# moves depend on the ranks it may be declared as, so they are built apart.
FIELD_BITS = ((1, "C"), (2, "D"), (4, "E"))
WILD = 8
# Situation key bits (see `legal.situation`): the grey and red pawns held by the mover.
GREY_HELD = 1 << 12
RED_HELD = 1 << 13
SUFFIXES = ("", PILE_SUFFIX, *OPEN_SUFFIX, *PENALTY_SUFFIX)

INDEX = {c: i for i, c in enumerate(sorted(ONE_DECK))}
N_CODES = len(INDEX)
WILD_BITS = sum(WILD << 8 * INDEX[c] for c in WILDS)


def _texts_by_mask(code: str, suffix: str) -> tuple[tuple[str, ...], ...]:
    """For each field mask 0..7: the play texts of a natural card, in field order C D E."""
    return tuple(
        tuple(f"play {code} {f}{suffix}" for bit, f in FIELD_BITS if mask & bit)
        for mask in range(8)
    )


# Source suffix -> natural card -> field mask -> move texts. A lookup replaces three
# set tests and an f-string per fitting card (about 3,400 small tuples in all).
PLAY_TEXT: dict[str, dict[str, tuple[tuple[str, ...], ...]]] = {
    suffix: {c: _texts_by_mask(c, suffix) for c, r in NATURAL.items() if r} for suffix in SUFFIXES
}
# Source suffix -> wild card -> field -> declared rank -> move text.
WILD_TEXT: dict[str, dict[str, list[dict[int, str]]]] = {
    suffix: {
        # i18n: not for players (move text)
        c: [{r: f"play {c} {f} as {RANK_NAME[r]}{suffix}" for r in NATURAL_RANKS} for f in FIELDS]
        for c in WILDS
    }
    for suffix in SUFFIXES
}


class Play(NamedTuple):
    """What a play text says."""

    code: str
    field: int
    rank: int  # the rank the card has on the field (a wild's declared rank)
    source: str  # "hand", "pile", "open" or "penalty"
    owner: int  # the seat whose open cards or penalty pile it comes from, else -1


# Where each source suffix takes the card from: (source, owner).
SOURCES = {
    "": ("hand", -1),
    PILE_SUFFIX: ("pile", -1),
    **{suffix: ("open", q) for q, suffix in enumerate(OPEN_SUFFIX)},
    **{suffix: ("penalty", q) for q, suffix in enumerate(PENALTY_SUFFIX)},
}


def _meanings() -> dict[str, Play]:
    """Every play text and what it says."""
    plays: dict[str, Play] = {}
    for suffix, (source, owner) in SOURCES.items():
        for c, texts_by_mask in PLAY_TEXT[suffix].items():
            for field in range(3):
                (text,) = texts_by_mask[1 << field]
                plays[text] = Play(c, field, NATURAL[c], source, owner)
        for c, by_field in WILD_TEXT[suffix].items():
            for field, by_rank in enumerate(by_field):
                for rank, text in by_rank.items():
                    plays[text] = Play(c, field, rank, source, owner)
    return plays


# Play text -> what it says: the move is read with one lookup (about 3,600 texts).
PLAYS = _meanings()


def field_ranks(top: int, grey: bool, red: bool, blocked: bool, no_ace: bool) -> tuple[int, ...]:
    """The ranks a card may have or stand for on a field with top rank `top` (0 = empty)."""
    if blocked:
        return ()
    if top == 0:
        return NATURAL_RANKS_NO_ACE if no_ace else NATURAL_RANKS
    ranks: tuple[int, ...] = (top + 1,)
    if grey:
        ranks = (top, *ranks)
    if red and top + 2 < ACE:  # no jump ever lands on an ace
        ranks = (*ranks, top + 2)
    return ranks


def accepted(field: int, ranks: tuple[int, ...]) -> frozenset[str]:
    """The natural card codes field `field` takes when these ranks are allowed there."""
    return frozenset(
        c for c, r in NATURAL.items() if r and r in ranks and fits_colour(c, field, False)
    )


Texts = tuple[str, ...]
WILD_MEMO_LIMIT = 1_000  # a bound per field part, though its keys are at most 66


class FieldWilds(dict[tuple[str, str], Texts]):
    """The moves of each (wild, source suffix) on one field that allows `ranks`. Made
    on first use and kept with the field part, so they outlive the situations."""

    __slots__ = ("field", "ranks")

    def __init__(self, field: int, ranks: tuple[int, ...]) -> None:
        super().__init__()
        self.field = field
        self.ranks = ranks

    def __missing__(self, key: tuple[str, str]) -> Texts:
        code, suffix = key
        by_rank = WILD_TEXT[suffix][code][self.field]
        found = tuple([by_rank[r] for r in self.ranks])
        if len(self) > WILD_MEMO_LIMIT:
            self.clear()
        self[key] = found
        return found


# What the fields accept in one situation (tops, pawns held, fields blocked):
# - the cards with any bit, for C-level skipping;
# - per card INDEX, the field bits it fits (WILD for wilds), as bytes;
# - per field, the moves of a wild there;
# - (wild, source suffix) -> its moves on every field, a memo.
# A plain tuple: a NamedTuple costs a Python-level `__new__` per new situation, and
# one in four decisions meets a new one.
Fit = tuple[frozenset[str], bytes, tuple[FieldWilds, ...], dict[tuple[str, str], Texts]]


# One field's part of a Fit, by field and then by its own key `top | held << 4 |
# blocked << 6` (held: the situation's grey and red bits): few enough to build once,
# so a new situation is three list lookups and an `|`.
FieldPart = tuple[int, frozenset[str], FieldWilds]  # bits, codes, wild moves
FieldParts = tuple[list[FieldPart], list[FieldPart], list[FieldPart]]
# About 2 KB per entry; 3,000 random games make some 20,000 situations.
FIT_CACHE_LIMIT = 30_000
_PARTS: dict[tuple[bool, bool], FieldParts] = {}


class FitCache(dict[int, Fit]):
    """The Fit of every situation met so far, under one set of field rules; a missing
    one is built from the field parts on first use."""

    __slots__ = ("parts",)

    def __init__(self, parts: FieldParts) -> None:
        super().__init__()
        self.parts = parts

    def __missing__(self, key: int) -> Fit:
        parts = self.parts
        held, blocks = (key >> 12 & 3) << 4, key >> 14
        p0 = parts[0][key & 15 | held | (blocks & 1) << 6]
        p1 = parts[1][key >> 4 & 15 | held | (blocks & 2) << 5]
        p2 = parts[2][key >> 8 & 15 | held | (blocks & 4) << 4]
        masks = (p0[0] | p1[0] | p2[0] | WILD_BITS).to_bytes(N_CODES, "little")
        fit: Fit = (WILDS.union(p0[1], p1[1], p2[1]), masks, (p0[2], p1[2], p2[2]), {})
        if len(self) >= FIT_CACHE_LIMIT:  # bound the memory of a long-running bot
            self.clear()
        self[key] = fit
        return fit


_FIT_CACHES: dict[tuple[str, bool, str], FitCache] = {}


def fit_cache(opts: MeieRijenOptions) -> FitCache:
    """A memo of field acceptance shared by every game with the same field rules.

    It only memoises a pure function of its key and these options, so sharing it
    changes no result. Its keys are at most 14^3 tops x 4 pawn holds x 8 blocks."""
    key = (opts.ace_on_empty, opts.wild_may_start, opts.joker_colour)
    cache = _FIT_CACHES.get(key)
    if cache is None:
        cache = _FIT_CACHES[key] = FitCache(field_parts(opts))
    return cache


def field_parts(opts: MeieRijenOptions) -> FieldParts:
    """Per field, by `top | grey << 4 | red << 5 | blocked << 6`: (acceptance bits, the
    codes accepted, the moves of wilds there)."""
    no_ace = opts.ace_on_empty == "forbidden"
    key = (no_ace, opts.wild_may_start)
    parts = _PARTS.get(key)
    if parts is None:
        parts = ([], [], [])
        for field in range(3):
            for part_key in range(128):
                top, grey, red, blocked = part_key & 15, part_key & 16, part_key & 32, part_key & 64
                ranks = field_ranks(top, bool(grey), bool(red), bool(blocked), no_ace)
                wild = ranks if opts.wild_may_start or top else ()
                codes = accepted(field, ranks)
                bits = sum((1 << field) << 8 * INDEX[c] for c in codes)
                parts[field].append((bits, codes, FieldWilds(field, wild)))
        _PARTS[key] = parts
    return parts


def wild_texts(fit: Fit, joker_any: bool, code: str, suffix: str) -> tuple[str, ...]:
    """The moves of wild `code` from the source `suffix` names, field by field."""
    _, _, wilds, memo = fit
    found = memo.get((code, suffix))
    if found is not None:
        return found
    if joker_any and code in JOKER:
        field_list: tuple[int, ...] = (0, 1, 2)
    else:
        field_list = (0, 1) if RED[code] else (1, 2)
    found = ()
    key = (code, suffix)
    for field in field_list:
        found += wilds[field][key]
    memo[key] = found
    return found
