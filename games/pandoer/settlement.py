"""Whether the contract is made, and who pays whom for it."""

from __future__ import annotations

from games.base import mention
from games.pandoer.cards import LAST_TRICK, card_points
from games.pandoer.dealing import finish_deal
from games.pandoer.state import Table
from games.pandoer.trick_rules import trick_winner

ALL_TRICKS_CENTS = 15  # 4e boer taking all eight tricks


def team(t: Table) -> list[int]:
    """The bidder and the mate, once known."""
    bidder = t.deal.bidder
    assert bidder is not None
    return [bidder] if t.deal.mate is None else [bidder, t.deal.mate]


def points_lost(t: Table) -> int:
    """4e boer: the card points the bidder's side has lost so far."""
    deal, system = t.deal, t.options.card_values
    side = team(t)
    lost = 0
    for trick in deal.tricks:
        if trick["winner"] not in side:
            lost += sum(card_points(str(x[1]), deal.trump, system) for x in trick["cards"])
    if len(deal.tricks) == 8 and deal.tricks[7]["winner"] not in side:
        lost += LAST_TRICK[system]
    if t.options.discard_counts_for == "defenders":
        assert deal.bidder is not None
        lost += sum(card_points(x, deal.trump, system) for x in deal.discards[deal.bidder])
    return lost


def verdict(t: Table, final: bool) -> bool | None:
    """True made, False failed, None still open (always a bool when final)."""
    deal, o = t.deal, t.options
    assert deal.bidder is not None
    con, bidder = t.contract_played, deal.bidder
    n = len(deal.tricks)
    side = team(t)
    taken = sum(deal.won[s] for s in side)
    if con.goal == "all":
        if taken < n and not (con.mate == "first" and deal.mate is None and not deal.alone):
            return False
        return True if final else None
    if con.goal == "zero":
        return False if deal.won[bidder] else (True if final else None)
    if con.goal == "vogeltje":
        wins = [i for i, trick in enumerate(deal.tricks) if trick["winner"] == bidder]
        if n >= 1 and 0 not in wins:
            return False
        if any(0 < i < 7 for i in wins):
            return False
        return (wins == [0, 7]) if final else None
    if con.goal == "points":
        if points_lost(t) > o.vierde_boer_max_lost:
            return False
        return True if final else None
    if con.goal == "piekzonder":
        if o.piek_zonder_mode != "bidder_exactly_one":
            return True if final else None
        if deal.won[bidder] > 1:
            return False
        return (deal.won[bidder] == 1) if final else None
    # "tricks": a target number
    target = con.target
    exact = con.key == "piek" or o.trick_target_mode == "exact"
    if con.key == "piek" and o.piek_requires_trump_jack:
        for trick in deal.tricks:
            if trick["winner"] == bidder:
                cards = trick["cards"]
                top = str(cards[trick_winner(cards, deal.trump, o.card_values)][1])
                if top != "J" + str(deal.trump):
                    return False
    if taken + 8 - n < target or (exact and taken > target):
        return False
    mate_ok = deal.mate is None or con.mate == "" or deal.won[deal.mate] >= 1
    if final:
        return mate_ok
    if not exact and taken >= target and mate_ok:
        return True
    return None


def settle_contract(t: Table, made: bool, final: bool) -> None:
    """Pay the contract's stake, then end the deal."""
    deal, o, names = t.deal, t.options, t.players
    assert deal.bidder is not None
    con, bidder = t.contract_played, deal.bidder
    note = "" if final else " (decided early)"
    tally = ", ".join(f"{mention(names[s])} {deal.won[s]}" for s in range(4))
    if con.goal == "piekzonder" and o.piek_zonder_mode != "bidder_exactly_one":
        if o.piek_zonder_mode == "everyone_exactly_one":
            makers = [s for s in range(4) if deal.won[s] == 1]
        else:
            makers = [s for s in range(4) if deal.won[s] >= 1]
        missers = [s for s in range(4) if s not in makers]
        pay = {names[s]: con.stake * len(missers) for s in makers}
        pay.update({names[s]: -con.stake * len(makers) for s in missers})
        who = ", ".join(mention(names[s]) for s in makers) or "nobody"
        text = f"{con.title} ends{note}: tricks {tally}; made by {who}."
        t.settle({k: v for k, v in pay.items() if v}, text)
        t.session.last_result = f"Deal {t.session.deal_no + 1}: {con.title}; made by {who}."
        finish_deal(t)
        return
    stake = con.stake
    side = team(t)
    if con.goal == "points":
        if made and sum(deal.won[s] for s in side) == 8:
            stake = ALL_TRICKS_CENTS
        note += f"; points lost {points_lost(t)}"
    defenders = [s for s in range(4) if s not in side]
    sign = 1 if made else -1
    money: dict[str, int] = {}
    if len(side) == 1:
        money[names[bidder]] = sign * 3 * stake
        for s in defenders:
            money[names[s]] = -sign * stake
    else:
        each = 2 * stake if o.team_payment == "each_to_each" else stake
        for s in side:
            money[names[s]] = sign * each
        for s in defenders:
            money[names[s]] = -sign * each
    who = " and ".join(mention(names[s]) for s in side)
    verb = "made" if made else "failed"
    # "Anna wins." when the bidder plays alone, "Anna and Bas win." for a pair.
    ending = ("win" if made else "pay") + ("s." if len(side) == 1 else ".")
    t.settle(money, f"{con.title} {verb}{note}: tricks {tally}. {who} {ending}")
    t.session.last_result = (
        f"Deal {t.session.deal_no + 1}: {con.title} by {mention(names[bidder])} {verb}."
    )
    finish_deal(t)
