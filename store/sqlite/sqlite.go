// Package sqlite is the embedded durable store: one SQLite file through the
// pure-Go driver modernc.org/sqlite, in WAL mode with synchronous=FULL, so
// that a save that returns is on disk before the reply announcing it is
// sent. The embedded migrations run when the store opens.
//
// Several goroutines (and several processes on one machine) may share the
// file: writers wait for each other up to BusyTimeout, and a game's version
// column makes a save apply only to the version it was read from.
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/internal/migrate"
	"github.com/gobot-baduk/gobot/store/internal/sqlstore"
)

// BusyTimeout is how long a writer waits for another writer's lock before
// its statement fails.
const BusyTimeout = 10 * time.Second

//go:embed migrations/*.sql
var migrationFS embed.FS

// Store keeps games, handled interactions, guild settings, the daily-puzzle
// community's records, daily post claims and user preferences in a SQLite
// file. It is safe for concurrent use.
type Store struct {
	*sqlstore.Store
	db *sql.DB
}

var (
	_ match.GameStore      = (*Store)(nil)
	_ match.InteractionLog = (*Store)(nil)
	_ match.GuildSettings  = (*Store)(nil)
	_ match.DailyPosts     = (*Store)(nil)
	_ match.UserPrefs      = (*Store)(nil)
	_ match.Deadlines      = (*Store)(nil)
)

// Open opens (creating it and its directory if needed) the database file
// at path and brings its schema up to date.
func Open(ctx context.Context, path string, opts ...Option) (*Store, error) {
	if path == "" {
		return nil, errors.New("sqlite: no database path (GOBOT_DB)")
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return nil, fmt.Errorf("sqlite: creating the database directory: %w", err)
		}
	}
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", BusyTimeout.Milliseconds()))
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(FULL)")
	q.Add("_pragma", "foreign_keys(ON)")
	// Transactions take the write lock when they begin, so that two
	// writers never both read and then fail to upgrade their locks.
	q.Set("_txlock", "immediate")
	// The driver hands SQLite a file: URI, in which '?' and '#' would end
	// the path: escape them (and '%').
	esc := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(path)
	dsn := "file:" + esc + "?" + q.Encode()
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("sqlite: opening %s: %w", path, err)
	}
	if err := check(ctx, db); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite: %s: %w", path, err)
	}
	ms, err := migrate.Load(migrationFS, "migrations")
	if err != nil {
		db.Close()
		return nil, err
	}
	d := sqlstore.Dialect{Name: "sqlite", IsUniqueViolation: isUniqueViolation, SerializeWrites: true,
		// unixepoch('subsec') has milliseconds, plenty for a retention
		// of minutes.
		Now: `CAST(unixepoch('subsec') * 1000000000 AS INTEGER)`}
	if err := migrate.Up(ctx, db, ms, d.Rebind, nil); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlite: %s: %w", path, err)
	}
	return &Store{Store: sqlstore.New(db, d, opts...), db: db}, nil
}

// check confirms that the pragmas took: a file system without shared
// memory cannot do WAL, and the store would then not be what it claims.
func check(ctx context.Context, db *sql.DB) error {
	var mode string
	if err := db.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode); err != nil {
		return fmt.Errorf("reading the journal mode: %w", err)
	}
	if mode != "wal" {
		return fmt.Errorf("journal mode is %q, not wal", mode)
	}
	var sync int
	if err := db.QueryRowContext(ctx, "PRAGMA synchronous").Scan(&sync); err != nil {
		return fmt.Errorf("reading the synchronous setting: %w", err)
	}
	if sync != 2 {
		return fmt.Errorf("synchronous is %d, not FULL (2)", sync)
	}
	return nil
}

func isUniqueViolation(err error) bool {
	var e *sqlite.Error
	if !errors.As(err, &e) {
		return false
	}
	return e.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE || e.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
}

// Option is an optional setting of Open; both SQL stores take the same.
type Option = sqlstore.Option

// WithLogger makes the store log what it skips (a settings row it cannot
// read) or fails to tidy (expired interaction ids) to l; the default is
// slog.Default().
func WithLogger(l *slog.Logger) Option { return sqlstore.WithLogger(l) }

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// DB returns the database handle, for tests and tools that inspect rows.
func (s *Store) DB() *sql.DB { return s.db }
