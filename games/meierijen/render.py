"""Plain-text pictures of a MeieRijen view and the rules summary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.meierijen.options import MeieRijenOptions
from games.meierijen.phrases import PHASE, card_row, commas, rank_word, say, seat_name
from games.message import ENGLISH, Card, Msg, Player, Words, card_text, marked, t, tn
from games.options import describe_options


def _seat_lines(seat: Mapping[str, Any], pawns: list[str], words: Words) -> list[str]:
    facts = [
        words.t(
            "{colour} {player}: {field} pile {n}",
            colour=seat_name(seat["colour"]),
            player=Player(seat["player"]),
            field=seat["draw_field"],
            n=seat["draw_pile"],
        )
    ]
    if seat["face_up"]:
        facts.append(words.t("face up {card}", card=Card(seat["face_up"])))
    if seat["end_phase"]:
        facts[-1] += " " + words.t("END PHASE")
    facts.append(words.t("hand {n}", n=seat["hand_size"]))
    facts.append(words.t("penalty {n}", n=seat["penalty_points"]))
    marks = "".join(
        " " + words.t("[white pawn on {field}]", field=x)
        for x in pawns
        if x in (seat["draw_field"], seat["penalty_field"])
    )
    pen = seat["penalty_pile"]
    return [
        ", ".join(facts) + marks,
        "  "
        + words.t(
            "open: {cards} | {field} penalty pile ({n}): top {top}",
            cards=card_row(seat["open"]),
            field=seat["penalty_field"],
            n=len(pen),
            top=Card(pen[-1]) if pen else "-",
        ),
    ]


def render_view(view: Mapping[str, Any], words: Words = ENGLISH) -> str:
    lines: list[str] = []
    pawns = list(view.get("white_pawns", []))
    for seat in view.get("seats", []):
        lines += _seat_lines(seat, pawns, words)
    row = []
    for f, info in view.get("fields", {}).items():
        if info["top"]:
            top = f"{card_text(info['top'], words)}={say(rank_word(info['rank']), words)}"
        else:
            top = words.t("empty")
        block = " " + words.t("[blocked]") if f in pawns else ""
        row.append(f"{f}: {top} ({info['size']}){block}")
    lines.append(words.t("Fields") + "  " + " | ".join(row))
    holders = [
        words.t("white {places}", places=", ".join(pawns)),
        words.t("grey {place}", place=_holder(view.get("grey_pawn"))),
        words.t("red {place}", place=_holder(view.get("red_pawn"))),
        words.t(
            "removed stacks: {cards}",
            cards=tn("{n} card", "{n} cards", int(view.get("removed", 0))),
        ),
    ]
    lines.append(words.t("Pawns") + "  " + "; ".join(holders))
    if view.get("hand") is not None and view.get("you"):
        lines.append(words.t("Your hand: {cards}", cards=card_row(list(view["hand"]))))
    if view.get("over"):
        result = view.get("result", {})
        scores = [
            tn("{player} {n} penalty", "{player} {n} penalty", n, player=Player(p))
            for p, n in result.items()
        ]
        lines.append(words.t("Game over: {scores}", scores=commas(scores) if scores else ""))
    else:
        turn = view.get("turn", [])
        if turn:
            phase = str(view.get("phase"))
            lines.append(
                words.t(
                    "Turn: {player} ({phase})",
                    player=Player(turn[0]),
                    phase=PHASE.get(phase, phase),
                )
            )
    return "\n".join(lines)


def _holder(player: str | None) -> Player | str:
    """Who holds a grey or red pawn, or H, the base, when nobody does."""
    return Player(player) if player else "H"


SUMMARY = (
    marked(
        "MeieRijen (2 players; 3-4 with the multiplayer extension). Each player has an own "
        "54-card deck (52 + 2 jokers). Fields: C red (♦♥), D mix (both colours), E black (♣♠); "
        "draw piles B (Red) and F (Blue); penalty fields A (Red) and G (Blue); pawn base H."
    ),
    marked(
        "Start: Red turns a red card onto C, Blue a black card onto E (no twos or jokers); the "
        "higher one adds a mix card on D; the other player starts. The 10th card from the bottom "
        "of each draw pile starts that player's end phase."
    ),
    marked(
        "Turn: draw up to 5 but always at least 2. Play cards in ascending order 3-4-...-K-A on "
        "C, D, E; twos and jokers are wild in their own colour. A card that is (or stands for) an "
        "ace completes the stack: it is removed and the field starts anew with any card of its "
        "colour. Empty your hand and you draw 5 more. You may also play any open card and "
        "penalty-pile top. End the turn with a pass card: face up to your open cards (max 4) or "
        "your penalty pile."
    ),
    marked(
        "Ten-card: a 10, two or joker played as 10 on a 9. It lets you move pawns: a white pawn "
        "blocks a field (or, on an opponent's draw pile, makes them pass a turn); the grey pawn "
        "gives doubles (same rank), the red pawn jumps (t+2, never onto an ace) for one turn of "
        "your choice, then returns to H."
    ),
    marked(
        "End phase: the face-up pile card must be played if it fits; otherwise it goes to your "
        "open cards (no limit now) or penalty pile. The game stops when a draw pile is empty. "
        "Penalty = cards in penalty pile + hand + open cards; fewest wins (points = minus "
        "penalty)."
    ),
    marked(
        "Moves: play 7h C | play XR D as 9 | play 8c E from blue open | play 5d C from red "
        "penalty | play Qh D from pile | pass 4c open | pass 4c penalty | pawn white F | pawn "
        "grey | done"
    ),
)


def summary_text(options: MeieRijenOptions, words: Words = ENGLISH) -> str:
    current = options.model_dump()
    shown: list[Msg] = []
    for name, default, _allowed, _desc in describe_options(MeieRijenOptions, words):
        value = current[name]
        typed = ("on" if value else "off") if isinstance(value, bool) else str(value)
        if typed == default:
            shown.append(t("{option}={value}", option=name, value=typed))
        else:
            shown.append(t("{option}={value} (changed)", option=name, value=typed))
    paragraphs = [words.t(p) for p in SUMMARY]
    options_line = words.t("Options: {options}", options=commas(shown))
    return "\n".join([*paragraphs, options_line])
