package commands_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestRefusalIsFinal: an interaction refused by one process ("not your
// turn") is not applied when Discord delivers it again to another process
// after the game has moved on (now it would be the player's turn); the
// repeat gets the same refusal (B7).
func TestRefusalIsFinal(t *testing.T) {
	h := newHarness(t)
	other := botOver(t, h, h.store)
	startGame(t, h, "")
	h.play("E5")
	early := h.request(alice, "/move point:D4")
	first := h.bot.Handle(context.Background(), early)
	requireMistake(t, first, "It is not your turn")
	h.play("C3") // Bob: now it is Alice's turn
	again := other.Handle(context.Background(), early)
	require.Equal(t, 2, h.game().Game.MoveNumber(), "the refused move was applied on its second delivery: %q", again.Content)
	require.True(t, again.Ephemeral)
	require.Equal(t, first.Content, again.Content, "the repeat gets the refusal the first delivery got")
}
