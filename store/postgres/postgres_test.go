package postgres_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/commands"
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
	sub := &storetest.Subject{Stores: stores(s)}
	sub.Corrupt = func(ctx context.Context, id, column string, value any) error {
		// PostgreSQL types its columns: a status of the wrong type cannot
		// be stored, so corruption here is of the content.
		res, err := s.DB().ExecContext(ctx, fmt.Sprintf("UPDATE games SET %s = $1 WHERE id = $2", column), value, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return fmt.Errorf("corrupting %s of %s changed %d rows", column, id, n)
		}
		return nil
	}
	sub.Raw = func(ctx context.Context, id, column string) (any, error) {
		var v any
		err := s.DB().QueryRowContext(ctx, fmt.Sprintf("SELECT %s FROM games WHERE id = $1", column), id).Scan(&v)
		return v, err
	}
	sub.CorruptSettings = func(ctx context.Context, guildID, column string, value any) error {
		res, err := s.DB().ExecContext(ctx, fmt.Sprintf("UPDATE guild_settings SET %s = $1 WHERE guild_id = $2", column), value, guildID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return fmt.Errorf("corrupting %s of guild %s changed %d rows", column, guildID, n)
		}
		return nil
	}
	sub.Age = func(ctx context.Context, id string, d time.Duration) error {
		res, err := s.DB().ExecContext(ctx, "UPDATE interactions SET claimed_at = claimed_at - $1 WHERE id = $2", d.Nanoseconds(), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return fmt.Errorf("ageing interaction %s changed %d rows", id, n)
		}
		return nil
	}
	sub.Reopen = func(t *testing.T) commands.Stores {
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		s2, err := postgres.Open(context.Background(), u, postgres.WithLogger(storetest.Logger(t)))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s2.Close() })
		return stores(s2)
	}
	return sub
}

func stores(s *postgres.Store) commands.Stores {
	return commands.Stores{Games: s, Interactions: s, Guilds: s, Puzzles: s, Daily: s}
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
