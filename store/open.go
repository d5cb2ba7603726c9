// Package store opens the stores that packages match and practice declare, from the
// configuration: the in-memory store for tests and the console, and the
// durable stores (see the subpackages) for the bot.
package store

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/practice"
	"github.com/gobot-baduk/gobot/store/memory"
	"github.com/gobot-baduk/gobot/store/postgres"
	"github.com/gobot-baduk/gobot/store/sqlite"
)

// DefaultPath is the SQLite file used when Config.Path is empty.
const DefaultPath = "./data/gobot.db"

// Config says which store to open.
type Config struct {
	// Memory opens the in-memory store, which keeps nothing across
	// restarts.
	Memory bool
	// Path is the SQLite file (GOBOT_DB).
	Path string
	// URL is a PostgreSQL URL (GOBOT_DATABASE_URL); it wins over Path.
	URL string
	// Logger receives what the durable stores skip or fail to tidy (nil:
	// slog.Default()).
	Logger *slog.Logger
}

// Opened is an open store: the stores match and practice declare, and a
// way to close them.
type Opened struct {
	match.Stores
	// Practice and Dailies keep the daily-puzzle community's records.
	Practice practice.Store
	Dailies  practice.Dailies
	// Kind names the store for the logs: "memory", "sqlite", "postgres".
	Kind string
	// Close releases the store.
	Close func() error
}

// ErrUnsupported is returned for a configuration this build cannot open.
var ErrUnsupported = errors.New("store: unsupported configuration")

// Open opens the configured store: PostgreSQL when URL is set, the
// in-memory store when Memory is, and otherwise the SQLite file at Path
// (DefaultPath if empty), created with its directory if missing. The
// durable stores bring their schema up to date before Open returns.
func Open(ctx context.Context, c Config) (*Opened, error) {
	switch {
	case c.URL != "":
		if !strings.HasPrefix(c.URL, "postgres://") && !strings.HasPrefix(c.URL, "postgresql://") {
			return nil, fmt.Errorf("%w: GOBOT_DATABASE_URL must start with postgres:// (got a URL of another kind)", ErrUnsupported)
		}
		s, err := postgres.Open(ctx, c.URL, postgres.WithLogger(c.Logger))
		if err != nil {
			return nil, err
		}
		return &Opened{Stores: match.Stores{Games: s, Interactions: s, Guilds: s, Daily: s, Prefs: s, Deadlines: s}, Practice: s, Dailies: s, Kind: "postgres", Close: s.Close}, nil
	case c.Memory:
		m := memory.New()
		return &Opened{Stores: match.Stores{Games: m, Interactions: m, Guilds: m, Daily: m, Prefs: m, Deadlines: m}, Practice: m, Dailies: m, Kind: "memory", Close: func() error { return nil }}, nil
	}
	path := c.Path
	if path == "" {
		path = DefaultPath
	}
	s, err := sqlite.Open(ctx, path, sqlite.WithLogger(c.Logger))
	if err != nil {
		return nil, err
	}
	return &Opened{Stores: match.Stores{Games: s, Interactions: s, Guilds: s, Daily: s, Prefs: s, Deadlines: s}, Practice: s, Dailies: s, Kind: "sqlite", Close: s.Close}, nil
}
