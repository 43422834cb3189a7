"""Pictures of a Mezza table (the pile, the stock, every seat's face-up cards on
their face-down ones) and of a player's hand. Pure: view in, PNG bytes out."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.card_art import card_height
from games.message import ENGLISH, Card, Words, marked
from games.mezza.render import last_line
from games.table_art import (
    MUTED,
    PALE,
    WHITE,
    WIDTH,
    Canvas,
    cards_png,
    hand_title,
    named_text,
    player_name,
)

PILE_SHOWN = 8
PILE_CARD = 92
SEAT_CARD = 58
COLUMNS = 3

HEADS = {
    "exchange": marked("Mezza · exchange"),
    "start": marked("Mezza · start"),
    "play": marked("Mezza · play"),
    "over": marked("Mezza · game over"),
}


def _need(view: Mapping[str, Any], words: Words) -> str:
    if not view.get("pile"):
        return words.t("Empty pile: any card")
    if view.get("lower"):
        need = words.t("Needs 4 or lower")
    elif view.get("in_force"):
        need = words.t("Needs {card} or higher", card=Card(view["in_force"]))
    else:
        need = words.t("Any card")
    return need + (words.t("; a ½ completes the top card") if view.get("open_half") else "")


def table_png(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
) -> bytes:
    players = list(view.get("players", []))
    seats = list(view.get("seats", []))
    turn = set(view.get("turn", []))
    rows = max(1, -(-len(seats) // COLUMNS))
    seat_h = 56 + card_height(SEAT_CARD) + 22
    pile_h = card_height(PILE_CARD)
    top = 300
    canvas = Canvas(WIDTH, top + rows * (seat_h + 12) + 8, words=words)
    phase = str(view.get("phase", ""))
    stage = "over" if view.get("over") else phase
    head = words.t(HEADS[stage]) if stage in HEADS else f"Mezza · {phase}"
    canvas.text((20, 26), head, 26, WHITE)
    canvas.text(
        (WIDTH - 20, 26),
        words.t(
            "Stock {stock} · Burned {burned}",
            stock=view.get("stock", 0),
            burned=view.get("burned", 0),
        ),
        20,
        PALE,
        anchor="r",
    )

    # The pile: its newest cards fanned, the top one whole on the right.
    pile = list(view.get("pile", []))
    shown = pile[-PILE_SHOWN:]
    pile_title = words.tn("Pile · {n} card", "Pile · {n} cards", len(pile))
    canvas.text((20, 66), pile_title, 20, WHITE)
    if shown:
        canvas.cards(shown, 20, 84, PILE_CARD, 520, gap=-PILE_CARD * 0.45)
    else:
        canvas.empty_slot(20, 84, PILE_CARD, words.t("pile"))
    if not view.get("over"):
        canvas.text((20, 84 + pile_h + 20), _need(view, words), 20, WHITE, max_width=600)
    if view.get("stock"):
        for i in range(min(4, int(view["stock"]) // 8 + 1)):
            canvas.back(600 + i * 3, 84 - i * 3, PILE_CARD)
        under = (600 + PILE_CARD / 2 + 5, 84 + pile_h + 20)
        canvas.text(under, words.t("stock"), 18, PALE, anchor="m")
    last = named_text(last_line(view, words), names, players, words)
    if view.get("ranking"):
        places = "  ".join(
            f"{i + 1}. " + ", ".join(player_name(p, names, players, words) for p in group)
            for i, group in enumerate(view["ranking"])
        )
        last = words.t("Result: {places}", places=places)
    if last:
        canvas.text((20, top - 22), last, 18, PALE, max_width=WIDTH - 40)

    col_w = (WIDTH - 40 - (COLUMNS - 1) * 12) / COLUMNS
    for i, seat in enumerate(seats):
        x = 20 + (i % COLUMNS) * (col_w + 12)
        y = top + (i // COLUMNS) * (seat_h + 12)
        exchange = phase == "exchange"
        mine = seat["player"] in turn
        _seat(canvas, seat, x, y, col_w, seat_h, mine, exchange, names, players, words)
    return canvas.png()


def _seat(
    canvas: Canvas,
    seat: Mapping[str, Any],
    x: float,
    y: float,
    w: float,
    h: float,
    turn: bool,
    exchange: bool,
    names: Mapping[str, str] | None,
    players: list[str],
    words: Words,
) -> None:
    canvas.panel((x, y, x + w, y + h), turn)
    name = player_name(seat["player"], names, players, words)
    canvas.seat_title(x + 12, y + 20, name, turn, w - 24)
    if seat.get("out"):
        canvas.text((x + 12, y + 48), words.t("Out · place {place}", place=seat["out"]), 18, MUTED)
        return
    facts = [words.t("{n} in hand", n=seat["hand"])]
    if "stock" in seat:
        facts.append(words.t("stock {n}", n=seat["stock"]))
    if exchange and seat.get("ready"):
        facts.append(words.t("ready"))
    canvas.text((x + 12, y + 46), " · ".join(facts), 16, MUTED, max_width=w - 24)
    # Face-up cards lie on the face-down ones, a little higher so both show.
    up = list(seat.get("up", []))
    down = int(seat.get("down", 0))
    slots = max(len(up), down, 1)
    step = min(SEAT_CARD + 8, (w - 30 - SEAT_CARD) / max(1, slots - 1))
    cx, cy = x + 12, y + 62
    for i in range(down):
        canvas.back(cx + i * step, cy + 12, SEAT_CARD)
    for i, code in enumerate(up):
        canvas.card(code, cx + i * step + 6 * (i < down), cy, SEAT_CARD)


def hand_png(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
) -> bytes:
    """The viewer's hand, with their face-up cards and face-down count below it."""
    you = view.get("you")
    mine = next((s for s in view.get("seats", []) if s["player"] == you), None)
    groups: list[tuple[str, list[str | None]]] = [("", list(view.get("hand", [])))]
    if mine is not None and not mine.get("out"):
        groups.append((words.t("Face up"), list(mine.get("up", []))))
        groups.append((words.t("Face down"), [None] * int(mine.get("down", 0))))
    return cards_png(hand_title(view, names, words), groups, words=words)
