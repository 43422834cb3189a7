"""What laying cards does to the pile, lenient move text, and reasons for refusals.

Kept apart from the engine so the card effects read as one small rule book.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from games.mezza.cards import HALF, START_ORDER, VALUE, WHOLE, show
from games.mezza.cards import parse_card as parse_mezza_card
from games.moves import normalize_move

if TYPE_CHECKING:
    from games.mezza.engine import Mezza


def lay(game: Mezza, cards: list[str], complete: bool = True) -> tuple[bool, int, list[str]]:
    """Put `cards` on the pile in order and fire their effects.

    `complete=False` lays a ½ as a plain transparent card even on an open half
    card (option `completion_optional`). Returns (burned, players to skip, notes
    for the event text). The burn wins
    over every other effect: a burnt pile skips nobody and restricts nothing.
    """
    opts = game.options
    pile = game.pile
    skip_rank = opts.skip_rank
    lower_card = opts.lower_card
    skips = 0
    burn = False
    notes: list[str] = []
    for c in cards:
        if c == HALF:
            if game.open_half and complete:
                whole = WHOLE[pile[-1]]
                game.completed.append(len(pile) - 1)
                game.open_half = False
                game.force = VALUE[whole]
                notes.append(f"— {show([pile[-1]])} + ½ = {whole}")
                if whole == "10":
                    burn = True
                else:
                    if whole == lower_card:
                        game.lower = True
                    if whole == skip_rank:
                        skips += 1
            elif opts.half_copies_effects and pile and game.force == VALUE[skip_rank]:
                skips += 1
            pile.append(c)
        else:
            pile.append(c)
            game.force = VALUE[c]
            game.lower = c == lower_card
            game.open_half = opts.completion and c in WHOLE
            if c == "10":
                burn = True
            elif c == skip_rank:
                skips += 1
    if not burn and four_of_a_kind(game, cards):
        notes.append("— four of a kind")
        burn = True
    if burn:
        game.burned.extend(pile)
        pile.clear()
        game.completed.clear()
        game.force = 0
        game.lower = False
        game.open_half = False
        notes.append("— the pile burns")
        return True, 0, notes
    if game.lower:
        notes.append("— next card 4 or lower")
    if skips and not opts.skip_per_card:
        skips = 1
    return False, skips, notes


def four_of_a_kind(game: Mezza, cards: list[str]) -> bool:
    mode = game.options.four_of_a_kind
    if mode == "off":
        return False
    halves_burn = game.options.four_halves_burn
    if mode == "single_play":
        return any(cards.count(c) >= 4 and (c != HALF or halves_burn) for c in set(cards))
    if halves_burn:
        n = 0
        for c in reversed(game.pile):
            if c != HALF:
                break
            n += 1
        if n >= 4:
            return True
    return top_run(game)[1] >= 4


def top_run(game: Mezza) -> tuple[str, int]:
    """The rank of the equal cards on top of the pile and how many there are.

    ½ cards are skipped or end the run (`halves_in_run`); a completed 3½/6½/9½
    counts as its half rank or, with `pair_counts_as=whole`, as the whole number.
    """
    pile = game.pile
    skip_halves = game.options.halves_in_run == "ignored"
    whole = game.options.pair_counts_as == "whole"
    rank = ""
    n = 0
    for i in range(len(pile) - 1, -1, -1):
        c = pile[i]
        if c == HALF:
            if skip_halves:
                continue
            break
        if whole and i in game.completed:
            c = WHOLE[c]
        if not rank:
            rank = c
        elif c != rank:
            break
        n += 1
    return rank, n


# ------------------------------------------------------------------ lenient text

# Only spellings that carry more than one word or a card: a bare synonym of a legal
# move (say "done" for "ready") would also turn random text into a legal move.
_ALIASES = {"exchange": "swap", "steal": "snatch"}


_DECIMAL_COMMA = re.compile(r"(\d),(5)")


def canonical(game: Mezza, player: str, text: str) -> str:
    # "3,5" is a Dutch 3½, not two cards: the shared parser splits on commas.
    norm = normalize_move(_DECIMAL_COMMA.sub(r"\1.\2", text), parse_mezza_card)
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
    cards = [w for w in words[1:] if parse_mezza_card(w) == w]
    if verb == "swap":
        return " ".join(["swap", *words[1:]])
    if verb in ("play", "snatch", "cut"):
        seat = game.seat[player]
        if game.phase == "play" and cards and len(cards) == len(words) - 1:
            if seat == game.current:
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


def explain(game: Mezza, player: str, move: str, legal: list[str]) -> str:
    seat = game.seat[player]
    words = move.split()
    verb = words[0] if words else ""
    cards = words[1:]
    if game.phase == "exchange":
        return _explain_exchange(game, seat, verb, cards, legal)
    if game.phase == "start":
        return f"The first player to lead {show([game.lowest])} starts; only that card may open."
    if seat != game.current:
        if verb in ("play", "snatch") and HALF in cards:
            if game.options.snatch == "off":
                return "It is not your turn, and snatching with a ½ is off at this table."
            if game.options.snatch == "complete_half" and not game.open_half:
                return (
                    "It is not your turn. A ½ may be snatched in only while a 3½, 6½ or 9½"
                    " lies uncompleted on top of the pile."
                )
            return "Snatch with one ½ from the cards you play from now: `snatch 1/2`."
        return f"It is not your turn; the table waits on <@{game.players[game.current]}>."
    return _explain_turn(game, seat, verb, cards, legal)


def _explain_exchange(game: Mezza, seat: int, verb: str, cards: list[str], legal: list[str]) -> str:
    if game.ready[seat]:
        return "You are ready; wait for the others to finish exchanging."
    if verb == "swap":
        if len(cards) != 2:
            return "Write a swap as `swap HAND-CARD FACE-UP-CARD`, e.g. `swap 7 9`."
        h, u = cards
        if h not in game.hands[seat]:
            return f"You hold no {show([h])} in your hand."
        if u not in game.ups[seat]:
            return f"You have no {show([u])} among your face-up cards."
        return "Swapping a card for an equal one changes nothing."
    return "Before play you may only swap (`swap 7 9`: hand card, face-up card) or say `ready`."


def _explain_turn(game: Mezza, seat: int, verb: str, cards: list[str], legal: list[str]) -> str:
    src = game.source(seat)
    if verb == "pickup":
        return "You can play, and you must play if you can: picking up is not allowed now."
    if verb == "flip":
        return "You flip face-down cards only once your hand and face-up cards are gone."
    if verb == "snatch":
        return "It is your turn: just play (`play 1/2`)."
    if verb != "play" or not cards or any(parse_mezza_card(c) != c for c in cards):
        shown = ", ".join(f"`{m}`" for m in legal[:6])
        return f"`{' '.join([verb, *cards])}` is no move here. You can play: {shown}."
    if src is None:
        return "Your hand and face-up cards are gone: `flip` a face-down card."
    where = "hand" if game.hands[seat] else "face-up cards"
    for c in set(cards):
        if cards.count(c) > src.count(c):
            return f"You do not have {show([c] * cards.count(c))} in your {where}."
    if game.opening:
        return f"You must open with the lowest card, {show([game.lowest])}."
    whole = [c for c in cards if c != HALF]
    if len(set(whole)) > 1:
        return "Cards played together must be of one rank (or 3½/6½/9½ completed by one ½)."
    if whole and HALF in cards:
        code = whole[0]
        if code not in WHOLE:
            return "Only 3½, 6½ or 9½ can be played together with a ½."
        if cards.count(HALF) > 1:
            return "Complete your half cards with exactly one ½."
        if not (game.options.self_combo and game.options.completion):
            return "Playing a half card together with a ½ is off at this table."
        code = WHOLE[code]
    elif whole:
        code = whole[0]
    else:
        code = HALF
    if not game.can_play(code):
        if game.lower:
            return "A 4 or lower is required now: play 4 or lower, a 0 or a ½."
        rank = show([next(k for k, v in VALUE.items() if v == game.force)])
        return f"The rank in force is {rank}: play {rank} or higher, a 0 or a ½."
    shown = ", ".join(f"`{m}`" for m in legal[:6])
    return f"`{' '.join([verb, *cards])}` is not legal now. You can play: {shown}."
