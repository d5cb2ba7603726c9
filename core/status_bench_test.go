package core

import "testing"

// middleGame19 is move 150 of a replayed random 19×19 game (moves that do
// not fill own eyes): a crowded middle game with many groups.
func middleGame19(tb testing.TB) *Board {
	tb.Helper()
	g := newReplayedGame(tb, 1)
	return g.boards[min(150, len(g.boards)-1)]
}

// BenchmarkAnalyze is one full Analysis (Benson, regions and eye classes,
// groups, statuses, dead stones, potentials and score) of a 19×19 middle
// game.
func BenchmarkAnalyze(b *testing.B) {
	board := middleGame19(b)
	b.ReportAllocs()
	for b.Loop() {
		AnalyzeBoard(board, 6.5, 0)
	}
}

// BenchmarkNewInfluence is the full computation of the potentials of the
// same position, for comparison.
func BenchmarkNewInfluence(b *testing.B) {
	board := middleGame19(b)
	for b.Loop() {
		NewInfluence(board)
	}
}
