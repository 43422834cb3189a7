"""The start of a game: the decks, the start cards on C and E, the mix card on D."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import compress

from games.base import Deck, derive_rng
from games.meierijen.cards import ACE, DECK_SIZE, NATURAL, ONE_DECK, RED
from games.meierijen.options import MeieRijenOptions
from games.meierijen.phases import Phase
from games.meierijen.state import MeieRijenState
from games.seating import next_seat
from games.shuffle import Shuffle

MAX_TIES = 64
SORTED_DECK = tuple(sorted(ONE_DECK.elements()))  # every shuffle starts from this order
shuffle_deck = Shuffle(DECK_SIZE)  # `rng.shuffle`'s draws, a deal being a tenth of a game's work
# (aces forbidden, wanted colour: True red, False black, None either) -> the codes that
# may start a field; a set test per card instead of three table lookups.
START_CODES = {
    (no_ace, want_red): frozenset(
        c
        for c, r in NATURAL.items()
        if r and not (no_ace and r == ACE) and (want_red is None or RED[c] == want_red)
    )
    for no_ace in (False, True)
    for want_red in (True, False, None)
}


def own_decks(players: Sequence[str], seed: int, deck: Deck | None) -> list[list[str]]:
    """Each seat's deck, top card first: shuffled from the seed, or stacked as given."""
    if deck is None:
        out = []
        for seat in range(len(players)):
            cards = list(SORTED_DECK)
            shuffle_deck(cards, derive_rng(seed, "deck", seat))
            out.append(cards)
        return out
    if not isinstance(deck, Mapping):
        raise ValueError(
            "MeieRijen is played with one deck per player: give deck={player: [54 codes]}."
        )
    if set(deck) != set(players):
        raise ValueError("The stacked decks must be keyed by exactly the seated players.")
    out = []
    for p in players:
        cards = [str(c) for c in deck[p]]
        if len(cards) != DECK_SIZE or Counter(cards) != ONE_DECK:
            raise ValueError(
                f"The deck of {p} must be one full 54-card deck (52 cards and XR, XB)."
            )
        out.append(cards)
    return out


def start_cards(
    seed: int, opts: MeieRijenOptions, decks: list[list[str]], stacked: bool
) -> tuple[str, str, str, int]:
    """Draw the cards for C, D and E out of `decks` (changed in place).

    Returns (card on C, card on D, card on E, seat of the mix-card placer)."""
    no_ace = opts.ace_on_empty == "forbidden"

    def draw_fit(seat: int, want_red: bool | None, attempt: int) -> str:
        # "Keep drawing until a correct card appears". A stacked deck gives its first
        # fitting card and keeps the cards passed over in order. A shuffled deck gives a
        # uniformly random fitting card and stays uniformly shuffled: the same outcome as
        # turning cards until one fits and shuffling the rest back, without a reshuffle.
        cards = decks[seat]
        ok = START_CODES[no_ace, want_red]
        fitting = list(compress(range(len(cards)), map(ok.__contains__, cards)))
        if not fitting:  # pragma: no cover - a full deck always has one
            raise ValueError("A deck has no card that may start a field.")
        i = fitting[0] if stacked else derive_rng(seed, "setup", seat, attempt).choice(fitting)
        return cards.pop(i)

    mixer = 0
    c_red = c_black = ""
    for attempt in range(MAX_TIES):
        c_red = draw_fit(0, True, attempt)
        c_black = draw_fit(1, False, attempt)
        hi_r, hi_b = NATURAL[c_red], NATURAL[c_black]
        if hi_r != hi_b:
            mixer = 0 if hi_r > hi_b else 1
            break
        if opts.setup_tie == "coin" or attempt == MAX_TIES - 1:
            mixer = derive_rng(seed, "coin").randrange(2)
            break
        # Redraw: both cards go back under their decks and the draw is repeated.
        decks[0].append(c_red)
        decks[1].append(c_black)
    c_mix = draw_fit(mixer, None, 99)
    return c_red, c_mix, c_black, mixer


def starting_state(
    players: Sequence[str], seed: int, opts: MeieRijenOptions, deck: Deck | None
) -> MeieRijenState:
    """The table before the first turn: start cards on C, D, E and the draw piles."""
    n = len(players)
    decks = own_decks(players, seed, deck)
    c_red, c_mix, c_black, mixer = start_cards(seed, opts, decks, deck is not None)
    field_cards: list[list[str]] = [[], [], []]
    field_ranks = [0, 0, 0]
    removed: list[str] = []
    for field, c in ((0, c_red), (1, c_mix), (2, c_black)):
        if NATURAL[c] == ACE:
            removed.append(c)  # a lone ace is a finished stack: removed at once
        else:
            field_cards[field].append(c)
            field_ranks[field] = NATURAL[c]
    starter = next_seat(mixer, n)
    return MeieRijenState(
        draw_piles=[list(reversed(d)) for d in decks],
        hands=[[] for _ in range(n)],
        open_cards=[[] for _ in range(n)],
        penalty_piles=[[] for _ in range(n)],
        field_cards=field_cards,
        field_ranks=field_ranks,
        removed=removed,
        white_places=["", ""],
        white_placers=[-1, -1],
        grey_holder=-1,
        red_holder=-1,
        current=starter,
        starter=starter,
        mixer=mixer,
        face_up=False,
        phase=Phase.PLAY,
        pawns_used=[],
        doubled=False,
        jumped=False,
        turns=0,
        ender=-1,
        final_left=-1,
        result=[],
        start_cards=[c_red, c_mix, c_black],
    )
