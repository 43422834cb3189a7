"""What the table hears, as messages: one builder per kind of line.

The rule modules name their table `t`, the marker's name, so the sentences are
written here, where `t` is the marker. A play's line says who laid what and then
what the cards did ("<@a> plays ½ — 9½ + ½ = 10 — the pile burns."): each note
is a message of its own. Lines are made for every move, during searches too, so
a line without notes is a single message.
"""

from __future__ import annotations

from functools import lru_cache

from games.base import mention
from games.message import Card, Msg, Param, Player, marked, t, tn
from games.mezza.cards import WHOLE, show

# Nearly every line names a player, during searches too, and the same few ids recur:
# each mention is made once.
_player = lru_cache(maxsize=1024)(Player)

# What laying cards did; the same message every time, so made once.
FOUR_OF_A_KIND = t("— four of a kind")
PILE_BURNS = t("— the pile burns")
FOUR_OR_LOWER = t("— next card 4 or lower")
WITHOUT_COMPLETING = t("without completing")


def joined(notes: list[Msg]) -> Param:
    """Notes one after the other, as one parameter."""
    match len(notes):
        case 1:
            return notes[0]
        case 2:
            return t("{a} {b}", a=notes[0], b=notes[1])
        case 3:
            return t("{a} {b} {c}", a=notes[0], b=notes[1], c=notes[2])
    return t("{a} {b} {c} {more}", a=notes[0], b=notes[1], c=notes[2], more=joined(notes[3:]))


# ------------------------------------------------------------------ lines of play
# Each takes the player, the cards laid and the notes on what they did. A line has
# two texts, without notes and with them.

PLAYS = (marked("{player} plays {cards}."), marked("{player} plays {cards} {notes}."))
SNATCHES = (
    marked("{player} snatches the turn with {cards}."),
    marked("{player} snatches the turn with {cards} {notes}."),
)
CUTS_IN = (
    marked("{player} cuts in with {cards}."),
    marked("{player} cuts in with {cards} {notes}."),
)
FLIP_FITS = (
    marked("{player} flips {card} blind and it fits."),
    marked("{player} flips {card} blind and it fits {notes}."),
)


# The cards laid in one move; a tuple, so a play can be looked up by them.
Cards = tuple[str, ...]


def _line(texts: tuple[str, str], player: str, cards: Cards, notes: list[Msg]) -> Msg:
    if notes:
        return t(texts[1], notes=joined(notes), player=_player(player), cards=show(cards))
    return t(texts[0], player=_player(player), cards=show(cards))


def plays(player: str, cards: Cards, notes: list[Msg]) -> Msg:
    return _line(PLAYS, player, cards, notes)


def snatches(player: str, cards: Cards, notes: list[Msg]) -> Msg:
    return _line(SNATCHES, player, cards, notes)


def cuts_in(player: str, cards: Cards, notes: list[Msg]) -> Msg:
    return _line(CUTS_IN, player, cards, notes)


def flip_fits(player: str, cards: Cards, notes: list[Msg]) -> Msg:
    if notes:
        return t(FLIP_FITS[1], notes=joined(notes), player=_player(player), card=Card(cards[0]))
    return t(FLIP_FITS[0], player=_player(player), card=Card(cards[0]))


def picks_up(player: str, cards: int) -> Msg:
    return tn(
        "{player} picks up the pile ({n} card).",
        "{player} picks up the pile ({n} cards).",
        cards,
        player=_player(player),
    )


def flip_misses(player: str, card: str, cards: int) -> Msg:
    """A blind card that does not fit: it goes on the pile, which `player` picks up."""
    return tn(
        "{player} flips {card} blind: it does not fit, so they pick up the pile ({n} card).",
        "{player} flips {card} blind: it does not fit, so they pick up the pile ({n} cards).",
        cards,
        player=_player(player),
        card=Card(card),
    )


# --------------------------------------------------------------------- notes


def completes(half_card: str, whole: str) -> Msg:
    return t("— {card} + ½ = {whole}", card=Card(half_card), whole=Card(whole))


# A ½ completes each half card to one whole number, so there are three such notes,
# and each is made once, by the half card (a message is a value, never changed).
COMPLETES: dict[str, Msg] = {half: completes(half, whole) for half, whole in WHOLE.items()}


# The notes and lines below that name only a seat or a few cards recur all the time,
# during searches too: each is made once (a message is a value, never changed).
@lru_cache(maxsize=1024)
def leads_again(player: str) -> Msg:
    return t("— {player} leads again", player=_player(player))


@lru_cache(maxsize=1024)
def misses_a_turn(player: str) -> Msg:
    return t("— {player} misses a turn", player=_player(player))


def is_out(player: str, place: int) -> Msg:
    return t("— {player} is out in place {place}", player=_player(player), place=place)


@lru_cache(maxsize=4096)
def you_draw(cards: Cards) -> Msg:
    return t("You draw {cards}.", cards=show(cards))


# ------------------------------------------------------------ before play


def swaps(player: str, hand_card: str, up_card: str) -> Msg:
    return t(
        "{player} puts {up} face up and takes {hand} into hand.",
        player=_player(player),
        up=Card(hand_card),
        hand=Card(up_card),
    )


def is_ready(player: str) -> Msg:
    return t("{player} is ready.", player=_player(player))


def race_to_start(players: list[str]) -> Msg:
    # Mentions joined as they always were; a mention is no word to translate.
    names = ", ".join(mention(p) for p in players)
    return t("{players} hold the lowest card; the first to lead it starts.", players=names)


def lead_to_start(card: str) -> Msg:
    return t("Lead your {card} to start.", card=Card(card))


def starts(player: str) -> Msg:
    return t("{player} holds the lowest card and starts.", player=_player(player))


def you_start(card: str) -> Msg:
    return t("You start: {card} is the lowest card in play.", card=Card(card))


# ------------------------------------------------------------------ the end


def places_text(ranking: list[list[str]]) -> str:
    """`1. <@a>; 2. <@b> <@c>`: numbers and mentions, the same in every language."""
    return "; ".join(
        f"{i + 1}. " + " ".join(mention(p) for p in group) for i, group in enumerate(ranking)
    )


def game_over(ranking: list[list[str]], ended: str, stall: int) -> Msg:
    places = places_text(ranking)
    if ended == "first_out":
        return t("Game over (the game stops at the first player out): {places}.", places=places)
    if ended == "stall":
        return tn(
            "Game over (after {n} pick-up without progress; ranked by cards left): {places}.",
            "Game over (after {n} pick-ups without progress; ranked by cards left): {places}.",
            stall,
            places=places,
        )
    return t("Game over: {places}.", places=places)
