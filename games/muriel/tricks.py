"""A trick: the face-down lead, the follows, and who takes what (see `claims`)."""

from __future__ import annotations

from games.base import Event, mention
from games.muriel.cards import PRETTY, SORT_KEY, points, show
from games.muriel.claims import Entry, Resolution, resolve
from games.muriel.phases import FOLLOW, LEAD
from games.muriel.scoring import end_hand, settle_hand
from games.muriel.state import Table
from games.seating import next_seat, seats_from
from games.wording import plural


def lead(t: Table, seat: int, card: str) -> list[Event]:
    hand = t.hand
    n = len(t.players)
    hand.lead = card
    t.phase = FOLLOW
    hands = hand.hands
    hand.waiting = [s for s in seats_from(seat, n)[1:] if hands[s]]
    player = t.players[seat]
    events = [
        Event(
            f"{mention(player)} leads a card face down.",
            private={player: f"You lead {PRETTY[card]} face down."},
        )
    ]
    if not hand.waiting:
        events += _resolve_trick(t)
    return events


def follow(t: Table, seat: int, card: str) -> list[Event]:
    """Face up in turn (sequential), or chosen in secret and shown together."""
    hand = t.hand
    if t.sequential:
        hand.waiting.pop(0)
        hand.table.append([seat, card])
        known = hand.known[seat]
        if card in known:
            known.remove(card)
        events = [Event(f"{t.names[seat]} plays {PRETTY[card]}.")]
    else:
        player = t.players[seat]
        hand.waiting.remove(seat)
        hand.hidden.append([seat, card])
        events = [
            Event(
                f"{mention(player)} has chosen a card.",
                private={player: f"You play {PRETTY[card]}."},
            )
        ]
    if not hand.waiting:
        events += _resolve_trick(t)
    return events


def _order_index(t: Table) -> list[Entry]:
    """The trick's cards in the order that decides 'first' and 'second'."""
    hand = t.hand
    leader = hand.leader
    assert hand.lead is not None
    if hand.hidden:
        n = len(t.players)
        hidden = sorted(hand.hidden, key=lambda e: (int(e[0]) - leader) % n)
        entries = [(int(s), str(c)) for s, c in hidden]
    else:
        entries = [(s, c) for s, c in hand.table]
    if t.options.tie_order == "reveal":
        entries.append((leader, hand.lead))
        return entries
    entries.insert(0, (leader, hand.lead))
    return entries


def _resolve_trick(t: Table) -> list[Event]:
    hand = t.hand
    n = len(t.players)
    names = t.names
    leader = hand.leader
    lead_card = hand.lead
    assert lead_card is not None
    table = _order_index(t)
    result = resolve(table, t.options.muriel_rule)
    shown = ""
    if hand.hidden:
        for s, c in hand.hidden:
            if c in hand.known[s]:
                hand.known[s].remove(c)
        shown = " Followers show: " + ", ".join(
            f"{names[s]} {PRETTY[c]}" for s, c in table if c != lead_card
        )
        hand.hidden = []
    if hand.known[leader] and lead_card in hand.known[leader]:
        hand.known[leader].remove(lead_card)
    winner = result.winner
    claim_cards = [c for _, c in result.claims]
    stray_cards = [c for _, c in result.strays]
    hand.piles[winner] += claim_cards
    receiver = stray_receiver(t, leader, winner)
    text = f"{names[leader]} reveals {PRETTY[lead_card]}.{shown} " + _claim_text(
        t, result, claim_cards
    )
    if stray_cards:
        cards = hand.hands[receiver]
        cards += stray_cards
        cards.sort(key=SORT_KEY.__getitem__)
        known = hand.known[receiver]
        known += stray_cards
        text += f" Strays {show(stray_cards)} go to {names[receiver]}."
        if len(known) == len(cards):
            text += f" Everyone now knows {names[receiver]}'s whole hand."
    hand.trick_no += 1
    hand.last = [leader, table, winner, claim_cards, result.muriel, stray_cards, receiver]
    hand.lead = None
    t.phase = LEAD
    hand.table = []
    hand.waiting = []
    events = [Event(text)]
    if t.options.end_check == "first_to_reach" and (
        t.session.totals[winner] + points(hand.piles[winner]) >= t.options.target
    ):
        events.append(settle_hand(t, final=True))
        return events
    hands = hand.hands
    if hands[receiver]:
        hand.leader = receiver
        return events
    for s in seats_from(receiver, n)[1:]:
        if hands[s]:
            hand.leader = s
            return events
    events += end_hand(t)
    return events


def _claim_text(t: Table, result: Resolution, claim_cards: list[str]) -> str:
    who = t.names[result.winner]
    worth = points(claim_cards)
    if result.muriel:
        return f"A muriel! {who} takes {show(claim_cards)} ({plural(worth, 'point')})."
    return f"{who} claims {show(claim_cards)} ({plural(worth, 'point')})."


def stray_receiver(t: Table, leader: int, winner: int) -> int:
    """Who takes the strays and leads next (option next_leader)."""
    rule = t.options.next_leader
    n = len(t.players)
    if rule == "rotate":
        return next_seat(leader, n)
    if rule == "claim_winner":
        return winner
    return next_seat(winner, n)
