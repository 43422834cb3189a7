"""Mezza house rules. Each field answers a question the surviving rules leave open;
the defaults are the most likely reading."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from games.message import marked
from games.options import GameOptions


class MezzaOptions(GameOptions):
    completion: bool = Field(
        default=True,
        description=marked(
            "A ½ on an uncompleted 3½/6½/9½ completes it to 4/7/10 and fires its effect."
        ),
    )
    completion_optional: bool = Field(
        default=False,
        description=marked(
            "A ½ on an uncompleted half card may also be laid plain, without completing it"
            " (`play 1/2 plain`)."
        ),
    )
    self_combo: bool = Field(
        default=True,
        description=marked(
            "One may play 3½/6½/9½ together with a ½ as the whole number (play 3.5 1/2)."
        ),
    )
    snatch: Literal["complete_half", "any_time", "off"] = Field(
        default="complete_half",
        description=marked(
            "When a ½ may be played out of turn: complete_half = only to complete a 3½/6½/9½"
            " on top; any_time = on any card at any time; off = never."
        ),
    )
    skip_rank: Literal["7", "9", "8"] = Field(
        default="7",
        description=marked("The card (7, 9 or 8) whose play makes the next player miss a turn."),
    )
    skip_per_card: bool = Field(
        default=True, description=marked("Several skip cards played at once skip one player each.")
    )
    half_copies_effects: bool = Field(
        default=False,
        description=marked(
            "A ½ laid on a skip card skips another player (the ½ copies the effect)."
        ),
    )
    lower_card: Literal["4", "3.5"] = Field(
        default="4",
        description=marked(
            "The card after which the next card must be 4 or lower: the 4 or the 3½."
        ),
    )
    lower_card_is_wild: bool = Field(
        default=False, description=marked("The 'lower' card may be played on any card.")
    )
    ten_beats_lower: bool = Field(
        default=False, description=marked("A 10 may be played on the 'lower' card (it burns).")
    )
    four_of_a_kind: Literal["across_players", "single_play", "off"] = Field(
        default="across_players",
        description=marked(
            "Four equal cards burn the pile: across_players = the four may come from several"
            " plays; single_play = only four laid in one play; off = no such burn."
        ),
    )
    pair_counts_as: Literal["half_rank", "whole"] = Field(
        default="half_rank",
        description=marked(
            "For four of a kind, a completed 3½+½: half_rank = counts as a 3½; whole = as a 4."
        ),
    )
    cut_in: bool = Field(
        default=False,
        description=marked(
            "Out of turn, a player holding the card(s) that make four of a kind on top may"
            " lay them (`cut 8`): the pile burns and they lead."
        ),
    )
    halves_in_run: Literal["ignored", "break"] = Field(
        default="ignored",
        description=marked(
            "For four of a kind, ½ cards between equal cards: ignored = are skipped;"
            " break = break the run."
        ),
    )
    four_halves_burn: bool = Field(
        default=True, description=marked("Four ½ in a row on top of the pile burn it too.")
    )
    allow_voluntary_pickup: bool = Field(
        default=False, description=marked("A player may pick up the pile even when able to play.")
    )
    exchange: bool = Field(
        default=True,
        description=marked("Before play, everyone may swap hand cards with face-up cards."),
    )
    must_lead_lowest: bool = Field(
        default=False,
        description=marked("The starting player must lead the lowest card they hold."),
    )
    start_tie: Literal["clockwise", "race"] = Field(
        default="clockwise",
        description=marked(
            "Tie on the lowest card: clockwise = the first tied seat from the dealer's left"
            " starts; race = every tied player may lead it and the first to do so starts."
        ),
    )
    end_mode: Literal["full_ranking", "first_out"] = Field(
        default="full_ranking",
        description=marked(
            "full_ranking: play on until one player is left; first_out: stop when"
            " the first player is out."
        ),
    )
    face_down_cards: Annotated[int, Field(ge=0, le=4)] = Field(
        default=3, description=marked("Face-down cards dealt to each player.")
    )
    face_up_cards: Annotated[int, Field(ge=0, le=4)] = Field(
        default=3, description=marked("Face-up cards dealt to each player.")
    )
    hand_cards: Annotated[int, Field(ge=1, le=5)] = Field(
        default=3, description=marked("Hand cards dealt, and the size the hand is refilled to.")
    )
    stock: Literal["shared", "personal"] = Field(
        default="shared",
        description=marked(
            "shared: one stock everyone refills from; personal: the undealt cards are dealt"
            " out as a stock of your own (as in the game 8½)."
        ),
    )
    burner_leads_again: bool = Field(
        default=True,
        description=marked("After a burn the burner leads the new pile (else the next)."),
    )
    seven_players: bool = Field(
        default=False,
        description=marked("Allow a seventh seat (only 5 cards are left for the stock)."),
    )
    # Not a rule of the game: random or stubborn play can pass the pile around for
    # ever once the stock is gone.
    stall_limit: Annotated[int, Field(ge=0, le=1000)] = Field(
        default=100,
        description=marked(
            "End the game after this many pick-ups in a row without progress (no burn, no"
            " stock or table card used, nobody out); the rest are ranked by cards left."
            " 0 = never."
        ),
    )
