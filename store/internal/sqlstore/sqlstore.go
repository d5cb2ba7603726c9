// Package sqlstore implements the stores that package commands declares
// over database/sql, for both SQL databases: store/sqlite and
// store/postgres give it their dialect and their migrations and add only
// what differs (opening, pragmas, locks).
package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/store/internal/rowcodec"
)

// Dialect is what differs between the SQL databases.
type Dialect struct {
	// Name prefixes error messages: "sqlite", "postgres".
	Name string
	// Dollar numbers the placeholders ($1, $2, ...) instead of "?".
	Dollar bool
	// IsUniqueViolation reports whether err is a unique-constraint failure.
	IsUniqueViolation func(error) bool
	// SerializeWrites makes the writers of one process take turns, in
	// the order they arrive, before they ask the database for its write
	// lock. SQLite has one writer at a time, and its busy handler makes the
	// others sleep and poll with growing back-off, which serves a burst of
	// writers unfairly (a few wait seconds); queued in the process they
	// wait only for the writes ahead of them. Writers in other processes
	// still meet the busy timeout.
	SerializeWrites bool
}

// Rebind returns q with its "?" placeholders in the dialect's form. The
// queries here have no "?" inside literals.
func (d Dialect) Rebind(q string) string {
	if !d.Dollar {
		return q
	}
	var b strings.Builder
	n := 0
	for i := 0; i < len(q); i++ {
		if q[i] == '?' {
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteByte(q[i])
	}
	return b.String()
}

// Store implements commands.GameStore, InteractionLog and GuildSettings.
type Store struct {
	db *sql.DB
	d  Dialect

	queries map[string]string

	gcMu   sync.Mutex
	lastGC time.Time

	// writer is the turn to write, with SerializeWrites: a channel of
	// one, whose blocked senders Go queues in arrival order.
	writer chan struct{}
}

// New returns a store over db, whose schema is up to date.
func New(db *sql.DB, d Dialect) *Store {
	s := &Store{db: db, d: d, queries: map[string]string{}}
	for k, q := range rawQueries {
		s.queries[k] = d.Rebind(q)
	}
	if d.SerializeWrites {
		s.writer = make(chan struct{}, 1)
	}
	return s
}

// write waits for this process's turn to write, with SerializeWrites, and
// returns the function that ends it.
func (s *Store) write(ctx context.Context) (func(), error) {
	if s.writer == nil {
		return func() {}, nil
	}
	select {
	case s.writer <- struct{}{}:
		return func() { <-s.writer }, nil
	case <-ctx.Done():
		return nil, fmt.Errorf("%s: waiting to write: %w", s.d.Name, ctx.Err())
	}
}

// recordInteraction records g's interaction as handled inside tx, and
// returns an error wrapping commands.ErrAlreadyHandled if it was before.
func (s *Store) recordInteraction(ctx context.Context, tx *sql.Tx, g *commands.GameRecord) error {
	res, err := tx.ExecContext(ctx, s.queries["claim"], g.Interaction, g.UpdatedAt.UnixNano())
	if err != nil {
		return fmt.Errorf("%s: recording interaction %s: %w", s.d.Name, g.Interaction, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("%s: recording interaction %s: %w", s.d.Name, g.Interaction, err)
	}
	if n == 0 {
		return fmt.Errorf("%s: interaction %s: %w", s.d.Name, g.Interaction, commands.ErrAlreadyHandled)
	}
	return nil
}

// execer is what a write runs on: the database, or a transaction.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// withInteraction runs fn on a transaction that also records g's
// interaction, or straight on the database when g has none. fn's error
// rolls the transaction back.
func (s *Store) withInteraction(ctx context.Context, g *commands.GameRecord, fn func(execer) error) error {
	if g.Interaction == "" {
		return fn(s.db)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", s.d.Name, err)
	}
	defer tx.Rollback()
	if err := s.recordInteraction(ctx, tx, g); err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("%s: committing game %s: %w", s.d.Name, g.ID, err)
	}
	return nil
}

const gameColumns = `id, guild_id, channel_id, status, active, meta, tree, tree_format, cursor, version, created_at, updated_at`

var rawQueries = map[string]string{
	"active": `SELECT ` + gameColumns + ` FROM games WHERE channel_id = ? AND active = TRUE`,
	"game":   `SELECT ` + gameColumns + ` FROM games WHERE id = ?`,
	"insert": `INSERT INTO games (` + gameColumns + `) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"update": `UPDATE games SET guild_id = ?, channel_id = ?, status = ?, active = ?, meta = ?, tree = ?, tree_format = ?, cursor = ?,
		version = version + 1, updated_at = ? WHERE id = ? AND version = ?`,
	"version": `SELECT version FROM games WHERE id = ?`,
	"claim":   `INSERT INTO interactions (id, claimed_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING`,
	"gc":      `DELETE FROM interactions WHERE claimed_at < ?`,
	"seen":    `SELECT 1 FROM interactions WHERE id = ?`,
	"puzzle":  `SELECT line, wrong, hints, solved, shown, updated_at FROM puzzle_progress WHERE user_id = ? AND puzzle_id = ?`,
	"savePuzzle": `INSERT INTO puzzle_progress (user_id, puzzle_id, line, wrong, hints, solved, shown, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (user_id, puzzle_id) DO UPDATE SET line = excluded.line, wrong = excluded.wrong, hints = excluded.hints,
		solved = excluded.solved, shown = excluded.shown, updated_at = excluded.updated_at`,
	"settings": `SELECT rules, size, komi, puzzle_channel, puzzle_hour FROM guild_settings WHERE guild_id = ?`,
	"saveSettings": `INSERT INTO guild_settings (guild_id, rules, size, komi, puzzle_channel, puzzle_hour) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (guild_id) DO UPDATE SET rules = excluded.rules, size = excluded.size, komi = excluded.komi,
		puzzle_channel = excluded.puzzle_channel, puzzle_hour = excluded.puzzle_hour`,
	"dailyGuilds":  `SELECT rules, size, komi, puzzle_channel, puzzle_hour, guild_id FROM guild_settings WHERE puzzle_channel <> '' ORDER BY guild_id`,
	"claimDaily":   `INSERT INTO daily_posts (guild_id, day, channel_id, claimed_at) VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, day) DO NOTHING`,
	"releaseDaily": `DELETE FROM daily_posts WHERE guild_id = ? AND day = ?`,
}

var (
	_ commands.GameStore      = (*Store)(nil)
	_ commands.InteractionLog = (*Store)(nil)
	_ commands.GuildSettings  = (*Store)(nil)
	_ commands.PuzzleStore    = (*Store)(nil)
	_ commands.DailyPosts     = (*Store)(nil)
)

// ActiveGame implements commands.GameStore.
func (s *Store) ActiveGame(ctx context.Context, channelID string) (*commands.GameRecord, error) {
	g, err := s.load(ctx, s.queries["active"], channelID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("%s: no active game in channel %s: %w", s.d.Name, channelID, commands.ErrNotFound)
	}
	return g, err
}

// Game implements commands.GameStore.
func (s *Store) Game(ctx context.Context, id string) (*commands.GameRecord, error) {
	g, err := s.load(ctx, s.queries["game"], id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("%s: game %s: %w", s.d.Name, id, commands.ErrNotFound)
	}
	return g, err
}

// load reads one game row. Columns are scanned as whatever the database
// holds and converted here, so that a row with a wrongly typed column
// still yields its id and channel with ErrCorrupt.
func (s *Store) load(ctx context.Context, q, arg string) (*commands.GameRecord, error) {
	var v [12]any
	ptrs := make([]any, len(v))
	for i := range v {
		ptrs[i] = &v[i]
	}
	if err := s.db.QueryRowContext(ctx, q, arg).Scan(ptrs...); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, err
		}
		return nil, fmt.Errorf("%s: reading game: %w", s.d.Name, err)
	}
	var c conv
	r := &rowcodec.Row{
		ID:         c.text(v[0], "id"),
		GuildID:    c.text(v[1], "guild_id"),
		ChannelID:  c.text(v[2], "channel_id"),
		Status:     c.text(v[3], "status"),
		Active:     c.boolean(v[4], "active"),
		Meta:       c.bytes(v[5], "meta"),
		Tree:       c.bytes(v[6], "tree"),
		TreeFormat: c.text(v[7], "tree_format"),
		Cursor:     c.text(v[8], "cursor"),
		Version:    c.integer(v[9], "version"),
		CreatedAt:  c.integer(v[10], "created_at"),
		UpdatedAt:  c.integer(v[11], "updated_at"),
	}
	g, err := rowcodec.Decode(r)
	if len(c.problems) > 0 {
		if g == nil {
			g = &commands.GameRecord{}
		}
		g.Game, g.Dead = nil, nil
		return g, fmt.Errorf("%s: game %s: %w: %w", s.d.Name, r.ID, commands.ErrCorrupt, errors.Join(append(c.problems, err)...))
	}
	if err != nil {
		return g, fmt.Errorf("%s: %w", s.d.Name, err)
	}
	return g, nil
}

// CreateGame implements commands.GameStore.
func (s *Store) CreateGame(ctx context.Context, g *commands.GameRecord) error {
	if g.ID == "" {
		return fmt.Errorf("%s: a new game needs an id", s.d.Name)
	}
	r, err := rowcodec.Encode(g)
	if err != nil {
		return fmt.Errorf("%s: %w", s.d.Name, err)
	}
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	var insertErr error
	err = s.withInteraction(ctx, g, func(e execer) error {
		_, insertErr = e.ExecContext(ctx, s.queries["insert"], r.ID, r.GuildID, r.ChannelID, r.Status, r.Active,
			nonNil(r.Meta), nonNil(r.Tree), r.TreeFormat, r.Cursor, int64(1), r.CreatedAt, r.UpdatedAt)
		return insertErr
	})
	done()
	if err != nil && err != insertErr {
		return err
	}
	// The transaction, if any, is over: what the insert's failure means
	// is asked outside it.
	if err != nil && s.d.IsUniqueViolation(err) {
		var v int64
		if s.db.QueryRowContext(ctx, s.queries["version"], g.ID).Scan(&v) == nil {
			return fmt.Errorf("%s: game %s exists already", s.d.Name, g.ID)
		}
		return fmt.Errorf("%s: channel %s: %w", s.d.Name, g.ChannelID, commands.ErrChannelBusy)
	}
	if err != nil {
		return fmt.Errorf("%s: creating game %s: %w", s.d.Name, g.ID, err)
	}
	g.Version = 1
	return nil
}

// SaveGame implements commands.GameStore: one UPDATE guarded by the
// version read, so that of two writers of one version exactly one wins.
func (s *Store) SaveGame(ctx context.Context, g *commands.GameRecord) error {
	r, err := rowcodec.Encode(g)
	if err != nil {
		return fmt.Errorf("%s: %w", s.d.Name, err)
	}
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	errStale := errors.New("stale")
	err = s.withInteraction(ctx, g, func(e execer) error {
		res, err := e.ExecContext(ctx, s.queries["update"], r.GuildID, r.ChannelID, r.Status, r.Active,
			nonNil(r.Meta), nonNil(r.Tree), r.TreeFormat, r.Cursor, r.UpdatedAt, r.ID, r.Version)
		if err != nil && s.d.IsUniqueViolation(err) {
			return fmt.Errorf("%s: channel %s: %w", s.d.Name, g.ChannelID, commands.ErrChannelBusy)
		}
		if err != nil {
			return fmt.Errorf("%s: saving game %s: %w", s.d.Name, g.ID, err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return fmt.Errorf("%s: saving game %s: %w", s.d.Name, g.ID, err)
		}
		if n != 1 {
			return errStale // rolls back the interaction's record too
		}
		return nil
	})
	done()
	if err == nil {
		g.Version++
		return nil
	}
	if err != errStale {
		return err
	}
	var v int64
	switch err := s.db.QueryRowContext(ctx, s.queries["version"], g.ID).Scan(&v); {
	case errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("%s: game %s: %w", s.d.Name, g.ID, commands.ErrNotFound)
	case err != nil:
		return fmt.Errorf("%s: game %s: version %d is stale: %w", s.d.Name, g.ID, g.Version, commands.ErrConflict)
	}
	return fmt.Errorf("%s: game %s is at version %d, not %d: %w", s.d.Name, g.ID, v, g.Version, commands.ErrConflict)
}

// gcInterval is how often a store deletes expired interaction ids.
const gcInterval = time.Minute

// Claim implements commands.InteractionLog: the id's primary key decides
// between concurrent claimers, in one process or many. Ids older than
// commands.InteractionRetention are deleted at most once a gcInterval.
func (s *Store) Claim(ctx context.Context, id string, at time.Time) (bool, error) {
	if id == "" {
		return false, fmt.Errorf("%s: claiming an empty interaction id", s.d.Name)
	}
	done, err := s.write(ctx)
	if err != nil {
		return false, err
	}
	defer done()
	s.gcMu.Lock()
	due := at.Sub(s.lastGC) >= gcInterval
	if due {
		s.lastGC = at
	}
	s.gcMu.Unlock()
	if due {
		if _, err := s.db.ExecContext(ctx, s.queries["gc"], at.Add(-commands.InteractionRetention).UnixNano()); err != nil {
			return false, fmt.Errorf("%s: forgetting old interactions: %w", s.d.Name, err)
		}
	}
	res, err := s.db.ExecContext(ctx, s.queries["claim"], id, at.UnixNano())
	if err != nil {
		return false, fmt.Errorf("%s: claiming interaction %s: %w", s.d.Name, id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("%s: claiming interaction %s: %w", s.d.Name, id, err)
	}
	return n == 1, nil
}

// Seen implements commands.InteractionLog.
func (s *Store) Seen(ctx context.Context, id string) (bool, error) {
	var one int
	switch err := s.db.QueryRowContext(ctx, s.queries["seen"], id).Scan(&one); {
	case errors.Is(err, sql.ErrNoRows):
		return false, nil
	case err != nil:
		return false, fmt.Errorf("%s: looking up interaction %s: %w", s.d.Name, id, err)
	}
	return true, nil
}

// Settings implements commands.GuildSettings.
func (s *Store) Settings(ctx context.Context, guildID string) (commands.Settings, error) {
	st := commands.Settings{GuildID: guildID}
	err := scanSettings(s.db.QueryRowContext(ctx, s.queries["settings"], guildID), &st)
	if errors.Is(err, sql.ErrNoRows) {
		return st, nil
	}
	if err != nil {
		return commands.Settings{GuildID: guildID}, fmt.Errorf("%s: settings of guild %s: %w", s.d.Name, guildID, err)
	}
	return st, nil
}

// scanSettings reads a row of rules, size, komi, puzzle_channel and
// puzzle_hour, then the extra columns, into st and extra.
func scanSettings(row interface{ Scan(...any) error }, st *commands.Settings, extra ...any) error {
	var komi sql.NullFloat64
	var size, hour int64
	if err := row.Scan(append([]any{&st.Rules, &size, &komi, &st.PuzzleChannel, &hour}, extra...)...); err != nil {
		return err
	}
	st.Size, st.PuzzleHour = int(size), int(hour)
	st.Komi = nil
	if komi.Valid {
		k := komi.Float64
		st.Komi = &k
	}
	return nil
}

// DailyGuilds returns the settings of every guild whose daily puzzle is
// posted, by guild id.
func (s *Store) DailyGuilds(ctx context.Context) ([]commands.Settings, error) {
	rows, err := s.db.QueryContext(ctx, s.queries["dailyGuilds"])
	if err != nil {
		return nil, fmt.Errorf("%s: guilds with a daily puzzle: %w", s.d.Name, err)
	}
	defer rows.Close()
	var out []commands.Settings
	for rows.Next() {
		var st commands.Settings
		if err := scanSettings(rows, &st, &st.GuildID); err != nil {
			return nil, fmt.Errorf("%s: guilds with a daily puzzle: %w", s.d.Name, err)
		}
		out = append(out, st)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("%s: guilds with a daily puzzle: %w", s.d.Name, err)
	}
	return out, nil
}

// ClaimDailyPost records that this process posts guildID's puzzle of day
// (YYYY-MM-DD) in channelID. It reports false if it was claimed before, by
// any process.
func (s *Store) ClaimDailyPost(ctx context.Context, guildID, day, channelID string, at time.Time) (bool, error) {
	done, err := s.write(ctx)
	if err != nil {
		return false, err
	}
	defer done()
	res, err := s.db.ExecContext(ctx, s.queries["claimDaily"], guildID, day, channelID, at.UnixNano())
	if err != nil {
		return false, fmt.Errorf("%s: claiming the daily post of guild %s for %s: %w", s.d.Name, guildID, day, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("%s: claiming the daily post of guild %s for %s: %w", s.d.Name, guildID, day, err)
	}
	return n == 1, nil
}

// ReleaseDailyPost forgets a claim whose post failed, so that a later
// attempt that day can post.
func (s *Store) ReleaseDailyPost(ctx context.Context, guildID, day string) error {
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	if _, err := s.db.ExecContext(ctx, s.queries["releaseDaily"], guildID, day); err != nil {
		return fmt.Errorf("%s: releasing the daily post of guild %s for %s: %w", s.d.Name, guildID, day, err)
	}
	return nil
}

// SaveSettings implements commands.GuildSettings.
func (s *Store) SaveSettings(ctx context.Context, st commands.Settings) error {
	if st.GuildID == "" {
		return fmt.Errorf("%s: settings need a guild id", s.d.Name)
	}
	var komi sql.NullFloat64
	if st.Komi != nil {
		komi = sql.NullFloat64{Float64: *st.Komi, Valid: true}
	}
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	if st.PuzzleHour < 0 || st.PuzzleHour > 23 {
		return fmt.Errorf("%s: settings of guild %s: puzzle hour %d is not 0 to 23", s.d.Name, st.GuildID, st.PuzzleHour)
	}
	if _, err := s.db.ExecContext(ctx, s.queries["saveSettings"], st.GuildID, st.Rules, int64(st.Size), komi, st.PuzzleChannel, int64(st.PuzzleHour)); err != nil {
		return fmt.Errorf("%s: saving settings of guild %s: %w", s.d.Name, st.GuildID, err)
	}
	return nil
}

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

// PuzzleProgress implements commands.PuzzleStore.
func (s *Store) PuzzleProgress(ctx context.Context, userID, puzzleID string) (*commands.PuzzleProgress, error) {
	p := &commands.PuzzleProgress{UserID: userID, PuzzleID: puzzleID}
	var line string
	var wrong, hints, at int64
	err := s.db.QueryRowContext(ctx, s.queries["puzzle"], userID, puzzleID).Scan(&line, &wrong, &hints, &p.Solved, &p.Shown, &at)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, fmt.Errorf("%s: no progress of user %s on puzzle %s: %w", s.d.Name, userID, puzzleID, commands.ErrNotFound)
	case err != nil:
		return nil, fmt.Errorf("%s: progress of user %s on puzzle %s: %w", s.d.Name, userID, puzzleID, err)
	}
	p.Line = strings.Fields(line)
	p.Wrong, p.Hints = int(wrong), int(hints)
	p.UpdatedAt = time.Unix(0, at).UTC()
	return p, nil
}

// SavePuzzleProgress implements commands.PuzzleStore.
func (s *Store) SavePuzzleProgress(ctx context.Context, p *commands.PuzzleProgress) error {
	if p == nil || p.UserID == "" || p.PuzzleID == "" {
		return fmt.Errorf("%s: puzzle progress needs a user and a puzzle", s.d.Name)
	}
	for _, v := range p.Line {
		if v == "" || strings.ContainsAny(v, " \t\n") {
			return fmt.Errorf("%s: puzzle progress: bad vertex %q", s.d.Name, v)
		}
	}
	done, err := s.write(ctx)
	if err != nil {
		return err
	}
	defer done()
	_, err = s.db.ExecContext(ctx, s.queries["savePuzzle"], p.UserID, p.PuzzleID, strings.Join(p.Line, " "),
		int64(p.Wrong), int64(p.Hints), p.Solved, p.Shown, p.UpdatedAt.UnixNano())
	if err != nil {
		return fmt.Errorf("%s: saving progress of user %s on puzzle %s: %w", s.d.Name, p.UserID, p.PuzzleID, err)
	}
	return nil
}
