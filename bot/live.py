"""The one live table message per session, and the turn ping.

Edits are coalesced per channel: a move and the computer moves it sets off
within `COALESCE_SECONDS` give one edit, made from the state at flush time.
When other chat has pushed the table out of sight (`SCROLL_AFTER` messages
below it), the next refresh re-posts it at the bottom and deletes the old one.
A person whose turn it is gets one ping; it is deleted once the turn moves on,
so pings never pile up. A computer that thinks for longer than
`THINKING_DELAY_SECONDS` is shown thinking on the table until it stops.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot.embeds import TABLE_PICTURE
from storage.repository import Repository

log = logging.getLogger(__name__)

COALESCE_SECONDS = 0.25
# Discord allows about 5 message edits per 5 s in a channel, and 50 requests per
# second to the whole bot; table edits keep under both (with room for everything
# else), so the bot is never made to wait, or refused, on their account.
CHANNEL_EDIT_SPACING = 1.0
EDITS_PER_SECOND = 25.0
# A turn ping waits this long: whoever moves at once needs no notification, and
# quick turns do not turn into a stream of posts and deletes.
PING_DELAY_SECONDS = 4.0
# Messages by others below the table after which it is re-posted at the bottom.
SCROLL_AFTER = 8
# A computer's thought shorter than this goes unmentioned: the table just moves on.
THINKING_DELAY_SECONDS = 1.0


@dataclass(slots=True)
class TableMessage:
    """Everything the table message shows, rendered; no Discord call made yet."""

    session_id: int
    channel_id: int
    message_id: int | None
    content: str
    embed: discord.Embed
    picture: bytes | None
    view: discord.ui.View | None

    def kwargs(self) -> dict[str, Any]:
        """Arguments for send / edit / interaction answers."""
        out: dict[str, Any] = {
            "content": self.content,
            "embed": self.embed,
            "view": self.view,
            "allowed_mentions": discord.AllowedMentions.none(),
        }
        out["attachments"] = (
            [discord.File(io.BytesIO(self.picture), filename=TABLE_PICTURE)] if self.picture else []
        )
        return out


Compose = Callable[[int], Awaitable[TableMessage | None]]


class Pacer:
    """Turns at least `1 / per_second` apart, measured when each is granted, so a
    stalled event loop cannot release a burst of overdue turns at once."""

    def __init__(self, per_second: float) -> None:
        self.step = 1.0 / per_second
        self._last = -self.step

    async def turn(self) -> None:
        loop = asyncio.get_running_loop()
        while (wait := self._last + self.step - loop.time()) > 0:
            await asyncio.sleep(wait)
        self._last = loop.time()


class LiveTables:
    def __init__(self, client: discord.Client, repo: Repository, compose: Compose) -> None:
        self.client = client
        self.repo = repo
        self.compose = compose
        self._pending: dict[int, asyncio.Task[None]] = {}
        self._dirty: dict[int, int] = {}  # channel -> session whose table is out of date
        self._edited: dict[int, float] = {}  # channel -> loop time of its last edit
        self.pacer = Pacer(EDITS_PER_SECOND)
        self._below: dict[int, int] = {}  # channel -> messages by others below the table
        self._ours: set[int] = set()  # table and ping message ids
        self._pings: dict[int, tuple[int, frozenset[str]]] = {}  # session -> (message, who)
        self._ping_tasks: dict[int, asyncio.Task[None]] = {}
        self._thinking: dict[int, str] = {}  # session -> computer seat shown thinking
        self._think_timers: dict[int, asyncio.Task[None]] = {}

    # ------------------------------------------------------------ the table

    def refresh(self, session_id: int, channel_id: int) -> None:
        """Edit the table soon. One worker per channel: refreshes that arrive while it
        waits or edits collapse into its next edit, so edits never queue up."""
        self._dirty[channel_id] = session_id
        if channel_id not in self._pending:
            task = asyncio.get_running_loop().create_task(self._run(channel_id))
            self._pending[channel_id] = task

    async def settle(self) -> None:
        """Wait for pending table edits; pings not yet sent are dropped (shutdown)."""
        for task in [*self._ping_tasks.values(), *self._think_timers.values()]:
            task.cancel()
        while self._pending:
            await asyncio.gather(*list(self._pending.values()), return_exceptions=True)

    async def _run(self, channel_id: int) -> None:
        try:
            loop = asyncio.get_running_loop()
            while channel_id in self._dirty:
                since = loop.time() - self._edited.get(channel_id, -CHANNEL_EDIT_SPACING)
                await asyncio.sleep(max(COALESCE_SECONDS, CHANNEL_EDIT_SPACING - since))
                await self.pacer.turn()
                self._edited[channel_id] = loop.time()
                session_id = self._dirty.pop(channel_id)
                try:
                    table = await self.compose(session_id)
                    if table is not None:
                        await self.show(table)
                except Exception:
                    log.exception("could not refresh the table of session %s", session_id)
        finally:
            # No await between the last check of `_dirty` and this: nothing is lost.
            self._pending.pop(channel_id, None)

    async def show(self, table: TableMessage) -> None:
        """Edit the table in place, or re-post it at the bottom when scrolled away."""
        channel = self.client.get_partial_messageable(table.channel_id)
        if table.message_id is not None and not self.scrolled(table.channel_id):
            try:
                await channel.get_partial_message(table.message_id).edit(**table.kwargs())
                return
            except discord.NotFound:
                pass  # deleted by someone: post it again
            except discord.HTTPException as exc:
                log.warning("could not edit table message %s: %s", table.message_id, exc)
                return
        await self.repost(table)

    async def repost(self, table: TableMessage) -> int | None:
        channel = self.client.get_partial_messageable(table.channel_id)
        kwargs = table.kwargs()
        files = kwargs.pop("attachments")
        try:
            message = await channel.send(files=files, **kwargs)
        except discord.HTTPException as exc:
            log.warning("could not post the table in %s: %s", table.channel_id, exc)
            return None
        await self.adopt(table.session_id, table.channel_id, message.id, table.message_id)
        return message.id

    async def adopt(
        self, session_id: int, channel_id: int, message_id: int, old: int | None = None
    ) -> None:
        """`message_id` is now the session's table; the old copy goes."""
        self._ours.add(message_id)
        self._below[channel_id] = 0
        await self.repo.set_message(session_id, message_id)
        if old is not None and old != message_id:
            await self.delete(channel_id, old)

    async def delete(self, channel_id: int, message_id: int) -> None:
        self._ours.discard(message_id)
        with contextlib.suppress(discord.HTTPException):
            await (
                self.client.get_partial_messageable(channel_id)
                .get_partial_message(message_id)
                .delete()
            )

    def scrolled(self, channel_id: int) -> bool:
        return self._below.get(channel_id, 0) >= SCROLL_AFTER

    def seen(self, message: discord.Message) -> None:
        """A message arrived in a channel (gateway): count what pushes the table up,
        people's chat and command answers, but not the table and pings themselves."""
        if message.id in self._ours or message.flags.ephemeral:
            return
        me = self.client.user
        if me is not None and message.author.id == me.id and message.interaction_metadata is None:
            return
        channel_id = message.channel.id
        self._below[channel_id] = self._below.get(channel_id, 0) + 1

    # ------------------------------------------------------------ thinking

    def thinking(self, session_id: int, channel_id: int, seat: str | None) -> None:
        """A computer seat started thinking at this table (`seat`) or stopped (None).
        Still thinking after `THINKING_DELAY_SECONDS`, the table says so; once it
        stopped, the table no longer does."""
        timer = self._think_timers.pop(session_id, None)
        if timer is not None:
            timer.cancel()
        if seat is None:
            if self._thinking.pop(session_id, None) is not None:
                self.refresh(session_id, channel_id)
            return
        task = asyncio.get_running_loop().create_task(
            self._show_thinking(session_id, channel_id, seat)
        )
        self._think_timers[session_id] = task
        task.add_done_callback(lambda t: self._timer_done(session_id, t))

    def _timer_done(self, session_id: int, task: asyncio.Task[None]) -> None:
        if self._think_timers.get(session_id) is task:
            del self._think_timers[session_id]

    async def _show_thinking(self, session_id: int, channel_id: int, seat: str) -> None:
        await asyncio.sleep(THINKING_DELAY_SECONDS)
        self._thinking[session_id] = seat
        self.refresh(session_id, channel_id)

    def thinker(self, session_id: int) -> str | None:
        """The computer seat the table shows thinking, if any."""
        return self._thinking.get(session_id)

    # ------------------------------------------------------------ turn pings

    def ping(
        self, session_id: int, channel_id: int, waiting: frozenset[str], text: str | None
    ) -> None:
        """Ping the people the table now waits on, once per turn and only if the turn
        still waits after `PING_DELAY_SECONDS`; the previous ping is deleted as soon as
        the turn moves on (`text` None: nobody to ping)."""
        previous = self._pings.get(session_id)
        if previous is not None and previous[1] == waiting and text is not None:
            return  # the same people are still to move: one ping is enough
        pending = self._ping_tasks.pop(session_id, None)
        if pending is not None:
            pending.cancel()
        if previous is None and (text is None or not waiting):
            return
        loop = asyncio.get_running_loop()
        task = loop.create_task(self._ping(session_id, channel_id, waiting, text))
        self._ping_tasks[session_id] = task
        task.add_done_callback(lambda t: self._ping_done(session_id, t))

    def _ping_done(self, session_id: int, task: asyncio.Task[None]) -> None:
        if self._ping_tasks.get(session_id) is task:
            del self._ping_tasks[session_id]

    async def _ping(
        self, session_id: int, channel_id: int, waiting: frozenset[str], text: str | None
    ) -> None:
        previous = self._pings.pop(session_id, None)
        if previous is not None:
            await self.delete(channel_id, previous[0])
        if text is None or not waiting:
            return
        await asyncio.sleep(PING_DELAY_SECONDS)
        channel = self.client.get_partial_messageable(channel_id)
        mentions = discord.AllowedMentions(users=True, roles=False, everyone=False)
        try:
            message = await channel.send(text, allowed_mentions=mentions)
        except discord.HTTPException as exc:
            log.warning("could not ping in %s: %s", channel_id, exc)
            return
        self._ours.add(message.id)
        self._pings[session_id] = (message.id, waiting)

    async def forget(self, session_id: int, channel_id: int) -> None:
        """The session ended: its ping goes."""
        self.ping(session_id, channel_id, frozenset(), None)
        task = self._ping_tasks.get(session_id)
        if task is not None:
            await asyncio.gather(task, return_exceptions=True)
