"""Which guilds' background work (turn clocks, idle sweeps, resumed computer
turns) this process does, when several processes share Discord's shards.

Interactions need no such rule: whichever process Discord hands one to (a DM
goes to shard 0's process) applies it through the shared database, whose
version check serialises the channel's moves, and does the follow-up work
itself (computer turns, the channel message). Background work has no
interaction to start it, so exactly one process must own it: the one holding
the database lease on the guild's shard, `(guild_id >> 22) % shard_count`.
"""

from __future__ import annotations

import socket
from collections.abc import Iterable
from datetime import datetime, timedelta

from storage.db import now_text
from storage.repository import Repository

# Leases are renewed every clock tick (seconds); a dead process's shards are
# taken over once its lease has run out.
LEASE_SECONDS = 30.0


def shard_of(guild_id: int, shard_count: int) -> int:
    """Discord's rule for which shard receives a guild's events."""
    return (guild_id >> 22) % shard_count


def owner_name(shards: Iterable[int] | None) -> str:
    """Who holds a lease: this host and shard range. A process restarted in the same
    place (a container keeps its host name) takes its leases back at once; one
    elsewhere waits until the old leases run out."""
    what = ",".join(map(str, shards)) if shards is not None else "all"
    return f"{socket.gethostname()}:{what}"


class ShardLeases:
    def __init__(self, repo: Repository, owner: str) -> None:
        self.repo = repo
        self.owner = owner
        self.shard_count = 1
        self.held: frozenset[int] = frozenset()

    async def renew(self, shards: Iterable[int], shard_count: int, now: datetime) -> set[int]:
        """Take or renew the leases; returns the shards newly taken."""
        self.shard_count = shard_count
        until = now + timedelta(seconds=LEASE_SECONDS)
        before = self.held
        self.held = frozenset(
            await self.repo.claim_shards(self.owner, shards, now_text(now), now_text(until))
        )
        return set(self.held - before)

    def owns(self, guild_id: int) -> bool:
        return shard_of(guild_id, self.shard_count) in self.held

    async def release(self) -> None:
        self.held = frozenset()
        await self.repo.release_shards(self.owner)
