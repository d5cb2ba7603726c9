package migrate_test

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx"
	_ "modernc.org/sqlite"             // registers "sqlite"

	"github.com/gobot-baduk/gobot/store/internal/migrate"
	"github.com/gobot-baduk/gobot/store/storetest"
)

// database is one kind of database to migrate.
type database struct {
	name   string
	open   func(t *testing.T) *sql.DB
	rebind func(string) string
	lock   migrate.Locker
}

func databases() []database {
	return []database{
		{
			name: "sqlite",
			open: func(t *testing.T) *sql.DB {
				db, err := sql.Open("sqlite", "file:"+filepath.Join(t.TempDir(), "m.db")+"?_txlock=immediate")
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { db.Close() })
				return db
			},
			rebind: func(q string) string { return q },
		},
		{
			name: "postgres",
			open: func(t *testing.T) *sql.DB {
				db, err := sql.Open("pgx", storetest.PostgresURL(t))
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { db.Close() })
				return db
			},
			rebind: func(q string) string {
				for i := 1; strings.Contains(q, "?"); i++ {
					q = strings.Replace(q, "?", "$"+strconv.Itoa(i), 1)
				}
				return q
			},
			lock: func(ctx context.Context, tx *sql.Tx) error {
				_, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock(42)`)
				return err
			},
		},
	}
}

func load(t *testing.T, files map[string]string) []migrate.Migration {
	t.Helper()
	fsys := fstest.MapFS{}
	for name, text := range files {
		fsys["m/"+name] = &fstest.MapFile{Data: []byte(text)}
	}
	ms, err := migrate.Load(fsys, "m")
	if err != nil {
		t.Fatal(err)
	}
	return ms
}

var v1 = map[string]string{
	"0001_a.sql": "CREATE TABLE a (x INTEGER);",
	"0002_b.sql": "CREATE TABLE b (y INTEGER);",
}

// TestChecksums: each applied migration's checksum is recorded; a database
// is refused, unchanged, once the text of a migration applied to it
// changes, even by a comment; adding a migration is fine.
func TestChecksums(t *testing.T) {
	for _, d := range databases() {
		t.Run(d.name, func(t *testing.T) {
			ctx := context.Background()
			db := d.open(t)
			ms := load(t, v1)
			for i := 0; i < 2; i++ {
				if err := migrate.Up(ctx, db, ms, d.rebind, d.lock); err != nil {
					t.Fatalf("Up %d: %v", i+1, err)
				}
			}
			for _, m := range ms {
				var sum string
				if err := db.QueryRowContext(ctx, d.rebind(`SELECT checksum FROM schema_migrations WHERE version = ?`), m.Version).Scan(&sum); err != nil {
					t.Fatal(err)
				}
				if sum != m.Checksum() || len(sum) != 64 {
					t.Errorf("%s: checksum %q recorded, want %q", m.Name, sum, m.Checksum())
				}
			}
			edited := load(t, map[string]string{
				"0001_a.sql": "-- a harmless comment\nCREATE TABLE a (x INTEGER);",
				"0002_b.sql": v1["0002_b.sql"],
				"0003_c.sql": "CREATE TABLE c (z INTEGER);",
			})
			err := migrate.Up(ctx, db, edited, d.rebind, d.lock)
			if !errors.Is(err, migrate.ErrChanged) || !strings.Contains(err.Error(), "0001_a.sql") {
				t.Fatalf("Up after editing 0001: %v, want ErrChanged naming 0001_a.sql", err)
			}
			if _, err := db.ExecContext(ctx, `SELECT z FROM c`); err == nil {
				t.Error("the refused Up applied 0003")
			}
			added := load(t, map[string]string{
				"0001_a.sql": v1["0001_a.sql"],
				"0002_b.sql": v1["0002_b.sql"],
				"0003_c.sql": "CREATE TABLE c (z INTEGER);",
			})
			if err := migrate.Up(ctx, db, added, d.rebind, d.lock); err != nil {
				t.Fatalf("Up with a migration added: %v", err)
			}
			if _, err := db.ExecContext(ctx, `SELECT z FROM c`); err != nil {
				t.Errorf("0003 was not applied: %v", err)
			}
		})
	}
}

// TestChecksumsAdded: a database migrated before checksums were kept gets
// them, from the texts this binary has, and an edit is caught from then on.
func TestChecksumsAdded(t *testing.T) {
	for _, d := range databases() {
		t.Run(d.name, func(t *testing.T) {
			ctx := context.Background()
			db := d.open(t)
			for _, q := range []string{
				`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`,
				v1["0001_a.sql"],
				`INSERT INTO schema_migrations (version, name, applied_at) VALUES (1, '0001_a.sql', 0)`,
			} {
				if _, err := db.ExecContext(ctx, q); err != nil {
					t.Fatal(err)
				}
			}
			ms := load(t, v1)
			if err := migrate.Up(ctx, db, ms, d.rebind, d.lock); err != nil {
				t.Fatalf("Up on a database without checksums: %v", err)
			}
			rows, err := db.QueryContext(ctx, `SELECT version, checksum FROM schema_migrations ORDER BY version`)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			n := 0
			for rows.Next() {
				var v int
				var sum sql.NullString
				if err := rows.Scan(&v, &sum); err != nil {
					t.Fatal(err)
				}
				if sum.String != ms[v-1].Checksum() {
					t.Errorf("version %d: checksum %q, want %q", v, sum.String, ms[v-1].Checksum())
				}
				n++
			}
			if n != 2 {
				t.Errorf("%d migrations recorded, want 2", n)
			}
			edited := load(t, map[string]string{"0001_a.sql": v1["0001_a.sql"], "0002_b.sql": "CREATE TABLE b (y TEXT);"})
			if err := migrate.Up(ctx, db, edited, d.rebind, d.lock); !errors.Is(err, migrate.ErrChanged) {
				t.Errorf("Up after editing 0002: %v, want ErrChanged", err)
			}
		})
	}
}
