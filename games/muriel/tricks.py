"""A trick: the face-down lead, the follows, and who takes what (see `claims`)."""

from __future__ import annotations

from games.base import Event
from games.message import Msg, t, tn
from games.muriel.cards import CARDS, SORT_KEY, points
from games.muriel.claims import Entry, Resolution, resolve
from games.muriel.phases import FOLLOW, LEAD
from games.muriel.phrases import cards as cards_said
from games.muriel.phrases import played, sentences
from games.muriel.scoring import end_hand, settle_hand
from games.muriel.state import Table
from games.seating import next_seat, seats_from


def lead(table: Table, seat: int, card: str) -> list[Event]:
    hand = table.hand
    n = len(table.players)
    hand.lead = card
    table.phase = FOLLOW
    hands = hand.hands
    hand.waiting = [s for s in seats_from(seat, n)[1:] if hands[s]]
    player = table.players[seat]
    events = [
        Event.say(
            t("{player} leads a card face down.", player=table.who[seat]),
            private={player: t("You lead {card} face down.", card=CARDS[card])},
        )
    ]
    if not hand.waiting:
        events += _resolve_trick(table)
    return events


def follow(table: Table, seat: int, card: str) -> list[Event]:
    """Face up in turn (sequential), or chosen in secret and shown together."""
    hand = table.hand
    who = table.who[seat]
    if table.sequential:
        hand.waiting.pop(0)
        hand.table.append([seat, card])
        known = hand.known[seat]
        if card in known:
            known.remove(card)
        events = [Event.say(t("{player} plays {card}.", player=who, card=CARDS[card]))]
    else:
        hand.waiting.remove(seat)
        hand.hidden.append([seat, card])
        events = [
            Event.say(
                t("{player} has chosen a card.", player=who),
                private={table.players[seat]: t("You play {card}.", card=CARDS[card])},
            )
        ]
    if not hand.waiting:
        events += _resolve_trick(table)
    return events


def _order_index(table: Table) -> list[Entry]:
    """The trick's cards in the order that decides 'first' and 'second'."""
    hand = table.hand
    leader = hand.leader
    assert hand.lead is not None
    if hand.hidden:
        n = len(table.players)
        hidden = sorted(hand.hidden, key=lambda e: (int(e[0]) - leader) % n)
        entries = [(int(s), str(c)) for s, c in hidden]
    else:
        entries = [(s, c) for s, c in hand.table]
    if table.options.tie_order == "reveal":
        entries.append((leader, hand.lead))
        return entries
    entries.insert(0, (leader, hand.lead))
    return entries


def _resolve_trick(table: Table) -> list[Event]:
    hand = table.hand
    n = len(table.players)
    leader = hand.leader
    lead_card = hand.lead
    assert lead_card is not None
    entries = _order_index(table)
    result = resolve(entries, table.options.muriel_rule)
    if hand.hidden:
        for s, c in hand.hidden:
            if c in hand.known[s]:
                hand.known[s].remove(c)
        said = [
            t(
                "{player} reveals {card}. Followers show: {shown}.",
                player=table.who[leader],
                card=CARDS[lead_card],
                shown=played([(s, c) for s, c in entries if c != lead_card], table.who),
            )
        ]
        hand.hidden = []
    else:
        said = [t("{player} reveals {card}.", player=table.who[leader], card=CARDS[lead_card])]
    if hand.known[leader] and lead_card in hand.known[leader]:
        hand.known[leader].remove(lead_card)
    winner = result.winner
    claim_cards = [c for _, c in result.claims]
    stray_cards = [c for _, c in result.strays]
    hand.piles[winner] += claim_cards
    receiver = stray_receiver(table, leader, winner)
    said.append(_claims_line(table, result, claim_cards))
    if stray_cards:
        cards = hand.hands[receiver]
        cards += stray_cards
        cards.sort(key=SORT_KEY.__getitem__)
        known = hand.known[receiver]
        known += stray_cards
        to = table.who[receiver]
        said.append(t("Strays {cards} go to {player}.", cards=cards_said(stray_cards), player=to))
        if len(known) == len(cards):
            said.append(t("Everyone now knows {player}'s whole hand.", player=to))
    hand.trick_no += 1
    hand.last = [leader, entries, winner, claim_cards, result.muriel, stray_cards, receiver]
    hand.lead = None
    table.phase = LEAD
    hand.table = []
    hand.waiting = []
    events = [Event.say(sentences(*said))]
    if table.options.end_check == "first_to_reach" and (
        table.session.totals[winner] + points(hand.piles[winner]) >= table.options.target
    ):
        events.append(settle_hand(table, final=True))
        return events
    hands = hand.hands
    if hands[receiver]:
        hand.leader = receiver
        return events
    for s in seats_from(receiver, n)[1:]:
        if hands[s]:
            hand.leader = s
            return events
    events += end_hand(table)
    return events


def _claims_line(table: Table, result: Resolution, claim_cards: list[str]) -> Msg:
    """Who takes the claims and what they are worth."""
    who = table.who[result.winner]
    shown = cards_said(claim_cards)
    if result.muriel:
        return tn(
            "A muriel! {player} takes {cards} ({n} point).",
            "A muriel! {player} takes {cards} ({n} points).",
            points(claim_cards),
            player=who,
            cards=shown,
        )
    return tn(
        "{player} claims {cards} ({n} point).",
        "{player} claims {cards} ({n} points).",
        points(claim_cards),
        player=who,
        cards=shown,
    )


def stray_receiver(table: Table, leader: int, winner: int) -> int:
    """Who takes the strays and leads next (option next_leader)."""
    rule = table.options.next_leader
    n = len(table.players)
    if rule == "rotate":
        return next_seat(leader, n)
    if rule == "claim_winner":
        return winner
    return next_seat(winner, n)
