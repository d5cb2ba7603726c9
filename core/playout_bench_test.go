package core

import "testing"

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
