package commands_test

import (
	"context"
	"errors"
	"log/slog"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// failingSettings commits a guild's settings, then reports an error, as a
// database whose answer to COMMIT was lost.
type failingSettings struct {
	match.GuildSettings
}

func (s failingSettings) SaveSettings(ctx context.Context, st match.Settings) error {
	if err := s.GuildSettings.SaveSettings(ctx, st); err != nil {
		return err
	}
	return errors.New("connection lost during COMMIT")
}

// TestWritesAreNoted: whatever sends a write to a store, the apology for
// a failure after it never says "Nothing was changed": the stores the Bot
// holds note each write themselves, so no write path has to remember to.
func TestWritesAreNoted(t *testing.T) {
	h := newHarness(t)
	b, err := commands.New(match.Stores{Games: h.store, Interactions: h.store, Guilds: failingSettings{h.store}}, commands.WithLogger(slog.New(slog.DiscardHandler)))
	require.NoError(t, err)
	r := b.Handle(context.Background(), h.request(mod, "/settings play size:13"))
	requireMistake(t, r, "cannot tell whether your command took effect")
	require.NotContains(t, r.Content, "Nothing was changed")
	set, err := h.store.Settings(context.Background(), "1111111111111111111")
	require.NoError(t, err)
	require.Equal(t, 13, set.Size, "the write did commit")
}
