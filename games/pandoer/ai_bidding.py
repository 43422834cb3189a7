"""How the Pandoer computer judges a hand in the auction.

A bidder holds 9 cards for the auction: its 8 and the open card, which it
takes if it wins; it then puts one down. Every estimate below is therefore
made on the 8 cards it would keep after the best discard for that contract.

Each contract gets one *score* from the hand (`contract_scores`): estimated
sure tricks for win-games, minus the estimated dangerous cards for
lose-games, so that higher is always better. `MADE_CHANCE` turns a score into
the share of such hands that made the contract when the normal computer
players played it out; those steps were measured by
`bench/pandoer_bidding.py` over thousands of seeded deals and copied here.
The auction then bids the contract worth most in expectation among those it
makes often enough (`pick_bid`).
"""

from __future__ import annotations

from collections.abc import Iterable

from games.cards import SUITS
from games.pandoer.cards import (
    PACK,
    PLAIN_ORDER,
    PLAIN_STRENGTH,
    RANK_OF,
    SUIT_OF,
    TRUMP_ORDER,
    TRUMP_STRENGTH,
    card_points,
)
from games.pandoer.contracts import BY_KEY, CONTRACTS


def suit_cards(cards: Iterable[str], suit: str) -> list[str]:
    return [c for c in cards if SUIT_OF[c] == suit]


def rank_key(card: str, trump: str | None, system: str) -> int:
    """Strength of a card in its own suit (trumps above everything)."""
    if SUIT_OF[card] == trump:
        return TRUMP_STRENGTH[card]
    return PLAIN_STRENGTH[system][card]


# ---------------------------------------------------------------- estimates


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


# `rank_key` of every card, per trump (or none) and card system, made once: the
# auction weighs every card of a hand dozens of times a bid.
STRENGTH: dict[tuple[str | None, str], dict[str, int]] = {
    (trump, system): {c: rank_key(c, trump, system) for c in PACK}
    for trump in (None, *SUITS)
    for system in PLAIN_STRENGTH
}


def _weaker_in_suit(strength: dict[str, int]) -> dict[str, int]:
    """Per card, how many cards of its suit in the pack are weaker."""
    return {
        c: sum(1 for x in PACK if SUIT_OF[x] == SUIT_OF[c] and strength[x] < strength[c])
        for c in PACK
    }


# `_weaker_in_suit` per trump (or none) and card system.
WEAKER_IN_SUIT = {key: _weaker_in_suit(strength) for key, strength in STRENGTH.items()}


def danger(hand: list[str], trump: str | None, system: str) -> float:
    """Rough count of cards that may be forced to win a trick (lose-games)."""
    weaker = WEAKER_IN_SUIT[trump, system]
    by_suit: dict[str, list[str]] = {s: [] for s in SUITS}
    for c in hand:
        by_suit[SUIT_OF[c]].append(c)
    total = 0.0
    for s in SUITS:
        # Weakest first (no two cards of a suit are equally strong).
        mine = sorted(by_suit[s], key=weaker.__getitem__)
        if not mine:
            continue
        for i, c in enumerate(mine):
            # The others' cards of the suit below this one (my own i weaker ones
            # are not theirs): they duck under it with those, and my own weaker
            # cards absorb that many ducks first.
            lower = weaker[c] - i
            spare = lower - i
            if spare >= 2:
                total += 1.0
            elif spare == 1:
                total += 0.5
        if s == trump:
            total += 0.2 * len(mine)  # trumps can be forced out by trump leads
    return total


def sure_tricks(hand: list[str], trump: str | None, system: str) -> float:
    """Tricks this hand takes whatever the others hold: the top of each suit,
    held without a gap; side suits count once the top trumps draw every trump.
    A card below such a run adds a little (it runs once the suit is drawn)."""
    runs: dict[str, int] = {}
    for s in SUITS:
        order = TRUMP_ORDER if s == trump else PLAIN_ORDER[system]
        ranks = {RANK_OF[c] for c in hand if SUIT_OF[c] == s}
        run = 0
        for r in order:
            if r not in ranks:
                break
            run += 1
        runs[s] = run
    held = {s: len(suit_cards(hand, s)) for s in SUITS}
    sure = float(sum(runs.values()))
    if trump is not None:
        trumps_out = (9 if trump == "h" else 8) - held[trump]
        if 2 * runs[trump] < trumps_out:
            # Too few top trumps to draw the others: side masters may be ruffed.
            side = sure - runs[trump]
            sure = runs[trump] + 0.5 * (held[trump] - runs[trump]) + 0.5 * side
    return sure + 0.5 * sum(held[s] - runs[s] for s in SUITS if runs[s] >= 3)


# Where each card lies in the pack: the last tie-break of which card to put down.
_PACK_PLACE = {c: i for i, c in enumerate(PACK)}


def best_discard(nine: list[str], trump: str | None, system: str, lose: bool) -> str:
    strength = STRENGTH[trump, system]
    if lose:
        return max(nine, key=lambda c: (strength[c], c))
    held = dict.fromkeys(SUITS, 0)
    for c in nine:
        held[SUIT_OF[c]] += 1

    def keep_value(c: str) -> tuple[int, int, int]:
        suit = SUIT_OF[c]
        trumpish = 1 if suit == trump else 0
        return (trumpish, strength[c] + 3 * held[suit], -_PACK_PLACE[c])

    return min(nine, key=keep_value)


def kept_eight(nine: list[str], trump: str | None, system: str, lose: bool) -> list[str]:
    out = list(nine)
    out.remove(best_discard(nine, trump, system, lose))
    return out


def best_trump(hand: list[str], system: str, lose: bool) -> tuple[str, float]:
    """(suit, score): max tricks for win-games, min danger for lose-games."""
    scored = []
    for s in SUITS:
        eight = kept_eight(hand, s, system, lose) if len(hand) > 8 else hand
        scored.append((s, danger(eight, s, system) if lose else win_tricks(eight, s, system)))
    if lose:
        return min(scored, key=lambda x: x[1])
    return max(scored, key=lambda x: x[1])


# Lose-games that must still win tricks with their top trumps: Piek wins one
# (any), Vogeltje the first and the last.
RESERVED_WINNERS = {"piek": 1, "vogeltje": 2}


def reserved_plan(cards: list[str], system: str, winners: int) -> tuple[str, float]:
    """(trump suit, danger) for a lose-game that must win `winners` tricks.

    The top `winners` trumps are kept to win those tricks; each that is not a
    sure winner (the jack, then the nine of trump) counts as a dangerous card.
    The rest is judged as in Omver, after putting down its most dangerous card.
    """
    best: tuple[float, str] = (float("inf"), SUITS[0])
    for s in SUITS:
        top = _top_trumps(cards, s, winners)
        sure = sum(1 for i, c in enumerate(top) if RANK_OF[c] == TRUMP_ORDER[i])
        missing = winners - sure
        rest = [c for c in cards if c not in top]
        if len(rest) > 8 - winners:
            rest = kept_eight(rest, s, system, lose=True)
        best = min(best, (danger(rest, s, system) + missing, s))
    return best[1], best[0]


def ace_plan(cards: list[str], system: str) -> tuple[str | None, float]:
    """(ace to keep, danger) for Piek zonder: take trick 1 with the ace, lose the rest.

    Without an ace the one trick is left to chance, which counts as one more
    dangerous card.
    """
    top_rank = PLAIN_ORDER[system][0]
    best: tuple[float, str | None] = (float("inf"), None)
    for ace in [c for c in cards if RANK_OF[c] == top_rank]:
        rest = [c for c in cards if c != ace]
        if len(rest) > 7:
            rest = kept_eight(rest, None, system, lose=True)
        best = min(best, (danger(rest, None, system), ace), key=lambda x: x[0])
    if best[1] is None:
        return None, danger(kept_eight(cards, None, system, True), None, system) + 1
    return best[1], best[0]


def _top_trumps(cards: list[str], suit: str, n: int) -> list[str]:
    return sorted(suit_cards(cards, suit), key=lambda c: -TRUMP_STRENGTH[c])[:n]


def solo_trump(cards: list[str], system: str) -> tuple[str, float]:
    """(suit, sure tricks) of the best trump for taking every trick."""
    scored = []
    for s in SUITS:
        eight = kept_eight(cards, s, system, False) if len(cards) > 8 else cards
        scored.append((sure_tricks(eight, s, system), s))
    best = max(scored)
    return best[1], best[0]


def plan_trump(key: str, cards: list[str], system: str) -> str:
    """The trump the bidder of `key` names with these cards."""
    if key == "solo":
        return solo_trump(cards, system)[0]
    if key in RESERVED_WINNERS:
        return reserved_plan(cards, system, RESERVED_WINNERS[key])[0]
    return best_trump(cards, system, lose=not CONTRACTS[BY_KEY[key]].win_game)[0]


def plan_discard(key: str, cards: list[str], system: str) -> str:
    """The card the bidder of `key` puts down (or hands on) from these."""
    con = CONTRACTS[BY_KEY[key]]
    trump = plan_trump(key, cards, system) if con.trump else None
    if con.goal == "points":
        # 4e boer: the put-down card's points count against the bidder.
        return min(cards, key=lambda c: (card_points(c, trump, system), rank_key(c, trump, system)))
    if key in RESERVED_WINNERS and trump is not None:
        top = _top_trumps(cards, trump, RESERVED_WINNERS[key])
        rest = [c for c in cards if c not in top] or cards
        return best_discard(rest, trump, system, lose=True)
    if key == "piekzonder":
        ace = ace_plan(cards, system)[0]
        return best_discard([c for c in cards if c != ace] or cards, None, system, lose=True)
    return best_discard(cards, trump, system, lose=not con.win_game)


def contract_scores(nine: list[str], system: str) -> dict[str, float]:
    """One score per contract for this 9-card hand; higher is better."""
    _, trick_t = best_trump(nine, system, lose=False)
    nt = win_tricks(kept_eight(nine, None, system, False), None, system)
    _, lose_t = best_trump(nine, system, lose=True)
    solo = solo_trump(nine, system)[1]
    solo_nt = sure_tricks(kept_eight(nine, None, system, False), None, system)
    return {
        "polkzonder": nt,
        "solo": solo,
        "stoet": nt,
        "vierdeboer": trick_t,
        "halvestoet": nt,
        "praatje": -lose_t,
        "polke": trick_t,
        "piek": -reserved_plan(nine, system, 1)[1],
        "solozonder": solo_nt,
        "omver": -lose_t,
        "vogeltje": -reserved_plan(nine, system, 2)[1],
        "pandoer": trick_t,
        "piekzonder": -ace_plan(nine, system)[1],
    }


# ------------------------------------------------------------------ the bid

# Per contract, (lowest score, share of such hands made), best scores first.
# Scores below the last step are never bid. Measured with
# `python bench/pandoer_bidding.py --deals 3000` (see the module text).
MADE_CHANCE: dict[str, tuple[tuple[float, float], ...]] = {
    "polkzonder": ((7.0, 0.52), (6.0, 0.21), (5.0, 0.14)),
    "solo": (
        (7.5, 0.88),
        (7.0, 0.62),
        (6.5, 0.36),
        (6.0, 0.32),
        (5.5, 0.22),
        (5.0, 0.18),
        (4.5, 0.08),
        (4.0, 0.05),
    ),
    "stoet": ((7.0, 0.5), (5.0, 0.2)),
    "vierdeboer": ((6.0, 0.5), (5.0, 0.44), (4.0, 0.37)),
    "halvestoet": ((7.0, 0.4), (4.0, 0.25)),
    "praatje": (
        (0.0, 0.96),
        (-0.5, 0.91),
        (-1.0, 0.67),
        (-1.5, 0.56),
        (-2.0, 0.39),
        (-2.5, 0.38),
        (-3.0, 0.26),
    ),
    "polke": ((6.5, 0.67), (6.0, 0.38), (5.0, 0.16)),
    "piek": (
        (0.0, 0.95),
        (-0.5, 0.9),
        (-1.0, 0.5),
        (-1.5, 0.44),
        (-2.0, 0.37),
        (-2.5, 0.33),
        (-3.0, 0.29),
    ),
    "solozonder": (
        (7.5, 0.67),
        (7.0, 0.64),
        (6.5, 0.59),
        (6.0, 0.28),
        (5.5, 0.2),
        (5.0, 0.17),
        (4.0, 0.04),
    ),
    "omver": (
        (0.0, 0.96),
        (-0.5, 0.91),
        (-1.0, 0.67),
        (-1.5, 0.58),
        (-2.0, 0.39),
        (-2.5, 0.37),
        (-3.0, 0.26),
    ),
    "vogeltje": (
        (0.0, 0.9),
        (-0.5, 0.6),
        (-1.0, 0.48),
        (-1.5, 0.42),
        (-2.0, 0.24),
        (-2.5, 0.22),
        (-3.0, 0.16),
    ),
    "pandoer": ((7.0, 0.95), (6.5, 0.75), (6.0, 0.66), (5.5, 0.48), (5.0, 0.39), (4.5, 0.3)),
    "piekzonder": (
        (0.0, 0.95),
        (-0.5, 0.94),
        (-1.0, 0.83),
        (-1.5, 0.78),
        (-2.0, 0.71),
        (-2.5, 0.63),
        (-3.0, 0.52),
        (-3.5, 0.51),
        (-4.0, 0.45),
        (-4.5, 0.39),
        (-5.0, 0.31),
    ),
}
# The least made share worth a bid: a failed 1-against-3 contract costs three
# stakes. Each pass before anyone bid lowers it by PASS_STEP: a rommelpot
# draws nearer, and it only deals the same cards again.
BID_CHANCE = 0.55
PASS_STEP = 0.05


def needed_chance(passes_before_any_bid: int) -> float:
    return BID_CHANCE - PASS_STEP * passes_before_any_bid


def made_chance(key: str, score: float) -> float:
    for lowest, chance in MADE_CHANCE[key]:
        if score >= lowest:
            return chance
    return 0.0


def expected_gain(key: str, chance: float) -> float:
    """What the bidder expects to win, in cents: 3 stakes alone, 1 with a mate."""
    con = CONTRACTS[BY_KEY[key]]
    per_stake = 1 if con.mate else 3
    return per_stake * con.stake * (2 * chance - 1)


def pick_bid(
    nine: list[str], system: str, biddable: list[str], least: float = BID_CHANCE
) -> str | None:
    """The biddable contract with the best expected gain that is made often enough."""
    if not biddable:
        return None
    scores = contract_scores(nine, system)
    best: tuple[float, int, str] | None = None
    for key in biddable:
        chance = made_chance(key, scores[key])
        if chance < least:
            continue
        value = (expected_gain(key, chance), -BY_KEY[key], key)
        if best is None or value > best:
            best = value
    return best[2] if best is not None else None
