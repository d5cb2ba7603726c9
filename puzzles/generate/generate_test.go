package generate

import (
	"context"
	"slices"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/internal/testenv"
	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/stretchr/testify/require"
)

// generated makes a few problems once for the package's tests.
func generated(t *testing.T, n int) []*Problem {
	t.Helper()
	var out []*Problem
	_, err := Generate(context.Background(), Options{Seed: 7, Count: n, MaxEmpty: 6, Games: corpus(t)}, func(p *Problem) error {
		out = append(out, p)
		return nil
	})
	require.NoError(t, err)
	require.Len(t, out, n)
	return out
}

// TestGeneratedProblemsKeepTheRules checks every rule of the package doc
// on freshly generated problems, and that the written SGF round-trips:
// puzzles.Parse reads it and Puzzle.Play accepts exactly the correct first
// moves.
func TestGeneratedProblemsKeepTheRules(t *testing.T) {
	s := puzzles.NewSolver(0)
	seen := map[string]bool{}
	for _, g := range generated(t, testenv.Sample(t, 12, 2, "2 fresh problems")) {
		pz, err := puzzles.Parse(g.ID, g.SGF)
		require.NoError(t, err, string(g.SGF))
		require.Equal(t, g.Level, pz.Difficulty())
		require.Equal(t, g.Goal, pz.Goal())
		p := fromPuzzle(t, pz)
		b := p.board()
		require.True(t, p.solidWalls(b), "%s: walls", g.ID)
		require.True(t, p.wallTouches(), "%s: a wall stone far from the region", g.ID)
		v, err := judge(s, p, pz.ToPlay())
		require.NoError(t, err)
		require.True(t, v.unsettled(), "%s is settled", g.ID)
		plays, err := everyStonePlays(s, p, pz.ToPlay(), v)
		require.NoError(t, err)
		require.True(t, plays, "%s has a stone that plays no part", g.ID)
		key := canonicalKey(p, pz.ToPlay())
		require.Equal(t, g.Key, key)
		require.False(t, seen[key], "%s is a duplicate", g.ID)
		seen[key] = true
		requireTitleSaysWhere(t, pz)
		// Every mark of the tree holds as a player walks it.
		require.NoError(t, pz.CheckTree(s))
		// The comments name the points of the moves they comment on.
		for _, n := range pz.Solution().Children() {
			if n.Correct() {
				require.Contains(t, n.Comment(), n.Move().Point().String(), g.ID)
			} else if len(n.Children()) > 0 {
				require.Contains(t, n.Comment(), n.Children()[0].Move().Point().String(), g.ID)
			}
		}
		// Play accepts exactly the proven first moves.
		var accepted []core.Point
		for _, q := range firstMoves(b, p, pz.ToPlay()) {
			vd, err := pz.Play(s, nil, q)
			require.NoError(t, err)
			if vd.Correct {
				accepted = append(accepted, q)
			}
			require.False(t, vd.OffBook, "%s: %v is not in the tree", g.ID, q)
		}
		require.True(t, slices.Equal(v.correct, accepted), "%s: accepted %v, proven %v", g.ID, accepted, v.correct)
	}
}
