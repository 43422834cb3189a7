"""Pandoer at the terminal: money and tricks per player, the trick framed, your hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from games.pandoer.contracts import BY_KEY, CONTRACTS
from games.wording import euros, plural
from scheids.screens.common import HEADER_STYLE, MUTED, Seen, card, cards, line, player

PHASES = {
    "bid": "bidding",
    "buy": "buying the jack",
    "buygive": "giving a card for the jack",
    "discard": "putting a card down",
    "matediscard": "the mate puts a card down",
    "chain": "passing the discard on",
    "diezit": "finding the mate",
    "rommel": "rommelpotten: swapping cards",
    "trump": "naming trump",
    "play": "playing tricks",
    "over": "over",
}


def screen(view: Mapping[str, Any], seen: Seen) -> RenderableType:
    turn = list(view.get("turn", []))
    phase = PHASES.get(str(view.get("phase")), str(view.get("phase")))
    header = Text(
        f"Pandoer · deal {view.get('deal')} of {view.get('deals')} · "
        f"dealer {seen.name(str(view.get('dealer')))} · {phase}",
        style=HEADER_STYLE,
    )
    money = view.get("money", {})
    won = view.get("won", {})
    sizes = view.get("hand_sizes", {})
    seats = Table(box=None, padding=(0, 2), header_style=HEADER_STYLE)
    for heading, justify in (("player", "left"), ("money", "right"), ("cards", "right")):
        seats.add_column(heading, justify=justify)  # type: ignore[arg-type]
    seats.add_column("tricks", justify="right")
    seats.add_column("")
    for p in view.get("players", []):
        role = [r for r, key in (("bidder", "bidder"), ("mate", "mate")) if p == view.get(key)]
        cents = int(money.get(p, 0))
        seats.add_row(
            player(p, seen, turn=turn),
            Text(euros(cents, sign=True), style="green" if cents > 0 else "red" if cents else ""),
            str(sizes.get(p, 0)),
            str(won.get(p, 0)),
            Text(", ".join(role), style=MUTED),
        )
    parts: list[RenderableType] = [header, seats]
    if view.get("open_card"):
        parts.append(Text("Open card: ").append(card(str(view["open_card"]))))
    if view.get("contract"):
        con = CONTRACTS[BY_KEY[str(view["contract"])]]
        trump = view.get("trump") or ("no trump" if not con.trump else "trump not named yet")
        if view.get("trump"):
            trump = f"trump {trump}"
        parts.append(Text(f"Contract: {con.title} for {euros(con.stake)} · {trump}"))
    elif view.get("bids"):
        bids = Text("Bids: ")
        for i, (p, word, roem) in enumerate(view["bids"][-6:]):
            bids.append(", " if i else "").append(seen.name(p), style="bold")
            bids.append(f" {word}" + (f" (roem {roem})" if word != "pass" and roem else ""))
        parts.append(bids)
    for p, hand in dict(view.get("exposed", {})).items():
        parts.append(Text(f"{seen.name(p)} plays open: ").append(cards(hand)))
    if view.get("phase") == "play" or view.get("trick"):
        played = [Text(seen.name(p) + " ", style="bold").append(card(c)) for p, c in view["trick"]]
        parts.append(
            Panel(
                Text("   ").join(played) if played else Text("no cards yet", style=MUTED),
                title=f"Trick {len(view.get('tricks', [])) + 1}",
                expand=False,
            )
        )
    if view.get("tricks"):
        last = view["tricks"][-1]
        parts.append(
            Text.assemble(("Last trick: ", MUTED))
            .append(cards([c for _, c in last["cards"]]))
            .append(f" → {seen.name(last['winner'])}")
        )
    if view.get("you") is not None:
        hand = list(view.get("hand", []))
        parts.append(Text(f"Your hand ({plural(len(hand), 'card')}): ").append(cards(hand)))
        if view.get("discard"):
            parts.append(Text("You put down: ").append(cards(view["discard"])))
        if view.get("given"):
            parts.append(Text("You gave back: ").append(cards(view["given"])))
    if view.get("last_result"):
        parts.append(line(str(view["last_result"]), seen))
    return Group(*parts)
