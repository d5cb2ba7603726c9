package storetest

import (
	"context"
	"database/sql"
	"fmt"
	"hash/fnv"
	"net/url"
	"os"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
)

// PostgresURL returns the URL of a schema of the test's own in the
// database at GOBOT_TEST_POSTGRES_URL, created empty and dropped after the
// test, so that tests never see each other's rows. It skips the test when
// the variable is not set.
func PostgresURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv("GOBOT_TEST_POSTGRES_URL")
	if base == "" {
		t.Skip("GOBOT_TEST_POSTGRES_URL is not set; set it to e.g. postgres://postgres@127.0.0.1:5432/test?sslmode=disable to test the PostgreSQL store")
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { admin.Close() })
	h := fnv.New64a()
	h.Write([]byte(t.Name()))
	name := fmt.Sprintf("gobot_test_%d_%x", os.Getpid(), h.Sum64())
	ctx := context.Background()
	for _, q := range []string{`DROP SCHEMA IF EXISTS ` + name + ` CASCADE`, `CREATE SCHEMA ` + name} {
		if _, err := admin.ExecContext(ctx, q); err != nil {
			t.Fatalf("preparing schema %s: %v", name, err)
		}
	}
	t.Cleanup(func() { admin.ExecContext(context.Background(), `DROP SCHEMA IF EXISTS `+name+` CASCADE`) })
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", name)
	u.RawQuery = q.Encode()
	return u.String()
}
