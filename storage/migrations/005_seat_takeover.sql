-- A person who took over a computer seat in a running game, with the
-- host's leave (JSON object engine seat "ai:N" -> Discord user id). Engines
-- cannot rename players, so the seat keeps its id and this maps it.
ALTER TABLE sessions ADD COLUMN takeovers TEXT NOT NULL DEFAULT '{}'
