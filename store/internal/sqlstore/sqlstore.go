// Package sqlstore implements the stores that package match declares
// over database/sql, for both SQL databases: store/sqlite and
// store/postgres give it their dialect and their migrations and add only
// what differs (opening, pragmas, locks).
package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"strconv"
	"strings"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/internal/policy"
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
	// Now is an SQL expression for the database's current time in Unix
	// nanoseconds: handled interactions are stamped and expire on it.
	Now string
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

// Store implements match.GameStore, InteractionLog, GuildSettings,
// DailyPosts, UserPrefs and Deadlines, and practice.Store and Dailies.
type Store struct {
	db *sql.DB
	d  Dialect

	queries map[string]string
	log     *slog.Logger

	gc policy.Pacer // paces forget

	// writer is the turn to write, with SerializeWrites: a channel of
	// one, whose blocked senders Go queues in arrival order.
	writer chan struct{}
}

// New returns a store over db, whose schema is up to date.
func New(db *sql.DB, d Dialect, opts ...Option) *Store {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	if o.logger == nil {
		o.logger = slog.Default()
	}
	s := &Store{db: db, d: d, queries: map[string]string{}, log: o.logger}
	for _, qs := range []map[string]string{rawQueries, practiceQueries, libraryQueries} {
		for k, q := range qs {
			s.queries[k] = d.Rebind(strings.ReplaceAll(q, "{now}", "("+d.Now+")"))
		}
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

// clubColumns are a guild's settings for its games' clocks and their
// analysis (migration 0006), read after the others by scanSettings.
const clubColumns = `clock, move_limit, challenge_expiry, live_analysis`

const gameColumns = `id, guild_id, channel_id, status, active, meta, tree, tree_format, cursor, version, created_at, updated_at, deadline`

var rawQueries = map[string]string{
	"active": `SELECT ` + gameColumns + ` FROM games WHERE channel_id = ? AND active = TRUE`,
	"game":   `SELECT ` + gameColumns + ` FROM games WHERE id = ?`,
	// lastFinished is served by the index games_channel_status
	// (migration 0004).
	"lastFinished": `SELECT ` + gameColumns + ` FROM games WHERE channel_id = ? AND status = ?
		ORDER BY updated_at DESC, created_at DESC, id DESC LIMIT 1`,
	"gameAt": `SELECT ` + gameColumns + ` FROM games WHERE id = ? AND version = ?`,
	"insert": `INSERT INTO games (` + gameColumns + `) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
	"update": `UPDATE games SET guild_id = ?, channel_id = ?, status = ?, active = ?, meta = ?, tree = ?, tree_format = ?, cursor = ?,
		version = version + 1, updated_at = ?, deadline = ? WHERE id = ? AND version = ?`,
	// due is served by the partial index games_deadline (migration 0006).
	"due": `SELECT id, channel_id, deadline FROM games WHERE active = TRUE AND deadline > 0 AND deadline <= ?
		ORDER BY deadline, id LIMIT ?`,
	// updateStatus ends a game whose row does not decode: see SaveGame.
	"updateStatus": `UPDATE games SET status = ?, active = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?`,
	"version":      `SELECT version FROM games WHERE id = ?`,
	"claim":        `INSERT INTO interactions (id, claimed_at) VALUES (?, {now}) ON CONFLICT (id) DO NOTHING`,
	"refuse":       `INSERT INTO interactions (id, claimed_at, refusal) VALUES (?, {now}, ?) ON CONFLICT (id) DO NOTHING`,
	"refusal":      `SELECT refusal FROM interactions WHERE id = ?`,
	"gc":           `DELETE FROM interactions WHERE claimed_at < {now} - ?`,
	"seen":         `SELECT 1 FROM interactions WHERE id = ?`,
	"settings":     `SELECT rules, size, komi, puzzle_channel, puzzle_hour, puzzle_zone, ` + clubColumns + ` FROM guild_settings WHERE guild_id = ?`,
	"saveSettings": `INSERT INTO guild_settings (guild_id, rules, size, komi, puzzle_channel, puzzle_hour, puzzle_zone, ` + clubColumns + `) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (guild_id) DO UPDATE SET rules = excluded.rules, size = excluded.size, komi = excluded.komi,
		puzzle_channel = excluded.puzzle_channel, puzzle_hour = excluded.puzzle_hour, puzzle_zone = excluded.puzzle_zone,
		clock = excluded.clock, move_limit = excluded.move_limit, challenge_expiry = excluded.challenge_expiry, live_analysis = excluded.live_analysis`,
	"dailyGuilds":  `SELECT guild_id, rules, size, komi, puzzle_channel, puzzle_hour, puzzle_zone, ` + clubColumns + ` FROM guild_settings WHERE puzzle_channel <> '' ORDER BY guild_id`,
	"claimDaily":   `INSERT INTO daily_posts (guild_id, day, channel_id, claimed_at) VALUES (?, ?, ?, ?) ON CONFLICT (guild_id, day) DO NOTHING`,
	"releaseDaily": `DELETE FROM daily_posts WHERE guild_id = ? AND day = ?`,
	"pruneDaily":   `DELETE FROM daily_posts WHERE guild_id = ? AND day < ?`,
	"prefs":        `SELECT theme, coordinates, turn_mention FROM user_prefs WHERE user_id = ?`,
	"savePrefs": `INSERT INTO user_prefs (user_id, theme, coordinates, turn_mention) VALUES (?, ?, ?, ?)
		ON CONFLICT (user_id) DO UPDATE SET theme = excluded.theme, coordinates = excluded.coordinates, turn_mention = excluded.turn_mention`,
}

var (
	_ match.GameStore      = (*Store)(nil)
	_ match.InteractionLog = (*Store)(nil)
	_ match.GuildSettings  = (*Store)(nil)
	_ match.DailyPosts     = (*Store)(nil)
	_ match.UserPrefs      = (*Store)(nil)
	_ match.Deadlines      = (*Store)(nil)
)

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}
