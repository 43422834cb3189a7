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
        return player_name(pid, names, players, words)

    trick = _trick(view)
    trick_rows = max(1, -(-len(trick) // PER_ROW))
    last_rows = max(1, -(-len(players) // LAST_PER_ROW))
    trick_h = trick_rows * (card_height(TRICK_CARD) + 29)
    right_h = 82 + trick_h + 50 + last_rows * (card_height(LAST_CARD) + 26) + 40
    height = max(60 + len(players) * (SEAT_H + 8), right_h) + 12
    canvas = Canvas(WIDTH, height, words=words)
    if view.get("over"):
        head = words.t("Muriel · hand {hand} · game over", hand=view.get("hand_no", 0))
    else:
        head = words.t(
            "Muriel · hand {hand} · trick {trick}",
            hand=view.get("hand_no", 0),
            trick=view.get("trick_no", 0),
        )
    canvas.text((20, 28), head, 26, WHITE)
    target = words.t("to {target} points", target=view.get("target", 0))
    canvas.text((WIDTH - 20, 28), target, 20, PALE, anchor="r")

    strategic = set(view.get("strategic_known", []))
    for i, p in enumerate(players):
        at = 60 + i * (SEAT_H + 8)
        _seat(canvas, view, p, name(p), 20, at, p in turn, p in strategic, words)

    x0, y = RIGHT, 62.0
    if view.get("over"):
        _standings(canvas, view, x0, y, name, words)
        return canvas.png()
    # The trick: the lead face down until everyone has followed.
    canvas.text((x0, y), words.t("On the table"), 20, WHITE)
    if not trick:
        canvas.empty_slot(x0, y + 20, TRICK_CARD, words.t("empty"))
    labelled = [(name(pid), code) for pid, code in trick]
    y = canvas.labelled_cards(labelled, x0, y + 20, TRICK_CARD, PER_ROW, gap=14) + 8
    receiver = view.get("stray_receiver")
    if receiver:
        strays = words.t("Strays go to {player}", player=name(receiver))
        canvas.text((x0, y), strays, 17, PALE, max_width=WIDTH - x0 - 20)
    y += 34
    _last(canvas, view, x0, y, name, words)
    return canvas.png()


def _standings(
    canvas: Canvas,
    view: Mapping[str, Any],
    x: float,
    y: float,
    name: Callable[[str], str],
    words: Words,
) -> None:
    """The final totals, best first."""
    totals = dict(view.get("totals", {}))
    canvas.text((x, y), words.t("Final totals"), 20, WHITE)
    ranked = sorted(totals, key=lambda p: -int(totals[p]))
    for i, pid in enumerate(ranked):
        line = words.tn(
            "{place}. {player}: {n} point",
            "{place}. {player}: {n} points",
            int(totals[pid]),
            place=i + 1,
            player=name(pid),
        )
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
    words: Words,
) -> None:
    canvas.panel((x, y, x + SEAT_W, y + SEAT_H), turn)
    tags = []
    if pid == view.get("dealer"):
        tags.append(words.t("deals"))
    if pid == view.get("leader"):
        tags.append(words.t("leads"))
    if strategic:
        tags.append(words.t("hand known to all"))
    known = list(view.get("known", {}).get(pid, []))
    cards_w = min(190, len(known) * (KNOWN_CARD + 4)) if known else 0
    text_w = SEAT_W - 24 - cards_w
    canvas.seat_title(x + 12, y + 19, name, turn, text_w, size=19)
    hand = view.get("hand_sizes", {}).get(pid, 0)
    total = view.get("totals", {}).get(pid, 0)
    this_hand = view.get("hand_points", {}).get(pid, 0)
    facts = [
        words.tn("{n} card", "{n} cards", hand),
        words.tn("{n} pt (+{gained})", "{n} pts (+{gained})", total, gained=this_hand),
        *tags,
    ]
    canvas.text((x + 12, y + 44), " · ".join(facts), 15, MUTED, max_width=text_w)
    if known:
        top = y + (SEAT_H - card_height(KNOWN_CARD)) / 2 - 1
        canvas.cards(known, x + SEAT_W - 10 - cards_w, top, KNOWN_CARD, cards_w, gap=4)


def _last(
    canvas: Canvas,
    view: Mapping[str, Any],
    x: float,
    y: float,
    name: Callable[[str], str],
    words: Words,
) -> None:
    last = view.get("last_trick")
    if last:
        canvas.text((x, y), words.t("Last trick"), 18, WHITE)
        cards = [(name(str(p)), str(c)) for p, c in last["cards"]]
        bottom = canvas.labelled_cards(cards, x, y + 16, LAST_CARD, LAST_PER_ROW, gap=5)
        winner, claims = name(last["winner"]), cards_text(last["claims"], words)
        if last.get("receiver"):
            line = words.t(
                "{player} takes {cards}; strays to {receiver}",
                player=winner,
                cards=claims,
                receiver=name(last["receiver"]),
            )
        else:
            line = words.t("{player} takes {cards}", player=winner, cards=claims)
        canvas.text((x, bottom + 8), line, 16, PALE, max_width=WIDTH - x - 20)
    elif view.get("draws"):
        canvas.text((x, y), words.t("Draw for dealer"), 18, WHITE)
        cards = [(name(str(p)), str(c)) for p, c in view["draws"][-1]]
        bottom = canvas.labelled_cards(cards, x, y + 16, LAST_CARD, LAST_PER_ROW, gap=5)
        dealer = words.t("{player} deals", player=name(str(view.get("dealer"))))
        canvas.text((x, bottom + 8), dealer, 16, PALE)


def hand_png(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
) -> bytes:
    """The viewer's hand, with the card they led face down (only they know it)."""
    groups: list[tuple[str, list[str | None]]] = [("", list(view.get("hand", [])))]
    if view.get("your_lead"):
        groups.append((words.t("You led face down"), [str(view["your_lead"])]))
    if view.get("your_choice"):
        groups.append((words.t("Your chosen card"), [str(view["your_choice"])]))
    return cards_png(hand_title(view, names, words), groups, words=words)
