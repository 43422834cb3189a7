"""Spotting English in text meant to be Dutch.

Words common in the bot's English that Dutch never uses, looked for outside
code spans (move texts such as `play 7h` are the same in both languages) and
mentions.
"""

from __future__ import annotations

import re

ENGLISH_ONLY = frozenset(
    [
        "the",
        "you",
        "your",
        "yours",
        "and",
        "with",
        "from",
        "trick",
        "tricks",
        "cards",
        "card",
        "wins",
        "won",
        "turn",
        "points",
        "point",
        "plays",
        "played",
        "must",
        "cannot",
        "not",
        "are",
        "has",
        "have",
        "this",
        "that",
        "there",
        "what",
        "which",
        "who",
        "pile",
        "pawn",
        "pawns",
        "deal",
        "deals",
        "dealer",
        "trump",
        "lead",
        "leads",
        "follow",
        "suit",
        "game",
        "waiting",
        "for",
        "nobody",
        "everyone",
        "left",
        "right",
        "next",
        "round",
        "score",
        "scores",
        "player",
        "players",
        "hand's",
        "table's",
        "seat",
        "seats",
        "join",
        "leave",
        "start",
        "rules",
    ]
)
# Code spans, mentions, links, and option keys and values as typed
# (`seven_hits_passed`, `not-entry`).
_CODE = re.compile(r"`[^`]*`|<@[^>]*>|<#[^>]*>|https?://\S+|\w*_\w*|\w+(?:-\w+)+")
_WORD = re.compile(r"[A-Za-z']+")


def english_words(text: str) -> list[str]:
    """The English-only words in `text`, outside code spans, mentions and links."""
    plain = _CODE.sub(" ", text)
    return [w for w in _WORD.findall(plain) if w.lower() in ENGLISH_ONLY]
