"""Plain-text table picture and the rules summary (for /game status and /game rules)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import mention
from games.cards import pretty
from games.keezen.options import KeezenOptions
from games.options import describe_options

PAWN_MARKS = ("R", "B", "Y", "G")


def _field_label(pos: int, arm_length: int) -> str:
    if pos < 0:
        return "base"
    if pos < 64:
        return f"T{pos}"
    if pos < 80:
        c, i = divmod(pos - 64, 4)
        return f"E{c}.{i + 1}"
    if pos == 80 + 4 * arm_length:
        return "M"
    q, j = divmod(pos - 80, arm_length)
    return f"a{q}{j + 1}"


def render_view(view: Mapping[str, Any]) -> str:
    players: list[str] = list(view["players"])
    board = view["board"]
    arm = int(board["arm_length"])
    gate = int(board["gate_offset"])
    pawns = view["pawns"]
    at: dict[int, str] = {}
    for pw in pawns:
        if pw["pos"] >= 0:
            at[pw["pos"]] = PAWN_MARKS[pw["seat"]]
    lines = [
        f"Kruizkeezen, shuffle {view['deal']} subround {view['subround']}, "
        f"dealer {mention(players[view['dealer']])}"
    ]
    if view.get("teams"):
        lines.append("Teams: R+Y (seats 1+3) against B+G (seats 2+4). s start, g gate.")
    else:
        lines.append("Everyone alone. s start place, g gate.")
    # The track as four quarters of 16 fields: start place, gate and home entrance marked.
    for q in range(4):
        cells = []
        for f in range(16 * q, 16 * q + 16):
            mark = at.get(f)
            if mark is None:
                mark = "s" if f % 16 == 0 else ("g" if board["cross"] and f % 16 == gate else ".")
            cells.append(mark)
        lines.append(f"T{16 * q:>2}-{16 * q + 15:<2} " + " ".join(cells))
    if board["cross"]:
        cross = []
        for q in range(4):
            arm_cells = "".join(at.get(80 + q * arm + j, ".") for j in range(arm))
            cross.append(f"a{q}:{arm_cells}")
        cross.append("M:" + at.get(80 + 4 * arm, "."))
        lines.append("Cross  " + "  ".join(cross))
    for s, pid in enumerate(players):
        mine = pawns[4 * s : 4 * s + 4]
        where = ", ".join(
            f"{pw['pawn']} {_field_label(pw['pos'], arm)}"
            + (f"({pw['heading']})" if pw["heading"] else "")
            for pw in mine
        )
        flag = ">" if pid in view["turn"] else " "
        lines.append(
            f"{flag}{PAWN_MARKS[s]} {mention(pid)} cards {view['hand_sizes'][s]}, "
            f"home {view['home'][s]}: {where}"
        )
    last = view.get("last")
    if last:
        lines.append(f"Last: {mention(last['player'])} `{last['move']}`")
    discard = view["discard"]
    top = pretty(discard[-1]) if discard else "-"
    lines.append(f"Played: {len(discard)} (top {top}), stock {view['stock']}")
    if view.get("hand"):
        lines.append("Your hand: " + " ".join(pretty(c) for c in view["hand"]))
    if view["over"]:
        lines.append("Game over: " + " and ".join(mention(p) for p in view["winners"]) + " won.")
    return "\n".join(lines)


RULES = """Kruizkeezen: 4 players, partners opposite (seats 1+3 vs 2+4). 56 cards (52 + 4 jokers),
dealt 5, 4, 5 per subround; the deal passes on each subround and the player after the dealer
starts. Each turn play one card for one of your pawns (after all yours are home: your partner's).
A/K: a pawn from base onto your start place (a pawn there is hit; your own blocks). A: 1 or 11.
K: 13. Q: 12. J: swap your pawn with an opponent's. 10: move an opponent's pawn 10 forward
(it may pass start-place pawns, never goes home). 9, 8, 6, 5, 3, 2 forward. 7: 7 forward, may
be split over two of your pawns. 4: 4 back (never into the home lane). Joker: any card.
Landing on a pawn sends it to its base. A pawn on its own start place cannot be hit, swapped or
passed (only a 10 passes it). Home lane: exact count, no jumping. If you can move you must;
going past your own start place is never compulsory; otherwise discard a card.
Cross: an 8 that reaches a gate ({gates}) on steps 1-7 turns into the cross and goes
straight through the centre spot M; a pawn that stops on M picks its exit arm next move.
{win}"""


def summary_text(options: KeezenOptions) -> str:
    rows = describe_options(KeezenOptions)
    current = options.model_dump()
    opts = []
    for name, default, _allowed, _desc in rows:
        value = current[name]
        shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
        mark = "" if shown == default else " (house rule)"
        opts.append(f"{name}={shown}{mark}")
    gates = ", ".join(f"T{16 * q + options.gate_offset}" for q in range(4))
    win = (
        "The first team with all 8 pawns home wins."
        if options.teams == "2v2"
        else "Everyone plays alone: the first player with 4 pawns home wins."
    )
    rules = RULES.format(gates=gates, win=win)
    if not options.cross:
        rules = rules.split("\nCross:")[0] + "\n" + win
    return rules + "\nOptions: " + ", ".join(opts) + "."
