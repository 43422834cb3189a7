"""What the fields C, D and E accept, memoised per situation, with the play texts.

A situation is the three top ranks, whether the player holds the grey and red
pawns, and which fields white pawns close to them. Each field's part of it (its
top, those pawns, whether it is closed) takes few values, so each part's natural
cards and their moves are built once (`field_parts`); a situation's Fit merges
its three parts into one dict, card -> its moves from every source (a `Row`,
shared by every situation where the card fits the same fields), built on first
use (`FitCache`) and kept. The wild cards' texts are kept per field, whose
allowed ranks take few values, and a wild from elsewhere reads the hand's texts
with the source named at the end (`FROM`). `PLAYS` says what each play
text means, so applying a move is one lookup.
"""

from __future__ import annotations

from games.meierijen.cards import ACE, JOKER, NATURAL, RANK_NAME, RED, WILDS, fits_colour
from games.meierijen.mat import FIELDS, OPEN_SUFFIX, PENALTY_SUFFIX, PILE_SUFFIX
from games.meierijen.options import MeieRijenOptions

NATURAL_RANKS = tuple(range(3, 15))
NATURAL_RANKS_NO_ACE = tuple(range(3, 14))

# Which fields a card fits, as bits: C 1, D 2, E 4.
FIELD_BITS = ((1, "C"), (2, "D"), (4, "E"))
# A situation's key (made in `legal.play_moves`) is its three field parts' keys side by
# side, 7 bits each (C lowest): the top rank, the grey and red pawns held by the mover,
# whether a white pawn closes the field. A new situation then reads each part's key
# with one shift and mask.
PART_BITS = 7
D_SHIFT, E_SHIFT = PART_BITS, 2 * PART_BITS
_EVERY_PART = 1 | 1 << D_SHIFT | 1 << E_SHIFT
GREY_HELD = 16 * _EVERY_PART
RED_HELD = 32 * _EVERY_PART
# D's and E's top rank -> its place in the key: a tuple index costs less than a shift.
D_KEY = tuple(top << D_SHIFT for top in range(16))
E_KEY = tuple(top << E_SHIFT for top in range(16))
# Closed fields (C 1, D 2, E 4) -> their parts' blocked bits.
CLOSED_KEY = tuple(
    sum(64 << PART_BITS * f for f in range(3) if closed >> f & 1) for closed in range(8)
)
# Every source a play names, in the order of a `Row`: the hand, the face-up pile card,
# each seat's open cards (at OPEN_AT + seat), each seat's penalty pile (PENALTY_AT + seat).
SUFFIXES = ("", PILE_SUFFIX, *OPEN_SUFFIX, *PENALTY_SUFFIX)
HAND_AT, PILE_AT, OPEN_AT = 0, 1, 2
PENALTY_AT = OPEN_AT + len(OPEN_SUFFIX)


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
Texts = tuple[str, ...]
# A natural card's moves from each source (SUFFIXES order) on the fields it fits: a
# listing reads a card's moves from the open cards or a penalty pile as one tuple.
Row = tuple[Texts, ...]
# Natural card -> field mask -> its Row (416 rows, sharing PLAY_TEXT's tuples).
ROWS: dict[str, tuple[Row, ...]] = {
    c: tuple(tuple(PLAY_TEXT[suffix][c][mask] for suffix in SUFFIXES) for mask in range(8))
    for c in PLAY_TEXT[""]
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


# What a play text says: (code, field, rank, source, owner) -- the rank the card has on
# the field (a wild's declared rank), the source "hand", "pile", "open" or "penalty",
# and the seat whose open cards or penalty pile it comes from, else -1. A plain tuple:
# every play unpacks one, which takes a NamedTuple through an iterator.
Play = tuple[str, int, int, str, int]


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
                plays[text] = (c, field, NATURAL[c], source, owner)
        for c, by_field in WILD_TEXT[suffix].items():
            for field, by_rank in enumerate(by_field):
                for rank, text in by_rank.items():
                    plays[text] = (c, field, rank, source, owner)
    return plays


# Play text -> what it says: the move is read with one lookup (about 3,600 texts).
PLAYS = _meanings()


def _from_source(suffix: str) -> dict[str, str]:
    """Each play text from the hand -> the same play from the source `suffix` names."""
    out: dict[str, str] = {}
    for c, texts_by_mask in PLAY_TEXT[""].items():
        for field in range(3):
            (text,) = texts_by_mask[1 << field]
            (out[text],) = PLAY_TEXT[suffix][c][1 << field]
    for c, by_field in WILD_TEXT[""].items():
        for field, by_rank in enumerate(by_field):
            for rank, text in by_rank.items():
                out[text] = WILD_TEXT[suffix][c][field][rank]
    return out


# Source suffix -> hand play text -> the play from that source: the situation lists
# the hand's moves, and a card from elsewhere reads its texts through this.
FROM = {suffix: _from_source(suffix) for suffix in SUFFIXES if suffix}


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


WILD_MEMO_LIMIT = 1_000  # a bound per field part, though its keys are at most 6


class FieldWilds(dict[str, Texts]):
    """The moves from the hand of each wild on one field that allows `ranks`. Made on
    first use and kept with the field part, so they outlive the situations."""

    __slots__ = ("field", "ranks")

    def __init__(self, field: int, ranks: tuple[int, ...]) -> None:
        super().__init__()
        self.field = field
        self.ranks = ranks

    def __missing__(self, code: str) -> Texts:
        by_rank = WILD_TEXT[""][code][self.field]
        found = tuple([by_rank[r] for r in self.ranks])
        if len(self) > WILD_MEMO_LIMIT:
            self.clear()
        self[code] = found
        return found


FieldsWilds = tuple[FieldWilds, FieldWilds, FieldWilds]


def wild_moves(wilds: FieldsWilds, joker_any: bool, code: str) -> Texts:
    """The moves from the hand of wild `code`, field by field (C, D, E as its colour
    allows)."""
    c, d, e = wilds
    if joker_any and code in JOKER:
        return c[code] + d[code] + e[code]
    if RED[code]:
        return c[code] + d[code]
    return d[code] + e[code]


# What the fields accept in one situation (tops, pawns held, fields blocked):
# - every natural card that fits somewhere -> its Row, each source's moves in field
#   order, and every wild -> () (its moves depend on the rank declared: listed last);
# - the fields' wild moves, for `wild_moves`.
# A plain tuple: a NamedTuple costs a Python-level `__new__` per new situation, and
# one in four decisions meets a new one.
Fit = tuple[dict[str, Row], FieldsWilds]
# Every wild as a Fit's first dict names it.
WILD_ENTRIES: dict[str, Row] = dict.fromkeys(WILDS, ())


class BothFields(dict[int, dict[str, Row]]):
    """The natural cards of one colour that two neighbouring fields both take, by the
    ranks both allow (as bits) -> their Rows on both. Made on first use: a new
    situation then lists such cards with one dict update."""

    __slots__ = ("mask", "red")

    def __init__(self, red: bool, mask: int) -> None:
        super().__init__()
        self.red = red
        self.mask = mask

    def __missing__(self, rank_bits: int) -> dict[str, Row]:
        both = {
            c: ROWS[c][self.mask]
            for c, r in NATURAL.items()
            if r and rank_bits >> r & 1 and RED[c] == self.red
        }
        self[rank_bits] = both
        return both


# C takes the red cards and E the black ones, D both: C and D share red cards, D and E
# black ones. Their keys are intersections of a field part's rank bits: a few dozen.
RED_ON_C_AND_D = BothFields(True, 1 | 2)
BLACK_ON_D_AND_E = BothFields(False, 2 | 4)


# One field's part of a Fit, by field and then by its own key `top | held << 4 |
# blocked << 6` (held: the situation's grey and red bits): few enough to build once,
# so a new situation is three list lookups and a dict merge.
FieldPart = tuple[dict[str, Row], int, FieldWilds]  # naturals' Rows, rank bits, wilds
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
        c = parts[0][key & 127]
        d = parts[1][key >> D_SHIFT & 127]
        e = parts[2][key >> E_SHIFT]
        # D's part, the largest and the one that names the wilds, is copied whole (a
        # copy of a dict is one block copy, inserting its entries one by one is not).
        # A card two fields take gets its moves on both below, so the order of the
        # merge changes no value.
        naturals = d[0].copy()
        naturals.update(c[0])
        naturals.update(e[0])
        # A card that fits two fields (C and E take different colours) lists both.
        both = c[1] & d[1]
        if both:
            naturals.update(RED_ON_C_AND_D[both])
        both = d[1] & e[1]
        if both:
            naturals.update(BLACK_ON_D_AND_E[both])
        fit: Fit = (naturals, (c[2], d[2], e[2]))
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
    """Per field, by `top | grey << 4 | red << 5 | blocked << 6`: (the natural cards
    accepted -> their Rows there, the ranks allowed as bits, the moves of wilds
    there)."""
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
                moves = {c: ROWS[c][1 << field] for c in sorted(accepted(field, ranks))}
                if field == 1:  # D, which every situation merges, names the wilds
                    moves.update(WILD_ENTRIES)
                rank_bits = sum(1 << r for r in ranks)
                parts[field].append((moves, rank_bits, FieldWilds(field, wild)))
        _PARTS[key] = parts
    return parts
