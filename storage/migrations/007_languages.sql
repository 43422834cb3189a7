-- A server's own settings. `language` is the language the bot speaks in the
-- server's channels (the table, announcements, results), chosen by a server
-- manager with /settings language; without a row the server's Discord locale
-- decides.
CREATE TABLE guild_settings (
    guild_id BIGINT PRIMARY KEY,
    language TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

-- The reason of a ledger entry as a message (JSON), so /ledger reads in each
-- reader's language. `reason` keeps the English text; entries written before
-- this column have only that.
ALTER TABLE ledger ADD COLUMN message TEXT
