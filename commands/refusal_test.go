package commands_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/match/matchtest"
	"github.com/stretchr/testify/require"
)

// TestConflictsExhausted: when every save of a move loses the version
// check, the Bot re-reads and retries a bounded number of times, then tells
// the user that the game changed and to try again. Nothing is applied and
// the interaction stays unrecorded, so that trying again (or Discord's
// redelivery) applies the move once the conflicts stop.
func TestConflictsExhausted(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	// While armed, every save loses the version check, as if other
	// processes saved the game each time between this one's read and its
	// save.
	var armed atomic.Bool
	armed.Store(true)
	cs := &matchtest.Games{Store: h.store, SaveGameFunc: func(ctx context.Context, g *match.GameRecord) error {
		if armed.Load() {
			return fmt.Errorf("test: game %s is at version %d, not %d: %w", g.ID, g.Version+1, g.Version, match.ErrConflict)
		}
		return h.store.SaveGame(ctx, g)
	}}
	var logs bytes.Buffer
	b := botOver(t, h, cs, commands.WithLogger(slog.New(slog.NewTextHandler(&logs, nil))))

	req := h.request(alice, "/move point:E5")
	resp := b.Handle(context.Background(), req)
	requireMistake(t, resp, "The game changed while your command ran; try again.")
	saves := cs.Calls("SaveGame")
	require.Greater(t, saves, 1, "the Bot gave up without retrying")
	require.Equal(t, saves, cs.Calls("ActiveGame"), "each attempt re-reads the game before it saves")
	require.Equal(t, saves, strings.Count(logs.String(), "save conflict, re-reading"), logs.String())
	require.Equal(t, 0, h.game().Game.MoveNumber(), "a move was applied")
	seen, err := h.store.Seen(context.Background(), req.InteractionID)
	require.NoError(t, err)
	require.False(t, seen, "the interaction that gave up was recorded as handled")

	armed.Store(false)
	again := b.Handle(context.Background(), req)
	require.False(t, again.Ephemeral, again.Content)
	require.Contains(t, again.Content, "E5")
	require.Equal(t, 1, h.game().Game.MoveNumber())
}
