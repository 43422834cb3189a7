"""Plain-text pictures of a Muriel view and the rules summary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.message import ENGLISH, Code, Player, Words, card_text, items
from games.muriel.options import MurielOptions
from games.options import describe_options

FACE_DOWN = "🂠"


def _cards(cards: list[str], words: Words) -> str:
    return " ".join(card_text(c, words) for c in cards) if cards else "-"


def _played(pairs: list[list[str]], words: Words) -> str:
    """`<@a> 7♥, <@b> Q♠`: who played which card."""
    return ", ".join(f"{words.player(p)} {card_text(c, words)}" for p, c in pairs)


def render_view(view: Mapping[str, Any], words: Words = ENGLISH) -> str:
    lines = [
        words.t(
            "Muriel · hand {hand} · trick {trick} · to {target} points · dealer {dealer}",
            hand=view["hand_no"],
            trick=view["trick_no"],
            target=view["target"],
            dealer=Player(view["dealer"]),
        )
    ]
    leader = words.player(view["leader"])
    table = [f"{leader} {FACE_DOWN}" if view.get("lead") else ""]
    if view.get("your_lead"):
        table = [
            words.t(
                "{player} {card} (face down)",
                player=Player(view["leader"]),
                card=card_text(view["your_lead"], words),
            )
        ]
    table += [f"{words.player(p)} {card_text(c, words)}" for p, c in view["table"]]
    table += [f"{words.player(p)} {FACE_DOWN}" for p in view.get("chosen", [])]
    shown = ", ".join(entry for entry in table if entry) or words.t("empty")
    receiver = view.get("stray_receiver")
    if receiver:
        lines.append(
            words.t("Table: {cards} · strays go to {player}", cards=shown, player=Player(receiver))
        )
    else:
        lines.append(words.t("Table: {cards}", cards=shown))
    strategic = set(view["strategic_known"])
    for p in view["players"]:
        marks = []
        if p == view["leader"]:
            marks.append(words.t("leads"))
        if p in strategic:
            marks.append(words.t("whole hand known"))
        parts = [
            words.tn(
                "{player}: {n} card", "{player}: {n} cards", view["hand_sizes"][p], player=Player(p)
            ),
            words.tn(
                "{n} point (+{gained} this hand)",
                "{n} points (+{gained} this hand)",
                view["totals"][p],
                gained=view["hand_points"][p],
            ),
        ]
        known = view["known"][p]
        if known:
            parts.append(words.t("known {cards}", cards=_cards(known, words)))
        line = " · ".join(parts)
        lines.append(line + f" [{', '.join(marks)}]" if marks else line)
    last = view.get("last_trick")
    if not last and view.get("draws"):
        draw = " / ".join(_played(r, words) for r in view["draws"])
        lines.append(words.t("Draw for dealer: {draw}", draw=draw))
    if last:
        cards = _played(last["cards"], words)
        winner = Player(last["winner"])
        claims = _cards(last["claims"], words)
        if last["receiver"]:
            said = words.t(
                "Last trick: {cards} → {player} claims {claims}, strays to {receiver}",
                cards=cards,
                player=winner,
                claims=claims,
                receiver=Player(last["receiver"]),
            )
        else:
            said = words.t(
                "Last trick: {cards} → {player} claims {claims}",
                cards=cards,
                player=winner,
                claims=claims,
            )
        lines.append(said)
    if view.get("you") is not None:
        lines.append(words.t("Your hand: {cards}", cards=_cards(view["hand"], words)))
    if view["over"]:
        lines.append(words.t("Game over."))
    elif view["turn"]:
        lines.append(
            words.t("Waiting on {players}.", players=items([Player(p) for p in view["turn"]]))
        )
    return "\n".join(lines)


def summary_text(options: MurielOptions, words: Words = ENGLISH) -> str:
    rules = [
        words.t(
            "**Muriel** (3-9 players; the original is for 9). 54 cards with both jokers. "
            "Points and rank: joker 20, K 15, Q 14, J 11, 10-2 face value, ace 1; suits do "
            "not matter and you may play any card."
        ),
        words.t(
            "Highest draw deals; everyone gets 6 cards (54 // players with fewer). "
            "The leader plays face down ({lead}), the others follow face up in turn "
            "({play}), then the lead is revealed. The highest card takes the two highest "
            "cards (claims) into its player's scoring pile. Two equal top cards: the second "
            "player takes both. Three or more: the second player takes the second and third. "
            "Both jokers (a muriel): the second joker's player takes both jokers and the two "
            "next-highest cards. The rest (strays) go into the hand of the next leader, who "
            "leads next, even with an empty hand (a hand of strays only is then known to "
            "everyone). Players without cards pass. A hand ends when all cards are played; "
            "hands repeat until someone has {target} points.",
            lead=Code("lead 7h"),
            play=Code("play Qs"),
            target=options.target,
        ),
        words.t("Options in force:"),
    ]
    # In code style: the keys and values are typed as they are, in every language.
    rows = [
        f"- `{name} = {_shown(getattr(options, name))}`"
        for name, *_ in describe_options(MurielOptions)
    ]
    return "\n".join(rules + rows)


def _shown(value: object) -> str:
    """An option's value as hosts type it."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)
