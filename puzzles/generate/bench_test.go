package generate

import (
	"context"
	"os"
	"testing"
)

func corpus(tb testing.TB) []Game {
	f, err := os.Open("../../core/analysis/testdata/gnugo_selfplay.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	g, err := ParseGames(f)
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// BenchmarkGenerate measures problems kept per minute by source: shapes
// alone, and games alone.
func BenchmarkGenerate(b *testing.B) {
	games := corpus(b)
	for _, tc := range []struct {
		name  string
		games []Game
		only  bool
	}{{"shape", nil, false}, {"game", games, true}} {
		b.Run(tc.name, func(b *testing.B) {
			kept := 0
			seed := uint64(0)
			for b.Loop() {
				seed++
				opts := Options{Seed: seed, Count: 4, Games: tc.games, onlyGames: tc.only}
				st, err := Generate(context.Background(), opts, func(*Problem) error { return nil })
				if err != nil {
					b.Fatal(err)
				}
				for _, n := range st.Kept {
					kept += n
				}
			}
			b.ReportMetric(float64(kept)/b.Elapsed().Minutes(), "kept/min")
		})
	}
}
