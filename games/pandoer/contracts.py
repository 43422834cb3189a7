"""The thirteen contracts of the seed, highest first, as plain data."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Contract:
    key: str  # the word in `bid KEY`
    title: str
    stake: int  # euro cents (X)
    trump: bool  # the bidder names trump
    mate: str  # "" alone, "ace" 4th-ace holder, "diezit" halve stoet, "first" first trick
    goal: str  # "tricks" (target), "all", "zero", "vogeltje", "points", "piekzonder"
    target: int  # tricks for "tricks" goals
    win_game: bool  # roem direction: win-games prefer high roem
    open_hands: str = ""  # "all" after the bidder's first card, "bidder" from the 5th card
    describe: str = ""


CONTRACTS: tuple[Contract, ...] = (
    Contract("polkzonder", "Polk zonder", 15, False, "", "tricks", 7, True,
             describe="alone, no trump, take 7 tricks and lose 1"),
    Contract("solo", "Solo", 15, True, "", "all", 8, True,
             describe="alone, with trump, take all 8 tricks"),
    Contract("stoet", "Stoet", 15, False, "ace", "tricks", 7, True,
             describe="3 aces, no trump, the 4th ace is mate; side takes 7, mate at least 1"),
    Contract("vierdeboer", "4e boer", 12, True, "first", "points", 0, True,
             describe="3-4 jacks (buy the 4th for €0.02), trump, first-trick mate; "
                      "lose at most 26 points (€0.15 for all tricks)"),
    Contract("halvestoet", "Halve stoet", 12, False, "diezit", "tricks", 6, True,
             describe="2 aces, 'die zit' mate with the other 2, no trump; side loses 2, "
                      "mate takes at least 1"),
    Contract("praatje", "Praatje", 12, True, "", "zero", 0, False, "all",
             describe="alone, trump, lose every trick; all hands open after the first card"),
    Contract("polke", "Polke", 12, True, "", "tricks", 7, True,
             describe="alone, trump, take 7 tricks and lose 1"),
    Contract("piek", "Piek", 12, True, "", "tricks", 1, False, "all",
             describe="alone, trump, take 1 trick; hands open as in Praatje"),
    Contract("solozonder", "Solo zonder", 10, False, "", "all", 8, True,
             describe="alone, no trump, take all 8 tricks"),
    Contract("omver", "Omver", 10, True, "", "zero", 0, False, "bidder",
             describe="alone, trump, lose every trick; bidder's hand open from the 5th card"),
    Contract("vogeltje", "Vogeltje", 10, True, "", "vogeltje", 2, False,
             describe="alone, trump, take the first and the last trick only"),
    Contract("pandoer", "Pandoer", 7, True, "first", "all", 8, True,
             describe="trump, first-trick mate; the side takes all 8 tricks"),
    Contract("piekzonder", "Piek zonder", 7, False, "", "piekzonder", 1, False,
             describe="no trump, cards passed round to the left; take 1 trick"),
)  # fmt: skip

BY_KEY: dict[str, int] = {c.key: i for i, c in enumerate(CONTRACTS)}

# Lenient spellings people type after `bid`.
ALIASES: dict[str, str] = {
    "polk zonder": "polkzonder", "polk-zonder": "polkzonder",
    "4e boer": "vierdeboer", "4eboer": "vierdeboer", "4e-boer": "vierdeboer",
    "vierde boer": "vierdeboer", "fourth jack": "vierdeboer", "4th jack": "vierdeboer",
    "halve stoet": "halvestoet", "halve-stoet": "halvestoet", "half stoet": "halvestoet",
    "solo zonder": "solozonder", "solo-zonder": "solozonder",
    "piek zonder": "piekzonder", "piek-zonder": "piekzonder", "praat": "praatje",
    "polk": "polke",
}  # fmt: skip
