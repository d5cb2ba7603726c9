package commands_test

import (
	"context"
	"errors"
	"log/slog"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/match/matchtest"
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

// TestRepeatedClickLoadsItsGameOnce: a repeated click is answered with
// the game its button names, read once by its id; the channel's active
// game is not read first.
func TestRepeatedClickLoadsItsGameOnce(t *testing.T) {
	h := newHarness(t)
	cg := &matchtest.Games{Store: h.store} // counts the reads
	b, err := commands.New(match.Stores{Games: cg, Interactions: h.store, Guilds: h.store}, commands.WithLogger(slog.New(slog.DiscardHandler)))
	require.NoError(t, err)
	startGame(t, h, "")
	req := h.clickRequest(alice, h.findButton("pass"))
	first := b.Handle(context.Background(), req)
	require.Contains(t, first.Content, "**Black** (Alice) passed.")
	cg.Reset()
	again := b.Handle(context.Background(), req)
	require.Contains(t, again.Content, "**Black** (Alice) passed.")
	require.Equal(t, [2]int{0, 1}, [2]int{cg.Calls("ActiveGame"), cg.Calls("Game")}, "reads of the active game and of the game by id")
	// A click on a button without a game to write answers without reading
	// any game.
	cg.Reset()
	an := h.clickRequest(bob, h.findButton("analyze"))
	b.Handle(context.Background(), an)
	cg.Reset()
	requireMistake(t, b.Handle(context.Background(), an), "already handled")
	require.Equal(t, [2]int{0, 0}, [2]int{cg.Calls("ActiveGame"), cg.Calls("Game")})
}
