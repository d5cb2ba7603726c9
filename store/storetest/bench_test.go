package storetest

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/memory"
)

// failingGames fails every SaveGame after the first few.
type failingGames struct {
	match.GameStore
	saves atomic.Int64
}

func (f *failingGames) SaveGame(ctx context.Context, g *match.GameRecord) error {
	if f.saves.Add(1) > 20 {
		return errors.New("test: the disk is full")
	}
	return f.GameStore.SaveGame(ctx, g)
}

// TestBenchmarkMovesFails: a store that fails makes BenchmarkMoves fail,
// alone and in parallel, rather than hang.
func TestBenchmarkMovesFails(t *testing.T) {
	for _, parallel := range []int{1, 4} {
		m := memory.New()
		s := match.Stores{Games: &failingGames{GameStore: m}, Interactions: m, Guilds: m}
		done := make(chan testing.BenchmarkResult, 1)
		go func() { done <- testing.Benchmark(func(b *testing.B) { BenchmarkMoves(b, s, parallel) }) }()
		select {
		case r := <-done:
			if r.N != 0 {
				t.Errorf("parallel=%d: the benchmark of a failing store succeeded: %v", parallel, r)
			}
		case <-time.After(time.Minute):
			t.Fatalf("parallel=%d: the benchmark of a failing store did not return in a minute", parallel)
		}
	}
}
