"""The engine contract every game implements (see shared/design/CONTRACT.md).

A game is a pure, deterministic object: no I/O, no clock, and randomness only
from the seed. The public surface is `Game.new`, `players`, `turn`,
`legal_moves`, `play`, `view`, `over`, `outcome`, `to_json` / `from_json`.
Subclasses implement the underscored hooks; the template methods here own the
checks every game shares, so an illegal move can never half-apply.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from games.message import ENGLISH, Code, Msg, Param, Player, Words, items, literal, t, tn
from games.options import GameOptions, parse_options

Deck = Sequence[str] | Mapping[str, Sequence[str]]


class IllegalMove(ValueError):
    """A move the rules do not allow now. The message is fit to show the player.

    `reason` is the English text; `message` the same as a `Msg`, which front ends
    render in the player's language.
    """

    def __init__(self, reason: str | Msg) -> None:
        message = reason if isinstance(reason, Msg) else literal(reason)
        text = message.english()
        super().__init__(text)
        self.reason = text
        self.message = message


class Event:
    """Something that happened, as the table should hear it.

    `text` is one public line, `private` a line per player only they may see.
    Player ids in texts are written as `<@id>` (see `mention`), which Discord
    renders natively and other front ends replace. `message` and
    `private_messages` are the same lines as messages, for front ends that
    speak other languages.

    An event told with `Event.say` renders its English only when `text` or
    `private` is first read: engines make one or more events per move, and a
    searching computer, which plays thousands of moves, reads none of them.
    `Event.later` goes one step further for a public line put together from
    many parts: the message itself is made only when first read.
    An event is a value: nothing changes it once made.
    """

    __slots__ = (
        "_make",
        "_private",
        "_tell",
        "_text",
        "message",
        "money",
        "points",
        "private_messages",
    )
    _make: Callable[[], Msg]  # set by `later` alone
    _tell: Callable[[], Mapping[str, Msg]]  # set by `later` alone, when given
    message: Msg | None

    def __init__(
        self,
        text: str | None = None,
        private: dict[str, str] | None = None,
        money: dict[str, int] | None = None,
        points: dict[str, int] | None = None,
        message: Msg | None = None,
        private_messages: dict[str, Msg] | None = None,
    ) -> None:
        if text is None and message is None:
            raise TypeError("an Event needs a text or a message")
        self._text = text
        self._private = private
        self.money = {} if money is None else money
        self.points = {} if points is None else points
        self.message = message
        self.private_messages = {} if private_messages is None else private_messages

    @classmethod
    def say(
        cls,
        message: Msg,
        private: Mapping[str, Msg] | None = None,
        money: dict[str, int] | None = None,
        points: dict[str, int] | None = None,
    ) -> Event:
        """An event told as messages; its English is rendered when first read."""
        return cls(None, None, money, points, message, dict(private) if private else None)

    @classmethod
    def later(
        cls,
        make: Callable[[], Msg],
        private: Mapping[str, Msg] | None = None,
        money: dict[str, int] | None = None,
        points: dict[str, int] | None = None,
        *,
        tell: Callable[[], Mapping[str, Msg]] | None = None,
    ) -> Event:
        """An event whose public message `make()` gives when it is first read.

        `make` must depend only on values that never change afterwards (bind
        them with `functools.partial`), so the message is the one `say` would
        have been given at the time. `tell`, in place of `private`, likewise
        gives the private messages when they are first read: worth it where
        those cost more than the move, such as a deal telling every hand.
        """
        event = cls.__new__(cls)
        event._make = make
        event._text = event._private = None
        event.money = {} if money is None else money
        event.points = {} if points is None else points
        if tell is None:
            event.private_messages = dict(private) if private else {}
        else:
            event._tell = tell
        return event  # `message` stays unset until first read: see `__getattr__`

    def __getattr__(self, name: str) -> Msg | dict[str, Msg]:
        # Python asks this only for an attribute that is not set, which is never the
        # case but for the messages of an event made by `later`: made now, once, and
        # from then on read as the plain slots every other event's messages are.
        if name == "message":
            self.message = message = self._make()
            return message
        if name == "private_messages":
            self.private_messages = told = dict(self._tell())
            return told
        raise AttributeError(name)

    @property
    def text(self) -> str:
        if self._text is None:
            assert self.message is not None  # one of the two is always given
            self._text = self.message.english()
        return self._text

    @property
    def private(self) -> dict[str, str]:
        if self._private is None:
            self._private = {p: m.english() for p, m in self.private_messages.items()}
        return self._private

    @property
    def public_message(self) -> Msg:
        return self.message if self.message is not None else literal(self.text)

    def private_message(self, player: str) -> Msg | None:
        if player in self.private_messages:
            return self.private_messages[player]
        line = self.private.get(player)
        return None if line is None else literal(line)

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "private": dict(self.private),
            "money": dict(self.money),
            "points": dict(self.points),
        }

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Event({self.to_dict()!r})"


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a game: places best first (ties share a place), totals."""

    ranking: list[list[str]]
    points: dict[str, int] = field(default_factory=dict)
    money: dict[str, int] = field(default_factory=dict)

    @property
    def winners(self) -> list[str]:
        return list(self.ranking[0]) if self.ranking else []


def mention(player: str) -> str:
    """How engines refer to a player inside event and view texts."""
    return f"<@{player}>"


def derive_rng(seed: int, *keys: object) -> random.Random:
    """A generator fixed by the seed and the keys (deal number, seat, ply...).

    String seeds are hashed with SHA-512 by `random.Random`, so the stream is
    the same on every platform and Python run, unlike `hash()`.
    """
    return random.Random(":".join([str(seed), *map(str, keys)]))


def shuffle_places(places: Sequence[list[str]], rng: random.Random) -> None:
    """Shuffle the cards of `places` among them, each place keeping its size.

    The usual core of `redeal_hidden`: pool what a player cannot see, deal it back.
    """
    # Sorted first, so the deal depends only on which cards are hidden, not on
    # where they lay: states that look the same to a player redeal the same.
    pool = sorted(card for place in places for card in place)
    rng.shuffle(pool)
    start = 0
    for place in places:
        end = start + len(place)
        place[:] = pool[start:end]
        start = end


class Game(ABC):
    """Base class of every game engine."""

    # Registry key, shown name and seat limits (the widest any option allows).
    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type[GameOptions]] = GameOptions
    # Bump when the JSON layout changes; `from_json` refuses other versions.
    json_version: ClassVar[int] = 1
    # An upper bound on decisions in one game under default options, used by
    # tests and tools to call a game stuck. Generous on purpose.
    move_limit: ClassVar[int] = 10_000
    # One line per move form, with an example; shown by /hand and the table.
    move_help: ClassVar[str] = ""
    # A game's computer player is its class attribute `strategy`, and moves it wants
    # to make out of turn come from `interject`, or at the hard level from
    # `interject_hard` where a game has one (all optional; see games/ai.py).

    players: tuple[str, ...]
    # The same seats as a set: `legal_moves` asks on every fresh listing, and a
    # set answers in one hashed look-up where the tuple compares text by text.
    _seated: frozenset[str]
    seed: int
    options: GameOptions

    # ------------------------------------------------------------------ creation

    @classmethod
    def new(
        cls,
        players: Sequence[str],
        seed: int = 0,
        options: Mapping[str, Any] | None = None,
        deck: Deck | None = None,
    ) -> Self:
        seats = tuple(str(p) for p in players)
        if len(set(seats)) != len(seats):
            raise ValueError("Every seat needs a different player.")
        if any(not p for p in seats):
            raise ValueError("A player id may not be empty.")
        opts = parse_options(cls.Options, options)
        lo, hi = cls.seat_range(opts)
        if not lo <= len(seats) <= hi:
            raise ValueError(
                f"{cls.title} needs {lo} to {hi} players with these options, not {len(seats)}."
                if lo != hi
                else f"{cls.title} needs exactly {lo} players with these options, not {len(seats)}."
            )
        game = cls.__new__(cls)
        game.players = seats
        game._seated = frozenset(seats)
        game.seed = int(seed)
        game.options = opts
        game._legal_cache = {}
        game._setup(deck)
        return game

    @classmethod
    def seat_range(cls, options: GameOptions) -> tuple[int, int]:
        """How many seats these options allow; games with options override."""
        return cls.min_players, cls.max_players

    @abstractmethod
    def _setup(self, deck: Deck | None) -> None:
        """Deal: build the whole starting state from players, seed, options, deck."""

    # -------------------------------------------------------------- the contract

    @abstractmethod
    def turn(self) -> list[str]:
        """The players the table waits on now ([] once over)."""

    @property
    @abstractmethod
    def over(self) -> bool: ...

    def legal_moves(self, player: str) -> list[str]:
        """Every legal move of `player` now, canonical text, in a stable order."""
        cached = self._legal_cache.get(player)
        if cached is None:
            running = not self.over and player in self._seated
            cached = self._legal_moves(player) if running else []
            self._legal_cache[player] = cached
        return list(cached)

    def play(self, player: str, move: str) -> list[Event]:
        """Make a move. Raises IllegalMove (state unchanged) when it is not allowed."""
        # Only `play` changes the state, and it empties the cache, so moves listed
        # since the last play are still legal: a listed move needs no other check.
        legal = self._legal_cache.get(player)
        if legal is None:
            legal = self.legal_moves(player)
        # Fast path: canonical text as listed. Lenient parsing only on a miss.
        if move not in legal:
            if self.over:
                raise IllegalMove(t("The game is over; no more moves."))
            if player not in self.players:
                raise IllegalMove(t("You are not seated at this table."))
            if not legal:
                raise IllegalMove(self._not_your_turn(player))
            canonical = self._canonical(player, move)
            if canonical not in legal:
                raise IllegalMove(self._explain(player, canonical, legal))
            move = canonical
        self._legal_cache = {}
        return self._apply(player, move)

    @abstractmethod
    def _legal_moves(self, player: str) -> list[str]:
        """Every legal move of a seated player in a running game."""

    @abstractmethod
    def _apply(self, player: str, move: str) -> list[Event]:
        """Carry out a move already known to be legal (canonical text). Must not raise."""

    def _canonical(self, player: str, text: str) -> str:
        """Turn a lenient spelling into canonical move text (best effort).

        Games override this to add their own words; the default lower-cases,
        folds white space, maps card spellings to codes and adds a missing
        leading `play`. Returning something not legal is fine: `play` then
        explains why with `_explain`.
        """
        from games.moves import normalize_move

        return normalize_move(text, self._card_parser())

    def canonical(self, player: str, text: str) -> str:
        """The canonical move text a lenient spelling stands for.

        When the text stands for nothing legal, the folded (normalised) text
        comes back, so callers can still log or echo it. Never changes state.
        """
        return self._canonical(player, text)

    def move_label(self, player: str, move: str, words: Words = ENGLISH) -> str:
        """A legal move in words for menus (`7♥ on C`, `Bid: Polk zonder`).

        The canonical text stays what is played; games override this with their
        own `labels.py`. Pure, and at most 100 characters is best (Discord's limit).
        """
        return move

    def _card_parser(self) -> Any:
        from games.cards import parse_card

        return parse_card

    def _not_your_turn(self, player: str) -> str | Msg:
        waiting = self.turn()
        if not waiting:
            return t("There is nothing for you to do right now.")
        return t(
            "It is not your turn; the table waits on {players}.",
            players=items([Player(p) for p in waiting]),
        )

    def _explain(self, player: str, move: str, legal: list[str]) -> str | Msg:
        """Why `move` is not legal; games override for sharper reasons."""
        shown: list[Param] = [Code(m) for m in legal[:8]]
        if len(legal) > 8:
            shown.append(tn("{n} more", "{n} more", len(legal) - 8))
        return t(
            "{move} is not a legal move now. You can play: {moves}.",
            move=Code(move),
            moves=items(shown),
        )

    def opening_events(self) -> list[Event]:
        """What the deal itself announced and settled, before anyone moved.

        Pandoer's open card can cost money at the deal. Front ends post these
        once when the game starts and book their money and points then; they are
        part of the state, so the list is the same on every call.
        """
        return []

    @abstractmethod
    def view(self, player: str | None) -> dict[str, Any]:
        """All `player` may know now (None: a spectator). JSON-able.

        Shared keys: game, players, turn, over, and for a seated player `hand`.
        """

    def _base_view(self, player: str | None) -> dict[str, Any]:
        return {
            "game": self.name,
            "players": list(self.players),
            "turn": self.turn(),
            "over": self.over,
            "you": player,
        }

    @abstractmethod
    def outcome(self) -> Outcome:
        """The result; valid once over, the standing so far before that."""

    # ------------------------------------------------------------- persistence

    def to_json(self) -> str:
        return json.dumps(
            {
                "game": self.name,
                "version": self.json_version,
                "players": list(self.players),
                "seed": self.seed,
                "options": self.options.model_dump(mode="json"),
                "state": self._dump(),
            },
            separators=(",", ":"),
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, text: str) -> Self:
        data = json.loads(text)
        if data.get("game") != cls.name:
            raise ValueError(f"This state is a {data.get('game')!r} game, not {cls.name!r}.")
        if data.get("version") != cls.json_version:
            raise ValueError(
                f"{cls.title} state version {data.get('version')} cannot be read; "
                f"this engine reads version {cls.json_version}."
            )
        game = cls.__new__(cls)
        game.players = tuple(data["players"])
        game._seated = frozenset(game.players)
        game.seed = int(data["seed"])
        game.options = cls.Options.model_validate(data["options"])
        game._legal_cache = {}
        game._load(data["state"])
        return game

    @abstractmethod
    def _dump(self) -> dict[str, Any]:
        """The mutable state as JSON-able data (players, seed, options are stored apart)."""

    @abstractmethod
    def _load(self, state: dict[str, Any]) -> None:
        """Restore what `_dump` wrote."""

    def copy(self) -> Self:
        """An independent copy of the game (see `clone`)."""
        return self.clone()

    def clone(self) -> Self:
        """An independent copy, made without the JSON round trip.

        A search copies the game for every sample it plays out, so this must stay
        cheap: the engine object is copied shallowly (seats, seed and options never
        change) and `_clone_state` gives the copy its own state. Playing on either
        never changes the other.
        """
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._legal_cache = {}
        other._clone_state()
        return other

    def _clone_state(self) -> None:
        """Replace, on a shallow copy, everything play changes by copies of its own.

        Games override this with their states' `clone`; this fallback reloads what
        `_dump` wrote, which is always right but slow.
        """
        self._load(json.loads(json.dumps(self._dump())))

    # ------------------------------------------- hooks for tests, tools and bots

    @abstractmethod
    def cards_in_play(self) -> Counter[str]:
        """Every card of the game wherever it lies (hands, piles, stock, out of play)."""

    @abstractmethod
    def full_deck(self) -> Counter[str]:
        """The cards the game was dealt from; `cards_in_play` must always equal it."""

    @abstractmethod
    def redeal_hidden(self, player: str | None, rng: random.Random) -> Self:
        """A copy in which every card `player` cannot see is shuffled among the places
        `player` cannot see. `view(player)` of the copy must equal the original's: that
        is how tests prove no view leaks a hidden card. The copy depends only on what
        `player` sees and on `rng` (pool the hidden cards in a fixed order before
        shuffling), so the hard computer, which searches such copies, cannot peek."""

    @classmethod
    def render(cls, view: Mapping[str, Any], words: Words = ENGLISH) -> str:
        """A compact plain-text picture of a view, for the terminal and /game status."""
        return json.dumps(view, indent=1)

    @classmethod
    def picture(
        cls, view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
    ) -> bytes | None:
        """A PNG image of a view, or None for games drawn as text only.

        `names` maps player ids to display names. Front ends attach the image to
        the public table, so they must only ever pass `view(None)`.
        """
        return None

    @classmethod
    def hand_picture(
        cls, view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
    ) -> bytes | None:
        """A PNG image of the hand in a player's own view, or None where not drawn.

        Front ends show it only to that player, beside the legal moves.
        """
        return None

    @classmethod
    def summary(cls, options: GameOptions | None = None, words: Words = ENGLISH) -> str:
        """A short rules summary (under 3,500 characters) for /game rules."""
        return cls.title

    def status_line(self, words: Words = ENGLISH) -> str:
        """One line on where the game stands, for lists and the table header."""
        if self.over:
            return words.t("Game over.")
        return words.t("Waiting on {players}.", players=items([Player(p) for p in self.turn()]))

    _legal_cache: dict[str, list[str]]
