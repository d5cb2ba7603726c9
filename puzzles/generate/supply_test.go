package generate

import (
	"fmt"
	"slices"
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
	// The problems withdrawn since the owl record was made keep their
	// places in the spread, so the sample is the one that record was made
	// on, less them.
	ids := make([]string, 0, len(gen)+len(withdrawnSinceOwlRecord))
	byID := map[string]*puzzles.Puzzle{}
	for _, p := range gen {
		ids = append(ids, p.ID())
		byID[p.ID()] = p
	}
	ids = append(ids, withdrawnSinceOwlRecord...)
	slices.Sort(ids)
	pick := func(k int) []*puzzles.Puzzle {
		k = min(k, len(ids))
		var out []*puzzles.Puzzle
		for i := 0; i < k; i++ {
			if p := byID[ids[i*len(ids)/k]]; p != nil {
				out = append(out, p)
			}
		}
		return out
	}
	return testenv.Sample(t, pick(long), pick(n), "an even spread of the shipped problems")
}

// withdrawnSinceOwlRecord lists the problems withdrawn after
// testdata/owl_disagreements.txt was recorded (puzzles/supply/README:
// book lines that repeat a position).
var withdrawnSinceOwlRecord = []string{
	"g1c25364ada",
	"g3656707f46",
	"g43b7913b62",
	"g541d321123",
	"g5ac949f75b",
	"g5af1ceea1f",
	"g71586510cc",
	"g7ee068af5f",
	"g8585e790ca",
	"g92d5d10854",
	"g9f25c64e05",
	"ga8b7d908f9",
	"gaf6b9320a5",
	"gc43940417f",
	"gc5af0d5bce",
	"gc89cbd20e9",
	"gcc9d1466f9",
	"gd0da17c6e0",
	"gdfdbf87362",
	"ge0697fd302",
	"ge7acd8a5b2",
	"gf2dd84dfbd",
	"gf98caaa95c",
	"gffb59329e3",
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

// TestSupplyCounts logs the shipped supply's counts by level and region,
// goal and board size (README's table), and checks the floor: at
// least 3,650 problems, 500 at each level, enough at each level for ten
// years of its weekdays (two days a week for levels 1 and 2, one for the
// others), and every region and goal present.
func TestSupplyCounts(t *testing.T) {
	c, err := puzzles.Builtin()
	require.NoError(t, err)
	byLevel := map[int]map[string]int{}
	goals, sizes, sources := map[string]int{}, map[int]int{}, map[string]int{}
	total := 0
	for _, p := range c.All() {
		if !isGenerated(p) {
			continue
		}
		total++
		where := "centre"
		switch {
		case strings.HasSuffix(p.Title(), "in the corner"):
			where = "corner"
		case strings.HasSuffix(p.Title(), "on the side"):
			where = "edge"
		}
		if byLevel[p.Difficulty()] == nil {
			byLevel[p.Difficulty()] = map[string]int{}
		}
		byLevel[p.Difficulty()][where]++
		byLevel[p.Difficulty()]["total"]++
		goals[p.Goal().String()]++
		sizes[p.Size()]++
		source := "shape"
		if strings.Contains(string(p.SGF()), "from a recorded game") {
			source = "game"
		}
		sources[source]++
	}
	t.Logf("%d generated problems; goals %v; boards %v; sources %v", total, goals, sizes, sources)
	for lv := 1; lv <= 5; lv++ {
		m := byLevel[lv]
		t.Logf("level %d: corner %d, edge %d, centre %d, total %d", lv, m["corner"], m["edge"], m["centre"], m["total"])
		need := 522
		if lv <= 2 {
			need = 1044
		}
		require.GreaterOrEqual(t, m["total"], max(need, 500), "level %d", lv)
		for _, w := range []string{"corner", "edge", "centre"} {
			require.Positive(t, m[w], "level %d has no %s problem", lv, w)
		}
	}
	require.GreaterOrEqual(t, total, 3650)
	require.Positive(t, goals["live"])
	require.Positive(t, goals["kill"])
	for _, n := range []int{9, 13, 19} {
		require.Positive(t, sizes[n], "no %d×%d problem", n, n)
	}
}

// TestSupplyTitlesSayWhere: a generated problem's title names the part of
// the board its fight is in as the bot's post does (Puzzle.Where).
func TestSupplyTitlesSayWhere(t *testing.T) {
	c, err := puzzles.Builtin()
	require.NoError(t, err)
	for _, p := range c.All() {
		if !isGenerated(p) {
			continue
		}
		requireTitleSaysWhere(t, p)
	}
}

// requireTitleSaysWhere checks that p's title names the part of the
// board p.Where says its fight is in.
func requireTitleSaysWhere(t *testing.T, p *puzzles.Puzzle) {
	t.Helper()
	want := "in the centre"
	switch where := p.Where(); {
	case strings.HasSuffix(where, "corner"):
		want = "in the corner"
	case strings.HasSuffix(where, "side"):
		want = "on the side"
	}
	require.True(t, strings.HasSuffix(p.Title(), want), "%s: %q, but the fight is %s", p.ID(), p.Title(), p.Where())
}
