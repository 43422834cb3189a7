"""The move texts, and per seat the moves that play the cards it holds.

Listing a player's legal moves is then a look-up instead of a text made per card
for every move: the lists are kept in step with the hands by the few changes a
hand sees (a card played, strays received).
"""

from __future__ import annotations

from bisect import bisect

from games.muriel.cards import DECK, SORT_KEY

# Made once per card; playing a move finds its card without slicing the text.
LEAD_MOVE = {c: "lead " + c for c in DECK}
PLAY_MOVE = {c: "play " + c for c in DECK}
CARD_OF = {move: c for moves in (LEAD_MOVE, PLAY_MOVE) for c, move in moves.items()}


class HeldMoves:
    """Per seat, the lead and the play move of every card held, in hand order.

    Made for one list of hands (a deal's); `hands` is that list, so the engine can
    tell when the hands were dealt afresh or replaced and the moves must be made
    again. Every change to those hands changes the moves with them.
    """

    __slots__ = ("hands", "leads", "plays")

    def __init__(self, hands: list[list[str]]) -> None:
        self.hands = hands
        self.leads = [list(map(LEAD_MOVE.__getitem__, cards)) for cards in hands]
        self.plays = [list(map(PLAY_MOVE.__getitem__, cards)) for cards in hands]

    def copy_for(self, hands: list[list[str]]) -> HeldMoves:
        """The same moves for `hands`, a copy of the hands these were made for."""
        other = HeldMoves.__new__(HeldMoves)
        other.hands = hands
        other.leads = [moves[:] for moves in self.leads]
        other.plays = [moves[:] for moves in self.plays]
        return other

    def receive(self, seat: int, cards: list[str]) -> None:
        """`cards` join the seat's hand, each in its place in sort order."""
        held, leads, plays = self.hands[seat], self.leads[seat], self.plays[seat]
        for card in cards:
            # Fewer look-ups than sorting the grown hand, and the moves follow the cards.
            at = bisect(held, SORT_KEY[card], key=SORT_KEY.__getitem__)
            held.insert(at, card)
            leads.insert(at, LEAD_MOVE[card])
            plays.insert(at, PLAY_MOVE[card])
