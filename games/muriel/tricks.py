"""A trick: the face-down lead, the follows, and who takes what (see `claims`).

Every move of every playout passes through here, and a searching computer plays
thousands of them, so the per-move paths avoid work the state already holds:
seat orders are made once (on the `Table`), the events of a lead or a follow once
per player and card (see `events`), a trick's line is put together only when read, and
the English is rendered only when read.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from games.base import Event
from games.message import Msg, Player, t, tn
from games.muriel.cards import CARDS, VALUE, points
from games.muriel.claims import split_trick
from games.muriel.phases import FOLLOW, LEAD
from games.muriel.phrases import cards as cards_said
from games.muriel.phrases import played, sentences
from games.muriel.scoring import end_hand, settle_hand
from games.muriel.state import Table


def lead(table: Table, seat: int, card: str) -> list[Event]:
    hand = table.hand
    hand.lead = card
    table.phase = FOLLOW
    hands = hand.hands
    after = table.after[seat]
    # Mostly everyone still holds cards; the filter matters at the end of a hand.
    hand.waiting = list(after) if all(hands) else [s for s in after if hands[s]]
    events = [table.lead_events[seat][card]]
    if not hand.waiting:
        events += _resolve_trick(table)
    return events


def follow(table: Table, seat: int, card: str) -> list[Event]:
    """Face up in turn (sequential), or chosen in secret and shown together."""
    hand = table.hand
    waiting = hand.waiting
    if table.sequential:
        del waiting[0]
        hand.table.append([seat, card])
        known = hand.known[seat]
        if known and card in known:
            known.remove(card)
        events = [table.play_events[seat][card]]
    else:
        waiting.remove(seat)
        hand.hidden.append([seat, card])
        events = [table.choice_events[seat][card]]
    if not waiting:
        events += _resolve_trick(table)
    return events


def _order_index(table: Table) -> list[list[Any]]:
    """The trick's entries [seat, card] in the order that decides 'first' and 'second'.

    The follows' own entries are taken over, the lead's added: the trick clears them.
    """
    hand = table.hand
    leader = hand.leader
    if hand.hidden:
        n = len(table.players)
        entries = sorted(hand.hidden, key=lambda e: (e[0] - leader) % n)
    else:
        entries = hand.table  # face up in turn: already in play order
    if table.reveal_last:
        entries.append([leader, hand.lead])
    else:
        entries.insert(0, [leader, hand.lead])
    return entries


def _resolve_trick(table: Table) -> list[Event]:
    hand = table.hand
    leader = hand.leader
    lead_card = hand.lead
    assert lead_card is not None
    entries = _order_index(table)
    cards = [c for _, c in entries]
    at, claim_cards, stray_cards, muriel = split_trick(
        [VALUE[c] for c in cards], cards, table.muriel_rule
    )
    winner = entries[at][0]
    shown = bool(hand.hidden)
    if shown:
        _show_hidden(table)
    known = hand.known
    if known[leader] and lead_card in known[leader]:
        known[leader].remove(lead_card)
    hand.piles[winner] += claim_cards
    receiver = stray_receiver(table, leader, winner)
    all_known = False  # everyone now knows the receiver's whole hand
    if stray_cards:
        # The strays join the receiver's hand face up: from now on everyone knows them.
        table.held.receive(receiver, stray_cards)
        known[receiver] += stray_cards
        all_known = len(known[receiver]) == len(hand.hands[receiver])
    hand.trick_no += 1
    hand.last = [leader, entries, winner, claim_cards, muriel, stray_cards, receiver]
    hand.lead = None
    table.phase = LEAD
    hand.table = []
    # Put together only when read: the line names every card of the trick, and a
    # searching computer resolves many thousands of tricks without reading one.
    # Everything bound here is made for this trick and never changed afterwards.
    line = partial(
        _trick_line,
        table.who,
        leader,
        lead_card,
        entries if shown else None,
        winner,
        muriel,
        claim_cards,
        stray_cards,
        receiver,
        all_known,
    )
    events = [Event.later(line)]
    if table.first_to_reach and (
        table.session.totals[winner] + points(hand.piles[winner]) >= table.options.target
    ):
        events.append(settle_hand(table, final=True))
        return events
    hands = hand.hands
    if hands[receiver]:
        hand.leader = receiver
        return events
    for s in table.after[receiver]:
        if hands[s]:
            hand.leader = s
            return events
    events += end_hand(table)
    return events


def _show_hidden(table: Table) -> None:
    """Simultaneous follows are turned up: strays among them are known no longer."""
    hand = table.hand
    known = hand.known
    for s, c in hand.hidden:
        if c in known[s]:
            known[s].remove(c)
    hand.hidden = []


def _trick_line(
    who: list[Player],
    leader: int,
    lead_card: str,
    shown: list[list[Any]] | None,
    winner: int,
    muriel: bool,
    claim_cards: list[str],
    stray_cards: list[str],
    receiver: int,
    all_known: bool,
) -> Msg:
    """The lead turned up, who claims what, where the strays go.

    `shown`: the whole trick when simultaneous follows were turned up with the lead.
    `all_known`: everyone now knows the receiver's whole hand.
    """
    said = [
        _reveal_line(who, leader, lead_card, shown),
        _claims_line(who[winner], muriel, claim_cards),
    ]
    if stray_cards:
        to = who[receiver]
        said.append(t("Strays {cards} go to {player}.", cards=cards_said(stray_cards), player=to))
        if all_known:
            said.append(t("Everyone now knows {player}'s whole hand.", player=to))
    return sentences(*said)


def _reveal_line(
    who: list[Player], leader: int, lead_card: str, shown: list[list[Any]] | None
) -> Msg:
    """The lead turned up; after simultaneous follows, the followers' cards with it."""
    if shown is None:
        return t("{player} reveals {card}.", player=who[leader], card=CARDS[lead_card])
    return t(
        "{player} reveals {card}. Followers show: {shown}.",
        player=who[leader],
        card=CARDS[lead_card],
        shown=played([(s, c) for s, c in shown if c != lead_card], who),
    )


def _claims_line(who: Player, muriel: bool, claim_cards: list[str]) -> Msg:
    """Who takes the claims and what they are worth."""
    shown = cards_said(claim_cards)
    if muriel:
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
    rule = table.next_leader
    if rule == "rotate":
        return table.after[leader][0]
    if rule == "claim_winner":
        return winner
    return table.after[winner][0]
