"""A Muriel computer player: win tricks worth winning, throw cheap cards otherwise.

It sees only its part of `game.view(player)` (`seat_sight`) and
`game.legal_moves(player)`. Cards it has not seen (other hands, the face-down
lead, cards set aside) are treated as a uniform pool; every card still to come
in the trick is a draw from that pool.
For each card it holds it weighs what playing it now is worth against what the
same card is worth in a typical later trick, and plays the best difference.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from math import comb
from typing import TYPE_CHECKING, Any, Protocol, cast

from games.muriel.cards import DECK, VALUE, points
from games.muriel.view import seat_sight
from games.search import lead_score

if TYPE_CHECKING:
    from games.base import Game
    from games.muriel.state import Table

# Share of a lost card's points that is lost for good (the rest comes back as strays
# often enough); lower when this player is the one who receives the strays.
_LOSS = 0.6
_LOSS_AS_RECEIVER = 0.15
# Tricks a hard computer's playout looks ahead before `standing` scores it. Short on
# purpose: a move mostly decides this trick and the next, and a playout to the end of
# the hand (about a hundred plies) costs so much that the time budget buys a few
# dozen of them, too few to tell moves apart through the luck of the deals.
SEARCH_TRICKS = 2
# What a card still held is worth, as a share of its points, to a cut playout: it
# wins claims later about as often as it goes to another seat as a stray.
HELD_SHARE = 0.5
# The lead in points at which a cut playout scores about 0.88 (tanh of 1).
LEAD_SCALE = 60.0


class _AtTable(Protocol):
    """The game as its own computer player reads it: through its table (the
    engine's class is not imported here, as the engine imports this player)."""

    table: Table


def _shares(x: int, pool: list[int]) -> tuple[float, float] | None:
    """The shares of the sorted `pool` of card values above `x` and equal to it;
    None for an empty pool."""
    if not pool:
        return None
    total = len(pool)
    low, high = bisect_left(pool, x), bisect_right(pool, x)
    return (total - high) / total, (high - low) / total


def _p_win(shares: tuple[float, float] | None, before: int, after: int, equal_before: int) -> float:
    """Chance that a card takes the claims, when the unseen cards are above and equal to
    it in these `shares` (`_shares`; None when none is unseen).

    `before`/`after`: unseen cards that count before/after it among equal cards;
    `equal_before`: seen cards of the same rank that count before it. Two equal
    top cards go to the second, three or more to the second as well.
    """
    if shares is None:
        return 1.0 if equal_before <= 1 else 0.0
    gt, eq = shares
    lt = 1.0 - gt - eq
    p = 0.0
    for k in (0, 1):
        if equal_before + k > 1 or k > before:
            continue
        ways = comb(before, k) * eq**k * lt ** (before - k)
        later = lt if equal_before + k == 0 else lt + eq
        p += ways * later**after
    return p


def _seat_order(players: list[str], start: str) -> list[str]:
    i = players.index(start)
    return players[i:] + players[:i]


def _context(
    view: dict[str, Any], players: list[str], turn: list[str], me: str, reveal_last: bool
) -> tuple[int, int, list[int]]:
    """(unseen cards counting before me, after me, seen card values before me)."""
    leader: str = view["leader"]
    sizes: dict[str, int] = view["hand_sizes"]
    order = _seat_order(players, leader)[1:]
    if me == leader:
        followers = sum(1 for p in order if sizes[p] > 0)
        return (followers, 0, []) if reveal_last else (0, followers, [])
    mine = order.index(me)
    seen = [VALUE[c] for _, c in view["table"]]
    # Followers who have not shown a card: still to play (sequential) or chosen face
    # down / still choosing (simultaneous).
    pending = (
        set(view.get("chosen", [])) | set(turn) | {p for p in order[mine + 1 :] if sizes[p] > 0}
    )
    before = sum(1 for p in order[:mine] if p in pending)
    after = sum(1 for p in order[mine + 1 :] if p in pending)
    if reveal_last:
        return before, after + 1, seen
    return before + 1, after, seen


def choose(game: Game, player: str, rng: random.Random) -> str:
    legal = game.legal_moves(player)
    if len(legal) == 1:
        return legal[0]
    table = cast(_AtTable, game).table
    view = seat_sight(table, table.seat_of[player])
    hand: list[str] = view["hand"]
    seen_cards = set(hand)
    seen_cards.update(c for _, c in view["table"])
    for pile in view["piles"].values():
        seen_cards.update(pile)
    seen_cards.update(view["removed"])
    if view.get("your_choice"):
        seen_cards.add(view["your_choice"])
    # Sorted, so that the share above or equal to a card is two bisections.
    unseen = sorted(VALUE[c] for c in DECK if c not in seen_cards)
    reveal_last = getattr(game.options, "tie_order", "play") == "reveal"
    before, after, seen = _context(view, list(game.players), game.turn(), player, reveal_last)
    loss = _LOSS_AS_RECEIVER if view["stray_receiver"] == player else _LOSS
    typical_after = max(1, (before + after) // 2)
    typical_other = sum(unseen) / len(unseen) if unseen else 0.0
    others = sorted(seen, reverse=True)

    best_move, best_score = legal[0], float("-inf")
    for move in legal:
        x = VALUE[move[5:]]
        shares = _shares(x, unseen)
        if any(v > x for v in seen):
            p = 0.0
        else:
            p = _p_win(shares, before, after, sum(1 for v in seen if v == x))
        if x in others:
            second = float(x)
        elif others:
            second = float(others[0])
        else:
            # The highest unseen card below this one.
            lower = bisect_left(unseen, x)
            second = unseen[lower - 1] * 0.7 if lower else 0.0
        pot = x + second
        if x == 20 and 20 in seen:
            pot += sum(o for o in others if o != 20)
        now = p * pot - (1 - p) * loss * x
        q = _p_win(shares, 1, typical_after, 0)
        later = q * (x + typical_other) - (1 - q) * loss * x
        score = now - later + rng.random() * 1e-6
        if score > best_score:
            best_move, best_score = move, score
    return best_move


def standing(table: Table, player: str) -> float:
    """How well `player` stands, in [0, 1], for a search that stops mid-hand.

    Each seat stands on this hand's scoring pile and a share of the cards it
    still holds, the one on the table included; the score is its lead over the
    others' mean, squashed. The totals are left out: every playout of one
    search starts from the same totals, so they cannot tell two moves apart,
    and a lead already won would flatten every difference a move makes.
    """
    hand = table.hand
    me = table.seat_of[player]
    n = len(table.players)
    held = [points(cards) for cards in hand.hands]
    if hand.lead is not None:
        held[hand.leader] += VALUE[hand.lead]
    for seat, card in hand.hidden:
        held[seat] += VALUE[card]
    for seat, card in hand.table:
        held[seat] += VALUE[card]
    worth = [points(hand.piles[s]) + HELD_SHARE * held[s] for s in range(n)]
    lead = worth[me] - (sum(worth) - worth[me]) / (n - 1)
    return lead_score(lead, LEAD_SCALE)
