// Package postgres is the shared durable store: several gobot processes
// (gateway shards, HTTP workers behind a load balancer) keep their games in
// one PostgreSQL database through github.com/jackc/pgx/v5. A game's version
// column makes a save apply only to the version it was read from, and a
// partial unique index keeps one active game per channel; the embedded
// migrations run when the store opens, under an advisory lock so that
// processes starting together apply each once. Every connection commits
// with synchronous_commit on (or stronger), so that a save that returns is
// on the server's disk.
package postgres

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/stdlib"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/internal/migrate"
	"github.com/gobot-baduk/gobot/store/internal/sqlstore"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// migrationLock is the advisory lock key that migrating processes share
// (the bytes of "gobot mig").
const migrationLock = 0x676f626f746d6967

// Store keeps games, handled interactions, guild settings, the daily-puzzle
// community's records, daily post claims and user preferences in
// PostgreSQL. It is safe for concurrent use.
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

// Open connects to the database at url (postgres://...; a search_path
// parameter selects the schema) and brings its schema up to date.
func Open(ctx context.Context, url string, opts ...Option) (*Store, error) {
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("postgres: %w", err)
	}
	db := stdlib.OpenDB(*cfg, stdlib.OptionAfterConnect(durable))
	db.SetMaxOpenConns(16)
	db.SetMaxIdleConns(4)
	db.SetConnMaxIdleTime(5 * time.Minute)
	// The ping opens the first connection, so a server that keeps
	// synchronous_commit off (see durable) is refused here.
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("postgres: connecting to %s:%d: %w", cfg.Host, cfg.Port, err)
	}
	ms, err := migrate.Load(migrationFS, "migrations")
	if err != nil {
		db.Close()
		return nil, err
	}
	d := sqlstore.Dialect{Name: "postgres", Dollar: true, IsUniqueViolation: isUniqueViolation,
		// The server's clock, shared by every gobot process.
		Now: `CAST(EXTRACT(EPOCH FROM now()) * 1000000000 AS BIGINT)`}
	lock := func(ctx context.Context, tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(migrationLock))
		return err
	}
	if err := migrate.Up(ctx, db, ms, d.Rebind, lock); err != nil {
		db.Close()
		return nil, fmt.Errorf("postgres: %w", err)
	}
	return &Store{Store: sqlstore.New(db, d, opts...), db: db}, nil
}

// durable makes a new connection's commits wait for the WAL flush: with
// synchronous_commit off, which a server, database, role or the URL's
// options may set, a commit returns before it is on disk, and a crash of
// the server could lose a move whose reply was already sent. Stronger
// settings (remote_apply and the like) are kept. Every connection of the
// pool runs it, before its first use.
func durable(ctx context.Context, c *pgx.Conn) error {
	var v string
	err := c.QueryRow(ctx, `SELECT CASE current_setting('synchronous_commit') WHEN 'off'
		THEN set_config('synchronous_commit', 'on', false) ELSE current_setting('synchronous_commit') END`).Scan(&v)
	if err != nil {
		return fmt.Errorf("postgres: setting synchronous_commit: %w", err)
	}
	if v == "off" {
		return errors.New("postgres: synchronous_commit stays off")
	}
	return nil
}

func isUniqueViolation(err error) bool {
	var e *pgconn.PgError
	return errors.As(err, &e) && e.Code == "23505"
}

// Option is an optional setting of Open; both SQL stores take the same.
type Option = sqlstore.Option

// WithLogger makes the store log what it skips (a settings row it cannot
// read) or fails to tidy (expired interaction ids) to l; the default is
// slog.Default().
func WithLogger(l *slog.Logger) Option { return sqlstore.WithLogger(l) }

// Close closes the connection pool.
func (s *Store) Close() error { return s.db.Close() }

// DB returns the database handle, for tests and tools that inspect rows.
func (s *Store) DB() *sql.DB { return s.db }
