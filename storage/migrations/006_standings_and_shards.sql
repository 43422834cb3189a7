-- Standings per server, game and player, kept by the same transaction that
-- writes the results and ledger rows changing them, so /leaderboard reads as
-- many rows as there are players rather than the whole history.
-- `points_games` and `money_games` count the sessions with a ledger entry in
-- that currency for the player.
CREATE TABLE standings (
    guild_id BIGINT NOT NULL,
    game TEXT NOT NULL,
    player TEXT NOT NULL,
    wins INTEGER NOT NULL DEFAULT 0,
    games INTEGER NOT NULL DEFAULT 0,
    by_computer INTEGER NOT NULL DEFAULT 0,
    points BIGINT NOT NULL DEFAULT 0,
    points_games INTEGER NOT NULL DEFAULT 0,
    money BIGINT NOT NULL DEFAULT 0,
    money_games INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, game, player)
);

-- Filled once from the history already there. Frozen here as it was; the
-- rebuild command keeps its own copy, which may change with later schemas.
INSERT INTO standings (guild_id, game, player, wins, games, by_computer,
    points, points_games, money, money_games)
SELECT guild_id, game, player, SUM(wins), SUM(games), SUM(by_computer),
    SUM(points), SUM(points_games), SUM(money), SUM(money_games) FROM (
    SELECT s.guild_id, s.game, r.player, CASE WHEN r.win THEN 1 ELSE 0 END AS wins,
        1 AS games, CASE WHEN r.by_computer THEN 1 ELSE 0 END AS by_computer,
        0 AS points, 0 AS points_games, 0 AS money, 0 AS money_games
    FROM results r JOIN sessions s ON s.id = r.session_id
    UNION ALL
    SELECT l.guild_id, s.game, l.player, 0, 0, 0,
        SUM(CASE WHEN l.currency = 'points' THEN l.amount ELSE 0 END),
        MAX(CASE WHEN l.currency = 'points' THEN 1 ELSE 0 END),
        SUM(CASE WHEN l.currency = 'eur_cent' THEN l.amount ELSE 0 END),
        MAX(CASE WHEN l.currency = 'eur_cent' THEN 1 ELSE 0 END)
    FROM ledger l JOIN sessions s ON s.id = l.session_id
    GROUP BY l.guild_id, s.game, l.player, l.session_id
) parts GROUP BY guild_id, game, player;

-- The channel's latest session (a finished game's "it is over" answer).
CREATE INDEX sessions_channel_created ON sessions (channel_id, created_at, id);
-- Idle lobby and idle game sweeps.
CREATE INDEX sessions_status_updated ON sessions (status, updated_at);
-- A player's ledger page, newest first.
CREATE INDEX ledger_player_time ON ledger (guild_id, player, created_at, ply);
-- A session's ledger entries so far (whether a new entry starts a game's count).
CREATE INDEX ledger_session ON ledger (session_id, player, currency);

-- Who runs the sweeps of a shard's guilds, until when. Several processes on
-- one database each renew the leases of their shards; a lease that ran out
-- (its process died) can be taken over.
CREATE TABLE shard_leases (
    shard_id INTEGER PRIMARY KEY,
    owner TEXT NOT NULL,
    expires_at TEXT NOT NULL
)
