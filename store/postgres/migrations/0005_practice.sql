-- The daily-puzzle community (package practice).
--
-- Each server's daily puzzle is posted at its hour in its own time zone
-- (an IANA name; '' is UTC).
ALTER TABLE guild_settings ADD COLUMN puzzle_zone TEXT NOT NULL DEFAULT '';

-- Each user's attempt at each puzzle, per server (guild_id '' is a direct
-- message): the line in progress (GTP vertices separated by spaces), the
-- wrong answers and hints before the solve, whether the solution was
-- shown, the credit of the solve (0 unsolved, 1 clean, 2 after a wrong
-- answer, 3 after a hint, 4 after the solution), the outcome of the rated
-- first attempt (0 undecided, 1 won, 2 lost), the first move answered and
-- whether it was wrong, and the server day ('YYYY-MM-DD', '' none) whose
-- daily the solve counted for. version is the compare-and-swap counter.
CREATE TABLE practice_attempts (
	guild_id    TEXT NOT NULL,
	user_id     TEXT NOT NULL,
	puzzle_id   TEXT NOT NULL,
	line        TEXT NOT NULL,
	wrong       INTEGER NOT NULL,
	hints       INTEGER NOT NULL,
	shown       BOOLEAN NOT NULL,
	credit      INTEGER NOT NULL,
	solved_at   BIGINT NOT NULL,
	rated       INTEGER NOT NULL,
	first_move  TEXT NOT NULL,
	first_wrong BOOLEAN NOT NULL,
	day         TEXT NOT NULL,
	created_at  BIGINT NOT NULL,
	updated_at  BIGINT NOT NULL,
	version     BIGINT NOT NULL,
	PRIMARY KEY (guild_id, user_id, puzzle_id)
);
CREATE INDEX practice_attempts_recent ON practice_attempts (guild_id, user_id, updated_at);
CREATE INDEX practice_attempts_puzzle ON practice_attempts (guild_id, puzzle_id);

-- The progress kept so far (0002) had no server: it moves to the scope of
-- direct messages. Its games were never rated; they are marked decided
-- (lost after a wrong answer, a hint or the solution, won when solved
-- cleanly) so that they are not rated now as if they were first attempts.
INSERT INTO practice_attempts (guild_id, user_id, puzzle_id, line, wrong, hints, shown, credit, solved_at,
	rated, first_move, first_wrong, day, created_at, updated_at, version)
SELECT '', user_id, puzzle_id, line, wrong, hints, shown,
	CASE WHEN NOT solved THEN 0 WHEN shown THEN 4 WHEN hints > 0 THEN 3 WHEN wrong > 0 THEN 2 ELSE 1 END,
	CASE WHEN solved THEN updated_at ELSE 0 END,
	CASE WHEN shown OR hints > 0 OR wrong > 0 THEN 2 WHEN solved THEN 1 ELSE 0 END,
	'', FALSE, '', updated_at, updated_at, 1
FROM puzzle_progress;
DROP TABLE puzzle_progress;

-- Each user's standing in each server: solves, the streak (as of
-- last_day, the last server day credited, '' none) and the best one, and
-- the Glicko-2 rating with its rated games and the time of the last one.
-- It replaces the placeholder streaks table of 0001, never used.
DROP TABLE streaks;
CREATE TABLE practice_players (
	guild_id   TEXT NOT NULL,
	user_id    TEXT NOT NULL,
	solved     INTEGER NOT NULL,
	clean      INTEGER NOT NULL,
	streak     INTEGER NOT NULL,
	best       INTEGER NOT NULL,
	last_day   TEXT NOT NULL,
	rating     DOUBLE PRECISION NOT NULL,
	deviation  DOUBLE PRECISION NOT NULL,
	volatility DOUBLE PRECISION NOT NULL,
	games      INTEGER NOT NULL,
	rated_at   BIGINT NOT NULL,
	version    BIGINT NOT NULL,
	PRIMARY KEY (guild_id, user_id)
);
-- The leaderboards, one index each.
CREATE INDEX practice_players_streak ON practice_players (guild_id, streak, best);
CREATE INDEX practice_players_solved ON practice_players (guild_id, solved, clean);
CREATE INDEX practice_players_rating ON practice_players (guild_id, rating);

-- Each puzzle's Glicko-2 rating, the same in every server.
CREATE TABLE practice_puzzles (
	puzzle_id  TEXT PRIMARY KEY,
	rating     DOUBLE PRECISION NOT NULL,
	deviation  DOUBLE PRECISION NOT NULL,
	volatility DOUBLE PRECISION NOT NULL,
	games      INTEGER NOT NULL,
	version    BIGINT NOT NULL
);

-- Each server's daily posts, kept for the streaks (a day without a post
-- counts against no one), /puzzle list and the next day's answer, which
-- is posted once: answered is claimed before it is.
CREATE TABLE daily_puzzles (
	guild_id   TEXT NOT NULL,
	day        TEXT NOT NULL,
	puzzle_id  TEXT NOT NULL,
	channel_id TEXT NOT NULL,
	message_id TEXT NOT NULL,
	thread_id  TEXT NOT NULL,
	posted_at  BIGINT NOT NULL,
	answered   BOOLEAN NOT NULL,
	PRIMARY KEY (guild_id, day)
);
