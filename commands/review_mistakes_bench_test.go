package commands

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core/sgf"
	"github.com/gobot-baduk/gobot/engine"
	"github.com/gobot-baduk/gobot/internal/gnugo"
	"github.com/gobot-baduk/gobot/match"
	"github.com/gobot-baduk/gobot/store/memory"
)

// BenchmarkReviewMistakes times the engine's evaluation of every move of
// the planted 9×9 game (50 moves) by GNU Go at level 1 and at its default
// level 10: what /review mistakes waits for.
//
//	go test ./commands/ -run XXX -bench ReviewMistakes -benchtime 1x -count 5
func BenchmarkReviewMistakes(b *testing.B) {
	path, err := gnugo.Path()
	if err != nil {
		b.Skipf("%v; apt-get install gnugo runs this benchmark", err)
	}
	data, err := os.ReadFile("testdata/review/planted.sgf")
	if err != nil {
		b.Fatal(err)
	}
	game, err := sgf.ReadGame(data)
	if err != nil {
		b.Fatal(err)
	}
	nodes, err := lineOf(game.Root()).walk(game.Root())
	if err != nil {
		b.Fatal(err)
	}
	moves := movesOf(nodes)
	base, err := engine.PositionOf(game)
	if err != nil {
		b.Fatal(err)
	}
	for _, level := range []string{"1", "10"} {
		b.Run("level="+level, func(b *testing.B) {
			pool, err := engine.NewPool(engine.Config{Command: []string{path, "--mode", "gtp", "--level", level}, Procs: 1, Timeout: time.Minute}, nil)
			if err != nil {
				b.Fatal(err)
			}
			defer pool.Close()
			st := memory.New()
			bot, err := New(match.Stores{Games: st, Interactions: st, Guilds: st, Prefs: st, Deadlines: st}, WithEngine(pool, ""))
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := bot.evaluate(context.Background(), base, moves, func(string) {}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
