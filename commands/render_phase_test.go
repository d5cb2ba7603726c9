package commands_test

import (
	"fmt"
	"io"
	"sync"
	"testing"

	"github.com/gobot-baduk/gobot/commands"
	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/render"
	"github.com/stretchr/testify/require"
)

// TestRenderPhases: the board in play is drawn as play, the scoring
// proposal as scoring and the agreed count as final, so the images say
// "Scoring: mark dead stones" and "Final count" rather than whose turn it
// is and an "Estimate", and show only the agreed dead stones.
func TestRenderPhases(t *testing.T) {
	var mu sync.Mutex
	var views []commands.View
	rec := commands.RendererFunc(func(w io.Writer, g *core.Game, v commands.View) error {
		mu.Lock()
		views = append(views, v)
		mu.Unlock()
		return commands.DefaultRenderer().RenderBoard(w, g, v)
	})
	last := func() commands.View {
		mu.Lock()
		defer mu.Unlock()
		require.NotEmpty(t, views)
		return views[len(views)-1]
	}
	h := newHarness(t, commands.WithRenderer(rec))
	startGame(t, h, "komi:6.5 rules:japanese")
	var moves []string
	for i := 1; i <= 8; i++ {
		moves = append(moves, fmt.Sprintf("E%d", i), fmt.Sprintf("F%d", i))
	}
	moves = append(moves, "E9", "B5", "pass", "F9", "pass")
	who := []commands.User{alice, bob}
	for i, m := range moves {
		require.False(t, h.run(who[i%2], "/move point:"+m).Ephemeral, m)
		require.Equal(t, render.PhasePlay, last().Phase, "move %s", m)
	}
	r := h.run(bob, "/move point:pass")
	require.Contains(t, r.Content, "**Scoring.**")
	require.Equal(t, render.PhaseScoring, last().Phase)
	require.NotNil(t, last().Analysis)
	h.run(alice, "/score accept")
	r = h.run(bob, "/score accept")
	require.Contains(t, r.Content, "Game over")
	require.Equal(t, render.PhaseFinal, last().Phase)
	require.NotNil(t, last().Analysis)
}
