"""Text pictures of a Mezza view and the rules summary for /game rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import mention
from games.mezza.cards import show
from games.mezza.options import MezzaOptions
from games.options import describe_options

PILE_SHOWN = 8


def render_view(view: Mapping[str, Any]) -> str:
    lines = [f"Mezza — {view['phase']}"]
    pile: list[str] = list(view.get("pile", []))
    if pile:
        top = pile[-PILE_SHOWN:]
        more = f"… (+{len(pile) - len(top)}) " if len(pile) > len(top) else ""
        if view.get("lower"):
            need = "4 or lower"
        elif view.get("in_force"):
            need = f"{show([view['in_force']])} or higher"
        else:
            need = "anything"
        half = "; a ½ completes the top card" if view.get("open_half") else ""
        lines.append(f"Pile ({len(pile)}): {more}{show(top)}  → needs {need}{half}")
    else:
        lines.append("Pile: empty → any card")
    lines.append(f"Stock: {view.get('stock', 0)}  Burned: {view.get('burned', 0)}")
    turn = set(view.get("turn", []))
    for seat in view.get("seats", []):
        mark = "▶" if seat["player"] in turn else " "
        if seat.get("out"):
            state = f"out, place {seat['out']}"
        else:
            state = f"hand {seat['hand']}  up {show(seat['up'])}  down {seat['down']}"
            if "stock" in seat:
                state += f"  stock {seat['stock']}"
            if view.get("phase") == "exchange" and seat.get("ready"):
                state += "  (ready)"
        lines.append(f"{mark} {mention(seat['player'])}: {state}")
    if view.get("you") is not None:
        lines.append(f"Your hand: {show(view.get('hand', []))}")
    if view.get("ranking"):
        places = "; ".join(
            f"{i + 1}. " + " ".join(mention(p) for p in group)
            for i, group in enumerate(view["ranking"])
        )
        lines.append(f"Result: {places}")
    elif view.get("last"):
        lines.append(f"Last: {view['last']}")
    return "\n".join(lines)


RULES = """\
Mezza: 68 cards (twelve ½; four each of 0 1 2 3 3½ 4 5 6 6½ 7 8 9 9½ 10). Get rid of \
all your cards; the first out wins and the last holder loses.
Deal: {down} face-down (unseen, even by you), {up} face-up on them, {hand} in hand; the \
rest is {stock}. {exchange}The lowest card in hand starts (½ is lowest); {tie}{lead}
Play: equal or higher than the rank in force; several cards of one rank at once. Refill \
to {hand} from the stock. Cannot play: pick up the whole pile ({volunteer}); the next player \
starts a new pile. With hand and stock gone, play your face-up cards, then the face-down \
ones blind (`flip`): a miss goes on the pile and you pick it all up.
Cards: ½ goes on anything and leaves the rank below in force{copies}. 0 goes on anything \
and anything goes on it. {lower} {skip} 10 burns the pile{ten}; {burner}. \
{four}
{completion}{snatch}
{ending}"""


def summary_text(o: MezzaOptions) -> str:
    skip_each = "one player per card" if o.skip_per_card else "one player however many"
    completion = (
        "½ on 3½/6½/9½ completes it to 4/7/10 with that card's effect"
        + ("; you may also play e.g. `play 3.5 1/2` yourself" if o.self_combo else "")
        + ("; `play 1/2 plain` does not complete. " if o.completion_optional else ". ")
        if o.completion
        else "Half cards are plain (no completion). "
    )
    snatch = {
        "complete_half": "Out of turn, anyone may `snatch 1/2` to complete a 3½/6½/9½ on "
        "top; play goes on from the snatcher.",
        "any_time": "Out of turn, anyone may `snatch 1/2` on any card; play goes on from "
        "the snatcher.",
        "off": "No snatching out of turn.",
    }[o.snatch]
    four = {
        "across_players": "Four of a kind on top (across plays"
        + (", ½ ignored" if o.halves_in_run == "ignored" else "")
        + (", four ½ too" if o.four_halves_burn else "")
        + ") burns."
        + (" Anyone holding the fourth card may `cut` in out of turn." if o.cut_in else ""),
        "single_play": "Four of a kind laid at once burns.",
        "off": "Four of a kind does not burn.",
    }[o.four_of_a_kind]
    text = RULES.format(
        down=o.face_down_cards,
        up=o.face_up_cards,
        hand=o.hand_cards,
        stock="the stock" if o.stock == "shared" else "dealt out as a personal stock each",
        burner="the burner leads again" if o.burner_leads_again else "the next player leads",
        exchange="First everyone may `swap` hand and face-up cards, then `ready`. "
        if o.exchange
        else "",
        tie="ties: first tied seat from the dealer's left. "
        if o.start_tie == "clockwise"
        else "ties: the first to lead it. ",
        lead="The starter must lead that lowest card."
        if o.must_lead_lowest
        else "The starter may lead anything.",
        volunteer="you may also pick up by choice"
        if o.allow_voluntary_pickup
        else "you must play if you can",
        copies=" (and repeats a skip)" if o.half_copies_effects else "",
        lower=f"After a {o.lower_card} the next card must be 4 or lower"
        + (f"; the {o.lower_card} goes on anything." if o.lower_card_is_wild else "."),
        skip=f"A {o.skip_rank} makes the next player miss a turn ({skip_each}).",
        ten=" (even on the 4-or-lower card)" if o.ten_beats_lower else "",
        four=four,
        completion=completion,
        snatch=snatch,
        ending="Play goes on for a full ranking."
        if o.end_mode == "full_ranking"
        else "The game stops at the first player out.",
    )
    if o.stall_limit:
        text += f" Guard: after {o.stall_limit} pick-ups without progress, fewest cards wins."
    current = [f"{name}={_shown(getattr(o, name))}" for name, *_ in describe_options(MezzaOptions)]
    return text + "\nOptions: " + ", ".join(current)


def _shown(value: object) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)
