-- Turns the clock ran out on, per seat, in a row (JSON object seat ->
-- count). A move made in time resets the count; at three the computer plays
-- the seat for the rest of the game.
ALTER TABLE sessions ADD COLUMN strikes TEXT NOT NULL DEFAULT '{}';
-- Seats the computer finished (their player left or ran out of time), so
-- results, standings and ledgers can say so.
ALTER TABLE results ADD COLUMN by_computer BOOLEAN NOT NULL DEFAULT FALSE
