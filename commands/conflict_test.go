package commands_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

// conflictingStore is a game store on which, while armed, every SaveGame
// loses the version check, as if other processes saved the game each time
// between this one's read and its save.
type conflictingStore struct {
	commands.GameStore
	mu           sync.Mutex
	armed        bool
	reads, saves int
}

func (s *conflictingStore) ActiveGame(ctx context.Context, channelID string) (*commands.GameRecord, error) {
	s.mu.Lock()
	s.reads++
	s.mu.Unlock()
	return s.GameStore.ActiveGame(ctx, channelID)
}

func (s *conflictingStore) SaveGame(ctx context.Context, g *commands.GameRecord) error {
	s.mu.Lock()
	armed := s.armed
	s.saves++
	s.mu.Unlock()
	if armed {
		return fmt.Errorf("test: game %s is at version %d, not %d: %w", g.ID, g.Version+1, g.Version, commands.ErrConflict)
	}
	return s.GameStore.SaveGame(ctx, g)
}

// TestConflictsExhausted: when every save of a move loses the version
// check, the Bot re-reads and retries a bounded number of times, then tells
// the user that the game changed and to try again. Nothing is applied and
// the interaction stays unrecorded, so that trying again (or Discord's
// redelivery) applies the move once the conflicts stop.
func TestConflictsExhausted(t *testing.T) {
	h := newHarness(t)
	startGame(t, h, "")
	cs := &conflictingStore{GameStore: h.store, armed: true}
	var logs bytes.Buffer
	b, err := commands.New(commands.Stores{Games: cs, Interactions: h.store, Guilds: h.store},
		commands.WithLogger(slog.New(slog.NewTextHandler(&logs, nil))))
	require.NoError(t, err)

	req := h.request(alice, "/move point:E5")
	resp := b.Handle(context.Background(), req)
	requireMistake(t, resp, "The game changed while your command ran; try again.")
	require.Greater(t, cs.saves, 1, "the Bot gave up without retrying")
	require.Equal(t, cs.saves, cs.reads, "each attempt re-reads the game before it saves")
	require.Equal(t, cs.saves, strings.Count(logs.String(), "save conflict, re-reading"), logs.String())
	require.Equal(t, 0, h.game().Game.MoveNumber(), "a move was applied")
	seen, err := h.store.Seen(context.Background(), req.InteractionID)
	require.NoError(t, err)
	require.False(t, seen, "the interaction that gave up was recorded as handled")

	cs.mu.Lock()
	cs.armed = false
	cs.mu.Unlock()
	again := b.Handle(context.Background(), req)
	require.False(t, again.Ephemeral, again.Content)
	require.Contains(t, again.Content, "E5")
	require.Equal(t, 1, h.game().Game.MoveNumber())
}
