"""A message stored as text reads back as the same message, in any language."""

from __future__ import annotations

import pytest

from games.message import Card, Code, Money, Player, Suit, items, t, tn
from i18n import render
from i18n.stored import dumps, loads


def test_every_kind_of_parameter_survives_the_round_trip() -> None:
    msg = t(
        "{player} plays {card} on {suit}, pays {money}: {moves} ({more}).",
        player=Player("ai:1"),
        card=Card("Qd"),
        suit=Suit("h"),
        money=Money(-150, sign=True),
        moves=items([Code("play 7h"), "typed", 3]),
        more=tn("{n} more", "{n} more", 2),
    )
    again = loads(dumps(msg))
    assert again == msg
    assert render(again, "nl") == render(msg, "nl") and render(again, "en") == msg.english()


@pytest.mark.parametrize("text", ["", "[]", '{"params": {}}', '{"key": "x", "params": {"a": []}}'])
def test_anything_else_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        loads(text)
