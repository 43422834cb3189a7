"""Muriel at the terminal: the trick framed, scores per player, your hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from games.wording import plural, points
from scheids.screens.common import HEADER_STYLE, MUTED, Seen, card, cards, player

FACE_DOWN = Text("▒▒", style="blue")


def _played(pid: str, shown: Text, seen: Seen) -> Text:
    return Text(seen.name(pid) + " ", style="bold").append(shown)


def screen(view: Mapping[str, Any], seen: Seen) -> RenderableType:
    turn = list(view.get("turn", []))
    header = Text(
        f"Muriel · hand {view['hand_no']} · trick {view['trick_no']} · "
        f"first to {points(int(view['target']))} · dealer {seen.name(view['dealer'])}",
        style=HEADER_STYLE,
    )
    played: list[Text] = []
    if view.get("your_lead"):
        played.append(
            _played(view["leader"], card(view["your_lead"]), seen).append(
                " (face down)", style=MUTED
            )
        )
    elif view.get("lead"):
        played.append(_played(view["leader"], FACE_DOWN, seen))
    played += [_played(p, card(c), seen) for p, c in view["table"]]
    played += [_played(p, FACE_DOWN, seen) for p in view.get("chosen", [])]
    trick = Text("   ").join(played) if played else Text("no cards yet", style=MUTED)
    receiver = view.get("stray_receiver")
    if receiver:
        trick.append(f"\nstrays go to {seen.name(receiver)}", style=MUTED)
    trick_panel = Panel(trick, title=f"Trick {view['trick_no']}", expand=False)
    scores = Table(box=None, padding=(0, 2), header_style=HEADER_STYLE)
    for heading in ("player", "cards", "total", "this hand", "cards everyone knows"):
        scores.add_column(heading)
    all_known = set(view.get("strategic_known", []))
    for p in view["players"]:
        known = cards(view["known"][p], empty="")
        if p in all_known:
            known.append("  (whole hand known)", style=MUTED)
        name = player(p, seen, turn=turn)
        if p == view["leader"]:
            name.append(" leads", style=MUTED)
        scores.add_row(
            name,
            str(view["hand_sizes"][p]),
            str(view["totals"][p]),
            f"+{view['hand_points'][p]}",
            known,
        )
    parts: list[RenderableType] = [header, trick_panel, scores]
    last = view.get("last_trick")
    if last:
        took = Text.assemble(("Last trick: ", MUTED))
        took.append(Text(", ").join(_played(p, card(c), seen) for p, c in last["cards"]))
        took.append(f" → {seen.name(last['winner'])} takes ")
        took.append(cards(last["claims"]))
        if last.get("receiver"):
            took.append(f"; strays to {seen.name(last['receiver'])}")
        parts.append(took)
    elif view.get("draws"):
        rounds = [Text(", ").join(_played(p, card(c), seen) for p, c in r) for r in view["draws"]]
        parts.append(Text.assemble(("Draw for dealer: ", MUTED)).append(Text(" / ").join(rounds)))
    if view.get("you") is not None:
        hand = list(view.get("hand", []))
        parts.append(
            Text(f"Your hand ({plural(len(hand), 'card')}): ").append(cards(hand, empty="empty"))
        )
    return Group(*parts)
