"""The Discord side of each action: acknowledge, call the table service, tell people.

Slash commands and buttons share these flows. The order is always: change the
state (committed by the service), answer the interaction (with the mover's
fresh hand, or the table itself where the interaction is on it), then the
slower Discord work: one coalesced table edit per channel (`bot.live`), the
turn ping, other players' hand views. Public moves live in the table's "last
moves", not in a channel message each.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections import defaultdict, deque
from collections.abc import Awaitable, Callable, Collection, Coroutine
from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from bot import embeds, render
from bot.errors import Refusal
from bot.live import LiveTables, TableMessage
from bot.names import Names
from bot.pictures import PictureCache
from bot.seats import computer_plays, person_of, seat_of
from bot.settings import Settings
from bot.shards import ShardLeases, shard_of
from bot.tables import MOVED_ON, MoveResult, TableError, TableService, TakeoverRequest
from bot.ui import hand_view, table_view, takeover_view
from games.ai import DEFAULT_LEVEL, is_computer
from games.base import Game
from storage.db import now_text

if TYPE_CHECKING:
    from storage.repository import Repository, SessionRow

log = logging.getLogger(__name__)
T = TypeVar("T")

# Discord drops an interaction not answered within 3 s; past this budget we defer.
ACK_BUDGET = 2.0
Interaction = discord.Interaction[Any]
# An interaction's token lets its answer be edited for 15 minutes; stay inside.
HAND_VIEW_SECONDS = 14 * 60
RECENT_KEPT = 8


@dataclass(slots=True)
class HandHandle:
    """Where a player's hand is shown, so new cards update it in place."""

    interaction: Interaction | None
    since: float
    dm: discord.Message | None = None


class Flows:
    """Services handed over explicitly: the Discord client for its REST calls, the
    table service, the repository and the settings."""

    def __init__(
        self,
        client: discord.Client,
        tables: TableService,
        repo: Repository,
        settings: Settings,
        leases: ShardLeases,
    ) -> None:
        self.client = client
        self.tables = tables
        self.repo = repo
        self.settings = settings
        # Which servers this process looks after (clocks, sweeps, resumes).
        self.leases = leases
        self.pictures = PictureCache()
        self.live = LiveTables(client, repo, self.compose_table)
        tables.on_thinking = self.computer_thinking
        tables.on_moved = self.computers_moved
        self.names = Names(client)
        self._recent: dict[int, deque[str]] = {}
        self._hands: dict[tuple[int, str], HandHandle] = {}
        self._choices: dict[tuple[int, int, str], list[tuple[str, str]]] = {}

    # ----------------------------------------------------------- answering

    async def guarded(self, interaction: Interaction, work: Coroutine[Any, Any, T]) -> T | None:
        """Run `work` (made with `self.ack(interaction)` as its `on_slow`); a TableError
        becomes an ephemeral answer.

        Deferring is decided without timers: when the channel is busy we will wait
        for its lock, so we defer at once; otherwise the service calls `on_slow`
        between computer moves, which defers once the budget is spent.
        """
        if interaction.channel_id is not None and self.tables.lock(interaction.channel_id).locked():
            await self.defer(interaction)
        try:
            return await work
        except TableError as exc:
            raise Refusal(exc.reason) from None

    async def defer(self, interaction: Interaction) -> None:
        if interaction.response.is_done():
            return
        if interaction.type is discord.InteractionType.component:
            await interaction.response.defer()
        else:
            # Ephemeral, so that an error found late is still private.
            await interaction.response.defer(ephemeral=True, thinking=True)

    def ack(self, interaction: Interaction) -> Callable[[], Awaitable[None]]:
        """A check the service calls during long work: defers past the budget."""
        started = asyncio.get_running_loop().time()

        async def on_slow() -> None:
            if asyncio.get_running_loop().time() - started > ACK_BUDGET:
                await self.defer(interaction)

        return on_slow

    async def private(
        self,
        interaction: Interaction,
        content: str,
        view: discord.ui.View | None = None,
        *,
        embeds: list[discord.Embed] | None = None,
        files: list[discord.File] | None = None,
    ) -> None:
        kwargs: dict[str, Any] = {"ephemeral": True}
        if view is not None:
            kwargs["view"] = view
        if embeds:
            kwargs["embeds"] = embeds
        if files:
            kwargs["files"] = files
        content = render.clip(content)
        if not interaction.response.is_done():
            await interaction.response.send_message(content, **kwargs)
        else:
            await interaction.followup.send(content, **kwargs)

    async def refuse(self, interaction: Interaction, reason: str) -> None:
        """The one way a refusal is answered: ephemeral, nothing changed."""
        with contextlib.suppress(discord.HTTPException):
            await self.private(interaction, reason)

    async def public(
        self,
        interaction: Interaction,
        content: str,
        view: discord.ui.View | None = None,
        *,
        quiet: bool = False,
    ) -> int | None:
        """Post to the channel as the answer; returns the new message id."""
        kwargs: dict[str, Any] = {}
        if view is not None:
            kwargs["view"] = view
        if quiet:
            kwargs["allowed_mentions"] = discord.AllowedMentions.none()
        content = render.clip(content)
        if not interaction.response.is_done():
            resp = await interaction.response.send_message(content, **kwargs)
            return resp.message_id
        if interaction.response.type is discord.InteractionResponseType.deferred_channel_message:
            # We deferred ephemerally; close that placeholder and post publicly.
            await interaction.followup.send("Done; see the channel.", ephemeral=True)
        channel = self.client.get_partial_messageable(interaction.channel_id or 0)
        message = await channel.send(content, **kwargs)
        return message.id

    # --------------------------------------------------------- table message

    def remember(self, result: MoveResult) -> None:
        """Public event lines, for the table's "last moves"."""
        recent = self._recent.setdefault(result.row.id, deque(maxlen=RECENT_KEPT))
        recent.extend([e.text for e in result.events if e.text])

    async def table_message(self, row: SessionRow, game: Game | None) -> TableMessage:
        cls = self.tables.game_class(row.game)
        names = await self.names.book(row)
        png = self.pictures.table(row.id, row.version, game, names) if game else None
        recent = list(self._recent.get(row.id, ()))
        return TableMessage(
            session_id=row.id,
            channel_id=row.channel_id,
            message_id=row.message_id,
            content=embeds.header_line(row, cls, names),
            embed=embeds.table_embed(
                row,
                cls,
                game,
                names,
                recent,
                picture=png is not None,
                thinking=self.live.thinker(row.id),
            ),
            picture=png,
            view=table_view(row),
        )

    async def compose_table(self, session_id: int) -> TableMessage | None:
        """The table as it stands now (for coalesced edits)."""
        row = await self.repo.get_session(session_id)
        if row is None:
            return None
        game = None
        if row.status == "running":
            try:
                game = await self.tables.game_for(row)
            except TableError:
                game = None
        elif row.status in ("over", "ended") and row.ply:
            game = await self.saved_game(row)
        return await self.table_message(row, game)

    async def saved_game(self, row: SessionRow) -> Game | None:
        snap = await self.repo.snapshot(row.id)
        if snap is None:
            return None
        return self.tables.game_class(row.game).from_json(snap[1])

    def refresh_table(self, row: SessionRow, game: Game | None = None) -> None:
        """Edit the table message soon (coalesced per channel)."""
        if row.message_id is not None:
            self.live.refresh(row.id, row.channel_id)

    async def after_move(self, result: MoveResult, mover: str | None) -> None:
        """The table edit, the turn ping and, once over, the final result."""
        self.remember(result)
        row, game = result.row, result.game
        self.refresh_table(row)
        if game.over:
            await self.live.forget(row.id, row.channel_id)
            names = await self.names.book(row)
            await self.send(row.channel_id, embeds.outcome_text(game, row, names))
            return
        waiting = frozenset(person_of(row, p) for p in game.turn() if not computer_plays(row, p))
        others = waiting - {mover} if mover else waiting
        text = None
        if others:
            cls = self.tables.game_class(row.game)
            who = ", ".join(f"<@{p}>" for p in sorted(others))
            text = f"{who}: your turn at {cls.title}. `/hand` shows your moves."
        self.live.ping(row.id, row.channel_id, waiting if text else frozenset(), text)

    def computer_thinking(self, row: SessionRow, seat: str | None) -> None:
        """A hard computer started or stopped thinking: the live table shows it."""
        if row.message_id is not None:
            self.live.thinking(row.id, row.channel_id, seat)

    async def computers_moved(self, result: MoveResult) -> None:
        """Computer moves made after a thought, outside any interaction."""
        await self.after_move(result, None)
        await self.deliver_private(None, result, None)

    # ------------------------------------------------------------------ DMs

    async def dm(self, player: str, content: str, **kwargs: Any) -> discord.Message | None:
        """Send a direct message; None when the player has DMs closed (403/50007)."""
        try:
            user = self.client.get_user(int(player)) or await self.client.fetch_user(int(player))
            return await user.send(render.clip(content), **kwargs)
        except discord.HTTPException as exc:
            log.info("DM to %s failed: %s (code %s)", player, exc.status, exc.code)
            return None

    # ----------------------------------------------------------------- hands

    def move_choices(self, row: SessionRow, game: Game, seat: str) -> list[tuple[str, str]]:
        """(canonical move, label in words) for every legal move, cached per version."""
        key = (row.id, row.version, seat)
        choices = self._choices.get(key)
        if choices is None:
            choices = [(m, game.move_label(seat, m)) for m in game.legal_moves(seat)]
            if len(self._choices) > 2048:
                self._choices.clear()
            self._choices[key] = choices
        return choices

    async def choices_for(self, channel_id: int, user: str) -> list[tuple[str, str]]:
        """For autocomplete: never raises; cached per (session, version, seat)."""
        row = await self.repo.open_session(channel_id)
        seat = seat_of(row, user) if row is not None else None
        if row is None or seat is None or row.status != "running" or computer_plays(row, seat):
            return []
        cached = self._choices.get((row.id, row.version, seat))
        if cached is not None:
            return cached
        try:
            game = await self.tables.game_for(row)
        except TableError:
            return []
        return self.move_choices(row, game, seat)

    async def hand_message(
        self, row: SessionRow, game: Game, seat: str, news: list[str], page: int = 0
    ) -> dict[str, Any]:
        """The hand view's content, embed, picture and menus (no Discord call)."""
        cls = self.tables.game_class(row.game)
        names = await self.names.book(row)
        png = self.pictures.hand(row.id, row.version, game, seat, names)
        embed = embeds.hand_embed(cls, game, seat, names, news, picture=png is not None)
        files = [discord.File(io.BytesIO(png), filename=embeds.HAND_PICTURE)] if png else []
        choices = self.move_choices(row, game, seat) if not computer_plays(row, seat) else []
        return {
            "content": f"Your hand at the {cls.title} table in <#{row.channel_id}>.",
            "embed": embed,
            "files": files,
            "view": hand_view(row, choices, page),
        }

    async def show_hand(
        self,
        interaction: Interaction,
        row: SessionRow,
        game: Game,
        seat: str,
        news: list[str] | None = None,
        page: int = 0,
    ) -> None:
        """Answer with the hand: in place on a hand view, else a new ephemeral view."""
        hand = await self.hand_message(row, game, seat, news or [], page)
        files = hand.pop("files")
        view = hand.pop("view")
        in_place = (
            interaction.type is discord.InteractionType.component
            and interaction.message is not None
            and interaction.message.id != row.message_id
            and interaction.message.flags.ephemeral
        )
        if in_place:
            if not interaction.response.is_done():
                await interaction.response.edit_message(attachments=files, view=view, **hand)
            else:
                await interaction.edit_original_response(attachments=files, view=view, **hand)
        else:
            kwargs: dict[str, Any] = {"ephemeral": True, "files": files, **hand}
            if view is not None:
                kwargs["view"] = view
            if not interaction.response.is_done():
                await interaction.response.send_message(**kwargs)
            else:
                await interaction.followup.send(**kwargs)
        user = str(interaction.user.id)
        self._hands[(row.id, user)] = HandHandle(interaction, asyncio.get_running_loop().time())

    async def refresh_hand(self, row: SessionRow, game: Game, seat: str, news: list[str]) -> bool:
        """New cards or a new hand: update the player's hand view in place (the last
        ephemeral view while its token lives, else their DM hand). False: unreachable."""
        person = person_of(row, seat)
        handle = self._hands.get((row.id, person))
        hand = await self.hand_message(row, game, seat, news)
        files = hand.pop("files")
        view = hand.pop("view")
        if (
            handle is not None
            and handle.interaction is not None
            and asyncio.get_running_loop().time() - handle.since < HAND_VIEW_SECONDS
        ):
            try:
                await handle.interaction.edit_original_response(
                    attachments=files, view=view, **hand
                )
                return True
            except discord.HTTPException:
                pass
        if handle is not None and handle.dm is not None:
            try:
                await handle.dm.edit(attachments=files, view=view, **hand)
                return True
            except discord.HTTPException:
                pass
        kwargs: dict[str, Any] = {"files": files, "embed": hand["embed"]}
        if view is not None:
            kwargs["view"] = view
        message = await self.dm(person, hand["content"], **kwargs)
        if message is None:
            return False
        self._hands[(row.id, person)] = HandHandle(None, asyncio.get_running_loop().time(), message)
        return True

    async def deliver_private(
        self, interaction: Interaction | None, result: MoveResult, mover: str | None
    ) -> list[str]:
        """Private event lines refresh their players' hand views (the mover's is the
        answer itself); returns players we could not reach."""
        lines: dict[str, list[str]] = defaultdict(list)
        for event in result.events:
            for seat, text in event.private.items():
                if not is_computer(person_of(result.row, seat)):
                    lines[seat].append(text)
        unreachable = []
        for seat, texts in lines.items():
            person = person_of(result.row, seat)
            if person == mover:
                continue
            if not await self.refresh_hand(result.row, result.game, seat, texts):
                unreachable.append(person)
        return unreachable

    # --------------------------------------------------------------- lobby

    async def answer_table(
        self, interaction: Interaction, row: SessionRow, game: Game | None, note: str = ""
    ) -> None:
        """Answer with the table itself: a new table message (adopted as the live one),
        or, on a click on the table, the table edited in place."""
        table = await self.table_message(row, game)
        kwargs = table.kwargs()
        if note:
            kwargs["content"] = render.clip(f"{kwargs['content']}\n{note}")
        on_table = (
            interaction.type is discord.InteractionType.component
            and interaction.message is not None
            and interaction.message.id == row.message_id
        )
        if on_table:
            if not interaction.response.is_done():
                await interaction.response.edit_message(**kwargs)
            else:
                await interaction.edit_original_response(**kwargs)
            return
        files = kwargs.pop("attachments")
        if kwargs["view"] is None:
            kwargs.pop("view")
        if not interaction.response.is_done():
            resp = await interaction.response.send_message(files=files, **kwargs)
            message_id = resp.message_id
        else:
            if (
                interaction.response.type
                is discord.InteractionResponseType.deferred_channel_message
            ):
                await interaction.followup.send("Done; see the channel.", ephemeral=True)
            channel = self.client.get_partial_messageable(row.channel_id)
            message_id = (await channel.send(files=files, **kwargs)).id
        if message_id is not None:
            await self.live.adopt(row.id, row.channel_id, message_id, row.message_id)

    async def open(self, interaction: Interaction, game_name: str, options: str | None) -> None:
        if interaction.guild_id is None or interaction.channel_id is None:
            await self.private(interaction, "Games are played in server channels.")
            return
        row = await self.guarded(
            interaction,
            self.tables.open(
                session_id=interaction.id,
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                host=str(interaction.user.id),
                game_name=game_name,
                options_text=options,
            ),
        )
        if row is not None:
            await self.answer_table(interaction, row, None)

    async def lobby(
        self,
        interaction: Interaction,
        action: str,
        version: int | None = None,
        session_id: int | None = None,
        target: str | None = None,
        level: str | None = None,
    ) -> None:
        tables = self.tables
        channel = interaction.channel_id or 0
        user = str(interaction.user.id)
        work: Coroutine[Any, Any, SessionRow | MoveResult | TakeoverRequest]
        if action == "join":
            work = tables.join(channel, user, version, session_id)
            said = "{user} joined the table."
        elif action == "leave":
            work = tables.leave(channel, user, version, session_id)
            said = "{user} left the table."
        elif action == "addbot":
            work = tables.add_bot(channel, user, version, session_id, level or DEFAULT_LEVEL)
            said = "{computer} took a seat."
        else:
            assert target is not None
            work = tables.kick(channel, user, target, version)
            said = "{target} was removed from the table."
        outcome = await self.guarded(interaction, work)
        if outcome is None:
            return
        if isinstance(outcome, TakeoverRequest):
            await self.ask_takeover(interaction, outcome)
            return
        row = outcome.row if isinstance(outcome, MoveResult) else outcome
        names = await self.names.book(row)
        names.setdefault(user, await self.names.display_name(row.guild_id, user))
        if target is not None:
            names.setdefault(target, await self.names.display_name(row.guild_id, target))
        if isinstance(outcome, MoveResult):
            # Left a running game: the computer now plays that seat.
            await self.public(
                interaction,
                f"{names[user]} left the game; a computer plays their seat "
                "(`/game join` takes it back).",
                quiet=True,
            )
            await self.after_move(outcome, None)
            await self.deliver_private(None, outcome, None)
            return
        game = await tables.game_for(row) if row.status == "running" else None
        if game is not None:
            said = "{user} is back and plays their seat again."
        if interaction.type is discord.InteractionType.component:
            await self.answer_table(interaction, row, game)
            self.refresh_elsewhere(interaction, row)
        else:
            text = said.format(
                user=names.get(user, user),
                target=names.get(target or "", ""),
                computer=embeds.computer_label(row, row.seats[-1]) if action == "addbot" else "",
            )
            await self.public(interaction, text, quiet=True)
            self.refresh_table(row, game)

    # -------------------------------------------------------------- takeover

    async def ask_takeover(self, interaction: Interaction, request: TakeoverRequest) -> None:
        """Post the request with Allow / Refuse buttons only the host may press."""
        row = request.row
        text = (
            f"{render.player_label(request.user)} asks to take over "
            f"{render.computer_name(request.seat)}'s seat. {render.player_label(row.host_id)}, "
            "allow it? They would play it from the next move on; what the computer won "
            "so far stays with the computer."
        )
        await self.public(interaction, text, takeover_view(row.id, request.seat, request.user))

    async def takeover_verdict(
        self, interaction: Interaction, allow: bool, session_id: int, seat: str, user: str
    ) -> None:
        perms = interaction.permissions
        result = await self.guarded(
            interaction,
            self.tables.decide_takeover(
                interaction.channel_id or 0,
                str(interaction.user.id),
                perms.manage_guild,
                session_id,
                seat,
                user,
                allow,
            ),
        )
        if result is None:
            return
        judge = render.player_label(str(interaction.user.id))
        if not isinstance(result, MoveResult):
            text = (
                f"{render.player_label(user)} asked to take over {render.computer_name(seat)}'s "
                f"seat; {judge} said no."
            )
            await self.edit_clicked(interaction, text)
            return
        text = (
            f"{render.player_label(user)} took over {render.computer_name(seat)}'s seat "
            f"(allowed by {judge}). They play it from the next move on; "
            "`/hand` or **My hand** shows the cards."
        )
        await self.edit_clicked(interaction, text)
        self.refresh_table(result.row, result.game)

    async def edit_clicked(self, interaction: Interaction, text: str) -> None:
        """Replace the clicked message's text and drop its buttons."""
        if not interaction.response.is_done():
            await interaction.response.edit_message(content=text, view=None)
        else:
            await interaction.edit_original_response(content=text, view=None)

    async def rematch(self, interaction: Interaction, session_id: int) -> None:
        row = await self.guarded(
            interaction,
            self.tables.rematch(
                channel_id=interaction.channel_id or 0,
                user=str(interaction.user.id),
                session_id=session_id,
                new_session_id=interaction.id,
            ),
        )
        if row is None:
            return
        old = interaction.message
        # A new message at the bottom: the finished table stays as it was, minus its button.
        await self.answer_table(interaction, row, None, "**Rematch!** Same seats.")
        if old is not None:
            with contextlib.suppress(discord.HTTPException):
                await old.edit(view=None)

    def refresh_elsewhere(self, interaction: Interaction, row: SessionRow) -> None:
        """A button on another message (an older copy) also updates the live table."""
        if interaction.message is None or interaction.message.id != row.message_id:
            self.refresh_table(row)

    async def failed(self, interaction: Interaction, error: Exception) -> None:
        """Last resort for a component callback: a refusal is answered as the tree's
        handler would; anything else is logged, and the click never goes unanswered."""
        if isinstance(error, Refusal):
            await self.refuse(interaction, error.reason)
            return
        log.error("component interaction failed", exc_info=error)
        await self.refuse(interaction, "Something went wrong on my side. Please try again.")

    async def table_button(
        self, interaction: Interaction, action: str, session_id: int, version: int
    ) -> None:
        if action == "hand":
            await self.hand(interaction)
        elif action == "rematch":
            await self.rematch(interaction, session_id)
        elif action == "start":
            await self.start(interaction, version, session_id)
        else:
            await self.lobby(interaction, action, version, session_id)

    async def start(
        self, interaction: Interaction, version: int | None = None, session_id: int | None = None
    ) -> None:
        user = str(interaction.user.id)
        result = await self.guarded(
            interaction,
            self.tables.start(
                interaction.channel_id or 0,
                user,
                version,
                session_id,
                on_slow=self.ack(interaction),
            ),
        )
        if result is None:
            return
        self.remember(result)
        row, game = result.row, result.game
        if interaction.type is discord.InteractionType.component:
            await self.answer_table(interaction, row, game)
            self.refresh_elsewhere(interaction, row)
        else:
            # The host sees their own hand as the answer; the table shows the deal.
            self.refresh_table(row, game)
        starter = seat_of(row, user)
        if starter is not None:
            await self.show_hand(interaction, row, game, starter, ["**The cards are dealt.**"])
        closed = []
        for seat in row.seats:
            person = person_of(row, seat)
            if is_computer(person) or person == user:
                continue
            if not await self.refresh_hand(row, game, seat, ["**The cards are dealt.**"]):
                closed.append(person)
        await self.after_move(result, user)
        if closed:
            who = ", ".join(render.player_label(p) for p in closed)
            await interaction.followup.send(
                f"I could not send {who} a direct message (DMs closed). "
                "Use `/hand` or the **My hand** button to see your cards."
            )

    # ------------------------------------------------------------------ play

    async def hand(self, interaction: Interaction, page: int = 0) -> None:
        found = await self.guarded(
            interaction, self.tables.hand(interaction.channel_id or 0, str(interaction.user.id))
        )
        if found is None:
            return
        row, game, seat = found
        await self.show_hand(interaction, row, game, seat, page=page)

    async def hand_page(self, interaction: Interaction, session_id: int, page: int) -> None:
        await self.hand(interaction, page)

    async def play(
        self,
        interaction: Interaction,
        move: str,
        version: int | None = None,
        session_id: int | None = None,
    ) -> None:
        user = str(interaction.user.id)
        channel = await self.table_channel(interaction, session_id)
        try:
            result = await self.guarded(
                interaction,
                self.tables.play(
                    channel, user, move, version, session_id, on_slow=self.ack(interaction)
                ),
            )
        except Refusal as refusal:
            if version is None or refusal.reason != MOVED_ON:
                raise
            # A stale menu: show the hand as it is now instead of an error.
            found = await self.guarded(interaction, self.tables.hand(channel, user))
            if found is not None:
                row, game, seat = found
                note = "The table moved on before your pick arrived; here is your hand now."
                await self.show_hand(interaction, row, game, seat, [note])
            return
        if result is None:
            return
        mover = seat_of(result.row, user)
        if mover is not None:
            mine = [e.private[mover] for e in result.events if mover in e.private]
            news = [e.text for e in result.events if e.text][-embeds.RECENT_MOVES :] + mine
            await self.show_hand(interaction, result.row, result.game, mover, news)
        await self.after_move(result, user)
        unreachable = await self.deliver_private(interaction, result, user)
        await self.note_unreachable(interaction, unreachable)

    async def ended_status(self, interaction: Interaction, row: SessionRow) -> None:
        """`/game status` once the session is over: its result, or that it was closed."""
        game = await self.saved_game(row) if row.ply or row.status == "over" else None
        names = await self.names.book(row)
        cls = self.tables.game_class(row.game)
        if row.status == "over" and game is not None:
            text = f"The last {cls.title} game here is over.\n" + embeds.outcome_text(
                game, row, names
            )
        elif row.status == "ended" and row.ply == 0 and game is None:
            text = f"The last {cls.title} lobby here was closed before it started."
        else:
            text = f"The last {cls.title} game here was ended; whatever was settled stays."
        text += "\n`/game new` opens a new table."
        await self.private(interaction, text)

    async def note_unreachable(self, interaction: Interaction, players: list[str]) -> None:
        if players:
            who = ", ".join(render.player_label(p) for p in players)
            await interaction.followup.send(
                f"{who}: something private happened for you; check `/hand`."
            )

    async def table_channel(self, interaction: Interaction, session_id: int | None) -> int:
        """The table's channel: the interaction's own, or for a component in a DM the
        channel of the session it names. Discord delivers every DM interaction to
        shard 0's process, which need not be the one serving the table's server;
        it makes the move all the same, through the shared database."""
        if interaction.guild_id is None and session_id is not None:
            row = await self.repo.get_session(session_id)
            if row is not None:
                return row.channel_id
        return interaction.channel_id or 0

    # ----------------------------------------------------------------- clock

    async def tick(self) -> None:
        """Expire late turns, remind at half time, close idle lobbies."""
        tables, repo = self.tables, self.repo
        now = tables.now()
        stamp = now_text(now)
        owns = self.leases.owns
        for row in [r for r in await repo.due_clocks(stamp) if owns(r.guild_id)]:
            try:
                if row.turn_deadline is not None and row.turn_deadline <= stamp:
                    result = await tables.expire(row.id, row.channel_id)
                    if result is not None:
                        await self.announce_timeout(result)
                else:
                    found = await tables.remind(row.id, row.channel_id)
                    if found is not None and found[1]:
                        await self.announce_reminder(*found)
            except Exception:
                log.exception("turn clock of session %s failed", row.id)
        await self.sweep_idle_games(now)
        idle = self.settings.lobby_idle_minutes
        if idle > 0:
            before = now_text(now - timedelta(minutes=idle))
            for row in [r for r in await repo.idle_lobbies(before) if owns(r.guild_id)]:
                ended = await tables.close_idle_lobby(row, before)
                if ended is None:
                    continue
                await self.send(
                    ended.channel_id,
                    "The lobby here was closed: nobody used it "
                    f"for {idle} minutes. `/game new` opens a new one.",
                )
                self.refresh_table(ended, None)

    async def sweep_idle_games(self, now: Any) -> None:
        """Running games without a move for GAME_IDLE_MINUTES (a day) are ended, so
        a table nobody plays never blocks its channel."""
        minutes = self.settings.game_idle_minutes
        if minutes <= 0:
            return
        before = now_text(now - timedelta(minutes=minutes))
        owns = self.leases.owns
        for row in [r for r in await self.repo.idle_games(before) if owns(r.guild_id)]:
            try:
                ended = await self.tables.close_idle_game(row, before)
            except Exception:
                log.exception("could not close idle session %s", row.id)
                continue
            if ended is None:
                continue
            await self.send(
                ended[0].channel_id,
                f"The game here was closed: nobody moved for {render.duration(minutes * 60)}. "
                "Whatever was "
                "settled stays settled. `/game new` opens a new table.",
            )
            self.refresh_table(*ended)

    async def send(self, channel_id: int, content: str) -> None:
        try:
            await self.client.get_partial_messageable(channel_id).send(render.clip(content))
        except discord.HTTPException as exc:
            log.warning("could not post in %s: %s", channel_id, exc)

    async def announce_timeout(self, result: MoveResult) -> None:
        aliases = result.row.takeovers
        who = ", ".join(render.player_label(p, aliases) for p in result.timed_out)
        lines = [f"⏰ Time is up for {who}: the computer moved for them."]
        if result.retired:
            gone = ", ".join(render.player_label(p, aliases) for p in result.retired)
            lines.append(
                f"{gone}: that was the third time in a row, so the computer plays "
                "the seat for the rest of the game."
            )
        await self.send(result.row.channel_id, "\n".join(lines))
        await self.after_move(result, None)
        await self.deliver_private(None, result, None)

    async def announce_reminder(self, row: SessionRow, players: list[str]) -> None:
        who = ", ".join(render.player_label(p, row.takeovers) for p in players)
        await self.send(
            row.channel_id,
            f"⏰ {who}: half your time is gone; the clock runs out "
            f"{render.when(row.turn_deadline)}.",
        )

    async def resume_all(self, shards: Collection[int]) -> None:
        """After a restart (or taking over a stopped process's shards), finish the
        computer turns that were due and refresh the tables of those shards' guilds."""
        count = self.leases.shard_count
        for row in await self.repo.open_sessions():
            if row.status != "running" or shard_of(row.guild_id, count) not in shards:
                continue
            try:
                result = await self.tables.resume(row)
            except TableError:
                continue
            except Exception:
                log.exception("could not resume session %s", row.id)
                continue
            if not result.played:
                continue
            await self.after_move(result, None)
            await self.deliver_private(None, result, None)
