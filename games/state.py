"""Game state as a dataclass whose fields save themselves.

A game keeps everything that changes during play in one dataclass deriving from
`SavedState`; `to_dict` and `from_dict` then give the JSON round trip with no list
of field names to keep in step by hand. Fields hold JSON-able values only (ints,
strings, bools, None, lists and string-keyed dicts of those), so what is saved
reads back equal.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, Self

_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(cls))
    return names


@dataclass(slots=True)
class SavedState:
    def to_dict(self) -> dict[str, Any]:
        """Every field, deep-copied, so later play cannot change what was saved."""
        return {f.name: copy.deepcopy(getattr(self, f.name)) for f in fields(self)}

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
        return cls(**{name: copy.deepcopy(data[name]) for name in names})
