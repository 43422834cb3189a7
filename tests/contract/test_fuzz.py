"""Fuzzing the engines: no text a person can type crashes a game or changes a refused state.

States come from seeded random playouts of every registered game, sampled along
the way, so every phase random play reaches is covered. Hypothesis then throws
text at them: arbitrary unicode, very long strings, and mutations of the legal
moves of that moment (swapped or dropped words, wrong cards, extra tokens, odd
case, suit symbols, numbers out of range). Each text is either a listed move in
canonical form or an `IllegalMove` with a reason, and a refusal leaves
`to_json()` as it was. Unknown players get no moves, a refusal and a view
without a hand.

CI runs a bounded number of examples; `python3 dev.py fuzz` (the `fuzz`
profile, `HYPOTHESIS_PROFILE=fuzz`) runs many more.
"""

from __future__ import annotations

import json
import os
import random
from functools import cache
from typing import Any, Literal, get_args, get_origin

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games
from games.base import Game, IllegalMove

GAME_NAMES = sorted(games.REGISTRY)

settings.register_profile(
    "ci", max_examples=40, deadline=None, suppress_health_check=list(HealthCheck)
)
settings.register_profile(
    "fuzz", max_examples=4000, deadline=None, suppress_health_check=list(HealthCheck)
)
PROFILE_NAME = os.environ.get("HYPOTHESIS_PROFILE", "ci")
PROFILE = settings.get_profile(PROFILE_NAME)

# Random playouts per game (each under another house-rule variant) and states kept
# from each (evenly spread over the game, plus the start of every phase).
# The long run plays every game under every variant listed by `option_variants`.
PLAYOUTS = 30 if PROFILE_NAME == "fuzz" else 6
STATES_PER_PLAYOUT = 12
MOVE_LIMIT = 3000

UNKNOWN_PLAYERS = ["", "nobody", "ai:99", "P0", " p0", "p0 ", "0", "ai:", "😀" * 3]

# Tokens that look like cards or move words to a parser but are wrong somewhere.
CARD_LIKE = [
    "0", "1", "1/2", "½", "3.5", "3,5", "6.5", "9.5", "10", "11", "12", "13", "14", "99",
    "-1", "-0", "1/3", "2/2", "0.5", "1e9", "99999999999999999999", "nan", "inf",
    "7h", "7♥", "10♣", "Q♦", "K♠", "A♠♠", "1h", "11h", "0c", "Xr", "XB", "XX", "jr", "🃏",
    "7", "h", "♣", "♦", "♥", "♠", "♧", "♢", "♡", "♤", "hearts", "spades", "clubs", "diamonds",
    "play", "pass", "pickup", "bid", "trump", "discard", "swap", "penalty", "out", "move",
    "split", "all", "none", "yes", "no", "ja", "nee", "polke", "solo", "claim", "knock",
    "start", "home", "pawn", "p1", "p2", "1:", "->", "=", ",", ";", ".", "'", '"', "`",
    "@everyone", "<@1>", "\\", "\x00", "\t", "\n", " ", "",
]  # fmt: skip


def option_variants(cls: type[Game]) -> list[dict[str, Any]]:
    """The defaults, then each house rule with a choice list set to each other choice."""
    variants: list[dict[str, Any]] = [{}]
    for name, field in cls.Options.model_fields.items():
        choices: tuple[Any, ...] = get_args(field.annotation)
        if field.annotation is bool:
            choices = (True, False)
        if get_origin(field.annotation) is not Literal and field.annotation is not bool:
            continue
        variants += [{name: choice} for choice in choices if choice != field.default]
    return variants


def _new_game(cls: type[Game], seed: int, rng: random.Random) -> Game:
    """Playout `seed` of PLAYOUTS uses a variant spread evenly over the game's variants."""
    variants = option_variants(cls)
    options = cls.Options(**variants[seed * len(variants) // PLAYOUTS % len(variants)])
    lo, hi = cls.seat_range(options)
    players = [f"p{i}" for i in range(rng.randint(lo, hi))]
    return cls.new(players, seed=seed, options=options.model_dump(mode="json"))


def _verbs(game: Game) -> frozenset[str]:
    """The kinds of move open now: a change marks a new phase of the game."""
    return frozenset(m.split(" ")[0] for p in game.players for m in game.legal_moves(p))


@cache
def playouts(name: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """JSON states along seeded random playouts (evenly spread, plus the first state of
    every phase), and every word of every move seen on the way."""
    cls = games.REGISTRY[name]
    states: list[str] = []
    words: set[str] = set()
    for seed in range(PLAYOUTS):
        rng = random.Random(f"fuzz:{name}:{seed}")
        game = _new_game(cls, seed, rng)
        trail, phase_starts, verbs = [game.to_json()], [game.to_json()], _verbs(game)
        for _ in range(MOVE_LIMIT):
            movers = [p for p in game.players if game.legal_moves(p)]
            if game.over or not movers:
                break
            player = rng.choice(movers)
            legal = game.legal_moves(player)
            words.update(w for m in legal for w in m.split(" "))
            game.play(player, rng.choice(legal))
            trail.append(game.to_json())
            if _verbs(game) != verbs:
                verbs = _verbs(game)
                phase_starts.append(trail[-1])
        step = max(1, len(trail) // STATES_PER_PLAYOUT)
        states += trail[::step] + phase_starts[:STATES_PER_PLAYOUT] + [trail[-1]]
    return tuple(dict.fromkeys(states)), tuple(sorted(words))


def _mutate(words: list[str], vocabulary: tuple[str, ...], draw: st.DataObject) -> list[str]:
    kind = draw.draw(
        st.sampled_from(
            ["swap", "card", "word", "extra", "drop", "case", "symbol", "join", "repeat"]
        )
    )
    words = list(words) or [""]
    i = draw.draw(st.integers(0, len(words) - 1))
    if kind == "swap" and len(words) > 1:
        j = draw.draw(st.integers(0, len(words) - 1))
        words[i], words[j] = words[j], words[i]
    elif kind == "card":
        words[i] = draw.draw(st.sampled_from(CARD_LIKE))
    elif kind == "word":
        words[i] = draw.draw(st.sampled_from(vocabulary or ("",)))
    elif kind == "extra":
        words.insert(draw.draw(st.integers(0, len(words))), draw.draw(st.sampled_from(CARD_LIKE)))
    elif kind == "drop":
        del words[i]
    elif kind == "case":
        words[i] = draw.draw(st.sampled_from([words[i].upper(), words[i].title(), words[i]]))
    elif kind == "symbol":
        words[i] += draw.draw(st.sampled_from(["♣", "♦", "♥", "♠", "½", "/", ".", "-", "0"]))
    elif kind == "join":
        return ["".join(words)]
    else:
        words *= draw.draw(st.integers(2, 40))
    return words


def move_texts(legal: list[str], vocabulary: tuple[str, ...]) -> st.SearchStrategy[str]:
    """Text a person or a fuzzer might send, biased towards near-misses of `legal`
    built from card-like tokens and the words of the game's other moves."""
    anything = st.text(max_size=60)
    long = st.text(alphabet=st.sampled_from("abc 123♣♦♥♠½/."), min_size=500, max_size=5000)
    tokens = st.lists(st.sampled_from(CARD_LIKE), min_size=1, max_size=6).map(" ".join)
    if not legal:
        return st.one_of(anything, long, tokens)

    @st.composite
    def near_miss(draw: st.DrawFn) -> str:
        words = draw(st.sampled_from(legal)).split(" ")
        data = draw(st.data())
        for _ in range(draw(st.integers(1, 3))):
            words = _mutate(words, vocabulary, data)
        return " ".join(words)

    return st.one_of(anything, long, tokens, near_miss(), near_miss(), st.sampled_from(legal))


def check_play(game: Game, player: str, text: str) -> None:
    """`play` accepts exactly the listed moves (in canonical form); anything else is an
    IllegalMove with a reason and leaves the state as it was."""
    before = game.to_json()
    legal = game.legal_moves(player)
    try:
        game.play(player, text)
    except IllegalMove as refusal:
        assert str(refusal).strip(), f"empty reason for {text!r}"
        assert game.to_json() == before, f"refusing {text!r} changed the state"
        return
    listed = text if text in legal else type(game).from_json(before).canonical(player, text)
    assert listed in legal, f"{text!r} was accepted but is not listed"
    # And it did exactly what the listed move does.
    same = type(game).from_json(before)
    same.play(player, listed)
    assert game.to_json() == same.to_json(), f"{text!r} did not play {listed!r}"


@pytest.mark.parametrize("name", GAME_NAMES)
@settings(PROFILE)
@given(data=st.data())
def test_any_text_is_a_listed_move_or_an_illegal_move_that_changes_nothing(
    name: str, data: st.DataObject
) -> None:
    states, vocabulary = playouts(name)
    state = states[data.draw(st.integers(0, len(states) - 1), label="state")]
    cls = games.REGISTRY[name]
    probe = cls.from_json(state)
    # Mostly a player the table waits on: their moves are the interesting near-misses.
    player = data.draw(
        st.sampled_from(probe.turn() or probe.players) | st.sampled_from(probe.players)
    )
    legal = probe.legal_moves(player)
    texts = data.draw(st.lists(move_texts(legal, vocabulary), min_size=1, max_size=8))
    for text in texts:
        # A fresh engine per text: an accepted move must not hide the next refusal.
        check_play(cls.from_json(state), player, text)


@pytest.mark.parametrize("name", GAME_NAMES)
@settings(PROFILE)
@given(data=st.data())
def test_unknown_players_get_no_moves_no_hand_and_a_refusal(name: str, data: st.DataObject) -> None:
    states, vocabulary = playouts(name)
    game = games.REGISTRY[name].from_json(states[data.draw(st.integers(0, len(states) - 1))])
    stranger = data.draw(st.sampled_from(UNKNOWN_PLAYERS) | st.text(max_size=20))
    if stranger in game.players:
        return
    before = game.to_json()
    assert game.legal_moves(stranger) == []
    try:
        view = game.view(stranger)
    except IllegalMove as refusal:
        assert str(refusal).strip()
    else:
        json.dumps(view)
        assert not view.get("hand"), "a stranger's view holds a hand"
    text = data.draw(move_texts(game.legal_moves(game.players[0]), vocabulary))
    with pytest.raises(IllegalMove) as refusal:
        game.play(stranger, text)
    assert str(refusal.value).strip()
    assert game.to_json() == before


def test_mezza_swap_of_move_words_is_refused_with_a_reason() -> None:
    game = games.REGISTRY["mezza"].new(["1", "2", "3"], seed=0)
    for _ in range(2):
        player = next(p for p in game.players if game.legal_moves(p))
        game.play(player, game.legal_moves(player)[0])
    check_play(game, "1", "swap play penalty")


def test_meierijen_pass_of_a_non_card_is_refused_with_a_reason() -> None:
    game = games.REGISTRY["meierijen"].new(["p0", "p1"], seed=0)
    player = game.turn()[0]
    check_play(game, player, "pass Js0 open")
    check_play(game, player, "PASS 0 0")
