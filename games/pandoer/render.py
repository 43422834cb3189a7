"""Text for people: the table picture (`render`) and the rules summary."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.cards import SUIT_BY_NAME
from games.message import Card, Code, Money, Msg, Player, Suit, Words, card_text, message_from_data
from games.options import describe_options
from games.pandoer.cards import LAST_TRICK, PLAIN_ORDER, PLAIN_VALUES, TRUMP_ORDER, TRUMP_VALUES
from games.pandoer.contracts import BY_KEY, CONTRACTS
from games.pandoer.options import PandoerOptions
from games.pandoer.phases import PHASE_NAMES
from games.pandoer.phrases import contract_name


def _cards(cards: list[str], words: Words) -> str:
    return " ".join(card_text(c, words) for c in cards) or "-"


def last_result(view: Mapping[str, Any], words: Words) -> str:
    """The line about the last deal, in the language of `words` when the view has it."""
    data = view.get("last_result_message")
    if data:
        return words.say(message_from_data(data))
    return str(view.get("last_result") or "")


def render_view(view: Mapping[str, Any], words: Words) -> str:
    lines: list[str] = []
    players: list[str] = list(view.get("players", []))
    phase = str(view.get("phase"))
    lines.append(
        words.t(
            "Pandoer, deal {deal}/{deals}, dealer {dealer}, phase {phase}",
            deal=str(view.get("deal")),
            deals=str(view.get("deals")),
            dealer=Player(str(view.get("dealer"))),
            phase=_phase(phase),
        )
    )
    money = view.get("money", {})
    won = view.get("won", {})
    sizes = view.get("hand_sizes", {})
    for p in players:
        tag = []
        if p == view.get("bidder"):
            tag.append(words.t("bidder"))
        if p == view.get("mate"):
            tag.append(words.t("mate"))
        cards, tricks = sizes.get(p, 0), won.get(p, 0)
        seat = words.t(
            "{player}: {money}, {cards}, {tricks} {roles}",
            player=Player(p),
            money=Money(money.get(p, 0), sign=True),
            cards=words.tn("{n} card", "{n} cards", cards),
            tricks=words.tn("{n} trick", "{n} tricks", tricks),
            roles=" ".join(tag),
        )
        lines.append("  " + seat)
    if view.get("open_card"):
        lines.append(words.t("Open card: {card}", card=Card(str(view["open_card"]))))
    if view.get("contract"):
        con = CONTRACTS[BY_KEY[str(view["contract"])]]
        name, stake = contract_name(con), Money(con.stake)
        trump = SUIT_BY_NAME.get(str(view.get("trump")))
        if trump is not None:
            line = words.t(
                "Contract: {contract} ({stake}), trump {suit}",
                contract=name,
                stake=stake,
                suit=Suit(trump),
            )
        elif not con.trump:
            line = words.t("Contract: {contract} ({stake}), trump none", contract=name, stake=stake)
        else:
            line = words.t(
                "Contract: {contract} ({stake}), trump not named yet", contract=name, stake=stake
            )
        lines.append(line)
    elif view.get("bids"):
        shown = ", ".join(
            words.t("{player} pass", player=Player(p))
            if w == "pass"
            else words.t("{player} {bid} ({roem})", player=Player(p), bid=str(w), roem=str(r))
            for p, w, r in view["bids"][-6:]
        )
        lines.append(words.t("Bids: {bids}", bids=shown))
    for p, cards in dict(view.get("exposed", {})).items():
        lines.append(
            words.t("Open hand {player}: {cards}", player=Player(p), cards=_cards(cards, words))
        )
    if view.get("tricks"):
        last = view["tricks"][-1]
        lines.append(
            words.t(
                "Last trick: {cards} -> {winner}",
                cards=" ".join(card_text(c, words) for _, c in last["cards"]),
                winner=Player(last["winner"]),
            )
        )
    if view.get("trick"):
        lines.append(
            words.t(
                "On the table: {cards}",
                cards=" ".join(card_text(c, words) for _, c in view["trick"]),
            )
        )
    if view.get("hand") is not None and view.get("you"):
        lines.append(words.t("Your hand: {cards}", cards=_cards(list(view["hand"]), words)))
        if view.get("discard"):
            lines.append(
                words.t("You put down: {cards}", cards=_cards(list(view["discard"]), words))
            )
        if view.get("given"):
            lines.append(
                words.t("You gave back: {cards}", cards=_cards(list(view["given"]), words))
            )
    result = last_result(view, words)
    if result:
        lines.append(result)
    turn = view.get("turn") or []
    if turn:
        waiting = ", ".join(words.player(p) for p in turn)
        lines.append(words.t("Waiting on {players}", players=waiting))
    elif view.get("over"):
        lines.append(words.t("Session over."))
    return "\n".join(lines)


def _phase(phase: str) -> Msg | str:
    return PHASE_NAMES.get(phase, phase)


def _values(order: tuple[str, ...], values: Mapping[str, int], words: Words) -> str:
    """`J=20 9=14 A=11 ...`, in the language's rank letters."""
    return " ".join(words.ranks.get(r, r) + (f"={values[r]}" if r in values else "") for r in order)


def _typed(value: object) -> str:
    """An option's value as a host types it: `on`/`off` for switches."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def summary_text(o: PandoerOptions, words: Words) -> str:
    sys_ = o.card_values
    trump = _values(TRUMP_ORDER, TRUMP_VALUES[sys_], words)
    plain = _values(PLAIN_ORDER[sys_], PLAIN_VALUES[sys_], words)
    rank = words.ranks.get
    if o.roem_long_sequences == "cap100":
        roem = words.t(
            "Roem: run of 3 = 20, 4 = 50, 5+ = 100; four {jack} = 200, four A/{king}/{queen} = 100",
            jack=rank("J", "J"),
            king=rank("K", "K"),
            queen=rank("Q", "Q"),
        )
    else:
        roem = words.t(
            "Roem: run of 3 = 20, 4 = 50, 5 = 100, 6 = 120, 7 = 140, 8 = 160; "
            "four {jack} = 200, four A/{king}/{queen} = 100",
            jack=rank("J", "J"),
            king=rank("K", "K"),
            queen=rank("Q", "Q"),
        )
    if not o.roem_overlap:
        roem = words.t("{roem} (no card in two combinations)", roem=roem)
    lines = [
        words.t(
            "Pandoer: 4 players, 33 cards (7 to A in each suit + {six}), 8 each, 17th card open.",
            six=Card("6h"),
        ),
        words.t(
            "{six} open: everyone pays the dealer {amount}. "
            "{queen} open: the dealer pays everyone {amount}.",
            six=Card("6h"),
            queen=Card("Qs"),
            amount=Money(10),
        ),
        words.t(
            "Bid in turn (dealer last), counting the open card; higher contract, or the same "
            "with better roem (high in win-games, low in lose-games). No raising your own bid. "
            "Winner takes the open card and puts one down. All pass: rommelpotten ({amount} "
            "each to the dealer, 3-card exchange, bid again).",
            amount=Money(2),
        ),
        words.t(
            "Trump is never compulsory; trumping a plain lead over a trump must overtrump; the "
            "trump jack may be kept back. Follow suit (or trump)."
        ),
        words.t(
            "Trump order/points: {trump}. Plain: {plain}. Last trick {last}.",
            trump=trump,
            plain=plain,
            last=LAST_TRICK[sys_],
        ),
        roem + ".",
        words.t("Contracts, highest first (stake X per defender; 1 v 3: bidder wins/pays 3X):"),
    ]
    for i, c in enumerate(CONTRACTS, 1):
        lines.append(
            words.t(
                "{number}. {contract} {stake}: {description}.",
                number=f"{i:2}",
                contract=contract_name(c),
                stake=Money(c.stake),
                description=words.lookup(c.describe),
            )
        )
    changed = [
        f"{name}={typed}"
        for name, default, _, _ in describe_options(PandoerOptions)
        if (typed := _typed(getattr(o, name))) != default
    ]
    lines.append(
        words.t(
            "Targets {targets}; 2 v 2 pays {payment}; Piek zonder {piek_zonder}; {deals}.",
            targets=Code(o.trick_target_mode),
            payment=Code(o.team_payment),
            piek_zonder=Code(o.piek_zonder_mode),
            deals=words.tn("{n} deal", "{n} deals", o.deals),
        )
    )
    if changed:
        # As typed in `/game new`, so in code style in every language
        shown = ", ".join(f"`{change}`" for change in changed)
        lines.append(words.t("House rules changed: {changes}", changes=shown))
    else:
        lines.append(words.t("House rules changed: none"))
    return "\n".join(lines)
