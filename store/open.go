// Package store opens the stores that package commands declares, from the
// configuration: the in-memory store for tests and the console, and the
// durable stores (see the subpackages) for the bot.
package store

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/store/memory"
)

// Config says which store to open.
type Config struct {
	// Memory opens the in-memory store, which keeps nothing across
	// restarts.
	Memory bool
	// Path is the SQLite file (GOBOT_DB).
	Path string
	// URL is a PostgreSQL URL (GOBOT_DATABASE_URL); it wins over Path.
	URL string
}

// Opened is an open store: the commands' stores and a way to close them.
type Opened struct {
	commands.Stores
	// Kind names the store for the logs: "memory", "sqlite", "postgres".
	Kind string
	// Close releases the store.
	Close func() error
}

// ErrUnsupported is returned for a configuration this build cannot open.
var ErrUnsupported = errors.New("store: unsupported configuration")

// Open opens the configured store.
func Open(ctx context.Context, c Config) (*Opened, error) {
	switch {
	case c.URL != "":
		if !strings.HasPrefix(c.URL, "postgres://") && !strings.HasPrefix(c.URL, "postgresql://") {
			return nil, fmt.Errorf("%w: GOBOT_DATABASE_URL must start with postgres:// (got a URL of another kind)", ErrUnsupported)
		}
		return nil, fmt.Errorf("%w: PostgreSQL is not built into this version", ErrUnsupported)
	case c.Memory:
		m := memory.New()
		return &Opened{Stores: commands.Stores{Games: m, Interactions: m, Guilds: m}, Kind: "memory", Close: func() error { return nil }}, nil
	}
	return nil, fmt.Errorf("%w: SQLite is not built into this version; set GOBOT_STORE=memory", ErrUnsupported)
}
