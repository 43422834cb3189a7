"""A PNG picture of a Kruizkeezen view (Pillow). Pure: view in, PNG bytes out.

Layout: the 64 track fields on a circle, T0 (seat 1's start) at the bottom and
the track running clockwise; each seat's home lane runs from its start place
towards the centre; the four arms of the cross run from the gates (mid-quarter)
to the centre spot M; bases sit outside the ring next to each start place.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.card_art import font
from games.message import ENGLISH, Words
from games.table_art import (
    TURN_EDGE,
    TURN_FILL,
    Canvas,
    cards_png,
    cards_text,
    hand_title,
    player_name,
    text_width,
)

# Partners share a hue family: seats 1+3 warm, seats 2+4 cool.
SEAT_COLOURS = ((214, 48, 49), (9, 132, 227), (230, 140, 20), (0, 160, 150))
SEAT_LIGHT = ((250, 205, 205), (200, 225, 250), (252, 228, 190), (195, 238, 232))
BOARD = (245, 235, 215)
FIELD = (255, 255, 255)
LINE = (90, 80, 70)
HIGHLIGHT = (255, 200, 0)
TEXT = (40, 35, 30)
CROSS_FIELD = (235, 225, 250)
CROSS_EDGE = (120, 80, 170)
CROSS_CENTRE = (220, 205, 245)
LAST_FROM = (200, 120, 0)


def _centres(size: int, arm_length: int, gate_offset: int) -> dict[int, tuple[float, float]]:
    """Pixel centre of every field number used by the engine."""
    c = size / 2
    radius = size * 0.40
    out: dict[int, tuple[float, float]] = {}
    for i in range(64):
        a = math.radians(90 + i * 360 / 64)
        out[i] = (c + radius * math.cos(a), c + radius * math.sin(a))
    step = radius / 7.2
    for colour in range(4):
        a = math.radians(90 + colour * 90)
        for i in range(4):
            r = radius - step * (i + 1.15)
            out[64 + 4 * colour + i] = (c + r * math.cos(a), c + r * math.sin(a))
    for q in range(4):
        gx, gy = out[16 * q + gate_offset]
        for j in range(1, arm_length + 1):
            t = j / (arm_length + 1)
            out[80 + q * arm_length + j - 1] = (gx + (c - gx) * t, gy + (c - gy) * t)
    out[80 + 4 * arm_length] = (c, c)
    return out


def _base_slots(size: int, colour: int) -> list[tuple[float, float]]:
    c = size / 2
    a = math.radians(90 + colour * 90 - 14)
    r = size * 0.465
    bx, by = c + r * math.cos(a), c + r * math.sin(a)
    d = size * 0.022
    return [(bx - d, by - d), (bx + d, by - d), (bx - d, by + d), (bx + d, by + d)]


def _disc(
    draw: ImageDraw.ImageDraw,
    p: tuple[float, float],
    r: float,
    fill: Any,
    outline: Any,
    width: int = 1,
) -> None:
    x, y = p
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=outline, width=width)


@lru_cache(maxsize=8)
def _empty_board(size: int, arm: int, gate: int, cross: bool) -> Image.Image:
    """Track, homes, bases, cross and field numbers: the same in every picture
    of a board, so drawn once."""
    img = Image.new("RGB", (size, size), BOARD)
    draw = ImageDraw.Draw(img)
    pos = _centres(size, arm, gate)
    fr = size * 0.0165  # field radius
    small = font(max(9, size // 70))
    label_font = font(max(10, size // 55))

    def disc(p: tuple[float, float], r: float, fill: Any, outline: Any, width: int = 1) -> None:
        _disc(draw, p, r, fill, outline, width)

    # Lines first so the fields sit on top of them.
    ring = [pos[i] for i in range(64)]
    draw.line([*ring, ring[0]], fill=LINE, width=max(1, size // 400))
    if cross:
        for q in range(4):
            draw.line([pos[16 * q + gate], pos[80 + 4 * arm]], fill=LINE, width=max(1, size // 400))
    for colour in range(4):
        draw.line([pos[16 * colour], pos[64 + 4 * colour + 3]], fill=SEAT_COLOURS[colour], width=2)

    for i in range(64):
        if i % 16 == 0:
            disc(pos[i], fr * 1.25, SEAT_LIGHT[i // 16], SEAT_COLOURS[i // 16], 3)
        elif cross and i % 16 == gate:
            disc(pos[i], fr * 1.1, CROSS_FIELD, CROSS_EDGE, 3)
        else:
            disc(pos[i], fr, FIELD, LINE)
    for colour in range(4):
        for i in range(4):
            disc(pos[64 + 4 * colour + i], fr, SEAT_LIGHT[colour], SEAT_COLOURS[colour], 2)
        for slot in _base_slots(size, colour):
            disc(slot, fr * 0.9, SEAT_LIGHT[colour], SEAT_COLOURS[colour], 1)
    if cross:
        for f in range(80, 80 + 4 * arm):
            disc(pos[f], fr, CROSS_FIELD, CROSS_EDGE, 2)
        disc(pos[80 + 4 * arm], fr * 1.4, CROSS_CENTRE, CROSS_EDGE, 3)
        draw.text(pos[80 + 4 * arm], "M", fill=TEXT, font=label_font, anchor="mm")

    # Field numbers every fourth field, outside the ring.
    c = size / 2
    for i in range(0, 64, 4):
        a = math.radians(90 + i * 360 / 64)
        r = size * 0.40 + fr * 2.3
        draw.text(
            (c + r * math.cos(a), c + r * math.sin(a)), str(i), fill=TEXT, font=small, anchor="mm"
        )
    return img


def board_png(
    view: Mapping[str, Any],
    size: int = 800,
    names: Mapping[str, str] | None = None,
    words: Words = ENGLISH,
) -> bytes:
    """Draw the board of `view` (track, cross, homes, bases, pawns, last move).

    `names` maps player ids to what people call them (Discord display names),
    since ids alone mean nothing on a picture.
    """
    named = dict(names or {})
    board = view.get("board", {})
    arm = int(board.get("arm_length", 3))
    gate = int(board.get("gate_offset", 8))
    cross = bool(board.get("cross", True))
    flat = (
        *SEAT_COLOURS,
        *SEAT_LIGHT,
        FIELD,
        LINE,
        HIGHLIGHT,
        TEXT,
        CROSS_FIELD,
        CROSS_EDGE,
        CROSS_CENTRE,
        LAST_FROM,
    )
    canvas = Canvas(size, size, BOARD, flat, words=words)
    canvas.image.paste(_empty_board(size, arm, gate, cross))
    draw = canvas.draw
    pos = _centres(size, arm, gate)
    fr = size * 0.0165  # field radius
    small = max(9, size // 70)
    pawn_size = max(9, int(fr * 1.05))
    c = size / 2

    def disc(p: tuple[float, float], r: float, fill: Any, outline: Any, width: int = 1) -> None:
        _disc(draw, p, r, fill, outline, width)

    # The last move: its path ringed, the field it came from marked hollow.
    last = view.get("last") or {}
    for seg in last.get("segments", []):
        for f in seg.get("path", []):
            if f in pos:
                disc(pos[f], fr * 1.5, None, HIGHLIGHT, max(3, size // 200))
        start = seg.get("from", -1)
        if isinstance(start, int) and start in pos:
            disc(pos[start], fr * 1.5, None, LAST_FROM, max(2, size // 300))

    pawns = view.get("pawns", [])
    in_base: dict[int, int] = {}
    for pw in pawns:
        seat = int(pw["seat"])
        p = int(pw["pos"])
        if p < 0:
            slot = _base_slots(size, seat)[in_base.get(seat, 0) % 4]
            in_base[seat] = in_base.get(seat, 0) + 1
            centre = slot
            r = fr * 0.85
        elif p in pos:
            centre = pos[p]
            r = fr * 0.95
        else:
            continue
        disc(centre, r, SEAT_COLOURS[seat], (20, 20, 20), 2)
        canvas.text(centre, str(pw["pawn"])[1:], pawn_size, FIELD, anchor="m")
        heading = pw.get("heading")
        if heading and p in pos:
            above = (centre[0], centre[1] - r * 1.9)
            shown = words.t("in") if heading == "in" else words.t("out")
            canvas.text(above, shown, small, TEXT, anchor="m")

    # Seat names by their start places; the seats the table waits on glow.
    players = list(view.get("players", []))
    turn = set(view.get("turn", []))
    sizes = list(view.get("hand_sizes", []))
    label_size = max(10, size // 55)
    for seat, pid in enumerate(players[:4]):
        a = math.radians(90 + seat * 90 + 12)
        r = size * 0.465
        text = f"{seat + 1}: {player_name(pid, named, players, words)[:14]}"
        if seat < len(sizes):
            held = int(sizes[seat])
            text += " · " + words.tn("{n} card", "{n} cards", held)
        half = text_width(text, label_size) / 2 + label_size * 0.6
        x = min(max(c + r * math.cos(a), half + label_size * 2), size - half - 4)
        y = c + r * math.sin(a)
        box = (x - half, y - label_size, x + half, y + label_size)
        if pid in turn:
            box = (box[0] - label_size * 1.4, *box[1:])
            draw.rounded_rectangle(
                box, radius=label_size, fill=TURN_FILL, outline=TURN_EDGE, width=3
            )
            canvas.turn_marker(x - half - label_size * 0.5, y, label_size * 0.9)
        else:
            draw.rounded_rectangle(box, radius=label_size, fill=BOARD, outline=SEAT_COLOURS[seat])
        canvas.text((x, y), text, label_size, SEAT_COLOURS[seat], anchor="m")
    if last.get("move"):
        seat = int(last["seat"])
        who = player_name(players[seat], named, players, words) if seat < len(players) else ""
        # The move as typed (the same in every language), its card in the reader's letters.
        move = str(last["move"])
        if last.get("card"):
            move = move.replace(str(last["card"]), cards_text([str(last["card"])], words), 1)
            canvas.card(str(last["card"]), size * 0.02, size * 0.045, max(30, size // 20))
        line = words.t("Last: {player} {move}", player=who[:14], move=move)
        canvas.text((size * 0.02, size * 0.025), line, label_size, TEXT)
    if view.get("deal") is not None:
        deal = words.t(
            "shuffle {shuffle} · subround {subround}",
            shuffle=int(view["deal"]),
            subround=int(view.get("subround") or 0),
        )
        canvas.text((size * 0.98, size * 0.025), deal, label_size, TEXT, anchor="r")
    return canvas.png()


def hand_png(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
) -> bytes:
    title = hand_title(view, names, words)
    return cards_png(title, [("", list(view.get("hand", [])))], words=words)


def table_png(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
) -> bytes:
    return board_png(view, names=names, words=words)
