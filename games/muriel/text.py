"""Lenient move text, and reasons for refused moves."""

from __future__ import annotations

from games.cards import parse_card
from games.message import Card, Code, Msg, t
from games.moves import normalize_move
from games.muriel.state import Table

_JOKER_WORDS = frozenset({"joker", "jokers", "jk", "x", "🃏"})


def canonical(table: Table, player: str, text: str) -> str:
    """`lead`/`play` and a card; the verb follows from whether the player leads now."""
    text = text.lower()
    # i18n: not for players (words typed around a card, dropped before it is read)
    for noise in ("face down", "face-down", "facedown", "face up", "face-up"):
        text = text.replace(noise, " ")
    move = normalize_move(text, parse_card)
    verb, _, rest = move.partition(" ")
    if " " in rest:
        # "queen of spades": the card is spelt in several words.
        rest = parse_card(rest) or rest
    if verb in _JOKER_WORDS and not rest:
        verb, rest = "play", verb
    seat = table.seat_of.get(player)
    if rest in _JOKER_WORDS:
        # Both jokers play alike, so a bare "joker" names the first one held.
        held = table.hand.hands[seat] if seat is not None else []
        jokers = [c for c in held if c in ("XR", "XB")]
        rest = jokers[0] if jokers else rest
    if verb in ("play", "lead", "follow", "reveal"):
        leading = table.hand.lead is None and seat == table.hand.leader
        return ("lead " if leading else "play ") + rest
    return move


def explain(table: Table, player: str, move: str, legal: list[str]) -> Msg | None:
    """A sharp reason for a refused move, or None for the generic one."""
    rest = move.partition(" ")[2]
    card = parse_card(rest) if rest else None
    seat = table.seat_of[player]
    if card is None:
        return t(
            "{move} is no Muriel move. Name a card from your hand, e.g. {example}.",
            move=Code(move),
            example=Code(legal[0]),
        )
    if card not in table.hand.hands[seat]:
        if card == table.hand.lead and seat == table.hand.leader:
            return t("{card} is already face down on the table.", card=Card(card))
        return t("You do not hold {card}.", card=Card(card))
    return None
