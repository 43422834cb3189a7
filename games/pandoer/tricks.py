"""Eight tricks: the lead, the cards each seat may play, open hands and the first-trick mate."""

from __future__ import annotations

from games.base import mention
from games.pandoer.cards import PACK, PRETTY, RANK_OF
from games.pandoer.dealing import finish_deal
from games.pandoer.phases import Phase
from games.pandoer.settlement import settle_contract, verdict
from games.pandoer.state import Table, show
from games.pandoer.trick_rules import legal_cards, trick_winner
from games.seating import next_seat

PLAY_MOVE = {c: "play " + c for c in PACK}


def start_play(t: Table) -> None:
    deal = t.deal
    assert deal.bidder is not None
    deal.phase = Phase.PLAY
    deal.leader = (
        deal.bidder if t.options.first_lead == "bidder" else next_seat(t.session.dealer, 4)
    )
    deal.trick = []
    t.say(f"{mention(t.players[deal.leader])} leads the first trick.")


def to_play(t: Table) -> int:
    """The seat whose card the trick waits on."""
    return next_seat(t.deal.leader, 4, len(t.deal.trick))


def playable(t: Table, seat: int) -> list[str]:
    """The cards `seat` may play now, with the mate obligation while the mate is unknown."""
    deal = t.deal
    obligation = "off"
    if (
        t.contract_played.mate == "first"
        and deal.mate is None
        and not deal.alone
        and seat != deal.bidder
    ):
        obligation = t.options.mate_obligation
    return legal_cards(
        deal.hands[seat],
        [x[1] for x in deal.trick],
        deal.trump,
        t.options.card_values,
        obligation,
    )


def card_moves(t: Table, seat: int) -> list[str]:
    return [PLAY_MOVE[c] for c in playable(t, seat)]


def play_card(t: Table, seat: int, card: str) -> None:
    deal, o = t.deal, t.options
    assert deal.bidder is not None
    bidder = deal.bidder
    deal.hands[seat].remove(card)
    deal.trick.append([seat, card])
    player = t.players[seat]
    con = t.contract_played
    text = f"{mention(player)} plays {PRETTY[card]}."
    if seat == bidder and not deal.bidder_played:
        deal.bidder_played = True
        if con.open_hands == "all":
            deal.exposed = [True, True, True, True]
            text += " All hands are open now; the defenders may talk."
    played = 4 * len(deal.tricks) + len(deal.trick)
    if con.open_hands == "bidder" and played == 5 and not deal.exposed[bidder]:
        deal.exposed[bidder] = True
        text += (
            f" {mention(t.players[bidder])} lays the hand open "
            f"({show(deal.hands[bidder])}); no talking!"
        )
    if con.mate == "ace" and not deal.mate_public and seat == deal.mate and RANK_OF[card] == "A":
        deal.mate_public = True
        text += f" That is the 4th ace: {mention(player)} is mate."
    if len(deal.trick) < 4:
        t.say(text)
        return
    winner = int(deal.trick[trick_winner(deal.trick, deal.trump, o.card_values)][0])
    deal.tricks.append({"leader": deal.leader, "cards": deal.trick, "winner": winner})
    deal.won[winner] += 1
    deal.trick = []
    deal.leader = winner
    text += f" {mention(t.players[winner])} takes trick {len(deal.tricks)}."
    if con.mate == "first" and deal.mate is None and not deal.alone:
        if winner != bidder:
            deal.mate = winner
            deal.mate_public = True
            text += f" {mention(t.players[winner])} is mate."
        elif len(deal.tricks) >= o.mate_window:
            if o.no_mate == "void_deal":
                t.say(text + " No mate found: the deal is void.")
                t.session.last_result = f"Deal {t.session.deal_no + 1}: {con.title}, no mate, void."
                finish_deal(t)
                return
            deal.alone = True
            text += f" No mate: {mention(t.players[bidder])} plays alone."
    t.say(text)
    final = len(deal.tricks) == 8
    made = verdict(t, final)
    if made is not None and (final or o.stop_when_decided):
        settle_contract(t, made, final)
