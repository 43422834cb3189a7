"""A computer player for Pandoer: careful bids, goal-driven card play.

It only reads `game.view(player)`, `game.legal_moves(player)` and the public
house rules (`game.options`). Bidding estimates sure tricks (win-games) or
dangerous cards (lose-games) over the 8 cards kept after the best discard,
and bids only what such a hand makes most of the time. In play every seat
works out whether it wants the current trick, then picks the cheapest card
that gets it (or the highest card that safely loses).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from games.cards import SUIT_BY_NAME, SUIT_NAMES, SUITS
from games.pandoer.cards import (
    PACK,
    PLAIN_ORDER,
    PLAIN_STRENGTH,
    RANK_OF,
    SUIT_OF,
    TRUMP_ORDER,
    TRUMP_STRENGTH,
    card_points,
    strength,
)
from games.pandoer.contracts import BY_KEY, CONTRACTS

if TYPE_CHECKING:
    from games.base import Game


def _suit_cards(cards: list[str], suit: str) -> list[str]:
    return [c for c in cards if SUIT_OF[c] == suit]


def _rank_key(card: str, trump: str | None, system: str) -> int:
    """Strength of a card in its own suit (trumps above everything)."""
    if SUIT_OF[card] == trump:
        return TRUMP_STRENGTH[card]
    return PLAIN_STRENGTH[system][card]


# ---------------------------------------------------------------- hand evaluation


def win_tricks(hand: list[str], trump: str | None, system: str) -> float:
    """Rough count of tricks this hand takes playing alone."""
    est = 0.0
    order = PLAIN_ORDER[system]
    n_trumps = 0
    if trump is not None:
        mine = {RANK_OF[c] for c in hand if SUIT_OF[c] == trump}
        n_trumps = len(mine)
        total = 9 if trump == "h" else 8
        sure = 0
        for r in TRUMP_ORDER:
            if r in mine:
                sure += 1
            else:
                break
        others = total - n_trumps
        rest = n_trumps - sure
        if n_trumps >= 5:
            est += sure + rest * (0.9 if others <= 3 else 0.6)
        else:
            est += sure + rest * 0.35
    for s in SUITS:
        if s == trump:
            continue
        ranks = {RANK_OF[c] for c in hand if SUIT_OF[c] == s}
        top = 0
        for r in order:
            if r in ranks:
                top += 1
            else:
                break
        length = len(ranks)
        if trump is not None:
            top = min(top, 2 if n_trumps < 6 else 3)
        elif top >= 3 and length >= 6:
            top = length  # a long solid suit runs in no trump
        est += top
    return est


def danger(hand: list[str], trump: str | None, system: str) -> float:
    """Rough count of cards that may be forced to win a trick (lose-games)."""
    total = 0.0
    for s in SUITS:
        mine = sorted(_suit_cards(hand, s), key=lambda c: _rank_key(c, trump, system))
        if not mine:
            continue
        suit_all = [c for c in PACK if SUIT_OF[c] == s]
        for i, c in enumerate(mine):
            lower = sum(
                1
                for x in suit_all
                if x not in mine and _rank_key(x, trump, system) < _rank_key(c, trump, system)
            )
            # Others duck under my card with their lower ones; my own lower
            # cards of the suit absorb that many ducks first.
            spare = lower - i
            if spare >= 2:
                total += 1.0
            elif spare == 1:
                total += 0.5
        if s == trump and mine:
            total += 0.2 * len(mine)  # trumps can be forced out by trump leads
    return total


def best_discard(nine: list[str], trump: str | None, system: str, lose: bool) -> str:
    if lose:
        return max(nine, key=lambda c: (_rank_key(c, trump, system), c))

    def keep_value(c: str) -> tuple[int, int, int]:
        suit_len = len(_suit_cards(nine, SUIT_OF[c]))
        trumpish = 1 if SUIT_OF[c] == trump else 0
        return (trumpish, _rank_key(c, trump, system) + 3 * suit_len, -PACK.index(c))

    return min(nine, key=keep_value)


def _eight(nine: list[str], trump: str | None, system: str, lose: bool) -> list[str]:
    d = best_discard(nine, trump, system, lose)
    out = list(nine)
    out.remove(d)
    return out


def best_trump(hand: list[str], system: str, lose: bool) -> tuple[str, float]:
    """(suit, score): max tricks for win-games, min danger for lose-games."""
    scored = []
    for s in SUITS:
        eight = _eight(hand, s, system, lose) if len(hand) > 8 else hand
        scored.append((s, danger(eight, s, system) if lose else win_tricks(eight, s, system)))
    if lose:
        return min(scored, key=lambda x: x[1])
    return max(scored, key=lambda x: x[1])


def wanted_contract(nine: list[str], system: str) -> list[str]:
    """Contracts this hand would like to play, highest first."""
    want: list[str] = []
    _, trick_t = best_trump(nine, system, lose=False)
    nt = win_tricks(_eight(nine, None, system, False), None, system)
    _, lose_t = best_trump(nine, system, lose=True)
    lose_nt = danger(_eight(nine, None, system, True), None, system)
    aces = sum(1 for c in nine if RANK_OF[c] == "A")
    jacks = sum(1 for c in nine if RANK_OF[c] == "J")
    if nt >= 7.5:
        want.append("polkzonder")
    if trick_t >= 7.8:
        want.append("solo")
    if aces == 3 and nt >= 7:
        want.append("stoet")
    if jacks >= 3 and trick_t >= 6.5:
        want.append("vierdeboer")
    if aces == 2 and nt >= 6:
        want.append("halvestoet")
    if lose_t <= 0.5:
        want.append("praatje")
    if trick_t >= 7:
        want.append("polke")
    if nt >= 8:
        want.append("solozonder")
    if lose_t <= 1.0:
        want.append("omver")
    if trick_t >= 7:
        want.append("pandoer")
    del lose_nt  # Piek zonder only as the dealer's way out of endless rommelpotten
    return want


# ------------------------------------------------------------------- play


def _mode(v: dict[str, Any], me: str) -> str:
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
        need = target - (1 if mate_needs else 0)
        return "win" if t < need else "lose"
    return "win" if t < target else "feed"


def _play(v: dict[str, Any], me: str, legal: list[str], system: str) -> str:
    cards = [m.split()[1] for m in legal]
    if len(cards) == 1:
        return legal[0]
    trump = SUIT_BY_NAME.get(str(v["trump"])) if v.get("trump") else None
    trick: list[list[str]] = v["trick"]
    played = {c for t in v["tricks"] for _, c in t["cards"]} | {c for _, c in trick}
    mine = set(v["hand"]) | set(v.get("discard", []))
    outstanding = [c for c in PACK if c not in played and c not in mine]
    mode = _mode(v, me)
    bidder = str(v["bidder"])
    mate = v.get("mate")
    team = {bidder, str(mate)} if mate else {bidder}
    bidder_hand: list[str] | None = v.get("exposed", {}).get(bidder)

    def rk(c: str) -> int:
        return _rank_key(c, trump, system)

    if not trick:
        if mode == "feed":
            if bidder_hand:
                forcing = [
                    c
                    for c in cards
                    if (above := _suit_cards(bidder_hand, SUIT_OF[c]))
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
        k = _rank_key(c, trump, system)
        return not any(SUIT_OF[x] == s and _rank_key(x, trump, system) > k for x in outstanding)

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
            return max(masters, key=lambda c: _rank_key(c, trump, system))
        # Give the lead away cheaply from the longest side suit.
        side = [c for c in cards if SUIT_OF[c] != trump] or cards
        return min(side, key=lambda c: (_rank_key(c, trump, system), PACK.index(c)))

    # Lose the trick: lead the card with the most outstanding higher cards of its suit.
    def cover(c: str) -> tuple[int, int]:
        s = SUIT_OF[c]
        k = _rank_key(c, trump, system)
        higher = sum(1 for x in outstanding if SUIT_OF[x] == s and _rank_key(x, trump, system) > k)
        return (higher, -k)

    return max(cards, key=cover)


# ------------------------------------------------------------------ choose


def choose(game: Game, player: str, rng: random.Random) -> str:
    legal = game.legal_moves(player)
    if not legal:
        raise ValueError(f"{player} has no legal move now.")
    if len(legal) == 1:
        return legal[0]
    v = game.view(player)
    system = str(getattr(game.options, "card_values", "dutch146"))
    phase = v["phase"]
    hand: list[str] = list(v["hand"])
    if phase == "play":
        v["piek_zonder_mode"] = getattr(game.options, "piek_zonder_mode", "bidder_exactly_one")
        return _play(v, player, legal, system)
    if phase == "bid":
        nine = [*hand, str(v["open_card"])]
        for key in wanted_contract(nine, system):
            if "bid " + key in legal:
                return "bid " + key
        if v["rommelpot"] >= 2 and player == v["dealer"] and v["high"] is None:
            # Endless rommelpotten cost everyone; the dealer plays the cheapest game.
            _, lose_t = best_trump(nine, system, lose=True)
            for m in ("bid omver" if lose_t <= 2.5 else "", "bid piekzonder"):
                if m in legal:
                    return m
        return "pass"
    if phase == "diezit":
        return "diezit" if "diezit" in legal else "pass"
    if phase == "trump":
        named = CONTRACTS[BY_KEY[str(v["contract"])]]
        suit, _ = best_trump(hand, system, lose=not named.win_game)
        return "trump " + SUIT_NAMES[suit]
    if phase == "rommel":
        # Middle cards: low ones would hand the dealer a lose-game, high ones a win-game.
        ranked = sorted(hand, key=lambda c: (PLAIN_STRENGTH[system][c], PACK.index(c)))
        return "give " + ranked[len(ranked) // 2]
    con = CONTRACTS[BY_KEY[str(v["contract"])]] if v.get("contract") else None
    lose = con is not None and not con.win_game
    trump: str | None = None
    if con is not None and con.trump:
        trump, _ = best_trump(hand, system, lose)
    candidates = [m.split()[1] for m in legal if m.split()[0] in ("discard", "give")]
    if phase == "chain" or (con is not None and con.goal == "points"):
        # Piek zonder: pass on danger. 4e boer: put down no points (they count against).
        if con is not None and con.goal == "points":
            pick = min(
                candidates,
                key=lambda c: (card_points(c, trump, system), _rank_key(c, trump, system)),
            )
        else:
            pick = max(candidates, key=lambda c: (_rank_key(c, None, system), PACK.index(c)))
    else:
        pick = best_discard(candidates, trump, system, lose)
    for verb in ("discard", "give"):
        if f"{verb} {pick}" in legal:
            return f"{verb} {pick}"
    return legal[0]
