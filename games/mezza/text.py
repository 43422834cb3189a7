"""Lenient move text, and reasons for refused moves."""

from __future__ import annotations

import re

from games.message import Card, Code, Msg, Player, t
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


def canonical(table: Table, player: str, text: str) -> str:
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
        seat = table.seat_of[player]
        if table.state.phase == Phase.PLAY and cards and len(cards) == len(words) - 1:
            if seat == table.state.current:
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
# The table is `table` in this module, not `t` as elsewhere: `t` marks the sentences.


def explain(table: Table, player: str, move: str, legal: list[str]) -> Msg:
    seat = table.seat_of[player]
    words = move.split()
    verb = words[0] if words else ""
    cards = words[1:]
    state, options = table.state, table.options
    if state.phase == Phase.EXCHANGE:
        return _explain_exchange(table, seat, verb, cards)
    if state.phase == Phase.START:
        return t(
            "The first player to lead {card} starts; only that card may open.",
            card=Card(state.lowest),
        )
    if seat != state.current:
        if verb in ("play", "snatch") and HALF in cards:
            if options.snatch == "off":
                return t("It is not your turn, and snatching with a ½ is off at this table.")
            if options.snatch == "complete_half" and not state.open_half:
                return t(
                    "It is not your turn. A ½ may be snatched in only while a 3½, 6½ or 9½"
                    " lies uncompleted on top of the pile."
                )
            return t(
                "Snatch with one ½ from the cards you play from now: {move}.",
                move=Code("snatch 1/2"),
            )
        return t(
            "It is not your turn; the table waits on {player}.",
            player=Player(table.players[state.current]),
        )
    return _explain_turn(table, seat, verb, cards, legal)


def _explain_exchange(table: Table, seat: int, verb: str, cards: list[str]) -> Msg:
    state = table.state
    if state.ready[seat]:
        return t("You are ready; wait for the others to finish exchanging.")
    if verb == "swap":
        if len(cards) != 2:
            return t(
                "Write a swap as {form}, e.g. {example}.",
                form=Code("swap HAND-CARD FACE-UP-CARD"),
                example=Code("swap 7 9"),
            )
        h, u = cards
        if not_cards := [c for c in cards if parse_card(c) != c]:
            return t(
                "{text} is no Mezza card; cards are 1/2, 0, 1 ... 10, 3.5, 6.5, 9.5.",
                text=Code(not_cards[0]),
            )
        if h not in state.hands[seat]:
            return t("You hold no {card} in your hand.", card=Card(h))
        if u not in state.ups[seat]:
            return t("You have no {card} among your face-up cards.", card=Card(u))
        return t("Swapping a card for an equal one changes nothing.")
    return t(
        "Before play you may only swap ({example}: hand card, face-up card) or say {ready}.",
        example=Code("swap 7 9"),
        ready=Code("ready"),
    )


def _explain_turn(table: Table, seat: int, verb: str, cards: list[str], legal: list[str]) -> Msg:
    state, options = table.state, table.options
    src = state.source(seat)
    if verb == "pickup":
        return t("You can play, and you must play if you can: picking up is not allowed now.")
    if verb == "flip":
        return t("You flip face-down cards only once your hand and face-up cards are gone.")
    if verb == "snatch":
        return t("It is your turn: just play ({move}).", move=Code("play 1/2"))
    if verb != "play" or not cards or any(parse_card(c) != c for c in cards):
        return t(
            "{move} is no move here. You can play: {moves}.",
            move=Code(" ".join([verb, *cards])),
            moves=_shown_moves(legal),
        )
    if src is None:
        return t(
            "Your hand and face-up cards are gone: {flip} a face-down card.", flip=Code("flip")
        )
    for c in dict.fromkeys(cards):  # in the order typed, so the reason never varies
        if cards.count(c) > src.count(c):
            shown = show([c] * cards.count(c))
            if state.hands[seat]:
                return t("You do not have {cards} in your hand.", cards=shown)
            return t("You do not have {cards} in your face-up cards.", cards=shown)
    if state.opening:
        return t("You must open with the lowest card, {card}.", card=Card(state.lowest))
    whole = [c for c in cards if c != HALF]
    if len(set(whole)) > 1:
        return t("Cards played together must be of one rank (or 3½/6½/9½ completed by one ½).")
    if whole and HALF in cards:
        code = whole[0]
        if code not in WHOLE:
            return t("Only 3½, 6½ or 9½ can be played together with a ½.")
        if cards.count(HALF) > 1:
            return t("Complete your half cards with exactly one ½.")
        if not (options.self_combo and options.completion):
            return t("Playing a half card together with a ½ is off at this table.")
        code = WHOLE[code]
    elif whole:
        code = whole[0]
    else:
        code = HALF
    if not can_play(state, options, code):
        if state.lower:
            return t("A 4 or lower is required now: play 4 or lower, a 0 or a ½.")
        rank = Card(next(k for k, v in VALUE.items() if v == state.force))
        return t("The rank in force is {rank}: play {rank} or higher, a 0 or a ½.", rank=rank)
    return t(
        "{move} is not legal now. You can play: {moves}.",
        move=Code(" ".join([verb, *cards])),
        moves=_shown_moves(legal),
    )


def _shown_moves(legal: list[str]) -> str:
    # Move texts as typed, the same in every language.
    return ", ".join(f"`{m}`" for m in legal[:6])


def not_your_turn(table: Table) -> Msg | None:
    """Why a seat with no legal move now cannot move, where Mezza says more than the base."""
    o = table.options
    if table.state.phase == Phase.EXCHANGE:
        return t("You are ready; wait for the others to finish exchanging.")
    if table.state.phase == Phase.PLAY and o.snatch != "off":
        waiting = Player(table.players[table.state.current])
        if o.snatch == "complete_half":
            return t(
                "It is not your turn; the table waits on {player}. Out of turn you may only"
                " snatch with a ½ from the cards you play from, while a 3½, 6½ or 9½ lies"
                " uncompleted on top.",
                player=waiting,
            )
        return t(
            "It is not your turn; the table waits on {player}. Out of turn you may only"
            " snatch with a ½ from the cards you play from, on a pile that is not empty.",
            player=waiting,
        )
    return None
