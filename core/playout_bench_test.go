package core

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// benchPlayouts measures light random playouts with full legality checking
// (simple ko, no suicide) where players never fill their own eyes. Each
// iteration copies the empty board and plays to two passes.
func benchPlayouts(b *testing.B, size int) {
	start, _ := NewBoard(size, JapaneseRules)
	board := start.Clone()
	r := NewRand(42)
	moves := 0
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		board.CopyFrom(start)
		moves += board.Playout(Black, r, 3*size*size)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/playout")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
}

func BenchmarkPlayout9x9(b *testing.B)   { benchPlayouts(b, 9) }
func BenchmarkPlayout19x19(b *testing.B) { benchPlayouts(b, 19) }

func TestPlayoutDoesNotAllocate(t *testing.T) {
	start, _ := NewBoard(19, JapaneseRules)
	board := start.Clone()
	r := NewRand(1)
	allocs := testing.AllocsPerRun(20, func() {
		board.CopyFrom(start)
		board.Playout(Black, r, 3*19*19)
	})
	if allocs != 0 {
		t.Fatalf("a playout allocates %v times", allocs)
	}
}

// PlayRandom chooses uniformly among the qualifying moves. The empty list
// is arranged so that a scan from a random start would be biased: first
// every point that does not qualify (Black's own eyes), then the few that
// do, so a forward scan from a random start would land on the first
// qualifying point almost always. Every qualifying point must come up
// about equally often.
func TestPlayRandomIsUniform(t *testing.T) {
	// Black fills the board but for single-point eyes in the lower rows
	// and three open pairs on the top row; White has no stone, so the
	// eyes are real, and the six open points are the only moves.
	b, _ := NewBoard(9, JapaneseRules)
	var black []Point
	open := map[Point]bool{}
	for _, x := range []int{0, 1, 3, 4, 6, 7} {
		open[Pt(x, 8)] = true
	}
	for y := 0; y < 9; y++ {
		for x := 0; x < 9; x++ {
			p := Pt(x, y)
			eye := y < 7 && y%2 == 0 && x%2 == 0
			if !eye && !open[p] {
				black = append(black, p)
			}
		}
	}
	b.Setup(Black, black...)
	var want, rest []Point
	for _, p := range b.Stones(Empty).Points() {
		if !b.IsEye(Black, p) && b.Legal(Black, p) == nil {
			want = append(want, p)
		} else {
			rest = append(rest, p)
		}
	}
	require.Len(t, want, len(open), "the open points are the only moves")
	require.Len(t, rest, 20, "Black's eyes do not qualify")
	for i, p := range append(rest, want...) {
		b.empties[i], b.emptyAt[p] = p, int16(i)
	}
	require.NoError(t, verify(b))
	r := NewRand(11)
	const trials = 24000
	counts := map[Point]int{}
	trial := b.Clone()
	for i := 0; i < trials; i++ {
		trial.CopyFrom(b)
		p, ok := trial.PlayRandom(Black, r)
		require.True(t, ok)
		counts[p]++
	}
	expected := float64(trials) / float64(len(want))
	chi2 := 0.0
	for _, p := range want {
		d := float64(counts[p]) - expected
		chi2 += d * d / expected
	}
	// 5 degrees of freedom: P(chi² > 25) is under 2e-4.
	require.Less(t, chi2, 25.0, "counts %v", counts)
}
