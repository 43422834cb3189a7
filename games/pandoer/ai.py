"""A computer player for Pandoer: measured bids, goal-driven card play.

It only reads its part of `game.view(player)` (`seat_sight`),
`game.legal_moves(player)` and the public house rules (`game.options`).
Bidding (`games.pandoer.ai_bidding`) scores the hand for every contract, looks
up how often such hands made it, and bids the best expected gain among
contracts made often enough. Discard and trump follow the plan the bid was
judged on. In play every seat works out whether it wants the current trick,
then picks the cheapest card that gets it (or the highest card that safely
loses).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Protocol, cast

from games.cards import SUIT_BY_NAME, SUIT_NAMES, SUITS
from games.pandoer.ai_bidding import (
    best_trump,
    needed_chance,
    pick_bid,
    plan_discard,
    plan_trump,
    rank_key,
    suit_cards,
)
from games.pandoer.cards import (
    PACK,
    PLAIN_STRENGTH,
    RANK_OF,
    SUIT_OF,
    TRUMP_STRENGTH,
    card_points,
    strength,
)
from games.pandoer.contracts import BY_KEY, CONTRACTS
from games.pandoer.view import seat_sight

if TYPE_CHECKING:
    from games.base import Game
    from games.pandoer.state import Table


class _AtTable(Protocol):
    """The game as its own computer player reads it: through its table (the
    engine's class is not imported here, as the engine imports this player)."""

    table: Table


# ------------------------------------------------------------------- play


def _outstanding(v: dict[str, Any]) -> list[str]:
    """Cards neither played nor mine (hand or put down): someone else may hold them."""
    played = {c for trick in v["tricks"] for _, c in trick["cards"]} | {c for _, c in v["trick"]}
    mine = set(v["hand"]) | set(v.get("discard", []))
    return [c for c in PACK if c not in played and c not in mine]


def _sure_tricks(v: dict[str, Any], system: str) -> int:
    """Tricks my hand takes for certain: top trumps, then side-suit masters once
    no trump is left out against them."""
    trump = SUIT_BY_NAME.get(str(v["trump"])) if v.get("trump") else None
    outstanding = _outstanding(v)
    total = 0
    for s in SUITS:
        mine = sorted(suit_cards(v["hand"], s), key=lambda c: -rank_key(c, trump, system))
        theirs = [rank_key(c, trump, system) for c in outstanding if SUIT_OF[c] == s]
        top = max(theirs, default=-1)
        total += sum(1 for c in mine if rank_key(c, trump, system) > top)
    if trump is None:
        return total
    trumps_out = sum(1 for c in outstanding if SUIT_OF[c] == trump)
    mine_t = sorted(suit_cards(v["hand"], trump), key=lambda c: -TRUMP_STRENGTH[c])
    top_t = max((TRUMP_STRENGTH[c] for c in outstanding if SUIT_OF[c] == trump), default=-1)
    sure_t = sum(1 for c in mine_t if TRUMP_STRENGTH[c] > top_t)
    # Side masters stand only when my top trumps can draw every trump out.
    return total if trumps_out <= sure_t else sure_t


NO_TRUMP_MARGIN = 1


def _mode(v: dict[str, Any], me: str, system: str = "dutch146") -> str:
    """What `me` wants from the current trick: "win" it for my side, "lose" it,
    or "feed" it to the bidder (defending a contract the bidder may overshoot)."""
    con = CONTRACTS[BY_KEY[str(v["contract"])]]
    bidder = str(v["bidder"])
    mate = v.get("mate")
    won: dict[str, int] = v["won"]
    n_done = len(v["tricks"])
    team = [bidder] + ([str(mate)] if mate else [])
    declarer = me in team
    t = sum(won[p] for p in team)
    goal = con.goal
    if goal == "piekzonder" and v.get("piek_zonder_mode") != "bidder_exactly_one":
        return "win" if won[me] < 1 else "lose"
    if goal in ("all", "points"):
        if me == bidder and con.mate == "first" and mate is None and not v.get("alone"):
            # Let the strongest other hand take a trick and so become mate: until
            # the mate is known everyone else must play their highest card.
            return "lose"
        return "win"
    if goal == "zero":
        return "lose" if declarer else "feed"
    if goal == "vogeltje":
        edge = n_done in (0, 7)
        if declarer:
            return "win" if edge else "lose"
        return "win" if edge else "feed"
    target = con.target
    if declarer:
        mate_needs = mate is not None and con.mate in ("ace", "diezit") and won[str(mate)] == 0
        if me != bidder and mate_needs:
            return "win"
        need = target - (1 if mate_needs else 0) - t
        if need <= 0:
            return "lose"
        exact = v.get("trick_target_mode", "exact") == "exact"
        if me == bidder and exact and con.win_game and 8 - n_done > need:
            sure = _sure_tricks(v, system)
            if con.mate in ("ace", "diezit"):
                # The mate holds the aces I lack; each one still out is a trick.
                sure += sum(1 for c in _outstanding(v) if RANK_OF[c] == "A")
            # Exact targets: give away a spare trick while the masters still
            # hold (in no trump, with one to spare, as the lead may be lost).
            if sure >= need + (0 if con.trump else NO_TRUMP_MARGIN):
                return "lose"
        return "win"
    return "win" if t < target else "feed"


def _play(v: dict[str, Any], me: str, legal: list[str], system: str) -> str:
    cards = [m.split()[1] for m in legal]
    if len(cards) == 1:
        return legal[0]
    trump = SUIT_BY_NAME.get(str(v["trump"])) if v.get("trump") else None
    trick: list[list[str]] = v["trick"]
    outstanding = _outstanding(v)
    mode = _mode(v, me, system)
    bidder = str(v["bidder"])
    mate = v.get("mate")
    team = {bidder, str(mate)} if mate else {bidder}
    bidder_hand: list[str] | None = v.get("exposed", {}).get(bidder)

    def rk(c: str) -> int:
        return rank_key(c, trump, system)

    if not trick:
        if mode == "feed":
            if bidder_hand:
                forcing = [
                    c
                    for c in cards
                    if (above := suit_cards(bidder_hand, SUIT_OF[c]))
                    and all(rk(x) > rk(c) for x in above)
                ]
                if forcing:
                    return "play " + min(forcing, key=rk)
            return "play " + min(cards, key=lambda c: (rk(c), PACK.index(c)))
        return "play " + _lead(cards, outstanding, trump, system, mode == "win", me in team)
    led = SUIT_OF[trick[0][1]]

    def st(c: str) -> int:
        return strength(c, led, trump, system)

    best_i = max(range(len(trick)), key=lambda i: st(trick[i][1]))
    best = st(trick[best_i][1])
    winner = trick[best_i][0]
    last = len(trick) == 3
    beaters = [c for c in cards if st(c) > best]
    losers = [c for c in cards if st(c) <= best]
    if mode == "feed":
        bidder_played = any(p == bidder for p, _ in trick)
        if not bidder_played:
            return "play " + min(cards, key=lambda c: (st(c), rk(c)))
        if winner == bidder and losers:
            return "play " + max(losers, key=lambda c: (st(c), rk(c)))
        return "play " + max(
            cards, key=lambda c: (rk(c), st(c)) if winner != bidder else (-st(c), 0)
        )
    partner_winning = len(team) > 1 and winner != me and (winner in team) == (me in team)

    def pts(c: str) -> int:
        return card_points(c, trump, system)

    if mode == "win":
        if partner_winning and (last or best >= 100):
            return "play " + min(cards, key=lambda c: (pts(c), st(c)))
        if beaters:
            if last:
                return "play " + min(beaters, key=st)
            return "play " + max(beaters, key=st)
        return "play " + min(cards, key=lambda c: (pts(c), rk(c)))
    if losers:
        return "play " + max(losers, key=lambda c: (rk(c), st(c)))
    if last:
        return "play " + max(cards, key=st)
    return "play " + min(cards, key=st)


def _lead(
    cards: list[str],
    outstanding: list[str],
    trump: str | None,
    system: str,
    want: bool,
    declarer: bool,
) -> str:
    def master(c: str) -> bool:
        s = SUIT_OF[c]
        k = rank_key(c, trump, system)
        return not any(SUIT_OF[x] == s and rank_key(x, trump, system) > k for x in outstanding)

    if want:
        if declarer and trump is not None:
            trumps_out = [x for x in outstanding if SUIT_OF[x] == trump]
            my_trumps = [c for c in cards if SUIT_OF[c] == trump]
            if trumps_out and my_trumps:
                top = max(my_trumps, key=lambda c: TRUMP_STRENGTH[c])
                if master(top):
                    return top
        masters = [c for c in cards if master(c)]
        if masters:
            return max(masters, key=lambda c: rank_key(c, trump, system))
        # Give the lead away cheaply from the longest side suit.
        side = [c for c in cards if SUIT_OF[c] != trump] or cards
        return min(side, key=lambda c: (rank_key(c, trump, system), PACK.index(c)))

    # Lose the trick: lead the card with the most outstanding higher cards of its suit.
    def cover(c: str) -> tuple[int, int]:
        s = SUIT_OF[c]
        k = rank_key(c, trump, system)
        higher = sum(1 for x in outstanding if SUIT_OF[x] == s and rank_key(x, trump, system) > k)
        return (higher, -k)

    return max(cards, key=cover)


# ------------------------------------------------------------------ choose


def choose(game: Game, player: str, rng: random.Random) -> str:
    legal = game.legal_moves(player)
    if not legal:
        raise ValueError(f"{player} has no legal move now.")
    if len(legal) == 1:
        return legal[0]
    table = cast(_AtTable, game).table
    v = seat_sight(table, table.seat_of[player])
    system = str(getattr(game.options, "card_values", "dutch146"))
    phase = v["phase"]
    hand: list[str] = list(v["hand"])
    if phase == "play":
        v["piek_zonder_mode"] = getattr(game.options, "piek_zonder_mode", "bidder_exactly_one")
        v["trick_target_mode"] = getattr(game.options, "trick_target_mode", "exact")
        return _play(v, player, legal, system)
    if phase == "bid":
        nine = [*hand, str(v["open_card"])]
        biddable = [m.split()[1] for m in legal if m.startswith("bid ")]
        last = v["high"] is None and len(v["passed"]) == 3
        passes = len(v["passed"]) if v["high"] is None else 0
        key = pick_bid(nine, system, biddable, needed_chance(passes))
        if key is not None:
            return "bid " + key
        if v["rommelpot"] >= 2 and last:
            # Endless rommelpotten cost everyone; the dealer plays the cheapest game.
            _, lose_t = best_trump(nine, system, lose=True)
            # i18n: not for players (canonical moves)
            for m in ("bid omver" if lose_t <= 2.5 else "", "bid piekzonder"):
                if m in legal:
                    return m
        return "pass"
    if phase == "diezit":
        return "diezit" if "diezit" in legal else "pass"
    key = str(v["contract"])
    if phase == "trump":
        return "trump " + SUIT_NAMES[plan_trump(key, hand, system)]
    if phase == "rommel":
        # Keep the strongest cards: a clear hand bids the next auction.
        return "give " + min(hand, key=lambda c: (PLAIN_STRENGTH[system][c], PACK.index(c)))
    candidates = [m.split()[1] for m in legal if m.split()[0] in ("discard", "give")]
    if phase == "chain" and player != v["bidder"]:
        # Piek zonder: pass on danger.
        pick = max(candidates, key=lambda c: (rank_key(c, None, system), PACK.index(c)))
    else:
        pick = plan_discard(key, candidates, system)
    for verb in ("discard", "give"):
        if f"{verb} {pick}" in legal:
            return f"{verb} {pick}"
    return legal[0]
