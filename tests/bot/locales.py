"""Discord clients and servers in other languages, for simcord.

simcord sends every interaction as if from an `en-US` client on an `en-US`
server. `Locales` puts the client's locale of each user into their
interactions, and the server's `preferred_locale` into `guild_locale`, as
Discord does.
"""

from __future__ import annotations

from typing import Any

import pytest
from simcord import interactions


class Locales:
    def __init__(self) -> None:
        self.clients: dict[int, str] = {}

    def set(self, who: Any, locale: str) -> None:
        """`who`'s Discord client speaks `locale` (`nl`, `en-US`) from now on."""
        self.clients[who.id] = locale


def install(monkeypatch: pytest.MonkeyPatch) -> Locales:
    locales = Locales()
    original = interactions.base_payload

    def base_payload(backend: Any, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        record, payload = original(backend, **kwargs)
        payload["locale"] = locales.clients.get(kwargs["user_id"], "en-US")
        guild_id = kwargs.get("guild_id")
        if guild_id is not None:
            payload["guild_locale"] = backend.get_guild(guild_id).preferred_locale
        return record, payload

    monkeypatch.setattr(interactions, "base_payload", base_payload)
    return locales
