// Package migrate applies embedded, numbered SQL migrations. Each file
// NNNN_name.sql runs once, in its own transaction, in order; the versions
// applied are kept in the table schema_migrations. A database with a
// version newer than the binary knows is refused rather than written to.
package migrate

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Migration is one numbered schema change.
type Migration struct {
	Version int
	Name    string
	SQL     string
}

// Load reads the migrations in dir of fsys: files named NNNN_name.sql,
// numbered from 1 without gaps.
func Load(fsys fs.FS, dir string) ([]Migration, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("migrate: %w", err)
	}
	var ms []Migration
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".sql") {
			continue
		}
		num, _, ok := strings.Cut(name, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v < 1 {
			return nil, fmt.Errorf("migrate: %s is not named NNNN_name.sql", name)
		}
		body, err := fs.ReadFile(fsys, path.Join(dir, name))
		if err != nil {
			return nil, fmt.Errorf("migrate: %w", err)
		}
		ms = append(ms, Migration{Version: v, Name: name, SQL: string(body)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].Version < ms[j].Version })
	for i, m := range ms {
		if m.Version != i+1 {
			return nil, fmt.Errorf("migrate: expected migration %d, found %s", i+1, m.Name)
		}
	}
	return ms, nil
}

// Locker serializes migrating processes: it runs inside the transaction
// of each step before anything is read (PostgreSQL takes an advisory lock;
// SQLite's immediate transactions lock the file already).
type Locker func(ctx context.Context, tx *sql.Tx) error

// Up applies the migrations the database lacks. Two processes starting at
// once apply each migration once: lock makes the second wait, and it then
// finds the version recorded.
func Up(ctx context.Context, db *sql.DB, ms []Migration, rebind func(string) string, lock Locker) error {
	if _, err := db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    INTEGER PRIMARY KEY,
		name       TEXT NOT NULL,
		applied_at BIGINT NOT NULL
	)`); err != nil {
		// Two PostgreSQL processes may race to create the table; the loser
		// sees a unique violation on the catalog and finds it made.
		if _, err2 := db.ExecContext(ctx, `SELECT 1 FROM schema_migrations LIMIT 1`); err2 != nil {
			return fmt.Errorf("migrate: creating schema_migrations: %w", err)
		}
	}
	for _, m := range ms {
		if err := step(ctx, db, m, len(ms), rebind, lock); err != nil {
			return err
		}
	}
	return nil
}

func step(ctx context.Context, db *sql.DB, m Migration, known int, rebind func(string) string, lock Locker) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer tx.Rollback()
	if lock != nil {
		if err := lock(ctx, tx); err != nil {
			return fmt.Errorf("migrate: locking: %w", err)
		}
	}
	var latest sql.NullInt64
	if err := tx.QueryRowContext(ctx, `SELECT MAX(version) FROM schema_migrations`).Scan(&latest); err != nil {
		return fmt.Errorf("migrate: reading the schema version: %w", err)
	}
	if latest.Int64 > int64(known) {
		return fmt.Errorf("migrate: the database is at schema version %d, newer than this gobot knows (%d); upgrade gobot", latest.Int64, known)
	}
	if latest.Int64 >= int64(m.Version) {
		return nil
	}
	if _, err := tx.ExecContext(ctx, m.SQL); err != nil {
		return fmt.Errorf("migrate: %s: %w", m.Name, err)
	}
	if _, err := tx.ExecContext(ctx, rebind(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`),
		m.Version, m.Name, time.Now().UnixNano()); err != nil {
		return fmt.Errorf("migrate: recording %s: %w", m.Name, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("migrate: committing %s: %w", m.Name, err)
	}
	return nil
}
