"""How Pandoer auctions and contracts go at a table, counted from public events.

Every auction ends in a contract or in rommelpotten (all four pass); a
contract ends made or failed. The engine announces each of these in an event
every seat sees, so the figures need nothing hidden: "X plays Polke for €0.12
and takes the open card", "All pass: rommelpotten!", "Polke made: ..." and
"Polke failed ...".
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from games.base import Event
from games.pandoer.contracts import CONTRACTS
from i18n import DEFAULT, Language, tr

# Matched against the English event texts, which every language's events carry.
_ROMMELPOT = "All pass: rommelpotten!"  # i18n: not for players (matched, never shown)
_THROWN_IN = "the deal is thrown in"  # i18n: not for players (matched, never shown)
_BY_TITLE = {c.title: c.key for c in CONTRACTS}


@dataclass
class PandoerStats:
    """Auctions, rommelpotten and contracts over any number of deals."""

    rommelpots: int = 0
    thrown_in: int = 0
    played: Counter[str] = field(default_factory=Counter)  # contract key -> games
    made: Counter[str] = field(default_factory=Counter)
    failed: Counter[str] = field(default_factory=Counter)

    def add(self, events: Iterable[Event]) -> None:
        for event in events:
            text = event.text
            if text.startswith(_ROMMELPOT):
                self.rommelpots += 1
                continue
            if _THROWN_IN in text:
                self.thrown_in += 1
                continue
            for title, key in _BY_TITLE.items():
                if f" plays {title} for " in text:  # i18n: not for players (matched)
                    self.played[key] += 1
                elif text.startswith(f"{title} made"):
                    self.made[key] += 1
                elif text.startswith(f"{title} failed"):
                    self.failed[key] += 1

    @property
    def auctions(self) -> int:
        return sum(self.played.values()) + self.rommelpots + self.thrown_in

    @property
    def rommelpot_share(self) -> float:
        return self.rommelpots / self.auctions if self.auctions else 0.0

    @property
    def made_share(self) -> float:
        decided = sum(self.made.values()) + sum(self.failed.values())
        return sum(self.made.values()) / decided if decided else 0.0

    def format(self, lang: Language = DEFAULT) -> str:
        lines = [
            tr(
                lang,
                "auctions {auctions}: rommelpot {rommelpots} ({share} %), contracts {contracts} "
                "of {kinds} kinds: {played}",
                auctions=self.auctions,
                rommelpots=self.rommelpots,
                share=f"{100 * self.rommelpot_share:.1f}",
                contracts=sum(self.played.values()),
                kinds=len(CONTRACTS),
                played=sum(1 for c in CONTRACTS if self.played[c.key]),
            ),
            " ".join(
                (
                    tr(lang, "contract").ljust(12),
                    tr(lang, "played").rjust(7),
                    tr(lang, "made").rjust(6),
                    tr(lang, "made %").rjust(7),
                )
            ),
        ]
        for con in CONTRACTS:
            n = self.played[con.key]
            if not n:
                lines.append(f"{con.title:<12} {0:>7} {'':>6} {'':>7}")
                continue
            made, decided = self.made[con.key], self.made[con.key] + self.failed[con.key]
            share = f"{100 * made / decided:.0f} %" if decided else "-"
            lines.append(f"{con.title:<12} {n:>7} {made:>6} {share:>7}")
        lines.append(tr(lang, "made overall: {share} %", share=f"{100 * self.made_share:.1f}"))
        return "\n".join(lines)
