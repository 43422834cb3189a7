"""Pure game engines for scheids: no I/O, no Discord, no clock.

>>> import games
>>> Game = games.REGISTRY["mezza"]
>>> g = Game.new(["alice", "ai:1"], seed=7)
>>> events = g.play(g.turn()[0], g.legal_moves(g.turn()[0])[0])
"""

from games.base import Event, Game, IllegalMove, Outcome, mention
from games.registry import REGISTRY

__all__ = ["REGISTRY", "Event", "Game", "IllegalMove", "Outcome", "mention"]
