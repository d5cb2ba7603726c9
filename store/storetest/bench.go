package storetest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
)

// movesPerGame is how long the benchmark games run before a new one starts.
const movesPerGame = 150

// benchScript returns movesPerGame legal 19×19 moves chosen at random with
// a fixed seed.
func benchScript(b *testing.B) []core.Move {
	rng := rand.New(rand.NewPCG(1, 2))
	g, err := core.NewGame(core.Size(19))
	if err != nil {
		b.Fatal(err)
	}
	var out []core.Move
	for len(out) < movesPerGame {
		m := core.Play(g.ToMove(), core.Pt(rng.IntN(19), rng.IntN(19)))
		if g.Legal(m) != nil {
			continue
		}
		g.Play(m)
		out = append(out, m)
	}
	return out
}

// BenchmarkMoves measures moves committed: each operation reads the
// channel's game, plays a move and saves it with its version check, as
// /move does. Games run to movesPerGame moves (about the middle of a 19×19
// game, so trees of 0 to 150 nodes) and then a new one starts. With
// parallel > 1, that many goroutines play in channels of their own. A
// failing store fails the benchmark (it never hangs): the goroutine that
// meets the error reports it and every goroutine stops.
func BenchmarkMoves(b *testing.B, s match.Stores, parallel int) {
	ctx := context.Background()
	moves := benchScript(b)
	var channels atomic.Int64
	// work plays while more() and returns the first error.
	work := func(more func() bool) error {
		var rec *match.GameRecord
		i := movesPerGame
		for more() {
			if i == movesPerGame {
				n := channels.Add(1)
				g, _ := core.NewGame(core.Size(19))
				rec = &match.GameRecord{ID: fmt.Sprintf("bench-%d", n), ChannelID: fmt.Sprintf("ch-%d", n), GuildID: "g",
					Status: match.StatusPlaying, Black: match.User{ID: "1"}, White: match.User{ID: "2"},
					Game: g, CreatedAt: time.Now(), UpdatedAt: time.Now()}
				if err := s.Games.CreateGame(ctx, rec); err != nil {
					return err
				}
				i = 0
			}
			g, err := s.Games.ActiveGame(ctx, rec.ChannelID)
			if err != nil {
				return err
			}
			if err := g.Game.Play(moves[i]); err != nil {
				return fmt.Errorf("game %s, move %d: %w", rec.ID, i+1, err)
			}
			g.UpdatedAt = time.Now()
			// As /move does: the interaction is recorded with the save.
			g.Interaction = fmt.Sprintf("%s-%d", rec.ID, i)
			if err := s.Games.SaveGame(ctx, g); err != nil {
				return err
			}
			i++
		}
		return nil
	}
	b.ResetTimer()
	start := time.Now()
	if parallel <= 1 {
		n := 0
		if err := work(func() bool { n++; return n <= b.N }); err != nil {
			b.Fatal(err)
		}
	} else {
		var left atomic.Int64
		var failed atomic.Bool
		left.Store(int64(b.N))
		var wg sync.WaitGroup
		for k := 0; k < parallel; k++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				// b.Fatal may not be called from this goroutine: it
				// would end the goroutine and not the benchmark.
				if err := work(func() bool { return !failed.Load() && left.Add(-1) >= 0 }); err != nil {
					failed.Store(true)
					b.Error(err)
				}
			}()
		}
		wg.Wait()
		if failed.Load() {
			b.FailNow()
		}
	}
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "moves/s")
}
