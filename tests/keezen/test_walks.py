"""The walk memo's shortcut for straight walks gives exactly the general entry."""

from __future__ import annotations

from collections.abc import Iterator

from games.keezen.board import BACK, EIGHT, NORMAL, TEN, Geometry, Walk
from games.keezen.walks import straight_entry, walk_entry


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
