package commands_test

import (
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/stretchr/testify/require"
)

// TestHandicapColour: the handicap is for the weaker player, so a handicap
// challenge without a colour gives its challenger Black, says so, and
// does not toss a coin; color:random with a handicap is refused, saying
// why; a colour named is kept (B6).
func TestHandicapColour(t *testing.T) {
	h := newHarness(t, commands.WithCoin(func() bool { return false }))
	r := h.run(alice, "/play opponent:bob size:9 handicap:3")
	require.False(t, r.Ephemeral, r.Content)
	require.Contains(t, r.Content, "Alice takes Black and the handicap stones")
	require.NotContains(t, r.Content, "random")
	r = h.click(bob, "Accept")
	require.False(t, r.Ephemeral, r.Content)
	g := h.game()
	require.Equal(t, alice, g.Black, "the coin said White; a handicap challenger plays Black")
	require.Equal(t, 3, g.Game.Handicap())

	k := newHarness(t)
	requireMistake(t, k.run(alice, "/play opponent:bob size:9 handicap:2 color:random"),
		"A handicap game's colours are not drawn at random", "color:black", "color:white")

	w := newHarness(t)
	r = w.run(alice, "/play opponent:bob size:9 handicap:2 color:white")
	require.Contains(t, r.Content, "Alice plays White")
	w.click(bob, "Accept")
	require.Equal(t, bob, w.game().Black)
}
