from dataclasses import dataclass, field

import pytest

from games.state import SavedState


@dataclass(slots=True)
class Sample(SavedState):
    turn: int = 0
    hands: dict[str, list[str]] = field(default_factory=dict)


def test_saved_state_round_trips_every_field() -> None:
    state = Sample(turn=2, hands={"a": ["7h"]})
    assert Sample.from_dict(state.to_dict()) == state


def test_saved_state_copies_so_later_play_does_not_change_the_save() -> None:
    state = Sample(hands={"a": ["7h"]})
    saved = state.to_dict()
    state.hands["a"].append("8h")
    assert saved["hands"] == {"a": ["7h"]}
    restored = Sample.from_dict(saved)
    restored.hands["a"].clear()
    assert saved["hands"] == {"a": ["7h"]}


def test_saved_state_refuses_a_save_that_lacks_a_field() -> None:
    with pytest.raises(ValueError, match="hands"):
        Sample.from_dict({"turn": 1})


def test_saved_state_json_data_holds_every_field_as_it_stands() -> None:
    state = Sample(turn=3, hands={"a": ["7h"]})
    assert state.to_json_data() == state.to_dict()
    assert state.to_json_data()["hands"] is state.hands
