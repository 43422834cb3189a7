"""Game state as a dataclass whose fields save themselves.

A game keeps everything that changes during play in one dataclass deriving from
`SavedState`; `to_dict` and `from_dict` then give the JSON round trip with no list
of field names to keep in step by hand. Fields hold JSON-able values only (ints,
strings, bools, None, lists and string-keyed dicts of those), so what is saved
reads back equal.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any, Self

_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
_CLONE_PLANS: dict[type, tuple[tuple[str, Callable[[Any], Any] | None], ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(cls))
    return names


def json_copy(value: Any) -> Any:
    """A deep copy of JSON-like data (lists, dicts, scalars): far cheaper than deepcopy."""
    kind = type(value)
    if kind is list:
        return [json_copy(item) for item in value]
    if kind is dict:
        return {key: json_copy(item) for key, item in value.items()}
    return value


def _is_flat(hint: Any) -> bool:
    """Whether values of this type never need copying: scalars, enums, None."""
    if hint in (int, str, bool, float, type(None)):
        return True
    if isinstance(hint, type) and issubclass(hint, (int, str)):
        return True  # int and str enums
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return all(_is_flat(arg) for arg in typing.get_args(hint))
    return False


def _copy_rows(rows: list[list[Any]]) -> list[list[Any]]:
    return [row[:] for row in rows]


Copier = Callable[[Any], Any]


def _or_none(copier: Copier) -> Copier:
    return lambda value: None if value is None else copier(value)


def _copier(hint: Any) -> Copier | None:
    """How to copy a value of type `hint` just as deep as its type needs (None: share it)."""
    if _is_flat(hint):
        return None
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType) and type(None) in args:
        rest = [arg for arg in args if arg is not type(None)]
        inner = _copier(rest[0]) if len(rest) == 1 else json_copy
        return None if inner is None else _or_none(inner)
    if origin is list and args:
        if _is_flat(args[0]):
            return list.copy
        rows = typing.get_args(args[0])
        if typing.get_origin(args[0]) is list and rows and _is_flat(rows[0]):
            return _copy_rows
    if origin is dict and args and _is_flat(args[1]):
        return dict.copy
    return json_copy


def _clone_plan(cls: type) -> tuple[tuple[str, Copier | None], ...]:
    """Each field of `cls` with how to copy it, read once per class from the field types.

    Copying per field (a slice for a list of strings, a slice per row for a list of
    lists, `json_copy` only where the type says `Any`) costs a fraction of
    `copy.deepcopy`, which a search would pay for every sample it plays out.
    """
    hints = typing.get_type_hints(cls)
    return tuple((name, _copier(hints[name])) for name in _field_names(cls))


@dataclass(slots=True)
class SavedState:
    def clone(self) -> Self:
        """An independent copy: changing either never changes the other."""
        cls = type(self)
        plan = _CLONE_PLANS.get(cls)
        if plan is None:
            plan = _CLONE_PLANS[cls] = _clone_plan(cls)
        clone = object.__new__(cls)
        for name, copier in plan:
            value = getattr(self, name)
            setattr(clone, name, value if copier is None else copier(value))
        return clone

    def to_dict(self) -> dict[str, Any]:
        """Every field, deep-copied, so later play cannot change what was saved."""
        return {name: json_copy(getattr(self, name)) for name in _field_names(type(self))}

    def to_json_data(self) -> dict[str, Any]:
        """Every field as it stands, not copied: for `json.dumps` on the spot.

        Saving a game serialises at once, so the deep copy of `to_dict` would be
        thrown away; on a long game it costs more than the move itself.
        """
        return {name: getattr(self, name) for name in _field_names(type(self))}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        names = [f.name for f in fields(cls)]
        missing = [name for name in names if name not in data]
        if missing:
            raise ValueError(f"saved state lacks {', '.join(missing)}")
        return cls(**{name: json_copy(data[name]) for name in names})
