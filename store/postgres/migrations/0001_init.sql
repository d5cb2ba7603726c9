-- Games: one row per game, whatever its status. The game tree is a document
-- in tree_format with the cursor path beside it; meta is JSON (see store/internal/rowcodec).
-- version is the compare-and-swap counter: UPDATE ... WHERE version = ?.
CREATE TABLE games (
	id         TEXT PRIMARY KEY,
	guild_id   TEXT NOT NULL,
	channel_id TEXT NOT NULL,
	status     TEXT NOT NULL,
	active     BOOLEAN NOT NULL,
	meta       BYTEA NOT NULL,
	tree        BYTEA NOT NULL,
	tree_format TEXT NOT NULL,
	cursor     TEXT NOT NULL,
	version    BIGINT NOT NULL,
	created_at BIGINT NOT NULL,
	updated_at BIGINT NOT NULL
);
-- At most one active game per channel, whatever the number of writers.
CREATE UNIQUE INDEX games_active_channel ON games (channel_id) WHERE active = TRUE;
CREATE INDEX games_guild ON games (guild_id, updated_at);

-- Interactions already handled, for at least 15 minutes.
CREATE TABLE interactions (
	id         TEXT PRIMARY KEY,
	claimed_at BIGINT NOT NULL
);
CREATE INDEX interactions_claimed_at ON interactions (claimed_at);

-- Per-guild defaults for /play. komi NULL means the rule set's.
CREATE TABLE guild_settings (
	guild_id TEXT PRIMARY KEY,
	rules    TEXT NOT NULL,
	size     INTEGER NOT NULL,
	komi     DOUBLE PRECISION
);

-- Room for the puzzle and review features: attempts at a puzzle, daily
-- streaks, and SGF review sessions (a tree with a cursor, versioned like
-- games).
CREATE TABLE puzzle_attempts (
	id          TEXT PRIMARY KEY,
	puzzle_id   TEXT NOT NULL,
	user_id     TEXT NOT NULL,
	guild_id    TEXT NOT NULL,
	channel_id  TEXT NOT NULL,
	moves       TEXT NOT NULL,
	solved      BOOLEAN NOT NULL,
	started_at  BIGINT NOT NULL,
	finished_at BIGINT
);
CREATE INDEX puzzle_attempts_user ON puzzle_attempts (user_id, puzzle_id);

CREATE TABLE streaks (
	user_id  TEXT NOT NULL,
	guild_id TEXT NOT NULL,
	current  INTEGER NOT NULL,
	best     INTEGER NOT NULL,
	last_day TEXT NOT NULL,
	PRIMARY KEY (user_id, guild_id)
);

CREATE TABLE review_sessions (
	id         TEXT PRIMARY KEY,
	guild_id   TEXT NOT NULL,
	channel_id TEXT NOT NULL,
	user_id    TEXT NOT NULL,
	sgf        BYTEA NOT NULL,
	cursor     TEXT NOT NULL,
	version    BIGINT NOT NULL,
	created_at BIGINT NOT NULL,
	updated_at BIGINT NOT NULL
);
CREATE INDEX review_sessions_channel ON review_sessions (channel_id);
