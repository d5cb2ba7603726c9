package match_test

import (
	"testing"

	"github.com/gobot-baduk/gobot/match"
	"github.com/stretchr/testify/require"
)

// TestPuzzleProgressClone: a copy's line is its own.
func TestPuzzleProgressClone(t *testing.T) {
	p := &match.PuzzleProgress{UserID: "u", PuzzleID: "p", Line: []string{"B2", "C3"}, Wrong: 1}
	c := p.Clone()
	require.Equal(t, p, c)
	c.Line[0] = "A1"
	require.Equal(t, "B2", p.Line[0])
}
