"""House rules: validation and the messages a host sees."""

from __future__ import annotations

from typing import Annotated, Literal

import pytest
from pydantic import Field

from games.options import (
    GameOptions,
    describe_options,
    parse_option_text,
    parse_options,
)


class Sample(GameOptions):
    skip_rank: Literal[7, 8, 9] = Field(7, description="which card skips")
    completion: bool = Field(True, description="½ completes halves")
    mode: Literal["complete_half", "any_time", "off"] = "complete_half"
    target: Annotated[int, Field(ge=50, le=1000)] = 300


def test_defaults_apply_when_no_options_are_given() -> None:
    assert parse_options(Sample, None) == Sample()


def test_option_text_is_read_as_key_value_pairs() -> None:
    assert parse_option_text("skip_rank=9 completion=off") == {
        "skip_rank": "9",
        "completion": "off",
    }
    assert parse_option_text("Skip-Rank=9, mode=off") == {"skip_rank": "9", "mode": "off"}


def test_typed_text_is_coerced_to_the_option_types() -> None:
    opts = parse_options(Sample, "skip_rank=9 completion=off mode=ANY_TIME target=500")
    assert (opts.skip_rank, opts.completion, opts.mode, opts.target) == (9, False, "any_time", 500)


def test_unknown_option_names_the_key_and_the_known_ones() -> None:
    with pytest.raises(ValueError, match=r"Unknown option 'skip'.*completion, mode, skip_rank"):
        parse_options(Sample, {"skip": 1})


@pytest.mark.parametrize(
    ("text", "allowed"),
    [
        ("skip_rank=5", "7, 8, 9"),
        ("mode=sometimes", "complete_half, any_time, off"),
        ("completion=maybe", "on, off"),
        ("target=10", "from 50 to 1000"),
    ],
)
def test_bad_value_names_the_key_and_the_allowed_values(text: str, allowed: str) -> None:
    key = text.split("=")[0]
    with pytest.raises(ValueError, match=key) as info:
        parse_options(Sample, text)
    assert allowed in str(info.value)


def test_malformed_option_text_is_refused_clearly() -> None:
    with pytest.raises(ValueError, match="key=value"):
        parse_option_text("skip_rank")
    with pytest.raises(ValueError, match="Could not read"):
        parse_option_text('mode="off')


def test_options_are_frozen() -> None:
    with pytest.raises(ValueError):
        Sample().skip_rank = 8  # type: ignore[misc]


def test_describe_options_lists_default_allowed_and_description() -> None:
    rows = {name: (d, a, desc) for name, d, a, desc in describe_options(Sample)}
    assert rows["completion"] == ("on", "on, off", "½ completes halves")
    assert rows["skip_rank"][0] == "7"
