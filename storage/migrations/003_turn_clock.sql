-- Per-table turn clock: seconds per turn (0 = none), and when to remind the
-- players the table waits on (half time). turn_deadline exists since 001.
ALTER TABLE sessions ADD COLUMN clock_seconds INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN turn_remind_at TEXT;
CREATE INDEX sessions_clock ON sessions (status, turn_deadline);
