"""Text for people: the table picture (`render`) and the rules summary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.base import mention
from games.cards import pretty
from games.options import describe_options
from games.pandoer.cards import LAST_TRICK, PLAIN_ORDER, PLAIN_VALUES, TRUMP_ORDER, TRUMP_VALUES
from games.pandoer.contracts import BY_KEY, CONTRACTS
from games.pandoer.options import PandoerOptions
from games.wording import euros, plural


def _cards(cards: list[str]) -> str:
    return " ".join(pretty(c) for c in cards) or "-"


def render_view(view: Mapping[str, Any]) -> str:
    lines: list[str] = []
    players: list[str] = list(view.get("players", []))
    lines.append(
        f"Pandoer, deal {view.get('deal')}/{view.get('deals')}, dealer "
        f"{mention(str(view.get('dealer')))}, phase {view.get('phase')}"
    )
    money = view.get("money", {})
    won = view.get("won", {})
    sizes = view.get("hand_sizes", {})
    for p in players:
        tag = []
        if p == view.get("bidder"):
            tag.append("bidder")
        if p == view.get("mate"):
            tag.append("mate")
        lines.append(
            f"  {mention(p)}: {euros(money.get(p, 0), sign=True)}, "
            f"{plural(sizes.get(p, 0), 'card')}, {plural(won.get(p, 0), 'trick')} {' '.join(tag)}"
        )
    if view.get("open_card"):
        lines.append(f"Open card: {pretty(str(view['open_card']))}")
    if view.get("contract"):
        con = CONTRACTS[BY_KEY[str(view["contract"])]]
        trump = view.get("trump") or ("none" if not con.trump else "not named yet")
        lines.append(f"Contract: {con.title} ({euros(con.stake)}), trump {trump}")
    elif view.get("bids"):
        shown = ", ".join(
            f"{mention(p)} {w}" + (f" ({r})" if w != "pass" else "")
            for p, w, r in view["bids"][-6:]
        )
        lines.append(f"Bids: {shown}")
    for p, cards in dict(view.get("exposed", {})).items():
        lines.append(f"Open hand {mention(p)}: {_cards(cards)}")
    if view.get("tricks"):
        last = view["tricks"][-1]
        lines.append(
            "Last trick: "
            + " ".join(pretty(c) for _, c in last["cards"])
            + f" -> {mention(last['winner'])}"
        )
    if view.get("trick"):
        lines.append("On the table: " + " ".join(pretty(c) for _, c in view["trick"]))
    if view.get("hand") is not None and view.get("you"):
        lines.append(f"Your hand: {_cards(list(view['hand']))}")
        if view.get("discard"):
            lines.append(f"You put down: {_cards(list(view['discard']))}")
        if view.get("given"):
            lines.append(f"You gave back: {_cards(list(view['given']))}")
    if view.get("last_result"):
        lines.append(str(view["last_result"]))
    turn = view.get("turn") or []
    if turn:
        lines.append("Waiting on " + ", ".join(mention(p) for p in turn))
    elif view.get("over"):
        lines.append("Session over.")
    return "\n".join(lines)


def summary_text(o: PandoerOptions) -> str:
    sys_ = o.card_values
    tv = TRUMP_VALUES[sys_]
    pv = PLAIN_VALUES[sys_]
    trump = " ".join(f"{r}{'=' + str(tv[r]) if r in tv else ''}" for r in TRUMP_ORDER)
    plain = " ".join(f"{r}{'=' + str(pv[r]) if r in pv else ''}" for r in PLAIN_ORDER[sys_])
    long = "5+ = 100" if o.roem_long_sequences == "cap100" else "5 = 100, 6 = 120, 7 = 140, 8 = 160"
    lines = [
        "Pandoer: 4 players, 33 cards (7 to A in each suit + 6♥), 8 each, 17th card open.",
        "6♥ open: everyone pays the dealer €0.10. Q♠ open: the dealer pays everyone €0.10.",
        "Bid in turn (dealer last), counting the open card; higher contract, or the same with "
        "better roem (high in win-games, low in lose-games). No raising your own bid. "
        "Winner takes the open card and puts one down. All pass: rommelpotten (€0.02 each "
        "to the dealer, 3-card exchange, bid again).",
        "Trump is never compulsory; trumping a plain lead over a trump must overtrump; the "
        "trump jack may be kept back. Follow suit (or trump).",
        f"Trump order/points: {trump}. Plain: {plain}. Last trick {LAST_TRICK[sys_]}.",
        f"Roem: run of 3 = 20, 4 = 50, {long}; four J = 200, four A/K/Q = 100"
        + ("" if o.roem_overlap else " (no card in two combinations)")
        + ".",
        "Contracts, highest first (stake X per defender; 1 v 3: bidder wins/pays 3X):",
    ]
    for i, c in enumerate(CONTRACTS, 1):
        lines.append(f"{i:2}. {c.title} {euros(c.stake)}: {c.describe}.")
    changed = [
        f"{name}={getattr(o, name)}"
        for name, default, _, _ in describe_options(PandoerOptions)
        if str(getattr(o, name)) != default
        and not (
            isinstance(getattr(o, name), bool) and default == ("on" if getattr(o, name) else "off")
        )
    ]
    lines.append(
        f"Targets {o.trick_target_mode}; 2 v 2 pays {o.team_payment}; Piek zonder "
        f"{o.piek_zonder_mode}; {o.deals} deals."
    )
    lines.append("House rules changed: " + (", ".join(changed) if changed else "none"))
    return "\n".join(lines)
