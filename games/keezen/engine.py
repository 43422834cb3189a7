"""Kruizkeezen: Keezen with four jokers, a 5/4/5 deal and a cross to the centre spot.

The engine holds the state (`state.KeezenState`) and hands each part of play to
the module named for it: `deal`, `exchange`, `actions` (legal moves, generated
per card kind by `movegen`), `turns`, `winning`, `text`, `view`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from games.base import Deck, Event, Game, Outcome
from games.cards import parse_card
from games.keezen import labels
from games.keezen.actions import Actions, actions_for
from games.keezen.ai import choose
from games.keezen.cards import cards_in_play, full_deck, redeal_hidden
from games.keezen.deal import deal_subround, opening_redeal, shuffled
from games.keezen.exchange import give, give_moves
from games.keezen.moves import CHANGES, Changes
from games.keezen.options import KeezenOptions
from games.keezen.phases import OVER, PLAY, Phase
from games.keezen.position import Position
from games.keezen.render import render_view, summary_text
from games.keezen.rules import Rules, rules_for
from games.keezen.state import KeezenState
from games.keezen.text import MOVE_HELP, canonical_text, explain
from games.keezen.turns import play_turn
from games.keezen.view import status_line, table_view
from games.keezen.winning import outcome
from games.message import ENGLISH, Msg, Words
from games.picture_hooks import drawn_by


class Keezen(Game):
    name: ClassVar[str] = "keezen"
    title: ClassVar[str] = "Kruizkeezen"
    min_players: ClassVar[int] = 4
    max_players: ClassVar[int] = 4
    Options: ClassVar[type[KeezenOptions]] = KeezenOptions
    json_version: ClassVar[int] = 1
    # max_deals (60) shuffles of 56 decisions each bound every game.
    move_limit: ClassVar[int] = 4_000
    move_help: ClassVar[str] = MOVE_HELP

    strategy = staticmethod(choose)

    options: KeezenOptions
    state: KeezenState
    # Derived, never saved: the rule set's memos, the board as move generation reads
    # it (made when first needed, then told every move), and the legal moves with
    # their effects per seat, from `legal_moves` until the next move.
    _rules: Rules
    _board: Position | None
    _actions: dict[int, Actions]
    # Whether the state's phase is OVER: an attribute, not a property, as it is asked
    # several times a decision; `_setup`, `_load`, `_apply` and `touch` keep it.
    over: bool = False

    # -------------------------------------------------------- setup and saving

    def _setup(self, deck: Deck | None) -> None:
        self._derive()
        self.state = state = KeezenState()
        if deck is not None:
            if isinstance(deck, Mapping):
                raise ValueError("Kruizkeezen is dealt from one pack: give a list of cards.")
            cards = [parse_card(str(c)) or str(c) for c in deck]
            if Counter(cards) != self.full_deck():
                raise ValueError(
                    f"A stacked deck must hold exactly the {sum(self.full_deck().values())} "
                    "cards of the pack (52 and the jokers), top card first."
                )
            state.stock = cards
        else:
            state.stock = shuffled(self.options, self.seed, 1)
            opening_redeal(state, self.options, self.seed)
        deal_subround(state, self.options, self.seed)
        self.over = False

    def _derive(self) -> None:
        self._rules = rules_for(self.options)
        self._board = None
        self._actions = {}

    def _position(self) -> Position:
        board = self._board
        if board is None:
            board = self._board = Position(self._rules, self.state.pos, self.state.xi)
        return board

    def _dump(self) -> dict[str, Any]:
        return self.state.to_dict()

    def _load(self, state: dict[str, Any]) -> None:
        self._derive()
        self.state = KeezenState.from_dict(state)
        self.over = self.state.phase is OVER

    def _clone_state(self) -> None:
        self.state = self.state.clone()
        self._board = None
        self._actions = {}

    def touch(self) -> None:
        """Forget cached moves after a test or tool changed the state directly."""
        self._legal_cache = {}
        self._board = None
        self._actions = {}
        self.over = self.state.phase is OVER

    # ---------------------------------------------------------------- contract

    def turn(self) -> list[str]:
        state = self.state
        if state.phase is PLAY:  # the hot path, without the enum look-ups of a match
            return [self.players[state.current]]
        match state.phase:
            case Phase.EXCHANGE:
                return [self.players[s] for s in range(4) if state.gifts[s] is None]
            case _:
                return []

    def _legal_moves(self, player: str) -> list[str]:
        seat = self.players.index(player)
        phase = self.state.phase
        if phase is PLAY:  # the hot path, without the enum look-ups of a match
            if seat != self.state.current:
                return []
            # (The board is made once a game: no call to `_position` each decision.)
            board = self._board or self._position()
            actions = actions_for(self.state, board, self.options, seat)
            self._actions[seat] = actions
            return list(actions)
        return give_moves(self.state, seat) if phase is Phase.EXCHANGE else []

    def actions_for(self, seat: int) -> Actions:
        """The legal moves of the seat to move, each with its effect."""
        actions = actions_for(self.state, self._position(), self.options, seat)
        self._actions[seat] = actions
        return actions

    def move_effects(self, player: str) -> dict[str, Changes]:
        """Each legal move of `player`, in the order `legal_moves` lists them, with the
        pawn changes `(pawn, field, xi)` it makes (none for a discard, a fold or a gift).

        Only the public board and the player's own cards decide this, so the
        computer player may use it without peeking at hidden cards.
        """
        moves = self.legal_moves(player)
        if self.state.phase is not PLAY or not moves:
            return dict.fromkeys(moves, ())
        seat = self.players.index(player)
        actions = self._actions.get(seat)
        if actions is None:
            actions = self.actions_for(seat)
        return {move: () if option is None else option[CHANGES] for move, option in actions.items()}

    def preview(self, player: str, move: str) -> list[tuple[int, int, int]]:
        """The pawn changes `(pawn, field, xi)` a legal move of `player` makes (see
        `move_effects`); none for a move that is not legal."""
        return list(self.move_effects(player).get(move, ()))

    def _apply(self, player: str, move: str) -> list[Event]:
        seat = self.players.index(player)
        if self.state.phase is not PLAY:
            events: list[Event] = []
            give(self.state, self.players, seat, move.split()[1], events)
            return events
        actions = self._actions.get(seat)
        if actions is None or move not in actions:
            actions = self.actions_for(seat)
        self._actions = {}
        events = play_turn(
            self.state,
            self._board or self._position(),
            self.options,
            self.seed,
            self.players,
            self._rules.labels,
            move,
            actions[move],
        )
        self.over = self.state.phase is OVER
        return events

    def view(self, player: str | None) -> dict[str, Any]:
        seat = self.players.index(player) if player in self.players else None
        view = self._base_view(player)
        view.update(table_view(self.state, self.options, self.players, self._rules.geo, seat))
        return view

    def outcome(self) -> Outcome:
        return outcome(self.state, self.options, self.players)

    # ----------------------------------------------------------------- hooks

    def cards_in_play(self) -> Counter[str]:
        return cards_in_play(self.state)

    def full_deck(self) -> Counter[str]:
        return full_deck(self.options.jokers)

    def redeal_hidden(self, player: str | None, rng: random.Random) -> Self:
        other = self.clone()
        seat = self.players.index(player) if player in self.players else None
        redeal_hidden(other.state, seat, rng)
        return other

    # Tests and tools read and set the board and cards directly (then `touch`).

    @property
    def pos(self) -> list[int]:
        return self.state.pos

    @property
    def xi(self) -> list[int]:
        return self.state.xi

    @property
    def hands(self) -> list[list[str]]:
        return self.state.hands

    @property
    def stock(self) -> list[str]:
        return self.state.stock

    @stock.setter
    def stock(self, cards: list[str]) -> None:
        self.state.stock = cards

    @property
    def winners(self) -> list[int]:
        return self.state.winners

    @property
    def guard_end(self) -> bool:
        return self.state.guard_end

    # -------------------------------------------------------------- text

    def _canonical(self, player: str, text: str) -> str:
        return canonical_text(text)

    def _explain(self, player: str, move: str, legal: list[str]) -> str | Msg:
        reason = explain(self.state, self.players.index(player), move, legal)
        return reason if reason is not None else super()._explain(player, move, legal)

    @classmethod
    def render(cls, view: Mapping[str, Any], words: Words = ENGLISH) -> str:
        return render_view(view, words)

    picture = drawn_by("games.keezen.picture", "table_png")
    hand_picture = drawn_by("games.keezen.picture", "hand_png")
    move_label = labels.move_label

    @classmethod
    def summary(cls, options: KeezenOptions | None = None, words: Words = ENGLISH) -> str:  # type: ignore[override]
        return summary_text(options or KeezenOptions(), words)

    def status_line(self, words: Words = ENGLISH) -> str:
        return status_line(self.state, self.players, self.turn(), words)
