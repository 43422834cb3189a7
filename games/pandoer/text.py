"""Lenient move text, and reasons for refused bids and cards."""

from __future__ import annotations

from collections.abc import Callable

from games.cards import SUIT_BY_NAME, SUIT_NAMES, parse_card
from games.moves import normalize_move
from games.pandoer.bidding import is_win_game, nine_cards
from games.pandoer.cards import PRETTY, RANK_OF, SUIT_OF
from games.pandoer.contracts import ALIASES, BY_KEY, CONTRACTS
from games.pandoer.phases import Phase
from games.pandoer.state import Table
from games.pandoer.trick_rules import legal_cards
from games.pandoer.tricks import playable


def canonical(t: Table, text: str, legal: Callable[[], list[str]]) -> str:
    """The canonical move for `text`: contract words, suit words, bare cards."""
    raw = " ".join(text.lower().replace("’", "'").split())
    raw = raw.replace("die zit", "diezit")
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
    if len(words) == 1 and words[0] in SUIT_BY_NAME and t.deal.phase == Phase.TRUMP:
        return "trump " + SUIT_NAMES[SUIT_BY_NAME[words[0]]]
    move = normalize_move(text, parse_card)
    parts = move.split()
    if len(parts) == 2 and parts[0] == "play" and t.deal.phase != Phase.PLAY:
        # A bare card outside trick play: the one card move this phase takes.
        for m in legal():
            if m.split()[-1] == parts[1]:
                return m
    return move


def explain_bid(t: Table, seat: int, index: int) -> str:
    """Why `seat` may not bid the contract at `index` now."""
    con = CONTRACTS[index]
    nine = nine_cards(t, seat)
    aces = sum(1 for x in nine if RANK_OF[x] == "A")
    jacks = sum(1 for x in nine if RANK_OF[x] == "J")
    a = t.auction
    if con.key == "stoet" and aces != 3:
        return "Stoet needs exactly 3 aces (counting the open card); with 4, bid Polk zonder."
    if con.key == "vierdeboer" and jacks < 3:
        return "4e boer needs 3 or 4 jacks (counting the open card)."
    if con.key == "halvestoet":
        if seat == t.session.dealer:
            return "The dealer may not bid Halve stoet."
        if aces != 2:
            return "Halve stoet needs exactly 2 aces (counting the open card)."
        if a.hs_void[seat]:
            return "Nobody sat with your Halve stoet; bid something else or pass."
    if a.high is not None:
        high_seat, high, high_roem = a.high
        if high_seat == seat:
            return "You hold the highest bid; you may raise only after someone overbids you."
        if index > high:
            return f"{con.title} is lower than the current bid {CONTRACTS[high].title}."
        if index == high:
            way = "higher" if is_win_game(t, index) else "lower"
            return (
                f"To take {con.title} over you need {way} roem than {high_roem} "
                f"(you have {a.roems[seat]})."
            )
    return "You may not bid that now."


def explain_card(t: Table, seat: int, card: str) -> str:
    """Why `seat` may not play `card` (which it holds) to this trick."""
    deal = t.deal
    led = SUIT_OF[str(deal.trick[0][1])] if deal.trick else None
    allowed = playable(t, seat)
    base = legal_cards(
        deal.hands[seat], [str(x[1]) for x in deal.trick], deal.trump, t.options.card_values
    )
    if card in base:
        return (
            "Until the mate is known you must try to become mate: play "
            + " or ".join(PRETTY[x] for x in allowed)
            + "."
        )
    if led is not None and deal.trump is None:
        return f"You must follow suit: you hold {SUIT_NAMES[led]}."
    if led == deal.trump:
        return "Trump was led and you hold trumps (besides the jack): play a trump."
    if SUIT_OF[card] == deal.trump:
        return "The trick is trumped: a trump you play must beat it (no undertrumping)."
    return f"You must follow suit ({SUIT_NAMES[str(led)]}) or trump."


def explain(t: Table, seat: int, move: str) -> str | None:
    """A sharp reason for a refused card or bid, or None for the generic one."""
    parts = move.split()
    phase = t.deal.phase
    if phase == Phase.PLAY and len(parts) == 2 and parts[0] == "play":
        card = parts[1]
        if card not in t.deal.hands[seat]:
            return f"You do not hold {card}."
        return explain_card(t, seat, card)
    if phase == Phase.BID and parts[:1] == ["bid"] and len(parts) == 2:
        key = parts[1]
        if key not in BY_KEY:
            return f"There is no contract `{key}`. Contracts: " + ", ".join(BY_KEY) + "."
        return explain_bid(t, seat, BY_KEY[key])
    return None
