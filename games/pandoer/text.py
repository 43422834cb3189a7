"""Lenient move text, and reasons for refused bids and cards."""

from __future__ import annotations

from collections.abc import Callable

from games.cards import SUIT_BY_NAME, SUIT_NAMES, parse_card
from games.message import Card, Code, Msg, Suit, t
from games.moves import normalize_move
from games.pandoer.bidding import is_win_game, nine_cards
from games.pandoer.cards import RANK_OF, SUIT_OF
from games.pandoer.contracts import ALIASES, BY_KEY, CONTRACTS
from games.pandoer.phases import Phase
from games.pandoer.phrases import contract_name, either
from games.pandoer.state import Table
from games.pandoer.trick_rules import legal_cards
from games.pandoer.tricks import playable


def canonical(table: Table, text: str, legal: Callable[[], list[str]]) -> str:
    """The canonical move for `text`: contract words, suit words, bare cards."""
    raw = " ".join(text.lower().replace("’", "'").split())
    raw = raw.replace("die zit", "diezit")  # i18n: not for players (typed words)
    words = raw.split()
    if not words:
        return ""
    if raw in ("diezit", "pass", "diezit!"):
        return raw.rstrip("!")
    rest = " ".join(words[1:])
    if words[0] == "bid" and rest:
        key = ALIASES.get(rest, rest.replace(" ", ""))
        return "bid " + ALIASES.get(key, key)
    if raw in BY_KEY or raw in ALIASES or raw.replace(" ", "") in BY_KEY:
        key = ALIASES.get(raw, raw.replace(" ", ""))
        return "bid " + key
    if words[0] == "trump" and len(words) == 2:
        suit = SUIT_BY_NAME.get(words[1])
        return "trump " + SUIT_NAMES[suit] if suit else raw
    if len(words) == 1 and words[0] in SUIT_BY_NAME and table.deal.phase == Phase.TRUMP:
        return "trump " + SUIT_NAMES[SUIT_BY_NAME[words[0]]]
    move = normalize_move(text, parse_card)
    parts = move.split()
    if len(parts) == 2 and parts[0] == "play" and table.deal.phase != Phase.PLAY:
        # A bare card outside trick play: the one card move this phase takes.
        for m in legal():
            if m.split()[-1] == parts[1]:
                return m
    return move


def explain_bid(table: Table, seat: int, index: int) -> Msg:
    """Why `seat` may not bid the contract at `index` now."""
    con = CONTRACTS[index]
    nine = nine_cards(table, seat)
    aces = sum(1 for x in nine if RANK_OF[x] == "A")
    jacks = sum(1 for x in nine if RANK_OF[x] == "J")
    a = table.auction
    if con.key == "stoet" and aces != 3:
        return t("Stoet needs exactly 3 aces (counting the open card); with 4, bid Polk zonder.")
    if con.key == "vierdeboer" and jacks < 3:
        return t("4e boer needs 3 or 4 jacks (counting the open card).")
    if con.key == "halvestoet":
        if seat == table.session.dealer:
            return t("The dealer may not bid Halve stoet.")
        if aces != 2:
            return t("Halve stoet needs exactly 2 aces (counting the open card).")
        if a.hs_void[seat]:
            return t("Nobody sat with your Halve stoet; bid something else or pass.")
    if a.high is not None:
        high_seat, high, high_roem = a.high
        if high_seat == seat:
            return t("You hold the highest bid; you may raise only after someone overbids you.")
        if index > high:
            return t(
                "{contract} is lower than the current bid {high}.",
                contract=contract_name(con),
                high=contract_name(CONTRACTS[high]),
            )
        if index == high:
            if is_win_game(table, index):
                return t(
                    "To take {contract} over you need higher roem than {roem} (you have {mine}).",
                    contract=contract_name(con),
                    roem=high_roem,
                    mine=a.roems[seat],
                )
            return t(
                "To take {contract} over you need lower roem than {roem} (you have {mine}).",
                contract=contract_name(con),
                roem=high_roem,
                mine=a.roems[seat],
            )
    return t("You may not bid that now.")


def explain_card(table: Table, seat: int, card: str) -> Msg:
    """Why `seat` may not play `card` (which it holds) to this trick."""
    deal = table.deal
    led = SUIT_OF[str(deal.trick[0][1])] if deal.trick else None
    allowed = playable(table, seat)
    base = legal_cards(
        deal.hands[seat], [str(x[1]) for x in deal.trick], deal.trump, table.options.card_values
    )
    if card in base:
        return t(
            "Until the mate is known you must try to become mate: play {cards}.",
            cards=either(allowed),
        )
    if led is not None and deal.trump is None:
        return t("You must follow suit: you hold {suit}.", suit=Suit(led))
    if led == deal.trump:
        return t("Trump was led and you hold trumps (besides the jack): play a trump.")
    if SUIT_OF[card] == deal.trump:
        return t("The trick is trumped: a trump you play must beat it (no undertrumping).")
    return t("You must follow suit ({suit}) or trump.", suit=Suit(str(led)))


def explain(table: Table, seat: int, move: str) -> Msg | None:
    """A sharp reason for a refused card or bid, or None for the generic one."""
    parts = move.split()
    phase = table.deal.phase
    if phase == Phase.PLAY and len(parts) == 2 and parts[0] == "play":
        card = parts[1]
        if card not in table.deal.hands[seat]:
            return t("You do not hold {card}.", card=Card(card))
        return explain_card(table, seat, card)
    if phase == Phase.BID and parts[:1] == ["bid"] and len(parts) == 2:
        key = parts[1]
        if key not in BY_KEY:
            return t(
                "There is no contract {key}. Contracts: {contracts}.",
                key=Code(key),
                contracts=", ".join(BY_KEY),
            )
        return explain_bid(table, seat, BY_KEY[key])
    return None
