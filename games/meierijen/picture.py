"""Pictures of a MeieRijen table (the mat with fields A-H laid out as on the
real mat, its cards and pawns, each player's open cards) and of a player's
hand. Pure: view in, PNG bytes out.

The mat is one row, A to G, with the pawn base H under the middle:
A Red penalty (dotted red), B Red draw pile (all red), C red field (♦♥), D mix
field (red and grey), E black field (♠♣), F Blue draw pile (all black), G Blue
penalty (dotted black). The extension's Green and Yellow fields (I, J and K, L)
get a row above, at the same two ends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.card_art import BACK_COLOURS, Colour, card_height
from games.meierijen.phrases import colour_word, rank_word, say, seat_name
from games.message import ENGLISH, Words
from games.table_art import (
    INK,
    MUTED,
    PALE,
    WHITE,
    WIDTH,
    Canvas,
    cards_png,
    hand_title,
    player_name,
)

FIELD_GAP = 8
FIELD_W = (WIDTH - 40 - 6 * FIELD_GAP) / 7
FIELD_H = 184
CARD = 80
OPEN_CARD = 56
BASE_W, BASE_H = 300, 78
SEAT_COLOUR: dict[str, Colour] = {
    "red": (190, 40, 45),
    "blue": (40, 40, 48),
    "green": (30, 120, 60),
    "yellow": (200, 150, 20),
}
SEAT_LIGHT: dict[str, Colour] = {
    "red": (250, 218, 215),
    "blue": (222, 222, 228),
    "green": (210, 238, 215),
    "yellow": (250, 238, 200),
}
PLAY_FIELD: Colour = (246, 242, 230)
MIX_GREY: Colour = (150, 150, 155)
PAWN: dict[str, Colour] = {"white": (250, 250, 250), "grey": (140, 140, 145), "red": (210, 40, 40)}
# Where each seat's penalty and draw fields sit: (row, column) with row 0 the mat.
SEAT_SPOTS = (((0, 0), (0, 1)), ((0, 6), (0, 5)), ((1, 0), (1, 1)), ((1, 6), (1, 5)))


def table_png(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
) -> bytes:
    players = list(view.get("players", []))
    seats = list(view.get("seats", []))
    turn = set(view.get("turn", []))
    extra_row = len(seats) > 2
    mat_y = 60 + (FIELD_H + 16 if extra_row else 0)
    seat_rows = -(-len(seats) // 2)
    seat_h = 74 + card_height(OPEN_CARD) + 14
    base_y = mat_y + FIELD_H + 14
    seats_y = base_y + BASE_H + 18
    canvas = Canvas(WIDTH, seats_y + seat_rows * (seat_h + 10) + 6, words=words)
    head = (
        words.t("MeieRijen · game over")
        if view.get("over")
        else words.t("MeieRijen · turn {n}", n=view.get("turn_no", 0) + 1)
    )
    canvas.text((20, 26), head, 26, WHITE)
    removed = int(view.get("removed", 0))
    canvas.text(
        (WIDTH - 20, 26),
        words.tn("Removed stacks: {n} card", "Removed stacks: {n} cards", removed),
        18,
        PALE,
        anchor="r",
    )
    white = [str(w) for w in view.get("white_pawns", [])]

    def spot(row: int, col: int) -> tuple[float, float]:
        x = 20 + col * (FIELD_W + FIELD_GAP)
        return x, (mat_y if row == 0 else 60)

    for i, seat in enumerate(seats[:4]):
        (pr, pc), (dr, dc) = SEAT_SPOTS[i]
        _penalty_field(canvas, seat, *spot(pr, pc), seat["penalty_field"] in white, words)
        _draw_field(canvas, seat, *spot(dr, dc), seat["draw_field"] in white, words)
    fields = dict(view.get("fields", {}))
    for col, letter in ((2, "C"), (3, "D"), (4, "E")):
        info = fields.get(letter, {})
        _play_field(canvas, letter, info, *spot(0, col), letter in white, words)

    # H, the pawn base, under the mix field: the pawns nobody holds or placed.
    bx = WIDTH / 2 - BASE_W / 2
    canvas.draw.rounded_rectangle(
        (bx, base_y, bx + BASE_W, base_y + BASE_H), radius=12, fill=(60, 60, 66)
    )
    canvas.text((bx + 12, base_y + 16), "H", 18, WHITE)
    home = ["white"] * white.count("H")
    home += [c for c in ("grey", "red") if not view.get(f"{c}_pawn")]
    for i, colour in enumerate(home):
        _pawn(canvas, bx + 70 + i * 52, base_y + BASE_H / 2 + 4, 40, colour)
    if not home:
        out = words.t("all pawns out")
        canvas.text((bx + BASE_W / 2, base_y + BASE_H / 2), out, 16, PALE, anchor="m")

    col_w = (WIDTH - 40 - 12) / 2
    for i, seat in enumerate(seats):
        x = 20 + (i % 2) * (col_w + 12)
        y = seats_y + (i // 2) * (seat_h + 10)
        held = [c for c in ("grey", "red") if view.get(f"{c}_pawn") == seat["player"]]
        playing = seat["player"] in turn
        _seat(canvas, seat, (x, y, col_w, seat_h), playing, held, names, players, view, words)
    return canvas.png()


def _label(canvas: Canvas, x: float, y: float, letter: str, words: str, dark: bool) -> None:
    ink = WHITE if dark else INK
    canvas.text((x + 10, y + 16), letter, 20, ink)
    canvas.text((x + 30, y + 16), words, 13, PALE if dark else MUTED, max_width=FIELD_W - 36)


def _dotted(canvas: Canvas, box: tuple[float, float, float, float], colour: Colour) -> None:
    """The penalty fields' dotted border, as printed on the mat."""
    x0, y0, x1, y1 = box
    step = 9
    for x in range(int(x0) + 6, int(x1) - 4, step):
        canvas.draw.ellipse((x - 2, y0 + 3, x + 2, y0 + 7), fill=colour)
        canvas.draw.ellipse((x - 2, y1 - 7, x + 2, y1 - 3), fill=colour)
    for y in range(int(y0) + 6, int(y1) - 4, step):
        canvas.draw.ellipse((x0 + 3, y - 2, x0 + 7, y + 2), fill=colour)
        canvas.draw.ellipse((x1 - 7, y - 2, x1 - 3, y + 2), fill=colour)


def _card_spot(x: float, y: float) -> tuple[float, float]:
    return x + (FIELD_W - CARD) / 2, y + 40


def _penalty_field(
    canvas: Canvas, seat: Mapping[str, Any], x: float, y: float, pawn: bool, words: Words
) -> None:
    colour = SEAT_COLOUR.get(seat["colour"], INK)
    box = (x, y, x + FIELD_W, y + FIELD_H)
    canvas.draw.rounded_rectangle(box, radius=8, fill=SEAT_LIGHT.get(seat["colour"], PLAY_FIELD))
    _dotted(canvas, box, colour)
    name = words.t("{colour} penalty", colour=colour_word(seat["colour"]))
    _label(canvas, x, y, seat["penalty_field"], name, False)
    pile = list(seat.get("penalty_pile", []))
    cx, cy = _card_spot(x, y)
    if pile:
        # A few cards peek out under the top one, so a big pile looks big.
        for i in range(min(3, len(pile) - 1), 0, -1):
            canvas.card(pile[-1 - i], cx - i * 3, cy - i * 3, CARD)
        canvas.card(pile[-1], cx, cy, CARD)
    else:
        canvas.empty_slot(cx, cy, CARD, colour=MUTED)
    _caption(canvas, x, y, words.tn("{n} card", "{n} cards", len(pile)), False)
    if pawn:
        _pawn(canvas, x + FIELD_W - 22, y + FIELD_H - 40, 34, "white")


def _draw_field(
    canvas: Canvas, seat: Mapping[str, Any], x: float, y: float, pawn: bool, words: Words
) -> None:
    colour = SEAT_COLOUR.get(seat["colour"], INK)
    canvas.draw.rounded_rectangle((x, y, x + FIELD_W, y + FIELD_H), radius=8, fill=colour)
    _label(
        canvas,
        x,
        y,
        seat["draw_field"],
        words.t("{colour} draw", colour=colour_word(seat["colour"])),
        True,
    )
    cx, cy = _card_spot(x, y)
    left = int(seat.get("draw_pile", 0))
    back = seat["colour"] if seat["colour"] != "blue" else "blue"
    for i in range(min(3, left), 0, -1):
        canvas.back(cx - i * 2, cy - i * 2, CARD, back)
    if seat.get("face_up"):
        canvas.card(str(seat["face_up"]), cx, cy, CARD)
    elif not left:
        canvas.empty_slot(cx, cy, CARD, colour=PALE)
    caption = words.t("{n} left", n=left)
    if seat.get("end_phase"):
        caption += " · " + words.t("end phase")
    _caption(canvas, x, y, caption, True)
    if pawn:
        _pawn(canvas, x + FIELD_W - 22, y + FIELD_H - 40, 34, "white")


def _play_field(
    canvas: Canvas,
    letter: str,
    info: Mapping[str, Any],
    x: float,
    y: float,
    pawn: bool,
    words: Words,
) -> None:
    box = (x, y, x + FIELD_W, y + FIELD_H)
    if letter == "D":
        # The mix field is half red, half grey.
        canvas.draw.rounded_rectangle(box, radius=8, fill=MIX_GREY)
        canvas.draw.rounded_rectangle(
            (x, y, x + FIELD_W / 2, y + FIELD_H), radius=8, fill=SEAT_COLOUR["red"]
        )
        canvas.draw.rectangle(
            (x + FIELD_W / 2 - 8, y, x + FIELD_W / 2, y + FIELD_H), fill=SEAT_COLOUR["red"]
        )
        _label(canvas, x, y, "D", words.t("mix"), True)
    else:
        canvas.draw.rounded_rectangle(
            box, radius=8, fill=PLAY_FIELD, outline=(120, 110, 95), width=2
        )
        canvas.text((x + 10, y + 16), letter, 20, INK)
        canvas.text(
            (x + FIELD_W - 10, y + 16), "♦♥" if letter == "C" else "♠♣", 18, INK, anchor="r"
        )
    cx, cy = _card_spot(x, y)
    top = info.get("top")
    dark = letter == "D"
    if top:
        size = int(info.get("size", 1))
        for i in range(min(3, size - 1), 0, -1):
            canvas.back(cx - i * 3, cy - i * 3, CARD, "red" if letter == "C" else "blue")
        canvas.card(str(top), cx, cy, CARD)
        rank = str(info.get("rank") or "")
        natural = str(top)[:-1] if top not in ("XR", "XB") else ""
        caption = words.tn("{n} card", "{n} cards", size)
        if rank and rank != natural:
            caption = words.t("as {rank}", rank=rank_word(rank)) + " · " + caption
        _caption(canvas, x, y, caption, dark)
    else:
        canvas.empty_slot(cx, cy, CARD, colour=WHITE if dark else MUTED)
        _caption(canvas, x, y, words.t("empty"), dark)
    if pawn:
        _pawn(canvas, x + FIELD_W - 22, y + FIELD_H - 40, 34, "white")


def _caption(canvas: Canvas, x: float, y: float, text: str, dark: bool) -> None:
    canvas.text(
        (x + FIELD_W / 2, y + FIELD_H - 14),
        text,
        14,
        WHITE if dark else INK,
        anchor="m",
        max_width=FIELD_W - 8,
    )


def _pawn(canvas: Canvas, x: float, y: float, size: float, colour: str) -> None:
    """A game pawn (head, body, foot) centred on (x, y), `size` tall."""
    fill = PAWN[colour]
    edge = (30, 30, 30)
    s = size / 2
    d = canvas.draw
    d.ellipse((x - s * 0.7, y + s * 0.55, x + s * 0.7, y + s), fill=fill, outline=edge, width=2)
    d.polygon(
        [
            (x - s * 0.32, y - s * 0.3),
            (x + s * 0.32, y - s * 0.3),
            (x + s * 0.58, y + s * 0.75),
            (x - s * 0.58, y + s * 0.75),
        ],
        fill=fill,
        outline=edge,
    )
    d.ellipse((x - s * 0.38, y - s, x + s * 0.38, y - s * 0.24), fill=fill, outline=edge, width=2)


def _seat(
    canvas: Canvas,
    seat: Mapping[str, Any],
    box: tuple[float, float, float, float],
    turn: bool,
    held: Sequence[str],
    names: Mapping[str, str] | None,
    players: list[str],
    view: Mapping[str, Any],
    words: Words,
) -> None:
    x, y, w, h = box
    canvas.panel((x, y, x + w, y + h), turn)
    colour = BACK_COLOURS.get(seat["colour"], INK)
    canvas.draw.ellipse((x + 12, y + 12, x + 28, y + 28), fill=colour)
    name = player_name(seat["player"], names, players, words)
    canvas.seat_title(x + 36, y + 20, name, turn, w - 48 - 44 * len(held))
    for i, pawn in enumerate(held):
        _pawn(canvas, x + w - 24 - i * 40, y + 26, 32, pawn)
    hand = int(seat.get("hand_size", 0))
    penalty = int(seat.get("penalty_points", 0))
    facts = [
        say(seat_name(seat["colour"]), words),
        words.tn("{n} card in hand", "{n} cards in hand", hand),
        words.tn("{n} penalty", "{n} penalty", penalty),
    ]
    result = dict(view.get("result", {})) if view.get("over") else {}
    if seat["player"] in result:
        final = int(result[seat["player"]])
        facts[-1] = words.tn("{n} penalty (final)", "{n} penalty (final)", final)
        if final == min(result.values()):
            facts.append(words.t("winner"))
    canvas.text((x + 12, y + 46), " · ".join(facts), 15, MUTED, max_width=w - 24)
    opens = list(seat.get("open", []))
    canvas.text((x + 12, y + 70), words.t("Open:"), 14, MUTED)
    if opens:
        canvas.cards(opens, x + 60, y + 62, OPEN_CARD, w - 72, gap=6)
    else:
        canvas.text((x + 60, y + 70), words.t("none"), 14, MUTED)


def hand_png(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
) -> bytes:
    return cards_png(
        hand_title(view, names, words), [("", list(view.get("hand", [])))], words=words
    )
