"""Pandoer: decisions per second in random playouts (CPU time, 6 batches of 100 sessions)."""

import random
import time

import games

G = games.REGISTRY["pandoer"]
rates = []
for batch in range(6):
    n = 0
    t0 = time.process_time()
    for seed in range(batch * 100, batch * 100 + 100):
        g = G.new(["a", "b", "c", "d"], seed=seed)
        rng = random.Random(seed)
        while not g.over:
            p = g.turn()[0]
            g.play(p, rng.choice(g.legal_moves(p)))
            n += 1
    rates.append(n / (time.process_time() - t0))
print(
    "decisions/s per batch:",
    [round(r) for r in rates],
    "best",
    round(max(rates)),
    "median",
    round(sorted(rates)[3]),
)
