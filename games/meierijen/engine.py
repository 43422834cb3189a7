"""MeieRijen, the Dutch two-deck race with pawns.

The engine holds the state (`state.MeieRijenState`, inside a `table.Table` with
the options and seats) and hands each part of play to the module named for it:
`deal`, `legal` (legal moves), `playing`, `passing`, `pawns`, `refill`, `turns`,
`endgame`, `text`, `view`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, ClassVar

from games.base import Deck, Event, Game, Outcome
from games.meierijen import labels
from games.meierijen.ai import choose
from games.meierijen.cards import ONE_DECK
from games.meierijen.deal import starting_state
from games.meierijen.endgame import outcome, penalty_of
from games.meierijen.fields import PLAYS
from games.meierijen.legal import legal_moves
from games.meierijen.log import Log
from games.meierijen.mat import EMPTY_HAND_DRAW
from games.meierijen.options import MeieRijenOptions
from games.meierijen.passing import PASSES, apply_pass, open_room, pass_and_refill
from games.meierijen.pawns import apply_pawn
from games.meierijen.phases import OVER, PLAY, Phase
from games.meierijen.playing import apply_play
from games.meierijen.refill import draw, in_end_phase
from games.meierijen.state import MeieRijenState
from games.meierijen.table import Table, seat_table
from games.meierijen.text import MOVE_HELP, canonical, explain
from games.meierijen.turns import begin_turn
from games.meierijen.view import status_line, table_view
from games.message import ENGLISH, Msg, Player, Words, t
from games.options import GameOptions
from games.picture_hooks import drawn_by


def _done(who: Player) -> Msg:
    return t("{player} is done with the pawns.", player=who)


class MeieRijen(Game):
    name: ClassVar[str] = "meierijen"
    title: ClassVar[str] = "MeieRijen"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    Options: ClassVar[type[GameOptions]] = MeieRijenOptions
    json_version: ClassVar[int] = 1
    # A random 2-player game takes a few hundred decisions (every card moves at most
    # four times, every non-skipped turn shrinks a draw pile); this is far above that.
    move_limit: ClassVar[int] = 6_000
    move_help: ClassVar[str] = MOVE_HELP
    strategy = staticmethod(choose)  # the computer player (games.ai.strategy_for)

    options: MeieRijenOptions
    table: Table
    # Read three times a decision (the caller, `legal_moves`, `play`): a plain attribute,
    # set whenever the state is made or moved, costs a fraction of a property call.
    over: bool = False

    # ------------------------------------------------------- setup and saving

    @classmethod
    def seat_range(cls, options: GameOptions) -> tuple[int, int]:
        multi = isinstance(options, MeieRijenOptions) and options.multiplayer
        return (2, 4) if multi else (2, 2)

    def _setup(self, deck: Deck | None) -> None:
        self._seat(starting_state(self.players, self.seed, self.options, deck))
        begin_turn(self.table, Log())
        self.over = self.table.state.phase is OVER

    def _seat(self, state: MeieRijenState) -> None:
        self.over = state.phase is OVER
        self.table = seat_table(state, self.options, self.players)

    def _dump(self) -> dict[str, Any]:
        return self.table.state.to_dict()

    def _load(self, state: dict[str, Any]) -> None:
        self._seat(MeieRijenState.from_dict(state))

    def _clone_state(self) -> None:
        self.table = replace(self.table, state=self.table.state.clone())

    # -------------------------------------------------------------- contract

    def turn(self) -> list[str]:
        if self.over:
            return []
        return [self.players[self.table.state.current]]

    def _legal_moves(self, player: str) -> list[str]:
        seat = self.table.state.current
        if self.players[seat] != player:
            return []
        return legal_moves(self.table, seat)

    def _apply(self, player: str, move: str) -> list[Event]:
        table = self.table
        seat = table.state.current
        # Asked in order of how common: a pass card (half of all moves, the common end
        # of a turn in one step), then a play (two in five, without a log of its own).
        if move in PASSES:
            passed_on = pass_and_refill(table, seat, PASSES[move])
            if passed_on is not None:
                return passed_on
        elif move in PLAYS:
            events = apply_play(table, seat, move)
            self.over = table.state.phase is OVER
            return events
        log = Log()
        match move[:4]:  # every verb has four letters
            case "pass":
                apply_pass(table, seat, move, log)
            case "pawn":
                apply_pawn(table, seat, move, log)
            case "done":
                table.state.phase = PLAY
                log.add((_done, table.names[seat]))
            case "draw":
                draw(table, seat, EMPTY_HAND_DRAW, log)
        self.over = table.state.phase is OVER
        return log.events()

    def outcome(self) -> Outcome:
        return outcome(self.table)

    def view(self, player: str | None) -> dict[str, Any]:
        view = self._base_view(player)
        seat = self.players.index(player) if player in self.players else -1
        view.update(table_view(self.table, seat))
        return view

    # ---------------------------------------------------------- lenient text

    def _canonical(self, player: str, text: str) -> str:
        seat = self.players.index(player)
        return canonical(self.table, seat, self.legal_moves(player), text)

    def _explain(self, player: str, move: str, legal: list[str]) -> str | Msg:
        reason = explain(self.table, self.players.index(player), move, legal)
        return reason or super()._explain(player, move, legal)

    # ------------------------------------------------------- text and pictures

    @classmethod
    def render(cls, view: Mapping[str, Any], words: Words = ENGLISH) -> str:
        from games.meierijen.render import render_view

        return render_view(view, words)

    picture = drawn_by("games.meierijen.picture", "table_png")
    hand_picture = drawn_by("games.meierijen.picture", "hand_png")
    move_label = labels.move_label

    @classmethod
    def summary(cls, options: GameOptions | None = None, words: Words = ENGLISH) -> str:
        from games.meierijen.render import summary_text

        opts = options if isinstance(options, MeieRijenOptions) else MeieRijenOptions()
        return summary_text(opts, words)

    def status_line(self, words: Words = ENGLISH) -> str:
        return status_line(self.table, words)

    # ------------------------------------------------- hooks for tests and bots

    def full_deck(self) -> Counter[str]:
        total: Counter[str] = Counter()
        for _ in self.players:
            total.update(ONE_DECK)
        return total

    def cards_in_play(self) -> Counter[str]:
        state = self.table.state
        total: Counter[str] = Counter(state.removed)
        for group in (
            state.draw_piles,
            state.hands,
            state.open_cards,
            state.penalty_piles,
            state.field_cards,
        ):
            for cards in group:
                total.update(cards)
        return total

    def redeal_hidden(self, player: str | None, rng: random.Random) -> MeieRijen:
        other = self.clone()
        state = other.table.state
        for s, p in enumerate(self.players):
            pile = state.draw_piles[s]
            shown = 1 if (state.face_up and s == state.current and pile) else 0
            keep = pile[len(pile) - shown :]
            hidden = pile[: len(pile) - shown]
            hand_hidden = p != player
            n_pile = len(hidden)
            pool = hidden + (state.hands[s] if hand_hidden else [])
            # Only this seat's own deck is mixed: its hidden places hold nothing else.
            pool.sort()  # the deal must not depend on where the hidden cards lay
            rng.shuffle(pool)
            state.draw_piles[s] = pool[:n_pile] + keep
            if hand_hidden:
                state.hands[s] = pool[n_pile:]
        return other

    def in_end_phase(self, seat: int) -> bool:
        return in_end_phase(self.table, seat)

    def open_room(self, seat: int) -> bool:
        return open_room(self.table, seat)

    def penalty_of(self, seat: int) -> int:
        return penalty_of(self.table, seat)

    # Tests read and set the state under the names saved games use.

    @property
    def phase(self) -> Phase:
        return self.table.state.phase

    @property
    def piles(self) -> list[list[str]]:
        return self.table.state.draw_piles

    @property
    def hands(self) -> list[list[str]]:
        return self.table.state.hands

    @property
    def opens(self) -> list[list[str]]:
        return self.table.state.open_cards

    @property
    def pens(self) -> list[list[str]]:
        return self.table.state.penalty_piles

    @property
    def out(self) -> list[str]:
        return self.table.state.removed

    @property
    def turns(self) -> int:
        return self.table.state.turns

    @turns.setter
    def turns(self, count: int) -> None:
        self.table.state.turns = count

    @property
    def result(self) -> list[int]:
        return self.table.state.result

    @result.setter
    def result(self, points: list[int]) -> None:
        self.table.state.result = points
