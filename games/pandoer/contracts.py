"""The thirteen contracts of the seed, highest first, as plain data."""

from __future__ import annotations

from dataclasses import dataclass

from games.message import marked


@dataclass(frozen=True, slots=True)
class Contract:
    key: str  # the word in `bid KEY`
    title: str  # the same in every language, yet in the catalogs like any name players read
    stake: int  # euro cents (X)
    trump: bool  # the bidder names trump
    mate: str  # "" alone, "ace" 4th-ace holder, "diezit" halve stoet, "first" first trick
    goal: str  # "tricks" (target), "all", "zero", "vogeltje", "points", "piekzonder"
    target: int  # tricks for "tricks" goals
    win_game: bool  # roem direction: win-games prefer high roem
    open_hands: str = ""  # "all" after the bidder's first card, "bidder" from the 5th card
    describe: str = ""  # for the rules summary, marked for translation


CONTRACTS: tuple[Contract, ...] = (
    Contract("polkzonder", marked("Polk zonder"), 15, False, "", "tricks", 7, True,
             describe=marked("alone, no trump, take 7 tricks and lose 1")),
    Contract("solo", marked("Solo"), 15, True, "", "all", 8, True,
             describe=marked("alone, with trump, take all 8 tricks")),
    Contract("stoet", marked("Stoet"), 15, False, "ace", "tricks", 7, True,
             describe=marked("3 aces, no trump, the 4th ace is mate; "
                             "side takes 7, mate at least 1")),
    Contract("vierdeboer", marked("4e boer"), 12, True, "first", "points", 0, True,
             describe=marked("3-4 jacks (buy the 4th for €0.02), trump, first-trick mate; "
                             "lose at most 26 points (€0.15 for all tricks)")),
    Contract("halvestoet", marked("Halve stoet"), 12, False, "diezit", "tricks", 6, True,
             describe=marked("2 aces, 'die zit' mate with the other 2, no trump; side loses 2, "
                             "mate takes at least 1")),
    Contract("praatje", marked("Praatje"), 12, True, "", "zero", 0, False, "all",
             describe=marked("alone, trump, lose every trick; "
                             "all hands open after the first card")),
    Contract("polke", marked("Polke"), 12, True, "", "tricks", 7, True,
             describe=marked("alone, trump, take 7 tricks and lose 1")),
    Contract("piek", marked("Piek"), 12, True, "", "tricks", 1, False, "all",
             describe=marked("alone, trump, take 1 trick; hands open as in Praatje")),
    Contract("solozonder", marked("Solo zonder"), 10, False, "", "all", 8, True,
             describe=marked("alone, no trump, take all 8 tricks")),
    Contract("omver", marked("Omver"), 10, True, "", "zero", 0, False, "bidder",
             describe=marked("alone, trump, lose every trick; "
                             "bidder's hand open from the 5th card")),
    Contract("vogeltje", marked("Vogeltje"), 10, True, "", "vogeltje", 2, False,
             describe=marked("alone, trump, take the first and the last trick only")),
    Contract("pandoer", marked("Pandoer"), 7, True, "first", "all", 8, True,
             describe=marked("trump, first-trick mate; the side takes all 8 tricks")),
    Contract("piekzonder", marked("Piek zonder"), 7, False, "", "piekzonder", 1, False,
             describe=marked("no trump, cards passed round to the left; take 1 trick")),
)  # fmt: skip

BY_KEY: dict[str, int] = {c.key: i for i, c in enumerate(CONTRACTS)}


def win_game(con: Contract, vogeltje_roem: str) -> bool:
    """Win-games prefer high roem when bid twice; lose-games prefer low roem.
    Vogeltje is either, as the house rule `vogeltje_roem` says."""
    if con.key == "vogeltje":
        return vogeltje_roem == "win"
    return con.win_game


# Lenient spellings people type after `bid` (matched against input, never shown).
ALIASES: dict[str, str] = {
    "polk zonder": "polkzonder", "polk-zonder": "polkzonder",  # i18n: not for players
    "4e boer": "vierdeboer", "4eboer": "vierdeboer", "4e-boer": "vierdeboer",
    "vierde boer": "vierdeboer", "fourth jack": "vierdeboer",  # i18n: not for players
    "4th jack": "vierdeboer",  # i18n: not for players
    "halve stoet": "halvestoet", "halve-stoet": "halvestoet",  # i18n: not for players
    "half stoet": "halvestoet",  # i18n: not for players
    "solo zonder": "solozonder", "solo-zonder": "solozonder",  # i18n: not for players
    "piek zonder": "piekzonder", "piek-zonder": "piekzonder",  # i18n: not for players
    "praat": "praatje", "polk": "polke",
}  # fmt: skip
