-- The level each computer seat plays at (JSON object engine seat "ai:N" ->
-- "easy" | "normal" | "hard"). A seat missing from it plays normal, as do
-- people's seats the computer plays after they left.
ALTER TABLE sessions ADD COLUMN levels TEXT NOT NULL DEFAULT '{}'
