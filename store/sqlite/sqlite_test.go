package sqlite_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/sqlite"
	"github.com/gobot-baduk/gobot/store/storetest"
)

// subject opens a store in a new file of the test's temporary directory.
func subject(t *testing.T) *storetest.Subject {
	path := filepath.Join(t.TempDir(), "sub", "gobot.db")
	s, err := sqlite.Open(context.Background(), path, sqlite.WithLogger(storetest.Logger(t)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	sub := &storetest.Subject{Stores: storetest.Stores{Stores: stores(s), Practice: s, Dailies: s}}
	sub.SQLHooks(s.DB(), func(int) string { return "?" })
	sub.Reopen = func(t *testing.T) storetest.Stores {
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		s2, err := sqlite.Open(context.Background(), path, sqlite.WithLogger(storetest.Logger(t)))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s2.Close() })
		return storetest.Stores{Stores: stores(s2), Practice: s2, Dailies: s2}
	}
	return sub
}

func stores(s *sqlite.Store) match.Stores {
	return match.Stores{Games: s, Interactions: s, Guilds: s, Daily: s, Prefs: s, Deadlines: s}
}

func TestConformance(t *testing.T) { storetest.Run(t, subject) }

func BenchmarkMoves(b *testing.B) {
	for _, par := range []int{1, 8} {
		b.Run(fmt.Sprintf("parallel=%d", par), func(b *testing.B) {
			s, err := sqlite.Open(context.Background(), filepath.Join(b.TempDir(), "bench.db"))
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			storetest.BenchmarkMoves(b, stores(s), par)
		})
	}
}

func BenchmarkIdleGames(b *testing.B) {
	storetest.BenchmarkIdleGames(b, func(b *testing.B) match.Stores {
		s, err := sqlite.Open(context.Background(), filepath.Join(b.TempDir(), "idle.db"))
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { s.Close() })
		return stores(s)
	})
}

// TestMigrations checks that opening twice applies each migration once and
// that a database from a newer gobot, or one to which a migration was
// applied whose text has changed since, is refused rather than written to.
func TestMigrations(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "m.db")
	for i := 0; i < 2; i++ {
		s, err := sqlite.Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		var n, dup int
		if err := s.DB().QueryRowContext(ctx, `SELECT COUNT(*), COUNT(*) - COUNT(DISTINCT version) FROM schema_migrations`).Scan(&n, &dup); err != nil {
			t.Fatal(err)
		}
		if n == 0 || dup != 0 {
			t.Errorf("open %d: %d migrations recorded, %d twice", i+1, n, dup)
		}
		var mode string
		s.DB().QueryRowContext(ctx, `PRAGMA journal_mode`).Scan(&mode)
		if mode != "wal" {
			t.Errorf("journal mode %q, want wal", mode)
		}
		if i == 1 {
			if _, err := s.DB().ExecContext(ctx, `INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', 0)`); err != nil {
				t.Fatal(err)
			}
		}
		s.Close()
	}
	if _, err := sqlite.Open(ctx, path); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Errorf("opening a database from a newer gobot: %v, want a refusal", err)
	}
	// A migration applied with another text is refused too.
	path = filepath.Join(t.TempDir(), "edited.db")
	s, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.DB().ExecContext(ctx, `UPDATE schema_migrations SET checksum = 'edited' WHERE version = 1`); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := sqlite.Open(ctx, path); err == nil || !strings.Contains(err.Error(), "0001_init.sql") || !strings.Contains(err.Error(), "must not change") {
		t.Errorf("opening a database whose migration 1 changed: %v, want a refusal naming it", err)
	}
}

// TestPathCharacters opens files whose names hold the characters that end
// a path in a file: URI, and checks that each lands at its own path.
func TestPathCharacters(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a#1.db", "a?b.db", "100%.db", "a.db"} {
		path := filepath.Join(dir, name)
		s, err := sqlite.Open(context.Background(), path, sqlite.WithLogger(storetest.Logger(t)))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		s.Close()
		if _, err := os.Stat(path); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	entries, _ := os.ReadDir(dir)
	var dbs int
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".db") {
			dbs++
		}
	}
	if dbs != 4 {
		t.Errorf("%d database files in %s, want 4", dbs, dir)
	}
}

// TestLogger checks that WithLogger reaches the store.
func TestLogger(t *testing.T) {
	var logs bytes.Buffer
	s, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "gobot.db"), sqlite.WithLogger(slog.New(slog.NewTextHandler(&logs, nil))))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	sub := &storetest.Subject{Stores: storetest.Stores{Stores: stores(s), Practice: s, Dailies: s}}
	sub.SQLHooks(s.DB(), func(int) string { return "?" })
	storetest.CheckLogged(t, sub, &logs)
}
