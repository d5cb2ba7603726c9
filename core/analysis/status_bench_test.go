package analysis

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// middleGame19 is move 150 of a replayed random 19×19 game (moves that do
// not fill own eyes): a crowded middle game with many groups.
func middleGame19(tb testing.TB) *core.Board {
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
		newInfluence(board)
	}
}

// finishedPositions returns finished games of the recorded GNU Go corpus
// (status_corpus_test.go): the first four 9×9, two 13×13 and one 19×19 that
// ended with two passes, as boards and moves, with a GNU Go to ask. It
// skips when GNU Go is missing.
func finishedPositions(b *testing.B) (*gnugo, []*core.Board, [][]core.Move) {
	b.Helper()
	g := startGnuGo(b, 1)
	want := map[int]int{9: 4, 13: 2, 19: 1}
	var boards []*core.Board
	var games [][]core.Move
	for _, cg := range loadCorpus(b) {
		if want[cg.size] == 0 || !cg.finished() {
			continue
		}
		want[cg.size]--
		boards = append(boards, cg.board(b))
		games = append(games, cg.moves)
	}
	return g, boards, games
}

// BenchmarkDeadStones times the dead-stone list on finished GNU Go games:
// gobot's (a full Analysis, then Dead) against GNU Go's
// final_status_list dead on the same positions. One op is one position
// (they are taken in turn). GNU Go is given each position afresh, outside
// the timer, so that it cannot answer from a cache.
func BenchmarkDeadStones(b *testing.B) {
	g, boards, games := finishedPositions(b)
	b.Run("gobot", func(b *testing.B) {
		i := 0
		for b.Loop() {
			AnalyzeBoard(boards[i%len(boards)], 6.5, 0).Dead()
			i++
		}
	})
	b.Run("gnugo", func(b *testing.B) {
		i := 0
		for b.Loop() {
			b.StopTimer()
			k := i % len(boards)
			g.replay(boards[k].Size(), 6.5, games[k])
			b.StartTimer()
			g.send("final_status_list dead")
			i++
		}
	})
}
