package postgres_test

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/postgres"
	"github.com/gobot-baduk/gobot/store/storetest"
)

func subject(t *testing.T) *storetest.Subject {
	u := storetest.PostgresURL(t)
	s, err := postgres.Open(context.Background(), u, postgres.WithLogger(storetest.Logger(t)))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	sub := &storetest.Subject{Stores: storetest.Stores{Stores: stores(s), Practice: s, Dailies: s}}
	sub.SQLHooks(s.DB(), func(n int) string { return fmt.Sprintf("$%d", n) })
	sub.Reopen = func(t *testing.T) storetest.Stores {
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		s2, err := postgres.Open(context.Background(), u, postgres.WithLogger(storetest.Logger(t)))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s2.Close() })
		return storetest.Stores{Stores: stores(s2), Practice: s2, Dailies: s2}
	}
	return sub
}

func stores(s *postgres.Store) match.Stores {
	return match.Stores{Games: s, Interactions: s, Guilds: s, Daily: s, Prefs: s, Deadlines: s}
}

func TestConformance(t *testing.T) { storetest.Run(t, subject) }

func BenchmarkMoves(b *testing.B) {
	for _, par := range []int{1, 8} {
		b.Run(fmt.Sprintf("parallel=%d", par), func(b *testing.B) {
			s, err := postgres.Open(context.Background(), storetest.PostgresURL(b))
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			storetest.BenchmarkMoves(b, stores(s), par)
		})
	}
}

// TestConcurrentMigrations opens several stores at once on an empty schema,
// as processes starting together do: each migration is applied once and
// every store opens.
func TestConcurrentMigrations(t *testing.T) {
	u := storetest.PostgresURL(t)
	ctx := context.Background()
	const n = 4
	errs := make(chan error, n)
	for i := 0; i < n; i++ {
		go func() {
			s, err := postgres.Open(ctx, u)
			if err == nil {
				s.Close()
			}
			errs <- err
		}()
	}
	for i := 0; i < n; i++ {
		if err := <-errs; err != nil {
			t.Errorf("open %d: %v", i, err)
		}
	}
	s, err := postgres.Open(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var count, distinct int
	if err := s.DB().QueryRowContext(ctx, `SELECT COUNT(*), COUNT(DISTINCT version) FROM schema_migrations`).Scan(&count, &distinct); err != nil {
		t.Fatal(err)
	}
	if count == 0 || count != distinct {
		t.Errorf("%d migrations recorded for %d versions", count, distinct)
	}
}

// TestMigrations checks that a database from a newer gobot, or one to
// which a migration was applied whose text has changed since, is refused
// with a clear error.
func TestMigrations(t *testing.T) {
	u := storetest.PostgresURL(t)
	ctx := context.Background()
	s, err := postgres.Open(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.DB().ExecContext(ctx, `UPDATE schema_migrations SET checksum = 'edited' WHERE version = 2`); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := postgres.Open(ctx, u); err == nil || !strings.Contains(err.Error(), "0002_puzzle_progress.sql") || !strings.Contains(err.Error(), "must not change") {
		t.Errorf("opening a database whose migration 2 changed: %v, want a refusal naming it", err)
	}
	db, err := rawDB(t, u)
	if err != nil {
		t.Fatal(err)
	}
	// A checksum of NULL is one recorded before checksums were kept: it
	// is filled in, and only the version is wrong.
	if _, err := db.ExecContext(ctx, `UPDATE schema_migrations SET checksum = NULL WHERE version = 2`); err != nil {
		t.Fatal(err)
	}
	if _, err := db.ExecContext(ctx, `INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', 0)`); err != nil {
		t.Fatal(err)
	}
	if _, err := postgres.Open(ctx, u); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Errorf("opening a database from a newer gobot: %v, want a refusal", err)
	}
}

// rawDB opens the database at u without the store.
func rawDB(t *testing.T, u string) (*sql.DB, error) {
	db, err := sql.Open("pgx", u)
	if err == nil {
		t.Cleanup(func() { db.Close() })
	}
	return db, err
}

// TestDurableCommits opens the store on a URL that turns synchronous_commit
// off, as a server, database or role setting could: every connection of
// the pool still commits with it on.
func TestDurableCommits(t *testing.T) {
	for _, param := range [][2]string{{"options", "-c synchronous_commit=off"}, {"synchronous_commit", "off"}} {
		t.Run(param[0], func(t *testing.T) {
			u, err := url.Parse(storetest.PostgresURL(t))
			if err != nil {
				t.Fatal(err)
			}
			// pgx reads "+" in a query as itself: spaces are %20.
			u.RawQuery += "&" + param[0] + "=" + strings.NewReplacer(" ", "%20", "=", "%3D").Replace(param[1])
			ctx := context.Background()
			// The URL does turn it off, without the store.
			plain, err := rawDB(t, u.String())
			if err != nil {
				t.Fatal(err)
			}
			var v string
			if err := plain.QueryRowContext(ctx, `SHOW synchronous_commit`).Scan(&v); err != nil || v != "off" {
				t.Fatalf("the URL's own setting: %q, %v; want off", v, err)
			}
			s, err := postgres.Open(ctx, u.String())
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var conns []*sql.Conn
			for i := 0; i < 4; i++ {
				c, err := s.DB().Conn(ctx)
				if err != nil {
					t.Fatal(err)
				}
				conns = append(conns, c)
				if err := c.QueryRowContext(ctx, `SHOW synchronous_commit`).Scan(&v); err != nil || v != "on" {
					t.Errorf("connection %d: synchronous_commit %q, %v; want on", i, v, err)
				}
			}
			for _, c := range conns {
				c.Close()
			}
		})
	}
}

// TestLogger checks that WithLogger reaches the store.
func TestLogger(t *testing.T) {
	var logs bytes.Buffer
	s, err := postgres.Open(context.Background(), storetest.PostgresURL(t), postgres.WithLogger(slog.New(slog.NewTextHandler(&logs, nil))))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	sub := &storetest.Subject{Stores: storetest.Stores{Stores: stores(s), Practice: s, Dailies: s}}
	sub.SQLHooks(s.DB(), func(n int) string { return fmt.Sprintf("$%d", n) })
	storetest.CheckLogged(t, sub, &logs)
}
