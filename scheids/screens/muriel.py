"""Muriel at the terminal: the trick framed, scores per player, your hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from games.message import marked
from scheids.screens.common import HEADER_STYLE, MUTED, Seen, card, cards, player, styled

FACE_DOWN = Text("▒▒", style="blue")
HEADINGS = (
    marked("player"),
    marked("cards"),
    marked("total"),
    marked("this hand"),
    marked("cards everyone knows"),
)


def _played(pid: str, shown: Text, seen: Seen) -> Text:
    return Text(seen.name(pid) + " ", style="bold").append(shown)


def _trick(view: Mapping[str, Any], seen: Seen) -> Panel:
    words = seen.words
    played: list[Text] = []
    if view.get("your_lead"):
        yours = _played(view["leader"], card(view["your_lead"], words), seen)
        played.append(yours.append(" " + words.t("(face down)"), style=MUTED))
    elif view.get("lead"):
        played.append(_played(view["leader"], FACE_DOWN, seen))
    played += [_played(p, card(c, words), seen) for p, c in view["table"]]
    played += [_played(p, FACE_DOWN, seen) for p in view.get("chosen", [])]
    trick = Text("   ").join(played) if played else Text(words.t("no cards yet"), style=MUTED)
    receiver = view.get("stray_receiver")
    if receiver:
        strays = words.t("strays go to {player}", player=seen.name(receiver))
        trick.append("\n" + strays, style=MUTED)
    return Panel(trick, title=words.t("Trick {n}", n=view["trick_no"]), expand=False)


def _last(view: Mapping[str, Any], seen: Seen) -> Text | None:
    words = seen.words
    last = view.get("last_trick")
    if last:
        played = Text(", ").join(_played(p, card(c, words), seen) for p, c in last["cards"])
        took = Text.assemble((words.t("Last trick:") + " ", MUTED)).append(played)
        took.append(" → ").append(
            styled(
                words,
                marked("{player} takes {cards}"),
                player=seen.name(last["winner"]),
                cards=cards(last["claims"], words),
            )
        )
        if last.get("receiver"):
            took.append("; " + words.t("strays to {player}", player=seen.name(last["receiver"])))
        return took
    if view.get("draws"):
        rounds = [
            Text(", ").join(_played(p, card(c, words), seen) for p, c in r) for r in view["draws"]
        ]
        drawn = Text.assemble((words.t("Draw for dealer:") + " ", MUTED))
        return drawn.append(Text(" / ").join(rounds))
    return None


def screen(view: Mapping[str, Any], seen: Seen) -> RenderableType:
    words = seen.words
    turn = list(view.get("turn", []))
    target = int(view["target"])
    header = Text(
        words.t(
            "Muriel · hand {hand} · trick {trick} · first to {points} · dealer {dealer}",
            hand=view["hand_no"],
            trick=view["trick_no"],
            points=words.tn("{n} point", "{n} points", target),
            dealer=seen.name(view["dealer"]),
        ),
        style=HEADER_STYLE,
    )
    scores = Table(box=None, padding=(0, 2), header_style=HEADER_STYLE)
    for heading in HEADINGS:
        scores.add_column(words.t(heading))
    all_known = set(view.get("strategic_known", []))
    for p in view["players"]:
        known = cards(view["known"][p], words, empty="")
        if p in all_known:
            known.append("  " + words.t("(whole hand known)"), style=MUTED)
        name = player(p, seen, turn=turn)
        if p == view["leader"]:
            name.append(" " + words.t("leads"), style=MUTED)
        scores.add_row(
            name,
            str(view["hand_sizes"][p]),
            str(view["totals"][p]),
            f"+{view['hand_points'][p]}",
            known,
        )
    parts: list[RenderableType] = [header, _trick(view, seen), scores]
    last = _last(view, seen)
    if last is not None:
        parts.append(last)
    if view.get("you") is not None:
        hand = list(view.get("hand", []))
        title = words.tn("Your hand ({n} card):", "Your hand ({n} cards):", len(hand))
        parts.append(Text(title + " ").append(cards(hand, words, empty=words.t("empty"))))
    return Group(*parts)
