package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/gobot-baduk/gobot/practice"
)

// The daily-puzzle community's records (package practice), in the tables
// of migration 0005.

var (
	_ practice.Store   = (*Store)(nil)
	_ practice.Dailies = (*Store)(nil)
)

const (
	attemptColumns = `guild_id, user_id, puzzle_id, line, wrong, hints, shown, credit, solved_at, rated, first_move, first_wrong, day, created_at, updated_at, version`
	playerColumns  = `guild_id, user_id, solved, clean, streak, best, last_day, rating, deviation, volatility, games, rated_at, version`
	puzzleColumns  = `puzzle_id, rating, deviation, volatility, games, version`
	dailyColumns   = `guild_id, day, puzzle_id, channel_id, message_id, thread_id, posted_at, answered`
)

var practiceQueries = map[string]string{
	"attempt":    `SELECT ` + attemptColumns + ` FROM practice_attempts WHERE guild_id = ? AND user_id = ? AND puzzle_id = ?`,
	"attempts":   `SELECT ` + attemptColumns + ` FROM practice_attempts WHERE guild_id = ? AND user_id = ? ORDER BY updated_at DESC, puzzle_id LIMIT ?`,
	"attempted":  `SELECT puzzle_id FROM practice_attempts WHERE guild_id = ? AND user_id = ?`,
	"newAttempt": `INSERT INTO practice_attempts (` + attemptColumns + `) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1) ON CONFLICT DO NOTHING`,
	"saveAttempt": `UPDATE practice_attempts SET line = ?, wrong = ?, hints = ?, shown = ?, credit = ?, solved_at = ?, rated = ?, first_move = ?,
		first_wrong = ?, day = ?, updated_at = ?, version = version + 1 WHERE guild_id = ? AND user_id = ? AND puzzle_id = ? AND version = ?`,
	"player":    `SELECT ` + playerColumns + ` FROM practice_players WHERE guild_id = ? AND user_id = ?`,
	"newPlayer": `INSERT INTO practice_players (` + playerColumns + `) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1) ON CONFLICT DO NOTHING`,
	"savePlayer": `UPDATE practice_players SET solved = ?, clean = ?, streak = ?, best = ?, last_day = ?, rating = ?, deviation = ?, volatility = ?,
		games = ?, rated_at = ?, version = version + 1 WHERE guild_id = ? AND user_id = ? AND version = ?`,
	"puzzle":     `SELECT ` + puzzleColumns + ` FROM practice_puzzles WHERE puzzle_id = ?`,
	"puzzles":    `SELECT ` + puzzleColumns + ` FROM practice_puzzles`,
	"newPuzzle":  `INSERT INTO practice_puzzles (` + puzzleColumns + `) VALUES (?, ?, ?, ?, ?, 1) ON CONFLICT DO NOTHING`,
	"savePuzzle": `UPDATE practice_puzzles SET rating = ?, deviation = ?, volatility = ?, games = ?, version = version + 1 WHERE puzzle_id = ? AND version = ?`,
	// The leaderboards, each served by its index of migration 0005.
	"boardStreak": `SELECT ` + playerColumns + ` FROM practice_players WHERE guild_id = ? AND streak > 0 AND last_day >= ?
		ORDER BY streak DESC, best DESC, user_id LIMIT ?`,
	"boardSolved": `SELECT ` + playerColumns + ` FROM practice_players WHERE guild_id = ? AND solved > 0
		ORDER BY solved DESC, clean DESC, user_id LIMIT ?`,
	"boardRating": `SELECT ` + playerColumns + ` FROM practice_players WHERE guild_id = ? AND games > 0
		ORDER BY rating DESC, user_id LIMIT ?`,
	"aheadStreak": `SELECT COUNT(*) FROM practice_players WHERE guild_id = ? AND streak > 0 AND last_day >= ?
		AND (streak > ? OR streak = ? AND best > ?)`,
	"aheadSolved": `SELECT COUNT(*) FROM practice_players WHERE guild_id = ? AND solved > 0 AND (solved > ? OR solved = ? AND clean > ?)`,
	"aheadRating": `SELECT COUNT(*) FROM practice_players WHERE guild_id = ? AND games > 0 AND rating > ?`,
	"figures": `SELECT COUNT(*), COALESCE(SUM(CASE WHEN credit = 1 THEN 1 ELSE 0 END), 0), COALESCE(SUM(CASE WHEN credit IN (1, 2, 3) THEN 1 ELSE 0 END), 0)
		FROM practice_attempts WHERE guild_id = ? AND puzzle_id = ? AND first_move <> ''`,
	"wrongFirst": `SELECT first_move, COUNT(*) FROM practice_attempts WHERE guild_id = ? AND puzzle_id = ? AND first_move <> '' AND first_wrong = TRUE
		GROUP BY first_move ORDER BY COUNT(*) DESC, first_move LIMIT 10`,
	"resetAttempts": `DELETE FROM practice_attempts WHERE guild_id = ? AND user_id = ?`,
	"resetPlayer":   `DELETE FROM practice_players WHERE guild_id = ? AND user_id = ?`,
	"recordDaily": `INSERT INTO daily_puzzles (` + dailyColumns + `) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (guild_id, day) DO UPDATE SET puzzle_id = excluded.puzzle_id, channel_id = excluded.channel_id,
		message_id = excluded.message_id, thread_id = excluded.thread_id, posted_at = excluded.posted_at, answered = excluded.answered`,
	"dailies":       `SELECT ` + dailyColumns + ` FROM daily_puzzles WHERE guild_id = ? ORDER BY day DESC LIMIT ?`,
	"dailiesBefore": `SELECT ` + dailyColumns + ` FROM daily_puzzles WHERE guild_id = ? AND day < ? ORDER BY day DESC LIMIT ?`,
	"claimAnswer":   `UPDATE daily_puzzles SET answered = TRUE WHERE guild_id = ? AND day = ? AND answered = FALSE`,
	"releaseAnswer": `UPDATE daily_puzzles SET answered = FALSE WHERE guild_id = ? AND day = ?`,
}

// scanner is a row or rows.
type scanner interface{ Scan(...any) error }

// parseDay reads a stored day, ” being NoDay.
func parseDay(s string) (practice.Day, error) {
	if s == "" {
		return practice.NoDay, nil
	}
	return practice.ParseDay(s)
}

func scanAttempt(row scanner) (*practice.Attempt, error) {
	a := &practice.Attempt{}
	var line, day string
	var wrong, hints, credit, rated, solvedAt, created, updated int64
	if err := row.Scan(&a.GuildID, &a.UserID, &a.PuzzleID, &line, &wrong, &hints, &a.Shown, &credit, &solvedAt, &rated,
		&a.First, &a.FirstWrong, &day, &created, &updated, &a.Version); err != nil {
		return nil, err
	}
	d, err := parseDay(day)
	if err != nil {
		return nil, err
	}
	if credit < 0 || credit > int64(practice.AfterSolution) || rated < 0 || rated > int64(practice.Lost) {
		return nil, fmt.Errorf("attempt at %s: credit %d or outcome %d out of range", a.PuzzleID, credit, rated)
	}
	a.Line = strings.Fields(line)
	a.Wrong, a.Hints = int(wrong), int(hints)
	a.Credit, a.Rated = practice.Credit(credit), practice.Outcome(rated)
	a.SolvedAt, a.CreatedAt, a.UpdatedAt = fromUnixNano(solvedAt), fromUnixNano(created), fromUnixNano(updated)
	a.Day = d
	return a, nil
}

func scanPlayer(row scanner) (*practice.Player, error) {
	p := &practice.Player{}
	var solved, clean, streak, best, games, ratedAt int64
	var last string
	if err := row.Scan(&p.GuildID, &p.UserID, &solved, &clean, &streak, &best, &last, &p.Rating.Rating, &p.Rating.Deviation,
		&p.Rating.Volatility, &games, &ratedAt, &p.Version); err != nil {
		return nil, err
	}
	d, err := parseDay(last)
	if err != nil {
		return nil, err
	}
	p.Solved, p.Clean, p.Streak, p.Best, p.Games = int(solved), int(clean), int(streak), int(best), int(games)
	p.Last, p.RatedAt = d, fromUnixNano(ratedAt)
	return p, nil
}

func scanPuzzle(row scanner) (*practice.PuzzleRecord, error) {
	p := &practice.PuzzleRecord{}
	var games int64
	if err := row.Scan(&p.PuzzleID, &p.Rating.Rating, &p.Rating.Deviation, &p.Rating.Volatility, &games, &p.Version); err != nil {
		return nil, err
	}
	p.Games = int(games)
	return p, nil
}

func scanDaily(row scanner) (*practice.Daily, error) {
	d := &practice.Daily{}
	var day string
	var at int64
	if err := row.Scan(&d.GuildID, &day, &d.PuzzleID, &d.ChannelID, &d.MessageID, &d.ThreadID, &at, &d.Answered); err != nil {
		return nil, err
	}
	var err error
	if d.Day, err = practice.ParseDay(day); err != nil {
		return nil, err
	}
	d.PostedAt = fromUnixNano(at)
	return d, nil
}

// Attempt implements practice.Store.
func (s *Store) Attempt(ctx context.Context, guildID, userID, puzzleID string) (*practice.Attempt, error) {
	a, err := scanAttempt(s.db.QueryRowContext(ctx, s.queries["attempt"], guildID, userID, puzzleID))
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, fmt.Errorf("%s: no attempt of user %s at puzzle %s in guild %q: %w", s.d.Name, userID, puzzleID, guildID, practice.ErrNotFound)
	case err != nil:
		return nil, fmt.Errorf("%s: attempt of user %s at puzzle %s: %w", s.d.Name, userID, puzzleID, err)
	}
	return a, nil
}

// Player implements practice.Store.
func (s *Store) Player(ctx context.Context, guildID, userID string) (*practice.Player, error) {
	p, err := scanPlayer(s.db.QueryRowContext(ctx, s.queries["player"], guildID, userID))
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, fmt.Errorf("%s: no standing of user %s in guild %q: %w", s.d.Name, userID, guildID, practice.ErrNotFound)
	case err != nil:
		return nil, fmt.Errorf("%s: standing of user %s: %w", s.d.Name, userID, err)
	}
	return p, nil
}

// Puzzle implements practice.Store.
func (s *Store) Puzzle(ctx context.Context, puzzleID string) (*practice.PuzzleRecord, error) {
	p, err := scanPuzzle(s.db.QueryRowContext(ctx, s.queries["puzzle"], puzzleID))
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, fmt.Errorf("%s: puzzle %s was never rated: %w", s.d.Name, puzzleID, practice.ErrNotFound)
	case err != nil:
		return nil, fmt.Errorf("%s: rating of puzzle %s: %w", s.d.Name, puzzleID, err)
	}
	return p, nil
}

// errLost is a write of a Save that lost the version check.
var errLost = errors.New("lost the version check")

// one runs a write that must change exactly one row, or lost the race.
func one(ctx context.Context, tx *sql.Tx, q string, args ...any) error {
	res, err := tx.ExecContext(ctx, q, args...)
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n != 1 {
		return errLost
	}
	return nil
}

// finite refuses a rating the database would keep as something else
// (PostgreSQL keeps NaN, SQLite makes it NULL).
func finite(r practice.Rating) bool {
	for _, v := range []float64{r.Rating, r.Deviation, r.Volatility} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}

// Save implements practice.Store: one transaction that records the
// interaction and writes each record guarded by its version (an insert
// for a record at version 0, which fails if the row exists).
func (s *Store) Save(ctx context.Context, c *practice.Change) error {
	if err := c.Check(); err != nil {
		return fmt.Errorf("%s: %w", s.d.Name, err)
	}
	a := c.Attempt
	if c.Interaction != "" && a.UpdatedAt.IsZero() {
		return fmt.Errorf("%s: saving the attempt at %s for interaction %s: the attempt has no time", s.d.Name, a.PuzzleID, c.Interaction)
	}
	if c.Player != nil && !finite(c.Player.Rating) || c.Puzzle != nil && !finite(c.Puzzle.Rating) {
		return fmt.Errorf("%s: saving the attempt at %s: a rating is not a number", s.d.Name, a.PuzzleID)
	}
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", s.d.Name, err)
	}
	defer tx.Rollback()
	if c.Interaction != "" {
		won, err := s.claimIn(ctx, tx, c.Interaction)
		if err != nil {
			return err
		}
		if !won {
			return fmt.Errorf("%s: interaction %s: %w", s.d.Name, c.Interaction, practice.ErrAlreadyHandled)
		}
	}
	if err := s.saveIn(ctx, tx, c); err != nil {
		if errors.Is(err, errLost) {
			return fmt.Errorf("%s: the attempt of user %s at puzzle %s: %w", s.d.Name, a.UserID, a.PuzzleID, practice.ErrConflict)
		}
		return fmt.Errorf("%s: saving the attempt of user %s at puzzle %s: %w", s.d.Name, a.UserID, a.PuzzleID, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("%s: committing the attempt of user %s at puzzle %s: %w", s.d.Name, a.UserID, a.PuzzleID, err)
	}
	a.Version++
	if c.Player != nil {
		c.Player.Version++
	}
	if c.Puzzle != nil {
		c.Puzzle.Version++
	}
	if c.Interaction != "" {
		s.forget(ctx, a.UpdatedAt)
	}
	return nil
}

// saveIn writes c's records in tx; errLost if one lost its version check.
func (s *Store) saveIn(ctx context.Context, tx *sql.Tx, c *practice.Change) error {
	a := c.Attempt
	line := strings.Join(a.Line, " ")
	var err error
	if a.Version == 0 {
		err = one(ctx, tx, s.queries["newAttempt"], a.GuildID, a.UserID, a.PuzzleID, line, int64(a.Wrong), int64(a.Hints), a.Shown,
			int64(a.Credit), unixNano(a.SolvedAt), int64(a.Rated), a.First, a.FirstWrong, a.Day.String(), unixNano(a.CreatedAt), unixNano(a.UpdatedAt))
	} else {
		err = one(ctx, tx, s.queries["saveAttempt"], line, int64(a.Wrong), int64(a.Hints), a.Shown, int64(a.Credit), unixNano(a.SolvedAt),
			int64(a.Rated), a.First, a.FirstWrong, a.Day.String(), unixNano(a.UpdatedAt), a.GuildID, a.UserID, a.PuzzleID, a.Version)
	}
	if err != nil {
		return err
	}
	if p := c.Player; p != nil {
		r := p.Rating
		if p.Version == 0 {
			err = one(ctx, tx, s.queries["newPlayer"], p.GuildID, p.UserID, int64(p.Solved), int64(p.Clean), int64(p.Streak), int64(p.Best),
				p.Last.String(), r.Rating, r.Deviation, r.Volatility, int64(p.Games), unixNano(p.RatedAt))
		} else {
			err = one(ctx, tx, s.queries["savePlayer"], int64(p.Solved), int64(p.Clean), int64(p.Streak), int64(p.Best), p.Last.String(),
				r.Rating, r.Deviation, r.Volatility, int64(p.Games), unixNano(p.RatedAt), p.GuildID, p.UserID, p.Version)
		}
		if err != nil {
			return err
		}
	}
	if p := c.Puzzle; p != nil {
		r := p.Rating
		if p.Version == 0 {
			err = one(ctx, tx, s.queries["newPuzzle"], p.PuzzleID, r.Rating, r.Deviation, r.Volatility, int64(p.Games))
		} else {
			err = one(ctx, tx, s.queries["savePuzzle"], r.Rating, r.Deviation, r.Volatility, int64(p.Games), p.PuzzleID, p.Version)
		}
	}
	return err
}

// Attempts implements practice.Store.
func (s *Store) Attempts(ctx context.Context, guildID, userID string, limit int) ([]*practice.Attempt, error) {
	return queryAll(ctx, s, "attempts of user "+userID, scanAttempt, s.queries["attempts"], guildID, userID, sqlLimit(limit))
}

// queryAll runs a query and reads each row with scan; what words the
// errors ("attempts of user 1").
func queryAll[T any](ctx context.Context, s *Store, what string, scan func(scanner) (T, error), q string, args ...any) ([]T, error) {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", s.d.Name, what, err)
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", s.d.Name, what, err)
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: %s: %w", s.d.Name, what, err)
	}
	return out, nil
}

// sqlLimit is a LIMIT for limit, a negative one meaning none.
func sqlLimit(limit int) int64 {
	if limit < 0 {
		return math.MaxInt32
	}
	return int64(limit)
}

// Attempted implements practice.Store.
func (s *Store) Attempted(ctx context.Context, guildID, userID string) (map[string]bool, error) {
	ids, err := queryAll(ctx, s, "puzzles tried by user "+userID, func(r scanner) (string, error) {
		var id string
		return id, r.Scan(&id)
	}, s.queries["attempted"], guildID, userID)
	if err != nil {
		return nil, err
	}
	out := make(map[string]bool, len(ids))
	for _, id := range ids {
		out[id] = true
	}
	return out, nil
}

// Puzzles implements practice.Store.
func (s *Store) Puzzles(ctx context.Context) (map[string]*practice.PuzzleRecord, error) {
	ps, err := queryAll(ctx, s, "puzzle ratings", scanPuzzle, s.queries["puzzles"])
	if err != nil {
		return nil, err
	}
	out := make(map[string]*practice.PuzzleRecord, len(ps))
	for _, p := range ps {
		out[p.PuzzleID] = p
	}
	return out, nil
}

// Leaderboard implements practice.Store.
func (s *Store) Leaderboard(ctx context.Context, guildID string, order practice.Order, alive practice.Day, limit int) ([]*practice.Player, error) {
	what := "leaderboard of guild " + guildID
	switch order {
	case practice.ByStreak:
		return queryAll(ctx, s, what, scanPlayer, s.queries["boardStreak"], guildID, alive.String(), sqlLimit(limit))
	case practice.BySolved:
		return queryAll(ctx, s, what, scanPlayer, s.queries["boardSolved"], guildID, sqlLimit(limit))
	}
	return queryAll(ctx, s, what, scanPlayer, s.queries["boardRating"], guildID, sqlLimit(limit))
}

// Ahead implements practice.Store.
func (s *Store) Ahead(ctx context.Context, p *practice.Player, order practice.Order, alive practice.Day) (int, error) {
	var row *sql.Row
	switch order {
	case practice.ByStreak:
		row = s.db.QueryRowContext(ctx, s.queries["aheadStreak"], p.GuildID, alive.String(), int64(p.Streak), int64(p.Streak), int64(p.Best))
	case practice.BySolved:
		row = s.db.QueryRowContext(ctx, s.queries["aheadSolved"], p.GuildID, int64(p.Solved), int64(p.Solved), int64(p.Clean))
	default:
		row = s.db.QueryRowContext(ctx, s.queries["aheadRating"], p.GuildID, p.Rating.Rating)
	}
	var n int64
	if err := row.Scan(&n); err != nil {
		return 0, fmt.Errorf("%s: ranking user %s: %w", s.d.Name, p.UserID, err)
	}
	return int(n), nil
}

// Figures implements practice.Store.
func (s *Store) Figures(ctx context.Context, guildID, puzzleID string) (practice.Figures, error) {
	var f practice.Figures
	var tried, clean, solved int64
	if err := s.db.QueryRowContext(ctx, s.queries["figures"], guildID, puzzleID).Scan(&tried, &clean, &solved); err != nil {
		return f, fmt.Errorf("%s: figures of puzzle %s: %w", s.d.Name, puzzleID, err)
	}
	f.Tried, f.Clean, f.Solved = int(tried), int(clean), int(solved)
	wrong, err := queryAll(ctx, s, "wrong first moves at puzzle "+puzzleID, func(r scanner) (practice.MoveCount, error) {
		var m practice.MoveCount
		var n int64
		err := r.Scan(&m.Move, &n)
		m.Count = int(n)
		return m, err
	}, s.queries["wrongFirst"], guildID, puzzleID)
	if err != nil {
		return f, err
	}
	f.WrongFirst = wrong
	return f, nil
}

// Reset implements practice.Store.
func (s *Store) Reset(ctx context.Context, guildID, userID string) error {
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", s.d.Name, err)
	}
	defer tx.Rollback()
	for _, q := range []string{"resetAttempts", "resetPlayer"} {
		if _, err := tx.ExecContext(ctx, s.queries[q], guildID, userID); err != nil {
			return fmt.Errorf("%s: resetting user %s in guild %q: %w", s.d.Name, userID, guildID, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("%s: resetting user %s in guild %q: %w", s.d.Name, userID, guildID, err)
	}
	return nil
}

// RecordDaily implements practice.Dailies.
func (s *Store) RecordDaily(ctx context.Context, d *practice.Daily) error {
	if d == nil || d.GuildID == "" || d.Day.IsZero() || d.PuzzleID == "" {
		return fmt.Errorf("%s: a daily post needs a guild, a day and a puzzle", s.d.Name)
	}
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	if _, err := s.db.ExecContext(ctx, s.queries["recordDaily"], d.GuildID, d.Day.String(), d.PuzzleID, d.ChannelID, d.MessageID, d.ThreadID,
		unixNano(d.PostedAt), d.Answered); err != nil {
		return fmt.Errorf("%s: recording the daily of guild %s for %s: %w", s.d.Name, d.GuildID, d.Day, err)
	}
	return nil
}

// Dailies implements practice.Dailies.
func (s *Store) Dailies(ctx context.Context, guildID string, before practice.Day, limit int) ([]*practice.Daily, error) {
	what := "daily posts of guild " + guildID
	if before.IsZero() {
		return queryAll(ctx, s, what, scanDaily, s.queries["dailies"], guildID, sqlLimit(limit))
	}
	return queryAll(ctx, s, what, scanDaily, s.queries["dailiesBefore"], guildID, before.String(), sqlLimit(limit))
}

// ClaimAnswer implements practice.Dailies: one UPDATE that only one
// claimer can make change the row.
func (s *Store) ClaimAnswer(ctx context.Context, guildID string, day practice.Day) (bool, error) {
	done, err := s.write(ctx)
	if err != nil {
		return false, err
	}
	defer done()
	res, err := s.db.ExecContext(ctx, s.queries["claimAnswer"], guildID, day.String())
	if err != nil {
		return false, fmt.Errorf("%s: claiming the answer of guild %s for %s: %w", s.d.Name, guildID, day, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("%s: claiming the answer of guild %s for %s: %w", s.d.Name, guildID, day, err)
	}
	return n == 1, nil
}

// ReleaseAnswer implements practice.Dailies.
func (s *Store) ReleaseAnswer(ctx context.Context, guildID string, day practice.Day) error {
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	if _, err := s.db.ExecContext(ctx, s.queries["releaseAnswer"], guildID, day.String()); err != nil {
		return fmt.Errorf("%s: releasing the answer of guild %s for %s: %w", s.d.Name, guildID, day, err)
	}
	return nil
}
