"""Helpers for the service tests: a real bot process over the loopback fake."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from tests.loopback.fakediscord import FakeDiscord, FakeUser, Reply

Handler = Callable[[web.Request, dict[str, str]], Awaitable[web.Response]]


# What a slash command says privately when it had to defer and posted its answer
# to the channel instead (bot.flows): under load, any answer can take that path.
DEFERRED = "Done; see the channel."


def carried_out(reply: Reply) -> bool:
    """The bot acted: answered in public, in the channel after deferring, or (a move)
    with the mover's fresh hand. A stale click also shows the hand, but says the
    table moved on first."""
    if not reply.ephemeral or reply.content == DEFERRED:
        return True
    # This answer's own embeds: a hand edited in place by several clicks is one
    # message, and reply.embeds shows only its latest state.
    own = reply.data.get("embeds") or reply.embeds
    shown = " ".join(str(e.get("description") or "") for e in own)
    return reply.content.startswith("Your hand") and "moved on" not in shown


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def override_route(
    fake: FakeDiscord, method: str, path: str, make: Callable[[Handler], Handler]
) -> None:
    """Replace the fake's handler for `method path` by `make(original)`."""
    routes = fake._routes
    for i, (m, pattern, handler, route_path) in enumerate(routes):
        if m == method and route_path == path:
            routes[i] = (m, pattern, make(handler), route_path)
            return
    raise AssertionError(f"the fake has no route {method} {path}")


def hold_route(fake: FakeDiscord, method: str, path: str) -> asyncio.Event:
    """Requests to `method path` wait until the returned event is set."""
    release = asyncio.Event()

    def make(original: Handler) -> Handler:
        async def held(request: web.Request, args: dict[str, str]) -> web.Response:
            await release.wait()
            return await original(request, args)

        return held

    override_route(fake, method, path, make)
    return release


async def lobby_with_computer(fake: FakeDiscord, host: FakeUser, game: str = "mezza") -> Reply:
    opened = await fake.slash(host, None, "game new", game=game)
    assert opened.message is not None
    await fake.click(host, opened.message, fake.button(opened.message, "Add computer"))
    return opened


async def first_move(fake: FakeDiscord, player: FakeUser) -> str:
    offered: list[dict[str, Any]] = (
        await fake.autocomplete(player, None, "play", "move", "")
    ).choices
    assert offered, "the player has a move after the deal"
    return str(offered[0]["value"])
