"""Pandoer at the terminal: money and tricks per player, the trick framed, your hand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from games.cards import SUIT_NAMES
from games.message import Money, Suit, Words, marked
from games.pandoer.contracts import BY_KEY, CONTRACTS
from games.pandoer.render import last_result
from scheids.screens.common import HEADER_STYLE, MUTED, Seen, card, cards, engine_text, player

PHASES = {
    "bid": marked("bidding"),
    "buy": marked("buying the jack"),
    "buygive": marked("giving a card for the jack"),
    "discard": marked("putting a card down"),
    "matediscard": marked("the mate puts a card down"),
    "chain": marked("passing the discard on"),
    "diezit": marked("finding the mate"),
    "rommel": marked("rommelpotten: swapping cards"),
    "trump": marked("naming trump"),
    "play": marked("playing tricks"),
    "over": marked("over"),
}
ROLES = (("bidder", marked("bidder")), ("mate", marked("mate")))
# The view names trump in English words ("hearts"); the screen names it in the reader's.
SUIT_BY_NAME = {name: code for code, name in SUIT_NAMES.items()}


def _seats(view: Mapping[str, Any], seen: Seen) -> Table:
    words = seen.words
    turn = list(view.get("turn", []))
    money = view.get("money", {})
    won = view.get("won", {})
    sizes = view.get("hand_sizes", {})
    seats = Table(box=None, padding=(0, 2), header_style=HEADER_STYLE)
    seats.add_column(words.t("player"), justify="left")
    for heading in (marked("money"), marked("cards"), marked("tricks")):
        seats.add_column(words.t(heading), justify="right")
    seats.add_column("")
    for p in view.get("players", []):
        role = [words.t(word) for key, word in ROLES if p == view.get(key)]
        cents = int(money.get(p, 0))
        seats.add_row(
            player(p, seen, turn=turn),
            Text(words.money(cents, True), style="green" if cents > 0 else "red" if cents else ""),
            str(sizes.get(p, 0)),
            str(won.get(p, 0)),
            Text(", ".join(role), style=MUTED),
        )
    return seats


def _contract(view: Mapping[str, Any], words: Words) -> Text:
    con = CONTRACTS[BY_KEY[str(view["contract"])]]
    named = view.get("trump")
    if named:
        trump = words.t("trump {suit}", suit=Suit(SUIT_BY_NAME.get(str(named), str(named))))
    elif con.trump:
        trump = words.t("trump not named yet")
    else:
        trump = words.t("no trump")
    return Text(
        words.t(
            "Contract: {contract} for {stake} · {trump}",
            contract=con.title,
            stake=Money(con.stake),
            trump=trump,
        )
    )


def _bids(view: Mapping[str, Any], seen: Seen) -> Text:
    words = seen.words
    bids = Text(words.t("Bids:") + " ")
    for i, (p, word, roem) in enumerate(view["bids"][-6:]):
        bids.append(", " if i else "").append(seen.name(p), style="bold")
        if word == "pass":
            bids.append(" " + words.t("pass"))
        else:
            bids.append(f" {word}")
            if roem:
                bids.append(" " + words.t("(roem {roem})", roem=roem))
    return bids


def _tricks(view: Mapping[str, Any], seen: Seen) -> list[RenderableType]:
    words = seen.words
    parts: list[RenderableType] = []
    if view.get("phase") == "play" or view.get("trick"):
        played = [
            Text(seen.name(p) + " ", style="bold").append(card(c, words)) for p, c in view["trick"]
        ]
        parts.append(
            Panel(
                Text("   ").join(played) if played else Text(words.t("no cards yet"), style=MUTED),
                title=words.t("Trick {n}", n=len(view.get("tricks", [])) + 1),
                expand=False,
            )
        )
    if view.get("tricks"):
        last = view["tricks"][-1]
        parts.append(
            Text.assemble((words.t("Last trick:") + " ", MUTED))
            .append(cards([c for _, c in last["cards"]], words))
            .append(f" → {seen.name(last['winner'])}")
        )
    return parts


def screen(view: Mapping[str, Any], seen: Seen) -> RenderableType:
    words = seen.words
    phase = str(view.get("phase"))
    header = Text(
        words.t(
            "Pandoer · deal {deal} of {deals} · dealer {dealer} · {phase}",
            deal=str(view.get("deal")),
            deals=str(view.get("deals")),
            dealer=seen.name(str(view.get("dealer"))),
            phase=words.t(PHASES[phase]) if phase in PHASES else phase,
        ),
        style=HEADER_STYLE,
    )
    parts: list[RenderableType] = [header, _seats(view, seen)]
    if view.get("open_card"):
        open_card = card(str(view["open_card"]), words)
        parts.append(Text(words.t("Open card:") + " ").append(open_card))
    if view.get("contract"):
        parts.append(_contract(view, words))
    elif view.get("bids"):
        parts.append(_bids(view, seen))
    for p, hand in dict(view.get("exposed", {})).items():
        shown = words.t("{player} plays open:", player=seen.name(p))
        parts.append(Text(shown + " ").append(cards(hand, words)))
    parts += _tricks(view, seen)
    if view.get("you") is not None:
        hand = list(view.get("hand", []))
        title = words.tn("Your hand ({n} card):", "Your hand ({n} cards):", len(hand))
        parts.append(Text(title + " ").append(cards(hand, words)))
        if view.get("discard"):
            parts.append(Text(words.t("You put down:") + " ").append(cards(view["discard"], words)))
        if view.get("given"):
            parts.append(Text(words.t("You gave back:") + " ").append(cards(view["given"], words)))
    if view.get("last_result"):
        parts.append(engine_text(last_result(view, words), seen))
    return Group(*parts)
