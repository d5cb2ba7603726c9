// Package migrate applies embedded, numbered SQL migrations. Each file
// NNNN_name.sql runs once, in its own transaction, in order; the versions
// applied are kept in the table schema_migrations with the SHA-256 of each
// migration's text. A database with a version newer than the binary knows
// is refused rather than written to, and so is one to which a migration was
// applied whose text this binary has in another form: migrations are
// append-only, and an edited one would leave databases that ran the old
// text different from those that run the new.
package migrate

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
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

// Checksum is the SHA-256 of m's text, in hex, as schema_migrations keeps
// it.
func (m Migration) Checksum() string {
	h := sha256.Sum256([]byte(m.SQL))
	return hex.EncodeToString(h[:])
}

// ErrChanged is a database to which a migration was applied whose text
// has changed since.
var ErrChanged = errors.New("migrate: an applied migration has changed")

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

// Up applies the migrations the database lacks, after checking the ones
// it has: it returns an error wrapping ErrChanged, and changes nothing, if
// one of them was applied with another text. Two processes starting at
// once apply each migration once: lock makes the second wait, and it then
// finds the version recorded.
func Up(ctx context.Context, db *sql.DB, ms []Migration, rebind func(string) string, lock Locker) error {
	if _, err := db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    INTEGER PRIMARY KEY,
		name       TEXT NOT NULL,
		applied_at BIGINT NOT NULL,
		checksum   TEXT
	)`); err != nil {
		// Two PostgreSQL processes may race to create the table; the loser
		// sees a unique violation on the catalog and finds it made.
		if _, err2 := db.ExecContext(ctx, `SELECT 1 FROM schema_migrations LIMIT 1`); err2 != nil {
			return fmt.Errorf("migrate: creating schema_migrations: %w", err)
		}
	}
	if err := verify(ctx, db, ms, rebind, lock); err != nil {
		return err
	}
	for _, m := range ms {
		if err := step(ctx, db, m, len(ms), rebind, lock); err != nil {
			return err
		}
	}
	return nil
}

// begin starts a transaction and takes lock in it, if any. On an error
// nothing is left open.
func begin(ctx context.Context, db *sql.DB, lock Locker) (*sql.Tx, error) {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("migrate: %w", err)
	}
	if lock != nil {
		if err := lock(ctx, tx); err != nil {
			tx.Rollback()
			return nil, fmt.Errorf("migrate: locking: %w", err)
		}
	}
	return tx, nil
}

func step(ctx context.Context, db *sql.DB, m Migration, known int, rebind func(string) string, lock Locker) error {
	tx, err := begin(ctx, db, lock)
	if err != nil {
		return err
	}
	defer tx.Rollback()
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
	if _, err := tx.ExecContext(ctx, rebind(`INSERT INTO schema_migrations (version, name, applied_at, checksum) VALUES (?, ?, ?, ?)`),
		m.Version, m.Name, time.Now().UnixNano(), m.Checksum()); err != nil {
		return fmt.Errorf("migrate: recording %s: %w", m.Name, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("migrate: committing %s: %w", m.Name, err)
	}
	return nil
}

// verify checks, under lock, the checksums of the migrations applied to the
// database against ms. A schema_migrations made before checksums were kept
// gets the column, and its rows get the checksums of ms: the texts then
// applied are taken to be these (trust on first use), and any later edit is
// caught.
func verify(ctx context.Context, db *sql.DB, ms []Migration, rebind func(string) string, lock Locker) error {
	tx, err := begin(ctx, db, lock)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	// Probe for the column inside a savepoint: a failed statement would
	// abort a PostgreSQL transaction.
	if _, err := tx.ExecContext(ctx, `SAVEPOINT probe`); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `SELECT checksum FROM schema_migrations WHERE 1 = 0`); err != nil {
		if _, err := tx.ExecContext(ctx, `ROLLBACK TO SAVEPOINT probe`); err != nil {
			return fmt.Errorf("migrate: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `ALTER TABLE schema_migrations ADD COLUMN checksum TEXT`); err != nil {
			return fmt.Errorf("migrate: adding checksums to schema_migrations: %w", err)
		}
	}
	if _, err := tx.ExecContext(ctx, `RELEASE SAVEPOINT probe`); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	type applied struct {
		version        int
		name, checksum string
	}
	rows, err := tx.QueryContext(ctx, `SELECT version, name, COALESCE(checksum, '') FROM schema_migrations ORDER BY version`)
	if err != nil {
		return fmt.Errorf("migrate: reading schema_migrations: %w", err)
	}
	var done []applied
	for rows.Next() {
		var a applied
		if err := rows.Scan(&a.version, &a.name, &a.checksum); err != nil {
			rows.Close()
			return fmt.Errorf("migrate: reading schema_migrations: %w", err)
		}
		done = append(done, a)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("migrate: reading schema_migrations: %w", err)
	}
	var changed []error
	for _, a := range done {
		if a.version < 1 || a.version > len(ms) {
			continue // newer than this binary: step refuses it
		}
		m := ms[a.version-1]
		switch a.checksum {
		case m.Checksum():
		case "":
			if _, err := tx.ExecContext(ctx, rebind(`UPDATE schema_migrations SET checksum = ? WHERE version = ?`), m.Checksum(), a.version); err != nil {
				return fmt.Errorf("migrate: recording the checksum of %s: %w", m.Name, err)
			}
		default:
			changed = append(changed, fmt.Errorf("migration %d was applied as %s with SHA-256 %s, but this gobot's %s has %s", a.version, a.name, a.checksum, m.Name, m.Checksum()))
		}
	}
	if len(changed) > 0 {
		return fmt.Errorf("%w: %w; a migration must not change once released: restore its text and put the change in a new migration", ErrChanged, errors.Join(changed...))
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("migrate: recording checksums: %w", err)
	}
	return nil
}
