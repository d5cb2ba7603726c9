package commands_test

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestResumeGivesAMove plays the sequence of the report: after a resume,
// the player who asked to play on gets a move, as two new passes in a row
// are needed to score again (B1).
func TestResumeGivesAMove(t *testing.T) {
	h := newHarness(t)
	h.run(alice, "/play opponent:bob size:9 color:black")
	h.click(bob, "Accept")
	h.play("E5", "pass", "pass")
	r := h.click(alice, "Resume play")
	require.Contains(t, r.Content, "the game resumes")
	r = h.run(bob, "/move point:pass")
	require.False(t, r.Ephemeral, r.Content)
	require.NotContains(t, r.Content, "Both players have passed")
	require.Contains(t, r.Content, "<@"+alice.ID+">, your move as **Black**")
	r = h.run(alice, "/move point:D4")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "played D4")
}
