package storetest

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gobot-baduk/gobot/core"
	"github.com/gobot-baduk/gobot/match"
)

// IdleGames is the number of games BenchmarkIdleGames creates.
const IdleGames = 10000

// idleMoves is how far each idle game has gone: a 19×19 game in its
// middle game.
const idleMoves = 120

// BenchmarkIdleGames creates IdleGames games of idleMoves moves each and
// reports what the process holds for them once they sit idle: the Go heap
// and the resident set (which also counts SQLite's page cache, allocated
// outside the Go heap), per game. open returns the stores to fill.
func BenchmarkIdleGames(b *testing.B, open func(b *testing.B) match.Stores) {
	moves := benchScript(b)[:idleMoves]
	template, _ := core.NewGame(core.Size(19), core.Komi(6.5))
	for _, m := range moves {
		if err := template.Play(m); err != nil {
			b.Fatal(err)
		}
	}
	for range b.N {
		s := open(b)
		heap0, rss0 := memNow()
		ctx := context.Background()
		for i := range IdleGames {
			g := template.Clone()
			rec := &match.GameRecord{ID: fmt.Sprintf("idle-%d", i), ChannelID: fmt.Sprintf("ch-%d", i), GuildID: "g",
				Status: match.StatusPlaying, Black: match.User{ID: "1", Name: "alice"}, White: match.User{ID: "2", Name: "bob"},
				Game: g, CreatedAt: time.Now(), UpdatedAt: time.Now()}
			if err := s.Games.CreateGame(ctx, rec); err != nil {
				b.Fatal(err)
			}
		}
		heap1, rss1 := memNow()
		b.ReportMetric(float64(heap1-heap0)/IdleGames, "heap-B/game")
		b.ReportMetric(float64(rss1-rss0)/IdleGames, "rss-B/game")
		runtime.KeepAlive(s)
	}
}

// memNow returns the live Go heap after a collection and the resident set
// size.
func memNow() (heap, rss int64) {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	heap = int64(ms.HeapAlloc)
	if data, err := os.ReadFile("/proc/self/statm"); err == nil {
		f := strings.Fields(string(data))
		if len(f) > 1 {
			pages, _ := strconv.ParseInt(f[1], 10, 64)
			rss = pages * int64(os.Getpagesize())
		}
	}
	return heap, rss
}
