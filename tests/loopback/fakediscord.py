"""A loopback fake of Discord: REST under /api/v10 and a JSON gateway, one aiohttp server.

Only what scheids uses is implemented; every other route answers 404 and is
recorded in `FakeDiscord.unknown`, which `assert_clean()` turns into a failure.
Payload shapes follow discord.py 2.7's `types/` and simcord's serializers.

The test side drives it like Discord clients would: `slash`, `click`, `select`
and `autocomplete` build INTERACTION_CREATE payloads, send them down the
websocket and wait (bounded) for the bot's interaction callback.

Sharding is Discord's: `GET /gateway/bot` says how many shards, a connection
IDENTIFYs as shard `[i, N]`, and a guild's events and interactions go to shard
`(guild_id >> 22) % N`; DMs go to shard 0. With `guilds=G` the channels are
spread over G guilds, whose ids spread over the shards.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import re
import secrets
import time
from collections import deque
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiohttp import BodyPartReader, WSMsgType, web

log = logging.getLogger(__name__)

DISCORD_EPOCH_MS = 1420070400000
EPHEMERAL = 1 << 6
LOADING = 1 << 7

# Permission bits (discord.Permissions), kept here so the fake does not lean on
# the client library it is testing.
PERM_ADD_REACTIONS = 1 << 6
PERM_VIEW_CHANNEL = 1 << 10
PERM_SEND_MESSAGES = 1 << 11
PERM_EMBED_LINKS = 1 << 14
PERM_ATTACH_FILES = 1 << 15
PERM_READ_HISTORY = 1 << 16
PERM_USE_COMMANDS = 1 << 31
PERM_MANAGE_GUILD = 1 << 5
PERM_ADMINISTRATOR = 1 << 3
MEMBER_PERMS = (
    PERM_ADD_REACTIONS
    | PERM_VIEW_CHANNEL
    | PERM_SEND_MESSAGES
    | PERM_EMBED_LINKS
    | PERM_ATTACH_FILES
    | PERM_READ_HISTORY
    | PERM_USE_COMMANDS
)
ALL_PERMS = (1 << 50) - 1

# Gateway opcodes.
OP_DISPATCH, OP_HEARTBEAT, OP_IDENTIFY, OP_RESUME = 0, 1, 2, 6
OP_RECONNECT, OP_INVALID_SESSION, OP_HELLO, OP_HEARTBEAT_ACK = 7, 9, 10, 11

# Interaction and callback types.
PING, APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE = 1, 2, 3, 4
CB_MESSAGE, CB_DEFER, CB_DEFER_UPDATE, CB_UPDATE, CB_AUTOCOMPLETE, CB_MODAL = 4, 5, 6, 7, 8, 9
SUBCOMMAND, SUBCOMMAND_GROUP = 1, 2
OPT_STRING, OPT_INTEGER, OPT_BOOLEAN, OPT_USER, OPT_CHANNEL, OPT_ROLE = 3, 4, 5, 6, 7, 8
OPT_MENTIONABLE, OPT_NUMBER = 9, 10


# Per-route buckets as Discord reports them in `X-RateLimit-*` headers: (bucket name,
# requests, window seconds), counted per top-level resource (channel, or webhook
# id + token). Discord does not publish the figures and may change them; these are
# the commonly observed ones, and what matters is that a bot reads the headers.
RouteLimit = tuple[str, int, float]
ROUTE_LIMITS: dict[tuple[str, str], RouteLimit] = {
    ("POST", "/channels/{channel_id}/messages"): ("channel-message-create", 5, 5.0),
    ("PATCH", "/channels/{channel_id}/messages/{message_id}"): ("channel-message-edit", 5, 5.0),
    ("DELETE", "/channels/{channel_id}/messages/{message_id}"): ("channel-message-delete", 5, 1.0),
    ("POST", "/webhooks/{app_id}/{token}"): ("webhook-execute", 5, 2.0),
    ("PATCH", "/webhooks/{app_id}/{token}/messages/@original"): ("webhook-edit", 5, 2.0),
    ("PATCH", "/webhooks/{app_id}/{token}/messages/{message_id}"): ("webhook-edit", 5, 2.0),
    ("DELETE", "/webhooks/{app_id}/{token}/messages/@original"): ("webhook-delete", 5, 2.0),
    ("POST", "/users/@me/channels"): ("dm-open", 5, 1.0),
}
# The global limit: requests per second for the whole bot, interaction endpoints aside.
GLOBAL_PER_SECOND = 50


@dataclass
class Bucket:
    """A fixed window: `limit` requests, then 429 until `reset` (monotonic seconds)."""

    limit: int
    window: float
    used: int = 0
    reset: float = 0.0

    def take(self, now: float) -> bool:
        if now >= self.reset:
            self.used, self.reset = 0, now + self.window
        if self.used >= self.limit:
            return False
        self.used += 1
        return True


class FakeDiscordError(AssertionError):
    """The bot did something the fake does not accept, or did not answer in time."""


def _now_iso() -> str:
    return datetime.now(UTC).isoformat()


def _json(data: Any, status: int = 200) -> web.Response:
    # discord.py compares the content type with "application/json" exactly, so
    # aiohttp's "; charset=utf-8" suffix would turn every body into text.
    return web.Response(
        body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"}
    )


def _error(status: int, code: int, message: str) -> web.Response:
    return _json({"message": message, "code": code}, status)


@dataclass
class FakeUser:
    id: int
    name: str
    bot: bool = False
    permissions: int = MEMBER_PERMS
    # Real Discord opens the DM channel but refuses the message (403, 50007).
    dms_closed: bool = False

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.name,
            "avatar": None,
            "bot": self.bot,
            "system": False,
            "public_flags": 0,
            "flags": 0,
        }

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class FakeChannel:
    id: int
    name: str
    guild_id: int | None
    type: int = 0
    recipient: FakeUser | None = None

    def payload(self) -> dict[str, Any]:
        if self.type == 1:
            assert self.recipient is not None
            return {
                "id": str(self.id),
                "type": 1,
                "last_message_id": None,
                "recipients": [self.recipient.payload()],
                "flags": 0,
            }
        return {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "position": 0,
            "permission_overwrites": [],
            "parent_id": None,
            "topic": None,
            "nsfw": False,
            "rate_limit_per_user": 0,
            "last_message_id": None,
            "flags": 0,
        }


@dataclass
class InteractionRecord:
    """One interaction sent to the bot and everything the bot answered to it."""

    id: int
    token: str
    type: int
    channel_id: int
    user: FakeUser
    payload: dict[str, Any]
    source_message_id: int | None = None
    sent_at: float = 0.0
    callback_at: float | None = None
    callback: dict[str, Any] | None = None
    # The message @original refers to: the response message, or for updates the source.
    original_id: int | None = None
    loading: bool = False
    ephemeral: bool = False
    followup_ids: list[int] = field(default_factory=list)
    # A follow-up or an edit of @original arrived (what a deferral promised).
    answered_at: float | None = None
    answer: dict[str, Any] | None = None
    called: asyncio.Event = field(default_factory=asyncio.Event)
    answered: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def latency(self) -> float | None:
        return None if self.callback_at is None else self.callback_at - self.sent_at


@dataclass
class Reply:
    """What the bot answered to one interaction, as the invoking user would see it."""

    record: InteractionRecord
    type: int
    data: dict[str, Any]
    message: dict[str, Any] | None

    @property
    def content(self) -> str:
        if self.message is not None:
            return str(self.message.get("content") or "")
        return str(self.data.get("content") or "")

    @property
    def flags(self) -> int:
        if self.message is not None:
            return int(self.message.get("flags") or 0)
        return int(self.data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def components(self) -> list[dict[str, Any]]:
        source = self.message if self.message is not None else self.data
        return list(source.get("components") or [])

    @property
    def custom_ids(self) -> list[str]:
        return custom_ids(self.message or self.data)

    @property
    def embeds(self) -> list[dict[str, Any]]:
        source = self.message if self.message is not None else self.data
        return list(source.get("embeds") or [])

    @property
    def attachments(self) -> list[dict[str, Any]]:
        source = self.message if self.message is not None else self.data
        return list(source.get("attachments") or [])

    @property
    def choices(self) -> list[dict[str, Any]]:
        return list(self.data.get("choices") or [])

    @property
    def latency(self) -> float:
        return self.record.latency or 0.0


def walk_components(components: Iterable[dict[str, Any]]) -> Iterable[dict[str, Any]]:
    for component in components:
        yield component
        yield from walk_components(component.get("components") or [])


def custom_ids(message: dict[str, Any]) -> list[str]:
    return [
        c["custom_id"] for c in walk_components(message.get("components") or []) if "custom_id" in c
    ]


@dataclass
class GatewaySession:
    id: str
    shard: tuple[int, int]
    ws: web.WebSocketResponse | None
    seq: int = 0
    # Recent dispatches, replayed on RESUME.
    sent: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=2000))
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


Handler = Callable[[web.Request, dict[str, str]], Awaitable[web.Response]]


class FakeDiscord:
    """Discord's REST API and gateway on 127.0.0.1, just enough for scheids.

    Use as `async with FakeDiscord(...) as fake:`; leaving the block closes every
    socket and the server. Recorded for assertions: `requests`, `unknown`,
    `errors`, `commands`, `guild_commands`, `messages`, `interactions`.
    """

    def __init__(
        self,
        *,
        token: str | None = None,
        members: Iterable[str] = ("alice", "bob", "carol"),
        channels: int = 1,
        shards: int = 1,
        guilds: int = 1,
        heartbeat_interval_ms: int = 41250,
        echo_messages: bool = True,
        ack_deadline: float | None = 3.0,
        rate_limits: bool = True,
    ) -> None:
        self.token = token or "loopback." + secrets.token_hex(12)
        self.shards = shards
        self.heartbeat_interval_ms = heartbeat_interval_ms
        # Real Discord sends the bot its own channel messages (GUILD_MESSAGES intent).
        self.echo_messages = echo_messages
        # Discord forgets an interaction not answered within 3 s (10062 Unknown interaction).
        self.ack_deadline = ack_deadline
        self.late: list[InteractionRecord] = []
        # Discord's per-route and global limits (see ROUTE_LIMITS); every 429 served
        # is recorded in `rate_limited` as (method, path, scope).
        self.rate_limits = rate_limits
        self.buckets: dict[tuple[str, str], Bucket] = {}
        self.global_bucket = Bucket(GLOBAL_PER_SECOND, 1.0)
        self.rate_limited: list[tuple[str, str, str]] = []
        self._ids = itertools.count(1)
        self.application_id = self.snowflake()
        self.bot_user = FakeUser(self.application_id, "scheids", bot=True)
        self.owner = FakeUser(self.snowflake(), "owner", permissions=ALL_PERMS)
        # Consecutive timestamps, so `(id >> 22) % shards` deals guilds round the shards.
        first = self.snowflake()
        self.guild_ids = [first + (i << 22) for i in range(guilds)]
        self.guild_id = first
        self.guild_name = "Loopback"
        self.users: dict[int, FakeUser] = {}
        self.by_name: dict[str, FakeUser] = {}
        for user in (self.bot_user, self.owner):
            self._add_user(user)
        for name in members:
            self._add_user(FakeUser(self.snowflake(), name))
        self.channels: dict[int, FakeChannel] = {}
        self.text_channels: list[FakeChannel] = []
        for i in range(channels):
            guild = self.guild_ids[i % guilds]
            ch = FakeChannel(self.snowflake(), "cards" if i == 0 else f"cards-{i}", guild)
            self.channels[ch.id] = ch
            self.text_channels.append(ch)
        self.dm_channels: dict[int, FakeChannel] = {}

        self.commands: list[dict[str, Any]] = []
        self.guild_commands: dict[int, list[dict[str, Any]]] = {}
        self.messages: dict[int, dict[str, Any]] = {}
        self.channel_log: dict[int, list[int]] = {}
        self.interactions: dict[int, InteractionRecord] = {}
        self._by_token: dict[str, InteractionRecord] = {}
        self.requests: list[tuple[str, str, int]] = []
        self.unknown: list[str] = []
        self.errors: list[str] = []
        self.gateway_log: list[tuple[str, Any]] = []
        self.sessions: dict[str, GatewaySession] = {}
        self.identified = asyncio.Event()
        self.synced = asyncio.Event()
        self._tick = asyncio.Event()
        self._sockets: set[web.WebSocketResponse] = set()
        self._runner: web.AppRunner | None = None
        self.port = 0
        self._routes: list[tuple[str, re.Pattern[str], Handler, str]] = []
        self._route_table()

    # ------------------------------------------------------------ lifecycle

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", "/{tail:.*}", self._dispatch_rest)
        # Keep-alive HTTP like Discord; access logs would swamp a benchmark.
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None and server.sockets  # type: ignore[attr-defined]
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]

    async def stop(self) -> None:
        for ws in list(self._sockets):
            await ws.close(code=1001, message=b"fake discord stopping")
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @property
    def api_base(self) -> str:
        """What `discord.http.Route.BASE` must be set to."""
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def channel(self) -> FakeChannel:
        return self.text_channels[0]

    def user(self, name: str) -> FakeUser:
        return self.by_name[name]

    def snowflake(self) -> int:
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return (ms << 22) | (next(self._ids) & 0x3FFFFF)

    def _add_user(self, user: FakeUser) -> None:
        self.users[user.id] = user
        self.by_name[user.name] = user

    def _notify(self) -> None:
        self._tick.set()
        self._tick = asyncio.Event()

    async def wait_for(
        self, predicate: Callable[[], Any], what: str = "condition", timeout: float = 5.0
    ) -> Any:
        """Wait until `predicate()` is truthy (re-checked at every request the fake sees)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not (result := predicate()):
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise FakeDiscordError(f"timed out after {timeout}s waiting for {what}")
            tick = self._tick
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(tick.wait(), remaining)
        return result

    async def idle(self, quiet: float = 0.15, timeout: float = 5.0) -> None:
        """Wait until the bot has made no request for `quiet` seconds (its slow work is done)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while loop.time() < deadline:
            count = len(self.requests)
            await asyncio.sleep(quiet)
            if len(self.requests) == count:
                return
        raise FakeDiscordError(f"the bot kept making requests for {timeout}s")

    def assert_clean(self) -> None:
        problems = [f"unknown route {u}" for u in self.unknown] + self.errors
        if problems:
            raise FakeDiscordError("; ".join(problems))

    # ------------------------------------------------------------ payloads

    def member_payload(self, user: FakeUser) -> dict[str, Any]:
        return {
            "user": user.payload(),
            "roles": [],
            "nick": None,
            "avatar": None,
            "joined_at": "2024-01-01T00:00:00+00:00",
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
        }

    def guild_payload(self, guild_id: int | None = None) -> dict[str, Any]:
        gid = guild_id or self.guild_id
        return {
            "id": str(gid),
            "name": self.guild_name if gid == self.guild_id else f"{self.guild_name}-{gid}",
            "owner_id": str(self.owner.id),
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": "en-US",
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "vanity_url_code": None,
            "application_id": None,
            "max_members": 500000,
            "features": [],
            "emojis": [],
            "stickers": [],
            "roles": [
                {
                    "id": str(gid),
                    "name": "@everyone",
                    "permissions": str(MEMBER_PERMS),
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                    "icon": None,
                    "unicode_emoji": None,
                }
            ],
            "member_count": len(self.users),
            "large": False,
            "unavailable": False,
            "joined_at": "2024-01-01T00:00:00+00:00",
            "members": [self.member_payload(u) for u in self.users.values()],
            "channels": [c.payload() for c in self.text_channels if c.guild_id == gid],
            "threads": [],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "premium_progress_bar_enabled": False,
            "nsfw_level": 0,
        }

    def _message(
        self,
        channel_id: int,
        body: dict[str, Any],
        *,
        author: FakeUser | None = None,
        record: InteractionRecord | None = None,
        flags: int = 0,
    ) -> dict[str, Any]:
        channel = self.channels.get(channel_id) or self.dm_channels[channel_id]
        message: dict[str, Any] = {
            "id": str(self.snowflake()),
            "channel_id": str(channel_id),
            "author": (author or self.bot_user).payload(),
            "content": body.get("content") or "",
            "timestamp": _now_iso(),
            "edited_timestamp": None,
            "tts": bool(body.get("tts", False)),
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": list(body.get("attachments") or []),
            "embeds": list(body.get("embeds") or []),
            "components": list(body.get("components") or []),
            "pinned": False,
            "type": 0,
            "flags": int(body.get("flags") or 0) | flags,
            "nonce": None,
        }
        if channel.guild_id is not None:
            message["guild_id"] = str(channel.guild_id)
        if record is not None:
            message["webhook_id"] = str(self.application_id)
            message["application_id"] = str(self.application_id)
            # Chat input commands answer as type 20, other interactions as 19 (reply).
            message["type"] = 20 if record.type == APPLICATION_COMMAND else 19
            message["interaction_metadata"] = {
                "id": str(record.id),
                "type": record.type,
                "user": record.user.payload(),
                "authorizing_integration_owners": {"0": str(self.guild_id)},
            }
        self.messages[int(message["id"])] = message
        self.channel_log.setdefault(channel_id, []).append(int(message["id"]))
        if self.echo_messages and channel.guild_id is not None and not message["flags"] & EPHEMERAL:
            self._dispatch_soon("MESSAGE_CREATE", message)
        return message

    def _edit(self, message: dict[str, Any], body: dict[str, Any]) -> dict[str, Any]:
        for key in ("content", "embeds", "components", "attachments"):
            if key in body:
                empty: Any = "" if key == "content" else []
                message[key] = body[key] if body[key] is not None else empty
        if "flags" in body and body["flags"] is not None:
            # Only the suppress-embeds bit may change; ephemeral stays as it was.
            message["flags"] = (message["flags"] & EPHEMERAL) | (int(body["flags"]) & ~EPHEMERAL)
        message["flags"] &= ~LOADING
        message["edited_timestamp"] = _now_iso()
        if self.echo_messages and "guild_id" in message and not message["flags"] & EPHEMERAL:
            self._dispatch_soon("MESSAGE_UPDATE", message)
        return message

    def history(self, channel: FakeChannel | int | None = None) -> list[dict[str, Any]]:
        """Messages in a channel, oldest first, as they are now (edits applied)."""
        cid = channel if isinstance(channel, int) else (channel or self.channel).id
        return [self.messages[m] for m in self.channel_log.get(cid, []) if m in self.messages]

    def dms(self, user: FakeUser) -> list[dict[str, Any]]:
        for ch in self.dm_channels.values():
            if ch.recipient is user:
                return self.history(ch.id)
        return []

    # ------------------------------------------------------------ REST

    def _route_table(self) -> None:
        add = self._add_route
        add("GET", "/users/@me", self._get_me)
        add("GET", "/users/{user_id}", self._get_user)
        add("GET", "/guilds/{guild_id}/members/{user_id}", self._get_member)
        add("GET", "/oauth2/applications/@me", self._get_application)
        add("GET", "/gateway", self._get_gateway)
        add("GET", "/gateway/bot", self._get_gateway_bot)
        add("PUT", "/applications/{app_id}/commands", self._put_commands)
        add("GET", "/applications/{app_id}/commands", self._get_commands)
        add("PUT", "/applications/{app_id}/guilds/{guild_id}/commands", self._put_guild_commands)
        add("GET", "/applications/{app_id}/guilds/{guild_id}/commands", self._get_guild_commands)
        add("POST", "/interactions/{interaction_id}/{token}/callback", self._callback)
        add("GET", "/webhooks/{app_id}/{token}/messages/@original", self._get_original)
        add("PATCH", "/webhooks/{app_id}/{token}/messages/@original", self._edit_original)
        add("DELETE", "/webhooks/{app_id}/{token}/messages/@original", self._delete_original)
        add("POST", "/webhooks/{app_id}/{token}", self._followup)
        add("PATCH", "/webhooks/{app_id}/{token}/messages/{message_id}", self._edit_followup)
        add("POST", "/users/@me/channels", self._create_dm)
        add("GET", "/guilds/{guild_id}/members/{user_id}", self._get_member)
        add("POST", "/channels/{channel_id}/messages", self._create_message)
        add("GET", "/channels/{channel_id}/messages/{message_id}", self._get_message)
        add("PATCH", "/channels/{channel_id}/messages/{message_id}", self._edit_message)
        add("DELETE", "/channels/{channel_id}/messages/{message_id}", self._delete_message)

    def _add_route(self, method: str, path: str, handler: Handler) -> None:
        pattern = re.sub(r"\\{(\w+)\\}", r"(?P<\1>[^/]+)", re.escape(path))
        self._routes.append((method, re.compile(f"^/api/v10{pattern}$"), handler, path))

    async def _dispatch_rest(self, request: web.Request) -> web.Response:
        path = request.path
        for method, pattern, route_handler, route_path in self._routes:
            if method == request.method and (match := pattern.match(path)):
                args, handler, template = match.groupdict(), route_handler, route_path
                break
        else:
            self.unknown.append(f"{request.method} {path}")
            log.error("fake discord: unknown route %s %s", request.method, path)
            self.requests.append((request.method, path, 404))
            self._notify()
            return _error(404, 0, f"404: Not Found (fake has no {request.method} {path})")
        webhookish = path.startswith(("/api/v10/interactions/", "/api/v10/webhooks/"))
        auth = request.headers.get("Authorization")
        limited, headers = self._rate_limit(request.method, template, args)
        if limited is not None:
            self.requests.append((request.method, path, 429))
            self.rate_limited.append((request.method, path, headers["X-RateLimit-Scope"]))
            self._notify()
            return limited
        if not webhookish and auth != f"Bot {self.token}":
            response = _error(401, 0, "401: Unauthorized")
        else:
            try:
                response = await handler(request, args)
            except FakeDiscordError as exc:
                self.errors.append(f"{request.method} {path}: {exc}")
                response = _error(400, 50035, f"Invalid Form Body: {exc}")
        response.headers.update(headers)
        self.requests.append((request.method, path, response.status))
        self._notify()
        return response

    def _rate_limit(
        self, method: str, template: str, args: dict[str, str]
    ) -> tuple[web.Response | None, dict[str, str]]:
        """A 429 response if this request exceeds its bucket (or the global limit), and
        the `X-RateLimit-*` headers Discord sends on every limited route."""
        if not self.rate_limits or template.startswith("/interactions/"):
            return None, {}
        # Interaction endpoints (callbacks, follow-ups by token) are not bound to the
        # global limit, only to their own buckets.
        interaction = template.startswith("/webhooks/")
        now = time.monotonic()
        spec = ROUTE_LIMITS.get((method, template))
        if not interaction and not self.global_bucket.take(now):
            retry = max(0.0, self.global_bucket.reset - now)
            body = {"message": "You are being rate limited.", "retry_after": retry, "global": True}
            headers = {
                "Retry-After": f"{retry:.3f}",
                "X-RateLimit-Global": "true",
                "X-RateLimit-Scope": "global",
            }
            response = _json(body, 429)
            response.headers.update(headers)
            return response, headers
        if spec is None:
            return None, {}
        name, limit, window = spec
        major = args.get("channel_id") or (args.get("app_id", "") + args.get("token", ""))
        bucket = self.buckets.setdefault((name, major), Bucket(limit, window))
        allowed = bucket.take(now)
        reset_after = max(0.0, bucket.reset - now)
        headers = {
            "X-RateLimit-Limit": str(limit),
            "X-RateLimit-Remaining": str(max(0, limit - bucket.used)),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": name,
        }
        if allowed:
            return None, headers
        headers["X-RateLimit-Scope"] = "user"
        headers["Retry-After"] = f"{reset_after:.3f}"
        body = {
            "message": "You are being rate limited.",
            "retry_after": reset_after,
            "global": False,
        }
        response = _json(body, 429)
        response.headers.update(headers)
        return response, headers

    def live_messages(self, channel: FakeChannel | int | None = None) -> list[dict[str, Any]]:
        """Public messages in a channel that are still there (deleted ones gone)."""
        return [m for m in self.history(channel) if not m["flags"] & EPHEMERAL]

    async def _body(self, request: web.Request) -> dict[str, Any]:
        """JSON body, or discord.py's multipart (payload_json plus files[n])."""
        if request.content_type.startswith("multipart/"):
            body: dict[str, Any] = {}
            files: list[dict[str, Any]] = []
            reader = await request.multipart()
            while (part := await reader.next()) is not None:
                if not isinstance(part, BodyPartReader):
                    continue  # nested multipart: discord.py never sends one
                if part.name == "payload_json":
                    body = json.loads(await part.text())
                else:
                    data = await part.read()
                    files.append(
                        {
                            "id": str(self.snowflake()),
                            "filename": part.filename or "file",
                            "size": len(data),
                            "url": "https://cdn.invalid/attachment",
                            "proxy_url": "https://cdn.invalid/attachment",
                        }
                    )
            if files:
                body["attachments"] = files
            return body
        if not request.can_read_body:
            return {}
        data = await request.json()
        return data if isinstance(data, dict) else {"_list": data}

    async def _get_me(self, request: web.Request, args: dict[str, str]) -> web.Response:
        return _json({**self.bot_user.payload(), "verified": True, "mfa_enabled": False})

    async def _get_user(self, request: web.Request, args: dict[str, str]) -> web.Response:
        user = self.users.get(int(args["user_id"])) if args["user_id"].isdigit() else None
        if user is None:
            return _error(404, 10013, "Unknown User")
        return _json(user.payload())

    async def _get_member(self, request: web.Request, args: dict[str, str]) -> web.Response:
        # Table pictures name people by their server display name.
        user = self.users.get(int(args["user_id"])) if args["user_id"].isdigit() else None
        if user is None or args["guild_id"] != str(self.guild_id):
            return _error(404, 10007, "Unknown Member")
        return _json(self.member_payload(user))

    async def _get_application(self, request: web.Request, args: dict[str, str]) -> web.Response:
        return _json(
            {
                "id": str(self.application_id),
                "name": "scheids",
                "description": "",
                "icon": None,
                "bot_public": False,
                "bot_require_code_grant": False,
                "owner": self.owner.payload(),
                "verify_key": "0" * 64,
                "flags": 0,
                "team": None,
                "bot": self.bot_user.payload(),
            }
        )

    async def _get_gateway(self, request: web.Request, args: dict[str, str]) -> web.Response:
        return _json({"url": self.gateway_url})

    async def _get_gateway_bot(self, request: web.Request, args: dict[str, str]) -> web.Response:
        return _json(
            {
                "url": self.gateway_url,
                "shards": self.shards,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 999,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            }
        )

    def _check_app(self, args: dict[str, str]) -> None:
        if args.get("app_id") != str(self.application_id):
            raise FakeDiscordError(f"wrong application id {args.get('app_id')}")

    def _store_commands(self, body: dict[str, Any]) -> list[dict[str, Any]]:
        stored = []
        for spec in body.get("_list", []):
            stored.append(
                {
                    "id": str(self.snowflake()),
                    "application_id": str(self.application_id),
                    "version": str(self.snowflake()),
                    "type": spec.get("type", 1),
                    "description": spec.get("description", ""),
                    "options": spec.get("options", []),
                    "default_member_permissions": spec.get("default_member_permissions"),
                    "nsfw": spec.get("nsfw", False),
                    "contexts": spec.get("contexts"),
                    "integration_types": spec.get("integration_types", [0]),
                    **spec,
                }
            )
        return stored

    async def _put_commands(self, request: web.Request, args: dict[str, str]) -> web.Response:
        self._check_app(args)
        self.commands = self._store_commands(await self._body(request))
        self.synced.set()
        return _json(self.commands)

    async def _get_commands(self, request: web.Request, args: dict[str, str]) -> web.Response:
        self._check_app(args)
        return _json(self.commands)

    async def _put_guild_commands(self, request: web.Request, args: dict[str, str]) -> web.Response:
        self._check_app(args)
        stored = self._store_commands(await self._body(request))
        for spec in stored:
            spec["guild_id"] = args["guild_id"]
        self.guild_commands[int(args["guild_id"])] = stored
        self.synced.set()
        return _json(stored)

    async def _get_guild_commands(self, request: web.Request, args: dict[str, str]) -> web.Response:
        self._check_app(args)
        return _json(self.guild_commands.get(int(args["guild_id"]), []))

    def _record_for(self, args: dict[str, str]) -> InteractionRecord:
        record = self._by_token.get(args["token"])
        if record is None:
            raise FakeDiscordError("unknown interaction token")
        if "app_id" in args:
            self._check_app(args)
        return record

    async def _callback(self, request: web.Request, args: dict[str, str]) -> web.Response:
        arrived = time.perf_counter()
        record = self._by_token.get(args["token"])
        if record is None or str(record.id) != args["interaction_id"]:
            return _error(404, 10062, "Unknown interaction")
        if record in self.late:
            # An expired interaction stays unknown, however often it is answered.
            return _error(404, 10062, "Unknown interaction")
        if record.callback is not None:
            self.errors.append(f"interaction {record.id} answered twice")
            return _error(400, 40060, "Interaction has already been acknowledged.")
        if request.query.get("with_response") not in ("1", "true"):
            self.errors.append("callback without with_response")
        if self.ack_deadline is not None and arrived - record.sent_at > self.ack_deadline:
            late_by = arrived - record.sent_at
            self.errors.append(f"interaction {record.id} answered after {late_by:.2f}s")
            self.late.append(record)
            # Recorded, so the waiting test sees it, but refused as Discord would.
            record.callback = {"type": 0, "data": {"late": late_by}}
            record.callback_at = arrived
            record.called.set()
            return _error(404, 10062, "Unknown interaction")
        body = await self._body(request)
        kind = int(body.get("type", 0))
        data = dict(body.get("data") or {})
        if "attachments" in body:
            data["attachments"] = body["attachments"]
        message: dict[str, Any] | None = None
        if kind == CB_MESSAGE:
            message = self._message(record.channel_id, data, record=record)
            record.original_id = int(message["id"])
            record.ephemeral = bool(message["flags"] & EPHEMERAL)
        elif kind == CB_DEFER:
            flags = (int(data.get("flags") or 0) & EPHEMERAL) | LOADING
            message = self._message(record.channel_id, {"flags": flags}, record=record)
            record.original_id = int(message["id"])
            record.loading = True
            record.ephemeral = bool(flags & EPHEMERAL)
        elif kind in (CB_DEFER_UPDATE, CB_UPDATE):
            if record.source_message_id is None:
                raise FakeDiscordError(f"callback type {kind} needs a component interaction")
            record.original_id = record.source_message_id
            if kind == CB_UPDATE:
                message = self._edit(self.messages[record.source_message_id], data)
        elif kind == CB_AUTOCOMPLETE:
            if record.type != AUTOCOMPLETE:
                raise FakeDiscordError("autocomplete result for a non-autocomplete interaction")
            if len(data.get("choices") or []) > 25:
                raise FakeDiscordError("more than 25 autocomplete choices")
        elif kind == CB_MODAL:
            pass
        else:
            raise FakeDiscordError(f"unknown callback type {kind}")
        self._check_message_limits(data)
        record.callback = {"type": kind, "data": data}
        record.callback_at = arrived
        record.called.set()
        response: dict[str, Any] = {
            "interaction": {
                "id": str(record.id),
                "type": record.type,
                "activity_instance_id": None,
                "response_message_id": str(record.original_id) if record.original_id else None,
                "response_message_loading": record.loading,
                "response_message_ephemeral": record.ephemeral,
            }
        }
        if message is not None and kind in (CB_MESSAGE, CB_UPDATE):
            response["resource"] = {"type": kind, "message": message}
        return _json(response)

    def _check_message_limits(self, data: dict[str, Any]) -> None:
        content = data.get("content")
        if content is not None and len(content) > 2000:
            raise FakeDiscordError(f"content is {len(content)} characters (limit 2000)")
        for row in data.get("components") or []:
            if len(row.get("components") or []) > 5:
                raise FakeDiscordError("an action row holds more than 5 components")
        for c in walk_components(data.get("components") or []):
            if len(c.get("custom_id") or "") > 100:
                raise FakeDiscordError("custom_id longer than 100")

    def _answer(self, record: InteractionRecord, body: dict[str, Any]) -> None:
        if record.answered_at is None:
            record.answered_at = time.perf_counter()
            record.answer = body
            record.answered.set()

    async def _get_original(self, request: web.Request, args: dict[str, str]) -> web.Response:
        record = self._record_for(args)
        if record.original_id is None or record.original_id not in self.messages:
            return _error(404, 10008, "Unknown Message")
        return _json(self.messages[record.original_id])

    async def _edit_original(self, request: web.Request, args: dict[str, str]) -> web.Response:
        record = self._record_for(args)
        body = await self._body(request)
        self._check_message_limits(body)
        if record.original_id is None or record.original_id not in self.messages:
            return _error(404, 10008, "Unknown Message")
        record.loading = False
        message = self._edit(self.messages[record.original_id], body)
        self._answer(record, body)
        return _json(message)

    async def _delete_original(self, request: web.Request, args: dict[str, str]) -> web.Response:
        record = self._record_for(args)
        if record.original_id is None or self.messages.pop(record.original_id, None) is None:
            return _error(404, 10008, "Unknown Message")
        return web.Response(status=204)

    async def _followup(self, request: web.Request, args: dict[str, str]) -> web.Response:
        record = self._record_for(args)
        if record.callback is None:
            return _error(404, 10015, "Unknown Webhook")
        body = await self._body(request)
        self._check_message_limits(body)
        if record.loading and record.original_id in self.messages:
            # The first follow-up after a thinking deferral completes the placeholder.
            record.loading = False
            message = self._edit(self.messages[record.original_id], body)
        else:
            message = self._message(record.channel_id, body, record=record)
            record.followup_ids.append(int(message["id"]))
        self._answer(record, body)
        if request.query.get("wait") in ("1", "true", "True"):
            return _json(message)
        return web.Response(status=204)

    async def _edit_followup(self, request: web.Request, args: dict[str, str]) -> web.Response:
        record = self._record_for(args)
        mid = int(args["message_id"])
        if mid not in record.followup_ids or mid not in self.messages:
            return _error(404, 10008, "Unknown Message")
        body = await self._body(request)
        return _json(self._edit(self.messages[mid], body))

    async def _get_member(self, request: web.Request, args: dict[str, str]) -> web.Response:
        user = self.users.get(int(args["user_id"])) if args["user_id"].isdigit() else None
        if args["guild_id"] != str(self.guild_id) or user is None:
            return _error(404, 10007, "Unknown Member")
        return _json(self.member_payload(user))

    async def _create_dm(self, request: web.Request, args: dict[str, str]) -> web.Response:
        body = await self._body(request)
        user = self.users.get(int(body.get("recipient_id", 0)))
        if user is None:
            return _error(400, 50035, "Invalid Form Body: unknown recipient")
        for ch in self.dm_channels.values():
            if ch.recipient is user:
                return _json(ch.payload())
        ch = FakeChannel(self.snowflake(), f"dm-{user.name}", None, type=1, recipient=user)
        self.dm_channels[ch.id] = ch
        return _json(ch.payload())

    def _channel_id(self, args: dict[str, str]) -> int | None:
        cid = int(args["channel_id"]) if args["channel_id"].isdigit() else 0
        return cid if cid in self.channels or cid in self.dm_channels else None

    async def _create_message(self, request: web.Request, args: dict[str, str]) -> web.Response:
        cid = self._channel_id(args)
        if cid is None:
            return _error(404, 10003, "Unknown Channel")
        body = await self._body(request)
        self._check_message_limits(body)
        dm = self.dm_channels.get(cid)
        if dm is not None and dm.recipient is not None and dm.recipient.dms_closed:
            return _error(403, 50007, "Cannot send messages to this user")
        if body.get("flags") and int(body["flags"]) & EPHEMERAL:
            raise FakeDiscordError("channel messages cannot be ephemeral")
        return _json(self._message(cid, body))

    def _channel_message(self, args: dict[str, str]) -> dict[str, Any] | None:
        message = self.messages.get(int(args["message_id"]))
        if message is None or message["channel_id"] != args["channel_id"]:
            return None
        return message

    async def _get_message(self, request: web.Request, args: dict[str, str]) -> web.Response:
        message = self._channel_message(args)
        if message is None:
            return _error(404, 10008, "Unknown Message")
        return _json(message)

    async def _edit_message(self, request: web.Request, args: dict[str, str]) -> web.Response:
        message = self._channel_message(args)
        if message is None:
            return _error(404, 10008, "Unknown Message")
        # Interaction responses are the bot's own messages too, so it may edit them here.
        if message["author"]["id"] != str(self.bot_user.id):
            return _error(403, 50005, "Cannot edit a message authored by another user")
        body = await self._body(request)
        self._check_message_limits(body)
        return _json(self._edit(message, body))

    async def _delete_message(self, request: web.Request, args: dict[str, str]) -> web.Response:
        message = self._channel_message(args)
        if message is None:
            return _error(404, 10008, "Unknown Message")
        del self.messages[int(args["message_id"])]
        return web.Response(status=204)

    # ------------------------------------------------------------ gateway

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self._sockets.add(ws)
        self.gateway_log.append(("connect", dict(request.query)))
        session: GatewaySession | None = None
        try:
            hello = {"heartbeat_interval": self.heartbeat_interval_ms}
            await ws.send_json({"op": OP_HELLO, "d": hello})
            # Ends when the socket closes: the client's, or ours in stop().
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    if msg.type is WSMsgType.BINARY:
                        self.errors.append("binary gateway frame from the client")
                    continue
                frame = json.loads(msg.data)
                op = frame.get("op")
                self.gateway_log.append(("op", op))
                if op == OP_HEARTBEAT:
                    await ws.send_json({"op": OP_HEARTBEAT_ACK})
                elif op == OP_IDENTIFY:
                    session = await self._identify(ws, frame["d"])
                elif op == OP_RESUME:
                    session = await self._resume(ws, frame["d"])
                elif op in (3, 4, 8):
                    pass  # presence, voice state, member requests: nothing to do here
                else:
                    self.errors.append(f"unknown gateway op {op}")
                self._notify()
        finally:
            self._sockets.discard(ws)
            if session is not None and session.ws is ws:
                session.ws = None
            self.gateway_log.append(("close", ws.close_code))
            self._notify()
        return ws

    async def _identify(
        self, ws: web.WebSocketResponse, data: dict[str, Any]
    ) -> GatewaySession | None:
        if data.get("token") != self.token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        shard = tuple(data.get("shard") or (0, 1))
        if shard[1] != self.shards:
            await ws.close(code=4010, message=b"Invalid shard.")
            return None
        session = GatewaySession(secrets.token_hex(16), (int(shard[0]), int(shard[1])), ws)
        self.sessions[session.id] = session
        mine = [g for g in self.guild_ids if self._shard_of(g) == session.shard[0]]
        await self._send(
            session,
            "READY",
            {
                "v": 10,
                "user": {**self.bot_user.payload(), "verified": True, "mfa_enabled": False},
                "guilds": [{"id": str(g), "unavailable": True} for g in mine],
                "session_id": session.id,
                "resume_gateway_url": self.gateway_url,
                "shard": list(session.shard),
                "application": {"id": str(self.application_id), "flags": 0},
                "private_channels": [],
                "relationships": [],
                "presences": [],
                "guild_join_requests": [],
                "geo_ordered_rtc_regions": [],
                "user_settings": {},
                "auth": {},
            },
        )
        for guild in mine:
            await self._send(session, "GUILD_CREATE", self.guild_payload(guild))
        self.identified.set()
        return session

    async def _resume(
        self, ws: web.WebSocketResponse, data: dict[str, Any]
    ) -> GatewaySession | None:
        session = self.sessions.get(data.get("session_id", ""))
        if session is None or data.get("token") != self.token:
            await ws.send_json({"op": OP_INVALID_SESSION, "d": False})
            return None
        session.ws = ws
        after = int(data.get("seq") or 0)
        async with session.lock:
            for frame in list(session.sent):
                if frame["s"] > after:
                    await ws.send_str(json.dumps(frame))
            session.seq += 1
            frame = {"op": OP_DISPATCH, "t": "RESUMED", "s": session.seq, "d": {}}
            session.sent.append(frame)
            await ws.send_str(json.dumps(frame))
        return session

    def _shard_of(self, guild_id: int) -> int:
        return (guild_id >> 22) % self.shards

    def _session_for(self, guild_id: int | None, *, connected: bool = True) -> GatewaySession:
        """The shard's latest session; with `connected=False` also one between a
        disconnect and its RESUME, whose dispatches are kept for the replay."""
        shard = self._shard_of(guild_id) if guild_id is not None else 0
        for session in reversed(list(self.sessions.values())):
            if session.shard[0] != shard:
                continue
            if not connected or (session.ws is not None and not session.ws.closed):
                return session
        raise FakeDiscordError("the bot has no open gateway connection for that shard")

    async def _send(self, session: GatewaySession, event: str, data: dict[str, Any]) -> None:
        async with session.lock:
            session.seq += 1
            frame = {"op": OP_DISPATCH, "t": event, "s": session.seq, "d": data}
            session.sent.append(frame)
            if session.ws is not None and not session.ws.closed:
                await session.ws.send_str(json.dumps(frame))

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        guild = int(data["guild_id"]) if data.get("guild_id") else None
        await self._send(self._session_for(guild, connected=False), event, data)

    def _dispatch_soon(self, event: str, data: dict[str, Any]) -> None:
        if not self.sessions:
            return
        frozen = json.loads(json.dumps(data))
        task = asyncio.get_running_loop().create_task(self.dispatch(event, frozen))
        task.add_done_callback(_log_task_error)

    async def reconnect(self) -> None:
        """Ask the client to reconnect (op 7); discord.py then RESUMEs the session."""
        session = self._session_for(self.guild_id)
        assert session.ws is not None
        await session.ws.send_json({"op": OP_RECONNECT, "d": None})

    # ------------------------------------------------------------ the client side

    def _command_spec(self, name: str) -> dict[str, Any]:
        for spec in [*self.guild_commands.get(self.guild_id, []), *self.commands]:
            if spec["name"] == name and spec.get("type", 1) == 1:
                return spec
        known = sorted({c["name"] for c in self.commands} | self.guild_command_names())
        raise FakeDiscordError(f"no synced command /{name}; synced: {known}")

    def guild_command_names(self) -> set[str]:
        return {c["name"] for c in self.guild_commands.get(self.guild_id, [])}

    def _resolve_user(self, value: Any, resolved: dict[str, Any]) -> str:
        user = value if isinstance(value, FakeUser) else self.by_name.get(str(value))
        if user is None:
            raise FakeDiscordError(f"no user {value!r}")
        resolved.setdefault("users", {})[str(user.id)] = user.payload()
        member = self.member_payload(user)
        member.pop("user")
        member["permissions"] = str(user.permissions)
        resolved.setdefault("members", {})[str(user.id)] = member
        return str(user.id)

    def _build_options(
        self, spec: dict[str, Any], values: dict[str, Any], focused: str | None
    ) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        declared = {o["name"]: o for o in spec.get("options") or []}
        resolved: dict[str, Any] = {}
        options = []
        for name, value in values.items():
            opt = declared.get(name)
            if opt is None:
                raise FakeDiscordError(f"/{spec['name']} has no option {name!r}: {list(declared)}")
            kind = opt["type"]
            wire: Any = value
            if kind in (OPT_USER, OPT_MENTIONABLE):
                wire = self._resolve_user(value, resolved)
            elif kind == OPT_CHANNEL:
                wire = str(value.id if isinstance(value, FakeChannel) else value)
            elif kind == OPT_INTEGER:
                wire = int(value)
            elif kind == OPT_NUMBER:
                wire = float(value)
            elif kind == OPT_BOOLEAN:
                wire = bool(value)
            else:
                wire = str(value)
            choices = opt.get("choices")
            if choices and name != focused and wire not in [c["value"] for c in choices]:
                raise FakeDiscordError(f"{wire!r} is not a choice of {name!r}")
            entry: dict[str, Any] = {"name": name, "type": kind, "value": wire}
            if name == focused:
                entry["focused"] = True
            options.append(entry)
        missing = [n for n, o in declared.items() if o.get("required") and n not in values]
        if missing and focused is None:
            raise FakeDiscordError(f"/{spec['name']} needs {missing}")
        return options, resolved

    def _command_data(
        self, command: str, values: dict[str, Any], focused: str | None = None
    ) -> dict[str, Any]:
        path = command.split()
        root = self._command_spec(path[0])
        node = root
        wrappers: list[dict[str, Any]] = []
        for name in path[1:]:
            child = next(
                (
                    o
                    for o in node.get("options") or []
                    if o["type"] in (SUBCOMMAND, SUBCOMMAND_GROUP) and o["name"] == name
                ),
                None,
            )
            if child is None:
                raise FakeDiscordError(f"/{path[0]} has no subcommand {name!r}")
            wrappers.append({"name": name, "type": child["type"]})
            node = child
        if any(o["type"] in (SUBCOMMAND, SUBCOMMAND_GROUP) for o in node.get("options") or []):
            raise FakeDiscordError(f"/{command} needs a subcommand")
        options, resolved = self._build_options(node, values, focused)
        for wrapper in reversed(wrappers):
            options = [{**wrapper, "options": options}]
        data: dict[str, Any] = {
            "id": root["id"],
            "name": root["name"],
            "type": 1,
            "options": options,
        }
        if "guild_id" in root:
            data["guild_id"] = root["guild_id"]
        if resolved:
            data["resolved"] = resolved
        return data

    def _as_user(self, user: FakeUser | str) -> FakeUser:
        return user if isinstance(user, FakeUser) else self.by_name[user]

    def _as_channel(self, channel: FakeChannel | int | None) -> FakeChannel:
        if channel is None:
            return self.channel
        return channel if isinstance(channel, FakeChannel) else self.channels[channel]

    def _interaction(
        self,
        kind: int,
        user: FakeUser,
        channel: FakeChannel,
        data: dict[str, Any],
        message: dict[str, Any] | None = None,
    ) -> InteractionRecord:
        iid = self.snowflake()
        token = "aW50ZXJhY3Rpb24" + secrets.token_urlsafe(24)
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": kind,
            "token": token,
            "version": 1,
            "data": data,
            "channel_id": str(channel.id),
            "channel": channel.payload(),
            "locale": "en-US",
            "app_permissions": str(MEMBER_PERMS),
            "entitlements": [],
            "attachment_size_limit": 26214400,
        }
        if channel.guild_id is None:  # a DM: the user, no member, no guild
            payload.update(
                user=user.payload(), context=1, authorizing_integration_owners={"1": str(user.id)}
            )
        else:
            member = self.member_payload(user)
            member["permissions"] = str(user.permissions)
            payload.update(
                guild_id=str(channel.guild_id),
                guild={"id": str(channel.guild_id), "locale": "en-US", "features": []},
                member=member,
                guild_locale="en-US",
                authorizing_integration_owners={"0": str(channel.guild_id)},
                context=0,
            )
        if message is not None:
            payload["message"] = message
        record = InteractionRecord(iid, token, kind, channel.id, user, payload)
        if message is not None:
            record.source_message_id = int(message["id"])
        self.interactions[iid] = record
        self._by_token[token] = record
        return record

    async def send(self, record: InteractionRecord) -> None:
        """Send INTERACTION_CREATE; `record.sent_at` is taken just before the socket write."""
        guild = record.payload.get("guild_id")
        session = self._session_for(int(guild) if guild else None)
        async with session.lock:
            session.seq += 1
            frame = {
                "op": OP_DISPATCH,
                "t": "INTERACTION_CREATE",
                "s": session.seq,
                "d": record.payload,
            }
            session.sent.append(frame)
            text = json.dumps(frame)
            record.sent_at = time.perf_counter()
            assert session.ws is not None
            await session.ws.send_str(text)

    async def _reply(self, record: InteractionRecord, timeout: float) -> Reply:
        await self.send(record)
        try:
            await asyncio.wait_for(record.called.wait(), timeout)
        except TimeoutError:
            raise FakeDiscordError(
                f"no interaction callback within {timeout}s for {record.payload['data']}"
            ) from None
        assert record.callback is not None
        kind = record.callback["type"]
        data = record.callback["data"]
        message_id = record.original_id
        if kind in (CB_DEFER, CB_DEFER_UPDATE):
            try:
                await asyncio.wait_for(record.answered.wait(), timeout)
            except TimeoutError:
                if kind == CB_DEFER:
                    raise FakeDiscordError(
                        f"deferred but never followed up within {timeout}s"
                    ) from None
            if record.answer is not None:
                data = record.answer
            if record.followup_ids and kind == CB_DEFER_UPDATE:
                message_id = record.followup_ids[0]
        message = self.messages.get(message_id) if message_id is not None else None
        return Reply(record, kind, data, message)

    async def slash(
        self,
        user: FakeUser | str,
        channel: FakeChannel | int | None,
        command: str,
        *,
        timeout: float = 5.0,
        **options: Any,
    ) -> Reply:
        """Run `/command sub` with options, as `user` in `channel`; the bot's answer."""
        data = self._command_data(command, options)
        record = self._interaction(
            APPLICATION_COMMAND, self._as_user(user), self._as_channel(channel), data
        )
        return await self._reply(record, timeout)

    async def autocomplete(
        self,
        user: FakeUser | str,
        channel: FakeChannel | int | None,
        command: str,
        option: str,
        current: str = "",
        *,
        timeout: float = 5.0,
        **others: Any,
    ) -> Reply:
        """Type into `option` of `/command`; the bot's choices are `reply.choices`."""
        data = self._command_data(command, {**others, option: current}, focused=option)
        who, where = self._as_user(user), self._as_channel(channel)
        record = self._interaction(AUTOCOMPLETE, who, where, data)
        return await self._reply(record, timeout)

    def _component(self, message: dict[str, Any], custom_id: str) -> dict[str, Any]:
        for c in walk_components(message.get("components") or []):
            if c.get("custom_id") == custom_id:
                if c.get("disabled"):
                    raise FakeDiscordError(f"{custom_id} is disabled")
                return c
        raise FakeDiscordError(
            f"message {message['id']} has no {custom_id!r}: {custom_ids(message)}"
        )

    async def click(
        self,
        user: FakeUser | str,
        message: dict[str, Any] | int,
        custom_id: str,
        *,
        timeout: float = 5.0,
    ) -> Reply:
        """Press a button on a message (as it is now) the bot posted."""
        msg = self.messages[message if isinstance(message, int) else int(message["id"])]
        component = self._component(msg, custom_id)
        data = {"custom_id": custom_id, "component_type": component["type"]}
        return await self._component_interaction(user, msg, data, timeout)

    async def select(
        self,
        user: FakeUser | str,
        message: dict[str, Any] | int,
        custom_id: str,
        values: list[str],
        *,
        timeout: float = 5.0,
    ) -> Reply:
        msg = self.messages[message if isinstance(message, int) else int(message["id"])]
        component = self._component(msg, custom_id)
        offered = {o["value"] for o in component.get("options") or []}
        if not set(values) <= offered:
            raise FakeDiscordError(f"{values} not offered by {custom_id}: {sorted(offered)}")
        data = {"custom_id": custom_id, "component_type": component["type"], "values": values}
        return await self._component_interaction(user, msg, data, timeout)

    async def _component_interaction(
        self, user: FakeUser | str, msg: dict[str, Any], data: dict[str, Any], timeout: float
    ) -> Reply:
        channel_id = int(msg["channel_id"])
        channel = self.channels.get(channel_id) or self.dm_channels[channel_id]
        snapshot = json.loads(json.dumps(msg))
        record = self._interaction(MESSAGE_COMPONENT, self._as_user(user), channel, data, snapshot)
        return await self._reply(record, timeout)

    def button(self, message: dict[str, Any], label: str) -> str:
        """The custom id of the button labelled `label` (what a person would click)."""
        for c in walk_components(message.get("components") or []):
            if c.get("type") == 2 and c.get("label") == label:
                return str(c["custom_id"])
        raise FakeDiscordError(f"no button {label!r} on message {message['id']}")


def _log_task_error(task: asyncio.Task[Any]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.debug("fake discord: dispatch failed: %s", task.exception())
