"""Plain-text pictures of a Muriel view and the rules summary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import mention
from games.muriel.cards import PRETTY, show
from games.muriel.options import MurielOptions
from games.options import describe_options
from games.wording import plural


def _cards(cards: list[str]) -> str:
    return " ".join(PRETTY.get(c, c) for c in cards) if cards else "-"


def render_view(view: Mapping[str, Any]) -> str:
    lines = [
        f"Muriel · hand {view['hand_no']} · trick {view['trick_no']} · "
        f"to {view['target']} points · dealer {mention(view['dealer'])}"
    ]
    table = [f"{mention(view['leader'])} 🂠" if view.get("lead") else ""]
    if view.get("your_lead"):
        table = [f"{mention(view['leader'])} {PRETTY[view['your_lead']]} (face down)"]
    table += [f"{mention(p)} {PRETTY[c]}" for p, c in view["table"]]
    table += [f"{mention(p)} 🂠" for p in view.get("chosen", [])]
    shown = ", ".join(t for t in table if t)
    receiver = view.get("stray_receiver")
    to = f" · strays go to {mention(receiver)}" if receiver else ""
    lines.append(f"Table: {shown or 'empty'}{to}")
    strategic = set(view["strategic_known"])
    for p in view["players"]:
        marks = []
        if p == view["leader"]:
            marks.append("leads")
        if p in strategic:
            marks.append("whole hand known")
        known = view["known"][p]
        extra = f" · known {_cards(known)}" if known else ""
        tag = f" [{', '.join(marks)}]" if marks else ""
        lines.append(
            f"{mention(p)}: {plural(view['hand_sizes'][p], 'card')} · "
            f"{plural(view['totals'][p], 'point')} "
            f"(+{view['hand_points'][p]} this hand){extra}{tag}"
        )
    last = view.get("last_trick")
    if not last and view.get("draws"):
        draw = " / ".join(
            ", ".join(f"{mention(p)} {PRETTY[c]}" for p, c in r) for r in view["draws"]
        )
        lines.append(f"Draw for dealer: {draw}")
    if last:
        lines.append(
            f"Last trick: {', '.join(f'{mention(p)} {PRETTY[c]}' for p, c in last['cards'])}"
            f" → {mention(last['winner'])} claims {show(last['claims'])}"
            + (f", strays to {mention(last['receiver'])}" if last["receiver"] else "")
        )
    if view.get("you") is not None:
        lines.append(f"Your hand: {_cards(view['hand'])}")
    if view["over"]:
        lines.append("Game over.")
    elif view["turn"]:
        lines.append("Waiting on " + ", ".join(mention(p) for p in view["turn"]) + ".")
    return "\n".join(lines)


def summary_text(options: MurielOptions) -> str:
    rules = (
        "**Muriel** (3-9 players; the original is for 9). 54 cards with both jokers. "
        "Points and rank: joker 20, K 15, Q 14, J 11, 10-2 face value, ace 1; suits do "
        "not matter and you may play any card.\n"
        "Highest draw deals; everyone gets 6 cards (54 // players with fewer). "
        "The leader plays face down (`lead 7h`), the others follow face up in turn "
        "(`play Qs`), then the lead is revealed. The highest card takes the two highest "
        "cards (claims) into its player's scoring pile. Two equal top cards: the second "
        "player takes both. Three or more: the second player takes the second and third. "
        "Both jokers (a muriel): the second joker's player takes both jokers and the two "
        "next-highest cards. The rest (strays) go into the hand of the next leader, who "
        "leads next, even with an empty hand (a hand of strays only is then known to "
        "everyone). Players without cards pass. A hand ends when all cards are played; "
        f"hands repeat until someone has {options.target} points.\n"
        "Options in force:"
    )
    rows = [
        f"- {name} = {getattr(options, name)!s}".replace("True", "on").replace("False", "off")
        for name, _, _, _ in describe_options(MurielOptions)
    ]
    return rules + "\n" + "\n".join(rows)
