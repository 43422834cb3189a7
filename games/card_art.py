"""Playing cards drawn with Pillow: faces, backs, suit marks and the Mezza deck.

Everything here is a pure function of its arguments, cached, so each face is
drawn once per size and then only pasted. Returned images are shared: callers
paste them and never draw on them.

Pillow's bundled font has no suit symbols and no ½, so suits are drawn as
shapes and ½ as a small stacked fraction. Cards are drawn at three times their
size and scaled down, which gives smooth edges without an anti-aliasing library.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

Colour = tuple[int, int, int]
Font = ImageFont.FreeTypeFont | ImageFont.ImageFont

RED: Colour = (200, 30, 40)
BLACK: Colour = (25, 25, 30)
FACE: Colour = (252, 252, 248)
EDGE: Colour = (120, 120, 125)
SHADOW = (0, 0, 0, 70)
BACK_COLOURS: dict[str, Colour] = {
    "blue": (35, 70, 150),
    "red": (170, 35, 40),
    "green": (30, 120, 60),
    "yellow": (200, 150, 20),
}
SUIT_LETTERS = "cdhs"
SYMBOL_SUITS = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}
# Mezza has its own deck without suits: colour families make ranks easy to tell apart.
MEZZA_COLOURS: dict[str, Colour] = {
    "1/2": (190, 140, 0),
    "0": (90, 100, 110),
    "1": (30, 130, 70),
    "2": (30, 130, 70),
    "3": (30, 130, 70),
    "3.5": (125, 60, 160),
    "4": (30, 90, 180),
    "5": (30, 90, 180),
    "6": (30, 90, 180),
    "6.5": (125, 60, 160),
    "7": (210, 90, 20),
    "8": (210, 90, 20),
    "9": (210, 90, 20),
    "9.5": (125, 60, 160),
    "10": (200, 30, 40),
}
SCALE = 3  # drawn this many times larger, then scaled down
SHADOW_OFFSET = 2


@lru_cache(maxsize=64)
def font(size: int) -> Font:
    """Pillow's bundled scalable font (Aileron) at `size` pixels."""
    return ImageFont.load_default(size=max(6, size))


def card_height(width: int) -> int:
    return round(width * 1.4)


def is_red(code: str) -> bool:
    return code == "XR" or (code not in ("XR", "XB") and code[-1:] in ("d", "h"))


# ------------------------------------------------------------------ suit marks


def draw_suit(
    draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, suit: str, fill: Colour
) -> None:
    """A suit symbol as shapes, `size` pixels tall, centred on (cx, cy)."""
    s = size / 2
    if suit == "d":
        draw.polygon(
            [(cx, cy - s), (cx + s * 0.78, cy), (cx, cy + s), (cx - s * 0.78, cy)], fill=fill
        )
    elif suit == "h":
        r = s * 0.52
        for dx in (-r * 0.92, r * 0.92):
            draw.ellipse(
                (cx + dx - r, cy - s * 0.95, cx + dx + r, cy - s * 0.95 + 2 * r), fill=fill
            )
        draw.polygon(
            [(cx - s * 0.97, cy - s * 0.35), (cx + s * 0.97, cy - s * 0.35), (cx, cy + s)],
            fill=fill,
        )
    elif suit == "s":
        r = s * 0.5
        for dx in (-r * 0.9, r * 0.9):
            draw.ellipse(
                (cx + dx - r, cy - s * 0.05 - r, cx + dx + r, cy - s * 0.05 + r), fill=fill
            )
        draw.polygon(
            [(cx - s * 0.93, cy + s * 0.05), (cx + s * 0.93, cy + s * 0.05), (cx, cy - s)],
            fill=fill,
        )
        draw.polygon(
            [(cx, cy + s * 0.1), (cx + s * 0.32, cy + s), (cx - s * 0.32, cy + s)], fill=fill
        )
    elif suit == "c":
        r = s * 0.42
        for ox, oy in ((0.0, -s * 0.52), (-s * 0.5, s * 0.1), (s * 0.5, s * 0.1)):
            draw.ellipse((cx + ox - r, cy + oy - r, cx + ox + r, cy + oy + r), fill=fill)
        draw.polygon(
            [(cx, cy - s * 0.2), (cx + s * 0.32, cy + s), (cx - s * 0.32, cy + s)], fill=fill
        )


def draw_star(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill: Colour) -> None:
    import math

    outer, inner = size / 2, size / 5
    points = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = math.radians(-90 + i * 36)
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    draw.polygon(points, fill=fill)


@lru_cache(maxsize=256)
def suit_mark(suit: str, size: int, fill: Colour | None = None) -> Image.Image:
    """A smooth suit symbol (RGBA, transparent around it), for pasting beside text."""
    colour = fill or (RED if suit in ("d", "h") else BLACK)
    big = Image.new("RGBA", (size * SCALE, size * SCALE), (0, 0, 0, 0))
    half = size * SCALE / 2
    draw_suit(ImageDraw.Draw(big), half, half, size * SCALE * 0.92, suit, colour)
    return big.reduce(SCALE)


# ----------------------------------------------------------------- fractions


def value_width(text: str, size: int) -> float:
    """How wide `draw_value` draws a Mezza value ("3.5", "1/2", "10") at `size`."""
    whole, half = _split_half(text)
    width = font(size).getlength(whole) if whole else 0.0
    return width + (_fraction_width(size) if half else 0.0)


def draw_value(
    draw: ImageDraw.ImageDraw, x: float, y: float, text: str, size: int, fill: Colour
) -> None:
    """Draw a number that may end in a half ("3.5" as 3½, "1/2" as ½) from its left
    edge x, vertically centred on y."""
    whole, half = _split_half(text)
    if whole:
        draw.text((x, y), whole, font=font(size), fill=fill, anchor="lm")
        x += font(size).getlength(whole)
    if half:
        _draw_fraction(draw, x, y, size, fill)


def _split_half(text: str) -> tuple[str, bool]:
    if text in ("1/2", "½"):
        return "", True
    if text.endswith((".5", "½")):
        return text.removesuffix(".5").removesuffix("½"), True
    return text, False


def _fraction_width(size: int) -> float:
    return size * 0.62


def _draw_fraction(draw: ImageDraw.ImageDraw, x: float, y: float, size: int, fill: Colour) -> None:
    small = font(max(6, round(size * 0.5)))
    w = _fraction_width(size)
    draw.text((x + w * 0.3, y - size * 0.2), "1", font=small, fill=fill, anchor="mm")
    draw.text((x + w * 0.72, y + size * 0.24), "2", font=small, fill=fill, anchor="mm")
    line = max(1, round(size / 14))
    draw.line((x + w * 0.12, y + size * 0.4, x + w * 0.9, y - size * 0.4), fill=fill, width=line)


# ------------------------------------------------------------------ the cards


def _blank(width: int, fill: Colour, outline: Colour) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    w, h = width * SCALE, card_height(width) * SCALE
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    draw.rounded_rectangle(
        (0, 0, w - 1, h - 1), radius=w * 0.09, fill=fill, outline=outline, width=SCALE * 2
    )
    return img, draw


def _finish(big: Image.Image, width: int) -> Image.Image:
    """Scale down and lay the card on its soft shadow."""
    w, h = width, card_height(width)
    # A box filter is exact for a whole factor and several times faster than Lanczos.
    card = big.reduce(SCALE)
    out = Image.new("RGBA", (w + SHADOW_OFFSET, h + SHADOW_OFFSET), (0, 0, 0, 0))
    shadow = Image.new("RGBA", (w, h), SHADOW)
    out.paste(shadow, (SHADOW_OFFSET, SHADOW_OFFSET), card)
    out.alpha_composite(card)
    return out


@lru_cache(maxsize=512)
def card_face(code: str, width: int, letters: tuple[tuple[str, str], ...] = ()) -> Image.Image:
    """The face of a standard card (`7h`, `10s`, `Qd`, `XR`) or a Mezza card (`3.5`).

    `letters` writes ranks in the reader's language: `(("J", "B"), ("Q", "V"),
    ("K", "H"))` gives Dutch faces (boer, vrouw, heer). A tuple, so faces cache.
    """
    if code in MEZZA_COLOURS:
        return _mezza_face(code, width)
    if code in ("XR", "XB"):
        return _joker_face(code, width)
    rank, suit = code[:-1], code[-1]
    shown = dict(letters).get(rank, rank)
    colour = RED if suit in ("d", "h") else BLACK
    big, draw = _blank(width, FACE, EDGE)
    w, h = big.size
    corner = round(w * 0.27)
    rank_font = font(corner)
    # The corner index: rank and a small suit, repeated upside down at the bottom.
    index = Image.new("RGBA", (round(w * 0.28), round(w * 0.56)), (0, 0, 0, 0))
    idraw = ImageDraw.Draw(index)
    iw = index.size[0]
    condensed = rank == "10"
    if condensed:
        # Two digits side by side are too wide for the corner; squeeze them.
        wide = Image.new("RGBA", (round(rank_font.getlength("10")) + 4, corner + 8), (0, 0, 0, 0))
        ImageDraw.Draw(wide).text((2, 0), "10", font=rank_font, fill=colour)
        wide = wide.resize((round(iw * 0.95), wide.size[1]), Image.Resampling.LANCZOS)
        index.alpha_composite(wide, (0, round(w * 0.02)))
    else:
        idraw.text((iw / 2, w * 0.02), shown, font=rank_font, fill=colour, anchor="mt")
    draw_suit(idraw, iw / 2, w * 0.42, w * 0.18, suit, colour)
    pad = round(w * 0.03)
    big.alpha_composite(index, (pad, pad))
    flipped = index.rotate(180)
    big.alpha_composite(flipped, (w - iw - pad, h - index.size[1] - pad))
    if rank in ("J", "Q", "K"):
        # Court cards: a tinted frame with the letter, so they stand out from pips.
        box = (w * 0.33, h * 0.2, w * 0.67, h * 0.8)
        tint = (252, 236, 236) if colour == RED else (232, 236, 248)
        draw.rounded_rectangle(box, radius=w * 0.05, fill=tint, outline=colour, width=SCALE)
        draw.text((w / 2, h * 0.42), shown, font=font(round(w * 0.32)), fill=colour, anchor="mm")
        draw_suit(draw, w / 2, h * 0.64, w * 0.2, suit, colour)
    else:
        size = w * (0.5 if rank == "A" else 0.4)
        draw_suit(draw, w / 2, h / 2, size, suit, colour)
    return _finish(big, width)


def _joker_face(code: str, width: int) -> Image.Image:
    colour = RED if code == "XR" else BLACK
    big, draw = _blank(width, FACE, EDGE)
    w, h = big.size
    draw_star(draw, w * 0.2, w * 0.2, w * 0.26, colour)
    draw_star(draw, w * 0.8, h - w * 0.2, w * 0.26, colour)
    draw_star(draw, w / 2, h * 0.44, w * 0.5, colour)
    draw.text((w / 2, h * 0.72), "JOKER", font=font(round(w * 0.17)), fill=colour, anchor="mm")
    return _finish(big, width)


def _mezza_face(code: str, width: int) -> Image.Image:
    colour = MEZZA_COLOURS[code]
    big, draw = _blank(width, FACE, EDGE)
    w, h = big.size
    inset = w * 0.07
    draw.rounded_rectangle(
        (inset, inset, w - inset, h - inset), radius=w * 0.06, outline=colour, width=SCALE * 3
    )
    corner = round(w * 0.27)
    draw_value(draw, w * 0.13, h * 0.135, code, corner, colour)
    # The bottom corner reads upside down, as on a real card.
    tile = Image.new("RGBA", (round(w * 0.6), round(corner * 1.4)), (0, 0, 0, 0))
    draw_value(ImageDraw.Draw(tile), 0, tile.size[1] / 2, code, corner, colour)
    at = (round(w * 0.87 - tile.size[0]), round(h * 0.865 - tile.size[1] / 2))
    big.alpha_composite(tile.rotate(180), at)
    size = round(w * (0.62 if code == "1/2" else 0.5 if len(code) < 3 else 0.4))
    vw = value_width(code, size)
    draw_value(draw, (w - vw) / 2, h / 2, code, size, colour)
    return _finish(big, width)


@lru_cache(maxsize=32)
def card_back(width: int, colour: str = "blue") -> Image.Image:
    """A face-down card: a coloured lattice inside a white border."""
    base = BACK_COLOURS.get(colour, BACK_COLOURS["blue"])
    big, _ = _blank(width, (255, 255, 255), EDGE)
    w, h = big.size
    m = round(w * 0.08)
    iw, ih = w - 2 * m, h - 2 * m
    inner = Image.new("RGBA", (iw, ih), base)
    draw = ImageDraw.Draw(inner)
    light = (min(255, base[0] + 60), min(255, base[1] + 60), min(255, base[2] + 60))
    step = w / 5
    x = -float(ih)
    while x < iw:
        draw.line((x, 0, x + ih, ih), fill=light, width=SCALE)
        draw.line((x + ih, 0, x, ih), fill=light, width=SCALE)
        x += step
    mask = Image.new("L", (iw, ih), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, iw - 1, ih - 1), radius=w * 0.05, fill=255)
    big.paste(inner, (m, m), mask)
    return _finish(big, width)
