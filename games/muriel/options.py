"""Muriel house rules. Defaults follow the original rules where they speak."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from games.message import marked
from games.options import GameOptions


class MurielOptions(GameOptions):
    tie_order: Literal["play", "reveal"] = Field(
        "play",
        description=marked(
            "Who counts as 'first' among equal cards: play = the leader's face-down card "
            "is first, then the followers clockwise; reveal = the leader's card counts last, "
            "because it is turned up last."
        ),
    )
    next_leader: Literal["rotate", "claim_winner", "left_of_claim_winner"] = Field(
        "rotate",
        description=marked(
            "Who receives the strays and leads next: rotate = the player clockwise of the "
            "current leader; claim_winner = the player who took the claims; "
            "left_of_claim_winner = the player clockwise of the claim winner."
        ),
    )
    dealer_rule: Literal["rotate", "redraw", "top_scorer"] = Field(
        "rotate",
        description=marked(
            "Dealer of the second and later hands: rotate = one seat clockwise; "
            "redraw = everyone draws again, highest deals; top_scorer = the top scorer "
            "of the previous hand (ties: first clockwise from the previous dealer)."
        ),
    )
    follow_mode: Literal["sequential", "simultaneous"] = Field(
        "sequential",
        description=marked(
            "sequential = followers play face up one at a time, clockwise; simultaneous = "
            "all followers choose at once and the cards are shown together with the lead."
        ),
    )
    muriel_rule: bool = Field(
        True,
        description=marked(
            "Both jokers on the table make a muriel: the second joker's player takes both "
            "jokers plus the two next-highest cards. Off: two jokers are just identical claims."
        ),
    )
    target: Annotated[int, Field(ge=50, le=2000)] = Field(
        300, description=marked("Points that end the game (the original rules say 300).")
    )
    end_check: Literal["after_hand", "first_to_reach"] = Field(
        "after_hand",
        description=marked(
            "after_hand = the target is checked when a hand is complete, highest total wins; "
            "first_to_reach = the game stops after the trick in which someone reaches it."
        ),
    )
    tie_break: Literal["co_winners", "extra_hand"] = Field(
        "co_winners",
        description=marked(
            "An equal highest total at the end: co_winners share first place; extra_hand "
            "plays another hand (at most 3), then co-winners."
        ),
    )
    short_table: Literal["set_aside", "remove_low"] = Field(
        "set_aside",
        description=marked(
            "With fewer than 9 players (not in the original rules): set_aside = deal "
            "54 // n each and lay the leftover cards aside face down for the hand; "
            "remove_low = take the lowest cards (aces, then twos) out of the game so the "
            "deck divides evenly."
        ),
    )
    nine_only: bool = Field(
        False,
        description=marked(
            "On: seat exactly 9 players, as the original rules describe. Off: 3 to 9 players."
        ),
    )
