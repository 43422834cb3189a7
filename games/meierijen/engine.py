"""MeieRijen: the engine (applying moves, turn flow, results, views, persistence).

State is plain lists and ints. Every pile is stored bottom first, so the top card
is `pile[-1]` and taking it is a cheap `pop()`. Each player's hand, draw pile,
open cards and penalty pile only ever hold cards of that player's own deck, so a
card code is unique inside any of those places even though the decks repeat.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar

from games.base import Deck, Event, Game, Outcome, mention
from games.meierijen import board as B
from games.meierijen import labels
from games.meierijen import text as T
from games.meierijen.ai import choose
from games.meierijen.legal import LegalMoves, fit_cache
from games.meierijen.log import Log
from games.meierijen.options import MeieRijenOptions
from games.meierijen.setup import own_decks, start_cards
from games.options import GameOptions


class MeieRijen(LegalMoves, Game):
    name: ClassVar[str] = "meierijen"
    move_label = labels.move_label
    title: ClassVar[str] = "MeieRijen"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    Options: ClassVar[type[GameOptions]] = MeieRijenOptions
    json_version: ClassVar[int] = 1
    # A random 2-player game takes a few hundred decisions (every card moves at most
    # four times, every non-skipped turn shrinks a draw pile); this is far above that.
    move_limit: ClassVar[int] = 6_000
    move_help: ClassVar[str] = T.MOVE_HELP
    strategy = staticmethod(choose)  # the computer player (games.ai.strategy_for)

    options: MeieRijenOptions
    # Each seat's `mention`, built once per game: event texts name players on every move.
    _names: tuple[str, ...]

    # ------------------------------------------------------------------ setup

    @classmethod
    def seat_range(cls, options: GameOptions) -> tuple[int, int]:
        multi = isinstance(options, MeieRijenOptions) and options.multiplayer
        return (2, 4) if multi else (2, 2)

    def _setup(self, deck: Deck | None) -> None:
        n = len(self.players)
        decks = own_decks(self.players, self.seed, deck)
        c_red, c_mix, c_black, mixer = start_cards(self.seed, self.options, decks, deck is not None)
        self.fcards = [[], [], []]
        self.frank = [0, 0, 0]
        self.out = []
        for fi, c in ((0, c_red), (1, c_mix), (2, c_black)):
            if B.NATURAL[c] == B.ACE:
                self.out.append(c)  # a lone ace is a finished stack: removed at once
            else:
                self.fcards[fi].append(c)
                self.frank[fi] = B.NATURAL[c]
        self.start_cards = [c_red, c_mix, c_black]
        self.piles = [list(reversed(d)) for d in decks]
        self.hands = [[] for _ in range(n)]
        self.opens = [[] for _ in range(n)]
        self.pens = [[] for _ in range(n)]
        self.wloc = ["", ""]
        self.wby = [-1, -1]
        self.grey = self.redp = -1
        self.mixer = mixer
        self.starter = (mixer + 1) % n
        self.cur = self.starter
        self.flip = False
        self.phase = "play"
        self.pused = []
        self.dbl = self.jmp = False
        self.turns = 0
        self.ender = -1
        self.final_left = -1
        self.result = []
        self._fit_cache = fit_cache(self.options)
        self._names = tuple(map(mention, self.players))
        self._begin_turn(Log())

    # -------------------------------------------------------------- contract

    def turn(self) -> list[str]:
        if self.phase == "over":
            return []
        return [self.players[self.cur]]

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def _apply(self, player: str, move: str) -> list[Event]:
        seat = self.cur
        log = Log()
        verb = move[:4]  # every verb has four letters
        if verb == "play":
            self._apply_play(seat, move, log)
        elif verb == "pass":
            self._apply_pass(seat, move, log)
        elif verb == "pawn":
            self._apply_pawn(seat, move, log)
        elif verb == "done":
            self.phase = "play"
            log.add(f"{mention(player)} is done with the pawns.")
        elif verb == "draw":
            self._draw(seat, B.EMPTY_HAND_DRAW, log)
        return log.events()

    # ------------------------------------------------------------ move effects

    def _apply_play(self, seat: int, move: str, log: Log) -> None:
        parts = move.split(" ")
        code = parts[1]
        fi = B.FIELD_INDEX[parts[2]]
        rank = B.NATURAL[code]
        i = 3
        if len(parts) > 3 and parts[3] == "as":
            rank = B.RANK_VALUE[parts[4].lower()]
            i = 5
        who = self._names[seat]
        src_text = ""
        from_pile = from_hand = False
        if len(parts) > i:
            where = parts[i + 1]
            if where == "pile":
                self.piles[seat].pop()
                from_pile = True
                src_text = " (the face-up card of the draw pile)"
            else:
                q = B.COLOURS.index(where)
                owner = self._names[q]
                if parts[i + 2] == "open":
                    self.opens[q].remove(code)
                    src_text = f" (from {owner}'s open cards)"
                else:
                    pile = self.pens[q]
                    if pile[-1] == code:
                        pile.pop()
                    else:
                        pile.remove(code)
                    src_text = f" (from {owner}'s penalty pile)"
        else:
            self.hands[seat].remove(code)
            from_hand = True
        t = self.frank[fi]
        f = B.FIELDS[fi]
        shown = B.PRETTY[code] + (f" as {B.RANK_NAME[rank]}" if B.NATURAL[code] == 0 else "")
        text = f"{who} plays {shown} on {f}{src_text}."
        if t and rank == t:
            self.dbl = True
            text += " A double (grey pawn)."
        elif t and rank == t + 2:
            self.jmp = True
            text += " A jump (red pawn)."
        ten = t == 9 and rank == 10
        self.fcards[fi].append(code)
        if rank == B.ACE:
            self.out += self.fcards[fi]
            text += f" The stack on {f} is complete ({len(self.fcards[fi])} cards) and removed."
            self.fcards[fi] = []
            self.frank[fi] = 0
        else:
            self.frank[fi] = rank
        if ten:
            text += " A ten-card: pawn actions."
        log.add(text)
        if from_pile and self._pile_taken(seat, log):
            return
        if from_hand and not self.hands[seat]:
            self._empty_hand(seat, log)
        if ten:
            self.pused = []
            self.phase = "pawns"

    def _pile_taken(self, seat: int, log: Log) -> bool:
        """After the face-up card left the pile: turn the next one, or end the game.

        Returns True when the game is over."""
        pile = self.piles[seat]
        if pile:
            log.add(f"{self._names[seat]} turns up {B.PRETTY[pile[-1]]}.")
            return False
        self.flip = False
        if self.ender < 0:
            self.ender = seat
        log.add(f"{self._names[seat]} has played out the whole draw pile.")
        if self.options.end_timing == "immediate":
            self._finish(log)
            return True
        return False

    def _empty_hand(self, seat: int, log: Log) -> None:
        if (
            self.options.empty_hand_draw == "automatic"
            and len(self.piles[seat]) > B.MARKER_FROM_BOTTOM
        ):
            self._draw(seat, B.EMPTY_HAND_DRAW, log)

    def _apply_pass(self, seat: int, move: str, log: Log) -> None:
        who = self._names[seat]
        parts = move.split(" ")
        if len(parts) == 1:
            log.add(f"{who} ends the turn.")
            self._end_turn(seat, log)
            return
        code, dest = parts[1], parts[2]
        pile = self.piles[seat]
        target = self.opens[seat] if dest == "open" else self.pens[seat]
        where = "open cards" if dest == "open" else "penalty pile"
        if self.phase == "play" and self.flip and pile and pile[-1] == code:
            pile.pop()
            target.append(code)
            self.flip = False
            log.add(f"{who} cannot use {B.PRETTY[code]} and puts it on the {where}.")
            if not pile:
                if self.ender < 0:
                    self.ender = seat
                log.add(f"{who} has played out the whole draw pile.")
                if self.options.end_timing == "immediate":
                    self._finish(log)
                    return
            if self.options.end_phase_pass == "flip_and_hand" and self.hands[seat]:
                self.phase = "hand_pass"
                return
            self._end_turn(seat, log)
            return
        self.hands[seat].remove(code)
        target.append(code)
        log.add(f"{who} passes {B.PRETTY[code]} to the {where}.")
        self._end_turn(seat, log)

    def _apply_pawn(self, seat: int, move: str, log: Log) -> None:
        parts = move.split(" ")
        who = self._names[seat]
        kind = parts[1]
        if kind == "white":
            if len(parts) == 3:
                i = next(i for i in (0, 1) if not self.wloc[i] and f"w{i}" not in self.pused)
                dest = parts[2]
                text = f"{who} puts a white pawn on {dest}{T.letter_note(self, dest)}."
            else:
                i = self.wloc.index(parts[2])
                dest = "" if parts[3] == "home" else parts[4]
                text = (
                    f"{who} returns the white pawn on {parts[2]} to the base H."
                    if not dest
                    else f"{who} moves the white pawn from {parts[2]} to {dest}"
                    f"{T.letter_note(self, dest)}."
                )
            self.wloc[i] = dest
            self.wby[i] = seat if dest else -1
            self.pused.append(f"w{i}")
        elif kind == "grey":
            text = f"{who} takes the grey pawn (doubles)."
            self.grey = seat
            self.pused.append("grey")
        else:
            text = f"{who} takes the red pawn (jumps)."
            self.redp = seat
            self.pused.append("red")
        log.say(text)
        if self.options.ten_pawn_actions == "one" or not self._pawn_moves(seat):
            self.phase = "play"

    # --------------------------------------------------------------- turn flow

    def _draw(self, seat: int, k: int, log: Log) -> None:
        pile = self.piles[seat]
        m = min(k, len(pile) - B.MARKER_FROM_BOTTOM)
        if m > 0:
            drawn = pile[-m:]
            drawn.reverse()
            del pile[-m:]
            self.hands[seat] += drawn
            log.say(
                f"{self._names[seat]} draws {m} (draw pile {len(pile)}).",
                self.players[seat],
                "You draw " + " ".join([B.PRETTY[c] for c in drawn]) + ".",
            )
        if len(pile) == B.MARKER_FROM_BOTTOM:
            self.flip = True
            log.add(
                f"{self._names[seat]} reaches the tenth card from the bottom: "
                f"{B.PRETTY[pile[-1]]} lies face up. End phase: no more drawing."
            )

    def _end_turn(self, seat: int, log: Log) -> None:
        self.flip = False
        self.phase = "play"
        if self.dbl and self.grey == seat:
            self.grey = -1
            log.say("The grey pawn goes back to the base H.")
        if self.jmp and self.redp == seat:
            self.redp = -1
            log.say("The red pawn goes back to the base H.")
        n = len(self.players)
        # Fast path: nobody has emptied a pile and the turn guard is far away.
        if (self.ender >= 0 or self.turns >= T.GUARD_PER_PLAYER * n) and self._final_turn_done(
            seat
        ):
            self._finish(log)
            return
        self.cur = (seat + 1) % n
        self._begin_turn(log)

    def _final_turn_done(self, seat: int) -> bool:
        """Whether the game ends after this turn (end_timing and the turn guard)."""
        if self.turns >= T.turn_guard(len(self.players)):
            return True
        if self.ender < 0:
            return False
        if self.options.end_timing != "equal_turns":
            return True
        n = len(self.players)
        if seat == self.ender and self.final_left < 0:
            self.final_left = (self.starter - seat - 1) % n
        else:
            self.final_left -= 1
        return self.final_left <= 0

    def _begin_turn(self, log: Log) -> None:
        n = len(self.players)
        while True:
            self.turns += 1
            seat = self.cur
            letter = B.DRAW_LETTER[seat]
            if letter not in self.wloc:
                break
            i = self.wloc.index(letter)
            self.wloc[i] = ""
            self.wby[i] = -1
            log.add(
                f"{self._names[seat]} must pass this turn (white pawn on "
                f"{letter}); the pawn goes back to the base H."
            )
            if self._final_turn_done(seat):
                self._finish(log)
                return
            self.cur = (seat + 1) % n
        self.dbl = self.jmp = False
        self.phase = "play"
        self.pused = []
        pile = self.piles[seat]
        if len(pile) > B.MARKER_FROM_BOTTOM:
            self.flip = False
            hand = len(self.hands[seat])
            self._draw(seat, max(B.MIN_REFILL, B.HAND_TARGET - hand), log)
        elif pile:
            self.flip = True
            log.add(f"{self._names[seat]} turns up {B.PRETTY[pile[-1]]}.")

    def _finish(self, log: Log) -> None:
        self.phase = "over"
        self.flip = False
        self.result = [self.penalty_of(s) for s in range(len(self.players))]
        lines = [
            f"{mention(p)} {self.result[s]} penalty point{'s' if self.result[s] != 1 else ''}"
            for s, p in enumerate(self.players)
        ]
        winners = self.outcome().winners
        log.say(
            "Game over. " + ", ".join(lines) + ". Winner: " + ", ".join(map(mention, winners)) + "."
        )
        log.points = {p: -self.result[s] for s, p in enumerate(self.players)}

    # ---------------------------------------------------------------- results

    def _rank_key(self, seat: int, pens: list[int]) -> tuple[int, int, int]:
        return (pens[seat], len(self.pens[seat]), 0 if seat == self.ender else 1)

    def outcome(self) -> Outcome:
        n = len(self.players)
        pens = self.result or [self.penalty_of(s) for s in range(n)]
        order = sorted(range(n), key=lambda s: self._rank_key(s, pens))
        ranking: list[list[str]] = []
        last: tuple[int, int, int] | None = None
        for s in order:
            key = self._rank_key(s, pens)
            if key == last:
                ranking[-1].append(self.players[s])
            else:
                ranking.append([self.players[s]])
            last = key
        return Outcome(
            ranking=ranking,
            points={p: -pens[s] for s, p in enumerate(self.players)},
            money={p: 0 for p in self.players},
        )

    # ------------------------------------------------------------------ views

    def view(self, player: str | None) -> dict[str, Any]:
        v = self._base_view(player)
        seat_views = []
        for s, p in enumerate(self.players):
            pile = self.piles[s]
            face_up = pile[-1] if (self.flip and s == self.cur and pile) else None
            seat_views.append(
                {
                    "player": p,
                    "colour": B.COLOURS[s],
                    "draw_field": B.DRAW_LETTER[s],
                    "penalty_field": B.PENALTY_LETTER[s],
                    "draw_pile": len(pile),
                    "face_up": face_up,
                    "end_phase": len(pile) <= B.MARKER_FROM_BOTTOM,
                    "hand_size": len(self.hands[s]),
                    "open": list(self.opens[s]),
                    "penalty_pile": list(self.pens[s]),
                    "penalty_points": self.penalty_of(s),
                }
            )
        v["seats"] = seat_views
        v["fields"] = {
            f: {
                "top": self.fcards[i][-1] if self.fcards[i] else None,
                "rank": B.RANK_NAME[self.frank[i]] if self.frank[i] else None,
                "size": len(self.fcards[i]),
            }
            for i, f in enumerate(B.FIELDS)
        }
        v["white_pawns"] = [loc or B.BASE for loc in self.wloc]
        v["grey_pawn"] = self.players[self.grey] if self.grey >= 0 else None
        v["red_pawn"] = self.players[self.redp] if self.redp >= 0 else None
        v["removed"] = len(self.out)
        v["start_cards"] = list(self.start_cards)
        v["starter"] = self.players[self.starter]
        v["phase"] = self.phase
        v["pawns_used"] = list(self.pused)
        v["turn_no"] = self.turns
        seat = self.players.index(player) if player in self.players else -1
        v["hand"] = list(self.hands[seat]) if seat >= 0 else []
        if self.phase == "over":
            v["result"] = {p: self.result[s] for s, p in enumerate(self.players)}
        return v

    @classmethod
    def render(cls, view: Mapping[str, Any]) -> str:
        from games.meierijen.render import render_view

        return render_view(view)

    @classmethod
    def summary(cls, options: GameOptions | None = None) -> str:
        from games.meierijen.render import summary_text

        opts = options if isinstance(options, MeieRijenOptions) else MeieRijenOptions()
        return summary_text(opts)

    def status_line(self) -> str:
        if self.over:
            return "Game over."
        who = self.players[self.cur]
        piles = ", ".join(f"{B.COLOURS[s]} {len(self.piles[s])}" for s in range(len(self.players)))
        return f"{mention(who)} to move ({self.phase}); draw piles: {piles}."

    # ---------------------------------------------------------------- lenient text

    def _canonical(self, player: str, text: str) -> str:
        return T.canonical(self, player, text)

    def _explain(self, player: str, move: str, legal: list[str]) -> str:
        return T.explain(self, player, move, legal)

    # ------------------------------------------------------------ persistence

    _STATE = (
        "piles", "hands", "opens", "pens", "fcards", "frank", "out", "wloc", "wby",
        "grey", "redp", "cur", "starter", "mixer", "flip", "phase", "pused", "dbl", "jmp",
        "turns", "ender", "final_left", "result", "start_cards",
    )  # fmt: skip

    def _dump(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self._STATE}

    def _load(self, state: dict[str, Any]) -> None:
        # `state` comes fresh from json.loads, so it can be taken over without copying.
        for k in self._STATE:
            setattr(self, k, state[k])
        self._fit_cache = fit_cache(self.options)
        self._names = tuple(map(mention, self.players))

    # ------------------------------------------------------------ test hooks

    def full_deck(self) -> Counter[str]:
        total: Counter[str] = Counter()
        for _ in self.players:
            total.update(B.ONE_DECK)
        return total

    def cards_in_play(self) -> Counter[str]:
        total: Counter[str] = Counter(self.out)
        for group in (self.piles, self.hands, self.opens, self.pens, self.fcards):
            for cards in group:
                total.update(cards)
        return total

    def redeal_hidden(self, player: str | None, rng: random.Random) -> MeieRijen:
        other = self.copy()
        for s, p in enumerate(self.players):
            pile = other.piles[s]
            shown = 1 if (other.flip and s == other.cur and pile) else 0
            keep = pile[len(pile) - shown :]
            hidden = pile[: len(pile) - shown]
            hand_hidden = p != player
            n_pile = len(hidden)
            pool = hidden + (other.hands[s] if hand_hidden else [])
            # Only this seat's own deck is mixed: its hidden places hold nothing else.
            rng.shuffle(pool)
            other.piles[s] = pool[:n_pile] + keep
            if hand_hidden:
                other.hands[s] = pool[n_pile:]
        return other
