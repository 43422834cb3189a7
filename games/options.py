"""House rules as data: each game's options are a frozen pydantic model.

`parse_options` turns a dict (or the text a host types in `/game new`, such as
`skip_rank=9 completion=off`) into that model, and turns pydantic's errors
into one ValueError that names the key and what it accepts.
"""

from __future__ import annotations

import dataclasses
import shlex
import typing
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from games.message import ENGLISH, Msg, Words, literal, render, t

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


class OptionsError(ValueError):
    """Options a game cannot take; `message` says why in any language."""

    def __init__(self, message: Msg) -> None:
        super().__init__(message.english())
        self.message = message


class GameOptions(BaseModel):
    """Base of every game's options: unknown keys are refused, values are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True)


OptionsT = TypeVar("OptionsT", bound=GameOptions)
RulesT = TypeVar("RulesT", bound="DataclassInstance")


def rules_of(cls: type[RulesT], options: GameOptions, made: dict[GameOptions, RulesT]) -> RulesT:
    """`cls`, a dataclass of plain slots, filled from the options' fields of the same
    names, made once per set of options (`made` keeps them; equal options, frozen and
    so hashable, share one).

    A hot path reads its house rules from such a copy: a field of a pydantic model
    is read through the model's `__getattr__` hook, which keeps CPython 3.11 off its
    fast path for attributes (some 400 instructions a read).
    """
    rules = made.get(options)
    if rules is None:
        names = [f.name for f in dataclasses.fields(cls) if f.init]
        rules = made[options] = cls(**{name: getattr(options, name) for name in names})
    return rules


def parse_option_text(text: str) -> dict[str, str]:
    """`"a=1 b=off"` (or comma separated) to `{"a": "1", "b": "off"}`."""
    result: dict[str, str] = {}
    try:
        parts = shlex.split(text.replace(",", " "))
    except ValueError as exc:
        raise OptionsError(t("Could not read the options: {error}.", error=str(exc))) from None
    for part in parts:
        key, sep, value = part.partition("=")
        if not sep or not key.strip():
            raise OptionsError(
                t(
                    "Options are written key=value, separated by spaces (got {part}).",
                    part=repr(part),
                )
            )
        result[key.strip().lower().replace("-", "_")] = value.strip()
    return result


def allowed_values(model: type[GameOptions], key: str, words: Words = ENGLISH) -> str:
    """A short description of what `key` accepts, from its annotation."""
    return render(allowed_message(model, key), words)


def allowed_message(model: type[GameOptions], key: str) -> Msg:
    """What `key` accepts, as a message: the values as typed, or a number range."""
    field = model.model_fields[key]
    ann = field.annotation
    if typing.get_origin(ann) is typing.Literal:
        return literal(", ".join(str(v) for v in typing.get_args(ann)))
    if ann is bool:
        return literal("on, off")  # i18n: not for players (the values as typed)
    if ann is int:
        lo = hi = None
        for m in field.metadata:
            lo = getattr(m, "ge", lo)
            hi = getattr(m, "le", hi)
        if lo is not None and hi is not None:
            return t("a whole number from {lo} to {hi}", lo=lo, hi=hi)
        return t("a whole number")
    return literal(getattr(ann, "__name__", str(ann)))


def parse_options(model: type[OptionsT], options: Mapping[str, Any] | str | None) -> OptionsT:
    """Validate options for one game, raising ValueError with a clear message."""
    if options is None:
        return model()
    if isinstance(options, str):
        options = parse_option_text(options)
    if not isinstance(options, Mapping):
        raise OptionsError(t("Options must be a mapping of option names to values."))
    unknown = [k for k in options if k not in model.model_fields]
    if unknown:
        if not model.model_fields:
            raise OptionsError(t("This game has no options (got {key}).", key=repr(unknown[0])))
        raise OptionsError(
            t(
                "Unknown option {key}. This game's options are: {known}.",
                key=repr(unknown[0]),
                known=", ".join(sorted(model.model_fields)),
            )
        )
    values = {k: _coerce_literal(model, k, v) for k, v in options.items()}
    try:
        return model.model_validate(values)
    except ValidationError as exc:
        err = exc.errors()[0]
        key = str(err["loc"][0]) if err["loc"] else "?"
        if key in model.model_fields:
            raise OptionsError(
                t(
                    "Option {key} cannot be {value}; allowed: {allowed}.",
                    key=repr(key),
                    value=repr(options.get(key)),
                    allowed=allowed_message(model, key),
                )
            ) from None
        raise OptionsError(t("Bad options: {error}.", error=str(err["msg"]))) from None


def _coerce_literal(model: type[GameOptions], key: str, value: Any) -> Any:
    """Typed text such as "9" or "On" picks the matching Literal choice (7, "on")."""
    ann = model.model_fields[key].annotation
    if isinstance(value, str) and typing.get_origin(ann) is typing.Literal:
        for choice in typing.get_args(ann):
            if str(choice).lower() == value.strip().lower():
                return choice
    return value


def describe_options(
    model: type[GameOptions], words: Words = ENGLISH
) -> list[tuple[str, str, str, str]]:
    """(name, default, allowed, description) for every option, for help texts.

    Descriptions are written with `games.message.marked`, so they are in the
    catalogs and come out in the language of `words`.
    """
    rows = []
    for name, field in model.model_fields.items():
        default = field.default
        shown = ("on" if default else "off") if isinstance(default, bool) else str(default)
        description = words.lookup(field.description) if field.description else ""
        rows.append((name, shown, allowed_values(model, name, words), description))
    return rows
