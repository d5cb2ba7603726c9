-- Issue 14, problems a server imports (/puzzle import).
--
-- Each server's own problems, proved when they were imported: the id
-- (practice.ServerPuzzleID, unique across servers), the title and level
-- shown in listings, the problem as SGF in gobot's puzzle format, who
-- imported it and when (Unix nanoseconds). Only the server that imported
-- a problem sees it.
CREATE TABLE server_puzzles (
	guild_id    TEXT NOT NULL,
	id          TEXT NOT NULL,
	title       TEXT NOT NULL,
	level       INTEGER NOT NULL,
	sgf         TEXT NOT NULL,
	imported_by TEXT NOT NULL,
	imported_at INTEGER NOT NULL,
	PRIMARY KEY (guild_id, id)
);

-- What a server's daily puzzle is drawn from (/settings daily source:):
-- 'builtin' (gobot's collection, also when a server has no row), 'server'
-- (its own problems) or 'both'.
CREATE TABLE puzzle_sources (
	guild_id TEXT PRIMARY KEY,
	source   TEXT NOT NULL
);
