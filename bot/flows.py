"""The Discord side of each action: acknowledge, call the table service, tell people.

Slash commands and buttons share these flows. The order is always: change the
state (committed by the service), answer the interaction, then do the slower
Discord work (editing the table message, direct messages).
"""

from __future__ import annotations

import contextlib
import io
import logging
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Collection, Coroutine
from datetime import timedelta
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from bot import render
from bot.seats import person_of
from bot.shards import shard_of
from bot.tables import MoveResult, TableError, TakeoverRequest
from bot.ui import hand_view, table_view, takeover_view
from games.ai import is_computer
from games.base import Game
from storage.db import now_text

if TYPE_CHECKING:
    from bot.app import ScheidsBot
    from storage.repository import SessionRow

log = logging.getLogger(__name__)
T = TypeVar("T")

# Discord drops an interaction not answered within 3 s; past this budget we defer.
ACK_BUDGET = 2.0
Interaction = discord.Interaction[Any]


class Flows:
    def __init__(self, bot: ScheidsBot) -> None:
        self.bot = bot
        self._display_names: dict[tuple[int, str], str] = {}

    # ----------------------------------------------------------- answering

    async def guarded(self, interaction: Interaction, work: Coroutine[Any, Any, T]) -> T | None:
        """Run `work` (made with `self.ack(interaction)` as its `on_slow`); a TableError
        becomes an ephemeral answer.

        Deferring is decided without timers: when the channel is busy we will wait
        for its lock, so we defer at once; otherwise the service calls `on_slow`
        between computer moves, which defers once the budget is spent.
        """
        if (
            interaction.channel_id is not None
            and self.bot.tables.lock(interaction.channel_id).locked()
        ):
            await self.defer(interaction)
        try:
            return await work
        except TableError as exc:
            await self.private(interaction, exc.reason)
            return None

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
        started = time.monotonic()

        async def on_slow() -> None:
            if time.monotonic() - started > ACK_BUDGET:
                await self.defer(interaction)

        return on_slow

    async def private(
        self, interaction: Interaction, content: str, view: discord.ui.View | None = None
    ) -> None:
        kwargs: dict[str, Any] = {"ephemeral": True}
        if view is not None:
            kwargs["view"] = view
        content = render.clip(content)
        if not interaction.response.is_done():
            await interaction.response.send_message(content, **kwargs)
        else:
            await interaction.followup.send(content, **kwargs)

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
        channel = self.bot.get_partial_messageable(interaction.channel_id or 0)
        message = await channel.send(content, **kwargs)
        return message.id

    async def more(self, interaction: Interaction, contents: list[str]) -> None:
        for content in contents:
            await interaction.followup.send(content)

    # --------------------------------------------------------- table message

    def table_text(self, row: SessionRow, game: Game | None) -> str:
        return render.table_text(row, self.bot.tables.game_class(row.game), game)

    async def display_name(self, guild_id: int, user_id: str) -> str:
        """A person's name on this server. Without the members intent the cache
        rarely holds them, so ask Discord once and remember it."""
        key = (guild_id, user_id)
        name = self._display_names.get(key)
        if name is not None:
            return name
        guild = self.bot.get_guild(guild_id)
        found: discord.abc.User | None = guild.get_member(int(user_id)) if guild else None
        if found is None and guild is not None:
            with contextlib.suppress(discord.HTTPException):
                found = await guild.fetch_member(int(user_id))
        if found is None:
            return f"Player {user_id[-4:]}"
        self._display_names[key] = found.display_name
        return found.display_name

    async def seat_names(self, row: SessionRow) -> dict[str, str]:
        """Names for a picture: people by their server name, computers by number."""
        out = {}
        for seat in row.seats:
            person = person_of(row, seat)
            if is_computer(person):
                out[seat] = f"Computer {person.partition(':')[2]}"
            else:
                out[seat] = await self.display_name(row.guild_id, person)
        return out

    async def table_files(self, row: SessionRow, game: Game | None) -> list[discord.File]:
        """The board picture for games that draw one, from the spectator's view only."""
        if game is None:
            return []
        cls = self.bot.tables.game_class(row.game)
        if getattr(cls.picture, "__func__", None) is getattr(Game.picture, "__func__", None):
            return []  # text-only game: skip the name look-ups
        try:
            png = cls.picture(game.view(None), await self.seat_names(row))
        except Exception:
            # The picture is a nicety; the text table must still go out.
            log.exception("could not draw the %s board of session %s", row.game, row.id)
            return []
        return [discord.File(io.BytesIO(png), filename="board.png")] if png else []

    async def refresh_table(self, row: SessionRow, game: Game | None) -> None:
        """Edit the table message to the current public picture and buttons."""
        if row.message_id is None:
            return
        channel = self.bot.get_partial_messageable(row.channel_id)
        kwargs: dict[str, Any] = {}
        files = await self.table_files(row, game)
        if files:
            kwargs["attachments"] = files
        try:
            await channel.get_partial_message(row.message_id).edit(
                content=self.table_text(row, game), view=table_view(row), **kwargs
            )
        except discord.HTTPException as exc:
            log.warning("could not edit table message %s: %s", row.message_id, exc)

    # ------------------------------------------------------------------ DMs

    async def dm(self, player: str, content: str) -> bool:
        """Send a direct message; False when the player has DMs closed (403/50007)."""
        try:
            user = self.bot.get_user(int(player)) or await self.bot.fetch_user(int(player))
            await user.send(render.clip(content))
        except discord.HTTPException as exc:
            log.info("DM to %s failed: %s (code %s)", player, exc.status, exc.code)
            return False
        return True

    async def deliver_private(
        self, interaction: Interaction | None, result: MoveResult, mover: str | None
    ) -> list[str]:
        """Private event lines to their players; returns players we could not reach."""
        lines: dict[str, list[str]] = defaultdict(list)
        for event in result.events:
            for seat, text in event.private.items():
                player = person_of(result.row, seat)
                if not is_computer(player):
                    lines[player].append(render.names(text, result.row.takeovers))
        unreachable = []
        for player, texts in lines.items():
            if player == mover and interaction is not None:
                await interaction.followup.send(
                    render.clip("Only you see this:\n" + "\n".join(texts)), ephemeral=True
                )
            elif not await self.dm(
                player, f"From your game in <#{result.row.channel_id}>:\n" + "\n".join(texts)
            ):
                unreachable.append(player)
        return unreachable

    # --------------------------------------------------------------- lobby

    async def open(self, interaction: Interaction, game_name: str, options: str | None) -> None:
        tables = self.bot.tables
        if interaction.guild_id is None or interaction.channel_id is None:
            await self.private(interaction, "Games are played in server channels.")
            return
        row = await self.guarded(
            interaction,
            tables.open(
                session_id=interaction.id,
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                host=str(interaction.user.id),
                game_name=game_name,
                options_text=options,
            ),
        )
        if row is None:
            return
        message_id = await self.public(interaction, self.table_text(row, None), table_view(row))
        if message_id is not None:
            await self.bot.repo.set_message(row.id, message_id)

    async def lobby(
        self,
        interaction: Interaction,
        action: str,
        version: int | None = None,
        session_id: int | None = None,
        target: str | None = None,
    ) -> None:
        tables = self.bot.tables
        channel = interaction.channel_id or 0
        user = str(interaction.user.id)
        work: Coroutine[Any, Any, SessionRow | MoveResult | TakeoverRequest]
        if action == "join":
            work = tables.join(channel, user, version, session_id)
            said = f"{render.player_label(user)} joined the table."
        elif action == "leave":
            work = tables.leave(channel, user, version, session_id)
            said = f"{render.player_label(user)} left the table."
        elif action == "addbot":
            work = tables.add_bot(channel, user, version, session_id)
            said = "A computer player took a seat."
        else:
            assert target is not None
            work = tables.kick(channel, user, target, version)
            said = f"{render.player_label(target)} was removed from the table."
        outcome = await self.guarded(interaction, work)
        if outcome is None:
            return
        if isinstance(outcome, TakeoverRequest):
            await self.ask_takeover(interaction, outcome)
            return
        if isinstance(outcome, MoveResult):
            # Left a running game: the computer now plays that seat.
            lines = [
                f"{render.player_label(user)} left the game; a computer plays their seat "
                "(`/game join` takes it back)."
            ]
            if outcome.played:
                lines += self.progress_lines(outcome)
            parts = render.chunks(lines)
            await self.public(interaction, parts[0])
            await self.more(interaction, parts[1:])
            await self.refresh_table(outcome.row, outcome.game)
            await self.deliver_private(None, outcome, None)
            return
        row = outcome
        game = await tables.game_for(row) if row.status == "running" else None
        if game is not None:
            said = f"{render.player_label(user)} is back and plays their seat again."
        if interaction.type is discord.InteractionType.component:
            await self.update_component_message(interaction, row, game)
            await self.refresh_elsewhere(interaction, row, game)
        else:
            await self.public(interaction, said)
            await self.refresh_table(row, game)

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
            self.bot.tables.decide_takeover(
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
            return  # a refusal, already answered privately
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
            f"(allowed by {judge})."
        )
        await self.edit_clicked(interaction, text)
        await interaction.followup.send(
            f"{render.player_label(user)}: you play the seat from the next move on; "
            "`/hand` or **My hand** shows your cards."
        )
        await self.refresh_table(result.row, result.game)

    async def edit_clicked(self, interaction: Interaction, text: str) -> None:
        """Replace the clicked message's text and drop its buttons."""
        if not interaction.response.is_done():
            await interaction.response.edit_message(content=text, view=None)
        else:
            await interaction.edit_original_response(content=text, view=None)

    async def rematch(self, interaction: Interaction, session_id: int) -> None:
        row = await self.guarded(
            interaction,
            self.bot.tables.rematch(
                channel_id=interaction.channel_id or 0,
                user=str(interaction.user.id),
                session_id=session_id,
                new_session_id=interaction.id,
            ),
        )
        if row is None:
            return
        names = ", ".join(render.player_label(p) for p in row.seats if p != row.host_id)
        note = f"\n**Rematch!** {render.player_label(row.host_id)} hosts; same seats ({names})."
        message_id = await self.public(
            interaction, render.clip(self.table_text(row, None) + note), table_view(row)
        )
        if message_id is not None:
            await self.bot.repo.set_message(row.id, message_id)
        if interaction.message is not None:
            with contextlib.suppress(discord.HTTPException):
                await interaction.message.edit(view=None)

    async def update_component_message(
        self, interaction: Interaction, row: SessionRow, game: Game | None
    ) -> None:
        view = table_view(row)
        text = self.table_text(row, game)
        kwargs: dict[str, Any] = {}
        if interaction.message is not None and interaction.message.id == row.message_id:
            files = await self.table_files(row, game)
            if files:
                kwargs["attachments"] = files
        if not interaction.response.is_done():
            await interaction.response.edit_message(content=text, view=view, **kwargs)
        else:
            await interaction.edit_original_response(content=text, view=view, **kwargs)

    async def refresh_elsewhere(
        self, interaction: Interaction, row: SessionRow, game: Game | None
    ) -> None:
        """A button on a copy (say, a /game status post) also updates the table message."""
        if interaction.message is None or interaction.message.id != row.message_id:
            await self.refresh_table(row, game)

    async def failed(self, interaction: Interaction, error: Exception) -> None:
        """Last resort for a component callback: log, and never leave the click unanswered."""
        log.error("component interaction failed", exc_info=error)
        text = "Something went wrong on my side. Please try again."
        with contextlib.suppress(discord.HTTPException):
            await self.private(interaction, text)

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
        tables = self.bot.tables
        result = await self.guarded(
            interaction,
            tables.start(
                interaction.channel_id or 0,
                str(interaction.user.id),
                version,
                session_id,
                on_slow=self.ack(interaction),
            ),
        )
        if result is None:
            return
        lines = [
            "**The cards are dealt.** Each player gets their hand privately; "
            "`/hand` or **My hand** shows it again."
        ]
        lines += self.progress_lines(result)
        parts = render.chunks(lines)
        if interaction.type is discord.InteractionType.component:
            await self.update_component_message(interaction, result.row, result.game)
            await self.refresh_elsewhere(interaction, result.row, result.game)
            await self.more(interaction, parts)
        else:
            await self.public(interaction, parts[0])
            await self.more(interaction, parts[1:])
            await self.refresh_table(result.row, result.game)
        await self.send_hands(interaction, result)
        unreachable = await self.deliver_private(None, result, None)
        await self.note_unreachable(interaction, unreachable)

    async def send_hands(self, interaction: Interaction, result: MoveResult) -> None:
        game_cls = self.bot.tables.game_class(result.row.game)
        closed = []
        for player in result.row.seats:
            if is_computer(player):
                continue
            text = render.hand_text(game_cls, result.game, player, result.row.takeovers)
            text = f"Your hand at the {game_cls.title} table in <#{result.row.channel_id}>.\n{text}"
            if not await self.dm(player, text):
                closed.append(player)
        if closed:
            who = ", ".join(render.player_label(p) for p in closed)
            await interaction.followup.send(
                f"I could not send {who} a direct message (DMs closed). "
                "Use `/hand` or the **My hand** button to see your cards."
            )

    async def note_unreachable(self, interaction: Interaction, players: list[str]) -> None:
        if players:
            who = ", ".join(render.player_label(p) for p in players)
            await interaction.followup.send(
                f"{who}: something private happened for you; check `/hand`."
            )

    def progress_lines(self, result: MoveResult) -> list[str]:
        aliases = result.row.takeovers
        lines = render.event_lines(result.events, aliases)
        if result.game.over:
            lines += render.outcome_lines(result.game, result.row)
        else:
            turn = render.turn_line(result.game, aliases)
            if turn:
                lines.append(turn)
        return lines

    # ------------------------------------------------------------------ play

    async def hand(self, interaction: Interaction) -> None:
        found = await self.guarded(
            interaction, self.bot.tables.hand(interaction.channel_id or 0, str(interaction.user.id))
        )
        if found is None:
            return
        row, game, seat = found
        game_cls = self.bot.tables.game_class(row.game)
        await self.private(
            interaction,
            render.hand_text(game_cls, game, seat, row.takeovers),
            hand_view(row, game.legal_moves(seat)),
        )

    async def play(
        self,
        interaction: Interaction,
        move: str,
        version: int | None = None,
        session_id: int | None = None,
    ) -> None:
        user = str(interaction.user.id)
        in_dm = interaction.guild_id is None
        result = await self.guarded(
            interaction,
            self.bot.tables.play(
                await self.table_channel(interaction, session_id),
                user,
                move,
                version,
                session_id,
                on_slow=self.ack(interaction),
            ),
        )
        if result is None:
            return
        parts = render.chunks(self.progress_lines(result))
        if in_dm:
            # The table sees the move in its channel; the click is answered here.
            for part in parts:
                await self.send(result.row.channel_id, part)
            await self.private(interaction, parts[0] if parts else "Move made.")
        else:
            await self.public(interaction, parts[0] if parts else "Move made.")
            await self.more(interaction, parts[1:])
        await self.refresh_table(result.row, result.game)
        unreachable = await self.deliver_private(interaction, result, user)
        await self.note_unreachable(interaction, unreachable)

    async def table_channel(self, interaction: Interaction, session_id: int | None) -> int:
        """The table's channel: the interaction's own, or for a component in a DM the
        channel of the session it names. Discord delivers every DM interaction to
        shard 0's process, which need not be the one serving the table's server;
        it makes the move all the same, through the shared database."""
        if interaction.guild_id is None and session_id is not None:
            row = await self.bot.repo.get_session(session_id)
            if row is not None:
                return row.channel_id
        return interaction.channel_id or 0

    # ----------------------------------------------------------------- clock

    async def tick(self) -> None:
        """Expire late turns, remind at half time, close idle lobbies."""
        tables, repo = self.bot.tables, self.bot.repo
        now = tables.now()
        stamp = now_text(now)
        owns = self.bot.leases.owns
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
        idle = self.bot.settings.lobby_idle_minutes
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
                await self.refresh_table(ended, None)

    async def sweep_idle_games(self, now: Any) -> None:
        """Running games without a move for GAME_IDLE_MINUTES (a day) are ended, so
        a table nobody plays never blocks its channel."""
        minutes = self.bot.settings.game_idle_minutes
        if minutes <= 0:
            return
        before = now_text(now - timedelta(minutes=minutes))
        owns = self.bot.leases.owns
        for row in [r for r in await self.bot.repo.idle_games(before) if owns(r.guild_id)]:
            try:
                ended = await self.bot.tables.close_idle_game(row, before)
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
            await self.refresh_table(*ended)

    async def send(self, channel_id: int, content: str) -> None:
        try:
            await self.bot.get_partial_messageable(channel_id).send(render.clip(content))
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
        lines += self.progress_lines(result)
        for part in render.chunks(lines):
            await self.send(result.row.channel_id, part)
        await self.refresh_table(result.row, result.game)
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
        count = self.bot.leases.shard_count
        for row in await self.bot.repo.open_sessions():
            if row.status != "running" or shard_of(row.guild_id, count) not in shards:
                continue
            try:
                result = await self.bot.tables.resume(row)
            except TableError:
                continue
            except Exception:
                log.exception("could not resume session %s", row.id)
                continue
            if not result.played:
                continue
            channel = self.bot.get_partial_messageable(row.channel_id)
            try:
                for part in render.chunks(self.progress_lines(result)):
                    await channel.send(part)
            except discord.HTTPException as exc:
                log.warning("could not post resumed moves in %s: %s", row.channel_id, exc)
            await self.refresh_table(result.row, result.game)
            await self.deliver_private(None, result, None)
