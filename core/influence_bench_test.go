package core

import (
	"fmt"
	"testing"
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
	return b.Stones(Black).Count() + b.Stones(White).Count()
}

// BenchmarkInfluence compares, per move of a replayed random 19×19 game
// (with its captures), the incremental update (Sync from the previous
// position) with the full computation (Reset) of all four potential
// distributions, over the whole game and by phase.
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
	for _, r := range runs {
		before := func(k int) *Board {
			if k == 0 {
				return g.start
			}
			return g.boards[k-1]
		}
		b.Run("incremental/"+r.name, func(b *testing.B) {
			f := NewInfluence(before(r.start))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				k := r.start + i%(r.end-r.start)
				if k == r.start && i > 0 {
					b.StopTimer()
					f.Reset(before(r.start))
					b.StartTimer()
				}
				f.Sync(g.boards[k])
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N), "ns/move")
		})
		b.Run("full/"+r.name, func(b *testing.B) {
			f := NewInfluence(g.start)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				f.Reset(g.boards[r.start+i%(r.end-r.start)])
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N), "ns/move")
		})
	}
}
