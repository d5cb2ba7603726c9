package generate

import (
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
				// Two of the hand-made set are one problem (the bulky
				// five in the corner, mirrored with the colours
				// swapped); they stay, as the hand-made set does.
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
