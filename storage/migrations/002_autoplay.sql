-- Seats handed over to the computer when their player leaves a running game
-- (JSON list of player ids). The player keeps the seat and can take it back.
ALTER TABLE sessions ADD COLUMN autoplay TEXT NOT NULL DEFAULT '[]';
