"""Set-up helpers: stacked decks and constructed positions."""

from __future__ import annotations

from typing import Any

from games.cards import standard_deck
from games.keezen import Keezen
from games.keezen.board import CROSS0, HOME0
from tests import helpers as shared

PLAYERS = ["n", "e", "s", "w"]  # seats 0..3; n+s against e+w


def stacked(*hands: list[str], jokers: int = 4) -> list[str]:
    """A full pack whose first cards are these hands (seat 0 first), rest in order."""
    return shared.stacked(standard_deck(jokers), [card for hand in hands for card in hand])


def field(name: str, arm_length: int = 3) -> int:
    """`T12`, `E0.3`, `a21`, `M` or `base` to the engine's field number."""
    if name == "base":
        return -1
    if name == "M":
        return CROSS0 + 4 * arm_length
    if name.startswith("T"):
        return int(name[1:])
    if name.startswith("E"):
        c, i = name[1:].split(".")
        return HOME0 + 4 * int(c) + int(i) - 1
    q, j = int(name[1]), int(name[2])
    return CROSS0 + q * arm_length + j - 1


def game(
    hand: list[str],
    pawns: dict[str, str | tuple[str, str, int]] | None = None,
    options: dict[str, Any] | None = None,
    others: tuple[list[str], ...] = (),
) -> Keezen:
    """Seat 0 to move holding `hand` (5 cards; filled up from the pack if shorter).

    `pawns` maps pawn names (p1..p16) to fields, or to (field, heading, entry arm)
    for pawns in the cross; unnamed pawns stay in their base.
    """
    opts = options or {}
    jokers = int(opts.get("jokers", 4))
    pack = stacked(hand, *others, jokers=jokers)
    g = Keezen.new(PLAYERS, seed=1, options=opts, deck=pack)
    arm = int(opts.get("arm_length", 3))
    g.hands[0] = [c for c in g.hands[0] if c in hand] if len(hand) < 5 else g.hands[0]
    # Cards dropped from seat 0's hand go back on the stock so no card is lost.
    dropped = [c for c in pack[:5] if c not in g.hands[0]]
    g.stock = dropped + g.stock
    for name, where in (pawns or {}).items():
        k = int(name[1:]) - 1
        if isinstance(where, tuple):
            f, heading, entry = where
            g.pos[k] = field(f, arm)
            g.xi[k] = 2 * entry + (1 if heading == "out" else 0)
        else:
            g.pos[k] = field(where, arm)
            g.xi[k] = -1
    g.touch()
    return g


def moves_with(g: Keezen, card: str, player: str = "n") -> list[str]:
    return [m for m in g.legal_moves(player) if m.split()[:2] == ["play", card]]


def where(g: Keezen, pawn: str) -> str:
    for p in g.view(None)["pawns"]:
        if p["pawn"] == pawn:
            return str(p["field"])
    raise KeyError(pawn)
