"""Whether the contract is made, and who pays whom for it."""

from __future__ import annotations

from functools import partial

from games.message import Msg, Player, items, t, tn
from games.pandoer.cards import LAST_TRICK, card_points
from games.pandoer.contracts import CONTRACTS, Contract
from games.pandoer.dealing import finish_deal
from games.pandoer.phrases import contract_name, per_seat
from games.pandoer.state import Table
from games.pandoer.trick_rules import trick_winner

ALL_TRICKS_CENTS = 15  # 4e boer taking all eight tricks


def team(table: Table) -> list[int]:
    """The bidder and the mate, once known."""
    bidder = table.deal.bidder
    assert bidder is not None
    return [bidder] if table.deal.mate is None else [bidder, table.deal.mate]


def points_lost(table: Table) -> int:
    """4e boer: the card points the bidder's side has lost so far."""
    deal, system = table.deal, table.options.card_values
    side = team(table)
    lost = 0
    for trick in deal.tricks:
        if trick["winner"] not in side:
            lost += sum(card_points(str(x[1]), deal.trump, system) for x in trick["cards"])
    if len(deal.tricks) == 8 and deal.tricks[7]["winner"] not in side:
        lost += LAST_TRICK[system]
    if table.options.discard_counts_for == "defenders":
        assert deal.bidder is not None
        lost += sum(card_points(x, deal.trump, system) for x in deal.discards[deal.bidder])
    return lost


def verdict(table: Table, final: bool) -> bool | None:
    """True made, False failed, None still open (always a bool when final)."""
    deal, o = table.deal, table.options
    assert deal.bidder is not None and deal.contract is not None
    con, bidder = CONTRACTS[deal.contract], deal.bidder  # `contract_played`, without its call
    n = len(deal.tricks)
    won, mate = deal.won, deal.mate
    taken = won[bidder] if mate is None else won[bidder] + won[mate]  # by the `team`
    goal = con.goal
    if goal == "tricks":  # a target number; first, as most contracts have one
        target = con.target
        exact = con.key == "piek" or table.rules.trick_target_mode == "exact"
        if con.key == "piek" and o.piek_requires_trump_jack:
            for trick in deal.tricks:
                if trick["winner"] == bidder:
                    cards = trick["cards"]
                    top = str(cards[trick_winner(cards, deal.trump, o.card_values)][1])
                    if top != "J" + str(deal.trump):
                        return False
        if taken + 8 - n < target or (exact and taken > target):
            return False
        mate_ok = mate is None or con.mate == "" or won[mate] >= 1
        if final:
            return mate_ok
        if not exact and taken >= target and mate_ok:
            return True
        return None
    if goal == "all":
        if taken < n and not (con.mate == "first" and deal.mate is None and not deal.alone):
            return False
        return True if final else None
    if goal == "zero":
        return False if deal.won[bidder] else (True if final else None)
    if goal == "vogeltje":
        wins = [i for i, trick in enumerate(deal.tricks) if trick["winner"] == bidder]
        if n >= 1 and 0 not in wins:
            return False
        if any(0 < i < 7 for i in wins):
            return False
        return (wins == [0, 7]) if final else None
    if goal == "points":
        if points_lost(table) > o.vierde_boer_max_lost:
            return False
        return True if final else None
    # "piekzonder"
    if o.piek_zonder_mode != "bidder_exactly_one":
        return True if final else None
    if deal.won[bidder] > 1:
        return False
    return (deal.won[bidder] == 1) if final else None


def settle_contract(table: Table, made: bool, final: bool) -> None:
    """Pay the contract's stake, then end the deal."""
    deal, o, names = table.deal, table.options, table.players
    assert deal.bidder is not None
    con, bidder = table.contract_played, deal.bidder
    deal_no = table.session.deal_no + 1
    if con.goal == "piekzonder" and o.piek_zonder_mode != "bidder_exactly_one":
        title = contract_name(con)
        tally = per_seat(table.who, deal.won)
        if o.piek_zonder_mode == "everyone_exactly_one":
            makers = [s for s in range(4) if deal.won[s] == 1]
        else:
            makers = [s for s in range(4) if deal.won[s] >= 1]
        missers = [s for s in range(4) if s not in makers]
        pay = {names[s]: con.stake * len(missers) for s in makers}
        pay.update({names[s]: -con.stake * len(makers) for s in missers})
        who = items([table.who[s] for s in makers]) if makers else t("nobody")
        ends = _early(t("{contract} ends", contract=title), final)
        text = t("{verdict}: tricks {tally}; made by {who}.", verdict=ends, tally=tally, who=who)
        table.settle({k: v for k, v in pay.items() if v}, text)
        table.record_result(
            t("Deal {deal}: {contract}; made by {who}.", deal=deal_no, contract=title, who=who)
        )
        finish_deal(table)
        return
    stake = con.stake
    side = team(table)
    points = None
    if con.goal == "points":
        if made and sum(deal.won[s] for s in side) == 8:
            stake = ALL_TRICKS_CENTS
        points = points_lost(table)
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
    # The lines are made when first read: a search settles many deals and reads none.
    won = tuple(deal.won)
    table.settle(money, partial(_verdict_line, table.who, con, made, final, won, side, points))
    table.record_result(partial(_result_line, table.who[bidder], con, made, deal_no))
    finish_deal(table)


def _verdict_line(
    who: tuple[Player, ...],
    con: Contract,
    made: bool,
    final: bool,
    won: tuple[int, ...],
    side: list[int],
    points: int | None,
) -> Msg:
    """The settlement's line: made or failed, the tricks, who wins or pays."""
    title = contract_name(con)
    verdict_ = _early(
        t("{contract} made", contract=title) if made else t("{contract} failed", contract=title),
        final,
    )
    if points is not None:
        verdict_ = t("{verdict}; points lost {points}", verdict=verdict_, points=points)
    players = items([who[s] for s in side])
    # "Anna wins." when the bidder plays alone, "Anna and Bas win." for a pair.
    if made:
        ending = tn("{who} wins.", "{who} win.", len(side), who=players)
    else:
        ending = tn("{who} pays.", "{who} pay.", len(side), who=players)
    return t(
        "{verdict}: tricks {tally}. {ending}",
        verdict=verdict_,
        tally=per_seat(who, won),
        ending=ending,
    )


def _result_line(bidder: Player, con: Contract, made: bool, deal_no: int) -> Msg:
    title = contract_name(con)
    if made:
        return t(
            "Deal {deal}: {contract} by {player} made.", deal=deal_no, contract=title, player=bidder
        )
    return t(
        "Deal {deal}: {contract} by {player} failed.", deal=deal_no, contract=title, player=bidder
    )


def _early(verdict: Msg, final: bool) -> Msg:
    """The verdict, marked when the deal ends before its last trick."""
    return verdict if final else t("{verdict} (decided early)", verdict=verdict)
