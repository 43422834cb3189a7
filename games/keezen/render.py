"""Plain-text table picture and the rules summary (for /game status and /game rules)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.keezen.options import KeezenOptions
from games.message import ENGLISH, Code, Player, Words, card_text, items
from games.options import describe_options

PAWN_MARKS = ("R", "B", "Y", "G")


def _field_label(pos: int, arm_length: int, words: Words) -> str:
    if pos < 0:
        return words.t("base")
    if pos < 64:
        return f"T{pos}"
    if pos < 80:
        c, i = divmod(pos - 64, 4)
        return f"E{c}.{i + 1}"
    if pos == 80 + 4 * arm_length:
        return "M"
    q, j = divmod(pos - 80, arm_length)
    return f"a{q}{j + 1}"


def _heading(heading: str | None, words: Words) -> str:
    """A pawn's way through the cross: (in) towards the centre spot, (out) away."""
    if not heading:
        return ""
    return "(" + (words.t("in") if heading == "in" else words.t("out")) + ")"


def render_view(view: Mapping[str, Any], words: Words = ENGLISH) -> str:
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
        words.t(
            "Kruizkeezen, shuffle {shuffle} subround {subround}, dealer {player}",
            shuffle=view["deal"],
            subround=view["subround"],
            player=Player(players[view["dealer"]]),
        )
    ]
    if view.get("teams"):
        lines.append(words.t("Teams: R+Y (seats 1+3) against B+G (seats 2+4). s start, g gate."))
    else:
        lines.append(words.t("Everyone alone. s start place, g gate."))
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
        lines.append(words.t("Cross") + "  " + "  ".join(cross))
    for s, pid in enumerate(players):
        mine = pawns[4 * s : 4 * s + 4]
        where = ", ".join(
            f"{pw['pawn']} {_field_label(pw['pos'], arm, words)}{_heading(pw['heading'], words)}"
            for pw in mine
        )
        flag = ">" if pid in view["turn"] else " "
        seat_line = words.t(
            "{player} cards {cards}, home {home}: {pawns}",
            player=Player(pid),
            cards=view["hand_sizes"][s],
            home=view["home"][s],
            pawns=where,
        )
        lines.append(f"{flag}{PAWN_MARKS[s]} {seat_line}")
    last = view.get("last")
    if last:
        player = Player(last["player"])
        lines.append(words.t("Last: {player} {move}", player=player, move=Code(last["move"])))
    discard = view["discard"]
    top = card_text(discard[-1], words) if discard else "-"
    lines.append(
        words.t(
            "Played: {played} (top {card}), stock {stock}",
            played=len(discard),
            card=top,
            stock=view["stock"],
        )
    )
    if view.get("hand"):
        hand = " ".join(card_text(c, words) for c in view["hand"])
        lines.append(words.t("Your hand: {cards}", cards=hand))
    if view["over"]:
        lines.append(game_over(view["winners"], words))
    return "\n".join(lines)


def game_over(winners: list[str], words: Words) -> str:
    return words.tn(
        "Game over: {players} won.",
        "Game over: {players} won.",
        len(winners),
        players=items([Player(p) for p in winners]),
    )


def _rules(options: KeezenOptions, words: Words) -> list[str]:
    """The rules in short, as lines."""
    lines = [
        words.t(
            "Kruizkeezen: 4 players, partners opposite (seats 1+3 vs 2+4). "
            "56 cards (52 + 4 jokers),\ndealt 5, 4, 5 per subround; the deal passes on each "
            "subround and the player after "
            "the dealer\nstarts. Each turn play one card for one of your pawns (after all yours "
            "are home: your partner's)."
        ),
        words.t(
            "A/K: a pawn from base onto your start place (a pawn there is hit; your own blocks). "
            "A: 1 or 11.\nK: 13. Q: 12. J: swap your pawn with an opponent's. 10: move an "
            "opponent's pawn 10 forward\n(it may pass start-place pawns, never goes home). "
            "9, 8, 6, 5, 3, 2 forward. 7: 7 forward, may\nbe split over two of your pawns. "
            "4: 4 back (never into the home lane). Joker: any card."
        ),
        words.t(
            "Landing on a pawn sends it to its base. A pawn on its own start place cannot be "
            "hit, swapped or\npassed (only a 10 passes it). Home lane: exact count, no jumping. "
            "If you can move you must;\ngoing past your own start place is never compulsory; "
            "otherwise discard a card."
        ),
    ]
    if options.cross:
        gates = ", ".join(f"T{16 * q + options.gate_offset}" for q in range(4))
        lines.append(
            words.t(
                "Cross: an 8 that reaches a gate ({gates}) on steps 1-7 turns into the cross and "
                "goes\nstraight through the centre spot M; a pawn that stops on M picks its exit "
                "arm next move.",
                gates=gates,
            )
        )
    if options.teams == "2v2":
        lines.append(words.t("The first team with all 8 pawns home wins."))
    else:
        lines.append(words.t("Everyone plays alone: the first player with 4 pawns home wins."))
    return lines


def summary_text(options: KeezenOptions, words: Words = ENGLISH) -> str:
    rows = describe_options(KeezenOptions, words)
    current = options.model_dump()
    opts = []
    for name, default, _allowed, _desc in rows:
        value = current[name]
        # As typed (`cross=off`), the same in every language, so in code style.
        shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
        setting = f"`{name}={shown}`"
        opts.append(
            setting if shown == default else words.t("{option} (house rule)", option=setting)
        )
    lines = _rules(options, words)
    lines.append(words.t("Options: {options}.", options=", ".join(opts)))
    return "\n".join(lines)
