"""Pictures of a Pandoer table (four seats round the trick, the contract and
trump, the open card, bids or the last trick) and of a player's hand.
Pure: view in, PNG bytes out."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from games.card_art import card_height
from games.message import ENGLISH, Words
from games.pandoer.contracts import BY_KEY, CONTRACTS
from games.table_art import (
    MUTED,
    PALE,
    WHITE,
    WIDTH,
    Canvas,
    cards_png,
    count,
    hand_title,
    money_text,
    named_text,
    player_name,
    text_width,
)

HEIGHT = 720
TRICK_CARD = 80
OPEN_CARD = 80
SMALL_CARD = 36
PHASES = {
    "bid": "bidding",
    "buy": "buying",
    "buygive": "buying",
    "chain": "buying",
    "diezit": "mate calls",
    "discard": "putting down",
    "matediscard": "putting down",
    "rommel": "rommelpotten",
    "trump": "naming trump",
    "play": "playing",
    "over": "session over",
}
SUIT_SYMBOL = {"clubs": "♣", "diamonds": "♦", "hearts": "♥", "spades": "♠"}


def _boxes(panel_h: int) -> list[tuple[float, float, float, float]]:
    """Seat plates in playing order: bottom, left, top, right (clockwise)."""
    return [
        (330, HEIGHT - 16 - panel_h, 630, HEIGHT - 16),
        (20, 330, 290, 330 + panel_h),
        (330, 58, 630, 58 + panel_h),
        (670, 330, 940, 330 + panel_h),
    ]


def table_png(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
) -> bytes:
    players = list(view.get("players", []))
    turn = set(view.get("turn", []))

    def name(pid: str) -> str:
        return player_name(pid, names, players)

    canvas = Canvas(WIDTH, HEIGHT)
    phase = PHASES.get(str(view.get("phase")), str(view.get("phase")))
    canvas.text(
        (20, 26), f"Pandoer · deal {view.get('deal')}/{view.get('deals')} · {phase}", 26, WHITE
    )
    if view.get("rommelpot"):
        canvas.text((WIDTH - 20, 26), f"Rommelpot {view['rommelpot']}", 20, PALE, anchor="r")

    exposed = dict(view.get("exposed", {}))
    panel_h = 70 + (card_height(SMALL_CARD) + 8 if exposed else 0)
    boxes = _boxes(panel_h)
    for pid, box in zip(players, boxes, strict=False):
        _seat(canvas, view, pid, name(pid), box, pid in turn, exposed.get(pid, []))

    # The trick lies in the middle, each card in front of the seat that played it.
    cx, cy = WIDTH / 2, (58 + panel_h + HEIGHT - 16 - panel_h) / 2
    ch = card_height(TRICK_CARD)
    spots = [
        (cx - TRICK_CARD / 2, cy + 4),
        (cx - TRICK_CARD * 1.75, cy - ch / 2),
        (cx - TRICK_CARD / 2, cy - ch - 4),
        (cx + TRICK_CARD * 0.75, cy - ch / 2),
    ]
    for pid, code in view.get("trick", []):
        if pid in players:
            x, y = spots[players.index(pid) % 4]
            canvas.card(str(code), x, y, TRICK_CARD)

    if view.get("over"):
        money = dict(view.get("money", {}))
        ranked = sorted(players, key=lambda p: -int(money.get(p, 0)))
        canvas.text((cx, cy - 60), "Final result", 22, WHITE, anchor="m")
        for i, pid in enumerate(ranked):
            line = f"{name(pid)}  {money_text(int(money.get(pid, 0)))}"
            canvas.text((cx, cy - 26 + i * 26), line, 18, PALE, anchor="m", max_width=300)
    _contract(canvas, view, name)
    if view.get("open_card"):
        canvas.text((WIDTH - 20 - OPEN_CARD / 2, 78), "Open card", 18, WHITE, anchor="m")
        canvas.card(str(view["open_card"]), WIDTH - 20 - OPEN_CARD, 94, OPEN_CARD)
    _history(canvas, view, name)
    result = named_text(str(view.get("last_result") or ""), names, players)
    if result:
        canvas.text((WIDTH - 20, HEIGHT - 30), result, 16, PALE, anchor="r", max_width=300)
    return canvas.png()


def _seat(
    canvas: Canvas,
    view: Mapping[str, Any],
    pid: str,
    name: str,
    box: tuple[float, float, float, float],
    turn: bool,
    exposed: list[str],
) -> None:
    x0, y0, x1, _ = box
    canvas.panel(box, turn)
    tags = []
    if pid == view.get("dealer"):
        tags.append("deals")
    if pid == view.get("bidder"):
        tags.append("bidder")
    if pid == view.get("mate"):
        tags.append("mate")
    # Roles sit at the right of the name line, so the facts below never get cut.
    tag_w = text_width(" · ".join(tags), 14) if tags else 0
    if tags:
        canvas.text((x1 - 12, y0 + 21), " · ".join(tags), 14, MUTED, anchor="r")
    canvas.seat_title(x0 + 12, y0 + 20, name, turn, x1 - x0 - 32 - tag_w, size=19)
    cards = view.get("hand_sizes", {}).get(pid, 0)
    tricks = view.get("won", {}).get(pid, 0)
    money = money_text(int(view.get("money", {}).get(pid, 0)))
    facts = [count(cards, "card"), count(tricks, "trick"), money]
    canvas.text((x0 + 12, y0 + 48), " · ".join(facts), 15, MUTED, max_width=x1 - x0 - 24)
    if exposed:
        canvas.cards(exposed, x0 + 10, y0 + 66, SMALL_CARD, x1 - x0 - 20, gap=3)


def _contract(canvas: Canvas, view: Mapping[str, Any], name: Callable[[str], str]) -> None:
    x, y = 20.0, 78.0
    key = view.get("contract")
    if key:
        con = CONTRACTS[BY_KEY[str(key)]]
        canvas.text((x, y), con.title, 24, WHITE, max_width=290)
        canvas.text((x, y + 28), f"stake {money_text(con.stake)} a defender", 16, PALE)
        trump = view.get("trump")
        if trump:
            line = f"trump {SUIT_SYMBOL.get(str(trump), '')} {trump}"
        else:
            line = "trump not named yet" if con.trump else "no trump"
        canvas.text((x, y + 52), line, 18, WHITE)
        who = f"by {name(str(view.get('bidder')))}" if view.get("bidder") else ""
        if view.get("mate"):
            who += f", mate {name(str(view['mate']))}"
        elif view.get("alone"):
            who += ", alone"
        canvas.text((x, y + 76), who, 16, PALE, max_width=290)
    elif view.get("high"):
        high = view["high"]
        title = CONTRACTS[BY_KEY[str(high["contract"])]].title
        canvas.text((x, y), f"Highest bid: {title}", 20, WHITE, max_width=290)
        canvas.text((x, y + 26), f"by {name(str(high['player']))}", 16, PALE, max_width=290)


def _history(canvas: Canvas, view: Mapping[str, Any], name: Callable[[str], str]) -> None:
    """Bottom left: the bids while bidding, else the last trick."""
    x, y = 20.0, 500.0
    tricks = view.get("tricks") or []
    if tricks and view.get("phase") == "play":
        last = tricks[-1]
        canvas.text((x, y), f"Last trick: {name(str(last['winner']))}", 17, WHITE, max_width=290)
        canvas.cards([str(c) for _, c in last["cards"]], x, y + 16, 44, 290, gap=4)
        return
    bids = list(view.get("bids", []))[-6:]
    if bids:
        canvas.text((x, y), "Bids", 17, WHITE)
        for i, (pid, word, _roem) in enumerate(bids):
            shown = (
                "pass"
                if word == "pass"
                else CONTRACTS[BY_KEY[word]].title
                if word in BY_KEY
                else word
            )
            canvas.text((x, y + 24 + i * 22), f"{name(str(pid))}: {shown}", 15, PALE, max_width=290)


def hand_png(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
) -> bytes:
    """The viewer's hand, with the cards they put down or gave back."""
    groups: list[tuple[str, list[str | None]]] = [("", list(view.get("hand", [])))]
    if view.get("discard"):
        groups.append(("You put down", list(view["discard"])))
    if view.get("given"):
        groups.append(("You gave back", list(view["given"])))
    title = hand_title(view, names)
    if view.get("my_roem"):
        title += f" · roem {view['my_roem']}"
    return cards_png(title, groups)
