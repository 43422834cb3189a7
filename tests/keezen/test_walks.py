"""The walk memo's shortcuts (straight walks, one search for every length) give exactly
the general entry."""

from __future__ import annotations

from collections.abc import Iterator

from games.keezen.board import BACK, CROSS0, EIGHT, NORMAL, TEN, Geometry, Walk
from games.keezen.walks import compute_walk, straight_entry, walk_cache, walk_entry


def _straight_walks(geos: tuple[Geometry, ...]) -> Iterator[tuple[Geometry, Walk, int, int, int]]:
    """Every straight walk of these geometries: the geometry, the walk, and the
    colour, steps and kind it was asked for (its start field is where its trail began)."""
    for geo in geos:
        for pos in range(64):
            for colour in range(4):
                for n in range(1, 14):
                    for kind in (NORMAL, EIGHT, TEN, BACK):
                        walks = geo.straight(pos, colour, n, kind)
                        if walks is not None:
                            (walk,) = walks
                            yield geo, walk, colour, n, kind


def test_straight_entry_is_walk_entry_for_every_straight_walk() -> None:
    checked = 0
    geos = (Geometry(ten_into_home="skip"), Geometry(ten_into_home="illegal"))
    for _, walk, colour, _, kind in _straight_walks(geos):
        assert straight_entry([walk], kind) == walk_entry([walk], colour, kind)
        checked += 1
    assert checked > 10_000


def test_straight_is_the_search_wherever_it_finds_a_walk() -> None:
    checked = 0
    nothing: frozenset[int] = frozenset()
    geos = (
        Geometry(),
        Geometry(cross=False, ten_into_home="illegal"),
        Geometry(gate_offset=0, eight_from_gate=True),
        Geometry(gate_offset=15, backward_in_cross="forbidden"),
    )
    for geo, walk, colour, n, kind in _straight_walks(geos):
        trail = walk[3]
        # The walk starts one step before its trail: ahead of it, or behind it walking back.
        pos = (trail[0] + (1 if kind == BACK else -1)) % 64
        assert [walk] == geo.walk(pos, -1, colour, n, kind, nothing, nothing, n)[n]
        checked += 1
    assert checked > 10_000


def test_one_search_fills_every_length_as_its_own_search_would() -> None:
    """`compute_walk` leaves a NORMAL walk's other lengths in the memo from one search:
    each the entry its own search of that length gives."""
    checked = 0
    nothing: frozenset[int] = frozenset()
    for geo in (Geometry(), Geometry(pass_through="mover-chooses", centre_exit="any")):
        memo = walk_cache(geo)
        places = [(pos, -1) for pos in range(geo.centre)]
        places += [(pos, xi) for pos in range(CROSS0, geo.centre + 1) for xi in range(8)]
        for pos, xi in places:
            for colour in range(4):
                for n in (9, 2, 13):
                    compute_walk(geo, pos, xi, colour, n, NORMAL)
                for m in range(1, 14):
                    entry = memo.get((pos, xi, colour, m, NORMAL))
                    if entry is None:
                        continue
                    search = geo.walk(pos, xi, colour, m, NORMAL, nothing, nothing, m)[m]
                    assert entry == walk_entry(search, colour, NORMAL)
                    checked += 1
    assert checked > 10_000
