"""Pictures of a Muriel table (the trick with its face-down lead, every seat's
count, points and known cards, the last trick) and of a player's hand.
Pure: view in, PNG bytes out."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from games.card_art import card_height
from games.message import ENGLISH, Words
from games.table_art import (
    MUTED,
    PALE,
    WHITE,
    WIDTH,
    Canvas,
    cards_png,
    cards_text,
    hand_title,
    player_name,
)

SEAT_W = 440
SEAT_H = 62
KNOWN_CARD = 34
TRICK_CARD = 76
LAST_CARD = 46
PER_ROW = 5
RIGHT = 480
LAST_PER_ROW = 9


def table_png(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
) -> bytes:
    players = list(view.get("players", []))
    turn = set(view.get("turn", []))

    def name(pid: str) -> str:
        return player_name(pid, names, players)

    trick = _trick(view)
    trick_rows = max(1, -(-len(trick) // PER_ROW))
    last_rows = max(1, -(-len(players) // LAST_PER_ROW))
    trick_h = trick_rows * (card_height(TRICK_CARD) + 29)
    right_h = 82 + trick_h + 50 + last_rows * (card_height(LAST_CARD) + 26) + 40
    height = max(60 + len(players) * (SEAT_H + 8), right_h) + 12
    canvas = Canvas(WIDTH, height)
    head = "game over" if view.get("over") else f"trick {view.get('trick_no')}"
    canvas.text((20, 28), f"Muriel · hand {view.get('hand_no')} · {head}", 26, WHITE)
    canvas.text((WIDTH - 20, 28), f"to {view.get('target')} points", 20, PALE, anchor="r")

    strategic = set(view.get("strategic_known", []))
    for i, p in enumerate(players):
        _seat(canvas, view, p, name(p), 20, 60 + i * (SEAT_H + 8), p in turn, p in strategic)

    x0, y = RIGHT, 62.0
    if view.get("over"):
        _standings(canvas, view, x0, y, name)
        return canvas.png()
    # The trick: the lead face down until everyone has followed.
    canvas.text((x0, y), "On the table", 20, WHITE)
    if not trick:
        canvas.empty_slot(x0, y + 20, TRICK_CARD, "empty")
    labelled = [(name(pid), code) for pid, code in trick]
    y = canvas.labelled_cards(labelled, x0, y + 20, TRICK_CARD, PER_ROW, gap=14) + 8
    receiver = view.get("stray_receiver")
    if receiver:
        canvas.text((x0, y), f"Strays go to {name(receiver)}", 17, PALE, max_width=WIDTH - x0 - 20)
    y += 34
    _last(canvas, view, x0, y, name)
    return canvas.png()


def _standings(
    canvas: Canvas, view: Mapping[str, Any], x: float, y: float, name: Callable[[str], str]
) -> None:
    """The final totals, best first."""
    totals = dict(view.get("totals", {}))
    canvas.text((x, y), "Final totals", 20, WHITE)
    ranked = sorted(totals, key=lambda p: -int(totals[p]))
    for i, pid in enumerate(ranked):
        line = f"{i + 1}. {name(pid)}: {totals[pid]} points"
        canvas.text((x, y + 32 + i * 26), line, 18, PALE, max_width=WIDTH - x - 20)


def _trick(view: Mapping[str, Any]) -> list[tuple[str, str | None]]:
    cards: list[tuple[str, str | None]] = []
    if view.get("lead"):
        cards.append((str(view["leader"]), None))
    cards += [(str(p), str(c)) for p, c in view.get("table", [])]
    cards += [(str(p), None) for p in view.get("chosen", [])]
    return cards


def _seat(
    canvas: Canvas,
    view: Mapping[str, Any],
    pid: str,
    name: str,
    x: float,
    y: float,
    turn: bool,
    strategic: bool,
) -> None:
    canvas.panel((x, y, x + SEAT_W, y + SEAT_H), turn)
    tags = []
    if pid == view.get("dealer"):
        tags.append("deals")
    if pid == view.get("leader"):
        tags.append("leads")
    if strategic:
        tags.append("hand known to all")
    known = list(view.get("known", {}).get(pid, []))
    cards_w = min(190, len(known) * (KNOWN_CARD + 4)) if known else 0
    text_w = SEAT_W - 24 - cards_w
    canvas.seat_title(x + 12, y + 19, name, turn, text_w, size=19)
    hand = view.get("hand_sizes", {}).get(pid, 0)
    total = view.get("totals", {}).get(pid, 0)
    this_hand = view.get("hand_points", {}).get(pid, 0)
    facts = [f"{hand} cards", f"{total} pts (+{this_hand})", *tags]
    canvas.text((x + 12, y + 44), " · ".join(facts), 15, MUTED, max_width=text_w)
    if known:
        top = y + (SEAT_H - card_height(KNOWN_CARD)) / 2 - 1
        canvas.cards(known, x + SEAT_W - 10 - cards_w, top, KNOWN_CARD, cards_w, gap=4)


def _last(
    canvas: Canvas, view: Mapping[str, Any], x: float, y: float, name: Callable[[str], str]
) -> None:
    last = view.get("last_trick")
    if last:
        canvas.text((x, y), "Last trick", 18, WHITE)
        cards = [(name(str(p)), str(c)) for p, c in last["cards"]]
        bottom = canvas.labelled_cards(cards, x, y + 16, LAST_CARD, LAST_PER_ROW, gap=5)
        line = f"{name(last['winner'])} takes {cards_text(last['claims'])}"
        if last.get("receiver"):
            line += f"; strays to {name(last['receiver'])}"
        canvas.text((x, bottom + 8), line, 16, PALE, max_width=WIDTH - x - 20)
    elif view.get("draws"):
        canvas.text((x, y), "Draw for dealer", 18, WHITE)
        cards = [(name(str(p)), str(c)) for p, c in view["draws"][-1]]
        bottom = canvas.labelled_cards(cards, x, y + 16, LAST_CARD, LAST_PER_ROW, gap=5)
        canvas.text((x, bottom + 8), f"{name(str(view.get('dealer')))} deals", 16, PALE)


def hand_png(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
) -> bytes:
    """The viewer's hand, with the card they led face down (only they know it)."""
    groups: list[tuple[str, list[str | None]]] = [("", list(view.get("hand", [])))]
    if view.get("your_lead"):
        groups.append(("You led face down", [str(view["your_lead"])]))
    if view.get("your_choice"):
        groups.append(("Your chosen card", [str(view["your_choice"])]))
    return cards_png(hand_title(view, names), groups)
