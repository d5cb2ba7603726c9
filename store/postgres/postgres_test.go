package postgres_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/store/postgres"
	"github.com/gobot-baduk/gobot/store/storetest"
)

func subject(t *testing.T) *storetest.Subject {
	u := storetest.PostgresURL(t)
	s, err := postgres.Open(context.Background(), u)
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
	sub.Reopen = func(t *testing.T) commands.Stores {
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		s2, err := postgres.Open(context.Background(), u)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s2.Close() })
		return stores(s2)
	}
	return sub
}

func stores(s *postgres.Store) commands.Stores {
	return commands.Stores{Games: s, Interactions: s, Guilds: s}
}

func TestConformance(t *testing.T) { storetest.Run(t, subject) }
