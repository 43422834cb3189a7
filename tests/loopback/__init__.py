"""A loopback fake of Discord's HTTP API and gateway, for the real, unmodified client.

`fakediscord.FakeDiscord` serves REST and a websocket gateway on 127.0.0.1;
`runner` starts `python -m bot` pointed at it. simcord swaps discord.py's seams
in-process; this layer keeps real sockets, aiohttp and the gateway handshake in
the loop, so it catches what an in-process fake cannot (serialisation,
connection handling, shutdown).
"""
