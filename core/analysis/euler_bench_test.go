package analysis

import (
	"testing"

	"github.com/gobot-baduk/gobot/core"
)

// replayedGame is a random 19×19 game (moves that do not fill own eyes,
// until both pass) kept as its moves and the board after each move.
type replayedGame struct {
	moves  []core.Move
	boards []*core.Board
	start  *core.Board
}

func newReplayedGame(tb testing.TB, seed uint64) *replayedGame {
	tb.Helper()
	b, err := core.NewBoard(19, core.ChineseRules)
	if err != nil {
		tb.Fatal(err)
	}
	g := &replayedGame{start: b.Clone()}
	r := core.NewRand(seed)
	c, passes := core.Black, 0
	for len(g.moves) < 600 && passes < 2 {
		if p, ok := b.PlayRandom(c, r); ok {
			g.moves = append(g.moves, core.Play(c, p))
			passes = 0
		} else {
			b.Pass(c)
			g.moves = append(g.moves, core.Pass(c))
			passes++
		}
		g.boards = append(g.boards, b.Clone())
		c = c.Opponent()
	}
	return g
}

// BenchmarkEulerIncremental is the cost per move of keeping every linked
// group's region count up to date with Nakamura's E(p) − 1 rule (and
// recounts of the groups that lose stones to captures) over a replayed
// 19×19 game.
func BenchmarkEulerIncremental(b *testing.B) {
	g := newReplayedGame(b, 1)
	e := newEulerCounter(g.start)
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		k := i % len(g.moves)
		if k == 0 {
			b.StopTimer()
			e.Reset(g.start)
			b.StartTimer()
		}
		e.Update(g.boards[k], g.moves[k])
		moves++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
}

// BenchmarkEulerFull is the cost per move of recounting every linked group
// from scratch with the full formula, on the same positions.
func BenchmarkEulerFull(b *testing.B) {
	g := newReplayedGame(b, 1)
	e := newEulerCounter(g.start)
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		e.Reset(g.boards[i%len(g.moves)])
		moves++
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
}
