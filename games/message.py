"""Messages as data: what an engine says, before anyone picks the words.

Engines never choose a language. They describe what happened as a `Msg`: a
message key, which is the English sentence with `{named}` placeholders (the
gettext convention, so the catalogs read like the text they translate), and the
parameters that fill it: players, cards, suits, amounts, counts, other
messages. A front end renders it in the reader's language (`i18n.render`);
`Msg.english()` renders it here, without catalogs, for `Event.text` and
`IllegalMove.reason`, which the contract keeps as English text.

Mark every sentence a player reads with `t` (or `tn` when it has a count), so
`pybabel extract` finds it:

    t("{player} plays {card}.", player=Player(p), card=Card("7h"))
    tn("{n} card left.", "{n} cards left.", n)

Parameters that are plain `str` are shown as they are (names, typed text,
move codes): words must be a `Msg` of their own, or they escape translation.

Messages and their parameters are values: nothing changes one once made. They
are not frozen dataclasses only because freezing doubles the cost of making
one, and engines make messages on every move, searches included.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from games.cards import JOKERS, SUIT_NAMES, SUIT_SYMBOLS
from games.wording import euros, halves


@dataclass(slots=True)
class Player:
    """A seat's player id; Discord shows it as a mention, other front ends as a name."""

    id: str


@dataclass(slots=True)
class Card:
    """A card code (`7h`, `XR`, Mezza's `9.5`); each language writes its ranks."""

    code: str


@dataclass(slots=True)
class Suit:
    """A suit letter (`c d h s`), named in words: hearts, harten."""

    code: str


@dataclass(slots=True)
class Money:
    """Euro cents, written as each language writes money."""

    cents: int
    sign: bool = False


@dataclass(slots=True)
class Code:
    """Text shown verbatim in code style: a move as typed, a command."""

    text: str


@dataclass(slots=True)
class Items:
    """A list read as one: `a, b and c` (`a, b en c`)."""

    parts: tuple[Param, ...]


@dataclass(slots=True)
class Msg:
    """A message key, English with `{named}` placeholders, and its parameters.

    `plural` and `n` are set by `tn`: the form is chosen by `n`, which is also
    available to the text as `{n}`.
    """

    key: str
    params: Mapping[str, Param] = field(default_factory=dict)
    plural: str | None = None
    n: int | None = None

    def english(self) -> str:
        return render(self, ENGLISH)

    def __str__(self) -> str:
        return self.english()


Param: TypeAlias = "str | int | Msg | Player | Card | Suit | Money | Code | Items"


def t(key: str, /, **params: Param) -> Msg:
    """A message; `key` is its English text with `{named}` placeholders."""
    return Msg(key, params)


def tn(singular: str, plural: str, n: int, /, **params: Param) -> Msg:
    """A message with a count: the form follows `n`, shown as `{n}`."""
    return Msg(singular, params, plural, n)


def marked(key: str) -> str:
    """Mark a text that must stay a `str` where it is written (an option's
    description, a constant), so `pybabel extract` finds it; front ends look it
    up with `Words.t(key)` when they show it."""
    return key


def items(parts: Sequence[Param]) -> Items:
    return Items(tuple(parts))


def literal(text: str) -> Msg:
    """Text that is already in words, such as a player's own input, shown as is.

    Its key is a placeholder, so no catalog ever holds it.
    """
    return Msg("{text}", {"text": text})


@dataclass(frozen=True, slots=True)
class Words:
    """How one language writes what messages refer to; `i18n` makes the others."""

    lookup: Callable[[str], str]
    lookup_plural: Callable[[str, str, int], str]
    ranks: Mapping[str, str]
    suits: Mapping[str, str]
    joker: Mapping[str, str]
    money: Callable[[int, bool], str]
    player: Callable[[str], str]
    last_join: str

    # Presentation code (render, labels, pictures, rules) is handed a `Words`
    # and writes through these, so `pybabel extract` finds its texts too.
    def t(self, key: str, /, **params: Param) -> str:
        return render(Msg(key, params), self)

    def tn(self, singular: str, plural: str, n: int, /, **params: Param) -> str:
        return render(Msg(singular, params, plural, n), self)

    def say(self, msg: Msg) -> str:
        return render(msg, self)


def _english_plural(singular: str, plural: str, n: int) -> str:
    return singular if n == 1 else plural


ENGLISH = Words(
    lookup=lambda key: key,
    lookup_plural=_english_plural,
    ranks={},
    suits=SUIT_NAMES,
    joker={"XR": "🃏R", "XB": "🃏B"},
    money=lambda cents, sign: euros(cents, sign=sign),
    player=lambda pid: f"<@{pid}>",
    last_join=" and ",
)


def render(msg: Msg, words: Words) -> str:
    """`msg` in the language `words` describes."""
    if msg.plural is not None and msg.n is not None:
        template = words.lookup_plural(msg.key, msg.plural, msg.n)
    else:
        template = words.lookup(msg.key)
    values = {name: _value(value, words) for name, value in msg.params.items()}
    if msg.n is not None:
        values.setdefault("n", str(msg.n))
    return template.format_map(values) if values else template


def _value(value: Param, words: Words) -> str:
    match value:
        case str():
            return value
        case int():
            return str(value)
        case Msg():
            return render(value, words)
        case Player(pid):
            return words.player(pid)
        case Card(code):
            return card_text(code, words)
        case Suit(code):
            return words.suits.get(code, code)
        case Money(cents, sign):
            return words.money(cents, sign)
        case Code(text):
            return f"`{text}`"
        case Items(parts):
            shown = [_value(p, words) for p in parts]
            if len(shown) < 2:
                return "".join(shown)
            return ", ".join(shown[:-1]) + words.last_join + shown[-1]
    raise TypeError(f"not a message parameter: {value!r}")


def card_text(code: str, words: Words) -> str:
    """A card in symbols with the language's rank letters: `Q♦`, `V♦`."""
    if code in JOKERS:
        return words.joker[code]
    suit = code[-1:]
    if suit in SUIT_SYMBOLS:
        rank = code[:-1]
        return words.ranks.get(rank, rank) + SUIT_SYMBOLS[suit]
    return halves(code)


# ------------------------------------------------------------ kept messages
# A message a saved game or the ledger keeps is read again later, in whatever
# language its reader speaks, so the message is kept, not one rendering of it:
# JSON data, each parameter tagged with its kind; strings and numbers as is.


def message_data(msg: Msg) -> dict[str, Any]:
    """`msg` as JSON-able data (`message_from_data` reads it back)."""
    data: dict[str, Any] = {"key": msg.key}
    if msg.params:
        data["params"] = {name: _param_data(value) for name, value in msg.params.items()}
    if msg.plural is not None:
        data["plural"] = msg.plural
    if msg.n is not None:
        data["n"] = msg.n
    return data


def message_from_data(data: Mapping[str, Any]) -> Msg:
    """The message `message_data` wrote; ValueError for anything else."""
    try:
        params = {name: _param(value) for name, value in dict(data.get("params", {})).items()}
        n = data.get("n")
        return Msg(str(data["key"]), params, data.get("plural"), None if n is None else int(n))
    except (KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"not message data: {str(data)[:80]!r}") from exc


def _param_data(value: Param) -> Any:
    match value:
        case str() | int():
            return value
        case Msg():
            return {"msg": message_data(value)}
        case Player(pid):
            return {"player": pid}
        case Card(code):
            return {"card": code}
        case Suit(code):
            return {"suit": code}
        case Money(cents, sign):
            return {"money": cents, "sign": sign}
        case Code(text):
            return {"code": text}
        case Items(parts):
            return {"items": [_param_data(p) for p in parts]}
    raise TypeError(f"not a message parameter: {value!r}")


def _param(data: Any) -> Param:
    if isinstance(data, str | int) and not isinstance(data, bool):
        return data
    match data:
        case {"msg": inner}:
            return message_from_data(inner)
        case {"key": _}:
            # Saved while Mezza wrote a nested message without its tag.
            return message_from_data(data)
        case {"player": pid}:
            return Player(str(pid))
        case {"card": code}:
            return Card(str(code))
        case {"suit": code}:
            return Suit(str(code))
        case {"money": cents}:
            return Money(int(cents), bool(data.get("sign", False)))
        case {"code": text}:
            return Code(str(text))
        case {"items": parts}:
            return Items(tuple(_param(p) for p in parts))
    raise TypeError(f"not a message parameter: {data!r}")
