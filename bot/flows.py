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
from bot.languages import Languages
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
from games.message import Msg, Player, Words, items, t
from i18n import Language, words
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
        self.langs = Languages(client, repo)
        self._recent: dict[int, deque[Msg]] = {}
        self._hands: dict[tuple[int, str], HandHandle] = {}
        self._choices: dict[tuple[int, int, str, Language], list[tuple[str, str]]] = {}

    # ----------------------------------------------------------- languages

    def reader(self, interaction: Interaction) -> Words:
        """Words for a private answer: the language of the person who asked."""
        return words(self.langs.reader(interaction))

    async def channel_words(self, guild_id: int) -> Words:
        """Words for a public message: the server's language."""
        return words(await self.langs.server(guild_id))

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
            raise Refusal(exc.message, exc.aliases) from None

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

    async def refuse(
        self, interaction: Interaction, message: Msg, aliases: render.Aliases = None
    ) -> None:
        """The one way a refusal is answered: ephemeral, in the asker's language,
        nothing changed."""
        with contextlib.suppress(discord.HTTPException):
            await self.private(interaction, render.say(message, self.reader(interaction), aliases))

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
            await self.see_the_channel(interaction)
        channel = self.client.get_partial_messageable(interaction.channel_id or 0)
        message = await channel.send(content, **kwargs)
        return message.id

    async def see_the_channel(self, interaction: Interaction) -> None:
        """Close an ephemeral "thinking" placeholder whose answer went to the channel."""
        done = self.reader(interaction).t("Done; see the channel.")
        await interaction.followup.send(done, ephemeral=True)

    # --------------------------------------------------------- table message

    def remember(self, result: MoveResult) -> None:
        """Public event lines, for the table's "last moves"."""
        recent = self._recent.setdefault(result.row.id, deque(maxlen=RECENT_KEPT))
        recent.extend([e.public_message for e in result.events if e.text])

    async def table_message(self, row: SessionRow, game: Game | None) -> TableMessage:
        """The table in the server's language (read afresh: a change shows at once)."""
        cls = self.tables.game_class(row.game)
        lang = await self.langs.server(row.guild_id)
        said = words(lang)
        names = await self.names.book(row, said)
        png = self.pictures.table(row.id, row.version, game, names, lang) if game else None
        recent = list(self._recent.get(row.id, ()))
        embed = embeds.table_embed(
            row,
            cls,
            game,
            names,
            recent,
            picture=png is not None,
            words=said,
            thinking=self.live.thinker(row.id),
        )
        return TableMessage(
            session_id=row.id,
            channel_id=row.channel_id,
            message_id=row.message_id,
            content=embeds.header_line(row, cls, names, said),
            embed=embed,
            picture=png,
            view=table_view(row, said),
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
        said = await self.channel_words(row.guild_id)
        if game.over:
            await self.live.forget(row.id, row.channel_id)
            names = await self.names.book(row, said)
            await self.send(row.channel_id, embeds.outcome_text(game, row, names, said))
            return
        waiting = frozenset(person_of(row, p) for p in game.turn() if not computer_plays(row, p))
        others = waiting - {mover} if mover else waiting
        text = None
        if others:
            cls = self.tables.game_class(row.game)
            text = said.t(
                "{players}: your turn at {game}. `/hand` shows your moves.",
                players=", ".join(f"<@{p}>" for p in sorted(others)),
                game=cls.title,
            )
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

    def move_choices(
        self, row: SessionRow, game: Game, seat: str, lang: Language = "en"
    ) -> list[tuple[str, str]]:
        """(canonical move, label in words) for every legal move, cached per version
        and language."""
        key = (row.id, row.version, seat, lang)
        choices = self._choices.get(key)
        if choices is None:
            said = words(lang)
            choices = [(m, game.move_label(seat, m, words=said)) for m in game.legal_moves(seat)]
            if len(self._choices) > 2048:
                self._choices.clear()
            self._choices[key] = choices
        return choices

    async def choices_for(
        self, channel_id: int, user: str, lang: Language = "en"
    ) -> list[tuple[str, str]]:
        """For autocomplete: never raises; cached per (session, version, seat, language)."""
        row = await self.repo.open_session(channel_id)
        seat = seat_of(row, user) if row is not None else None
        if row is None or seat is None or row.status != "running" or computer_plays(row, seat):
            return []
        cached = self._choices.get((row.id, row.version, seat, lang))
        if cached is not None:
            return cached
        try:
            game = await self.tables.game_for(row)
        except TableError:
            return []
        return self.move_choices(row, game, seat, lang)

    async def hand_message(
        self,
        row: SessionRow,
        game: Game,
        seat: str,
        news: list[Msg],
        page: int = 0,
        lang: Language = "en",
    ) -> dict[str, Any]:
        """The hand view's content, embed, picture and menus in `lang` (no Discord call)."""
        cls = self.tables.game_class(row.game)
        said = words(lang)
        names = await self.names.book(row, said)
        png = self.pictures.hand(row.id, row.version, game, seat, names, lang)
        embed = embeds.hand_embed(cls, game, seat, names, news, picture=png is not None, words=said)
        files = [discord.File(io.BytesIO(png), filename=embeds.HAND_PICTURE)] if png else []
        playing = not computer_plays(row, seat)
        choices = self.move_choices(row, game, seat, lang) if playing else []
        content = said.t(
            "Your hand at the {game} table in {channel}.",
            game=cls.title,
            channel=f"<#{row.channel_id}>",
        )
        return {
            "content": content,
            "embed": embed,
            "files": files,
            "view": hand_view(row, choices, page, said),
        }

    async def show_hand(
        self,
        interaction: Interaction,
        row: SessionRow,
        game: Game,
        seat: str,
        news: list[Msg] | None = None,
        page: int = 0,
    ) -> None:
        """Answer with the hand: in place on a hand view, else a new ephemeral view."""
        lang = self.langs.reader(interaction)
        hand = await self.hand_message(row, game, seat, news or [], page, lang)
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

    async def refresh_hand(self, row: SessionRow, game: Game, seat: str, news: list[Msg]) -> bool:
        """New cards or a new hand: update the player's hand view in place (the last
        ephemeral view while its token lives, else their DM hand), in their language.
        False: unreachable."""
        person = person_of(row, seat)
        handle = self._hands.get((row.id, person))
        lang = await self.langs.person(person, row.guild_id)
        hand = await self.hand_message(row, game, seat, news, lang=lang)
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
        lines: dict[str, list[Msg]] = defaultdict(list)
        for event in result.events:
            for seat in event.private:
                message = event.private_message(seat)
                if message is not None and not is_computer(person_of(result.row, seat)):
                    lines[seat].append(message)
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
        self, interaction: Interaction, row: SessionRow, game: Game | None, note: Msg | None = None
    ) -> None:
        """Answer with the table itself: a new table message (adopted as the live one),
        or, on a click on the table, the table edited in place."""
        table = await self.table_message(row, game)
        kwargs = table.kwargs()
        if note is not None:
            said = await self.channel_words(row.guild_id)
            kwargs["content"] = render.clip(f"{kwargs['content']}\n{said.say(note)}")
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
                await self.see_the_channel(interaction)
            channel = self.client.get_partial_messageable(row.channel_id)
            message_id = (await channel.send(files=files, **kwargs)).id
        if message_id is not None:
            await self.live.adopt(row.id, row.channel_id, message_id, row.message_id)

    async def open(self, interaction: Interaction, game_name: str, options: str | None) -> None:
        if interaction.guild_id is None or interaction.channel_id is None:
            await self.private(
                interaction, self.reader(interaction).t("Games are played in server channels.")
            )
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
        elif action == "leave":
            work = tables.leave(channel, user, version, session_id)
        elif action == "addbot":
            work = tables.add_bot(channel, user, version, session_id, level or DEFAULT_LEVEL)
        else:
            assert target is not None
            work = tables.kick(channel, user, target, version)
        outcome = await self.guarded(interaction, work)
        if outcome is None:
            return
        if isinstance(outcome, TakeoverRequest):
            await self.ask_takeover(interaction, outcome)
            return
        row = outcome.row if isinstance(outcome, MoveResult) else outcome
        said = await self.channel_words(row.guild_id)
        names = await self.names.book(row, said)
        names.setdefault(user, await self.names.display_name(row.guild_id, user, said))
        if target is not None:
            names.setdefault(target, await self.names.display_name(row.guild_id, target, said))
        who = names.get(user, user)
        if isinstance(outcome, MoveResult):
            # Left a running game: the computer now plays that seat.
            text = said.t(
                "{user} left the game; a computer plays their seat (`/game join` takes it back).",
                user=who,
            )
            await self.public(interaction, text, quiet=True)
            await self.after_move(outcome, None)
            await self.deliver_private(None, outcome, None)
            return
        game = await tables.game_for(row) if row.status == "running" else None
        if interaction.type is discord.InteractionType.component:
            await self.answer_table(interaction, row, game)
            self.refresh_elsewhere(interaction, row)
            return
        if game is not None:
            text = said.t("{user} is back and plays their seat again.", user=who)
        elif action == "join":
            text = said.t("{user} joined the table.", user=who)
        elif action == "leave":
            text = said.t("{user} left the table.", user=who)
        elif action == "addbot":
            computer = embeds.computer_label(row, row.seats[-1], said)
            text = said.t("{computer} took a seat.", computer=computer)
        else:
            text = said.t(
                "{target} was removed from the table.", target=names.get(target or "", "")
            )
        await self.public(interaction, text, quiet=True)
        self.refresh_table(row, game)

    # -------------------------------------------------------------- takeover

    async def ask_takeover(self, interaction: Interaction, request: TakeoverRequest) -> None:
        """Post the request with Allow / Refuse buttons only the host may press."""
        row = request.row
        said = await self.channel_words(row.guild_id)
        text = said.t(
            "{user} asks to take over {computer}'s seat. {host}, allow it? They would play "
            "it from the next move on; what the computer won so far stays with the computer.",
            user=Player(request.user),
            computer=render.computer_name(request.seat, said),
            host=Player(row.host_id),
        )
        view = takeover_view(row.id, request.seat, request.user, said)
        await self.public(interaction, text, view)

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
        row = result.row if isinstance(result, MoveResult) else result
        said = await self.channel_words(row.guild_id)
        judge = Player(str(interaction.user.id))
        computer = render.computer_name(seat, said)
        if not isinstance(result, MoveResult):
            text = said.t(
                "{user} asked to take over {computer}'s seat; {judge} said no.",
                user=Player(user),
                computer=computer,
                judge=judge,
            )
            await self.edit_clicked(interaction, text)
            return
        text = said.t(
            "{user} took over {computer}'s seat (allowed by {judge}). They play it from the "
            "next move on; `/hand` or **{my_hand}** shows the cards.",
            user=Player(user),
            computer=computer,
            judge=judge,
            my_hand=said.t("My hand"),
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
        await self.answer_table(interaction, row, None, t("**Rematch!** Same seats."))
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
            await self.refuse(interaction, error.message, error.aliases)
            return
        log.error("component interaction failed", exc_info=error)
        await self.refuse(interaction, t("Something went wrong on my side. Please try again."))

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
        dealt = t("**The cards are dealt.**")
        starter = seat_of(row, user)
        if starter is not None:
            await self.show_hand(interaction, row, game, starter, [dealt])
        closed = []
        for seat in row.seats:
            person = person_of(row, seat)
            if is_computer(person) or person == user:
                continue
            if not await self.refresh_hand(row, game, seat, [dealt]):
                closed.append(person)
        await self.after_move(result, user)
        if closed:
            said = await self.channel_words(row.guild_id)
            text = said.t(
                "I could not send {players} a direct message (DMs closed). "
                "Use `/hand` or the **{my_hand}** button to see your cards.",
                players=items([Player(p) for p in closed]),
                my_hand=said.t("My hand"),
            )
            await interaction.followup.send(text)

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
            if version is None or refusal.message.key != MOVED_ON:
                raise
            # A stale menu: show the hand as it is now instead of an error.
            found = await self.guarded(interaction, self.tables.hand(channel, user))
            if found is not None:
                row, game, seat = found
                note = t("The table moved on before your pick arrived; here is your hand now.")
                await self.show_hand(interaction, row, game, seat, [note])
            return
        if result is None:
            return
        mover = seat_of(result.row, user)
        if mover is not None:
            mine = [m for e in result.events if (m := e.private_message(mover)) is not None]
            public = [e.public_message for e in result.events if e.text]
            news = public[-embeds.RECENT_MOVES :] + mine
            await self.show_hand(interaction, result.row, result.game, mover, news)
        await self.after_move(result, user)
        unreachable = await self.deliver_private(interaction, result, user)
        await self.note_unreachable(interaction, unreachable)

    async def ended_status(self, interaction: Interaction, row: SessionRow) -> None:
        """`/game status` once the session is over: its result, or that it was closed."""
        game = await self.saved_game(row) if row.ply or row.status == "over" else None
        said = self.reader(interaction)
        names = await self.names.book(row, said)
        title = self.tables.game_class(row.game).title
        if row.status == "over" and game is not None:
            text = said.t("The last {game} game here is over.", game=title)
            text += "\n" + embeds.outcome_text(game, row, names, said)
        elif row.status == "ended" and row.ply == 0 and game is None:
            text = said.t("The last {game} lobby here was closed before it started.", game=title)
        else:
            text = said.t(
                "The last {game} game here was ended; whatever was settled stays.", game=title
            )
        text += "\n" + said.t("`/game new` opens a new table.")
        await self.private(interaction, text)

    async def note_unreachable(self, interaction: Interaction, players: list[str]) -> None:
        if players:
            said = await self.channel_words(interaction.guild_id or 0)
            who = ", ".join(render.player_label(p, words=said) for p in players)
            await interaction.followup.send(
                said.t("{players}: something private happened for you; check `/hand`.", players=who)
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
                said = await self.channel_words(ended.guild_id)
                text = said.tn(
                    "The lobby here was closed: nobody used it for {n} minute. "
                    "`/game new` opens a new one.",
                    "The lobby here was closed: nobody used it for {n} minutes. "
                    "`/game new` opens a new one.",
                    idle,
                )
                await self.send(ended.channel_id, text)
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
            said = await self.channel_words(ended[0].guild_id)
            text = said.t(
                "The game here was closed: nobody moved for {time}. Whatever was settled "
                "stays settled. `/game new` opens a new table.",
                time=render.duration(minutes * 60, said),
            )
            await self.send(ended[0].channel_id, text)
            self.refresh_table(*ended)

    async def send(self, channel_id: int, content: str) -> None:
        try:
            await self.client.get_partial_messageable(channel_id).send(render.clip(content))
        except discord.HTTPException as exc:
            log.warning("could not post in %s: %s", channel_id, exc)

    async def announce_timeout(self, result: MoveResult) -> None:
        aliases = result.row.takeovers
        said = await self.channel_words(result.row.guild_id)
        who = ", ".join(render.player_label(p, aliases, said) for p in result.timed_out)
        lines = [said.t("⏰ Time is up for {players}: the computer moved for them.", players=who)]
        if result.retired:
            gone = ", ".join(render.player_label(p, aliases, said) for p in result.retired)
            lines.append(
                said.t(
                    "{players}: that was the third time in a row, so the computer plays "
                    "the seat for the rest of the game.",
                    players=gone,
                )
            )
        await self.send(result.row.channel_id, "\n".join(lines))
        await self.after_move(result, None)
        await self.deliver_private(None, result, None)

    async def announce_reminder(self, row: SessionRow, players: list[str]) -> None:
        said = await self.channel_words(row.guild_id)
        who = ", ".join(render.player_label(p, row.takeovers, said) for p in players)
        text = said.t(
            "⏰ {players}: half your time is gone; the clock runs out {when}.",
            players=who,
            when=render.when(row.turn_deadline, said),
        )
        await self.send(row.channel_id, text)

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
