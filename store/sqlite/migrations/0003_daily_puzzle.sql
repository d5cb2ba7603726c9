-- Where and when each server's daily puzzle is posted (puzzle_channel ''
-- means nowhere), and the days it was posted: the primary key lets exactly
-- one gobot process post a guild's puzzle of a day.
ALTER TABLE guild_settings ADD COLUMN puzzle_channel TEXT NOT NULL DEFAULT '';
ALTER TABLE guild_settings ADD COLUMN puzzle_hour INTEGER NOT NULL DEFAULT 0;
CREATE TABLE daily_posts (
	guild_id   TEXT NOT NULL,
	day        TEXT NOT NULL,
	channel_id TEXT NOT NULL,
	claimed_at INTEGER NOT NULL,
	PRIMARY KEY (guild_id, day)
);
