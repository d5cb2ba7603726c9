package store

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/storetest"
)

func TestOpenKinds(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "data", "gobot.db")
	o, err := Open(ctx, Config{Path: path})
	if err != nil {
		t.Fatal(err)
	}
	if o.Kind != "sqlite" {
		t.Errorf("default store is %q, want sqlite", o.Kind)
	}
	if o.Practice == nil || o.Dailies == nil {
		t.Error("the SQLite store keeps no daily-puzzle records")
	}
	if _, err := o.Games.ActiveGame(ctx, "c"); !errors.Is(err, match.ErrNotFound) {
		t.Errorf("empty SQLite store: %v", err)
	}
	if err := o.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("the database file was not created: %v", err)
	}
	o, err = Open(ctx, Config{Memory: true, Path: path})
	if err != nil || o.Kind != "memory" || o.Practice == nil || o.Dailies == nil {
		t.Errorf("memory: %v, %v", o, err)
	}
	if _, err := Open(ctx, Config{URL: "mysql://x"}); !errors.Is(err, ErrUnsupported) {
		t.Errorf("a MySQL URL: %v, want ErrUnsupported", err)
	}
	// PostgreSQL in a schema of the test's own: the database's default
	// schema is shared with every other checkout's tests, whose migrations
	// may be newer than this binary's.
	t.Run("postgres", func(t *testing.T) {
		o, err := Open(ctx, Config{URL: storetest.PostgresURL(t), Path: path})
		if err != nil {
			t.Fatal(err)
		}
		defer o.Close()
		if o.Kind != "postgres" || o.Practice == nil || o.Dailies == nil {
			t.Errorf("with a URL: %q (practice %v), want postgres with the daily-puzzle records", o.Kind, o.Practice)
		}
	})
}
