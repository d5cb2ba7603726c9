package analysis

import (
	"fmt"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
)

// influencePhases splits a replayed game into runs of moves by the number
// of stones on the board before the move: the seed (§5.1, Figure 12)
// claims the incremental cost grows up to about 50 stones and is nearly
// constant after.
func influencePhases(g *replayedGame) []struct {
	name       string
	start, end int
} {
	bounds := []int{0, 50, 100, 150, 1 << 30}
	var phases []struct {
		name       string
		start, end int
	}
	k := 0
	for i := 0; i+1 < len(bounds); i++ {
		start := k
		for k < len(g.moves) && stonesBefore(g, k) < bounds[i+1] {
			k++
		}
		if k > start {
			name := fmt.Sprintf("stones=%d-%d", bounds[i], bounds[i+1]-1)
			if i == len(bounds)-2 {
				name = fmt.Sprintf("stones=%d+", bounds[i])
			}
			phases = append(phases, struct {
				name       string
				start, end int
			}{name, start, k})
		}
	}
	return phases
}

func stonesBefore(g *replayedGame, k int) int {
	b := g.start
	if k > 0 {
		b = g.boards[k-1]
	}
	return b.Stones(core.Black).Count() + b.Stones(core.White).Count()
}

// BenchmarkInfluence compares, per move of a replayed random 19×19 game
// (with its captures), the incremental update (Sync from the previous
// position) with the full computation (Reset) of all four potential
// distributions, over the whole game and by phase. The two are timed
// alternately on the same moves, so that a loaded machine slows both
// alike; the metrics are incr-ns/move, full-ns/move and their ratio
// (speedup).
func BenchmarkInfluence(b *testing.B) {
	g := newReplayedGame(b, 1)
	type run struct {
		name       string
		start, end int
	}
	runs := []run{{"all", 0, len(g.moves)}}
	for _, p := range influencePhases(g) {
		runs = append(runs, run{p.name, p.start, p.end})
	}
	before := func(k int) *core.Board {
		if k == 0 {
			return g.start
		}
		return g.boards[k-1]
	}
	for _, r := range runs {
		b.Run(r.name, func(b *testing.B) {
			f, full := newInfluence(before(r.start)), newInfluence(g.start)
			var incr, total time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				k := r.start + i%(r.end-r.start)
				if k == r.start && i > 0 {
					f.Reset(before(r.start))
				}
				t0 := time.Now()
				f.Sync(g.boards[k])
				t1 := time.Now()
				full.Reset(g.boards[k])
				t2 := time.Now()
				incr += t1.Sub(t0)
				total += t2.Sub(t1)
			}
			b.ReportMetric(float64(incr.Nanoseconds())/float64(b.N), "incr-ns/move")
			b.ReportMetric(float64(total.Nanoseconds())/float64(b.N), "full-ns/move")
			b.ReportMetric(float64(total)/float64(incr), "speedup")
		})
	}
}
