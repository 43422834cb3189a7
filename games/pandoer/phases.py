"""The phases of a Pandoer deal, in the order a deal can pass through them."""

from __future__ import annotations

from enum import StrEnum

from games.message import Msg, t


class Phase(StrEnum):
    BID = "bid"  # the auction
    DIE_ZIT = "diezit"  # a Halve stoet waits on the secret 'die zit' answers
    ROMMELPOT = "rommel"  # all passed: the three others give the dealer 3 cards back
    BUY = "buy"  # 4e boer: the bidder buys the fourth jack
    BUY_GIVE = "buygive"  # ... and hands the seller a card for it
    DISCARD = "discard"  # the bidder puts a card down (or gives one to the 'die zit' mate)
    MATE_DISCARD = "matediscard"  # the Halve stoet mate puts a card down
    CHAIN = "chain"  # Piek zonder: cards passed round to the left
    TRUMP = "trump"  # the bidder names trump
    PLAY = "play"  # eight tricks
    OVER = "over"  # the session has ended


# What the table is doing in each phase, for status lines and pictures.
PHASE_NAMES: dict[str, Msg] = {
    Phase.BID: t("bidding"),
    Phase.DIE_ZIT: t("mate calls"),
    Phase.ROMMELPOT: t("rommelpotten"),
    Phase.BUY: t("buying the jack"),
    Phase.BUY_GIVE: t("buying the jack"),
    Phase.DISCARD: t("putting down"),
    Phase.MATE_DISCARD: t("putting down"),
    Phase.CHAIN: t("passing cards on"),
    Phase.TRUMP: t("naming trump"),
    Phase.PLAY: t("playing"),
    Phase.OVER: t("session over"),
}

# On Python 3.11 every `Phase.X` costs an enum look-up of about a thousand machine
# instructions (the enum metaclass defines `__getattr__`), and a set-up move reads
# a dozen of them; the engine and the phase modules use these plain module names.
BID = Phase.BID
DIE_ZIT = Phase.DIE_ZIT
ROMMELPOT = Phase.ROMMELPOT
BUY = Phase.BUY
BUY_GIVE = Phase.BUY_GIVE
DISCARD = Phase.DISCARD
MATE_DISCARD = Phase.MATE_DISCARD
CHAIN = Phase.CHAIN
TRUMP = Phase.TRUMP
PLAY = Phase.PLAY
OVER = Phase.OVER
