package analysis

import (
	"fmt"
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// midgame19 returns the corpus's finished 19×19 games replayed to half
// their moves (midgame_test.go), as boards and as the moves that lead there.
func midgame19(b *testing.B) ([]*core.Board, []*corpusGame) {
	b.Helper()
	var boards []*core.Board
	var games []*corpusGame
	for _, cg := range loadCorpus(b) {
		if cg.size != 19 || !cg.finished() {
			continue
		}
		short := *cg
		short.moves = cg.moves[:checkpointMoves(cg, 50)]
		boards = append(boards, short.board(b))
		games = append(games, &short)
	}
	return boards, games
}

// BenchmarkAnalyzeMidgame19 is one Analysis (statuses, dead stones,
// potentials, the score estimate and its range) of the corpus's 19×19
// games at half their moves, one position an op in turn; beside
// BenchmarkGnuGoEstimateScore, the same positions asked of GNU Go.
func BenchmarkAnalyzeMidgame19(b *testing.B) {
	boards, _ := midgame19(b)
	i := 0
	for b.Loop() {
		AnalyzeBoard(boards[i%len(boards)], 6.5, 0)
		i++
	}
}

// BenchmarkGnuGoEstimateScore is GNU Go's estimate_score (level 1) on the
// positions of BenchmarkAnalyzeMidgame19, one an op in turn; the replay
// of the moves into GNU Go is not timed. It skips without GNU Go.
func BenchmarkGnuGoEstimateScore(b *testing.B) {
	_, games := midgame19(b)
	g := startGnuGo(b, 1)
	i := 0
	for b.Loop() {
		b.StopTimer()
		cg := games[i%len(games)]
		g.replay(cg.size, cg.komi, cg.moves)
		i++
		b.StartTimer()
		g.send("estimate_score")
	}
}

// BenchmarkAnalyzeTurn is one Analysis of the corpus's finished games of
// one size at 25, 50 and 75% of their moves, one position an op in turn:
// "board" without the side to move (AnalyzeBoard), "turn" with it
// (AnalyzeTurn: the playouts' second opinion on the dead calls, on
// boards up to 13×13), so that the two side by side give its cost.
func BenchmarkAnalyzeTurn(b *testing.B) {
	for _, size := range []int{9, 13} {
		var boards []*core.Board
		var toMove []core.Color
		for _, cg := range loadCorpus(b) {
			if cg.size != size || !cg.finished() {
				continue
			}
			for _, pct := range checkpoints {
				n := checkpointMoves(cg, pct)
				boards = append(boards, cg.boardAt(b, n))
				toMove = append(toMove, cg.toMoveAt(n))
			}
		}
		for _, turn := range []bool{false, true} {
			name := map[bool]string{false: "board", true: "turn"}[turn]
			b.Run(fmt.Sprintf("%dx%d/%s", size, size, name), func(b *testing.B) {
				i := 0
				for b.Loop() {
					j := i % len(boards)
					c := core.Empty
					if turn {
						c = toMove[j]
					}
					AnalyzeTurn(boards[j], 6.5, 0, c)
					i++
				}
			})
		}
	}
}
