package generate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/internal/testenv"
	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/stretchr/testify/require"
)

// supplySample returns the shipped generated problems: all of them with
// GOBOT_TEST_LONG=1, else n spread evenly.
func supplySample(t *testing.T, n int, long int) []*puzzles.Puzzle {
	t.Helper()
	c, err := puzzles.Builtin()
	require.NoError(t, err)
	var gen []*puzzles.Puzzle
	for _, p := range c.All() {
		if isGenerated(p) {
			gen = append(gen, p)
		}
	}
	pick := func(k int) []*puzzles.Puzzle {
		if k >= len(gen) {
			return gen
		}
		var out []*puzzles.Puzzle
		for i := 0; len(out) < k; i++ {
			out = append(out, gen[i*len(gen)/k])
		}
		return out
	}
	return testenv.Sample(t, pick(long), pick(n), "an even spread of the shipped problems")
}

// isGenerated tells the generated problems (their IDs are made by keyID)
// from the hand-made ones.
func isGenerated(p *puzzles.Puzzle) bool {
	id := p.ID()
	if len(id) != 11 || id[0] != 'g' {
		return false
	}
	for _, c := range id[1:] {
		if !strings.ContainsRune("0123456789abcdef", c) {
			return false
		}
	}
	return true
}

// TestSupplyIsDistinct checks that no generated problem is the same as
// another shipped one, hand-made or generated, under the symmetries and the colour swap, and
// that every generated ID is its canonical key's.
func TestSupplyIsDistinct(t *testing.T) {
	c, err := puzzles.Builtin()
	require.NoError(t, err)
	seen := map[string]string{}
	for _, p := range c.All() {
		k, err := KeyOf(p)
		require.NoError(t, err)
		if prev, ok := seen[k]; ok {
			if !isGenerated(p) && !isGenerated(c.ByID(prev)) {
				// Three pairs of the hand-made set are one problem
				// each, mirrored with the colours swapped
				// (bulky-five-corner-live and bulky-five-edge-live,
				// rectangular-six-* and tall-rectangle-*); the
				// hand-made set stays as it is.
				t.Logf("hand-made %s and %s are the same problem", prev, p.ID())
				continue
			}
			t.Fatalf("%s and %s are the same problem", prev, p.ID())
		}
		seen[k] = p.ID()
		if isGenerated(p) {
			require.Equal(t, keyID(k), p.ID())
		}
	}
}

// TestSupplyKeepsTheRules checks the rules of the package doc on shipped
// problems: solid walls, wall stones near the region, unsettled, and no
// stone that plays no part. (Package puzzles proves their solution trees.)
func TestSupplyKeepsTheRules(t *testing.T) {
	s := puzzles.NewSolver(0)
	for _, pz := range supplySample(t, 6, 1<<30) {
		p := fromPuzzle(t, pz)
		b := p.board()
		require.True(t, p.solidWalls(b), "%s: walls", pz.ID())
		require.True(t, p.wallTouches(), "%s: a wall stone far from the region", pz.ID())
		v, err := judge(s, p, pz.ToPlay())
		require.NoError(t, err, pz.ID())
		require.True(t, v.unsettled(), "%s is settled", pz.ID())
		plays, err := everyStonePlays(s, p, pz.ToPlay(), v)
		require.NoError(t, err, pz.ID())
		require.True(t, plays, "%s has a stone that plays no part", pz.ID())
	}
}

// TestSupplyLevelsClimb reports, per level, the shipped problems' mean
// main line (the shortest correct line, in plies), mean number of wrong
// first moves and mean solution-tree size, and checks that each grows
// with the level, so that Monday's puzzle is clearly easier than
// Sunday's.
func TestSupplyLevelsClimb(t *testing.T) {
	c, err := puzzles.Builtin()
	require.NoError(t, err)
	var n, main, wrong, tree [6]float64
	for _, p := range c.All() {
		if !isGenerated(p) {
			continue
		}
		d := p.Difficulty()
		best := 1 << 30
		for _, k := range p.Solution().Children() {
			if k.Correct() {
				best = min(best, lineLength(k))
			} else {
				wrong[d]++
			}
		}
		n[d]++
		main[d] += float64(best)
		tree[d] += float64(treeSize(p.Solution()) - 1)
	}
	var sb strings.Builder
	sb.WriteString("level  problems  main line  wrong first moves  tree size\n")
	for d := 1; d <= 5; d++ {
		if n[d] == 0 {
			continue
		}
		fmt.Fprintf(&sb, "%5d %9.0f %10.2f %18.2f %10.2f\n", d, n[d], main[d]/n[d], wrong[d]/n[d], tree[d]/n[d])
	}
	t.Log("\n" + sb.String())
	for d := 2; d <= 5; d++ {
		if n[d] == 0 || n[d-1] == 0 {
			continue
		}
		require.Greater(t, tree[d]/n[d], tree[d-1]/n[d-1], "level %d's trees are not larger than level %d's", d, d-1)
		require.Greater(t, wrong[d]/n[d]+main[d]/n[d], wrong[d-1]/n[d-1]+main[d-1]/n[d-1], "level %d", d)
	}
}

// lineLength is the number of moves of n's main line, n included.
func lineLength(n *puzzles.Node) int {
	k := 1
	for len(n.Children()) > 0 {
		n = n.Children()[0]
		k++
	}
	return k
}

func treeSize(n *puzzles.Node) int {
	k := 1
	for _, c := range n.Children() {
		k += treeSize(c)
	}
	return k
}
