package postgres_test

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/store/postgres"
	"github.com/gobot-baduk/gobot/store/storetest"
)

// schemaURL creates a schema of its own for one test in the database at
// GOBOT_TEST_POSTGRES_URL, dropped after the test, and returns the URL
// that selects it. It skips the test without that variable.
func schemaURL(t *testing.T) string {
	base := os.Getenv("GOBOT_TEST_POSTGRES_URL")
	if base == "" {
		t.Skip("GOBOT_TEST_POSTGRES_URL is not set; set it to e.g. postgres://postgres@127.0.0.1:5432/test?sslmode=disable to test the PostgreSQL store")
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { admin.Close() })
	name := "gobot_test_" + strings.NewReplacer("/", "_", "=", "_", "-", "_", " ", "_", "(", "", ")", "", "'", "", "\"", "", ".", "_", "\\", "_", "*", "_", ",", "_").Replace(strings.ToLower(t.Name()))
	if len(name) > 63 {
		name = fmt.Sprintf("%s_%x", name[:50], len(t.Name()))
	}
	ctx := context.Background()
	if _, err := admin.ExecContext(ctx, `DROP SCHEMA IF EXISTS "`+name+`" CASCADE`); err != nil {
		t.Fatal(err)
	}
	if _, err := admin.ExecContext(ctx, `CREATE SCHEMA "`+name+`"`); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { admin.ExecContext(context.Background(), `DROP SCHEMA IF EXISTS "`+name+`" CASCADE`) })
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", name)
	u.RawQuery = q.Encode()
	return u.String()
}

func subject(t *testing.T) *storetest.Subject {
	u := schemaURL(t)
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
