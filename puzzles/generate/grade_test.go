package generate

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/puzzles"
	"github.com/stretchr/testify/require"
)

// fromPuzzle turns a puzzle back into a position.
func fromPuzzle(t testing.TB, pz *puzzles.Puzzle) *position {
	b, err := pz.Board()
	require.NoError(t, err)
	p := &position{size: pz.Size(), region: pz.Region(), target: pz.Target(), defender: pz.Defender()}
	p.stones[0], p.stones[1] = b.Stones(core.Black), b.Stones(core.White)
	return p
}

func featuresOf(t testing.TB, pz *puzzles.Puzzle) Features {
	s := puzzles.NewSolver(0)
	p := fromPuzzle(t, pz)
	v, err := judge(s, p, pz.ToPlay())
	require.NoError(t, err)
	require.True(t, v.unsettled(), pz.ID())
	w := &writer{s: s, p: p, solver: pz.ToPlay(), goal: pz.Goal(), v: v}
	pr, err := w.build()
	require.NoError(t, err, pz.ID())
	return pr.features
}

// ranks returns the average ranks of xs (ties share their mean rank).
func ranks(xs []float64) []float64 {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return xs[idx[a]] < xs[idx[b]] })
	r := make([]float64, len(xs))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && xs[idx[j]] == xs[idx[i]] {
			j++
		}
		for k := i; k < j; k++ {
			r[idx[k]] = float64(i+j-1)/2 + 1
		}
		i = j
	}
	return r
}

// spearman returns the rank correlation of xs and ys.
func spearman(xs, ys []float64) float64 {
	rx, ry := ranks(xs), ranks(ys)
	var mx, my float64
	for i := range rx {
		mx += rx[i]
		my += ry[i]
	}
	mx /= float64(len(rx))
	my /= float64(len(ry))
	var sxy, sxx, syy float64
	for i := range rx {
		sxy += (rx[i] - mx) * (ry[i] - my)
		sxx += (rx[i] - mx) * (rx[i] - mx)
		syy += (ry[i] - my) * (ry[i] - my)
	}
	return sxy / math.Sqrt(sxx*syy)
}

func TestSpearman(t *testing.T) {
	require.InDelta(t, 1.0, spearman([]float64{1, 2, 3}, []float64{10, 20, 30}), 1e-9)
	require.InDelta(t, -1.0, spearman([]float64{1, 2, 3}, []float64{3, 2, 1}), 1e-9)
	require.Equal(t, []float64{1.5, 1.5, 3}, ranks([]float64{5, 5, 7}))
}

// TestCalibration grades the hand-made problems from their proofs and
// compares with their hand grades (DI): run with -v for the table.
func TestCalibration(t *testing.T) {
	hand, err := puzzles.HandMade()
	require.NoError(t, err)
	var sb strings.Builder
	fmt.Fprintf(&sb, "%-28s hand  main tempt effort correct wrong tree  score grade\n", "problem")
	var hs, gs, ss []float64
	exact, within := 0, 0
	for _, pz := range hand.All() {
		f := featuresOf(t, pz)
		kill := pz.Goal() == puzzles.Kill
		g := level(f, kill)
		fmt.Fprintf(&sb, "%-28s %4d %5d %5d %6d %7d %5d %4d %6.2f %5d\n", pz.ID(), pz.Difficulty(), f.MainLine, f.Tempting, f.Effort, f.Correct, f.Wrong, f.TreeSize, score(f, kill), g)
		hs, gs, ss = append(hs, float64(pz.Difficulty())), append(gs, float64(g)), append(ss, score(f, kill))
		if g == pz.Difficulty() {
			exact++
		}
		if g-pz.Difficulty() <= 1 && pz.Difficulty()-g <= 1 {
			within++
		}
	}
	n := hand.Len()
	rho, rhoScore := spearman(hs, gs), spearman(hs, ss)
	fmt.Fprintf(&sb, "exact %d/%d, within one %d/%d, Spearman (hand, grade) %.2f, (hand, score) %.2f\n", exact, n, within, n, rho, rhoScore)
	t.Log("\n" + sb.String())
	require.GreaterOrEqual(t, within*10, n*8, "fewer than 80%% of the hand grades are matched within one level")
	require.Greater(t, rho, 0.4)
}
