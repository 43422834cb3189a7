"""Lenient move text: what people type, folded into canonical move text."""

from __future__ import annotations

from collections.abc import Callable, Iterable

CardParser = Callable[[str], str | None]

# Verbs any game may use; a text that starts with none of them is read as `play ...`.
COMMON_VERBS = frozenset(
    {
        "play", "pass", "bid", "trump", "discard", "pickup", "swap", "ready", "buy",
        "give", "keep", "pawn", "snatch", "flip", "draw", "lead", "claim", "skip",
        "reveal", "exchange", "choose", "call", "move", "enter", "done",
    }
)  # fmt: skip


def normalize_move(
    text: str,
    parse_card: CardParser,
    verbs: Iterable[str] = COMMON_VERBS,
) -> str:
    """Fold case and spacing, map card spellings to codes, add a missing `play`.

    Only a best effort: the result may still be illegal, and the caller checks.
    """
    words = text.replace(",", " ").replace("+", " ").split()
    if not words:
        return ""
    out: list[str] = []
    for word in words:
        card = parse_card(word)
        out.append(card if card is not None else word.lower())
    if out[0] not in set(verbs) and parse_card(words[0]) is not None:
        out.insert(0, "play")
    return " ".join(out)
