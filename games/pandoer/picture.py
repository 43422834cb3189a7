"""Pictures of a Pandoer table (four seats round the trick, the contract and
trump, the open card, bids or the last trick) and of a player's hand.
Pure: view in, PNG bytes out."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from games.card_art import card_height
from games.cards import SUIT_BY_NAME, SUIT_SYMBOLS
from games.message import ENGLISH, Suit, Words
from games.pandoer.contracts import BY_KEY, CONTRACTS
from games.pandoer.phases import PHASE_NAMES
from games.pandoer.phrases import CONTRACT_NAMES
from games.pandoer.render import last_result
from games.table_art import (
    MUTED,
    PALE,
    WHITE,
    WIDTH,
    Canvas,
    cards_png,
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
        return player_name(pid, names, players, words)

    canvas = Canvas(WIDTH, HEIGHT, words=words)
    phase = str(view.get("phase"))
    title = words.t(
        "Pandoer · deal {deal}/{deals} · {phase}",
        deal=str(view.get("deal")),
        deals=str(view.get("deals")),
        phase=PHASE_NAMES.get(phase, phase),
    )
    canvas.text((20, 26), title, 26, WHITE)
    if view.get("rommelpot"):
        canvas.text((WIDTH - 20, 26), f"Rommelpot {view['rommelpot']}", 20, PALE, anchor="r")

    exposed = dict(view.get("exposed", {}))
    panel_h = 70 + (card_height(SMALL_CARD) + 8 if exposed else 0)
    boxes = _boxes(panel_h)
    for pid, box in zip(players, boxes, strict=False):
        _seat(canvas, view, pid, name(pid), box, pid in turn, exposed.get(pid, []), words)

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
        canvas.text((cx, cy - 60), words.t("Final result"), 22, WHITE, anchor="m")
        for i, pid in enumerate(ranked):
            line = f"{name(pid)}  {money_text(int(money.get(pid, 0)), words)}"
            canvas.text((cx, cy - 26 + i * 26), line, 18, PALE, anchor="m", max_width=300)
    _contract(canvas, view, name, words)
    if view.get("open_card"):
        canvas.text((WIDTH - 20 - OPEN_CARD / 2, 78), words.t("Open card"), 18, WHITE, anchor="m")
        canvas.card(str(view["open_card"]), WIDTH - 20 - OPEN_CARD, 94, OPEN_CARD)
    _history(canvas, view, name, words)
    result = named_text(last_result(view, words), names, players, words)
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
    words: Words,
) -> None:
    x0, y0, x1, _ = box
    canvas.panel(box, turn)
    tags = []
    if pid == view.get("dealer"):
        tags.append(words.t("deals"))
    if pid == view.get("bidder"):
        tags.append(words.t("bidder"))
    if pid == view.get("mate"):
        tags.append(words.t("mate"))
    # Roles sit at the right of the name line, so the facts below never get cut.
    tag_w = text_width(" · ".join(tags), 14) if tags else 0
    if tags:
        canvas.text((x1 - 12, y0 + 21), " · ".join(tags), 14, MUTED, anchor="r")
    canvas.seat_title(x0 + 12, y0 + 20, name, turn, x1 - x0 - 32 - tag_w, size=19)
    cards = view.get("hand_sizes", {}).get(pid, 0)
    tricks = view.get("won", {}).get(pid, 0)
    money = money_text(int(view.get("money", {}).get(pid, 0)), words)
    facts = [
        words.tn("{n} card", "{n} cards", cards),
        words.tn("{n} trick", "{n} tricks", tricks),
        money,
    ]
    canvas.text((x0 + 12, y0 + 48), " · ".join(facts), 15, MUTED, max_width=x1 - x0 - 24)
    if exposed:
        canvas.cards(exposed, x0 + 10, y0 + 66, SMALL_CARD, x1 - x0 - 20, gap=3)


def _contract(
    canvas: Canvas, view: Mapping[str, Any], name: Callable[[str], str], words: Words
) -> None:
    x, y = 20.0, 78.0
    key = view.get("contract")
    if key:
        con = CONTRACTS[BY_KEY[str(key)]]
        canvas.text((x, y), words.say(CONTRACT_NAMES[con.key]), 24, WHITE, max_width=290)
        stake = words.t("stake {stake} a defender", stake=money_text(con.stake, words))
        canvas.text((x, y + 28), stake, 16, PALE)
        suit = SUIT_BY_NAME.get(str(view.get("trump")))
        if suit is not None:
            line = words.t("trump {symbol} {suit}", symbol=SUIT_SYMBOLS[suit], suit=Suit(suit))
        else:
            line = words.t("trump not named yet") if con.trump else words.t("no trump")
        canvas.text((x, y + 52), line, 18, WHITE)
        who = ""
        if view.get("bidder"):
            bidder = name(str(view.get("bidder")))
            if view.get("mate"):
                who = words.t(
                    "by {player}, mate {mate}", player=bidder, mate=name(str(view["mate"]))
                )
            elif view.get("alone"):
                who = words.t("by {player}, alone", player=bidder)
            else:
                who = words.t("by {player}", player=bidder)
        canvas.text((x, y + 76), who, 16, PALE, max_width=290)
    elif view.get("high"):
        high = view["high"]
        title = CONTRACT_NAMES[str(high["contract"])]
        canvas.text(
            (x, y), words.t("Highest bid: {contract}", contract=title), 20, WHITE, max_width=290
        )
        by = words.t("by {player}", player=name(str(high["player"])))
        canvas.text((x, y + 26), by, 16, PALE, max_width=290)


def _history(
    canvas: Canvas, view: Mapping[str, Any], name: Callable[[str], str], words: Words
) -> None:
    """Bottom left: the bids while bidding, else the last trick."""
    x, y = 20.0, 500.0
    tricks = view.get("tricks") or []
    if tricks and view.get("phase") == "play":
        last = tricks[-1]
        line = words.t("Last trick: {player}", player=name(str(last["winner"])))
        canvas.text((x, y), line, 17, WHITE, max_width=290)
        canvas.cards([str(c) for _, c in last["cards"]], x, y + 16, 44, 290, gap=4)
        return
    bids = list(view.get("bids", []))[-6:]
    if bids:
        canvas.text((x, y), words.t("Bids"), 17, WHITE)
        for i, (pid, word, _roem) in enumerate(bids):
            who = name(str(pid))
            if word == "pass":
                line = words.t("{player}: pass", player=who)
            else:
                bid = CONTRACT_NAMES.get(word)
                line = words.t("{player}: {bid}", player=who, bid=bid if bid is not None else word)
            canvas.text((x, y + 24 + i * 22), line, 15, PALE, max_width=290)


def hand_png(
    view: Mapping[str, Any], names: Mapping[str, str] | None = None, words: Words = ENGLISH
) -> bytes:
    """The viewer's hand, with the cards they put down or gave back."""
    groups: list[tuple[str, list[str | None]]] = [("", list(view.get("hand", [])))]
    if view.get("discard"):
        groups.append((words.t("You put down"), list(view["discard"])))
    if view.get("given"):
        groups.append((words.t("You gave back"), list(view["given"])))
    title = hand_title(view, names, words)
    if view.get("my_roem"):
        title = words.t("{title} · roem {roem}", title=title, roem=str(view["my_roem"]))
    return cards_png(title, groups, words=words)
