package sqlite_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/store/sqlite"
	"github.com/gobot-baduk/gobot/store/storetest"
)

// subject opens a store in a new file of the test's temporary directory.
func subject(t *testing.T) *storetest.Subject {
	path := filepath.Join(t.TempDir(), "sub", "gobot.db")
	s, err := sqlite.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	sub := &storetest.Subject{Stores: stores(s)}
	sub.Corrupt = func(ctx context.Context, id, column string, value any) error {
		res, err := s.DB().ExecContext(ctx, fmt.Sprintf("UPDATE games SET %s = ? WHERE id = ?", column), value, id)
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
		s2, err := sqlite.Open(context.Background(), path)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s2.Close() })
		return stores(s2)
	}
	return sub
}

func stores(s *sqlite.Store) commands.Stores {
	return commands.Stores{Games: s, Interactions: s, Guilds: s}
}

func TestConformance(t *testing.T) { storetest.Run(t, subject) }
