"""House rules for Pandoer: every point the house-rules sheet leaves open, with
the most common reading as the default."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from games.message import marked
from games.options import GameOptions


class PandoerOptions(GameOptions):
    deals: Annotated[int, Field(ge=1, le=100)] = Field(
        8, description=marked("Deals in a session (8 = every player deals twice).")
    )
    card_values: Literal["dutch146", "klaverjas162"] = Field(
        "dutch146",
        description=marked(
            "Card order and points: old Dutch jass (A K Q J 10 plain, last trick 5, "
            "146 a deal) or klaverjas (A 10 K Q J plain, last trick 10, 162 a deal)."
        ),
    )
    roem_long_sequences: Literal["cap100", "butselaar"] = Field(
        "cap100",
        description=marked("Runs of 5+ score 100 (cap100) or 6=120, 7=140, 8=160 (butselaar)."),
    )
    roem_overlap: bool = Field(
        True, description=marked("A card may count in a run and in four of a kind at once.")
    )
    roem_overbid: bool = Field(
        True,
        description=marked(
            "The same contract may be overbid with strictly better roem "
            "(higher in win-games, lower in lose-games); off: never."
        ),
    )
    vogeltje_roem: Literal["lose", "win"] = Field(
        "lose",
        description=marked(
            "Vogeltje counts as a lose-game (lowest roem wins the bidding) or as a "
            "win-game (highest roem wins)."
        ),
    )
    pass_is_final: bool = Field(True, description=marked("A player who passed may not bid again."))
    first_lead: Literal["bidder", "left_of_dealer"] = Field(
        "bidder",
        description=marked(
            "Who leads the first trick: bidder = the player who won the bidding; "
            "left_of_dealer = the player left of the dealer."
        ),
    )
    trick_target_mode: Literal["exact", "at_least"] = Field(
        "exact",
        description=marked(
            "Polk zonder, Stoet, Halve stoet, Polke: exact = the bidder's side must "
            "take exactly its number of tricks; at_least = that many or more "
            "(Piek is always exact)."
        ),
    )
    team_payment: Literal["per_defender", "each_to_each"] = Field(
        "per_defender",
        description=marked(
            "2 v 2: each defender pays X, shared by bidder and mate (+X each), "
            "or every loser pays every winner X."
        ),
    )
    reveal_ace_mate: Literal["on_play", "immediately"] = Field(
        "on_play",
        description=marked(
            "Stoet: the mate (holder of the 4th ace) becomes known on_play = when "
            "that ace falls; immediately = at once."
        ),
    )
    die_zit: Literal["automatic", "player_choice"] = Field(
        "automatic",
        description=marked(
            "Halve stoet: the holder of the other two aces is mate automatically, "
            "or chooses to say 'die zit'."
        ),
    )
    mate_window: Literal[1, 3, 8] = Field(
        3,
        description=marked("4e boer/Pandoer: tricks in which the first trick lost names the mate."),
    )
    no_mate: Literal["alone", "void_deal"] = Field(
        "alone",
        description=marked(
            "If no mate was found: alone = the bidder plays alone; void_deal = the "
            "deal does not count."
        ),
    )
    mate_obligation: Literal["highest", "must_try_to_win", "off"] = Field(
        "highest",
        description=marked(
            "While the mate is unknown, others play their highest card of the suit "
            "(or highest trump), or must beat the trick if they can, or play freely."
        ),
    )
    discard_counts_for: Literal["defenders", "declarer", "nobody"] = Field(
        "defenders",
        description=marked(
            "4e boer: the card the bidder put down counts for the defenders, for "
            "the bidder's side (declarer), or for nobody."
        ),
    )
    vierde_boer_max_lost: Annotated[int, Field(ge=0, le=162)] = Field(
        26, description=marked("4e boer: most points the bidder's side may lose.")
    )
    piek_requires_trump_jack: bool = Field(
        False, description=marked("Piek: the one trick must be won with the trump jack.")
    )
    piek_zonder_mode: Literal[
        "bidder_exactly_one", "everyone_exactly_one", "everyone_at_least_one"
    ] = Field(
        "bidder_exactly_one",
        description=marked(
            "Piek zonder: bidder takes exactly 1 (1 v 3), or everyone aims for exactly "
            "1 / at least 1 and each who misses pays €0.07 to each who makes it."
        ),
    )
    piek_zonder_chain: Literal["full_circle", "last_discards"] = Field(
        "full_circle",
        description=marked(
            "Piek zonder: passing goes round back to the bidder, who discards; "
            "or the bidder's right neighbour discards instead of passing."
        ),
    )
    open_card_bonus_on_rommelpot: bool = Field(
        False,
        description=marked("The 6♥/Q♠ payments also apply to the open card after rommelpotten."),
    )
    max_rommelpot: Literal["unlimited", "once"] = Field(
        "unlimited",
        description=marked(
            "After a rommelpot in which all pass again: rommelpot again, or throw in."
        ),
    )
    stop_when_decided: bool = Field(
        True, description=marked("End the deal as soon as its result can no longer change.")
    )
