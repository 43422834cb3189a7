"""The phases of a Muriel trick. Not saved: they follow from the state (see `MurielState`)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    LEAD = "lead"  # the leader puts a card face down
    FOLLOW = "follow"  # the others follow, in turn or all at once (option follow_mode)
    OVER = "over"


# On Python 3.11 every `Phase.X` costs an enum look-up of about a thousand machine
# instructions (the enum metaclass defines `__getattr__`); a Muriel move costs only
# a few times that, so the per-move code matches on these plain module names.
LEAD = Phase.LEAD
FOLLOW = Phase.FOLLOW
OVER = Phase.OVER
