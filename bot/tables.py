"""The table service: one session per channel, Discord-free.

Every operation takes the channel's asyncio lock, reads the session, checks
the caller's right to act and (for buttons) the version the caller saw, then
writes through the repository with an optimistic version check. Engines are
kept in memory between moves and rebuilt from the latest snapshot when
missing or behind, so a restart, another process or a failed write never
leaves a stale game in play.

Computer seats (`ai:N`, and seats whose player left a running game) move on
their own after every commit. Each computer seat plays at its level (stored
per seat; a person's seat the computer plays is normal). Easy and normal moves
are made inline, within the command that set them off; a hard seat thinks in a
worker process (`bot.thinking`) outside the channel's lock, so the table keeps
answering meanwhile, and its move is applied under the lock only if the session
is still at the version it thought about (else the table is looked at afresh).

A table may have a turn clock: each commit that leaves humans to be waited on
stores when their time runs out, and `expire` lets the computer move for them
once it has; the third expiry in a row hands the seat to the computer for good
(`bot.seats.STRIKE_LIMIT`). A person may take over a computer seat of a running
game once the host allows it; engine seats never change, `bot.seats` maps them
to people.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import secrets
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from bot import metrics
from bot.render import Aliases, cut_words, joined, names, options_help
from bot.seats import (
    computer_plays,
    finished_by_computer,
    free_computer_seats,
    level_of,
    person_of,
    retired,
    seat_of,
)
from bot.thinking import Thinker, ThinkRequest, rng_for
from games.ai import DEFAULT_LEVEL, LEVELS, choose_move, is_computer
from games.base import Event, Game, IllegalMove
from games.message import Msg, Player, items, literal, marked, t
from games.options import OptionsError, parse_option_text, parse_options
from i18n.stored import dumps
from storage.db import now_text
from storage.repository import (
    ChannelBusy,
    LedgerEntry,
    MoveCommit,
    NewSession,
    Repository,
    ResultRow,
    SessionRow,
    StaleVersion,
)

log = logging.getLogger(__name__)

# Called between computer moves, so the caller can acknowledge a slow interaction.
OnSlow = Callable[[], Awaitable[None]]
# Told when a hard computer starts thinking at a table (its seat) and stops (None).
OnThinking = Callable[["SessionRow", str | None], None]
# Told of computer moves made outside any command: a hard seat's thought, applied.
OnMoved = Callable[["MoveResult"], Awaitable[None]]

NO_SESSION = marked("There is no game in this channel. Open one with `/game new`.")
GAME_OVER = marked("The game here is over; no more moves. Start another with `/game new`.")
MOVED_ON = marked("The table moved on before your click arrived; look at the table again.")
NOT_SEATED = marked("You are not seated at this table; `/game status` shows the table.")
RETIRED = marked(
    "The clock ran out on you three times in a row, so the computer finishes "
    "your seat for the rest of this game."
)
ALREADY_SEATED = marked("You are already seated at this table.")
CHANNEL_TAKEN = marked("This channel already has a game; join it or wait.")


class TableError(Exception):
    """A refusal fit to show the person who asked, in their language. Nothing changed.

    `message` says why; `aliases` maps computer seats it mentions to the people
    who took them over; `reason` is the English text, for logs.
    """

    def __init__(self, message: Msg | str, aliases: Aliases = None) -> None:
        self.message = t(message) if isinstance(message, str) else message
        self.aliases = aliases
        self.reason = names(self.message.english(), aliases)
        super().__init__(self.reason)


@dataclass(frozen=True, slots=True)
class Played:
    player: str
    move: str
    events: list[Event]


@dataclass(slots=True)
class MoveResult:
    """What a move (and the computer moves it set off) did, for the Discord layer."""

    row: SessionRow
    game: Game
    played: list[Played] = field(default_factory=list)

    # Players the clock ran out on (set by `expire`), and those of them it ran
    # out on too often, whose seats the computer now keeps.
    timed_out: list[str] = field(default_factory=list)
    retired: list[str] = field(default_factory=list)

    @property
    def events(self) -> list[Event]:
        return [e for p in self.played for e in p.events]


@dataclass(frozen=True, slots=True)
class TakeoverRequest:
    """Someone asked to play a computer seat of a running game; the host decides."""

    row: SessionRow
    seat: str
    user: str


def default_seed(session_id: int) -> int:
    return secrets.randbits(48)


class TableService:
    def __init__(
        self,
        repo: Repository,
        registry: Mapping[str, type[Game]],
        *,
        seed_for: Callable[[int], int] = default_seed,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
        default_clock: int = 0,
        thinker: Thinker | None = None,
    ) -> None:
        self.repo = repo
        self.registry = registry
        self.seed_for = seed_for
        self.now = now
        self.default_clock = default_clock
        self.thinker = thinker or Thinker()
        self.on_thinking: OnThinking = lambda row, seat: None
        self.on_moved: OnMoved | None = None
        self._locks: dict[int, asyncio.Lock] = {}
        # session id -> engine at the session's current ply
        self._games: dict[int, tuple[int, Game]] = {}
        # Hard seats to think for: session id -> (the row thought about, the request),
        # and one task per session working through them.
        self._due: dict[int, tuple[SessionRow, ThinkRequest]] = {}
        self._thoughts: dict[int, asyncio.Task[None]] = {}
        self._pondering: set[int] = set()  # sessions whose task awaits a thought now
        self._closing = False

    # ------------------------------------------------------------------ helpers

    def lock(self, channel_id: int) -> asyncio.Lock:
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = self._locks[channel_id] = asyncio.Lock()
        return lock

    def game_class(self, name: str) -> type[Game]:
        cls = self.registry.get(name)
        if cls is None:
            raise TableError(
                t(
                    "Unknown game {name}. Games here: {known}.",
                    name=repr(name),
                    known=", ".join(sorted(self.registry)) or t("none"),
                )
            )
        return cls

    async def _session(self, channel_id: int, version: int | None = None) -> SessionRow:
        row = await self.repo.open_session(channel_id)
        if row is None:
            if version is not None:
                raise TableError(MOVED_ON)
            last = await self.repo.last_session(channel_id)
            if last is not None and last.status == "over":
                raise TableError(GAME_OVER)
            raise TableError(NO_SESSION)
        if version is not None and row.version != version:
            raise TableError(MOVED_ON)
        return row

    @staticmethod
    def _check_session_id(row: SessionRow, session_id: int | None) -> None:
        if session_id is not None and row.id != session_id:
            raise TableError(MOVED_ON)

    async def game_for(self, row: SessionRow) -> Game:
        cached = self._games.get(row.id)
        if cached is not None and cached[0] == row.ply:
            return cached[1]
        snap = await self.repo.snapshot(row.id)
        if snap is None:
            raise TableError(t("This game has no saved state; the host should `/game end` it."))
        game = self.game_class(row.game).from_json(snap[1])
        self._games[row.id] = (snap[0], game)
        return game

    def forget(self, session_id: int) -> None:
        self._games.pop(session_id, None)

    @staticmethod
    def _require_host(row: SessionRow, user: str, what: Msg) -> None:
        if row.host_id != user:
            raise TableError(
                t("Only the host, {host}, can {what}.", host=Player(row.host_id), what=what)
            )

    @staticmethod
    def _require_lobby(row: SessionRow, what: Msg) -> None:
        if row.status != "lobby":
            raise TableError(t("The game has already started; you cannot {what} now.", what=what))

    async def _write_seats(
        self, row: SessionRow, seats: Sequence[str], levels: Mapping[str, str] | None = None
    ) -> SessionRow:
        try:
            return await self.repo.update_seats(row.id, row.version, seats, levels)
        except StaleVersion:
            raise TableError(MOVED_ON) from None

    # ------------------------------------------------------------------- lobby

    def parse_options(self, game_cls: type[Game], text: str | None) -> tuple[dict[str, Any], int]:
        """Validated engine options as JSON-able data, and the turn clock in seconds.

        `clock=` is the table's own option (not the engine's), so it is taken out
        before the engine validates the rest. A clear TableError otherwise.
        """
        try:
            raw = parse_option_text(text) if text and text.strip() else {}
            clock = parse_clock(raw.pop("clock")) if "clock" in raw else self.default_clock
            opts = parse_options(game_cls.Options, raw)
        except ValueError as exc:
            why = exc.message if isinstance(exc, OptionsError) else literal(str(exc))
            raise TableError(joined([why, options_help(game_cls)], "\n")) from None
        # Keep only what the host set, so defaults can improve later.
        dumped: dict[str, Any] = opts.model_dump(mode="json", exclude_defaults=True)
        return dumped, clock

    async def open(
        self,
        *,
        session_id: int,
        guild_id: int,
        channel_id: int,
        host: str,
        game_name: str,
        options_text: str | None = None,
    ) -> SessionRow:
        game_cls = self.game_class(game_name)
        options, clock = self.parse_options(game_cls, options_text)
        async with self.lock(channel_id):
            existing = await self.repo.open_session(channel_id)
            if existing is not None:
                raise TableError(self._busy_text(existing))
            try:
                return await self.repo.create_session(
                    NewSession(
                        id=session_id,
                        guild_id=guild_id,
                        channel_id=channel_id,
                        game=game_cls.name,
                        options=options,
                        host_id=host,
                        seats=(host,),
                        seed=self.seed_for(session_id),
                        clock_seconds=clock,
                    )
                )
            except ChannelBusy:
                raise TableError(CHANNEL_TAKEN) from None

    def _busy_text(self, row: SessionRow) -> Msg:
        title = self.registry[row.game].title if row.game in self.registry else row.game
        state = t("a lobby is open") if row.status == "lobby" else t("a game is running")
        return t(
            "This channel is busy: {state} ({game}, host {host}). "
            "Join it, or ask the host to `/game end` it first.",
            state=state,
            game=title,
            host=Player(row.host_id),
        )

    async def join(
        self, channel_id: int, user: str, version: int | None = None, session_id: int | None = None
    ) -> SessionRow | TakeoverRequest:
        async with self.lock(channel_id):
            row = await self._session(channel_id, version)
            self._check_session_id(row, session_id)
            if row.status == "running":
                return await self._join_running(row, user)
            self._require_lobby(row, t("join"))
            if user in row.seats:
                raise TableError(ALREADY_SEATED)
            cls = self.game_class(row.game)
            if len(row.seats) >= cls.max_players:
                raise TableError(_table_full(cls))
            return await self._write_seats(row, (*row.seats, user))

    async def _join_running(self, row: SessionRow, user: str) -> SessionRow | TakeoverRequest:
        seat = seat_of(row, user)
        if seat is not None:
            if retired(row, seat):
                raise TableError(RETIRED)
            if seat in row.autoplay:
                return await self._take_back(row, seat)
            raise TableError(ALREADY_SEATED)
        free = free_computer_seats(row)
        if not free:
            raise TableError(
                t("The game has already started and no computer seat is free to take over.")
            )
        # Nothing is written yet: the host answers with the buttons of the request.
        return TakeoverRequest(row, free[0], user)

    async def decide_takeover(
        self,
        channel_id: int,
        decider: str,
        is_manager: bool,
        session_id: int,
        seat: str,
        user: str,
        allow: bool,
    ) -> MoveResult | SessionRow:
        """The host's answer to a takeover request: the person plays `seat` from
        the next move on (a MoveResult), or nothing changes (the session row)."""
        async with self.lock(channel_id):
            row = await self.repo.open_session(channel_id)
            if row is None or row.id != session_id or row.status != "running":
                raise TableError(t("This request is out of date: its game is no longer running."))
            if decider != row.host_id and not is_manager:
                raise TableError(
                    t("Only the host, {host}, can answer this request.", host=Player(row.host_id))
                )
            if not allow:
                return row
            if seat not in free_computer_seats(row):
                taken = row.takeovers.get(seat)
                raise TableError(
                    t(
                        "That computer seat was already taken over by {player}.",
                        player=Player(taken),
                    )
                    if taken
                    else t("That computer seat was already taken over.")
                )
            if seat_of(row, user) is not None:
                raise TableError(
                    t("{player} already plays a seat at this table.", player=Player(user))
                )
            game = await self.game_for(row)
            try:
                row = await self.repo.set_takeovers(
                    row.id, row.version, {**row.takeovers, seat: user}
                )
            except StaleVersion:
                raise TableError(MOVED_ON) from None
            self._games[row.id] = (row.ply, game)
            result = MoveResult(row, game)
            await self._rearm(result)
            return result

    async def leave(
        self, channel_id: int, user: str, version: int | None = None, session_id: int | None = None
    ) -> SessionRow | MoveResult:
        """Leave the lobby; during play, hand the seat to the computer (a MoveResult)."""
        async with self.lock(channel_id):
            row = await self._session(channel_id, version)
            self._check_session_id(row, session_id)
            seat = seat_of(row, user)
            if seat is None:
                raise TableError(t("You are not seated at this table."))
            if row.status == "running":
                return await self._hand_over(row, seat)
            if user == row.host_id:
                raise TableError(t("You are the host; to close the table use `/game end`."))
            return await self._write_seats(row, tuple(p for p in row.seats if p != user))

    async def _hand_over(self, row: SessionRow, user: str) -> MoveResult:
        if retired(row, user):
            raise TableError(RETIRED)
        if user in row.autoplay:
            raise TableError(t("You already left; the computer plays your seat."))
        game = await self.game_for(row)
        try:
            row = await self.repo.set_autoplay(row.id, row.version, (*row.autoplay, user))
        except StaleVersion:
            raise TableError(MOVED_ON) from None
        self._games[row.id] = (row.ply, game)
        result = MoveResult(row, game)
        await self._run_computers(result)
        await self._rearm(result)
        return result

    async def _take_back(self, row: SessionRow, user: str) -> SessionRow:
        """A player who left a running game takes their seat back from the computer."""
        game = await self.game_for(row)
        try:
            row = await self.repo.set_autoplay(
                row.id, row.version, tuple(p for p in row.autoplay if p != user)
            )
        except StaleVersion:
            raise TableError(MOVED_ON) from None
        self._games[row.id] = (row.ply, game)
        result = MoveResult(row, game)
        await self._rearm(result)
        return result.row

    async def add_bot(
        self,
        channel_id: int,
        user: str,
        version: int | None = None,
        session_id: int | None = None,
        level: str = DEFAULT_LEVEL,
    ) -> SessionRow:
        level = computer_level(level)
        async with self.lock(channel_id):
            row = await self._session(channel_id, version)
            self._check_session_id(row, session_id)
            self._require_host(row, user, t("add computer players"))
            self._require_lobby(row, t("add a computer"))
            cls = self.game_class(row.game)
            if len(row.seats) >= cls.max_players:
                raise TableError(_table_full(cls))
            taken = {p for p in row.seats if is_computer(p)}
            seat = f"ai:{next(n for n in range(1, 100) if f'ai:{n}' not in taken)}"
            return await self._write_seats(row, (*row.seats, seat), {**row.levels, seat: level})

    async def kick(
        self, channel_id: int, user: str, target: str, version: int | None = None
    ) -> SessionRow:
        async with self.lock(channel_id):
            row = await self._session(channel_id, version)
            self._require_host(row, user, t("remove players"))
            self._require_lobby(row, t("remove a seat"))
            if target == row.host_id:
                raise TableError(
                    t("The host cannot be removed; use `/game end` to close the table.")
                )
            if target not in row.seats:
                raise TableError(t("That player is not seated at this table."))
            levels = {seat: level for seat, level in row.levels.items() if seat != target}
            return await self._write_seats(row, tuple(p for p in row.seats if p != target), levels)

    # -------------------------------------------------------------------- play

    async def start(
        self,
        channel_id: int,
        user: str,
        version: int | None = None,
        session_id: int | None = None,
        on_slow: OnSlow | None = None,
    ) -> MoveResult:
        async with self.lock(channel_id):
            row = await self._session(channel_id, version)
            self._check_session_id(row, session_id)
            self._require_host(row, user, t("start the game"))
            self._require_lobby(row, t("start it again"))
            cls = self.game_class(row.game)
            opts = parse_options(cls.Options, row.options)
            lo, _ = cls.seat_range(opts)
            if len(row.seats) < lo:
                raise TableError(
                    t(
                        "{game} needs at least {lo} players; {seated} seated. "
                        "Invite someone or add a computer.",
                        game=cls.title,
                        lo=lo,
                        seated=len(row.seats),
                    )
                )
            try:
                game = cls.new(row.seats, seed=row.seed, options=row.options)
            except ValueError as exc:
                why = exc.message if isinstance(exc, OptionsError) else literal(str(exc))
                raise TableError(why) from None
            # The deal can settle money before anyone moves (Pandoer's open card).
            opening = game.opening_events()
            try:
                row = await self.repo.start_session(
                    row.id,
                    row.version,
                    row.seats,
                    game.to_json(),
                    *self._clock_times(row, game),
                    ledger=ledger_entries(row, 0, opening),
                )
            except StaleVersion:
                raise TableError(MOVED_ON) from None
            self._games[row.id] = (0, game)
            result = MoveResult(row, game)
            if opening:
                result.played.append(Played(player="", move="deal", events=opening))
            await self._run_computers(result, on_slow)
            return result

    async def play(
        self,
        channel_id: int,
        user: str,
        move: str,
        version: int | None = None,
        session_id: int | None = None,
        on_slow: OnSlow | None = None,
    ) -> MoveResult:
        async with self.lock(channel_id):
            row = await self._session(channel_id, version)
            self._check_session_id(row, session_id)
            seat = seat_of(row, user)
            if seat is None:
                raise TableError(NOT_SEATED)
            if row.status != "running":
                raise TableError(t("The game has not started yet; the host starts it."))
            if retired(row, seat):
                raise TableError(RETIRED)
            if seat in row.autoplay:
                raise TableError(
                    t(
                        "You left this game and the computer plays your seat; "
                        "`/game join` takes it back."
                    )
                )
            game = await self.game_for(row)
            if game.over:
                raise TableError(t("The game is over; no more moves."))
            # Out-of-turn moves exist (Mezza's snatch), so the engine's legal moves
            # decide, not turn() alone.
            if seat not in game.turn() and not game.legal_moves(seat):
                raise TableError(game_not_your_turn(game), row.takeovers)
            if not move.strip():
                raise TableError(t("Type a move, e.g. one from `/hand`."))
            result = MoveResult(row, game)
            await self._apply(result, seat, move.strip())
            await self._run_computers(result, on_slow)
            return result

    async def _apply(
        self, result: MoveResult, player: str, move: str, *, forced: bool = False
    ) -> None:
        """Play one move on the cached engine and commit it; undo the cache on failure.

        `forced`: the clock ran out and the computer moves for a person's seat.
        """
        row, game = result.row, result.game
        # One parse: a listed move is played as is (the engine's fast path); other
        # text is made canonical once here, and `play` only checks it is listed.
        canonical = move if move in game.legal_moves(player) else _canonical_of(game, player, move)
        try:
            events = game.play(player, canonical)
        except IllegalMove as exc:
            metrics.move(row.game, "illegal")
            raise TableError(exc.message, row.takeovers) from None
        except Exception:
            # An engine bug may have left the engine half-moved; reload it next time.
            self.forget(row.id)
            raise
        ply = row.ply + 1
        strikes, autoplay = _strikes_after(row, player, forced)
        if autoplay is not None:
            # The seat stops waiting for its person from this very move on.
            row = dataclasses.replace(row, autoplay=tuple(autoplay))
        deadline, remind_at = self._clock_times(row, game)
        commit = MoveCommit(
            session_id=row.id,
            expected_version=row.version,
            ply=ply,
            player=player,
            move=canonical,
            state=game.to_json(),
            ledger=ledger_entries(row, ply, events),
            results=result_rows(game, row) if game.over else (),
            status="over" if game.over else "running",
            deadline=deadline,
            remind_at=remind_at,
            strikes=strikes,
            autoplay=autoplay,
        )
        try:
            with metrics.committing():
                new_row = await self.repo.commit_move(commit)
        except StaleVersion:
            self.forget(row.id)
            raise TableError(MOVED_ON) from None
        except BaseException:
            # The engine already moved; drop it so the next read reloads the saved state.
            self.forget(row.id)
            raise
        if game.over:
            self.forget(row.id)  # finished engines need no cache; keeps memory flat
        else:
            self._games[row.id] = (ply, game)
        metrics.move(row.game, "accepted")
        result.row = new_row
        result.played.append(Played(player, canonical, events))

    async def _run_computers(self, result: MoveResult, on_slow: OnSlow | None = None) -> None:
        """Computer seats move (in turn or out of it) until only humans are awaited,
        or a hard seat is to move, which then thinks in the background; each move
        is its own commit."""
        game = result.game
        for _ in range(type(game).move_limit):
            row = result.row
            # Recomputed each time: a move can retire a seat to the computer.
            computers = [p for p in game.players if computer_plays(row, p)]
            if not computers:
                return
            if game.over:
                return
            try:
                levels = {p: level_of(row, p) for p in computers}
                started = metrics.now()
                step = self.thinker.plan(game, computers, levels, row.seed, row.ply)
                if isinstance(step, ThinkRequest):
                    self._think_later(row, step)  # observed once thought
                    return
                metrics.thought(row.game, metrics.now() - started)
                if step is None:
                    return
                if on_slow is not None:
                    await on_slow()
                await self._apply(result, *step)
            except TableError as exc:
                # The human's move is committed and must still be answered; the
                # table waits, and a restart (resume) tries the computer again.
                log.error("session %s: computer move refused: %s", result.row.id, exc.reason)
                return
            except Exception:
                log.exception("session %s: computer player failed", result.row.id)
                return
        log.error("session %s: computer players hit the move limit", result.row.id)

    # -------------------------------------------------- hard computers thinking

    def _think_later(self, row: SessionRow, request: ThinkRequest) -> None:
        """A hard seat is to move at `row`'s version: think about it in the background.

        One task per session; a newer request replaces one not yet taken up."""
        if self._closing:
            return
        self._due[row.id] = (row, request)
        if row.id not in self._thoughts:
            task = asyncio.get_running_loop().create_task(self._think(row.id))
            self._thoughts[row.id] = task

    async def _think(self, session_id: int) -> None:
        try:
            while not self._closing and (due := self._due.pop(session_id, None)) is not None:
                try:
                    await self._think_once(*due)
                except Exception:
                    log.exception("session %s: a hard computer's move failed", session_id)
        finally:
            # No await since the last look at `_due`: a request made meanwhile
            # found this task still registered and was taken up above.
            self._thoughts.pop(session_id, None)

    async def _think_once(self, row: SessionRow, request: ThinkRequest) -> None:
        """Think (no lock held), then apply the move under the lock if the session is
        still where the thought began; otherwise look at the table afresh."""
        self.on_thinking(row, request.seat)
        self._pondering.add(row.id)
        try:
            with metrics.thinking(row.game):
                found = await self.thinker.think_hard(request)
        except Exception:
            log.exception("session %s: %s could not think; it plays normal", row.id, request.seat)
            found = None
        finally:
            self._pondering.discard(row.id)
            self.on_thinking(row, None)
        if self._closing:
            return
        async with self.lock(row.channel_id):
            fresh = await self.repo.get_session(row.id)
            if fresh is None or fresh.status != "running":
                return
            result = MoveResult(fresh, await self.game_for(fresh))
            if fresh.version == row.version:
                if found is None:
                    # The worker failed: the normal player still moves, so the
                    # table does not wait for a thought that never comes.
                    seat, rng = request.seat, rng_for(request.seed, request.ply)(request.seat)
                    found = seat, choose_move(result.game, seat, rng, DEFAULT_LEVEL)
                try:
                    await self._apply(result, *found)
                except TableError as exc:
                    log.error("session %s: computer move refused: %s", row.id, exc.reason)
                    return
            await self._run_computers(result)
        if result.played and self.on_moved is not None:
            await self.on_moved(result)

    async def close(self) -> None:
        """Stop thinking: thoughts under way are dropped (a restart thinks again);
        a move being committed finishes first. Shuts the worker processes down."""
        self._closing = True
        self._due.clear()
        tasks = list(self._thoughts.values())
        for session_id, task in list(self._thoughts.items()):
            if session_id in self._pondering:
                task.cancel()
        self.thinker.close()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def resume(self, row: SessionRow) -> MoveResult:
        """After a restart: finish computer turns that were due when the bot stopped."""
        async with self.lock(row.channel_id):
            fresh = await self.repo.get_session(row.id)
            if fresh is None or fresh.status != "running":
                raise TableError(NO_SESSION)
            result = MoveResult(fresh, await self.game_for(fresh))
            await self._run_computers(result)
            # Downtime is forgiven: whoever the table waits on gets a full turn again.
            await self._rearm(result)
            return result

    async def rematch(
        self, *, channel_id: int, user: str, session_id: int, new_session_id: int
    ) -> SessionRow:
        """A new lobby with the finished game's seats and options; the asker hosts it."""
        async with self.lock(channel_id):
            existing = await self.repo.open_session(channel_id)
            if existing is not None:
                raise TableError(self._busy_text(existing))
            old = await self.repo.get_session(session_id)
            if old is None or old.channel_id != channel_id or old.status != "over":
                raise TableError(MOVED_ON)
            if seat_of(old, user) is None:
                raise TableError(t("Only the players of this game can ask for a rematch."))
            # Whoever took over a computer seat sits there in the rematch too.
            people = [person_of(old, p) for p in old.seats]
            seats = (user, *(p for p in people if p != user))
            try:
                return await self.repo.create_session(
                    NewSession(
                        id=new_session_id,
                        guild_id=old.guild_id,
                        channel_id=channel_id,
                        game=old.game,
                        options=old.options,
                        host_id=user,
                        seats=seats,
                        seed=self.seed_for(new_session_id),
                        clock_seconds=old.clock_seconds,
                        levels={s: lvl for s, lvl in old.levels.items() if s in seats},
                    )
                )
            except ChannelBusy:
                raise TableError(CHANNEL_TAKEN) from None

    # --------------------------------------------------------------- the clock

    def _clock_times(self, row: SessionRow, game: Game) -> tuple[str | None, str | None]:
        """When the turn runs out and when to remind, or (None, None) for no clock."""
        if row.clock_seconds <= 0 or game.over:
            return None, None
        if not self.waiting_humans(row, game):
            return None, None
        now = self.now()
        return (
            now_text(now + timedelta(seconds=row.clock_seconds)),
            now_text(now + timedelta(seconds=row.clock_seconds / 2)),
        )

    @staticmethod
    def waiting_humans(row: SessionRow, game: Game) -> list[str]:
        return [p for p in game.turn() if not computer_plays(row, p)]

    async def _rearm(self, result: MoveResult) -> None:
        if result.row.clock_seconds <= 0:
            return
        updated = await self.repo.set_clock(
            result.row.id, *self._clock_times(result.row, result.game)
        )
        if updated is not None:
            result.row = updated

    async def expire(self, session_id: int, channel_id: int) -> MoveResult | None:
        """Time ran out: the computer moves for every human the table waited on."""
        async with self.lock(channel_id):
            row = await self.repo.get_session(session_id)
            now = now_text(self.now())
            if row is None or row.status != "running" or not row.turn_deadline:
                return None
            if row.turn_deadline > now:
                return None
            game = await self.game_for(row)
            result = MoveResult(row, game)
            late = self.waiting_humans(row, game)
            for player in late:
                if game.over or not game.legal_moves(player):
                    continue
                # A person's seat: the computer plays it at the normal level, inline.
                rng = rng_for(row.seed, result.row.ply)(player)
                move = choose_move(game, player, rng, level_of(result.row, player))
                await self._apply(result, player, move, forced=True)
            result.timed_out = late
            result.retired = [p for p in late if retired(result.row, p)]
            await self._run_computers(result)
            if not result.played:
                await self._rearm(result)
            return result

    async def remind(self, session_id: int, channel_id: int) -> tuple[SessionRow, list[str]] | None:
        """Half time: whom to remind (once per turn)."""
        async with self.lock(channel_id):
            row = await self.repo.get_session(session_id)
            now = now_text(self.now())
            if row is None or row.status != "running" or not row.turn_remind_at:
                return None
            if row.turn_remind_at > now:
                return None
            game = await self.game_for(row)
            updated = await self.repo.set_clock(row.id, row.turn_deadline, None)
            return (updated or row), self.waiting_humans(row, game)

    async def close_idle_lobby(self, row: SessionRow, before: str) -> SessionRow | None:
        """End a lobby nobody touched since `before` (the idle sweep)."""
        ended = await self._close_idle(row, before, "lobby")
        return ended[0] if ended else None

    async def close_idle_game(
        self, row: SessionRow, before: str
    ) -> tuple[SessionRow, Game | None] | None:
        """End a running game without a move since `before`; settled money stays."""
        return await self._close_idle(row, before, "running")

    async def _close_idle(
        self, row: SessionRow, before: str, status: str
    ) -> tuple[SessionRow, Game | None] | None:
        async with self.lock(row.channel_id):
            # Re-read under the lock: a move may have come in since the sweep's query.
            fresh = await self.repo.get_session(row.id)
            if fresh is None or fresh.status != status or fresh.updated_at > before:
                return None
            game = await self.game_for(fresh) if status == "running" else None
            try:
                ended = await self.repo.end_session(fresh.id, fresh.version)
            except StaleVersion:
                return None
            self.forget(ended.id)
            return ended, game

    async def end(
        self, channel_id: int, user: str, is_manager: bool
    ) -> tuple[SessionRow, Game | None]:
        async with self.lock(channel_id):
            row = await self._session(channel_id)
            if row.host_id != user and not is_manager:
                raise TableError(
                    t(
                        "Only the host, {host}, or a server manager can end this game.",
                        host=Player(row.host_id),
                    )
                )
            game = await self.game_for(row) if row.status == "running" else None
            try:
                row = await self.repo.end_session(row.id, row.version)
            except StaleVersion:
                raise TableError(MOVED_ON) from None
            self.forget(row.id)
            return row, game

    async def hand(self, channel_id: int, user: str) -> tuple[SessionRow, Game, str]:
        """The session, its engine and the seat whose hand `user` may see."""
        async with self.lock(channel_id):
            row = await self._session(channel_id)
            seat = seat_of(row, user)
            if seat is None:
                raise TableError(NOT_SEATED)
            if row.status != "running":
                raise TableError(t("The game has not started yet; hands are dealt on start."))
            return row, await self.game_for(row), seat

    async def status(self, channel_id: int) -> tuple[SessionRow, Game | None]:
        async with self.lock(channel_id):
            row = await self._session(channel_id)
            game = await self.game_for(row) if row.status == "running" else None
            return row, game

    async def legal_moves(self, channel_id: int, user: str) -> list[str]:
        """For autocomplete: never raises, never waits long for the lock."""
        row = await self.repo.open_session(channel_id)
        seat = seat_of(row, user) if row is not None else None
        if row is None or row.status != "running" or seat is None:
            return []
        if computer_plays(row, seat):
            return []
        try:
            game = await self.game_for(row)
        except TableError:
            return []
        return game.legal_moves(seat)


CLOCK_MIN, CLOCK_MAX = 30, 7 * 24 * 3600
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def parse_clock(text: str) -> int:
    """`off`, `90`, `90s`, `5m`, `2h`, `1d` to seconds (0: no clock)."""
    value = text.strip().lower()
    if value in {"off", "0", "none", "no"}:
        return 0
    unit = value[-1] if value and value[-1] in _UNITS else "s"
    number = value[:-1] if value and value[-1] in _UNITS else value
    if not number.isdigit():
        raise OptionsError(
            t(
                "Option {key} cannot be {value}; allowed: {allowed}.",
                key=repr("clock"),
                value=repr(text),
                allowed=t("off, or a time like 90s, 5m, 2h"),
            )
        )
    seconds = int(number) * _UNITS[unit]
    if not CLOCK_MIN <= seconds <= CLOCK_MAX:
        raise OptionsError(t("Option 'clock' must be between 30s and 7d (or off)."))
    return seconds


def computer_level(text: str) -> str:
    """A level a host may seat a computer at; a clear refusal for anything else."""
    name = text.strip().lower()
    if name not in LEVELS:
        raise TableError(
            t(
                "There is no computer level {level}; choose one of {levels}.",
                level=repr(text),
                levels=", ".join(LEVELS),
            )
        )
    return name


def game_not_your_turn(game: Game) -> Msg:
    waiting = game.turn()
    if not waiting:
        return t("There is nothing for you to do right now.")
    return t(
        "It is not your turn; the table waits on {players}.",
        players=items([Player(p) for p in waiting]),
    )


def _table_full(cls: type[Game]) -> Msg:
    return t("The table is full ({n} seats).", n=cls.max_players)


def _strikes_after(
    row: SessionRow, player: str, forced: bool
) -> tuple[dict[str, int] | None, list[str] | None]:
    """The seat's expiry count after this move, and the new autoplay list if the
    count reached the limit (None: unchanged). Computer moves change nothing."""
    if computer_plays(row, player):
        return None, None
    strikes = dict(row.strikes)
    if not forced:
        if player not in strikes:
            return None, None
        del strikes[player]  # a move in time: the count starts over
        return strikes, None
    strikes[player] = strikes.get(player, 0) + 1
    probe = dataclasses.replace(row, strikes=strikes)
    if retired(probe, player):
        return strikes, [*row.autoplay, player]
    return strikes, None


def _canonical_of(game: Game, player: str, move: str) -> str:
    """The canonical text a lenient spelling stands for, so the log holds canonical
    text; the typed text when the engine's parser cannot read it (`play` then says why)."""
    try:
        return game.canonical(player, move)
    except Exception:  # an engine's parser may reject odd text; the raw text will do
        return move


def ledger_entries(row: SessionRow, ply: int, events: Sequence[Event]) -> list[LedgerEntry]:
    """Money and points settled by these events, keyed so a replay adds nothing.

    A computer seat someone took over books to that person from the takeover on;
    what the computer earned before stays with the seat."""
    entries = []
    for index, event in enumerate(events):
        reason = cut_words(f"{row.game}: {event.text}", 200)
        message = dumps(event.message) if event.message is not None else None
        for currency, amounts in (("eur_cent", event.money), ("points", event.points)):
            for seat, amount in sorted(amounts.items()):
                player = person_of(row, seat)
                if amount:
                    entries.append(
                        LedgerEntry(
                            player=player,
                            currency="eur_cent" if currency == "eur_cent" else "points",
                            amount=int(amount),
                            reason=reason,
                            message=message,
                            idempotency_key=f"{row.id}:{ply}:{index}:{player}:{currency}",
                        )
                    )
    return entries


def result_rows(game: Game, row: SessionRow) -> list[ResultRow]:
    rows = []
    for place, group in enumerate(game.outcome().ranking, start=1):
        for seat in group:
            rows.append(
                ResultRow(
                    player=person_of(row, seat),
                    place=place,
                    win=place == 1,
                    by_computer=finished_by_computer(row, seat),
                )
            )
    return rows
