"""What every game's table and hand pictures share: the felt, seat panels, names,
the turn marker, text with suit symbols, rows of cards and the PNG encoding.

Pure: a picture is a function of the view and the names; nothing here reads a
clock or a file. Player ids never reach the picture: `player_name` turns an id
into the name people know, and `named_text` does the same for the `<@id>`
mentions that engines write into their texts.
"""

from __future__ import annotations

import io
import re
import unicodedata
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from games.card_art import (
    BACK_COLOURS,
    BLACK,
    EDGE,
    FACE,
    MEZZA_COLOURS,
    RED,
    SYMBOL_SUITS,
    Colour,
    card_back,
    card_face,
    card_height,
    draw_value,
    font,
    suit_mark,
    value_width,
)
from games.message import ENGLISH, Words, card_text

FELT: Colour = (28, 102, 66)
FELT_DARK: Colour = (20, 78, 50)
PANEL: Colour = (246, 242, 230)
PANEL_EDGE: Colour = (190, 180, 160)
TURN_FILL: Colour = (255, 236, 160)
TURN_EDGE: Colour = (235, 150, 0)
INK: Colour = (35, 35, 40)
MUTED: Colour = (105, 100, 95)
WHITE: Colour = (255, 255, 255)
PALE: Colour = (205, 230, 212)
LIGHT_RED: Colour = (255, 130, 130)

WIDTH = 960
# zlib level 3 draws a table in a third of the time of level 6, for a file about 10% larger.
COMPRESSION = 3
_MENTION = re.compile(r"<@!?([^>\s]+)>")
# Characters the bundled font lacks that do not decompose into ones it has.
_PLAIN = str.maketrans(
    {
        "ß": "ss",
        "æ": "ae",
        "Æ": "AE",
        "œ": "oe",
        "Œ": "OE",
        "ø": "o",
        "Ø": "O",
        "ł": "l",
        "Ł": "L",
        "đ": "d",
        "Đ": "D",
        "þ": "th",
        "Þ": "Th",
        "ı": "i",
        "—": "-",
        "–": "-",
        "‘": "'",
        "’": "'",
        "“": '"',
        "”": '"',
        "→": "->",
        "…": "...",
        "×": "x",
        "•": "·",
        "▶": ">",
        "🃏": "Joker ",
    }
)
_SYMBOLS = {suit: symbol for symbol, suit in SYMBOL_SUITS.items()}
_SPECIAL = re.compile(r"([♣♦♥♠€]|\d*½)")


# -------------------------------------------------------------------- names


def player_name(
    pid: str,
    names: Mapping[str, str] | None,
    players: Sequence[str] = (),
    words: Words = ENGLISH,
) -> str:
    """The name a picture shows for a player id; never the id itself.

    A name that is itself mention text is ignored: Discord does not render
    mentions inside pictures, so `<@id>` would show as raw digits. So is a name
    the bundled font cannot write at all (another script, only emoji).
    """
    given = drawable((names or {}).get(pid) or "")
    if any(ch.isascii() and ch.isalnum() for ch in given) and not _MENTION.search(given):
        return given
    if pid.startswith("ai:"):
        return words.t("Computer {n}", n=pid.partition(":")[2])
    if pid in players:
        return words.t("Player {n}", n=list(players).index(pid) + 1)
    return words.t("Player")


def drawable(text: str) -> str:
    """`text` in letters the bundled font has: accents dropped (Chloé: Chloe),
    ligatures and special letters spelled out, known punctuation made plain.

    The font Pillow ships covers ASCII only, and pictures may not depend on
    fonts installed on the machine.
    """
    if text.isascii():
        return text
    folded = unicodedata.normalize("NFKD", text.translate(_PLAIN))
    return "".join(ch for ch in folded if not unicodedata.combining(ch))


def named_text(
    text: str,
    names: Mapping[str, str] | None,
    players: Sequence[str] = (),
    words: Words = ENGLISH,
) -> str:
    """An engine text with each `<@id>` replaced by that player's name."""
    return _MENTION.sub(lambda m: player_name(m.group(1), names, players, words), text)


def cards_text(cards: Sequence[str], words: Words = ENGLISH) -> str:
    """Cards in words for a picture: 7♥ Q♠ 3½, jokers spelled out (no emoji glyph)."""
    jokers = {"XR": words.t("red joker"), "XB": words.t("black joker")}
    shown = [jokers.get(c) or card_text(c.replace("1/2", "½"), words) for c in cards]
    return " ".join(s.replace(".5", "½") for s in shown) or words.t("nothing")


def money_text(cents: int, words: Words = ENGLISH) -> str:
    """Euro cents as people write money: €0.30, -€1.05 (€ 0,30 in Dutch)."""
    return words.money(cents, False)


# --------------------------------------------------------------------- text


@lru_cache(maxsize=4096)
def _pieces(text: str) -> tuple[str, ...]:
    """Plain runs (made drawable) and the suit symbols, euro signs and halves
    that are drawn as shapes."""
    return tuple(p if _SPECIAL.fullmatch(p) else drawable(p) for p in _SPECIAL.split(text) if p)


@lru_cache(maxsize=4096)
def text_width(text: str, size: int) -> float:
    """How wide `Canvas.text` draws `text` (suit symbols and ½ included)."""
    total = 0.0
    for piece in _pieces(text):
        if piece in SYMBOL_SUITS:
            total += size * 0.8
        elif piece == "€":
            total += font(size).getlength("C") + size * 0.12
        elif piece.endswith("½"):
            total += value_width(piece, size)
        else:
            total += _glyphs(piece, size)[3]
    return total


@lru_cache(maxsize=1024)
def fit(text: str, size: int, max_width: float) -> str:
    """`text` cut with an ellipsis so that it fits `max_width`."""
    if text_width(text, size) <= max_width:
        return text
    while text and text_width(text + "...", size) > max_width:
        text = text[:-1]
    return text.rstrip() + "..."


@lru_cache(maxsize=4096)
def _glyphs(text: str, size: int) -> tuple[Image.Image, int, int, float]:
    """`text` rendered once as a coverage mask, with its offset from the point
    it is anchored on (left edge, vertical middle) and its advance width: names
    and labels repeat from one picture of a table to the next, and rendering
    is the slow part."""
    left, top, right, bottom = (int(v) for v in font(size).getbbox(text, anchor="lm"))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=font(size), fill=255, anchor="lm")
    return mask, left, top, font(size).getlength(text)


def _suit_ink(symbol: str, text_colour: Colour) -> Colour | None:
    """Suit colours that stay visible: on light text (so a dark ground), black
    suits take the text's colour and red suits a lighter red."""
    if sum(text_colour) < 450:
        return None
    return LIGHT_RED if symbol in "♦♥" else text_colour


class Canvas:
    """One picture being drawn: the felt, and helpers that place things on it."""

    def __init__(
        self,
        width: int,
        height: int,
        background: Colour = FELT,
        colours: tuple[Colour, ...] = (),
        words: Words = ENGLISH,
    ) -> None:
        """`colours` are a game's own flat colours, kept exact in the PNG; `words`
        the reader's language, whose rank letters the card faces show."""
        self.colours = (background, *colours)
        self.letters = tuple(sorted(words.ranks.items()))
        self.image = Image.new("RGB", (width, height), background)
        self.draw = ImageDraw.Draw(self.image)
        self.width = width
        self.height = height

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        size: int,
        fill: Colour = INK,
        anchor: str = "l",
        max_width: float | None = None,
    ) -> float:
        """Draw one line, vertically centred on xy[1]; `anchor` is l, m or r.

        Suit symbols become suit shapes and ½ a stacked fraction, since the
        bundled font has neither. Returns the right edge of the text.
        """
        if max_width is not None:
            text = fit(text, size, max_width)
        x, y = xy
        width = text_width(text, size)
        if anchor == "m":
            x -= width / 2
        elif anchor == "r":
            x -= width
        for piece in _pieces(text):
            if piece in SYMBOL_SUITS:
                mark = suit_mark(SYMBOL_SUITS[piece], round(size * 0.75), _suit_ink(piece, fill))
                self.image.paste(mark, (round(x + size * 0.03), round(y - size * 0.36)), mark)
                x += size * 0.8
            elif piece == "€":
                x = self._euro(x, y, size, fill)
            elif piece.endswith("½"):
                draw_value(self.draw, x, y, piece, size, fill)
                x += value_width(piece, size)
            else:
                mask, left, top, advance = _glyphs(piece, size)
                self.image.paste(fill, (round(x) + left, round(y) + top), mask)
                x += advance
        return x

    def _euro(self, x: float, y: float, size: int, fill: Colour) -> float:
        # The bundled font has no euro sign: a C with its two bars.
        x += size * 0.12
        self.draw.text((x, y), "C", font=font(size), fill=fill, anchor="lm")
        line = max(1, round(size / 13))
        for dy in (-0.09, 0.07):
            yy = y + dy * size
            self.draw.line((x - size * 0.05, yy, x + size * 0.4, yy), fill=fill, width=line)
        return x + font(size).getlength("C")

    def panel(self, box: tuple[float, float, float, float], turn: bool = False) -> None:
        """A seat's plate; the seat whose turn it is glows."""
        if turn:
            self.draw.rounded_rectangle(box, radius=10, fill=TURN_FILL, outline=TURN_EDGE, width=4)
        else:
            self.draw.rounded_rectangle(box, radius=10, fill=PANEL, outline=PANEL_EDGE, width=1)

    def turn_marker(self, x: float, y: float, size: float) -> None:
        """A play-arrow, pointing right, centred on (x, y)."""
        h = size / 2
        self.draw.polygon([(x - h * 0.8, y - h), (x + h, y), (x - h * 0.8, y + h)], fill=TURN_EDGE)

    def seat_title(
        self, x: float, y: float, name: str, turn: bool, max_width: float, size: int = 20
    ) -> None:
        """A seat's name, with the turn marker in front when the table waits on it."""
        if turn:
            self.turn_marker(x + size * 0.45, y, size * 0.9)
            x += size * 1.1
            max_width -= size * 1.1
        self.text((x, y), name, size, INK, max_width=max_width)

    def card(self, code: str, x: float, y: float, width: int) -> None:
        face = card_face(code, width, self.letters)
        self.image.paste(face, (round(x), round(y)), face)

    def back(self, x: float, y: float, width: int, colour: str = "blue") -> None:
        img = card_back(width, colour)
        self.image.paste(img, (round(x), round(y)), img)

    def cards(
        self,
        codes: Sequence[str | None],
        x: float,
        y: float,
        width: int,
        max_width: float,
        gap: float = 6,
        back: str = "blue",
    ) -> float:
        """A row of cards from (x, y), overlapping when they would not fit.

        None stands for a face-down card. Returns the right edge of the row.
        """
        if not codes:
            return x
        step = min(width + gap, (max_width - width) / max(1, len(codes) - 1))
        for i, code in enumerate(codes):
            if code is None:
                self.back(x + i * step, y, width, back)
            else:
                self.card(code, x + i * step, y, width)
        return x + step * (len(codes) - 1) + width

    def labelled_cards(
        self,
        cards: Sequence[tuple[str, str | None]],
        x: float,
        y: float,
        width: int,
        per_row: int,
        gap: int = 12,
    ) -> float:
        """Cards side by side, each with a word under it (who played it), in
        rows of `per_row`. None is a face-down card. Returns the bottom edge."""
        size = 15 if width >= 60 else 12
        row_h = card_height(width) + size + 14
        for i, (label, code) in enumerate(cards):
            cx = x + (i % per_row) * (width + gap)
            cy = y + (i // per_row) * row_h
            if code is None:
                self.back(cx, cy, width)
            else:
                self.card(code, cx, cy, width)
            under = (cx + width / 2, cy + card_height(width) + size * 0.5 + 6)
            self.text(under, label, size, WHITE, anchor="m", max_width=width + gap - 2)
        return y + max(1, -(-len(cards) // per_row)) * row_h

    def empty_slot(
        self, x: float, y: float, width: int, label: str = "", colour: Colour = PALE
    ) -> None:
        """The outline of a card where none lies, with an optional word in it."""
        h = card_height(width)
        self.draw.rounded_rectangle(
            (x, y, x + width, y + h), radius=width * 0.09, outline=colour, width=2
        )
        if label:
            self.text((x + width / 2, y + h / 2), label, 14, colour, anchor="m")

    def png(self) -> bytes:
        """The picture as a palette PNG: a few tens of kilobytes for a table."""
        return to_png(self.image, self.colours)


def to_png(image: Image.Image, colours: tuple[Colour, ...] = ()) -> bytes:
    """Encode as a palette PNG: a third of a true-colour PNG, and fast to make.

    Mapping onto one fixed palette (rather than choosing colours per picture)
    takes a few milliseconds, and the same picture always gives the same bytes.
    """
    small = image.quantize(palette=_palette(colours), dither=Image.Dither.NONE)
    buf = io.BytesIO()
    small.save(buf, format="PNG", compress_level=COMPRESSION)
    return buf.getvalue()


@lru_cache(maxsize=16)
def _palette(extra: tuple[Colour, ...]) -> Image.Image:
    # The exact colours of felt, panels, ink and cards, a ramp of greys for
    # smooth text, and a colour cube for everything in between.
    exact = [*extra, FELT, FELT_DARK, PANEL, PANEL_EDGE, TURN_FILL, TURN_EDGE, INK, MUTED, WHITE]
    exact += [PALE, LIGHT_RED]
    exact += [RED, BLACK, FACE, EDGE, *MEZZA_COLOURS.values(), *BACK_COLOURS.values()]
    greys = [(v, v, v) for v in range(8, 256, 16)]
    levels = (0, 51, 102, 153, 204, 255)
    cube = [(r, g, b) for r in levels for g in levels for b in levels]
    colours = list(dict.fromkeys(exact + greys + cube))[:256]
    flat = [c for colour in colours for c in colour]
    pal = Image.new("P", (1, 1))
    pal.putpalette(flat + flat[:3] * (256 - len(colours)))
    return pal


# --------------------------------------------------------------- hand pictures

HAND_CARD = 84
HAND_GAP = 8


def cards_png(
    title: str,
    groups: Sequence[tuple[str, Sequence[str | None]]],
    back: str = "blue",
    per_row: int = 18,
    words: Words = ENGLISH,
) -> bytes:
    """A player's cards: one labelled row (or several rows) per group.

    Groups with no cards are left out, except the first, which then says
    "no cards". None in a group stands for a face-down card.
    """
    shown = [(label, list(cards)) for i, (label, cards) in enumerate(groups) if cards or i == 0]
    card_h = card_height(HAND_CARD)
    rows: list[tuple[str, list[str | None]]] = []
    for label, cards in shown:
        # Rows of equal length: 45 cards are three rows of 15, not 18, 18 and 9.
        per = -(-len(cards) // -(-len(cards) // per_row)) if cards else 1
        chunks = [cards[i : i + per] for i in range(0, len(cards), per)] or [[]]
        rows += [(label if j == 0 else "", chunk) for j, chunk in enumerate(chunks)]
    height = 56 + sum((28 if label else 0) + (card_h + 14 if c else 30) for label, c in rows) + 8
    longest = max(len(c) for _, c in rows)
    width = max(480, min(WIDTH, 40 + longest * (HAND_CARD + HAND_GAP) - HAND_GAP))
    inner = width - 40
    canvas = Canvas(width, height, words=words)
    canvas.text((20, 28), title, 24, WHITE, max_width=inner)
    y = 56.0
    for label, cards in rows:
        if label:
            canvas.text((20, y + 12), label, 18, PALE, max_width=inner)
            y += 28
        if cards:
            canvas.cards(cards, 20, y, HAND_CARD, inner, HAND_GAP, back)
            y += card_h + 14
        else:
            canvas.text((20, y + 12), words.t("no cards"), 18, PALE)
            y += 30
    return canvas.png()


def hand_title(
    view: Mapping[str, Any], names: Mapping[str, str] | None, words: Words = ENGLISH
) -> str:
    """ "Alice's hand · 7 cards" for the viewer of `view`."""
    you = view.get("you")
    cards = len(view.get("hand") or [])
    if you is None:
        return words.tn("Your hand · {n} card", "Your hand · {n} cards", cards)
    who = player_name(str(you), names, view.get("players", []), words)
    return words.tn("{who}'s hand · {n} card", "{who}'s hand · {n} cards", cards, who=who)
