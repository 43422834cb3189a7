"""Mezza house rules. Each field answers one open question of the research note
(shared/research/mezza.md §4 and §5); the defaults are its recommended reading."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from games.options import GameOptions


class MezzaOptions(GameOptions):
    # Q2 / §3.1: a ½ laid on 3½, 6½ or 9½ makes it 4, 7 or 10 with that card's effect.
    completion: bool = Field(
        default=True,
        description="A ½ on an uncompleted 3½/6½/9½ completes it to 4/7/10 and fires its effect.",
    )
    # §3.3 / §4 completion.mode
    completion_optional: bool = Field(
        default=False,
        description=(
            "A ½ on an uncompleted half card may also be laid plain, without completing it"
            " (`play 1/2 plain`)."
        ),
    )
    # Q10 / §3.3
    self_combo: bool = Field(
        default=True,
        description="One may play 3½/6½/9½ together with a ½ as the whole number (play 3.5 1/2).",
    )
    # Q5 / §3.2
    snatch: Literal["complete_half", "any_time", "off"] = Field(
        default="complete_half",
        description=(
            "When a ½ may be played out of turn: complete_half = only to complete a 3½/6½/9½"
            " on top; any_time = on any card at any time; off = never."
        ),
    )
    # Q3 / §3.6
    skip_rank: Literal["7", "9", "8"] = Field(
        default="7", description="The card whose play makes the next player miss a turn."
    )
    # Q16
    skip_per_card: bool = Field(
        default=True, description="Several skip cards played at once skip one player each."
    )
    # Q7
    half_copies_effects: bool = Field(
        default=False,
        description="A ½ laid on a skip card skips another player (the ½ copies the effect).",
    )
    # Q4 / §3.5
    lower_card: Literal["4", "3.5"] = Field(
        default="4", description="The card after which the next card must be 4 or lower."
    )
    # Q6
    lower_card_is_wild: bool = Field(
        default=False, description="The 'lower' card may be played on any card."
    )
    # Q8
    ten_beats_lower: bool = Field(
        default=False, description="A 10 may be played on the 'lower' card (it burns)."
    )
    # Q9 / §3.4
    four_of_a_kind: Literal["across_players", "single_play", "off"] = Field(
        default="across_players",
        description=(
            "Four equal cards burn the pile: across_players = the four may come from several"
            " plays; single_play = only four laid in one play; off = no such burn."
        ),
    )
    pair_counts_as: Literal["half_rank", "whole"] = Field(
        default="half_rank",
        description=(
            "For four of a kind a completed 3½+½ counts as a 3½ (half_rank) or as a 4 (whole)."
        ),
    )
    cut_in: bool = Field(
        default=False,
        description=(
            "Out of turn, a player holding the card(s) that make four of a kind on top may"
            " lay them (`cut 8`): the pile burns and they lead."
        ),
    )
    halves_in_run: Literal["ignored", "break"] = Field(
        default="ignored",
        description="Whether ½ cards between equal cards are skipped (ignored) or break a run.",
    )
    four_halves_burn: bool = Field(
        default=True, description="Four ½ in a row on top of the pile burn it too."
    )
    # Q11
    allow_voluntary_pickup: bool = Field(
        default=False, description="A player may pick up the pile even when able to play."
    )
    # Q13 (swap part)
    exchange: bool = Field(
        default=True, description="Before play, everyone may swap hand cards with face-up cards."
    )
    # Q14
    must_lead_lowest: bool = Field(
        default=False, description="The starting player must lead the lowest card they hold."
    )
    start_tie: Literal["clockwise", "race"] = Field(
        default="clockwise",
        description=(
            "Tie on the lowest card: clockwise = the first tied seat from the dealer's left"
            " starts; race = every tied player may lead it and the first to do so starts."
        ),
    )
    # Q15
    end_mode: Literal["full_ranking", "first_out"] = Field(
        default="full_ranking",
        description="Play on until one player is left (full_ranking) or stop at the first out.",
    )
    # Q13 / §4 deal
    face_down_cards: Annotated[int, Field(ge=0, le=4)] = Field(
        default=3, description="Face-down cards dealt to each player."
    )
    face_up_cards: Annotated[int, Field(ge=0, le=4)] = Field(
        default=3, description="Face-up cards dealt to each player."
    )
    hand_cards: Annotated[int, Field(ge=1, le=5)] = Field(
        default=3, description="Hand cards dealt, and the size the hand is refilled to."
    )
    stock: Literal["shared", "personal"] = Field(
        default="shared",
        description=(
            "One stock for everyone, or (8½ style) the undealt cards dealt out as a"
            " personal stock each player refills from."
        ),
    )
    # §4 burn
    burner_leads_again: bool = Field(
        default=True, description="After a burn the burner leads the new pile (else the next)."
    )
    # Q12
    seven_players: bool = Field(
        default=False, description="Allow a seventh seat (only 5 cards are left for the stock)."
    )
    # Termination guard (not a rule of the seed): random or stubborn play can pass the
    # pile around for ever once the stock is gone.
    stall_limit: Annotated[int, Field(ge=0, le=1000)] = Field(
        default=100,
        description=(
            "End the game after this many pick-ups in a row without progress (no burn, no"
            " stock or table card used, nobody out); the rest are ranked by cards left."
            " 0 = never."
        ),
    )
