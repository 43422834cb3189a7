"""Fixtures: a real bot on a real SQLite file inside simcord's offline Discord."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot import live
from bot.app import ScheidsBot
from bot.errors import Refusal
from bot.settings import Settings
from games.registry import REGISTRY
from tests.bot.fakegame import Highcard
from tests.bot.locales import Locales, install


@pytest.fixture(autouse=True)
def highcard() -> Iterator[None]:
    """The test game is registered only while a bot test runs, so other suites that
    walk the registry (the contract tests) never see it. The cogs read the
    registry for `game` choices when first imported, inside the first bot's
    start-up, so it is there by then."""
    REGISTRY[Highcard.name] = Highcard
    yield
    REGISTRY.pop(Highcard.name, None)


@pytest.fixture(autouse=True)
def quick_live_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    """The live table's pacing, shrunk for in-process tests.

    simcord waits for every task the bot starts before it hands back a slash
    command's answer, so the real pacing (a second between edits, a turn ping
    after four seconds) would be slept through on every move. Shorter waits keep
    the same order of events: coalescing, spacing and the delayed ping still
    happen, only sooner."""
    monkeypatch.setattr(live, "COALESCE_SECONDS", 0.01)
    monkeypatch.setattr(live, "CHANNEL_EDIT_SPACING", 0.02)
    monkeypatch.setattr(live, "PING_DELAY_SECONDS", 0.05)
    monkeypatch.setattr(live, "THINKING_DELAY_SECONDS", 0.05)


def make_bot(db_path: Path, **kwargs: Any) -> ScheidsBot:
    settings = Settings(
        discord_token="x", database_path=db_path, discord_guild_ids="", _env_file=None
    )  # type: ignore[call-arg]
    return ScheidsBot(settings, shard_count=1, seed_for=lambda sid: 7, **kwargs)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "scheids.sqlite3"


@pytest.fixture
async def bots(db_path: Path) -> AsyncIterator[list[ScheidsBot]]:
    """Every bot a test builds (restarts make more); their databases are closed after."""
    made: list[ScheidsBot] = []
    yield made
    for bot in made:
        repo = getattr(bot, "repo", None)
        if repo is not None:
            await repo.close()


@pytest.fixture
def new_bot(db_path: Path, bots: list[ScheidsBot]) -> Callable[[], ScheidsBot]:
    def build() -> ScheidsBot:
        bot = make_bot(db_path)
        bots.append(bot)
        return bot

    return build


@pytest.fixture
def simcord_bot(new_bot: Callable[[], ScheidsBot]) -> ScheidsBot:
    return new_bot()


@pytest.fixture
def world(simcord_env: Any) -> Iterator[dict[str, Any]]:
    env = simcord_env
    guild = env.create_guild("Cafe")
    channel = guild.create_text_channel("cards")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    carol = guild.add_member(env.create_user("carol"))
    yield {
        "env": env,
        "guild": guild,
        "channel": channel,
        "alice": alice,
        "bob": bob,
        "carol": carol,
    }
    # Refusals reach the command tree's error handler on purpose (the one place
    # they are answered); simcord records every such error, so pass those over.
    unexpected = [e for e in env.errors if not isinstance(e, Refusal)]
    if unexpected:
        raise ExceptionGroup("bot raised errors during the test", unexpected)


@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> Locales:
    """Each user's Discord client language (default `en-US`), set per test."""
    return install(monkeypatch)
