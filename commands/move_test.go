package commands_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestRepeatedCaptureHeadline: a capture whose answer was lost after its
// commit is announced by the redelivery as the first answer would have
// announced it, capture included.
func TestRepeatedCaptureHeadline(t *testing.T) {
	h := newHarness(t)
	cs, lose := losingCommit(h.store)
	b := botOver(t, h, cs)
	startGame(t, h, "")
	// White's A1 is in atari after Black A2; Black B1 captures it.
	first := h.play("A2", "A1")
	require.Contains(t, first.Content, "**White** (Bob) played A1.")
	req := h.request(alice, "/move point:B1")
	lose.Store(true)
	lost := b.Handle(context.Background(), req)
	requireMistake(t, lost, "cannot tell whether your command took effect")
	redelivered := b.Handle(context.Background(), req)
	require.False(t, redelivered.Ephemeral, redelivered.Content)
	require.Contains(t, redelivered.Content, "**Black** (Alice) played B1, capturing 1 stone.\n")

	// The answer to the move itself says the same.
	h2 := newHarness(t)
	startGame(t, h2, "")
	r := h2.play("A2", "A1", "B1")
	require.Contains(t, r.Content, "**Black** (Alice) played B1, capturing 1 stone.\n")
}
