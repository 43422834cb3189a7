"""Lenient move text, and reasons for refused moves."""

from __future__ import annotations

import re

from games.base import mention
from games.mezza.cards import HALF, START_ORDER, VALUE, WHOLE, parse_card, show
from games.mezza.phases import Phase
from games.mezza.pile import can_play
from games.mezza.state import Table
from games.moves import normalize_move

# ------------------------------------------------------------------ lenient text

# Only spellings that carry more than one word or a card: a bare synonym of a legal
# move (say "done" for "ready") would also turn random text into a legal move.
_ALIASES = {"exchange": "swap", "steal": "snatch"}


_DECIMAL_COMMA = re.compile(r"(\d),(5)")


def canonical(t: Table, player: str, text: str) -> str:
    # "3,5" is a Dutch 3½, not two cards: the shared parser splits on commas.
    norm = normalize_move(_DECIMAL_COMMA.sub(r"\1.\2", text), parse_card)
    words = norm.split()
    if not words:
        return ""
    verb = words[0]
    if words in (["play", "down"], ["play", "blind"]):
        return "flip"
    if words == ["pick", "up"]:
        return "pickup"
    verb = _ALIASES.get(verb, verb)
    if verb in ("pickup", "flip", "ready"):
        return verb if len(words) == 1 else norm
    cards = [w for w in words[1:] if parse_card(w) == w]
    if verb == "swap":
        return " ".join(["swap", *words[1:]])
    if verb in ("play", "snatch", "cut"):
        seat = t.seat_of[player]
        if t.state.phase == Phase.PLAY and cards and len(cards) == len(words) - 1:
            if seat == t.state.current:
                verb = "play"
            elif cards == [HALF]:
                verb = "snatch"
            elif len(set(cards)) == 1:
                verb = "cut"
        if verb == "play":
            # Whole cards first, the ½ after them: "play 1/2 3.5" is "play 3.5 1/2".
            cards.sort(key=lambda c: (c == HALF, START_ORDER[c]))
        return " ".join([verb, *cards]) if len(cards) == len(words) - 1 else norm
    return norm


# --------------------------------------------------------------------- reasons


def explain(t: Table, player: str, move: str, legal: list[str]) -> str:
    seat = t.seat_of[player]
    words = move.split()
    verb = words[0] if words else ""
    cards = words[1:]
    if t.state.phase == Phase.EXCHANGE:
        return _explain_exchange(t, seat, verb, cards)
    if t.state.phase == Phase.START:
        return f"The first player to lead {show([t.state.lowest])} starts; only that card may open."
    if seat != t.state.current:
        if verb in ("play", "snatch") and HALF in cards:
            if t.options.snatch == "off":
                return "It is not your turn, and snatching with a ½ is off at this table."
            if t.options.snatch == "complete_half" and not t.state.open_half:
                return (
                    "It is not your turn. A ½ may be snatched in only while a 3½, 6½ or 9½"
                    " lies uncompleted on top of the pile."
                )
            return "Snatch with one ½ from the cards you play from now: `snatch 1/2`."
        return f"It is not your turn; the table waits on <@{t.players[t.state.current]}>."
    return _explain_turn(t, seat, verb, cards, legal)


def _explain_exchange(t: Table, seat: int, verb: str, cards: list[str]) -> str:
    if t.state.ready[seat]:
        return "You are ready; wait for the others to finish exchanging."
    if verb == "swap":
        if len(cards) != 2:
            return "Write a swap as `swap HAND-CARD FACE-UP-CARD`, e.g. `swap 7 9`."
        h, u = cards
        if not_cards := [c for c in cards if parse_card(c) != c]:
            return f"`{not_cards[0]}` is no Mezza card; cards are 1/2, 0, 1 ... 10, 3.5, 6.5, 9.5."
        if h not in t.state.hands[seat]:
            return f"You hold no {show([h])} in your hand."
        if u not in t.state.ups[seat]:
            return f"You have no {show([u])} among your face-up cards."
        return "Swapping a card for an equal one changes nothing."
    return "Before play you may only swap (`swap 7 9`: hand card, face-up card) or say `ready`."


def _explain_turn(t: Table, seat: int, verb: str, cards: list[str], legal: list[str]) -> str:
    src = t.state.source(seat)
    if verb == "pickup":
        return "You can play, and you must play if you can: picking up is not allowed now."
    if verb == "flip":
        return "You flip face-down cards only once your hand and face-up cards are gone."
    if verb == "snatch":
        return "It is your turn: just play (`play 1/2`)."
    if verb != "play" or not cards or any(parse_card(c) != c for c in cards):
        shown = ", ".join(f"`{m}`" for m in legal[:6])
        return f"`{' '.join([verb, *cards])}` is no move here. You can play: {shown}."
    if src is None:
        return "Your hand and face-up cards are gone: `flip` a face-down card."
    where = "hand" if t.state.hands[seat] else "face-up cards"
    for c in set(cards):
        if cards.count(c) > src.count(c):
            return f"You do not have {show([c] * cards.count(c))} in your {where}."
    if t.state.opening:
        return f"You must open with the lowest card, {show([t.state.lowest])}."
    whole = [c for c in cards if c != HALF]
    if len(set(whole)) > 1:
        return "Cards played together must be of one rank (or 3½/6½/9½ completed by one ½)."
    if whole and HALF in cards:
        code = whole[0]
        if code not in WHOLE:
            return "Only 3½, 6½ or 9½ can be played together with a ½."
        if cards.count(HALF) > 1:
            return "Complete your half cards with exactly one ½."
        if not (t.options.self_combo and t.options.completion):
            return "Playing a half card together with a ½ is off at this table."
        code = WHOLE[code]
    elif whole:
        code = whole[0]
    else:
        code = HALF
    if not can_play(t.state, t.options, code):
        if t.state.lower:
            return "A 4 or lower is required now: play 4 or lower, a 0 or a ½."
        rank = show([next(k for k, v in VALUE.items() if v == t.state.force)])
        return f"The rank in force is {rank}: play {rank} or higher, a 0 or a ½."
    shown = ", ".join(f"`{m}`" for m in legal[:6])
    return f"`{' '.join([verb, *cards])}` is not legal now. You can play: {shown}."


def not_your_turn(t: Table) -> str | None:
    """Why a seat with no legal move now cannot move, where Mezza says more than the base."""
    o = t.options
    if t.state.phase == Phase.EXCHANGE:
        return "You are ready; wait for the others to finish exchanging."
    if t.state.phase == Phase.PLAY and o.snatch != "off":
        waiting = mention(t.players[t.state.current])
        when = (
            "while a 3½, 6½ or 9½ lies uncompleted on top"
            if o.snatch == "complete_half"
            else "on a pile that is not empty"
        )
        return (
            f"It is not your turn; the table waits on {waiting}. Out of turn you may only"
            f" snatch with a ½ from the cards you play from, {when}."
        )
    return None
