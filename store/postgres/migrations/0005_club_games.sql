-- Issue 17, games a club can run for months.
--
-- A refused interaction is recorded as handled like an applied one, with
-- the answer it was refused with (refusal; NULL for an interaction that
-- was applied): a later delivery to any process gets the same answer
-- instead of being taken again on a game that may have moved on.
ALTER TABLE interactions ADD COLUMN refusal TEXT;

-- Each person's preferences (/prefs): the theme of the board images drawn
-- for them ('classic' or 'high-contrast'), whether those show coordinates,
-- and whether the message that makes it their move pings them.
CREATE TABLE user_prefs (
	user_id      TEXT PRIMARY KEY,
	theme        TEXT NOT NULL,
	coordinates  BOOLEAN NOT NULL,
	turn_mention BOOLEAN NOT NULL
);
