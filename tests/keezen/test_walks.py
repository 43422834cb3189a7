"""The walk memo's shortcut for straight walks gives exactly the general entry."""

from __future__ import annotations

from games.keezen.board import BACK, EIGHT, NORMAL, TEN, Geometry
from games.keezen.walks import straight_entry, walk_entry


def test_straight_entry_is_walk_entry_for_every_straight_walk() -> None:
    checked = 0
    for ten_into_home in ("skip", "illegal"):
        geo = Geometry(ten_into_home=ten_into_home)
        for pos in range(64):
            for colour in range(4):
                for n in range(1, 14):
                    for kind in (NORMAL, EIGHT, TEN, BACK):
                        walks = geo.straight(pos, colour, n, kind)
                        if walks is not None:
                            assert straight_entry(walks, kind) == walk_entry(walks, colour, kind)
                            checked += 1
    assert checked > 10_000
