-- Each user's progress on each puzzle (commands.PuzzleProgress): the
-- attempt in progress as GTP vertices separated by spaces, the counts of
-- wrong answers and hints, and whether it was solved or the solution shown.
-- It replaces the placeholder puzzle_attempts of 0001.
DROP TABLE puzzle_attempts;
CREATE TABLE puzzle_progress (
	user_id    TEXT NOT NULL,
	puzzle_id  TEXT NOT NULL,
	line       TEXT NOT NULL,
	wrong      INTEGER NOT NULL,
	hints      INTEGER NOT NULL,
	solved     BOOLEAN NOT NULL,
	shown      BOOLEAN NOT NULL,
	updated_at BIGINT NOT NULL,
	PRIMARY KEY (user_id, puzzle_id)
);
