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

-- Clocks: each active game's next timed event (a reminder, the end of a
-- player's time or of the time to agree on the count, a challenge's
-- expiry), in Unix nanoseconds, 0 for none. The deadline scheduler of
-- every process asks for the due ones by this index; the clock's state
-- itself is in meta.
ALTER TABLE games ADD COLUMN deadline BIGINT NOT NULL DEFAULT 0;
CREATE INDEX games_deadline ON games (deadline) WHERE active = TRUE AND deadline > 0;

-- A server's clocks and fair play (/settings play, /settings fair-play):
-- the clock of new games ('' for none, else as match.ParseTimeControl
-- reads it: '1d per move', '20m+30s'), the limit per move of a game
-- proposed without one and how long a challenge stays open (nanoseconds,
-- 0 for gobot's defaults of 7 days and 24 hours), and whether anyone may
-- see the analysis of a game in progress.
ALTER TABLE guild_settings ADD COLUMN clock TEXT NOT NULL DEFAULT '';
ALTER TABLE guild_settings ADD COLUMN move_limit BIGINT NOT NULL DEFAULT 0;
ALTER TABLE guild_settings ADD COLUMN challenge_expiry BIGINT NOT NULL DEFAULT 0;
ALTER TABLE guild_settings ADD COLUMN live_analysis BOOLEAN NOT NULL DEFAULT FALSE;
