"""Text pictures of a Mezza view and the rules summary for /game rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import mention
from games.message import ENGLISH, Card, Code, Words, marked, message_from_data
from games.mezza.cards import show
from games.mezza.lines import places_text
from games.mezza.options import MezzaOptions
from games.options import describe_options

PILE_SHOWN = 8

HEADERS = {
    "exchange": marked("Mezza — exchange"),
    "start": marked("Mezza — start"),
    "play": marked("Mezza — play"),
    "over": marked("Mezza — over"),
}


def last_line(view: Mapping[str, Any], words: Words = ENGLISH) -> str:
    """The table's latest line in the language of `words` (English from older saves)."""
    data = view.get("last_line")
    if data:
        return words.say(message_from_data(data))
    return str(view.get("last") or "")


def _need(view: Mapping[str, Any], words: Words) -> str:
    """What the next card must be, for a pile that is not empty."""
    if view.get("lower"):
        return words.t("4 or lower")
    if view.get("in_force"):
        return words.t("{card} or higher", card=Card(view["in_force"]))
    return words.t("anything")


def render_view(view: Mapping[str, Any], words: Words = ENGLISH) -> str:
    phase = str(view.get("phase", ""))
    lines = [words.t(HEADERS[phase]) if phase in HEADERS else f"Mezza — {phase}"]
    pile: list[str] = list(view.get("pile", []))
    if pile:
        top = pile[-PILE_SHOWN:]
        more = f"… (+{len(pile) - len(top)}) " if len(pile) > len(top) else ""
        half = words.t("; a ½ completes the top card") if view.get("open_half") else ""
        lines.append(
            words.t(
                "Pile ({n}): {cards}  → needs {need}{half}",
                n=len(pile),
                cards=more + show(top),
                need=_need(view, words),
                half=half,
            )
        )
    else:
        lines.append(words.t("Pile: empty → any card"))
    lines.append(
        words.t(
            "Stock: {stock}  Burned: {burned}",
            stock=view.get("stock", 0),
            burned=view.get("burned", 0),
        )
    )
    turn = set(view.get("turn", []))
    for seat in view.get("seats", []):
        mark = "▶" if seat["player"] in turn else " "
        lines.append(f"{mark} {mention(seat['player'])}: {_seat_text(view, seat, words)}")
    if view.get("you") is not None:
        lines.append(words.t("Your hand: {cards}", cards=show(view.get("hand", []))))
    if view.get("ranking"):
        lines.append(words.t("Result: {places}", places=places_text(view["ranking"])))
    elif view.get("last"):
        lines.append(words.t("Last: {line}", line=last_line(view, words)))
    return "\n".join(lines)


def _seat_text(view: Mapping[str, Any], seat: Mapping[str, Any], words: Words) -> str:
    if seat.get("out"):
        return words.t("out, place {place}", place=seat["out"])
    text = words.t(
        "hand {hand}  up {up}  down {down}",
        hand=seat["hand"],
        up=show(seat["up"]),
        down=seat["down"],
    )
    if "stock" in seat:
        text += "  " + words.t("stock {n}", n=seat["stock"])
    if view.get("phase") == "exchange" and seat.get("ready"):
        text += "  " + words.t("(ready)")
    return text


RULES = marked(
    "Mezza: 68 cards (twelve ½; four each of 0 1 2 3 3½ 4 5 6 6½ 7 8 9 9½ 10). Get rid of"
    " all your cards; the first out wins and the last holder loses.\n"
    "Deal: {down} face-down (unseen, even by you), {up} face-up on them, {hand} in hand; the"
    " rest is {stock}. {exchange}The lowest card in hand starts (½ is lowest); {tie} {lead}\n"
    "Play: equal or higher than the rank in force; several cards of one rank at once. Refill"
    " to {hand} from the stock. Cannot play: pick up the whole pile ({volunteer}); the next"
    " player starts a new pile. With hand and stock gone, play your face-up cards, then the"
    " face-down ones blind (`flip`): a miss goes on the pile and you pick it all up.\n"
    "Cards: ½ goes on anything and leaves the rank below in force{copies}. 0 goes on anything"
    " and anything goes on it. {lower} {skip} {ten} {four}\n"
    "{completion} {snatch}\n"
    "{ending}"
)


def summary_text(o: MezzaOptions, words: Words = ENGLISH) -> str:
    text = words.t(
        RULES,
        down=o.face_down_cards,
        up=o.face_up_cards,
        hand=o.hand_cards,
        stock=words.t("the stock")
        if o.stock == "shared"
        else words.t("dealt out as a personal stock each"),
        exchange=words.t(
            "First everyone may {swap} hand and face-up cards, then {ready}.",
            swap=Code("swap"),
            ready=Code("ready"),
        )
        + " "
        if o.exchange
        else "",
        tie=words.t("ties: first tied seat from the dealer's left.")
        if o.start_tie == "clockwise"
        else words.t("ties: the first to lead it."),
        lead=words.t("The starter must lead that lowest card.")
        if o.must_lead_lowest
        else words.t("The starter may lead anything."),
        volunteer=words.t("you may also pick up by choice")
        if o.allow_voluntary_pickup
        else words.t("you must play if you can"),
        copies=" " + words.t("(and repeats a skip)") if o.half_copies_effects else "",
        lower=_lower(o, words),
        skip=words.t(
            "A {card} makes the next player miss a turn (one player per card).",
            card=Card(o.skip_rank),
        )
        if o.skip_per_card
        else words.t(
            "A {card} makes the next player miss a turn (one player however many).",
            card=Card(o.skip_rank),
        ),
        ten=_ten(o, words),
        four=_four(o, words),
        completion=_completion(o, words),
        snatch=_snatch(o, words),
        ending=words.t("Play goes on for a full ranking.")
        if o.end_mode == "full_ranking"
        else words.t("The game stops at the first player out."),
    )
    if o.stall_limit:
        text += " " + words.tn(
            "Guard: after {n} pick-up without progress, fewest cards wins.",
            "Guard: after {n} pick-ups without progress, fewest cards wins.",
            o.stall_limit,
        )
    # The options as hosts type them, in code style: keys and values are the same in
    # every language.
    current = [
        f"`{name}={_shown(getattr(o, name))}`" for name, *_ in describe_options(MezzaOptions)
    ]
    return text + "\n" + words.t("Options: {options}", options=", ".join(current))


def _snatch(o: MezzaOptions, words: Words) -> str:
    move = Code("snatch 1/2")
    if o.snatch == "complete_half":
        return words.t(
            "Out of turn, anyone may {move} to complete a 3½/6½/9½ on top; play goes on"
            " from the snatcher.",
            move=move,
        )
    if o.snatch == "any_time":
        return words.t(
            "Out of turn, anyone may {move} on any card; play goes on from the snatcher.",
            move=move,
        )
    return words.t("No snatching out of turn.")


def _lower(o: MezzaOptions, words: Words) -> str:
    card = Card(o.lower_card)
    if o.lower_card_is_wild:
        return words.t(
            "After a {card} the next card must be 4 or lower; the {card} goes on anything.",
            card=card,
        )
    return words.t("After a {card} the next card must be 4 or lower.", card=card)


def _ten(o: MezzaOptions, words: Words) -> str:
    burner = (
        words.t("the burner leads again")
        if o.burner_leads_again
        else words.t("the next player leads")
    )
    if o.ten_beats_lower:
        return words.t("10 burns the pile (even on the 4-or-lower card); {burner}.", burner=burner)
    return words.t("10 burns the pile; {burner}.", burner=burner)


def _four(o: MezzaOptions, words: Words) -> str:
    if o.four_of_a_kind == "single_play":
        return words.t("Four of a kind laid at once burns.")
    if o.four_of_a_kind == "off":
        return words.t("Four of a kind does not burn.")
    details = [words.t("across plays")]
    if o.halves_in_run == "ignored":
        details.append(words.t("½ ignored"))
    if o.four_halves_burn:
        details.append(words.t("four ½ too"))
    text = words.t("Four of a kind on top ({details}) burns.", details=", ".join(details))
    if o.cut_in:
        text += " " + words.t(
            "Anyone holding the fourth card may {cut} in out of turn.", cut=Code("cut")
        )
    return text


def _completion(o: MezzaOptions, words: Words) -> str:
    if not o.completion:
        return words.t("Half cards are plain (no completion).")
    text = words.t("½ on 3½/6½/9½ completes it to 4/7/10 with that card's effect")
    if o.self_combo:
        text += words.t("; you may also play e.g. {move} yourself", move=Code("play 3.5 1/2"))
    if o.completion_optional:
        text += words.t("; {move} does not complete", move=Code("play 1/2 plain"))
    return text + "."


def _shown(value: object) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)
